// Where every comparison of one diff game reports what it found: each
// disagreement (the first becomes the game's failure, the rest of its ply
// are kept beside it), each open question answered the other way (a note,
// or with --strict-answers a disagreement), each spelling repair a FEN it
// wrote needed, and how many comparisons of each kind ran. Findings enter
// DiffGameResult here and nowhere else, so a different way to keep them
// (several per run, attributed to the clauses of their ply) changes this
// file, not the comparisons.
#pragma once

#include <string>

#include "external/diff/game/diff_game.hpp"
#include "external/diff/game/known_differences.hpp"
#include "external/diff/game/written_fen.hpp"
#include "harness/scenario_report.hpp"

namespace external {

class DiffFindings {
public:
    // Findings are attributed to result.plies, the ply being compared.
    DiffFindings(DiffGameResult& result, const DiffSettings& settings, std::string reference_name,
                 std::string external_name);

    bool failed() const { return result_.report.failure.has_value(); }

    // A divergence at the current ply: the first becomes the failure,
    // every one adds its kind and the elements that differ (which name its
    // clauses and group it: external/diff/findings/finding_signature.hpp).
    void diverge(StateKind kind, const std::string& check, harness::Disagreement d, std::string details = {},
                 std::vector<ElementDifference> elements = {});

    // Sets aside the elements of this ply's divergences that `known` knows
    // (a divergence left without elements goes; the rest keep their
    // unknown elements). Returns the kinds of state set aside; when nothing
    // is left, the ply has no failure and the game may go on.
    std::vector<StateKind> set_aside_known(KnownDifferences& known, const DiffGame& game,
                                           const oracle::ClauseSet& exercised);

    // The implementation answered an open question the other way at this
    // ply: a note (once per game), or with --strict-answers a divergence of
    // `kind`.
    void other_reading(const std::string& question, StateKind kind, const std::string& detail);
    // Whether `question` was first answered the other way at this ply.
    bool other_reading_at_this_ply(const std::string& question) const;

    // What reading a FEN it wrote needed: its other readings, as above,
    // and its spelling repairs, each noted once.
    void note_reading(const WrittenFen& read, StateKind kind, const std::string& where);

    void count(const std::string& kind) { ++result_.comparisons[kind]; }
    // How far P was checked, and why it stopped.
    BeliefBands& belief_bands() { return result_.beliefs; }
    // The ply being compared (0: the start).
    std::size_t ply() const { return result_.plies; }

    // What the child said `colour`'s P is at this ply, kept for a belief
    // log whatever the comparison finds.
    void note_child_belief(char colour, const ExternalBelief& belief) {
        result_.child_beliefs.note(result_.plies, colour, belief);
    }

private:
    void maybe_strict(const std::string& question, StateKind kind, const std::string& detail);

    DiffGameResult& result_;
    const DiffSettings& settings_;
    std::string reference_name_;
    std::string external_name_;
};

}  // namespace external
