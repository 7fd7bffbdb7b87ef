// A child process reached through pipes, one line at a time, that can never
// hang its parent nor fill its memory: every read has a deadline and a byte
// bound, the child's stderr is drained while we wait (so a chatty child
// cannot block on a full pipe) and only its last lines are kept, cut, and
// the child is killed and reaped when the object goes away.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <deque>
#include <optional>
#include <string>

#include "external/protocol/line_channel.hpp"

namespace external {

class ChildProcess final : public LineChannel {
public:
    // Starts `/bin/sh -c command`. Throws std::runtime_error when the
    // process cannot be started at all.
    explicit ChildProcess(const std::string& command);
    ~ChildProcess() override;
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool write_line(const std::string& line) override;

    // The next line of the child's stdout. Reading stops as soon as the line
    // passes `max_bytes`, whatever the child still has to send.
    ReadResult read_line(std::chrono::milliseconds timeout, std::size_t max_bytes) override;

    // The last kStderrLines lines of its stderr, each cut to
    // kStderrLineBytes, printable.
    std::string stderr_tail() const override;

    // Closes stdin, gives the child `grace` to exit, then kills it; reaps it
    // in every case. "killed by signal 11 (Segmentation fault)", ...
    std::string stop(std::chrono::milliseconds grace) override;

    // Whether the child has ended, and how; nothing while it runs.
    std::optional<std::string> exit_description();

    static constexpr std::size_t kStderrLines = 20;
    static constexpr std::size_t kStderrLineBytes = 300;

private:
    void drain_stderr(bool block_until_eof);
    void keep_stderr_text(const char* data, std::size_t size);
    static std::string describe_status(int status);

    pid_t pid_ = -1;
    pid_t pgid_ = -1;
    int stdin_fd_ = -1;
    int stdout_fd_ = -1;
    int stderr_fd_ = -1;
    std::string stdout_buffer_;
    std::size_t stdout_scanned_ = 0;        // bytes of stdout_buffer_ known to hold no '\n'
    std::string stderr_partial_;            // the start of the line being written, at most kStderrLineBytes
    std::size_t stderr_partial_bytes_ = 0;  // its whole length so far
    std::deque<std::string> stderr_lines_;
    std::optional<std::string> ended_;
};

}  // namespace external
