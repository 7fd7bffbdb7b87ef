#include "external/protocol_client.hpp"

#include <fmt/format.h>

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

std::string ProtocolClient::diagnostics() const {
    const std::string tail = child_ ? child_->stderr_tail() : std::string();
    std::string text =
        tail.empty() ? "  (nothing on the child's stderr)" : "  last lines of the child's stderr:\n" + indented(tail);
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
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

void ProtocolClient::quit() {
    if (!child_) return;
    child_->write_line(R"({"cmd":"quit"})");
    child_->stop(std::chrono::milliseconds(1000));
}

}  // namespace external
