// Reading a FEN that an implementation under test wrote: with the
// reference's strict parser first, and a text it refuses the way game
// records are read (records/lenient_fen.hpp). Each repair is sorted:
// - the other reading of an open question (external/diff/game/open_questions.hpp):
//   noted, not failed;
// - spelling only (whitespace, castling letters out of order): noted;
// - a castling right the rules say is lost (its king or rook has left its
//   square while the other piece is still on the board): the text is
//   unreadable, because the implementation holds a right rules §1 removed.
#pragma once

#include <string>
#include <vector>

#include "harness/implementation.hpp"

namespace external {

struct WrittenFen {
    harness::NeutralPosition position;
    std::vector<std::string> spelling_repairs;  // each repair, as a sentence
    std::vector<std::string> other_readings;    // open-question ids
};

// Throws UnreadableAnswer (external/protocol/external_implementation.hpp) naming
// `writer` and `context` ("the position", "a board of P").
WrittenFen read_written_fen(harness::Implementation& reader, const std::string& text, const std::string& writer,
                            const std::string& context);

}  // namespace external
