// The fixed-storage entry points of oracle/oracle.hpp (vision_flags,
// observe_compact, legal_moves_into, write_fen_into and the belief updates
// that take a CompactObservation) against the std::set / std::map /
// returned-value forms: same answers on every position of a few games.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::Belief;
using oracle::CompactObservation;
using oracle::EpSpelling;
using oracle::Observation;
using oracle::SquareFlags;

// Positions along games that reach a capture, an en passant square (c5
// beside the d5 pawn), an en passant capture, castling rights lost and a
// promotion; the moves between them are the ones named.
std::vector<std::vector<Position>> games() {
    std::vector<std::vector<Position>> out;
    const std::vector<std::vector<std::string>> lines = {
        {"e2e4", "d7d5", "e4d5", "c7c5", "d5c6", "b8c6", "g1f3", "e7e5", "f1c4", "e8e7", "e1g1"},
        {"a2a4", "b7b5", "a4b5", "a7a6", "b5a6", "c8b7", "a6b7", "h7h6", "b7a8q"},
    };
    for (const auto& line : lines) {
        std::vector<Position> game = {oracle::initial_position()};
        for (const std::string& uci : line) {
            game.push_back(play(game.back(), uci));
        }
        out.push_back(game);
    }
    // An en passant square whose capture is illegal in standard chess (the
    // `legal` spelling drops it) and a king-less board.
    out.push_back({fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"), fen("8/8/8/8/4p3/8/3P4/8 w - - 0 1", true)});
    return out;
}

// The Observation that a CompactObservation stands for.
Observation expand(const CompactObservation& c) {
    Observation o;
    o.seen = c.seen.to_set();
    for (const Square& s : o.seen) {
        o.contents[s] = c.content_at(s);
    }
    o.own_piece_captured = c.own_piece_captured;
    o.outcome = c.outcome;
    return o;
}

std::vector<std::string> fens(const Belief& b) {
    std::vector<std::string> out;
    for (const Position& p : b) {
        out.push_back(oracle::write_fen(p, EpSpelling::Full));
    }
    return out;
}

TEST(FixedForms, SquareFlagsHoldExactlyTheSquaresInserted) {
    SquareFlags flags;
    EXPECT_TRUE(flags.empty());
    const std::set<Square> wanted = squares({"a1", "h1", "e4", "a8", "h8", "d5"});
    for (const Square& s : wanted) {
        flags.insert(s);
    }
    EXPECT_FALSE(flags.empty());
    EXPECT_EQ(flags.to_set(), wanted);
    for (int file = 0; file < 8; ++file) {
        for (int rank = 0; rank < 8; ++rank) {
            EXPECT_EQ(flags.contains(Square{file, rank}), wanted.count(Square{file, rank}) == 1);
        }
    }
    SquareFlags other = flags;
    EXPECT_TRUE(other == flags);
    other.insert(sq("e5"));
    EXPECT_FALSE(other == flags);
}

TEST(FixedForms, VisionFlagsAreTheVision) {
    std::vector<Move> scratch = {mv("a2a3")};  // stale contents must not matter
    for (const auto& game : games()) {
        for (const Position& p : game) {
            for (const Colour c : {Colour::White, Colour::Black}) {
                EXPECT_EQ(oracle::vision_flags(p, c, scratch).to_set(), oracle::vision(p, c)) << xfen(p);
            }
        }
    }
}

TEST(FixedForms, CompactObservationIsTheObservation) {
    std::vector<Move> scratch;
    for (const auto& game : games()) {
        for (std::size_t i = 1; i < game.size(); ++i) {
            for (const Colour c : {Colour::White, Colour::Black}) {
                const CompactObservation compact = oracle::observe_compact(game[i - 1], game[i], c, scratch);
                EXPECT_EQ(expand(compact), oracle::observe(game[i - 1], game[i], c)) << xfen(game[i]);
                // Squares not seen hold no content.
                for (int file = 0; file < 8; ++file) {
                    for (int rank = 0; rank < 8; ++rank) {
                        const Square s{file, rank};
                        if (!compact.seen.contains(s)) {
                            EXPECT_EQ(compact.content_at(s), '\0');
                        }
                    }
                }
            }
        }
    }
}

TEST(FixedForms, LegalMovesIntoReplacesTheContents) {
    std::vector<Move> reused = {mv("h7h8q"), mv("a1a1")};
    for (const auto& game : games()) {
        for (const Position& p : game) {
            oracle::legal_moves_into(p, reused);
            EXPECT_EQ(reused, oracle::legal_moves(p)) << xfen(p);
        }
    }
}

TEST(FixedForms, WriteFenIntoReplacesTheText) {
    std::string reused = "stale text";
    for (const auto& game : games()) {
        for (const Position& p : game) {
            for (const EpSpelling s : {EpSpelling::Full, EpSpelling::Xfen, EpSpelling::Legal}) {
                oracle::write_fen_into(p, s, reused);
                EXPECT_EQ(reused, oracle::write_fen(p, s));
            }
        }
    }
}

// Both colours track each game from its start; every update is made once
// with the Observation and once with the CompactObservation.
TEST(FixedForms, BeliefUpdatesAgreeWithTheObservationForms) {
    std::vector<Move> scratch;
    for (const auto& game : games()) {
        if (game.size() < 3) {
            continue;
        }
        for (const Colour viewer : {Colour::White, Colour::Black}) {
            Belief belief = {game[0]};
            for (std::size_t i = 1; i < game.size(); ++i) {
                const Position& before = game[i - 1];
                const Observation o = oracle::observe(before, game[i], viewer);
                const CompactObservation c = oracle::observe_compact(before, game[i], viewer, scratch);
                Belief by_observation;
                Belief by_compact;
                if (before.side_to_move == viewer) {
                    const std::vector<Move> moves = oracle::legal_moves(before);
                    Move made{};
                    for (const Move& m : moves) {
                        if (xfen(oracle::make_move(before, m)) == xfen(game[i])) made = m;
                    }
                    by_observation = oracle::after_own_move(belief, viewer, made, o);
                    by_compact = oracle::after_own_move(belief, viewer, made, c);
                } else {
                    by_observation = oracle::after_opponent_move(belief, viewer, o);
                    by_compact = oracle::after_opponent_move(belief, viewer, c);
                }
                ASSERT_FALSE(by_observation.empty()) << "ply " << i;
                EXPECT_EQ(fens(by_compact), fens(by_observation)) << "ply " << i;
                belief = by_observation;
            }
        }
    }
}

TEST(FixedForms, BeliefUpdatesTreatAnObservedRepetitionAsNoEnding) {
    // docs/rules.md: a candidate board has no history, so `repetition` is
    // compared as "not ended by the board", in both forms.
    const Position start = oracle::initial_position();
    const Position after = play(start, "g1f3");
    std::vector<Move> scratch;
    CompactObservation c = oracle::observe_compact(start, after, Colour::Black, scratch);
    c.outcome.end = oracle::GameEnd::Repetition;
    Observation o = oracle::observe(start, after, Colour::Black);
    o.outcome.end = oracle::GameEnd::Repetition;
    const Belief by_compact = oracle::after_opponent_move(Belief{start}, Colour::Black, c);
    EXPECT_EQ(by_compact.count(after), 1u);
    EXPECT_EQ(fens(by_compact), fens(oracle::after_opponent_move(Belief{start}, Colour::Black, o)));
}

TEST(FixedForms, BeliefUpdatesKeepNothingForACompactObservationNoBoardGives) {
    const Position start = oracle::initial_position();
    const Position after = play(start, "g1f3");
    std::vector<Move> scratch;
    const CompactObservation made = oracle::observe_compact(start, after, Colour::Black, scratch);
    ASSERT_EQ(oracle::after_opponent_move(Belief{start}, Colour::Black, made).count(after), 1u);
    // A content on a square not seen (e4 is beyond Black's sight).
    ASSERT_FALSE(made.seen.contains(sq("e4")));
    CompactObservation stray = made;
    stray.contents[static_cast<std::size_t>(sq("e4").rank * 8 + sq("e4").file)] = '.';
    EXPECT_TRUE(oracle::after_opponent_move(Belief{start}, Colour::Black, stray).empty());
    // No content on a square seen.
    CompactObservation missing = made;
    missing.contents[static_cast<std::size_t>(sq("e7").rank * 8 + sq("e7").file)] = '\0';
    EXPECT_TRUE(oracle::after_opponent_move(Belief{start}, Colour::Black, missing).empty());
}

// The FEN reader splits its text without copies; the counts it reports
// and the empty pieces it rejects must not depend on how many pieces
// there are.
TEST(FixedForms, FenSplittingCountsEveryPiece) {
    const auto error = [](const std::string& text) { return oracle::parse_fen(text, false).error; };
    EXPECT_EQ(error("a b c d e f g h i j"), "fields: expected 6 fields separated by single spaces, found 10");
    EXPECT_EQ(error("a b c d e f g h i j "),
              "fields: empty field (leading, trailing or double space, or empty text)");
    EXPECT_EQ(error("8/8/8/8/8/8/8/8/8/8 w - - 0 1"), "placement: expected 8 ranks separated by '/', found 10");
    EXPECT_EQ(error("4k3/8/8/8/8/8/8/4K3/ w - - 0 1"), "placement: expected 8 ranks separated by '/', found 9");
    EXPECT_EQ(error("4k3/8/8/8/8/8/8/4K3 w - e3x 0 1"), "en passant: expected '-' or a square name, found \"e3x\"");
    EXPECT_TRUE(oracle::parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", false).position.has_value());
}

}  // namespace
}  // namespace oracle_test
