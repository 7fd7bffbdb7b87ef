// The engine behind harness::Implementation.
#include <algorithm>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/observation.hpp"
#include "engine/perft.hpp"
#include "engine/repetition.hpp"
#include "engine/vision.hpp"
#include "harness/belief_sample.hpp"
#include "harness/convert_engine.hpp"
#include "harness/implementation.hpp"

namespace harness {
namespace {

// A board of a belief as the harness compares it.
DuplicateKey board_key(const fog::Position& p) { return duplicate_key(to_neutral(p)); }

fog::EpSpelling to_engine(Spelling s) {
    switch (s) {
        case Spelling::Full: return fog::EpSpelling::Full;
        case Spelling::Xfen: return fog::EpSpelling::Xfen;
        case Spelling::Legal: return fog::EpSpelling::Legal;
    }
    return fog::EpSpelling::Xfen;
}

fog::Colour colour_from_letter(char c) { return c == 'w' ? fog::White : fog::Black; }

// A board the harness holds, as the engine's position (the fullmove
// number is the belief's): through the text every implementation reads,
// so the engine's own key decides what it is.
fog::Position engine_position(const DuplicateKey& board, int fullmove) {
    const fog::FenResult r = fog::parse_fen(neutral_fen(position_of(board, fullmove)), fog::KingRule::MayBeMissing);
    if (!r.position) throw std::invalid_argument("not a board the engine reads: " + r.error);
    return *r.position;
}

class EngineImplementation final : public Implementation {
public:
    std::string name() const override { return "engine"; }

    std::string load(const std::string& fen, bool allow_missing_kings) override {
        fog::FenResult r = fog::parse_fen(fen, allow_missing_kings ? fog::KingRule::MayBeMissing : fog::KingRule::Required);
        if (!r.position) return r.error;
        current_ = before_ = *r.position;
        history_.reset(current_);
        outcome_ = {};
        forget_beliefs();
        return {};
    }

    NeutralPosition position() const override { return to_neutral(current_); }
    std::string fen(Spelling spelling) const override { return fog::write_fen(current_, to_engine(spelling)); }

    std::vector<std::string> moves() const override {
        std::vector<std::string> out;
        for (const MoveCode code : move_codes()) out.push_back(uci_of(code));
        return out;
    }

    MoveCodes move_codes() const override {
        fog::MoveList list;
        fog::generate_moves(current_, list);
        MoveCodes codes;
        codes.reserve(list.size());
        for (fog::Move m : list) codes.push_back(to_neutral(m));
        std::sort(codes.begin(), codes.end());
        return codes;
    }

    SquareSet vision(char colour) const override {
        return to_neutral_squares(fog::vision(current_, colour_from_letter(colour)));
    }

    bool play(const std::string& uci) override {
        const auto code = move_code_of(uci);
        if (!code) return false;
        fog::MoveList list;
        fog::generate_moves(current_, list);
        for (fog::Move m : list)
            if (to_neutral(m) == *code) {
                before_ = current_;
                current_ = fog::make_move(current_, m);
                outcome_ = fog::game_outcome(fog::board_outcome(before_, current_), history_.record(current_));
                update_beliefs(m);
                return true;
            }
        return false;
    }

    // The history is part of the state: the repetition ending depends on
    // it. Counted as the engine keeps it, as a multiset (the order of the
    // positions changes no answer).
    std::optional<StateDigest> state_digest() const override {
        MultisetDigest history;
        for (const fog::PositionKey& key : history_.keys()) history.add(digest_of(key));
        return DigestBuilder().add(digest_of(current_)).add(history.digest()).digest();
    }

    NeutralObservation last_observation(char colour) const override {
        return to_neutral(observed(colour_from_letter(colour)));
    }

    PerftAnswer perft(int depth, bool standard, bool divide) const override {
        const fog::Rules rules = standard ? fog::Rules::Standard : fog::Rules::Fog;
        PerftAnswer a;
        if (divide) {
            for (const auto& [m, n] : fog::perft_divide(current_, depth, rules)) {
                a.divide[fog::to_uci(m)] = n;
                a.nodes += n;
            }
            if (depth == 0) a.nodes = 1;
        } else {
            a.nodes = standard ? fog::standard_perft(current_, depth) : fog::fog_perft(current_, depth);
        }
        return a;
    }

    void start_belief(char colour, const BeliefSettings& settings) override {
        fog::BeliefOptions options;
        options.own_observation = settings.own_observation;
        options.cap = settings.cap;
        options.threads = settings.threads;
        options.max_memory = settings.max_memory;
        const fog::Colour c = colour_from_letter(colour);
        beliefs_[c].emplace(current_, c, options);
    }
    bool has_belief(char colour) const override { return beliefs_[colour_from_letter(colour)].has_value(); }
    NeutralBelief belief(char colour) const override {
        std::vector<DuplicateKey> boards;
        if (const auto& b = beliefs_[colour_from_letter(colour)]) {
            boards.reserve(b->size());
            for (const fog::Position& p : b->positions()) boards.push_back(board_key(p));
        }
        return NeutralBelief(std::move(boards));
    }
    BeliefDigests belief_digests(char colour) const override {
        const auto& b = beliefs_[colour_from_letter(colour)];
        return b ? sorted_digests(b->positions(), board_key) : BeliefDigests{};
    }
    std::size_t belief_size(char colour) const override {
        const auto& b = beliefs_[colour_from_letter(colour)];
        return b ? b->size() : 0;
    }
    bool belief_capped(char colour) const override {
        const auto& b = beliefs_[colour_from_letter(colour)];
        return b && b->capped();
    }
    bool belief_holds_truth(char colour) const override {
        const auto& b = beliefs_[colour_from_letter(colour)];
        return b && b->contains(current_);
    }
    std::vector<bool> belief_contains(char colour, const std::vector<DuplicateKey>& boards) const override {
        const auto& b = beliefs_[colour_from_letter(colour)];
        std::vector<bool> out;
        for (const DuplicateKey& board : boards) out.push_back(b && b->contains(engine_position(board, int(b->fullmove()))));
        return out;
    }
    std::vector<DuplicateKey> belief_sample(char colour, std::size_t count, std::uint64_t seed) const override {
        std::vector<DuplicateKey> out;
        const auto& b = beliefs_[colour_from_letter(colour)];
        if (!b) return out;
        for (std::size_t i : sample_indices(b->size(), count, seed))
            out.push_back(board_key(fog::position_from_key(b->keys()[i], b->fullmove())));
        return out;
    }
    void stop_belief(char colour) override { beliefs_[colour_from_letter(colour)].reset(); }

private:
    // What a colour observed from the last move, with the game's ending in
    // full (rules §2, repetition included), as the referee would tell it.
    fog::Observation observed(fog::Colour c) const {
        fog::Observation o = fog::observe(before_, current_, c);
        o.outcome = outcome_;
        return o;
    }

    void forget_beliefs() {
        for (auto& b : beliefs_) b.reset();
        ply_ = 0;
    }

    void update_beliefs(fog::Move m) {
        ++ply_;
        std::optional<BeliefOverMemory> over_memory;
        for (fog::Colour c : {fog::White, fog::Black}) {
            auto& b = beliefs_[c];
            if (!b) continue;
            const fog::Observation o = observed(c);
            try {
                if (before_.side == c) b->after_own_move(m, o);
                else b->after_opponent_move(o);
            } catch (const fog::EmptyBeliefError& e) {
                b.reset();
                throw EmptyBelief(colour_letter(c), ply_, e.what());
            } catch (const fog::MemoryLimitError& e) {
                // The other colour is still updated: its P stays true to the game.
                b.reset();
                over_memory.emplace(colour_letter(c), e.what());
            }
        }
        if (over_memory) throw *over_memory;
    }

    std::optional<fog::Belief> beliefs_[2];
    int ply_ = 0;
    fog::Position current_ = fog::initial_position();
    fog::Position before_ = fog::initial_position();
    fog::RepetitionHistory history_;
    fog::Outcome outcome_;  // of the last move, repetition included
};

}  // namespace

std::unique_ptr<Implementation> make_engine_implementation() { return std::make_unique<EngineImplementation>(); }

}  // namespace harness
