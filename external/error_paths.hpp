// What an implementation must refuse, asked once per `fogproof diff` run:
// FENs no double push can have left or that are not FENs at all, moves the
// rules do not allow (the opponent's, an impossible promotion, castling
// without its right, ...) and a command the protocol does not have. Each
// must get {"error":...} and leave the implementation as it was: its
// position, moves and beliefs are compared with the reference again after
// every one (external/diff_game.cpp).
#pragma once

#include <string>

#include "external/diff_game.hpp"

namespace external {

// A short game (the worked example of rules section 6: P started, g2g4
// played beside f4) whose probes are the requests above.
DiffGame error_path_game(const std::string& reference);

}  // namespace external
