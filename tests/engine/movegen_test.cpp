#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/outcome.hpp"

namespace {

fog::Position parse(const char* fen) { return fog::parse_fen_or_throw(fen, fog::KingRule::Required); }

std::set<std::string> uci_moves(const fog::Position& p) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    std::set<std::string> out;
    for (fog::Move m : list) out.insert(fog::to_uci(m));
    EXPECT_EQ(out.size(), list.size()) << "duplicate moves";
    EXPECT_EQ(fog::count_moves(p), int(list.size()));
    return out;
}

fog::Position play(const fog::Position& p, const std::string& uci) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    for (fog::Move m : list)
        if (fog::to_uci(m) == uci) return fog::make_move(p, m);
    ADD_FAILURE() << uci << " is not a move";
    return p;
}

TEST(Moves, CastlingOutOfThroughAndIntoAttackIsAllowed) {
    // Black rooks attack e1 (check), f1 and c1; White may still castle both ways.
    const auto moves = uci_moves(parse("2r1kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
    EXPECT_TRUE(moves.count("e1g1"));
    EXPECT_TRUE(moves.count("e1c1"));
}

TEST(Moves, CastlingNeedsAnEmptyPath) {
    const auto moves = uci_moves(parse("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1"));
    EXPECT_FALSE(moves.count("e1g1"));
    EXPECT_FALSE(moves.count("e1c1"));
}

TEST(Moves, PromotionToAllFourPiecesPushAndCapture) {
    const auto moves = uci_moves(parse("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    for (const char* m : {"a7a8n", "a7a8b", "a7a8r", "a7a8q", "a7b8n", "a7b8b", "a7b8r", "a7b8q"})
        EXPECT_TRUE(moves.count(m)) << m;
}

TEST(Moves, KingCaptureIsAnOrdinaryMove) {
    EXPECT_TRUE(uci_moves(parse("4k3/8/8/8/8/8/8/4K2R w - - 0 1")).count("h1h8") == 1);
    EXPECT_TRUE(uci_moves(parse("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1")).count("e7e8"));
}

TEST(MakeMove, CastlingRightsAreLostAsTheRulesSay) {
    const fog::Position start = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(play(start, "e1e2").castling, fog::BlackKingSide | fog::BlackQueenSide);
    EXPECT_EQ(play(start, "h1h2").castling, fog::WhiteQueenSide | fog::BlackKingSide | fog::BlackQueenSide);
    // A rook captured on its original square loses that right.
    EXPECT_EQ(play(start, "h1h8").castling, fog::WhiteQueenSide | fog::BlackQueenSide);
    const fog::Position castled = play(start, "e1g1");
    EXPECT_EQ(castled.castling, fog::BlackKingSide | fog::BlackQueenSide);
    EXPECT_EQ(fog::write_fen(castled, fog::EpSpelling::Xfen), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
}

TEST(MakeMove, ClocksFollowTheRules) {
    fog::Position p = parse("4k3/8/8/8/8/8/4P3/4K1N1 w - - 7 3");
    p = play(p, "g1f3");
    EXPECT_EQ(p.halfmove, 8);
    EXPECT_EQ(p.fullmove, 3u);
    p = play(p, "e8d8");
    EXPECT_EQ(p.halfmove, 9);
    EXPECT_EQ(p.fullmove, 4u);
    p = play(p, "e2e4");
    EXPECT_EQ(p.halfmove, 0);
}

TEST(GameEnd, FiftyMovesNoMovesAndKingCapture) {
    const fog::Position ninety_nine = parse("4k3/8/8/8/8/8/8/4K1N1 w - - 99 80");
    const fog::Position hundred = play(ninety_nine, "g1f3");
    EXPECT_EQ(fog::board_outcome(ninety_nine, hundred).end, fog::GameEnd::FiftyMoves);
    // Black's only piece is a blocked pawn (kings may be missing here).
    const fog::Position blocked_before =
        fog::parse_fen_or_throw("8/8/8/8/8/p7/P7/7K w - - 0 1", fog::KingRule::MayBeMissing);
    EXPECT_EQ(fog::board_outcome(blocked_before, play(blocked_before, "h1h2")).end, fog::GameEnd::NoMoves);
    // The same at a clock of 99: both endings hold after h1h2, and no-moves
    // is checked before fifty moves (rules §2, in order).
    const fog::Position blocked_at_99 =
        fog::parse_fen_or_throw("8/8/8/8/8/p7/P7/7K w - - 99 80", fog::KingRule::MayBeMissing);
    const fog::Position both_hold = play(blocked_at_99, "h1h2");
    EXPECT_EQ(both_hold.halfmove, 100);
    EXPECT_EQ(fog::board_outcome(blocked_at_99, both_hold).end, fog::GameEnd::NoMoves);
    // King capture comes first even at a clock of 100.
    const fog::Position capture_before = parse("4k3/4R3/8/8/8/8/8/4K3 w - - 99 80");
    const fog::Outcome o = fog::board_outcome(capture_before, play(capture_before, "e7e8"));
    EXPECT_EQ(o.end, fog::GameEnd::KingCaptured);
    EXPECT_EQ(o.winner, fog::White);
}

}  // namespace
