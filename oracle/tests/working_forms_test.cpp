// The oracle's allocation-free working forms (oracle/detail.hpp) against
// its public answers: they must mean exactly the same thing.
#include <vector>

#include "helpers.hpp"
#include "oracle/detail.hpp"

namespace oracle_test {
namespace {

using oracle::Observation;
using oracle::CompactObservation;

// Every position along a short game with a capture, a double push next to
// an enemy pawn (an en passant square) and castling rights in play.
std::vector<Position> game() {
    std::vector<Position> out = {oracle::initial_position()};
    for (const char* uci : {"e2e4", "d7d5", "e4d5", "c7c5", "d5c6", "b8c6", "g1f3"}) {
        out.push_back(play(out.back(), uci));
    }
    return out;
}

TEST(WorkingForms, CompactOfAnObservationEqualsTheCompactObservation) {
    const std::vector<Position> positions = game();
    std::vector<Move> scratch;
    for (std::size_t i = 1; i < positions.size(); ++i) {
        for (const Colour c : {Colour::White, Colour::Black}) {
            const Observation o = oracle::observe(positions[i - 1], positions[i], c);
            const std::optional<CompactObservation> compact = oracle::detail::compact(o);
            ASSERT_TRUE(compact.has_value()) << "ply " << i;
            EXPECT_TRUE(*compact == oracle::detail::compact_observe(positions[i - 1], positions[i], c, scratch))
                << "ply " << i;
            // And a different viewer's observation is a different one.
            const Colour other = c == Colour::White ? Colour::Black : Colour::White;
            EXPECT_FALSE(*compact == oracle::detail::compact_observe(positions[i - 1], positions[i], other, scratch))
                << "ply " << i;
        }
    }
}

TEST(WorkingForms, CompactRejectsObservationsNoBoardGives) {
    const Position before = oracle::initial_position();
    const Position after = play(before, "e2e4");
    const Observation o = oracle::observe(before, after, Colour::White);

    Observation missing_content = o;
    missing_content.contents.erase(sq("e4"));
    EXPECT_FALSE(oracle::detail::compact(missing_content).has_value());

    Observation unseen_content = o;
    unseen_content.contents[sq("e8")] = 'k';
    unseen_content.contents.erase(sq("e4"));  // same size, other key
    EXPECT_FALSE(oracle::detail::compact(unseen_content).has_value());

    Observation off_board = o;
    off_board.seen.insert(Square{8, 0});
    off_board.contents[Square{8, 0}] = '.';
    EXPECT_FALSE(oracle::detail::compact(off_board).has_value());

    Observation other_content = o;
    other_content.contents[sq("e4")] = 'Q';
    ASSERT_TRUE(oracle::detail::compact(other_content).has_value());
    EXPECT_EQ(oracle::detail::compact(other_content)->content_at(sq("e4")), 'Q');
}

TEST(WorkingForms, HasLegalMoveAgreesWithTheMoveList) {
    std::vector<Move> scratch;
    std::vector<Position> positions = game();
    // Black's pieces all blocked (outcome_test.cpp's cage): Black has no
    // legal move after White's king steps, White had one before.
    const Position cage = fen("5brk/4p1bp/4Pp1p/5P1P/8/8/8/K7 w - - 0 1");
    positions.push_back(cage);
    positions.push_back(play(cage, "a1a2"));
    EXPECT_FALSE(oracle::detail::has_legal_move(positions.back(), scratch));
    for (const Position& p : positions) {
        EXPECT_EQ(oracle::detail::has_legal_move(p, scratch), !oracle::legal_moves(p).empty()) << xfen(p);
    }
}

TEST(WorkingForms, SquareFlagsToSetKeepsEverySquare) {
    oracle::SquareFlags flags;
    const std::set<Square> wanted = squares({"a1", "h1", "e4", "a8", "h8", "d5"});
    for (const Square& s : wanted) {
        flags.insert(s);
    }
    EXPECT_EQ(flags.to_set(), wanted);
    EXPECT_TRUE(flags.contains(sq("e4")));
    EXPECT_FALSE(flags.contains(sq("e5")));
}

}  // namespace
}  // namespace oracle_test
