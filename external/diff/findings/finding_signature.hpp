// What a disagreement IS, in words that hold in every game it shows in:
// the kind of state, the clause that decides the differing element, and
// the kind of difference (extra or missing, and which field). ClusterFuzz
// groups crashes by the top frames of their stacks; `fogproof diff`
// groups disagreements by these signatures, so one fault met in forty
// games is one finding, and two faults met in one run are two.
//
// A ply can differ in several kinds at once (a dropped castling right
// shows in the position written and in P). Every element of the ply gives
// a signature; the finding is named by its primary one, the most telling
// (a refusal before a move, a move before a square, a square before a
// board of P, an element a clause decides before one none decides), and
// grouped with any finding that shares one of its signatures.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <vector>

#include "external/diff/findings/clause_naming.hpp"
#include "external/diff/game/diff_game.hpp"

namespace external {

struct FindingSignature {
    std::string kind;        // state_kind_name(): "vision", "moves", "refusal", ...
    std::string difference;  // "extra vision square", "accepted load", "differs halfmove clock"
    std::string deciding;    // a clause ID, a docs/rules.md answer, or "-" when none alone decides
    // "vision: extra vision square: 3.vision.ep-side-not-to-move"
    std::string text() const;
    // The reading of the rules it shows, wherever it shows: the deciding
    // clause and the kind of difference, with the squares a player sees
    // one kind whether a vision or an observation holds them ("extra seen
    // square: 3.vision.pawn-diagonal-empty"). Empty where no clause or
    // docs/rules.md answer decides (P as a whole): no reading to share.
    std::string reading() const;
    friend auto operator<=>(const FindingSignature&, const FindingSignature&) = default;
};

// "vision: extra vision square: 3.vision.ep-victim" read back (a --known
// file's entry); nullopt for a text of another shape.
std::optional<FindingSignature> signature_from_text(const std::string& text);

// The elements of one divergence of the failing ply, named.
struct NamedDivergence {
    StateKind kind;
    std::string check;  // the check that failed, for a divergence that names no element
    std::vector<NamedElement> elements;
};

// Every signature of a failing ply, the primary one first, each once.
std::vector<FindingSignature> signatures_of(const std::vector<NamedDivergence>& ply);

// The divergences of the failing ply of `r`, a result of `game`, each
// element named by its clause.
std::vector<NamedDivergence> name_divergences(const DiffGame& game, const DiffGameResult& r);

// The signatures of a failed game, the primary one first: what the run's
// table row shows, what the minimizer keeps, and what `fogproof repro`
// of its scenario prints. Empty for a game that passed.
std::vector<FindingSignature> finding_signatures(const DiffGame& game, const DiffGameResult& r);

}  // namespace external
