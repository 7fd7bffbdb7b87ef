// One interface over both readings of the rules, so that the CLI, the
// fuzzers and the properties drive the engine and the oracle the same way
// and compare their answers through neutral types.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/neutral.hpp"
#include "harness/neutral_belief.hpp"
#include "harness/neutral_move.hpp"
#include "harness/state_digest.hpp"

namespace harness {

enum class Spelling { Full, Xfen, Legal };
std::optional<Spelling> spelling_from_name(const std::string& name);  // "full" | "xfen" | "legal"

struct PerftAnswer {
    std::uint64_t nodes = 0;
    std::map<std::string, std::uint64_t> divide;  // UCI move -> count (when asked)
};

struct BeliefSettings {
    bool own_observation = true;
    std::size_t cap = 0;  // 0: exact; the oracle supports only exact
    int threads = 1;
    // Bytes the process may hold during an update (0: no bound); the
    // engine only. An update that would pass it throws BeliefOverMemory.
    std::size_t max_memory = 0;
};

struct EmptyBelief : std::runtime_error {
    EmptyBelief(char colour_, int ply_, const std::string& what) : std::runtime_error(what), colour(colour_), ply(ply_) {}
    char colour;
    int ply;
};

// An update stopped at BeliefSettings::max_memory. The move was played;
// the belief of `colour` is stopped (the other one was updated).
struct BeliefOverMemory : std::runtime_error {
    BeliefOverMemory(char colour_, const std::string& what) : std::runtime_error(what), colour(colour_) {}
    char colour;
};

class Implementation {
public:
    virtual ~Implementation() = default;
    virtual std::string name() const = 0;

    // Sets the current position from a FEN and forgets every belief and the
    // game's history (a new game, whose first position is this one);
    // returns the parser's error message, or "" on success (a rejected FEN
    // changes nothing).
    virtual std::string load(const std::string& fen, bool allow_missing_kings) = 0;
    virtual NeutralPosition position() const = 0;
    virtual std::string fen(Spelling spelling) const = 0;

    virtual std::vector<std::string> moves() const = 0;  // UCI, sorted
    // The same moves as codes, in the same order. The default reads the
    // texts of moves() and throws std::runtime_error on one that is not UCI.
    virtual MoveCodes move_codes() const;
    virtual SquareSet vision(char colour) const = 0;       // 'w' | 'b'

    // Plays a move from moves(); false (and no change) if it is not one.
    virtual bool play(const std::string& uci) = 0;
    // What `colour` observed from the last play(), with how the game ended
    // in full (rules §2): the ending the board pair decides, else a third
    // occurrence of the position in the game's history since load(). The
    // belief updates receive the same observation.
    virtual NeutralObservation last_observation(char colour) const = 0;

    // Fog perft; `standard` asks for standard-chess perft where supported.
    // Throws std::runtime_error when the implementation cannot do it.
    virtual PerftAnswer perft(int depth, bool standard, bool divide) const = 0;

    // Belief tracking (rules §5) for one or both colours, each fed by this
    // implementation's own observations of its own true game.
    // start_belief sets P = {current position}; every later play() updates
    // each started belief: as its own move for the mover, as the opponent's
    // move for the other colour. An update that empties P throws
    // EmptyBelief; that belief is then stopped.
    virtual void start_belief(char colour, const BeliefSettings& settings) = 0;
    virtual bool has_belief(char colour) const = 0;
    virtual NeutralBelief belief(char colour) const = 0;
    // The digests of belief(colour)'s boards, sorted. The default digests
    // belief(); the engine and the oracle digest their boards directly.
    virtual BeliefDigests belief_digests(char colour) const;
    virtual std::size_t belief_size(char colour) const = 0;
    virtual bool belief_capped(char colour) const = 0;
    // The current true position is in P, stored as itself (not merely
    // under the same key).
    virtual bool belief_holds_truth(char colour) const = 0;
    // For each board, whether P holds it, decided by this implementation's
    // own key of the board. The default reads belief(); the engine looks
    // its keys up directly.
    virtual std::vector<bool> belief_contains(char colour, const std::vector<DuplicateKey>& boards) const;
    // min(count, |P|) distinct boards of P, a seeded uniform sample
    // (harness/belief_sample.hpp) over this implementation's own order of
    // its boards: the same seed draws the same boards again.
    virtual std::vector<DuplicateKey> belief_sample(char colour, std::size_t count, std::uint64_t seed) const;
    // Forgets the belief of `colour`; the game and the other belief go on.
    // The default throws std::logic_error: an implementation in another
    // process cannot be told to (protocol v1 has no such command).
    virtual void stop_belief(char colour);

    // A digest of the current position as this implementation holds it,
    // hidden fields and the part of the game's history that a later
    // repetition can depend on included: two states with equal digests
    // answer position(), fen(), moves(), move_codes() and vision() alike,
    // and a play() of the same move takes both to states with equal
    // digests and gives the same last_observation(). Beliefs are not part
    // of it. Nothing when the implementation cannot
    // tell (one in another process).
    virtual std::optional<StateDigest> state_digest() const { return std::nullopt; }
};

// How the game of a freshly loaded start has already ended, as `reference`
// reads it: "no-moves" (the side to move has none) or "fifty-moves" (a
// halfmove clock of 100); "" when a move may be played. Rules §2 decides
// endings "after every move", so before one only these board items can
// hold; a game, a belief or a search plays no move from such a start
// (docs/rules.md, "Clocks beyond the end of the game").
std::string ending_before_any_move(const Implementation& reference);

std::unique_ptr<Implementation> make_engine_implementation();
std::unique_ptr<Implementation> make_oracle_implementation();
// "engine" | "oracle"; nullptr for anything else.
std::unique_ptr<Implementation> make_implementation(const std::string& name);

}  // namespace harness
