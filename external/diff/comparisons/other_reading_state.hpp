// After the implementation accepted a load that the other reading of an
// open question accepts (a castling right whose king or rook is not in
// place; a halfmove clock over 100), it must then hold the position of
// that other reading: the right dropped, as python-chess drops it; the
// same board and moves whatever the clock. An implementation that keeps
// what the other reading drops (OpenSpiel kept a right whose king stood on
// d1, and offered d1g1) reads neither docs/rules.md nor the other reading:
// a disagreement, named by the open question's clause.
//
// The same holds for a FEN docs/rules.md refuses for its spelling only, as
// game records are read (docs/rules.md "Lenient reading": runs of spaces,
// four or five fields, castling letters out of order, a fullmove number of
// 0; and a clock written with a sign or leading zeros): accepting it is a
// note, and the implementation must then hold the position it means.
#pragma once

#include <optional>
#include <string>

#include "external/diff/game/diff_findings.hpp"
#include "external/diff/game/diff_game.hpp"
#include "external/diff/game/diff_sides.hpp"

namespace external {

// The FEN as the other reading of `question` reads it, in a form the
// reference accepts; empty when there is none. Read whole: a FEN of other
// than six fields has no other reading (accepting it is a refusal finding).
std::string other_reading_fen(const std::string& question, const std::string& fen);

// "castling right K kept with no white rook on h1": each right of a
// written FEN whose king or rook is not on its square, "; " between them;
// empty when there is none or no board and castling field to read.
std::string rights_lacking_pieces(const std::string& fen);

// The load probe's FEN as the lenient reading repairs it, when it repairs
// spelling only (and open questions' other readings); nothing when the
// text means no position (seven ranks, two white kings, a clock of -3).
std::optional<WrittenFen> lenient_reading(DiffSides& sides, const std::string& fen);

// Compares the implementation's position, moves and vision, right after
// it accepted `probe`, with the reference's reading of the other answer
// (or of the repaired spelling).
void compare_other_reading_state(DiffSides& sides, DiffFindings& findings, const Probe& probe);

}  // namespace external
