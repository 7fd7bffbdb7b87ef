#include "external/diff/comparisons/belief_at_scale.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "external/protocol/bounded_json.hpp"
#include "external/diff/game/diff_game.hpp"

namespace external {
namespace {

class ScaleCheck {
public:
    ScaleCheck(const ScaleCheckSides& sides, char colour, std::size_t their_size)
        : s_(sides),
          colour_(colour),
          who_(1, colour),
          mine_(sides.holder.belief_size(colour)),
          theirs_(their_size),
          fullmove_(sides.game.position().fullmove) {}

    ScaleCheckResult run(std::size_t sample, std::uint64_t seed) {
        if (!s_.child.supports(Capability::BeliefContains) || !s_.child.supports(Capability::BeliefSample)) {
            result_.size_only = true;
            check_size();
            return std::move(result_);
        }
        if (check_truth()) check_size();
        if (!result_.frozen) check_lost(sample, seed);
        if (!result_.frozen) check_extra(sample, seed);
        return std::move(result_);
    }

private:
    void find(const std::string& check, ElementKind field, ElementDifference::Side side, harness::Disagreement d,
              std::string details = {}) {
        result_.findings.push_back(
            {check, std::move(d), std::move(details), {{field, element::None{}, side, colour_}}});
    }

    std::string sizes() const {
        return fmt::format("|P| = {} (reference: {}), the child's |P| = {}", mine_, s_.holder.name(), theirs_);
    }

    // False when the child froze while answering.
    bool check_truth() {
        const std::vector<std::string> spellings = {"full", "xfen"};
        const std::vector<std::string> truth = {s_.game.fen(harness::Spelling::Full),
                                                s_.game.fen(harness::Spelling::Xfen)};
        const auto answers = s_.child.belief_contains_fens(colour_, truth);
        if (!answers) return !(result_.frozen = true);
        for (std::size_t i = 0; i < truth.size(); ++i)
            if (!(*answers)[i]) {
                find(diff_check::kTruth, ElementKind::TrueBoardInP, ElementDifference::Side::Missing,
                     harness::Disagreement{fmt::format("P of {} (true board {})", who_, truth[1]),
                                           fmt::format("|P| = {}, holds the true board", mine_),
                                           fmt::format("|P| = {}, belief_contains answers false for it in the `{}` "
                                                       "spelling: {}",
                                                       theirs_, spellings[i], truth[i])});
                return true;
            }
        return true;
    }

    void check_size() {
        if (s_.holder.belief_capped(colour_) || mine_ == theirs_) return;
        find(diff_check::kBeliefSize, ElementKind::BeliefSize, ElementDifference::Side::Differs,
             harness::Disagreement{"|P| of " + who_, std::to_string(mine_), std::to_string(theirs_)},
             fmt::format("P answered by the {}", s_.holder.name()));
    }

    std::string full_fen(const harness::DuplicateKey& board) {
        s_.writer.load(harness::neutral_fen(harness::position_of(board, fullmove_)), true);
        return s_.writer.fen(harness::Spelling::Full);
    }

    // Boards of the reference's P the child's P lacks.
    void check_lost(std::size_t sample, std::uint64_t seed) {
        const std::vector<harness::DuplicateKey> drawn = s_.holder.belief_sample(colour_, sample, seed);
        std::vector<std::string> fens;
        for (const harness::DuplicateKey& board : drawn) fens.push_back(full_fen(board));
        const auto answers = s_.child.belief_contains_fens(colour_, fens);
        if (!answers) {
            result_.frozen = true;
            return;
        }
        std::size_t lost = 0;
        std::string first;
        for (std::size_t i = 0; i < fens.size(); ++i)
            if (!(*answers)[i] && lost++ == 0) first = fens[i];
        if (lost == 0) return;
        find(diff_check::kBeliefBoards, ElementKind::BoardOfP, ElementDifference::Side::Missing,
             harness::Disagreement{fmt::format("P of {}: a board sampled from the reference's P (seed {})", who_, seed),
                                   "holds " + first, "lacks it (belief_contains answers false)"},
             fmt::format("{} of {} boards sampled from the reference's P are not in the child's; {}", lost, fens.size(),
                         sizes()));
    }

    // Boards of the child's P the reference's P lacks.
    void check_extra(std::size_t sample, std::uint64_t seed) {
        const ExternalSample theirs = s_.child.belief_sample_fens(colour_, sample, seed);
        if (theirs.frozen) {
            result_.frozen = true;
            return;
        }
        std::vector<harness::DuplicateKey> boards;
        try {
            for (const std::string& fen : theirs.fens) boards.push_back(s_.read_child_board(fen));
        } catch (const UnreadableAnswer& e) {
            find(diff_check::kBeliefBoards, ElementKind::BoardOfP, ElementDifference::Side::Differs,
                 harness::Disagreement{"P of " + who_ + " (belief_sample)", "readable boards", "an unreadable board"},
                 e.what());
            return;
        }
        const std::size_t expected = std::min(sample, theirs.size);
        const std::size_t distinct = std::set<harness::DuplicateKey>(boards.begin(), boards.end()).size();
        if (distinct != boards.size() || boards.size() != expected) {
            find(diff_check::kBeliefBoards, ElementKind::BoardOfP, ElementDifference::Side::Differs,
                 harness::Disagreement{"P of " + who_ + " (belief_sample)",
                                       fmt::format("{} distinct boards of P", expected),
                                       fmt::format("{} boards, {} distinct", boards.size(), distinct)});
            return;
        }
        const std::vector<bool> held = s_.holder.belief_contains(colour_, boards);
        std::size_t extra = 0;
        std::string first;
        for (std::size_t i = 0; i < boards.size(); ++i)
            if (!held[i] && extra++ == 0) first = excerpt(theirs.fens[i], 120);
        if (extra == 0) return;
        find(diff_check::kBeliefBoards, ElementKind::BoardOfP, ElementDifference::Side::Extra,
             harness::Disagreement{fmt::format("P of {}: a board the child sampled from its P (seed {})", who_, seed),
                                   "lacks it", "holds " + first},
             fmt::format("{} of {} boards the child sampled are not in the reference's P; {}", extra, boards.size(),
                         sizes()));
    }

    const ScaleCheckSides& s_;
    char colour_;
    std::string who_;
    std::size_t mine_, theirs_;
    int fullmove_;
    ScaleCheckResult result_;
};

}  // namespace

ScaleCheckResult check_belief_at_scale(const ScaleCheckSides& sides, char colour, std::size_t their_size,
                                       std::size_t sample, std::uint64_t seed) {
    return ScaleCheck(sides, colour, their_size).run(sample, seed);
}

}  // namespace external
