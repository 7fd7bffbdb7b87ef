#include "external/protocol_client.hpp"

#include <fmt/format.h>

#include "external/bounded_json.hpp"
#include "external/child_process.hpp"

namespace external {
namespace {

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

ProtocolClient::ProtocolClient(std::string command, std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : command_(std::move(command)), timeout_(timeout), max_reply_bytes_(max_reply_bytes) {
    try {
        channel_ = std::make_unique<ChildProcess>(command_);
    } catch (const std::runtime_error& e) {
        throw ProtocolError(e.what());
    }
}

ProtocolClient::ProtocolClient(std::unique_ptr<LineChannel> channel, std::string label,
                               std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : command_(std::move(label)), timeout_(timeout), max_reply_bytes_(max_reply_bytes), channel_(std::move(channel)) {}

ProtocolClient::~ProtocolClient() {
    if (channel_) channel_->stop(std::chrono::milliseconds(200));
}

void ProtocolClient::fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const {
    std::string message = fmt::format("protocol fault from '{}': {}\n  request: {}\n  reply:   {}\n", command_, what,
                                      request.dump(), excerpt(reply));
    const std::string tail = channel_ ? channel_->stderr_tail() : std::string();
    message +=
        tail.empty() ? "  (nothing on the child's stderr)" : "  last lines of the child's stderr:\n" + indented(tail);
    if (!message.empty() && message.back() == '\n') message.pop_back();
    throw ProtocolError(message);
}

Reply ProtocolClient::request(const nlohmann::json& request) {
    send(request);
    return receive(request);
}

void ProtocolClient::send(const nlohmann::json& request) {
    ++round_trips_;
    if (!channel_->write_line(request.dump())) {
        const std::string how = channel_->stop(std::chrono::milliseconds(500));
        fault("the child stopped reading its stdin (" + how + ")", request, "(none)");
    }
}

Reply ProtocolClient::receive(const nlohmann::json& request) {
    using Status = LineChannel::ReadStatus;
    auto read = channel_->read_line(timeout_, max_reply_bytes_);
    if (read.status == Status::Timeout) {
        const std::string how = channel_->stop(std::chrono::milliseconds(0));
        fault(fmt::format("no reply within {} s; the child was killed ({})", double(timeout_.count()) / 1000.0, how),
              request, "(none)");
    }
    if (read.status == Status::Closed) {
        const std::string how = channel_->stop(std::chrono::milliseconds(500));
        fault("the child closed its stdout without replying: it " + how, request, "(none)");
    }
    if (read.status == Status::TooLong) {
        // The rest of the line is still unread: nothing after it can be
        // trusted to be the next reply.
        const std::string how = channel_->stop(std::chrono::milliseconds(0));
        fault(fmt::format("the reply is longer than {} bytes (--max-reply-bytes); the child was stopped ({})",
                          max_reply_bytes_, how),
              request, read.line);
    }
    BoundedJson parsed = parse_bounded_json(read.line);
    if (!parsed.error.empty()) fault("the reply is " + parsed.error, request, read.line);
    if (!parsed.value.is_object()) fault("the reply is not a JSON object", request, read.line);
    return Reply{std::move(parsed.value), std::move(read.line)};
}

const nlohmann::json& ProtocolClient::field(const nlohmann::json& request, const Reply& reply, const std::string& name,
                                            nlohmann::json::value_t type) const {
    const auto it = reply.json.find(name);
    if (it == reply.json.end())
        fault(fmt::format("the reply has no field '{}' ({} expected)", name, json_type_words(type)), request,
              reply.text);
    const bool integer_wanted = type == nlohmann::json::value_t::number_unsigned;
    const bool matches = integer_wanted ? it->is_number_unsigned() : it->type() == type;
    if (!matches)
        fault(fmt::format("field '{}' is {}, not {}", name, json_type_words(it->type()), json_type_words(type)),
              request, reply.text);
    return *it;
}

void ProtocolClient::quit() {
    if (!channel_) return;
    channel_->write_line(R"({"cmd":"quit"})");
    channel_->stop(std::chrono::milliseconds(1000));
}

}  // namespace external
