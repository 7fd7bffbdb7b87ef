// The transport under the external protocol: a peer reached one line at a
// time. ChildProcess is the real one (a child's stdin and stdout); the
// protocol fuzzer scripts one in process. Whatever the peer sends, a read
// ends: at a line, at the deadline, when the peer closes, or when the line
// passes the byte bound, which is checked while reading so that a peer
// cannot make us hold more than that.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace external {

class LineChannel {
public:
    virtual ~LineChannel() = default;

    // Writes one line (a '\n' is appended). False when the peer no longer
    // reads.
    virtual bool write_line(const std::string& line) = 0;

    enum class ReadStatus { Line, Timeout, Closed, TooLong };
    struct ReadResult {
        ReadStatus status;
        // Line: the line without its '\n'. TooLong: the first bytes read of
        // it (at most the bound); the rest is not read.
        std::string line;
    };
    // The next line, waiting at most `timeout`; a line longer than
    // `max_bytes` is TooLong, and the channel is not usable after it.
    virtual ReadResult read_line(std::chrono::milliseconds timeout, std::size_t max_bytes) = 0;

    // The last lines the peer wrote on its error stream, bounded in lines
    // and in bytes per line; "" when there are none.
    virtual std::string stderr_tail() const = 0;

    // Ends the conversation (closes the peer's input; a process is given
    // `grace` to exit, then killed). Idempotent. Returns how the peer ended,
    // e.g. "exited with code 0".
    virtual std::string stop(std::chrono::milliseconds grace) = 0;
};

}  // namespace external
