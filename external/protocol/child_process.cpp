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
#include <optional>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <vector>

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

// Our environment with `changes` ("NAME=value") replacing the variables of
// those names.
std::vector<std::string> environment_with(const std::vector<std::string>& changes) {
    auto name_of = [](const std::string& entry) { return entry.substr(0, entry.find('=')); };
    std::vector<std::string> result;
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string entry = *e;
        const bool replaced = std::any_of(changes.begin(), changes.end(),
                                          [&](const std::string& c) { return name_of(c) == name_of(entry); });
        if (!replaced) result.push_back(entry);
    }
    result.insert(result.end(), changes.begin(), changes.end());
    return result;
}

}  // namespace

ChildProcess::ChildProcess(const std::string& command, const ChildOptions& options) {
    // A child that stops reading would otherwise kill us with SIGPIPE on the
    // next write; a failed write is reported as the child having gone.
    ::signal(SIGPIPE, SIG_IGN);
    Pipe in, out, err;
    std::optional<Pipe> side;
    if (options.side_fd >= 0) {
        side.emplace();
        // dup2 onto itself would leave close-on-exec set: move it first.
        if (side->write_end == options.side_fd) {
            const int moved = ::fcntl(side->write_end, F_DUPFD_CLOEXEC, options.side_fd + 1);
            ::close(side->write_end);
            side->write_end = moved;
        }
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in.read_end, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out.write_end, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.write_end, STDERR_FILENO);
    // Last, so that it cannot overwrite a pipe end the lines above still dup.
    if (side) posix_spawn_file_actions_adddup2(&actions, side->write_end, options.side_fd);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // Its own process group, so that stop() also reaches whatever the
    // shell started (node, python) and nothing outlives us.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
    std::vector<std::string> environment;
    std::vector<char*> envp;
    if (!options.environment.empty()) {
        environment = environment_with(options.environment);
        for (std::string& entry : environment) envp.push_back(entry.data());
        envp.push_back(nullptr);
    }
    const int rc = ::posix_spawn(&pid_, "/bin/sh", &actions, &attributes, const_cast<char**>(argv),
                                 envp.empty() ? environ : envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(in.read_end);
    ::close(out.write_end);
    ::close(err.write_end);
    if (side) {
        ::close(side->write_end);
        side_fd_ = side->read_end;
    }
    pgid_ = pid_;
    stdin_fd_ = in.write_end;
    stdout_fd_ = out.read_end;
    stderr_fd_ = err.read_end;
    if (rc != 0) {
        pid_ = pgid_ = -1;
        close_fd(stdin_fd_);
        close_fd(stdout_fd_);
        close_fd(stderr_fd_);
        close_fd(side_fd_);
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

void ChildProcess::drain_side() {
    char chunk[65536];
    while (side_fd_ >= 0 && side_buffer_.size() < kSideBufferBytes) {
        pollfd p{side_fd_, POLLIN, 0};
        if (::poll(&p, 1, 0) <= 0) return;
        const ssize_t n = ::read(side_fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close_fd(side_fd_);
            return;
        }
        side_buffer_.append(chunk, std::size_t(n));
    }
}

LineChannel::ReadResult ChildProcess::read_side_line(std::chrono::milliseconds timeout, std::size_t max_bytes) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        drain_side();
        const std::size_t newline = side_buffer_.find('\n');
        if (newline != std::string::npos && newline <= max_bytes) {
            ReadResult r{ReadStatus::Line, side_buffer_.substr(0, newline)};
            side_buffer_.erase(0, newline + 1);
            return r;
        }
        if (newline != std::string::npos || side_buffer_.size() > max_bytes)
            return {ReadStatus::TooLong, side_buffer_.substr(0, max_bytes)};
        if (side_fd_ < 0) return {ReadStatus::Closed, {}};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return {ReadStatus::Timeout, {}};
        pollfd fds[2] = {{side_fd_, POLLIN, 0}, {stderr_fd_, POLLIN, 0}};
        const int ready = ::poll(fds, stderr_fd_ >= 0 ? 2 : 1, int(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) return {ReadStatus::Closed, {}};
        if (stderr_fd_ >= 0 && (fds[1].revents & (POLLIN | POLLHUP))) drain_stderr(false);
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
        // stdout, then stderr and the side pipe when they are open (an
        // fd of -1 is ignored by poll).
        const bool side_has_room = side_buffer_.size() < kSideBufferBytes;
        pollfd fds[3] = {{stdout_fd_, POLLIN, 0}, {stderr_fd_, POLLIN, 0}, {side_has_room ? side_fd_ : -1, POLLIN, 0}};
        const int ready = ::poll(fds, 3, int(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) return {ReadStatus::Closed, {}};
        if (stderr_fd_ >= 0 && (fds[1].revents & (POLLIN | POLLHUP))) drain_stderr(false);
        if (fds[2].fd >= 0 && (fds[2].revents & (POLLIN | POLLHUP | POLLERR))) drain_side();
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

namespace {

std::string read_proc_file(const std::string& path) {
    char text[512];
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return {};
    const ssize_t n = ::read(fd, text, sizeof text);
    ::close(fd);
    return n > 0 ? std::string(text, std::size_t(n)) : std::string();
}

// The process that does the work: /bin/sh's only child, and its only
// child, and so on (dash forks even a simple command).
pid_t worker_of(pid_t pid) {
    for (int depth = 0; depth < 8; ++depth) {
        const std::string children =
            read_proc_file("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) + "/children");
        const std::size_t space = children.find(' ');
        if (children.empty() || space == std::string::npos || space + 1 != children.size()) return pid;
        pid = pid_t(std::stol(children.substr(0, space)));
    }
    return pid;
}

}  // namespace

bool ChildProcess::wait_until_idle(std::chrono::microseconds most) {
    if (pid_ < 0) return true;
    if (worker_ == pid_ || worker_ < 0) worker_ = worker_of(pid_);
    const std::string path = "/proc/" + std::to_string(worker_) + "/stat";
    const auto deadline = std::chrono::steady_clock::now() + most;
    for (;;) {
        // "PID (COMMAND) STATE ...": the command may hold spaces and ')'.
        const std::string stat = read_proc_file(path);
        const std::size_t close_paren = stat.rfind(')');
        if (close_paren == std::string::npos || close_paren + 2 >= stat.size()) return true;
        if (stat[close_paren + 2] != 'R') return true;
        if (std::chrono::steady_clock::now() >= deadline) return false;
        std::this_thread::yield();
    }
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
    close_fd(side_fd_);
    return ended_.value_or("not started");
}

}  // namespace external
