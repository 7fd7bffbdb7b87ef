#include "external/coverage/side_channel_lines.hpp"

#include <algorithm>
#include <stdexcept>

namespace coverage {

std::optional<std::string> hello_language(const std::string& line) {
    const std::string prefix = "fogproof-coverage 2 ";
    if (line.rfind(prefix, 0) != 0 || line.size() == prefix.size()) return std::nullopt;
    return line.substr(prefix.size());
}

namespace {

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

}  // namespace

std::vector<std::uint32_t> parse_feature_line(const std::string& line) {
    std::vector<std::uint32_t> ids;
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        std::uint64_t value = 0;
        for (; i < line.size() && line[i] != ' '; ++i) {
            const int digit = hex_digit(line[i]);
            if (digit < 0 || i - start >= 8) {
                std::size_t end = line.find(' ', start);
                if (end == std::string::npos) end = line.size();
                throw std::invalid_argument("coverage shim: '" + line.substr(start, std::min<std::size_t>(end - start, 40)) +
                                            "' at byte " + std::to_string(start) +
                                            " of a feature line is not a 32-bit id in lowercase hex");
            }
            value = value << 4 | std::uint64_t(digit);
        }
        ids.push_back(std::uint32_t(value));
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

}  // namespace coverage
