#include "external/diff/comparisons/diff_describe.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "external/protocol/bounded_json.hpp"

namespace external {
namespace {

template <typename Set>
std::vector<typename Set::value_type> missing_from(const Set& from, const Set& other) {
    std::vector<typename Set::value_type> out;
    std::set_difference(from.begin(), from.end(), other.begin(), other.end(), std::back_inserter(out));
    return out;
}

}  // namespace

std::string squares_against(const harness::SquareSet& mine, const harness::SquareSet& other) {
    std::vector<std::string> extra;
    for (int s : missing_from(mine, other)) extra.push_back(harness::square_text(s));
    return fmt::format("{} ({} squares{}{})", harness::describe(mine), mine.size(),
                       extra.empty() ? "" : "; the other lacks ", fmt::join(extra, " "));
}

// The external side's list is whatever it sent: cut far above any real
// move list (a few hundred moves), printable.
std::string moves_against(const std::vector<std::string>& mine, const std::vector<std::string>& other) {
    const auto extra = missing_from(mine, other);
    return excerpt(fmt::format("{} moves: {}{}{}", mine.size(), fmt::join(mine, " "),
                               extra.empty() ? "" : "; the other lacks ", fmt::join(extra, " ")),
                   4000);
}

std::string boards_against(const harness::NeutralBelief& mine, const harness::NeutralBelief& other) {
    constexpr std::size_t kShown = 3;
    const auto extra = missing_from(mine, other);
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < extra.size() && i < kShown; ++i) {
        shown.push_back(harness::describe(harness::position_of(extra[i])));
    }
    return fmt::format("{} boards; {} not in the other{}{}", mine.size(), extra.size(), shown.empty() ? "" : ": ",
                       fmt::join(shown, " | "));
}

std::string written_boards(const std::vector<std::string>& fens) {
    constexpr std::size_t kShown = 3;
    if (fens.empty()) return " (P is empty)";
    std::vector<std::string> shown;
    for (std::size_t i = 0; i < fens.size() && i < kShown; ++i) shown.push_back(excerpt(fens[i], 120));
    return fmt::format("; it holds {}{}", fmt::join(shown, " | "), fens.size() > kShown ? " | ..." : "");
}

}  // namespace external
