// Reading untrusted text a line at a time without holding a line past a
// bound: the belief logs `fogproof audit` reads and the requests `fogproof
// serve` answers both come from outside, and a line of gigabytes must be an
// error, not the whole of memory.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace fog::records {

enum class LineRead { Line, TooLong, End };

// The next line of `in` into `line`, its '\n' dropped (a last line without
// one counts). A line longer than `max_bytes` gives TooLong: its first
// `max_bytes` are kept and the rest is read and dropped, so that the next
// call starts on the next line. End when nothing is left.
LineRead read_bounded_line(std::istream& in, std::size_t max_bytes, std::string& line);

}  // namespace fog::records
