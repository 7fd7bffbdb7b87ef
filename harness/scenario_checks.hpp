// Checks the scenarios share. Each returns the first fault it finds as a
// ScenarioFailure whose ply the caller fills in, or nothing.
#pragma once

#include <optional>
#include <string>

#include "harness/implementation.hpp"
#include "harness/scenario_report.hpp"

namespace harness {

// One implementation read back by itself: its xfen and full texts keep
// position, moves and vision; its legal text keeps everything but perhaps
// the en passant square; writing the re-read position in the same spelling
// gives the same text.
std::optional<ScenarioFailure> check_round_trip(const Implementation& impl, bool allow_missing_kings);

// Every spelling written by either side, read by both parsers: all four
// readings mean the position itself (for the legal spelling: perhaps
// without its en passant square, the same way in all four). This is where
// a writer that drops an en passant square, or a parser that keeps one it
// should not, shows up. Positions only: cheap enough for every ply.
std::optional<ScenarioFailure> check_cross_reading(const Implementation& engine, const Implementation& oracle,
                                                   bool allow_missing_kings);

// The engine's canonical key (engine/key.hpp) of the position a FEN means:
// decoding the key, and re-reading the canonical FEN, give the same
// position back.
std::optional<ScenarioFailure> check_key_round_trip(const std::string& fen, bool allow_missing_kings);

// Whether a position's clocks are inside what the parsers accept: play past
// the end (docs/rules.md "Clocks beyond the end of the game") is not.
bool clocks_parseable(const NeutralPosition& p);

}  // namespace harness
