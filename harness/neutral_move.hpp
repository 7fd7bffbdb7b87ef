// A move as a neutral value: one 16-bit code whose numeric order is the
// order of the move's UCI text.
//
// Why not the text: the moves target compares both implementations' move
// lists at every ply (and again for every re-read position), and making,
// sorting and comparing a few dozen strings under AddressSanitizer cost
// several times what generating the moves did. Because the codes sort as
// the texts do, a sorted list of codes and a sorted list of texts name the
// same move at every index, and fuzz inputs that pick moves by index keep
// their meaning.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

// From file, from rank, to file, to rank (3 bits each, in that order),
// then the promotion: 0 for none, then b < n < q < r as the letters sort
// (any other letter: 7, written '?').
using MoveCode = std::uint16_t;
using MoveCodes = std::vector<MoveCode>;  // sorted

// Squares 0..63 (a1 = 0); promotion is 0 or one of "bnqr".
MoveCode move_code(int from, int to, char promotion);
// The code of a UCI text ("e2e4", "e7e8q"); nullopt for anything else.
std::optional<MoveCode> move_code_of(std::string_view uci);
std::string uci_of(MoveCode code);
// A code's parts: its squares (0..63), and its promotion letter (0 for
// none, '?' for a letter outside "bnqr").
int move_from(MoveCode code);
int move_to(MoveCode code);
char move_promotion(MoveCode code);

}  // namespace harness
