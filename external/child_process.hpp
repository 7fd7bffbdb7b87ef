// A child process reached through pipes, one line at a time, that can never
// hang its parent: every read has a deadline, the child's stderr is drained
// while we wait (so a chatty child cannot block on a full pipe), and the
// child is killed and reaped when the object goes away.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <deque>
#include <optional>
#include <string>

namespace external {

class ChildProcess {
public:
    // Starts `/bin/sh -c command`. Throws std::runtime_error when the
    // process cannot be started at all.
    explicit ChildProcess(const std::string& command);
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes one line (a '\n' is appended). False when the child no longer
    // reads its stdin.
    bool write_line(const std::string& line);

    enum class ReadStatus { Line, Timeout, Closed };
    struct ReadResult {
        ReadStatus status;
        std::string line;  // without its '\n'
    };
    // The next line of the child's stdout, waiting at most `timeout`.
    ReadResult read_line(std::chrono::milliseconds timeout);

    // The last lines the child wrote on stderr (at most kStderrLines).
    std::string stderr_tail() const;

    // Closes stdin, gives the child `grace` to exit, then kills it; reaps it
    // in every case. Idempotent. Returns how it ended ("exited with code 0",
    // "killed by signal 11 (Segmentation fault)", ...).
    std::string stop(std::chrono::milliseconds grace);

    // Whether the child has ended, and how; nothing while it runs.
    std::optional<std::string> exit_description();

    static constexpr std::size_t kStderrLines = 20;

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
    std::string stderr_partial_;
    std::deque<std::string> stderr_lines_;
    std::optional<std::string> ended_;
};

}  // namespace external
