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
#include <vector>

#include "external/protocol/line_channel.hpp"

namespace external {

// What a child gets besides its stdin, stdout and stderr: for a coverage
// channel (external/coverage/), the variables that name a shared map and
// a second output pipe on which a shim reports what the child ran.
struct ChildOptions {
    std::vector<std::string> environment;  // "NAME=value", replacing ours of that name
    int side_fd = -1;                      // the child's fd of a second output pipe; -1: none
};

class ChildProcess final : public LineChannel {
public:
    // Starts `/bin/sh -c command`. Throws std::runtime_error when the
    // process cannot be started at all.
    explicit ChildProcess(const std::string& command, const ChildOptions& options = {});
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

    // The next line the child wrote on its side pipe (ChildOptions::side_fd),
    // bounded and with a deadline as read_line is; Closed without one.
    // While read_line waits, the side pipe is drained too, so a child
    // that writes much there never blocks before its reply.
    ReadResult read_side_line(std::chrono::milliseconds timeout, std::size_t max_bytes);

    // Waits, at most `most`, until the child's process is no longer running
    // on a CPU (/proc/PID/stat state other than R): after its reply, back
    // in its read of the next request. False at the deadline. The process
    // watched is the one the shell started (its only descendant); a
    // command of several processes looks idle as soon as the shell is.
    bool wait_until_idle(std::chrono::microseconds most);

    // Whether the child has ended, and how; nothing while it runs.
    std::optional<std::string> exit_description();

    static constexpr std::size_t kStderrLines = 20;
    static constexpr std::size_t kStderrLineBytes = 300;
    // Side pipe bytes held unread at most; past this the child waits.
    static constexpr std::size_t kSideBufferBytes = std::size_t(64) << 20;

private:
    void drain_stderr(bool block_until_eof);
    void drain_side();
    void keep_stderr_text(const char* data, std::size_t size);
    static std::string describe_status(int status);

    pid_t pid_ = -1;
    pid_t pgid_ = -1;
    pid_t worker_ = -1;  // the process wait_until_idle watches
    int stdin_fd_ = -1;
    int stdout_fd_ = -1;
    int stderr_fd_ = -1;
    int side_fd_ = -1;
    std::string side_buffer_;
    std::string stdout_buffer_;
    std::size_t stdout_scanned_ = 0;        // bytes of stdout_buffer_ known to hold no '\n'
    std::string stderr_partial_;            // the start of the line being written, at most kStderrLineBytes
    std::size_t stderr_partial_bytes_ = 0;  // its whole length so far
    std::deque<std::string> stderr_lines_;
    std::optional<std::string> ended_;
};

}  // namespace external
