// A peer whose reply lines are written in advance: the transport of the
// protocol fuzzer (external/diff/scenario_protocol.cpp), so that any bytes can
// stand where a child's stdout would. It answers each read with its next
// line, honours the byte bound as a child would (a longer line is TooLong
// and ends the conversation), and when its lines run out it closes, or
// stays silent so that the reader sees its deadline pass.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "external/protocol/line_channel.hpp"

namespace external {

class ScriptedChannel final : public LineChannel {
public:
    enum class AfterLastLine { Close, Silence };

    ScriptedChannel(std::vector<std::string> lines, AfterLastLine after) : lines_(std::move(lines)), after_(after) {}

    bool write_line(const std::string&) override {
        if (stopped_) return false;
        ++requests_;
        return true;
    }

    ReadResult read_line(std::chrono::milliseconds, std::size_t max_bytes) override {
        if (stopped_ || next_ == lines_.size())
            return {after_ == AfterLastLine::Close ? ReadStatus::Closed : ReadStatus::Timeout, {}};
        std::string& line = lines_[next_++];
        if (line.size() > max_bytes) {
            stopped_ = true;
            return {ReadStatus::TooLong, line.substr(0, max_bytes)};
        }
        return {ReadStatus::Line, std::move(line)};
    }

    std::string stderr_tail() const override {
        return "scripted peer: " + std::to_string(requests_) + " requests, " + std::to_string(next_) + " of " +
               std::to_string(lines_.size()) + " replies read\n";
    }

    std::string stop(std::chrono::milliseconds) override {
        stopped_ = true;
        return "ended its script";
    }

private:
    std::vector<std::string> lines_;
    AfterLastLine after_;
    std::size_t next_ = 0;
    std::size_t requests_ = 0;
    bool stopped_ = false;
};

}  // namespace external
