#include "helpers.hpp"

namespace oracle_test {
namespace {

TEST(Square, NamesRoundTrip) {
    EXPECT_EQ(oracle::square_name(Square{0, 0}), "a1");
    EXPECT_EQ(oracle::square_name(Square{7, 7}), "h8");
    EXPECT_EQ(oracle::square_name(Square{4, 3}), "e4");
    for (int file = 0; file < 8; ++file) {
        for (int rank = 0; rank < 8; ++rank) {
            const Square s{file, rank};
            EXPECT_EQ(oracle::square_from_name(oracle::square_name(s)), s);
        }
    }
}

TEST(Square, BadNamesAreRejected) {
    for (const char* bad : {"", "e", "e9", "i1", "E4", "e0", "e44", "4e", " e4"}) {
        EXPECT_FALSE(oracle::square_from_name(bad).has_value()) << bad;
    }
    EXPECT_FALSE(oracle::square_from_name(std::string("e\0", 2)).has_value());
}

TEST(Square, Opponent) {
    EXPECT_EQ(oracle::opponent(Colour::White), Colour::Black);
    EXPECT_EQ(oracle::opponent(Colour::Black), Colour::White);
}

TEST(Square, InitialPosition) {
    const Position p = oracle::initial_position();
    EXPECT_EQ(xfen(p),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(p.at(sq("e1")), 'K');
    EXPECT_EQ(p.at(sq("d8")), 'q');
    EXPECT_EQ(p.at(sq("e4")), '.');
    EXPECT_FALSE(p.en_passant.has_value());
    EXPECT_FALSE(p.double_push.has_value());
}

TEST(Square, MoveToUci) {
    EXPECT_EQ(oracle::move_to_uci(Move{sq("e2"), sq("e4"), 0}), "e2e4");
    EXPECT_EQ(oracle::move_to_uci(Move{sq("e7"), sq("e8"), 'q'}), "e7e8q");
    EXPECT_EQ(oracle::move_to_uci(Move{sq("b2"), sq("a1"), 'n'}), "b2a1n");
}

}  // namespace
}  // namespace oracle_test
