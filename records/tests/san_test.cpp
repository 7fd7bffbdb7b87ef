// SAN: resolving (standard moves first, then fog moves) and writing.
#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "records/san.hpp"
#include "records/tests/test_util.hpp"

namespace {

using fog::Move;
using fog::MoveKind;
using fog::records::detail::check_suffix;
using fog::records::detail::resolve_san;
using fog::records::detail::to_san;
using namespace records_test;

fog::Position fen(const char* text) { return fog::parse_fen_or_throw(text, fog::KingRule::Required); }

Move resolved(const fog::Position& p, const char* san) {
    const auto r = resolve_san(p, san);
    EXPECT_TRUE(r.move.has_value()) << san << ": " << r.error;
    return r.move.value_or(Move());
}

std::string error_of(const fog::Position& p, const char* san) {
    const auto r = resolve_san(p, san);
    EXPECT_FALSE(r.move.has_value()) << san;
    return r.error;
}

TEST(San, DisambiguationByFile) {
    const auto p = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    EXPECT_EQ(resolved(p, "Nbd2"), Move(sq("b1"), sq("d2")));
    EXPECT_EQ(resolved(p, "Nfd2"), Move(sq("f3"), sq("d2")));
    EXPECT_EQ(resolved(p, "Nb1d2"), Move(sq("b1"), sq("d2")));
    EXPECT_EQ(resolved(p, "Nb1-d2"), Move(sq("b1"), sq("d2")));
    EXPECT_EQ(error_of(p, "Nd2"), "ambiguous SAN: 2 standard-chess moves match (b1d2, f3d2)");
    EXPECT_EQ(to_san(p, Move(sq("b1"), sq("d2"))), "Nbd2");
    EXPECT_EQ(to_san(p, Move(sq("f3"), sq("d2"))), "Nfd2");
    EXPECT_EQ(to_san(p, Move(sq("b1"), sq("c3"))), "Nc3");
}

TEST(San, DisambiguationByRank) {
    const auto p = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(resolved(p, "R1a3"), Move(sq("a1"), sq("a3")));
    EXPECT_EQ(resolved(p, "R5a3"), Move(sq("a5"), sq("a3")));
    EXPECT_TRUE(contains(error_of(p, "Ra3"), "ambiguous"));
    EXPECT_EQ(to_san(p, Move(sq("a1"), sq("a3"))), "R1a3");
    EXPECT_EQ(to_san(p, Move(sq("a5"), sq("a3"))), "R5a3");
}

TEST(San, DisambiguationByFileAndRank) {
    const auto p = fen("k7/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    EXPECT_EQ(resolved(p, "Qh4e1"), Move(sq("h4"), sq("e1")));
    EXPECT_EQ(resolved(p, "Qee1"), Move(sq("e4"), sq("e1")));
    EXPECT_EQ(resolved(p, "Q1e1"), Move(sq("h1"), sq("e1")));
    EXPECT_TRUE(contains(error_of(p, "Qhe1"), "ambiguous"));
    EXPECT_EQ(to_san(p, Move(sq("h4"), sq("e1"))), "Qh4e1");
    EXPECT_EQ(to_san(p, Move(sq("e4"), sq("e1"))), "Qee1");
    EXPECT_EQ(to_san(p, Move(sq("h1"), sq("e1"))), "Q1e1");
}

TEST(San, Promotion) {
    const auto p = fen("3r1k2/4P3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(resolved(p, "e8=Q"), Move(sq("e7"), sq("e8"), MoveKind::Promotion, fog::Queen));
    EXPECT_EQ(resolved(p, "e8Q"), Move(sq("e7"), sq("e8"), MoveKind::Promotion, fog::Queen));
    EXPECT_EQ(resolved(p, "e8=r+"), Move(sq("e7"), sq("e8"), MoveKind::Promotion, fog::Rook));
    EXPECT_EQ(resolved(p, "exd8=N"), Move(sq("e7"), sq("d8"), MoveKind::Promotion, fog::Knight));
    EXPECT_EQ(resolved(p, "exd8B"), Move(sq("e7"), sq("d8"), MoveKind::Promotion, fog::Bishop));
    EXPECT_EQ(error_of(p, "e8"), "a pawn reaching the last rank must name its promotion piece");
    EXPECT_EQ(error_of(p, "e8=K"), "not a SAN move");
    EXPECT_EQ(to_san(p, Move(sq("e7"), sq("d8"), MoveKind::Promotion, fog::Knight)), "exd8=N");
    EXPECT_EQ(to_san(p, Move(sq("e7"), sq("e8"), MoveKind::Promotion, fog::Queen)), "e8=Q");
}

TEST(San, Castling) {
    const auto p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (const char* king_side : {"O-O", "0-0", "O-O+", "o-o"})
        EXPECT_EQ(resolved(p, king_side), Move(sq("e1"), sq("g1"), MoveKind::Castling)) << king_side;
    for (const char* queen_side : {"O-O-O", "0-0-0", "O-O-O!?"})
        EXPECT_EQ(resolved(p, queen_side), Move(sq("e1"), sq("c1"), MoveKind::Castling)) << queen_side;
    EXPECT_EQ(to_san(p, Move(sq("e1"), sq("g1"), MoveKind::Castling)), "O-O");
    EXPECT_EQ(to_san(p, Move(sq("e1"), sq("c1"), MoveKind::Castling)), "O-O-O");
    // Castling through an attacked square: illegal in standard chess, a
    // fog move all the same.
    const auto attacked = fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    EXPECT_EQ(resolved(attacked, "O-O"), Move(sq("e1"), sq("g1"), MoveKind::Castling));
}

TEST(San, EnPassant) {
    const auto p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    const Move ep(sq("e5"), sq("d6"), MoveKind::EnPassant);
    for (const char* text : {"exd6", "exd6e.p.", "ed6", "exd6+"}) EXPECT_EQ(resolved(p, text), ep) << text;
    EXPECT_EQ(to_san(p, ep), "exd6");
}

TEST(San, SuffixesAndNonsense) {
    const auto p = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    for (const char* text : {"Nbd2+", "Nbd2#", "Nbd2!?", "Nbd2!!", "Nbd2?", "Nbxd2"})
        EXPECT_EQ(resolved(p, text), Move(sq("b1"), sq("d2"))) << text;
    EXPECT_EQ(error_of(p, "Xe4"), "not a SAN move");
    EXPECT_EQ(error_of(p, "e9"), "not a SAN move");
    EXPECT_EQ(error_of(p, ""), "not a SAN move");
    EXPECT_EQ(error_of(p, "--"), "not a SAN move");
    EXPECT_EQ(error_of(p, "Nbd2e4"), "not a SAN move");
    EXPECT_EQ(error_of(p, "Qd2"), "no legal fog move matches");
}

TEST(San, FogOnlyMovesFallBackToFogMoves) {
    // The knight on e2 is pinned against its king: no standard move, but a
    // fog move.
    const auto pinned = fen("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_EQ(resolved(pinned, "Nc3"), Move(sq("e2"), sq("c3")));
    // With a second knight able to reach c3, standard chess decides first.
    const auto two = fen("4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1");
    EXPECT_EQ(resolved(two, "Nc3"), Move(sq("b1"), sq("c3")));
    EXPECT_EQ(resolved(two, "Nec3"), Move(sq("e2"), sq("c3")));
    // Written against fog moves, so both rule sets read it back the same.
    EXPECT_EQ(to_san(two, Move(sq("b1"), sq("c3"))), "Nbc3");
    // Fog ambiguity when standard chess has no match.
    const auto both_pinned = fen("4k3/8/8/7b/b7/8/2N1N3/3K4 w - - 0 1");
    EXPECT_EQ(error_of(both_pinned, "Nd4"), "ambiguous SAN: 2 fog moves match (c2d4, e2d4)");
}

TEST(San, CheckMarks) {
    const auto p = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(check_suffix(fog::make_move(p, Move(sq("a1"), sq("a8")))), "+");
    EXPECT_EQ(check_suffix(fog::make_move(p, Move(sq("a1"), sq("a7")))), "");
    const auto mate = fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(check_suffix(fog::make_move(mate, Move(sq("a1"), sq("a8")))), "#");
    // A captured king is in no check.
    const auto capture = fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    EXPECT_EQ(check_suffix(fog::make_move(capture, Move(sq("e1"), sq("e8")))), "");
}

}  // namespace
