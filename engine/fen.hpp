// FEN reading and writing (rules §4 and docs/rules.md "FEN acceptance").
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/en_passant.hpp"
#include "engine/position.hpp"

namespace fog {

enum class KingRule { Required, MayBeMissing };

struct FenResult {
    std::optional<Position> position;  // on success
    std::string error;                 // on failure: the field and the fault
};

// Strict parser: accepts the full, xfen and legal spellings and keeps an en
// passant square exactly when it is usable under fog rules. Never throws.
FenResult parse_fen(std::string_view text, KingRule kings);

struct FenError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// Same, throwing FenError with the parser's message.
Position parse_fen_or_throw(std::string_view text, KingRule kings);

// The FEN text; the caller names the en passant spelling (no default).
std::string write_fen(const Position& p, EpSpelling spelling);

inline constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace fog
