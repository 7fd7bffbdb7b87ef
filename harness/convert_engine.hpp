// Engine values -> neutral types.
#pragma once

#include "engine/key.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"
#include "harness/neutral.hpp"
#include "harness/neutral_move.hpp"
#include "harness/state_digest.hpp"

namespace harness {

NeutralPosition to_neutral(const fog::Position& p);
SquareSet to_neutral_squares(fog::Bitboard b);
NeutralObservation to_neutral(const fog::Observation& o);
MoveCode to_neutral(fog::Move m);
// Every field of the position, the double-push memo and clocks included.
StateDigest digest_of(const fog::Position& p);
// Every word of a key.
StateDigest digest_of(const fog::PositionKey& key);
char colour_letter(fog::Colour c);

}  // namespace harness
