// The oracle behind harness::Implementation.
#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "harness/convert_oracle.hpp"
#include "harness/implementation.hpp"
#include "oracle/oracle.hpp"

namespace harness {
namespace {

// A board of a belief as the harness compares it.
DuplicateKey board_key(const oracle::Position& p) { return duplicate_key(to_neutral(p)); }

oracle::EpSpelling to_oracle(Spelling s) {
    switch (s) {
        case Spelling::Full: return oracle::EpSpelling::Full;
        case Spelling::Xfen: return oracle::EpSpelling::Xfen;
        case Spelling::Legal: return oracle::EpSpelling::Legal;
    }
    return oracle::EpSpelling::Xfen;
}

// A move as one integer that orders moves as Move's <=> does: from file,
// from rank, to file, to rank (0..7, 3 bits each), then the promotion
// letter (0 or ASCII, 8 bits). It holds the whole move (move_of undoes it).
std::uint32_t uci_order(const oracle::Move& m) {
    const auto field = [](int v) { return static_cast<std::uint32_t>(v); };
    return field(m.from.file) << 17 | field(m.from.rank) << 14 | field(m.to.file) << 11 | field(m.to.rank) << 8 |
           static_cast<std::uint8_t>(m.promotion);
}

oracle::Move move_of(std::uint32_t key) {
    const auto field = [key](int shift) { return static_cast<int>(key >> shift & 7); };
    return oracle::Move{{field(17), field(14)}, {field(11), field(8)}, static_cast<char>(key & 0xff)};
}

oracle::Colour colour_from_letter(char c) { return c == 'w' ? oracle::Colour::White : oracle::Colour::Black; }

class OracleImplementation final : public Implementation {
public:
    std::string name() const override { return "oracle"; }

    std::string load(const std::string& fen, bool allow_missing_kings) override {
        oracle::ParseResult r = oracle::parse_fen(fen, allow_missing_kings);
        if (!r.position) return r.error.empty() ? std::string("oracle: rejected") : r.error;
        current_ = before_ = *r.position;
        history_.assign(1, current_);
        outcome_ = {};
        for (auto& b : beliefs_) b.reset();
        ply_ = 0;
        return {};
    }

    NeutralPosition position() const override { return to_neutral(current_); }
    std::string fen(Spelling spelling) const override { return oracle::write_fen(current_, to_oracle(spelling)); }

    std::vector<std::string> moves() const override {
        // Sorted as moves, not as text: Move's order (from file, from rank,
        // to file, to rank, promotion 0 < 'b' < 'n' < 'q' < 'r') is the
        // order of the UCI texts ("e7e8" < "e7e8b" < ... < "e7e8r"), and
        // sorting integers that pack those five fields in that order is
        // much cheaper than comparing strings (or Moves).
        oracle::legal_moves_into(current_, scratch_);
        keys_.clear();
        for (const oracle::Move& m : scratch_) keys_.push_back(uci_order(m));
        std::sort(keys_.begin(), keys_.end());
        std::vector<std::string> out;
        out.reserve(keys_.size());
        for (const std::uint32_t key : keys_) out.push_back(oracle::move_to_uci(move_of(key)));
        return out;
    }

    MoveCodes move_codes() const override {
        oracle::legal_moves_into(current_, scratch_);
        MoveCodes codes;
        codes.reserve(scratch_.size());
        for (const oracle::Move& m : scratch_) codes.push_back(to_neutral(m));
        std::sort(codes.begin(), codes.end());
        return codes;
    }

    SquareSet vision(char colour) const override {
        return to_neutral(oracle::vision_flags(current_, colour_from_letter(colour), scratch_));
    }

    bool play(const std::string& uci) override {
        const auto code = move_code_of(uci);
        if (!code) return false;
        oracle::legal_moves_into(current_, scratch_);
        const auto named = std::find_if(scratch_.begin(), scratch_.end(),
                                        [&](const oracle::Move& m) { return to_neutral(m) == *code; });
        if (named == scratch_.end()) return false;
        const oracle::Move m = *named;  // scratch_ is lent out again below
        before_ = current_;
        current_ = oracle::make_move(current_, m);
        history_.push_back(current_);
        outcome_ = oracle::game_outcome(before_, current_, history_);
        update_beliefs(m);
        return true;
    }

    // The history is part of the state: the repetition ending depends on
    // it. Only the positions since the last pawn move or capture (a clock
    // of 0) can occur again, so only those are digested, as a multiset
    // (their order changes no answer), each without its clocks (which
    // repetition does not compare).
    std::optional<StateDigest> state_digest() const override {
        std::size_t first = history_.size() - 1;
        while (first > 0 && history_[first].halfmove_clock != 0) --first;
        MultisetDigest history;
        for (std::size_t i = first; i < history_.size(); ++i) {
            oracle::Position p = history_[i];
            p.halfmove_clock = 0;
            p.fullmove_number = 1;
            history.add(digest_of(p));
        }
        return DigestBuilder().add(digest_of(current_)).add(history.digest()).digest();
    }

    NeutralObservation last_observation(char colour) const override {
        return to_neutral(observed(colour_from_letter(colour)));
    }

    PerftAnswer perft(int depth, bool standard, bool divide) const override {
        if (standard) throw std::runtime_error("the oracle implements fog rules only; use --impl engine for --rules standard");
        PerftAnswer a;
        if (!divide) {
            a.nodes = oracle::perft(current_, depth);
            return a;
        }
        if (depth == 0) a.nodes = 1;
        const bool both_kings = has_king('K') && has_king('k');
        if (depth >= 1 && both_kings)
            for (const oracle::Move& m : oracle::legal_moves(current_)) {
                const std::uint64_t n = oracle::perft(oracle::make_move(current_, m), depth - 1);
                a.divide[oracle::move_to_uci(m)] = n;
                a.nodes += n;
            }
        return a;
    }

    void start_belief(char colour, const BeliefSettings& settings) override {
        if (settings.cap != 0) throw std::runtime_error("the oracle tracks beliefs exactly; it has no cap");
        own_observation_[index(colour)] = settings.own_observation;
        beliefs_[index(colour)] = oracle::Belief{current_};
    }
    bool has_belief(char colour) const override { return beliefs_[index(colour)].has_value(); }
    void stop_belief(char colour) override { beliefs_[index(colour)].reset(); }
    NeutralBelief belief(char colour) const override {
        std::vector<DuplicateKey> boards;
        if (const auto& b = beliefs_[index(colour)]) {
            boards.reserve(b->size());
            for (const oracle::Position& p : *b) boards.push_back(board_key(p));
        }
        return NeutralBelief(std::move(boards));
    }
    BeliefDigests belief_digests(char colour) const override {
        const auto& b = beliefs_[index(colour)];
        return b ? sorted_digests(*b, board_key) : BeliefDigests{};
    }
    std::size_t belief_size(char colour) const override {
        const auto& b = beliefs_[index(colour)];
        return b ? b->size() : 0;
    }
    bool belief_capped(char) const override { return false; }
    bool belief_holds_truth(char colour) const override {
        const auto& b = beliefs_[index(colour)];
        if (!b) return false;
        // Found by the duplicate order, then compared in full: the stored
        // board must be the truth itself.
        const auto it = b->find(current_);
        return it != b->end() && to_neutral(*it) == to_neutral(current_);
    }

private:
    static int index(char colour) { return colour == 'w' ? 0 : 1; }

    // What a colour observed from the last move, with the game's ending in
    // full (rules §2, repetition included, by oracle::game_outcome).
    oracle::CompactObservation observed(oracle::Colour c) const {
        oracle::CompactObservation o = oracle::observe_compact(before_, current_, c, scratch_);
        o.outcome = outcome_;
        return o;
    }

    void update_beliefs(const oracle::Move& m) {
        ++ply_;
        for (char colour : {'w', 'b'}) {
            auto& b = beliefs_[index(colour)];
            if (!b) continue;
            const oracle::Colour c = colour_from_letter(colour);
            const oracle::CompactObservation o = observed(c);
            if (before_.side_to_move == c) {
                *b = own_observation_[index(colour)] ? oracle::after_own_move(*b, c, m, o)
                                                     : oracle::after_own_move_unobserved(*b, m);
            } else {
                *b = oracle::after_opponent_move(*b, c, o);
            }
            if (b->empty()) {
                b.reset();
                throw EmptyBelief(colour, ply_, "oracle belief of " + std::string(1, colour) +
                                                    " became empty at ply " + std::to_string(ply_));
            }
        }
    }

    std::optional<oracle::Belief> beliefs_[2];
    bool own_observation_[2] = {true, true};
    int ply_ = 0;

    bool has_king(char letter) const {
        for (const auto& rank : current_.board)
            for (char c : rank)
                if (c == letter) return true;
        return false;
    }

    oracle::Position current_ = oracle::initial_position();
    oracle::Position before_ = oracle::initial_position();
    // Every position since load(), the start first (game_outcome's history).
    std::vector<oracle::Position> history_{oracle::initial_position()};
    oracle::Outcome outcome_;  // of the last move, repetition included
    // Lent to the oracle's move generation by every call that needs one,
    // so that asking for moves, visions and observations at every ply
    // stops allocating once it has grown (no call keeps its contents).
    mutable std::vector<oracle::Move> scratch_;
    mutable std::vector<std::uint32_t> keys_;  // moves(): the same, for sorting
};

}  // namespace

std::unique_ptr<Implementation> make_oracle_implementation() { return std::make_unique<OracleImplementation>(); }

}  // namespace harness
