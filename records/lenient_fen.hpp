// The lenient reading of FEN text that other chess tools write: one home
// for every decision about what may be repaired before the strict parsers
// see a FEN. The strict parsers of engine/ and oracle/ are never loosened;
// game records (records/) and the CLI (tools/) pass text through
// normalize_fen first unless the user asks for --strict.
//
// Repairs, each reported as a note (docs/rules.md "Lenient reading"):
// - leading, trailing and repeated whitespace between fields collapsed to
//   single spaces;
// - four fields (EPD style): halfmove clock 0 and fullmove number 1 added;
//   five fields: fullmove number 1 added;
// - fullmove number 0 read as 1;
// - castling letters out of the order KQkq or repeated: rewritten in order;
// - a castling right whose king or rook is not on its original square:
//   dropped.
// Everything else (fewer than four fields, more than six, a bad placement,
// a bad letter) is passed through unchanged, for the strict parser to
// reject with its own message; fewer than four fields are not completed
// because the side to move and castling change the position's meaning. A FEN that needs none of these
// repairs comes back byte for byte, with no note; so every FEN the strict
// parsers accept is read the same way in both modes.
//
// This module knows text only: it includes neither engine/ nor oracle/, so
// whichever implementation reads the result, the repairs are the same.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fog::records {

struct LenientFen {
    std::string fen;                 // the repaired text (the input when nothing applied)
    std::vector<std::string> notes;  // one sentence per repair, e.g. "fullmove number 0 read as 1"
};

LenientFen normalize_fen(std::string_view text);

}  // namespace fog::records
