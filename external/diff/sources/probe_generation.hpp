// Requests an implementation must refuse, generated the way a fuzzer
// would rather than listed by hand: from every refusal clause of rules
// section 4 and docs/rules.md "FEN acceptance", for both colours to move
// and every rank and file where the clause bites; mutations of a valid FEN
// (fields dropped or added, ranks cut short, lengthened or missing, digits
// run past a rank, signs, zeros and letters in the clocks, unknown
// letters); and illegal moves of each class at the position.
//
// The reference reads every FEN it sends before sending it (a FEN it would
// accept is no probe), so a mutation that happens to stay valid costs
// nothing. Probes that docs/rules.md refuses where the rules text is
// silent carry the open question whose other reading accepts them.
#pragma once

#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "harness/neutral.hpp"

namespace external {

// FENs around `after`, a position the reference accepts (the error paths
// use one right after a double push).
std::vector<Probe> generated_fen_probes(const harness::NeutralPosition& after);

// Moves the reference does not allow at `at`, one or more of each class:
// a pawn pushed onto a piece, a double push past or onto one, a diagonal
// step onto an empty square, castling without its right or through a
// piece, a promotion without its piece or where none is, a move of the
// side not to move (`theirs`: that side's moves), a move from an empty
// square, text that is not UCI. `legal` is sorted.
std::vector<Probe> generated_move_probes(const harness::NeutralPosition& at, const std::vector<std::string>& legal,
                                         const std::vector<std::string>& theirs);

}  // namespace external
