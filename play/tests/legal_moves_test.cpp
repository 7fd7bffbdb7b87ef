// The argument of Player::choose, checked: with an exact belief, every board
// of P has the same fog moves as the true board.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "play/random_player.hpp"
#include "play/referee.hpp"

namespace fog::play {
namespace {

std::vector<Move> sorted_moves(const Position& p) {
    MoveList list;
    generate_moves(p, list);
    std::vector<Move> v(list.begin(), list.end());
    std::sort(v.begin(), v.end());
    return v;
}

// A random player that also keeps an exact P and compares, at each turn,
// the moves of every board of P with the list the referee handed over.
class CheckingPlayer final : public Player {
public:
    explicit CheckingPlayer(std::uint64_t seed) : inner_(seed) {}
    std::string name() const override { return "checking"; }
    void reset(Colour colour, const Position& start) override {
        inner_.reset(colour, start);
        BeliefOptions options;
        options.threads = 1;
        belief_.emplace(start, colour, options);
    }
    Move choose(const MoveList& legal) override {
        std::vector<Move> expected(legal.begin(), legal.end());
        std::sort(expected.begin(), expected.end());
        for (const Position& b : belief_->positions()) {
            ++boards_checked;
            if (b.ep != kNoSquare) ++en_passant_boards;
            if (sorted_moves(b) != expected) {
                ADD_FAILURE() << "a board of P has other moves than the truth: " << belief_fen(b);
                break;
            }
        }
        return inner_.choose(legal);
    }
    void observe_own_move(Move m, const Observation& o) override { belief_->after_own_move(m, o); }
    void observe_opponent_move(const Observation& o) override { belief_->after_opponent_move(o); }

    std::size_t boards_checked = 0;
    std::size_t en_passant_boards = 0;

private:
    RandomPlayer inner_;
    std::optional<Belief> belief_;
};

struct Checked {
    std::size_t boards = 0;
    std::size_t en_passant_boards = 0;
};

Checked check_games(std::string_view start_fen, int plies, int games) {
    RefereeOptions options;
    options.start = parse_fen_or_throw(start_fen, KingRule::Required);
    options.max_plies = plies;  // exact beliefs grow fast; this keeps P small
    Checked checked;
    for (std::uint64_t seed = 1; seed <= std::uint64_t(games); ++seed) {
        CheckingPlayer w(seed), b(seed + 1000);
        const GameResult r = play_game(w, b, options);
        EXPECT_TRUE(r.error.empty()) << r.error;
        checked.boards += w.boards_checked + b.boards_checked;
        checked.en_passant_boards += w.en_passant_boards + b.en_passant_boards;
    }
    return checked;
}

TEST(LegalMoves, SameOnEveryBoardOfAnExactBelief) {
    EXPECT_GT(check_games(kStartFen, 12, 6).boards, 10000u);
}

TEST(LegalMoves, SameWhenEnPassantIsInTheAir) {
    // Pawns wait beside the double-push squares of the other side, so the
    // en passant right, the one fact a single observation does not show on
    // the board, is often at stake.
    const std::pair<std::string_view, int> starts[] = {
        {"rnbqkbnr/ppp1p1pp/8/3P1P2/8/8/PPP1P1PP/RNBQKBNR b KQkq - 0 3", 8},
        {"rnbqkbnr/pp1p1ppp/8/8/2p1p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3", 8},
        {"4k3/2p1p1p1/8/1P1P1P1P/8/8/8/4K3 b - - 0 1", 16},
        {"4k3/8/8/8/p1p1p1p1/8/1P1P1P1P/R3K2R w KQ - 0 1", 16},
        {"r3k1nr/p1p1p1p1/8/1P1P1P1P/1p1p1p1p/8/P1P1P1P1/RN2K2R w KQkq - 0 1", 12},
    };
    for (const auto& [start, plies] : starts) {
        const Checked checked = check_games(start, plies, 12);
        EXPECT_GT(checked.boards, 1000u) << start;
        EXPECT_GT(checked.en_passant_boards, 0u) << start;
    }
}

}  // namespace
}  // namespace fog::play
