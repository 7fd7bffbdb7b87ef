#include "python/src/in_process_transport.hpp"

#include <fmt/format.h>

namespace fogpy {
namespace {

std::string indented(const std::string& text) {
    std::string out = "    ";
    for (char c : text) out += c == '\n' ? std::string("\n    ") : std::string(1, c);
    return out;
}

}  // namespace

void InProcessTransport::send(const nlohmann::json& request) {
    ++round_trips_;
    waiting_.push_back(request);
}

nlohmann::json InProcessTransport::receive(const nlohmann::json& request) {
    if (waiting_.empty() || waiting_.front() != request)
        throw std::logic_error("InProcessTransport: a reply was read out of the order of its request");
    const nlohmann::json sent = std::move(waiting_.front());
    waiting_.pop_front();
    try {
        std::optional<nlohmann::json> reply = peer_.answer(sent);
        if (!reply) fault("quit has no reply", sent, "(none)");
        return std::move(*reply);
    } catch (const CallFailed& e) {
        failure_ = e.what();
        traceback_ = e.details().empty() ? "" : "  the Python traceback:\n" + indented(e.details());
        fault(e.what(), sent, "(none)");
    }
}

}  // namespace fogpy
