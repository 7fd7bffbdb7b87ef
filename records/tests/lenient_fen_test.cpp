// The lenient FEN reading (records/lenient_fen.hpp): each repair, its note,
// and that a FEN needing no repair comes back byte for byte. The repaired
// text must pass the strict parser; that it means the same position is
// checked through the harness's neutral types by the fen fuzz target.
#include <gtest/gtest.h>

#include "engine/fen.hpp"
#include "records/lenient_fen.hpp"

namespace {

using fog::records::normalize_fen;

std::string notes_of(const fog::records::LenientFen& r) {
    std::string out;
    for (const auto& n : r.notes) out += n + "\n";
    return out;
}

void expect_strictly_readable(const std::string& fen) {
    const fog::FenResult parsed = fog::parse_fen(fen, fog::KingRule::Required);
    EXPECT_TRUE(parsed.position) << fen << ": " << parsed.error;
}

TEST(LenientFen, StrictFenUntouched) {
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "4k3/8/8/8/8/8/8/4K2R w K - 12 40", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 17"}) {
        const auto r = normalize_fen(fen);
        EXPECT_EQ(r.fen, fen);
        EXPECT_TRUE(r.notes.empty()) << notes_of(r);
    }
}

TEST(LenientFen, FullmoveZeroReadAsOne) {
    const auto r = normalize_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 1 0");
    EXPECT_EQ(r.fen, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 1 1");
    EXPECT_EQ(notes_of(r), "fullmove number 0 read as 1\n");
    expect_strictly_readable(r.fen);
}

TEST(LenientFen, FourAndFiveFieldsGetClocks) {
    auto r = normalize_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    EXPECT_EQ(r.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(notes_of(r), "four fields: halfmove clock 0 and fullmove number 1 added\n");
    r = normalize_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7");
    EXPECT_EQ(r.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 1");
    EXPECT_EQ(notes_of(r), "five fields: fullmove number 1 added\n");
}

TEST(LenientFen, FewerThanFourOrMoreThanSixFieldsLeftForTheStrictParser) {
    for (const char* fen : {"8/8/8/8/8/8/8/8 w", "", "a b c d e f g"}) {
        const auto r = normalize_fen(fen);
        EXPECT_EQ(r.fen, fen);
        EXPECT_TRUE(r.notes.empty()) << notes_of(r);
    }
}

TEST(LenientFen, RunsOfSpacesCollapsed) {
    const auto r = normalize_fen("  4k3/8/8/8/8/8/8/4K3  w\t-  -   0 1 \n");
    EXPECT_EQ(r.fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(notes_of(r), "runs of spaces, or spaces at the ends, collapsed\n");
}

TEST(LenientFen, ImpossibleCastlingRightsDropped) {
    // KQq with no rook on a8.
    const auto r = normalize_fen("1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1");
    EXPECT_EQ(r.fen, "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1");
    EXPECT_EQ(notes_of(r), "castling right 'q' dropped: it needs the black king on e8 and a black rook on a8\n");
    expect_strictly_readable(r.fen);
    // A king off its square loses both rights of its side; nothing left is "-".
    const auto none = normalize_fen("4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1");
    EXPECT_EQ(none.fen, "4k3/8/8/8/8/8/8/R2K3R w - - 0 1");
    EXPECT_EQ(none.notes.size(), 2u) << notes_of(none);
    expect_strictly_readable(none.fen);
    // A piece of the wrong colour does not count.
    EXPECT_EQ(normalize_fen("r3k2R/8/8/8/8/8/8/4K3 b kq - 0 1").fen, "r3k2R/8/8/8/8/8/8/4K3 b q - 0 1");
}

TEST(LenientFen, CastlingLettersPutInOrder) {
    const auto r = normalize_fen("r3k2r/8/8/8/8/8/8/R3K2R w qkQKK - 0 1");
    EXPECT_EQ(r.fen, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(notes_of(r), "castling field 'qkQKK' read as 'KQkq'\n");
}

TEST(LenientFen, OtherFaultsLeftForTheStrictParser) {
    // A bad castling letter, a bad placement, an en passant square no double
    // push can have left: passed through, and the strict parser refuses them.
    for (const char* fen : {"r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1", "r3k2r/8/8/8/8/8/8/R3K2 w KQ - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"}) {
        const auto r = normalize_fen(fen);
        EXPECT_EQ(r.fen, fen);
        EXPECT_FALSE(fog::parse_fen(r.fen, fog::KingRule::Required).position) << fen;
    }
}

TEST(LenientFen, SeveralRepairsAtOnce) {
    const auto r = normalize_fen("k7/8/8/8/8/8/8/4K2R  w  KQ  -");
    EXPECT_EQ(r.fen, "k7/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(r.notes.size(), 3u) << notes_of(r);
    expect_strictly_readable(r.fen);
}

}  // namespace
