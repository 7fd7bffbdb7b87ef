// Oracle values -> neutral types. Vision and observations come in the
// oracle's fixed-storage forms (oracle/oracle.hpp) and go straight into the
// harness's fixed-storage sets: the fuzz targets convert several per ply.
#pragma once

#include "harness/neutral.hpp"
#include "harness/neutral_move.hpp"
#include "harness/state_digest.hpp"
#include "oracle/oracle.hpp"

namespace harness {

int to_neutral(oracle::Square s);
NeutralPosition to_neutral(const oracle::Position& p);
SquareSet to_neutral(const oracle::SquareFlags& squares);
NeutralObservation to_neutral(const oracle::CompactObservation& o);
MoveCode to_neutral(const oracle::Move& m);
// Every field of the position, the double-push memo and clocks included.
StateDigest digest_of(const oracle::Position& p);

}  // namespace harness
