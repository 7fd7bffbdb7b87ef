// What an implementation must refuse, asked at the start of every
// `fogproof diff` run: FENs no double push can have left (rules section 4:
// the square on the wrong rank, no pushed pawn just beyond it, the square
// or the pushed pawn's start occupied) or that are not FENs at all, moves
// the rules do not allow (the opponent's, an impossible promotion,
// castling without its right, not UCI) and a command the protocol does not
// have. Each must get {"error":...} and leave the implementation as it
// was: its position, moves and beliefs are compared with the reference
// again after every one (external/diff/comparisons/lockstep_game.cpp).
//
// Two probes ask open questions instead (a castling right without its
// rook, a halfmove clock over 100): docs/rules.md refuses them, and an
// implementation that accepts them takes the other reading, noted.
#pragma once

#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"

namespace external {

// Short games, each a double push from a different start with P started,
// that end with the probes above, built from the position they reach; and
// for each side to move a start with pawns one step from promoting, whose
// probes are a promotion without its piece, a promotion piece on a move
// that does not promote, and a move of the side not to move.
std::vector<DiffGame> error_path_games(const std::string& reference);

}  // namespace external
