#include "external/protocol_client.hpp"

#include <fmt/format.h>

namespace external {
namespace {

// Replies can be long (a belief's FENs); a message shows their start.
std::string shortened(const std::string& text) {
    constexpr std::size_t kShown = 400;
    if (text.size() <= kShown) return text;
    return text.substr(0, kShown) + fmt::format("... ({} bytes)", text.size());
}

std::string indented(const std::string& text) {
    std::string out;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        out += "    " + text.substr(start, end - start) + '\n';
        start = end + 1;
    }
    return out;
}

}  // namespace

std::string json_type_words(nlohmann::json::value_t type) {
    using T = nlohmann::json::value_t;
    switch (type) {
        case T::object:
            return "an object";
        case T::array:
            return "an array";
        case T::string:
            return "a string";
        case T::boolean:
            return "a boolean";
        case T::number_integer:
        case T::number_unsigned:
            return "an integer";
        case T::number_float:
            return "a number";
        case T::null:
            return "null";
        default:
            return "a value";
    }
}

ProtocolClient::ProtocolClient(std::string command, std::chrono::milliseconds timeout)
    : command_(std::move(command)), timeout_(timeout) {
    try {
        child_ = std::make_unique<ChildProcess>(command_);
    } catch (const std::runtime_error& e) {
        throw ProtocolError(e.what());
    }
}

ProtocolClient::~ProtocolClient() {
    if (child_) child_->stop(std::chrono::milliseconds(200));
}

void ProtocolClient::fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const {
    std::string message = fmt::format("protocol fault from '{}': {}\n  request: {}\n  reply:   {}\n", command_, what,
                                      request.dump(), shortened(reply));
    const std::string tail = child_ ? child_->stderr_tail() : std::string();
    message +=
        tail.empty() ? "  (nothing on the child's stderr)" : "  last lines of the child's stderr:\n" + indented(tail);
    if (!message.empty() && message.back() == '\n') message.pop_back();
    throw ProtocolError(message);
}

nlohmann::json ProtocolClient::request(const nlohmann::json& request) {
    send(request);
    return receive(request);
}

void ProtocolClient::send(const nlohmann::json& request) {
    ++round_trips_;
    if (!child_->write_line(request.dump())) {
        const std::string how = child_->stop(std::chrono::milliseconds(500));
        fault("the child stopped reading its stdin (" + how + ")", request, "(none)");
    }
}

nlohmann::json ProtocolClient::receive(const nlohmann::json& request) {
    const auto read = child_->read_line(timeout_);
    if (read.status == ChildProcess::ReadStatus::Timeout) {
        const std::string how = child_->stop(std::chrono::milliseconds(0));
        fault(fmt::format("no reply within {} s; the child was killed ({})", double(timeout_.count()) / 1000.0, how),
              request, "(none)");
    }
    if (read.status == ChildProcess::ReadStatus::Closed) {
        const std::string how = child_->stop(std::chrono::milliseconds(500));
        fault("the child closed its stdout without replying: it " + how, request, "(none)");
    }
    nlohmann::json reply = nlohmann::json::parse(read.line, nullptr, false);
    if (reply.is_discarded()) fault("the reply is not JSON", request, read.line);
    if (!reply.is_object()) fault("the reply is not a JSON object", request, read.line);
    return reply;
}

const nlohmann::json& ProtocolClient::field(const nlohmann::json& request, const nlohmann::json& reply,
                                            const std::string& name, nlohmann::json::value_t type) const {
    const auto it = reply.find(name);
    if (it == reply.end())
        fault(fmt::format("the reply has no field '{}' ({} expected)", name, json_type_words(type)), request,
              reply.dump());
    const bool integer_wanted = type == nlohmann::json::value_t::number_unsigned;
    const bool matches = integer_wanted ? it->is_number_unsigned() : it->type() == type;
    if (!matches)
        fault(fmt::format("field '{}' is {}, not {}", name, json_type_words(it->type()), json_type_words(type)),
              request, reply.dump());
    return *it;
}

void ProtocolClient::quit() {
    if (!child_) return;
    child_->write_line(R"({"cmd":"quit"})");
    child_->stop(std::chrono::milliseconds(1000));
}

}  // namespace external
