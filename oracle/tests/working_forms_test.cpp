// The oracle's allocation-free working forms (oracle/detail.hpp) against
// its public answers: they must mean exactly the same thing.
#include <algorithm>
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
    std::vector<Move> room;
    oracle::detail::MoveList scratch(room);
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
    std::vector<Move> room;
    oracle::detail::MoveList scratch(room);
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

TEST(WorkingForms, MoveListGrowsPastItsRoomAndIsReusable) {
    // 218 moves (the most known for a position standard chess can reach),
    // generated into a list whose vector starts with room for 3.
    const Position p = fen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
    std::vector<Move> room(3);
    oracle::detail::MoveList list(room);
    oracle::detail::legal_moves_of(p, list);
    const std::vector<Move> expected = oracle::legal_moves(p);
    EXPECT_EQ(expected.size(), 218u);
    EXPECT_EQ(std::vector<Move>(list.begin(), list.end()), expected);
    // Used again for a board with fewer moves: only that board's moves.
    oracle::detail::legal_moves_of(oracle::initial_position(), list);
    EXPECT_EQ(std::vector<Move>(list.begin(), list.end()), oracle::legal_moves(oracle::initial_position()));
}

TEST(WorkingForms, MovesFromASquareAreThoseOfTheMoveListThatStartThere) {
    std::vector<Move> room;
    oracle::detail::MoveList from(room);
    for (const char* text : {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
                             "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"}) {
        const Position p = fen(text);
        const std::vector<Move> all = oracle::legal_moves(p);
        for (int rank = -1; rank <= 8; ++rank) {
            for (int file = -1; file <= 8; ++file) {
                std::vector<Move> expected;
                for (const Move& m : all) {
                    if (m.from == Square{file, rank}) expected.push_back(m);
                }
                oracle::detail::legal_moves_from(p, Square{file, rank}, from);
                std::vector<Move> got(from.begin(), from.end());
                std::sort(expected.begin(), expected.end());
                std::sort(got.begin(), got.end());
                EXPECT_EQ(got, expected) << text << " from " << file << "," << rank;
            }
        }
    }
}

TEST(WorkingForms, SeesExactlyComparesTheWholeVision) {
    // sees_exactly stops at the first piece that sees outside what it is
    // given; its answer is still the comparison of the whole vision.
    std::vector<Move> room;
    oracle::detail::MoveList scratch(room);
    std::vector<Position> positions = game();
    for (const char* text : {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                             "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1", "r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
                             "4k3/8/8/8/8/8/8/8 w - - 0 1"}) {
        positions.push_back(fen(text, true));
    }
    for (const Position& p : positions) {
        for (const Colour c : {Colour::White, Colour::Black}) {
            const oracle::SquareFlags vision = oracle::detail::seen_squares_quietly(p, c, scratch);
            EXPECT_TRUE(oracle::detail::sees_exactly(p, c, vision, scratch)) << xfen(p);
            // Every other position's vision, of either side: equal only
            // where the visions are.
            for (const Position& other : positions) {
                for (const Colour o : {Colour::White, Colour::Black}) {
                    const oracle::SquareFlags expected = oracle::detail::seen_squares_quietly(other, o, scratch);
                    EXPECT_EQ(oracle::detail::sees_exactly(p, c, expected, scratch), vision == expected)
                        << xfen(p) << " against " << xfen(other);
                }
            }
            // The vision and one more square; the vision but one square.
            for (int index = 0; index < 64; ++index) {
                const Square s{index % 8, index / 8};
                oracle::SquareFlags changed;
                for (int other = 0; other < 64; ++other) {
                    const Square t{other % 8, other / 8};
                    if ((vision.contains(t) && t != s) || (!vision.contains(t) && t == s)) {
                        changed.insert(t);
                    }
                }
                EXPECT_FALSE(oracle::detail::sees_exactly(p, c, changed, scratch)) << xfen(p);
            }
        }
    }
}

TEST(WorkingForms, CopyOfKeepsEveryField) {
    std::vector<Position> positions = game();
    Position odd = fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 37 54");
    odd.double_push = sq("d6");
    positions.push_back(odd);
    for (const Position& p : positions) {
        const Position q = oracle::detail::copy_of(p);
        for (int rank = 0; rank < 8; ++rank) {
            for (int file = 0; file < 8; ++file) {
                EXPECT_EQ(q.board[rank][file], p.board[rank][file]) << xfen(p);
            }
        }
        EXPECT_EQ(q.side_to_move, p.side_to_move);
        EXPECT_EQ(q.white_king_side, p.white_king_side);
        EXPECT_EQ(q.white_queen_side, p.white_queen_side);
        EXPECT_EQ(q.black_king_side, p.black_king_side);
        EXPECT_EQ(q.black_queen_side, p.black_queen_side);
        EXPECT_EQ(q.en_passant, p.en_passant);
        EXPECT_EQ(q.double_push, p.double_push);
        EXPECT_EQ(q.halfmove_clock, p.halfmove_clock);
        EXPECT_EQ(q.fullmove_number, p.fullmove_number);
    }
}

TEST(WorkingForms, StandardLegalEnPassantAsFoundAmongAllMoves) {
    // some_en_passant_capture_is_standard_legal looks only at the two
    // squares a capture can come from; the definition looks through every
    // legal move.
    for (const char* text : {"4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1", "4k2b/8/8/2PpP3/8/8/8/K7 w - d6 0 1",
                             "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1", "4k3/8/8/8/3PpP2/8/8/4K2B b - d3 0 1",
                             "4k3/8/8/8/2pPp3/8/8/B3K3 b - d3 0 1", "7k/8/8/pP6/8/8/8/K7 w - a6 0 1"}) {
        const Position p = fen(text);
        ASSERT_TRUE(p.en_passant.has_value()) << text;
        bool some = false;
        for (const Move& m : oracle::legal_moves(p)) {
            some = some || (oracle::detail::en_passant_victim(p, m).has_value() &&
                            !oracle::detail::king_attacked_standard(oracle::detail::apply_move(p, m), p.side_to_move));
        }
        EXPECT_EQ(oracle::detail::some_en_passant_capture_is_standard_legal(p), some) << text;
    }
    const Position kingless = fen("4k2b/8/8/3pP3/8/8/8/8 w - d6 0 1", true);
    EXPECT_TRUE(oracle::detail::some_en_passant_capture_is_standard_legal(kingless));
    EXPECT_FALSE(oracle::detail::some_en_passant_capture_is_standard_legal(oracle::initial_position()));
}

}  // namespace
}  // namespace oracle_test
