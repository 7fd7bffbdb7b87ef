// Belief updates (fow-rules §5), checked on cases small enough to reason
// through by hand from the vision rules.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::Belief;
using oracle::DuplicateOrder;
using oracle::GameEnd;
using oracle::Observation;
using oracle::observe;

bool contains(const Belief& b, const Position& p) { return b.count(p) == 1; }

Belief successors(const Position& p, const std::vector<std::string>& moves) {
    Belief out;
    for (const std::string& m : moves) {
        out.insert(play(p, m));
    }
    return out;
}

bool same_positions(const Belief& a, const Belief& b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (const Position& p : a) {
        if (!contains(b, p)) {
            return false;
        }
    }
    return true;
}

TEST(Belief, DuplicateOrderIgnoresFullmoveAndDoublePush) {
    const DuplicateOrder less;
    const auto same = [&less](const Position& a, const Position& b) {
        return !less(a, b) && !less(b, a);
    };
    const Position p = fen("4k3/8/8/8/4P3/8/8/4K3 b - - 3 10");
    Position q = p;
    q.fullmove_number = 99;
    q.double_push = sq("e3");
    EXPECT_TRUE(same(p, q));

    Position r = p;
    r.halfmove_clock = 4;
    EXPECT_FALSE(same(p, r));
    Position s = p;
    s.side_to_move = Colour::White;
    EXPECT_FALSE(same(p, s));
    Position t = p;
    t.en_passant = sq("e3");
    EXPECT_FALSE(same(p, t));
    Position u = fen("4k3/8/8/8/4P3/8/8/4K3 b - - 3 10");
    u.board[0][0] = 'R';
    EXPECT_FALSE(same(p, u));
    const Position v = fen("r3k3/8/8/8/8/8/8/4K3 b q - 0 1");
    const Position w = fen("r3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_FALSE(same(v, w));
}

TEST(Belief, BlackSeesNothingOfWhitesFirstMove) {
    // After any first move of White, Black (to move) sees exactly ranks 5
    // to 8: its own two ranks, the pawn pushes onto the empty ranks 6 and
    // 5, the knights' a6 c6 f6 h6. No white piece can reach rank 5 or 6,
    // so no pawn diagonal sees anything, and no black pawn stands beside a
    // pushed white pawn. All twenty observations are the same, and Black's
    // belief is all twenty successors, whichever was played.
    const Position start = oracle::initial_position();
    const Belief known = {start};
    const std::vector<Move> firsts = oracle::legal_moves(start);
    ASSERT_EQ(firsts.size(), 20u);
    const Observation reference = observe(start, oracle::make_move(start, firsts[0]), Colour::Black);
    EXPECT_EQ(reference.seen, ranks(5, 8));
    for (const Move& m : firsts) {
        const Position truth = oracle::make_move(start, m);
        const Observation o = observe(start, truth, Colour::Black);
        EXPECT_EQ(o, reference) << oracle::move_to_uci(m);
        const Belief b = oracle::after_opponent_move(known, Colour::Black, o);
        EXPECT_EQ(b.size(), 20u);
        EXPECT_TRUE(contains(b, truth));
    }
}

// White's belief after 1.e4 (a single position) and each black reply.
//
// White to move sees, besides what Black cannot touch: e5 when empty (the
// e4 pawn's push; e7-e5 blocks it and hides e5), d5 and f5 only when a
// black piece stands there (d7-d5, f7-f5), the Bf1 ray ...c4 b5 a6 (b7-b5
// stops it on b5; a7-a6 and Nb8-a6 show a pawn or a knight on a6) and the
// Qd1 ray ...g4 h5 (h7-h5 shows a pawn on h5). So seven replies are
// recognised exactly and the other thirteen look alike.
const std::vector<std::string> kAlike = {"a7a5", "b7b6", "c7c6", "c7c5",
                                         "d7d6", "e7e6", "f7f6", "g7g6",
                                         "g7g5", "h7h6", "b8c6", "g8f6",
                                         "g8h6"};
const std::vector<std::string> kRecognised = {"a7a6", "b7b5", "d7d5", "e7e5",
                                              "f7f5", "h7h5", "b8a6"};

Belief white_after_e4() {
    const Position start = oracle::initial_position();
    const Position e4 = play(start, "e2e4");
    const Belief b = oracle::after_own_move({start}, Colour::White, mv("e2e4"),
                                            observe(start, e4, Colour::White));
    EXPECT_EQ(b.size(), 1u);
    EXPECT_TRUE(contains(b, e4));
    return b;
}

TEST(Belief, WhiteAfterBlacksFirstReply) {
    const Belief known = white_after_e4();
    const Position e4 = *known.begin();
    ASSERT_EQ(kAlike.size() + kRecognised.size(), 20u);
    const Belief alike = successors(e4, kAlike);
    ASSERT_EQ(alike.size(), 13u);

    for (const std::string& reply : kAlike) {
        const Position truth = play(e4, reply);
        const Belief b = oracle::after_opponent_move(
            known, Colour::White, observe(e4, truth, Colour::White));
        EXPECT_TRUE(same_positions(b, alike)) << reply << ": " << b.size();
        EXPECT_TRUE(contains(b, truth)) << reply;
    }
    for (const std::string& reply : kRecognised) {
        const Position truth = play(e4, reply);
        const Belief b = oracle::after_opponent_move(
            known, Colour::White, observe(e4, truth, Colour::White));
        EXPECT_EQ(b.size(), 1u) << reply;
        EXPECT_TRUE(contains(b, truth)) << reply;
    }
}

TEST(Belief, AfterOwnMoveSplitsTheBelief) {
    // From the thirteen look-alikes White plays 2.e5. The pawn on e5 sees
    // e6 unless e7-e6 filled it, and d6 / f6 when a black piece stands
    // there (d7-d6; f7-f6 a pawn, Ng8-f6 a knight). Nothing else White sees
    // differs, so: {e6}, {d6}, {f6}, {Nf6} alone and nine alike.
    const Position e4 = *white_after_e4().begin();
    const Belief alike = successors(e4, kAlike);
    const std::vector<std::string> nine = {"a7a5", "b7b6", "c7c6", "c7c5", "g7g6",
                                           "g7g5", "h7h6", "b8c6", "g8h6"};
    const std::map<std::string, std::size_t> expected_size = {
        {"e7e6", 1}, {"d7d6", 1}, {"f7f6", 1}, {"g8f6", 1}};

    Belief nine_after;
    for (const std::string& reply : nine) {
        nine_after.insert(play(play(e4, reply), "e4e5"));
    }
    ASSERT_EQ(nine_after.size(), 9u);

    for (const std::string& reply : kAlike) {
        const Position before = play(e4, reply);
        const Position truth = play(before, "e4e5");
        const Belief b = oracle::after_own_move(
            alike, Colour::White, mv("e4e5"), observe(before, truth, Colour::White));
        EXPECT_TRUE(contains(b, truth)) << reply;
        const auto it = expected_size.find(reply);
        if (it != expected_size.end()) {
            EXPECT_EQ(b.size(), it->second) << reply;
        } else {
            EXPECT_TRUE(same_positions(b, nine_after)) << reply << ": " << b.size();
        }
    }
}

TEST(Belief, AfterOwnMoveDropsPositionsWhereTheMoveIsIllegal) {
    // e2-e4 is illegal where the e-pawn is blocked; that candidate cannot be
    // the truth.
    const Position open = oracle::initial_position();
    const Position blocked =
        fen("rnbqkb1r/pppppppp/8/8/8/4n3/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const Position truth = play(open, "e2e4");
    const Belief b = oracle::after_own_move({open, blocked}, Colour::White, mv("e2e4"),
                                            observe(open, truth, Colour::White));
    EXPECT_EQ(b.size(), 1u);
    EXPECT_TRUE(contains(b, truth));
}

TEST(Belief, ObservedRepetitionIsComparedAsNotEnded) {
    // The referee reports `repetition` where a board pair says "not ended";
    // a belief update must not drop the truth because of it.
    const Belief known = white_after_e4();
    const Position e4 = *known.begin();
    const Position truth = play(e4, "g8f6");
    Observation o = observe(e4, truth, Colour::White);
    const Belief plain = oracle::after_opponent_move(known, Colour::White, o);
    o.outcome.end = GameEnd::Repetition;
    const Belief with_repetition = oracle::after_opponent_move(known, Colour::White, o);
    EXPECT_TRUE(contains(with_repetition, truth));
    EXPECT_TRUE(same_positions(plain, with_repetition));
    EXPECT_EQ(with_repetition.size(), 13u);
}

TEST(Belief, InconsistentObservationEmptiesTheBelief) {
    // Claiming a captured own piece after 1...Nf6 matches no successor: the
    // empty result is what the caller must report as a soundness violation.
    const Belief known = white_after_e4();
    const Position e4 = *known.begin();
    Observation o = observe(e4, play(e4, "g8f6"), Colour::White);
    o.own_piece_captured = sq("e4");
    EXPECT_TRUE(oracle::after_opponent_move(known, Colour::White, o).empty());
}

TEST(Belief, KingCaptureIsSeenInTheOutcome) {
    // Black (Ke8) knows White has Ke1 and a queen on e2 or on a2. The queen
    // on e2 can take the king; on a2 it cannot reach e8 in one move. After
    // Qxe8 the outcome part tells Black the king is gone: only successors
    // where a queen took e8 remain, i.e. the e2 world after e2e8.
    const Position e2 = fen("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1");
    const Position a2 = fen("4k3/8/8/8/8/8/Q7/4K3 w - - 0 1");
    const Position truth = play(e2, "e2e8");
    const Belief b = oracle::after_opponent_move({e2, a2}, Colour::Black,
                                                 observe(e2, truth, Colour::Black));
    EXPECT_EQ(b.size(), 1u);
    EXPECT_TRUE(contains(b, truth));
}

}  // namespace
}  // namespace oracle_test
