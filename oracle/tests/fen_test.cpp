// The FEN language of docs/rules.md ("FEN acceptance") and the three
// spellings of the en passant field (fow-rules §4).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::EpSpelling;
using oracle::parse_fen;
using oracle::write_fen;

const char* const kStart =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// ------------------------------------------------------------ accepted

TEST(FenParse, AcceptsAndRoundTrips) {
    const std::vector<std::string> good = {
        kStart,
        kKiwipete,
        "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29",
        "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29",
        "4k3/8/8/8/8/8/8/4K3 w - - 100 999999",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 7 12",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    };
    for (const std::string& text : good) {
        const oracle::ParseResult r = parse_fen(text, false);
        ASSERT_TRUE(r.position.has_value()) << text << ": " << r.error;
        EXPECT_TRUE(r.error.empty());
        EXPECT_EQ(write_fen(*r.position, EpSpelling::Full), text);
    }
}

TEST(FenParse, StartPositionFields) {
    const Position p = fen(kStart);
    EXPECT_EQ(p.side_to_move, Colour::White);
    EXPECT_TRUE(p.white_king_side && p.white_queen_side && p.black_king_side &&
                p.black_queen_side);
    EXPECT_FALSE(p.en_passant.has_value());
    EXPECT_EQ(p.halfmove_clock, 0);
    EXPECT_EQ(p.fullmove_number, 1);
    const Position init = oracle::initial_position();
    for (int r = 0; r < 8; ++r) {
        for (int f = 0; f < 8; ++f) {
            EXPECT_EQ(p.board[r][f], init.board[r][f]);
        }
    }
}

TEST(FenParse, CanonicalSquareWhenACapturerStandsBeside) {
    // White pawn e5 beside the black pawn that went d7-d5.
    const Position p =
        fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    ASSERT_TRUE(p.en_passant.has_value());
    EXPECT_EQ(*p.en_passant, sq("d6"));
    ASSERT_TRUE(p.double_push.has_value());
    EXPECT_EQ(*p.double_push, sq("d6"));
}

TEST(FenParse, FullSpelledSquareWithoutCapturer) {
    // After 1.e4 the `full` spelling writes e3, but no black pawn stands
    // beside e4: accepted, no canonical square, Full still writes it.
    const std::string text =
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    const oracle::ParseResult r = parse_fen(text, false);
    ASSERT_TRUE(r.position.has_value()) << r.error;
    EXPECT_FALSE(r.position->en_passant.has_value());
    ASSERT_TRUE(r.position->double_push.has_value());
    EXPECT_EQ(*r.position->double_push, sq("e3"));
    EXPECT_EQ(write_fen(*r.position, EpSpelling::Full), text);
    EXPECT_EQ(write_fen(*r.position, EpSpelling::Xfen),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(write_fen(*r.position, EpSpelling::Legal),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(FenParse, MissingKingsOnlyWhenAllowed) {
    const std::string no_black_king =
        "8/8/8/8/8/8/4P3/4K3 w - - 0 1";
    const oracle::ParseResult strict = parse_fen(no_black_king, false);
    EXPECT_FALSE(strict.position.has_value());
    EXPECT_NE(strict.error.find("placement"), std::string::npos);
    EXPECT_NE(strict.error.find("no black king"), std::string::npos);

    const oracle::ParseResult lax = parse_fen(no_black_king, true);
    ASSERT_TRUE(lax.position.has_value()) << lax.error;
    EXPECT_EQ(xfen(*lax.position), no_black_king);

    const oracle::ParseResult empty = parse_fen("8/8/8/8/8/8/8/8 w - - 0 1", true);
    EXPECT_TRUE(empty.position.has_value()) << empty.error;
}

// ------------------------------------------------------------ rejected

struct Bad {
    std::string text;
    std::string field;  // the field the message must name
    std::string fault;  // a word of the fault the message must name
    bool allow_missing_kings = false;
};

TEST(FenParse, RejectsEachClassWithAMessageNamingTheField) {
    const std::vector<Bad> bad = {
        // docs/rules.md item 1: six fields, single spaces.
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "fields",
         "6 fields"},
        {std::string(kStart) + " 1", "fields", "6 fields"},
        {std::string(" ") + kStart, "fields", "empty field"},
        {std::string(kStart) + " ", "fields", "empty field"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  KQkq - 0 1",
         "fields", "empty field"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w\tKQkq - 0 1",
         "fields", "6 fields"},
        {"", "fields", "empty field"},
        // Item 2: placement.
        {"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "bad character 'x'"},
        {"rnbqkbnr/pppppppp/8/8/9/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "bad character '9'"},
        {"rnbqkbnr/pppppppp/8/8/0/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "bad character '0'"},
        {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "rank 7 has 7 squares"},
        {"rnbqkbnr/pppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "more than 8 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
         "placement", "more than 8 squares"},
        {"rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "adjacent digits"},
        {"rnbqkbnr/pppppppp/8/8/17/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "adjacent digits"},
        {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "expected 8 ranks"},
        {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "placement", "expected 8 ranks"},
        // The Kiwipete FEN with its sixth '/' lost: only 7 ranks.
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1pPPPBBPPP/R3K2R w KQkq - 0 1",
         "placement", "expected 8 ranks"},
        // Item 3: kings.
        {"rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQKBNR w kq - 0 1",
         "placement", "more than one white king"},
        {"rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQKBNR w kq - 0 1",
         "placement", "more than one white king", true},
        {"rnbqkbnr/pppkpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
         "placement", "more than one black king", true},
        {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
         "placement", "no black king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
         "placement", "no white king"},
        // Item 4: material standard chess can reach.
        {"4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "placement", "pawn on h8"},
        {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "placement", "pawn on a1"},
        {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "placement",
         "more than 8 white pawns"},
        {"4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K3 w - - 0 1", "placement",
         "more than 16 white pieces"},
        {"4k3/pppppppp/pppppppp/8/8/8/8/4K3 w - - 0 1", "placement",
         "more than 8 black pawns"},
        // Item 5: side to move.
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
         "side to move", "'w' or 'b'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
         "side to move", "'w' or 'b'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wb KQkq - 0 1",
         "side to move", "'w' or 'b'"},
        // Item 6: castling.
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
         "castling", "order"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1",
         "castling", "order"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
         "castling", "order"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w a - 0 1",
         "castling", "order"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K- - 0 1",
         "castling", "order"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
         "castling", "rook on h1"},
        {"1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "castling", "rook on a8"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w KQkq - 0 1",
         "castling", "king on e1"},
        {"rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1",
         "castling", "king on e8"},
        // Item 7: en passant.
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
         "en passant", "square name"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq E6 0 1",
         "en passant", "square name"},
        // Wrong rank for the side to move.
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
         "en passant", "wrong rank"},
        {"rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR b KQkq d6 0 2",
         "en passant", "wrong rank"},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
         "en passant", "wrong rank"},
        // No pushed pawn just beyond it (g3 needs a white pawn on g4).
        {"4k3/8/8/8/8/8/8/4K3 b - g3 0 1", "en passant",
         "no pushed pawn on g4"},
        {"4k3/8/8/8/6p1/8/8/4K3 b - g3 0 1", "en passant",
         "no pushed pawn on g4"},
        {"4k3/8/8/3P4/8/8/8/4K3 w - d6 0 1", "en passant",
         "no pushed pawn on d5"},
        // The square itself occupied.
        {"4k3/8/8/8/6P1/6N1/8/4K3 b - g3 0 1", "en passant", "occupied"},
        // The pushed pawn's start square occupied.
        {"4k3/8/8/8/6P1/8/6N1/4K3 b - g3 0 1", "en passant",
         "start square g2"},
        {"4k3/3p4/8/3pP3/8/8/8/4K3 w - d6 0 1", "en passant",
         "start square d7"},
        // Items 8 and 9: clocks.
        {"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove clock", "digits"},
        {"4k3/8/8/8/8/8/8/4K3 w - - +1 1", "halfmove clock", "digits"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 01 1", "halfmove clock", "leading zero"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 101 1", "halfmove clock", "out of range"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 1a 1", "halfmove clock", "digits"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999 1",
         "halfmove clock", "out of range"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove number", "out of range"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 01", "fullmove number", "leading zero"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1000000", "fullmove number",
         "out of range"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 -3", "fullmove number", "digits"},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 4294967297", "fullmove number",
         "out of range"},
    };
    for (const Bad& b : bad) {
        const oracle::ParseResult r = parse_fen(b.text, b.allow_missing_kings);
        EXPECT_FALSE(r.position.has_value()) << "accepted: " << b.text;
        EXPECT_EQ(r.error.rfind(b.field + ":", 0), 0u)
            << b.text << "\n  error: " << r.error;
        EXPECT_NE(r.error.find(b.fault), std::string::npos)
            << b.text << "\n  error: " << r.error;
    }
}

TEST(FenParse, NeverCrashesOnGarbage) {
    std::vector<std::string> nasty = {
        "",
        " ",
        "      ",
        "/",
        "////////",
        "8/8/8/8/8/8/8/8/ w - - 0 1",
        std::string(1, '\0'),
        std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\0", 57),
        std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPP\0PPP/RNBQKBNR w KQkq - 0 1", 56),
        std::string("4k3/8/8/8/8/8/8/4K3 w - - 0\0 1", 31),
        "\xff\xfe\xfd",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\xc3\xa9 w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3 \xe2\x80\x94 - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - \xff\xff 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 184467440737095516161844674407370955161 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 999999999999999999999999999999999999",
        "88888888/8/8/8/8/8/8/8 w - - 0 1",
        "k/8/8/8/8/8/8/K w - - 0 1",
        std::string(100000, '8'),
        std::string(100000, ' '),
        std::string(100000, '/'),
    };
    for (const std::string& text : nasty) {
        for (const bool allow : {false, true}) {
            const oracle::ParseResult r = parse_fen(text, allow);
            EXPECT_FALSE(r.position.has_value());
            EXPECT_FALSE(r.error.empty());
        }
    }

    // Deterministic noise: random bytes and mutations of a valid FEN. Only
    // "no crash, and a verdict" is checked; ASan/UBSan watch the rest.
    std::uint32_t state = 12345;
    auto next = [&state]() {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    };
    const std::string base = kKiwipete;
    for (int i = 0; i < 3000; ++i) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(next() % 4);
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = next() % (text.size() + 1);
            const char c = static_cast<char>(next() % 256);
            switch (next() % 3) {
                case 0:
                    if (at < text.size()) text[at] = c;
                    break;
                case 1:
                    text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
                    break;
                default:
                    if (at < text.size()) {
                        text.erase(text.begin() + static_cast<std::ptrdiff_t>(at));
                    }
                    break;
            }
        }
        const oracle::ParseResult r = parse_fen(text, (i % 2) == 0);
        EXPECT_NE(r.position.has_value(), !r.error.empty());
        if (r.position.has_value()) {
            // Whatever is accepted writes back to something accepted.
            const oracle::ParseResult again =
                parse_fen(write_fen(*r.position, EpSpelling::Full), true);
            EXPECT_TRUE(again.position.has_value()) << text;
        }
    }
}

// ------------------------------------------------------------ spellings

TEST(FenWrite, LegalSpellingDropsSquareWhenTheOnlyCaptureIsPinned) {
    // Black bishop h8, white king a1: the e5 pawn stands on the long
    // diagonal; e5xd6 would open it, so standard chess forbids the capture.
    const Position p = fen("4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1");
    ASSERT_TRUE(p.en_passant.has_value());
    EXPECT_TRUE(has_move(p, "e5d6"));
    EXPECT_EQ(write_fen(p, EpSpelling::Full), "4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1");
    EXPECT_EQ(write_fen(p, EpSpelling::Xfen), "4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1");
    EXPECT_EQ(write_fen(p, EpSpelling::Legal), "4k2b/8/8/3pP3/8/8/8/K7 w - - 0 1");
}

TEST(FenWrite, LegalSpellingKeepsSquareWhenOneCaptureIsFine) {
    // As above plus a pawn on c5: c5xd6 leaves e5 on the diagonal.
    const Position p = fen("4k2b/8/8/2PpP3/8/8/8/K7 w - d6 0 1");
    EXPECT_EQ(write_fen(p, EpSpelling::Legal),
              "4k2b/8/8/2PpP3/8/8/8/K7 w - d6 0 1");
}

TEST(FenWrite, LegalSpellingSeesBothPawnsLeaveTheRank) {
    // White king a5, black rook h5: e5xd6 empties d5 and e5 at once and
    // exposes the king along rank 5.
    const Position p = fen("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1");
    ASSERT_TRUE(p.en_passant.has_value());
    EXPECT_EQ(write_fen(p, EpSpelling::Xfen), "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1");
    EXPECT_EQ(write_fen(p, EpSpelling::Legal), "8/8/8/K2pP2r/8/8/8/4k3 w - - 0 1");
}

TEST(FenWrite, LegalSpellingWithoutCapturerKingIsNeverInCheck) {
    // docs/rules.md: a capturer without a king on the board is never in
    // check, whatever attacks stand around.
    const Position p = fen("4k2b/8/8/3pP3/8/8/8/8 w - d6 0 1", true);
    EXPECT_EQ(write_fen(p, EpSpelling::Legal), "4k2b/8/8/3pP3/8/8/8/8 w - d6 0 1");
}

TEST(FenWrite, AllSpellingsAgreeWithoutDoublePush) {
    const Position p = fen(kKiwipete);
    for (const EpSpelling s : {EpSpelling::Full, EpSpelling::Xfen, EpSpelling::Legal}) {
        EXPECT_EQ(write_fen(p, s), kKiwipete);
    }
}

}  // namespace
}  // namespace oracle_test
