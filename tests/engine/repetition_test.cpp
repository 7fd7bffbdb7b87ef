// The engine's reading of rules §2 item 4 (engine/repetition.hpp).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/repetition.hpp"

namespace fog {
namespace {

Position fen(std::string_view text) { return parse_fen_or_throw(text, KingRule::Required); }

Position play(const Position& p, const std::string& uci) {
    MoveList list;
    generate_moves(p, list);
    for (Move m : list)
        if (to_uci(m) == uci) return make_move(p, m);
    ADD_FAILURE() << uci << " is not a move of " << belief_fen(p);
    return p;
}

// The counts record() returns for each ply of `moves` from `start`.
std::vector<int> counts(const Position& start, const std::vector<std::string>& moves) {
    RepetitionHistory history(start);
    Position p = start;
    std::vector<int> out;
    for (const std::string& m : moves) {
        p = play(p, m);
        out.push_back(history.record(p));
    }
    return out;
}

const std::vector<std::string> kKnightsTwice = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};

TEST(RepetitionHistory, CountsTheStartAsTheFirstOccurrence) {
    // docs/rules.md: the start counts, so it occurs for the third time at
    // ply 8; the other positions of the cycle only twice by then.
    EXPECT_EQ(counts(initial_position(), kKnightsTwice), (std::vector<int>{1, 1, 1, 2, 2, 2, 2, 3}));
}

TEST(RepetitionHistory, ComparesTheCanonicalEnPassantSquare) {
    // Right after e2e4 with no black pawn beside e4: e3 is no canonical
    // square, so the start is the position the knights come back to.
    const Position no_capture = fen("4k1n1/pp3ppp/8/8/4P3/8/PP3PPP/4K1N1 b - e3 0 1");
    ASSERT_NE(no_capture.double_push, kNoSquare);
    const std::vector<std::string> black_first = {"g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3", "f6g8", "f3g1"};
    EXPECT_EQ(counts(no_capture, black_first), (std::vector<int>{1, 1, 1, 2, 2, 2, 2, 3}));
    // With a black pawn on d4 the square is canonical: the start is another
    // position, never met again.
    const Position capture = fen("4k1n1/pp3ppp/8/8/3pP3/8/PP3PPP/4K1N1 b - e3 0 1");
    EXPECT_EQ(counts(capture, black_first), (std::vector<int>{1, 1, 1, 1, 2, 2, 2, 2}));
}

TEST(RepetitionHistory, TheClocksTakeNoPart) {
    // The same shuffle from a start at clock 37 and fullmove 60.
    const Position start = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 37 60");
    EXPECT_EQ(counts(start, kKnightsTwice), (std::vector<int>{1, 1, 1, 2, 2, 2, 2, 3}));
}

TEST(RepetitionHistory, CastlingRightsTakePart) {
    // The rook goes out and back: the right is lost, so the position it
    // comes back to is a new one.
    const Position start = fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(counts(start, {"h1h2", "e8d8", "h2h1", "d8e8", "h1h2", "e8d8", "h2h1", "d8e8"}),
              (std::vector<int>{1, 1, 1, 1, 2, 2, 2, 2}));
}

TEST(RepetitionHistory, ForgetsWhatAPawnMoveOrACaptureMadeUnreachable) {
    RepetitionHistory history(initial_position());
    Position p = initial_position();
    for (const char* m : {"g1f3", "g8f6"}) history.record(p = play(p, m));
    EXPECT_EQ(history.keys().size(), 3u);
    history.record(p = play(p, "e2e4"));
    ASSERT_EQ(history.keys().size(), 1u);
    EXPECT_EQ(history.keys().front(), repetition_key(p));
    history.reset(initial_position());
    EXPECT_EQ(history.keys(), std::vector<PositionKey>{repetition_key(initial_position())});
}

TEST(GameOutcome, TheBoardsEndingsComeBeforeTheThirdOccurrence) {
    const Outcome none{}, fifty{GameEnd::FiftyMoves, White}, captured{GameEnd::KingCaptured, Black};
    EXPECT_EQ(game_outcome(none, 1).end, GameEnd::None);
    EXPECT_EQ(game_outcome(none, 2).end, GameEnd::None);
    EXPECT_EQ(game_outcome(none, 3).end, GameEnd::Repetition);
    EXPECT_EQ(game_outcome(fifty, 3), fifty);
    EXPECT_EQ(game_outcome(captured, 3), captured);
    EXPECT_EQ(game_outcome(captured, 1), captured);
}

}  // namespace
}  // namespace fog
