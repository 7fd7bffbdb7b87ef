#include "external/protocol/child_process.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "external/protocol/bounded_json.hpp"

extern char** environ;

namespace external {
namespace {

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

struct Pipe {
    int read_end = -1, write_end = -1;
    Pipe() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
        read_end = fds[0];
        write_end = fds[1];
    }
};

}  // namespace

ChildProcess::ChildProcess(const std::string& command) {
    // A child that stops reading would otherwise kill us with SIGPIPE on the
    // next write; a failed write is reported as the child having gone.
    ::signal(SIGPIPE, SIG_IGN);
    Pipe in, out, err;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in.read_end, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out.write_end, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.write_end, STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // Its own process group, so that stop() also reaches whatever the
    // shell started (node, python) and nothing outlives us.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
    const int rc = ::posix_spawn(&pid_, "/bin/sh", &actions, &attributes, const_cast<char**>(argv), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(in.read_end);
    ::close(out.write_end);
    ::close(err.write_end);
    pgid_ = pid_;
    stdin_fd_ = in.write_end;
    stdout_fd_ = out.read_end;
    stderr_fd_ = err.read_end;
    if (rc != 0) {
        pid_ = pgid_ = -1;
        close_fd(stdin_fd_);
        close_fd(stdout_fd_);
        close_fd(stderr_fd_);
        throw std::runtime_error("cannot start '" + command + "': " + std::strerror(rc));
    }
}

ChildProcess::~ChildProcess() { stop(std::chrono::milliseconds(200)); }

bool ChildProcess::write_line(const std::string& line) {
    if (stdin_fd_ < 0) return false;
    const std::string text = line + '\n';
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(stdin_fd_, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        written += std::size_t(n);
    }
    return true;
}

void ChildProcess::keep_stderr_text(const char* data, std::size_t size) {
    // Only the start of each line is kept: a child that writes endless
    // lines, or one endless line, costs a bounded amount of memory.
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] != '\n') {
            if (stderr_partial_.size() < kStderrLineBytes) stderr_partial_ += data[i];
            ++stderr_partial_bytes_;
            continue;
        }
        stderr_lines_.push_back(excerpt(stderr_partial_) + (stderr_partial_bytes_ > stderr_partial_.size()
                                                                ? fmt::format("... ({} bytes)", stderr_partial_bytes_)
                                                                : std::string()));
        if (stderr_lines_.size() > kStderrLines) stderr_lines_.pop_front();
        stderr_partial_.clear();
        stderr_partial_bytes_ = 0;
    }
}

void ChildProcess::drain_stderr(bool block_until_eof) {
    if (stderr_fd_ < 0) return;
    char chunk[4096];
    for (;;) {
        pollfd p{stderr_fd_, POLLIN, 0};
        if (::poll(&p, 1, block_until_eof ? 100 : 0) <= 0) return;
        const ssize_t n = ::read(stderr_fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close_fd(stderr_fd_);
            return;
        }
        keep_stderr_text(chunk, std::size_t(n));
    }
}

LineChannel::ReadResult ChildProcess::read_line(std::chrono::milliseconds timeout, std::size_t max_bytes) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + timeout;
    char chunk[65536];
    for (;;) {
        // Only the bytes not looked at yet: a long line arrives in many chunks.
        const std::size_t newline = stdout_buffer_.find('\n', stdout_scanned_);
        stdout_scanned_ = newline == std::string::npos ? stdout_buffer_.size() : 0;
        if (newline != std::string::npos && newline <= max_bytes) {
            ReadResult r{ReadStatus::Line, stdout_buffer_.substr(0, newline)};
            stdout_buffer_.erase(0, newline + 1);
            return r;
        }
        if (newline != std::string::npos || stdout_buffer_.size() > max_bytes)
            return {ReadStatus::TooLong, stdout_buffer_.substr(0, max_bytes)};
        if (stdout_fd_ < 0) return {ReadStatus::Closed, {}};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return {ReadStatus::Timeout, {}};
        pollfd fds[2] = {{stdout_fd_, POLLIN, 0}, {stderr_fd_, POLLIN, 0}};
        const int ready = ::poll(fds, stderr_fd_ >= 0 ? 2 : 1, int(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) return {ReadStatus::Closed, {}};
        if (stderr_fd_ >= 0 && (fds[1].revents & (POLLIN | POLLHUP))) drain_stderr(false);
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            // Never more than one byte past the bound: enough to tell a
            // line of exactly max_bytes (its '\n' follows) from a longer one.
            const std::size_t room = max_bytes + 1 - stdout_buffer_.size();
            const ssize_t n = ::read(stdout_fd_, chunk, std::min(sizeof chunk, room));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                close_fd(stdout_fd_);
                continue;  // a last line without '\n' is not a reply
            }
            stdout_buffer_.append(chunk, std::size_t(n));
        }
    }
}

std::string ChildProcess::stderr_tail() const {
    std::string text;
    for (const std::string& line : stderr_lines_) text += line + '\n';
    if (stderr_partial_bytes_ > 0) text += excerpt(stderr_partial_) + '\n';
    return text;
}

std::string ChildProcess::describe_status(int status) {
    if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* name = ::strsignal(sig);
        return "killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
    }
    return "ended with status " + std::to_string(status);
}

std::optional<std::string> ChildProcess::exit_description() {
    if (ended_ || pid_ < 0) return ended_;
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        ended_ = describe_status(status);
        pid_ = -1;
    }
    return ended_;
}

std::string ChildProcess::stop(std::chrono::milliseconds grace) {
    close_fd(stdin_fd_);
    if (pid_ >= 0) {
        const auto deadline = std::chrono::steady_clock::now() + grace;
        while (!exit_description() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        if (pid_ >= 0) {
            ::kill(-pid_, SIGKILL);
            ::kill(pid_, SIGKILL);
            int status = 0;
            while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
            }
            ended_ = describe_status(status) + " (killed by fogproof)";
            pid_ = -1;
        }
    }
    // Whatever the child left behind in its group (a shell's grandchild).
    if (pgid_ > 0) ::kill(-pgid_, SIGKILL);
    pgid_ = -1;
    drain_stderr(false);
    close_fd(stdout_fd_);
    close_fd(stderr_fd_);
    return ended_.value_or("not started");
}

}  // namespace external
