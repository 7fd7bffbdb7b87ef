// Names the rule clause of each element in which an implementation
// differs (external/diff/game/element_difference.hpp), with the rule's words
// from the clause catalogue (docs/clauses.md): "g3 extra in the vision of
// w: 3.vision.ep-side-not-to-move (An en passant right belongs only to the
// side to move: ...)". The oracle decides which clause decides the element
// (oracle/element_clauses.hpp), on the position the game had reached,
// from the element's value (a square, a move), never from its text; a
// move that is no move also says what it meets on the board ("a2 holds a
// white pawn and Black is to move").
//
// Where no single clause decides (a board of P, which follows from every
// observation at once; a square no piece of the viewer reaches; the syntax
// of a FEN, which docs/rules.md decides item by item), the text says so,
// why, and which clauses the ply exercised.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "external/diff/game/element_difference.hpp"
#include "oracle/clauses.hpp"

namespace external {

struct NamedElement {
    ElementDifference difference;
    // The clauses that decide it, the most specific first; empty when none
    // alone does.
    std::vector<oracle::Clause> clauses;
    // Where none does and docs/rules.md decides it item by item (a FEN's
    // syntax): "docs/rules.md FEN acceptance, item 1 (fields)".
    std::string rules_answer;
    // One line for a person.
    std::string text;
};

// What docs/rules.md alone decides (a FEN's syntax, item by item): the
// deciding name of such an element starts with these words, "docs/rules.md
// FEN acceptance, item 3 (kings)".
inline constexpr std::string_view kFenAcceptanceAnswer = "docs/rules.md FEN acceptance";
bool decided_by_fen_acceptance(const std::string& deciding);

// The name of what decides `named`, for a signature: the first clause's
// ID, the docs/rules.md answer, or "-" when nothing alone decides.
std::string deciding_name(const NamedElement& named);

// Each element of a divergence found at `ply` of `game` (after `ply` of
// its moves; a probe's elements name its request), named. `exercised` is
// what the oracle marked at that ply.
std::vector<NamedElement> name_elements(const DiffGame& game, std::size_t ply,
                                        const std::vector<ElementDifference>& elements,
                                        const oracle::ClauseSet& exercised);

}  // namespace external
