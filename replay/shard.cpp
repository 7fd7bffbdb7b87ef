#include "replay/shard.hpp"

#include <charconv>

namespace fog::replay {
namespace {

std::optional<int> whole_number(const std::string& text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

}  // namespace

std::optional<Shard> parse_shard(const std::string& text, std::string& error) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) {
        error = "--shard '" + text + "': expected K/N, e.g. 2/8 (the 2nd of 8 jobs)";
        return std::nullopt;
    }
    const auto k = whole_number(text.substr(0, slash));
    const auto n = whole_number(text.substr(slash + 1));
    if (!k || !n) {
        error = "--shard '" + text + "': K and N must be whole numbers, e.g. 2/8";
        return std::nullopt;
    }
    if (*n < 1 || *k < 1 || *k > *n) {
        error = "--shard '" + text + "': needs 1 <= K <= N";
        return std::nullopt;
    }
    return Shard{*k, *n};
}

}  // namespace fog::replay
