// Text helpers shared by the readers: lines with their numbers, words, and
// printable excerpts of untrusted input for error messages.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fog::records::detail {

struct Line {
    int number = 0;  // 1-based
    std::string_view text;
};

// Splits on '\n', drops a trailing '\r' of each line and a UTF-8 byte order
// mark at the start. A final line without '\n' is kept.
std::vector<Line> split_lines(std::string_view content);

// Splits on runs of ASCII whitespace.
std::vector<std::string_view> split_words(std::string_view text);

bool is_blank(std::string_view text);
std::string_view trim(std::string_view text);

// Untrusted text made safe for a message: printable ASCII kept, other bytes
// written as \xNN, cut after `max` bytes with "...".
std::string excerpt(std::string_view text, std::size_t max = 40);

std::string lower(std::string_view text);

}  // namespace fog::records::detail
