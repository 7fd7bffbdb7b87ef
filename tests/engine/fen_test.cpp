#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "engine/key.hpp"

namespace {

using fog::EpSpelling;
using fog::KingRule;

std::string error_of(const std::string& fen, KingRule kings = KingRule::Required) {
    const fog::FenResult r = fog::parse_fen(fen, kings);
    EXPECT_FALSE(r.position.has_value()) << fen;
    return r.error;
}

TEST(Fen, StartPositionRoundTripsInEverySpelling) {
    const fog::Position p = fog::parse_fen_or_throw(fog::kStartFen, KingRule::Required);
    EXPECT_TRUE(fog::same_meaning(p, fog::initial_position()));
    for (EpSpelling s : {EpSpelling::Full, EpSpelling::Xfen, EpSpelling::Legal})
        EXPECT_EQ(fog::write_fen(p, s), fog::kStartFen);
}

TEST(Fen, RejectionsNameTheFieldAndTheFault) {
    const std::string start_tail = " w KQkq - 0 1";
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX" + start_tail).find("field 1 (placement): bad character 'X'"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN" + start_tail).find("rank 1 has 7 squares"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/44/8/8/PPPPPPPP/RNBQKBNR" + start_tail).find("two digits in a row"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1").find("no white king"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1").find("2 white kings"),
              std::string::npos);
    EXPECT_NE(error_of("Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1").find("pawn on rank 8"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").find("field 2 (side to move)"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1").find("right 'K' needs"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1").find("out of the order"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 01 1").find("leading zero"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 101 1").find("out of range"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0").find("field 6"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999999")
                  .find("out of range"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0").find("expected 6 fields"),
              std::string::npos);
    EXPECT_NE(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -  0 1").find("empty"), std::string::npos);
    EXPECT_NE(error_of(std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\0 w KQkq - 0 1", 56)).find("\\x00"),
              std::string::npos);
    EXPECT_NE(error_of("").find("empty field"), std::string::npos);
}

TEST(Fen, MissingKingOnlyWhereTheCallerAllows) {
    const std::string fen = "8/8/8/8/8/8/8/4K3 w - - 0 1";
    EXPECT_FALSE(fog::parse_fen(fen, KingRule::Required).position);
    EXPECT_TRUE(fog::parse_fen(fen, KingRule::MayBeMissing).position);
}

// Rules §4: a square that no double push can have left is rejected.
TEST(Fen, ImpossibleEnPassantSquaresAreRejected) {
    // Black to move after g2g4: the valid square is g3.
    const std::string board = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ ";
    EXPECT_TRUE(fog::parse_fen(board + "g3 0 29", KingRule::Required).position);
    EXPECT_NE(error_of(board + "g6 0 29").find("must be on rank 3"), std::string::npos);
    EXPECT_NE(error_of(board + "h3 0 29").find("no white pawn on h4"), std::string::npos);
    EXPECT_NE(error_of(board + "z3 0 29").find("not a square name"), std::string::npos);
    // g3 occupied / g2 (the start square) occupied.
    EXPECT_NE(error_of("5k2/2Q4p/P2Qp3/4N3/5pP1/B5N1/4PP1P/RN2KB1R b KQ g3 0 29").find("g3 is occupied"),
              std::string::npos);
    EXPECT_NE(error_of("5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PPNP/RN2KB1R b KQ g3 0 29").find("start square g2"),
              std::string::npos);
}

// A valid square with no capturer: accepted, not canonical, still `full`.
TEST(Fen, UnusableEnPassantSquareIsKeptOnlyForTheFullSpelling) {
    const std::string fen = "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2";
    const fog::Position p = fog::parse_fen_or_throw(fen, KingRule::Required);
    EXPECT_EQ(p.ep, fog::kNoSquare);
    EXPECT_EQ(fog::write_fen(p, EpSpelling::Full), fen);
    EXPECT_EQ(fog::write_fen(p, EpSpelling::Xfen), "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(fog::belief_fen(p), fog::write_fen(p, EpSpelling::Xfen));
}

}  // namespace
