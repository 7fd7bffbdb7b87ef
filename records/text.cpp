#include "records/text.hpp"

#include <fmt/format.h>

namespace fog::records::detail {

namespace {
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
}  // namespace

std::vector<Line> split_lines(std::string_view content) {
    if (content.substr(0, 3) == "\xEF\xBB\xBF") content.remove_prefix(3);
    std::vector<Line> lines;
    int number = 1;
    while (!content.empty()) {
        const std::size_t end = content.find('\n');
        std::string_view text = content.substr(0, end);
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        lines.push_back({number++, text});
        if (end == std::string_view::npos) break;
        content.remove_prefix(end + 1);
    }
    return lines;
}

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

bool is_blank(std::string_view text) { return trim(text).empty(); }

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::string excerpt(std::string_view text, std::size_t max) {
    std::string out;
    for (unsigned char c : text.substr(0, max)) {
        if (c >= 0x20 && c < 0x7F) out += char(c);
        else out += fmt::format("\\x{:02x}", c);
    }
    if (text.size() > max) out += "...";
    return out;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

}  // namespace fog::records::detail
