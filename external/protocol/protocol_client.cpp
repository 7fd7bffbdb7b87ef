#include "external/protocol/protocol_client.hpp"

#include <fmt/format.h>

#include "external/protocol/bounded_json.hpp"
#include "external/protocol/child_process.hpp"

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

ProtocolClient::ProtocolClient(std::string command, std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : command_(std::move(command)), timeout_(timeout), max_reply_bytes_(max_reply_bytes), from_command_(true) {
    try {
        channel_ = std::make_unique<ChildProcess>(command_);
    } catch (const std::runtime_error& e) {
        throw ProtocolError(e.what());
    }
}

ProtocolClient::ProtocolClient(std::unique_ptr<LineChannel> channel, std::string label,
                               std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : command_(std::move(label)), timeout_(timeout), max_reply_bytes_(max_reply_bytes), channel_(std::move(channel)) {}

ProtocolClient::ProtocolClient(ChannelFactory open, std::string label, std::chrono::milliseconds timeout,
                               std::size_t max_reply_bytes)
    : command_(std::move(label)), timeout_(timeout), max_reply_bytes_(max_reply_bytes), open_(std::move(open)) {
    try {
        channel_ = open_();
    } catch (const std::runtime_error& e) {
        throw ProtocolError(e.what());
    }
}

ProtocolClient::~ProtocolClient() {
    if (channel_) channel_->stop(std::chrono::milliseconds(200));
}

std::string ProtocolClient::diagnostics() const {
    const std::string tail = channel_ ? channel_->stderr_tail() : std::string();
    std::string text =
        tail.empty() ? "  (nothing on the child's stderr)" : "  last lines of the child's stderr:\n" + indented(tail);
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
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
        timed_out(
            fmt::format("no reply within {} s; the child was killed ({})", double(timeout_.count()) / 1000.0, how),
            request);
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

bool ProtocolClient::restart() {
    if (!from_command_ && !open_) return false;
    if (channel_) channel_->stop(std::chrono::milliseconds(0));
    try {
        channel_ = open_ ? open_() : std::make_unique<ChildProcess>(command_);
    } catch (const std::runtime_error& e) {
        throw ProtocolError(e.what());
    }
    return true;
}

void ProtocolClient::quit() {
    if (!channel_) return;
    channel_->write_line(R"({"cmd":"quit"})");
    channel_->stop(std::chrono::milliseconds(1000));
}

}  // namespace external
