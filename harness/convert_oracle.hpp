// Oracle values -> neutral types.
#pragma once

#include "harness/neutral.hpp"
#include "oracle/oracle.hpp"

namespace harness {

int to_neutral(oracle::Square s);
NeutralPosition to_neutral(const oracle::Position& p);
SquareSet to_neutral(const std::set<oracle::Square>& squares);
NeutralObservation to_neutral(const oracle::Observation& o);

}  // namespace harness
