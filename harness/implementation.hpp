// One interface over both readings of the rules, so that the CLI, the
// fuzzers and the properties drive the engine and the oracle the same way
// and compare their answers through neutral types.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/neutral.hpp"

namespace harness {

enum class Spelling { Full, Xfen, Legal };
std::optional<Spelling> spelling_from_name(const std::string& name);  // "full" | "xfen" | "legal"

struct PerftAnswer {
    std::uint64_t nodes = 0;
    std::map<std::string, std::uint64_t> divide;  // UCI move -> count (when asked)
};

class Implementation {
public:
    virtual ~Implementation() = default;
    virtual std::string name() const = 0;

    // Sets the current position from a FEN; returns the parser's error
    // message, or "" on success.
    virtual std::string load(const std::string& fen, bool allow_missing_kings) = 0;
    virtual NeutralPosition position() const = 0;
    virtual std::string fen(Spelling spelling) const = 0;

    virtual std::vector<std::string> moves() const = 0;  // UCI, sorted
    virtual SquareSet vision(char colour) const = 0;       // 'w' | 'b'

    // Plays a move from moves(); false (and no change) if it is not one.
    virtual bool play(const std::string& uci) = 0;
    // What `colour` observed from the last play() (board part of the
    // outcome only; see docs/rules.md).
    virtual NeutralObservation last_observation(char colour) const = 0;

    // Fog perft; `standard` asks for standard-chess perft where supported.
    // Throws std::runtime_error when the implementation cannot do it.
    virtual PerftAnswer perft(int depth, bool standard, bool divide) const = 0;
};

std::unique_ptr<Implementation> make_engine_implementation();
std::unique_ptr<Implementation> make_oracle_implementation();
// "engine" | "oracle"; nullptr for anything else.
std::unique_ptr<Implementation> make_implementation(const std::string& name);

}  // namespace harness
