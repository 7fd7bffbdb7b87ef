// Rule clauses (oracle/clauses.hpp): the catalogue, the recording, and for
// every clause one computation that notes it beside a near miss that does
// not. Each position is worked out by hand from ../shared/fow-rules.md and
// docs/rules.md; the comment of each case says why it notes or not.
#include "oracle/clauses.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "helpers.hpp"

namespace oracle_test {
namespace {

using oracle::Belief;
using oracle::Clause;
using oracle::ClauseRecording;
using oracle::ClauseSet;
using oracle::EpSpelling;
using oracle::GameEnd;
using oracle::Observation;

// ---------------------------------------------------------------- catalogue

// "<section 1-5>.<word>[.<word>]...", each word made of runs of [a-z0-9]
// joined by single '-'.
bool well_formed_id(std::string_view id) {
    if (id.size() < 3 || id[0] < '1' || id[0] > '5' || id[1] != '.') {
        return false;
    }
    bool after_separator = true;  // a run must start here
    for (const char c : id.substr(2)) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            after_separator = false;
        } else if ((c == '.' || c == '-') && !after_separator) {
            after_separator = true;
        } else {
            return false;
        }
    }
    return !after_separator;
}

TEST(ClauseCatalogue, HasAtLeastFortyWellFormedUniqueIdsInEnumOrder) {
    const auto catalogue = oracle::clause_catalogue();
    ASSERT_EQ(catalogue.size(), oracle::kClauseCount);
    EXPECT_GE(catalogue.size(), 40u);
    std::set<std::string_view> ids;
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        const oracle::ClauseInfo& info = catalogue[i];
        EXPECT_EQ(static_cast<std::size_t>(info.clause), i);
        EXPECT_TRUE(well_formed_id(info.id)) << info.id;
        EXPECT_TRUE(ids.insert(info.id).second) << "repeated: " << info.id;
        EXPECT_FALSE(info.section.empty()) << info.id;
        EXPECT_FALSE(info.summary.empty()) << info.id;
        EXPECT_FALSE(info.exercised_when.empty()) << info.id;
        // An open question comes with the reading not taken, and only
        // docs/rules.md answers open questions.
        EXPECT_EQ(info.open_question.empty(), info.other_reading.empty()) << info.id;
        if (!info.open_question.empty()) {
            EXPECT_EQ(info.section.substr(0, 14), "docs/rules.md:") << info.id;
        }
        // The ID starts with the number of the rules section it extends.
        const bool docs = info.section.substr(0, 5) == "docs/";
        if (!docs) {
            EXPECT_EQ(info.section, std::string("rules §") + info.id[0]) << info.id;
        }
    }
}

TEST(ClauseCatalogue, WellFormedIdCheckRejectsBadShapes) {
    for (const char* bad : {"", "1", "1.", "6.pawn", "1..pawn", "1.pawn.", "1.Pawn", "1.pawn--push", "1.pawn push",
                            "a.pawn", "1.-pawn", "1.pawn-"}) {
        EXPECT_FALSE(well_formed_id(bad)) << bad;
    }
    EXPECT_TRUE(well_formed_id("2.end.fifty-moves"));
}

TEST(ClauseCatalogue, IdsRoundTrip) {
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) {
        EXPECT_EQ(oracle::clause_id(info.clause), info.id);
        EXPECT_EQ(oracle::clause_from_id(info.id), info.clause) << info.id;
        EXPECT_EQ(&oracle::clause_info(info.clause), &info);
    }
    EXPECT_EQ(oracle::clause_from_id(""), std::nullopt);
    EXPECT_EQ(oracle::clause_from_id("2.end.fifty-moves "), std::nullopt);
    EXPECT_EQ(oracle::clause_from_id("2.END.FIFTY-MOVES"), std::nullopt);
    EXPECT_EQ(oracle::clause_from_id("2.end.fifty-moves"), Clause::EndFiftyMoves);
}

std::string read_doc(const std::string& name) {
    std::ifstream in(std::string(FOGPROOF_SOURCE_DIR) + "/docs/" + name);
    EXPECT_TRUE(in.good()) << "cannot read docs/" << name;
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(ClauseCatalogue, DocsListEveryClauseWithItsCondition) {
    const std::string doc = read_doc("clauses.md");
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) {
        EXPECT_NE(doc.find("| `" + std::string(info.id) + "` |"), std::string::npos) << info.id;
        EXPECT_NE(doc.find(std::string(info.exercised_when)), std::string::npos) << info.id;
    }
}

TEST(ClauseCatalogue, RulesAnswersNameKnownClauses) {
    // docs/rules.md names, beside each answer, the clauses it defines, in
    // paragraphs that start with "Clause"; every clause the catalogue
    // places in docs/rules.md is named there.
    const std::string rules = read_doc("rules.md");
    std::set<std::string> named;
    std::size_t start = 0;
    while ((start = rules.find("\nClause", start)) != std::string::npos) {
        const std::size_t end = std::min(rules.find("\n\n", start + 1), rules.size());
        const std::string paragraph = rules.substr(start, end - start);
        for (std::size_t open = paragraph.find('`'); open != std::string::npos;
             open = paragraph.find('`', paragraph.find('`', open + 1) + 1)) {
            const std::size_t close = paragraph.find('`', open + 1);
            ASSERT_NE(close, std::string::npos) << paragraph;
            const std::string id = paragraph.substr(open + 1, close - open - 1);
            EXPECT_TRUE(oracle::clause_from_id(id).has_value()) << "docs/rules.md names an unknown clause " << id;
            named.insert(id);
        }
        start = end;
    }
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) {
        if (info.section.substr(0, 14) == "docs/rules.md:") {
            EXPECT_EQ(named.count(std::string(info.id)), 1u) << info.id << " is not named in docs/rules.md";
        }
    }
}

// ---------------------------------------------------------------- ClauseSet

TEST(ClauseSet, InsertContainsCountMergeIterateCompare) {
    ClauseSet a;
    EXPECT_TRUE(a.empty());
    EXPECT_EQ(a.begin(), a.end());
    a.insert(Clause::DuplicatesDoublePush);  // the last clause
    a.insert(Clause::PawnPush);              // the first
    a.insert(Clause::PawnPush);
    EXPECT_EQ(a.count(), 2u);
    EXPECT_TRUE(a.contains(Clause::PawnPush));
    EXPECT_FALSE(a.contains(Clause::EndOrder));

    ClauseSet b;
    b.insert(Clause::EndOrder);
    b.insert(Clause::PawnPush);
    EXPECT_FALSE(a == b);
    a |= b;
    EXPECT_EQ(a.count(), 3u);
    const std::vector<Clause> in_order(a.begin(), a.end());
    EXPECT_EQ(in_order, (std::vector<Clause>{Clause::PawnPush, Clause::EndOrder, Clause::DuplicatesDoublePush}));

    ClauseSet c;
    for (const Clause x : in_order) {
        c.insert(x);
    }
    EXPECT_TRUE(a == c);
}

TEST(ClauseSet, HoldsEveryClause) {
    ClauseSet all;
    for (const oracle::ClauseInfo& info : oracle::clause_catalogue()) {
        all.insert(info.clause);
    }
    EXPECT_EQ(all.count(), oracle::kClauseCount);
    std::size_t i = 0;
    for (const Clause c : all) {
        EXPECT_EQ(static_cast<std::size_t>(c), i++);
    }
    EXPECT_EQ(i, oracle::kClauseCount);
}

// ---------------------------------------------------------------- recording

TEST(ClauseRecording, TakeReadsAndResets) {
    ClauseRecording rec;
    oracle::note_clause(Clause::EndOrder);
    EXPECT_TRUE(rec.clauses().contains(Clause::EndOrder));
    EXPECT_FALSE(oracle::clause_still_wanted(Clause::EndOrder));
    EXPECT_TRUE(oracle::clause_still_wanted(Clause::PawnPush));
    const ClauseSet taken = rec.take();
    EXPECT_EQ(taken.count(), 1u);
    EXPECT_TRUE(rec.clauses().empty());
    EXPECT_TRUE(oracle::clause_still_wanted(Clause::EndOrder));
}

TEST(ClauseRecording, NestedRecordingsHandTheirNotesOn) {
    ClauseRecording outer;
    oracle::note_clause(Clause::PawnPush);
    {
        ClauseRecording inner;
        oracle::note_clause(Clause::EndOrder);
        EXPECT_EQ(inner.clauses().count(), 1u);
        EXPECT_TRUE(inner.clauses().contains(Clause::EndOrder));
        EXPECT_FALSE(outer.clauses().contains(Clause::EndOrder));
        // Taken notes are handed on too: the outer recording lived through
        // them.
        EXPECT_EQ(inner.take().count(), 1u);
        oracle::note_clause(Clause::KingCapture);
    }
    EXPECT_EQ(outer.clauses().count(), 3u);
    EXPECT_TRUE(outer.clauses().contains(Clause::EndOrder));
    EXPECT_TRUE(outer.clauses().contains(Clause::KingCapture));
    oracle::note_clause(Clause::VisionKnight);
    EXPECT_TRUE(outer.clauses().contains(Clause::VisionKnight));
}

TEST(ClauseRecording, NothingIsNotedWithoutARecording) {
    // Computations that note many clauses while recorded, unrecorded; a
    // recording made afterwards starts empty and the answers are the same.
    const Position start = oracle::initial_position();
    const std::vector<Move> unrecorded = oracle::legal_moves(start);
    oracle::note_clause(Clause::PawnPush);
    EXPECT_FALSE(oracle::clause_still_wanted(Clause::PawnPush));
    ClauseRecording rec;
    EXPECT_TRUE(rec.clauses().empty());
    EXPECT_EQ(oracle::legal_moves(start), unrecorded);
    EXPECT_TRUE(rec.clauses().contains(Clause::PawnDoublePush));
}

TEST(ClauseRecording, RecordingDoesNotChangeAnswers) {
    // A short game from the start, each answer computed with and without a
    // recording.
    Position p = oracle::initial_position();
    Belief belief = {p};
    for (const char* uci : {"e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "g1f3", "c8g4", "f1e2"}) {
        const Position next = play(p, uci);
        const Colour mover = p.side_to_move;
        const Observation plain = oracle::observe(p, next, opponent(mover));
        const Belief plain_belief = oracle::after_opponent_move(belief, opponent(mover), plain);
        const std::set<Square> plain_vision = oracle::vision(next, mover);
        const std::string plain_fen = oracle::write_fen(next, EpSpelling::Legal);
        ClauseRecording rec;
        EXPECT_EQ(oracle::observe(p, next, opponent(mover)), plain);
        EXPECT_EQ(oracle::after_opponent_move(belief, opponent(mover), plain).size(), plain_belief.size());
        EXPECT_EQ(oracle::vision(next, mover), plain_vision);
        EXPECT_EQ(oracle::write_fen(next, EpSpelling::Legal), plain_fen);
        EXPECT_FALSE(rec.take().empty()) << uci;
        belief = {next};
        p = next;
    }
}

// ---------------------------------------------------------------- every clause

// A computation run inside a recording. Its inputs are made beforehand,
// outside any recording, so that only the computation itself notes.
using Run = std::function<void()>;

Run moves_of(const std::string& text) {
    const Position p = fen(text);
    return [p] { oracle::legal_moves(p); };
}

Run made(const std::string& text, const std::string& uci) {
    const Position p = fen(text);
    const Move m = mv(uci);
    EXPECT_TRUE(has_move(p, uci)) << uci << " in " << text;
    return [p, m] { oracle::make_move(p, m); };
}

Run vision_of(const std::string& text, Colour viewer, bool missing_kings = false) {
    const Position p = fen(text, missing_kings);
    return [p, viewer] { oracle::vision(p, viewer); };
}

Run observed(const std::string& text, const std::string& uci, Colour viewer) {
    const Position before = fen(text);
    const Position after = play(before, uci);
    return [before, after, viewer] { oracle::observe(before, after, viewer); };
}

Run outcome_of(const std::string& text, const std::string& uci, bool missing_kings = false) {
    const Position before = fen(text, missing_kings);
    const Position after = play(before, uci);
    return [before, after] { oracle::board_outcome(before, after); };
}

Run parsed(const std::string& text, bool missing_kings = false) {
    return [text, missing_kings] { oracle::parse_fen(text, missing_kings); };
}

Run written(const std::string& text, EpSpelling spelling, bool missing_kings = false) {
    const Position p = fen(text, missing_kings);
    return [p, spelling] { oracle::write_fen(p, spelling); };
}

// The game start, then the knights out and back twice: the start position
// occurs at plies 0, 4 and 8, the position after 1.Nf3 at plies 1, 5, 9.
std::vector<Position> knight_dance() {
    std::vector<Position> history = {oracle::initial_position()};
    for (int round = 0; round < 2; ++round) {
        for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
            history.push_back(play(history.back(), uci));
        }
    }
    history.push_back(play(history.back(), "g1f3"));
    return history;
}

// game_outcome for the move into history[ply], history[0..ply] known.
Run repetition_at(const std::vector<Position>& history, std::size_t ply) {
    const std::vector<Position> known(history.begin(), history.begin() + static_cast<long>(ply) + 1);
    return [known] { oracle::game_outcome(known[known.size() - 2], known.back(), known); };
}

Run game_outcome_of(const std::vector<std::string>& history_fens) {
    std::vector<Position> history;
    for (const std::string& text : history_fens) {
        history.push_back(fen(text));
    }
    return [history] { oracle::game_outcome(history.back(), history.back(), history); };
}

// after_own_move over P with the observation of the true board `truth`.
Run own_move(const std::vector<std::string>& p_fens, const std::string& truth, const std::string& uci) {
    Belief p;
    for (const std::string& text : p_fens) {
        p.insert(fen(text));
    }
    const Position before = fen(truth);
    const Colour viewer = before.side_to_move;
    const Observation o = oracle::observe(before, play(before, uci), viewer);
    const Move m = mv(uci);
    return [p, viewer, m, o] { oracle::after_own_move(p, viewer, m, o); };
}

Run unobserved_own_move(const std::vector<std::string>& p_fens, const std::string& uci) {
    Belief p;
    for (const std::string& text : p_fens) {
        p.insert(fen(text));
    }
    const Move m = mv(uci);
    return [p, m] { oracle::after_own_move_unobserved(p, m); };
}

// after_opponent_move over P with the observation of the true board
// `truth` after `uci`, optionally with its outcome replaced.
Run opponent_move(const std::vector<std::string>& p_fens, const std::string& truth, const std::string& uci,
                  std::optional<GameEnd> reported_end = std::nullopt) {
    Belief p;
    for (const std::string& text : p_fens) {
        p.insert(fen(text));
    }
    const Position before = fen(truth);
    const Colour viewer = opponent(before.side_to_move);
    Observation o = oracle::observe(before, play(before, uci), viewer);
    if (reported_end.has_value()) {
        o.outcome.end = *reported_end;
    }
    return [p, viewer, o] { oracle::after_opponent_move(p, viewer, o); };
}

struct ClauseCase {
    Clause clause;
    Run notes;
    Run near_miss;
};

const char* const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const kAfterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
// White pawn e2 alone with the kings; the same pawn blocked in various ways.
const char* const kPawn = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
const char* const kPawnBlocked = "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1";
const char* const kPawnBlockedFar = "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1";
const char* const kPawnTakesD3 = "4k3/8/8/8/8/3n4/4P3/4K3 w - - 0 1";
// Black has just played d7-d5 beside White's e5 pawn.
const char* const kEp = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const char* const kNoEp = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1";
// fow-rules §6: f4xg3 is legal in fog chess with Black's king attacked.
const char* const kWorked = "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g3 0 29";
// White pushed e2-e4 with no black pawn beside: no canonical square.
const char* const kPushNoCapturer = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1";
const char* const kPromote = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
const char* const kCastleK = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
const char* const kNoCastleK = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
const char* const kRookTakesE8 = "4k3/8/8/8/8/8/8/4RK2 w - - 0 1";
const char* const kClockOut = "4k3/8/8/8/8/8/8/4K2R w - - 100 80";
// Black has lost its king and its only pawn, on a4, is blocked by a3.
const char* const kKinglessStuck = "8/8/8/8/p7/P7/8/K7 b - - 0 1";

std::vector<ClauseCase> all_cases() {
    const Colour W = Colour::White;
    const Colour B = Colour::Black;
    const std::vector<Position> dance = knight_dance();
    return {
        // ---------------------------------------------------------------- §1
        // A free pawn pushes; a blocked one has no push at all.
        {Clause::PawnPush, moves_of(kPawn), moves_of(kPawnBlocked)},
        // An enemy knight blocks; an own knight blocks too but is no capture
        // anyone would read into the rules.
        {Clause::PawnPushBlockedByEnemy, moves_of(kPawnBlocked), moves_of("4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1")},
        // From e2 the pawn may go two; from e3 it may not.
        {Clause::PawnDoublePush, moves_of(kPawn), moves_of("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1")},
        // e3 occupied, e4 empty; near miss: both occupied (nothing to misread).
        {Clause::PawnDoublePushBlockedMiddle, moves_of(kPawnBlocked), moves_of("4k3/8/8/8/4n3/4n3/4P3/4K3 w - - 0 1")},
        {Clause::PawnDoublePushBlockedFar, moves_of(kPawnBlockedFar), moves_of(kPawn)},
        // e2xd3 onto a black knight; a white knight on d3 is not captured.
        {Clause::PawnCapture, moves_of(kPawnTakesD3), moves_of("4k3/8/8/8/8/3N4/4P3/4K3 w - - 0 1")},
        // The move list holds four promotions; a vision only needs a8.
        {Clause::PromotionChoices, moves_of(kPromote), vision_of(kPromote, W)},
        {Clause::PromotionKnight, made(kPromote, "a7a8n"), made(kPromote, "a7a8q")},
        {Clause::PromotionBishop, made(kPromote, "a7a8b"), made(kPromote, "a7a8q")},
        {Clause::PromotionRook, made(kPromote, "a7a8r"), made(kPromote, "a7a8q")},
        {Clause::PromotionQueen, made(kPromote, "a7a8q"), made(kPromote, "a7a8n")},
        {Clause::PromotionCapture, made("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"),
         made("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q")},
        // e5xd6 right after d7-d5; without the square, no capture.
        {Clause::EnPassantAvailable, moves_of(kEp), moves_of(kNoEp)},
        {Clause::EnPassantCapture, made(kEp, "e5d6"), made(kEp, "e5e6")},
        // The worked example: Black's king stays attacked after f4xg3.
        // Near miss: after e5xd6 White's king on e1 is not attacked.
        {Clause::EnPassantCapturerKingAttacked, moves_of(kWorked), moves_of(kEp)},
        // Any other move than the capture lets the right lapse.
        {Clause::EnPassantExpires, made(kEp, "e1d1"), made(kEp, "e5d6")},
        // The rook on e2 is pinned by the rook on e7; without it nothing
        // White does leaves its king attacked.
        {Clause::OwnKingAttacked, moves_of("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1"),
         moves_of("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1")},
        {Clause::KingCapture, moves_of(kRookTakesE8), moves_of("4k3/8/8/8/8/8/8/3R1K2 w - - 0 1")},
        {Clause::CastleKingSide, moves_of(kCastleK), moves_of(kNoCastleK)},
        {Clause::CastleQueenSide, moves_of("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"),
         moves_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")},
        // A black rook on the e-, f- or g-file; on the h-file it attacks
        // only the rook, which standard chess allows too.
        {Clause::CastleOutOfAttack, moves_of("4k3/4r3/8/8/8/8/8/4K2R w K - 0 1"), moves_of(kCastleK)},
        {Clause::CastleThroughAttack, moves_of("4k3/5r2/8/8/8/8/8/4K2R w K - 0 1"),
         moves_of("4k3/7r/8/8/8/8/8/4K2R w K - 0 1")},
        {Clause::CastleIntoAttack, moves_of("4k3/6r1/8/8/8/8/8/4K2R w K - 0 1"),
         moves_of("4k3/7r/8/8/8/8/8/4K2R w K - 0 1")},
        {Clause::CastleBlocked, moves_of("4k3/8/8/8/8/8/8/4KN1R w K - 0 1"), moves_of(kCastleK)},
        // A knight on b1 blocks only the rook; on d1 it blocks the king
        // (blocked, but no b-file question).
        {Clause::CastleBlockedBFile, moves_of("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"),
         moves_of("4k3/8/8/8/8/8/8/R2NK3 w Q - 0 1")},
        {Clause::CastleNoRight, moves_of(kNoCastleK), moves_of(kCastleK)},
        {Clause::RightLostKingMove, made(kCastleK, "e1f2"), made(kNoCastleK, "e1f2")},
        {Clause::RightLostRookMove, made(kCastleK, "h1h2"), made(kNoCastleK, "h1h2")},
        {Clause::RightLostRookCaptured, made("4k2r/8/8/8/8/8/8/4K2R b K - 0 1", "h8h1"),
         made("4k2r/8/8/8/8/8/8/4K2R b - - 0 1", "h8h1")},
        {Clause::RightLostKingCaptured, made("4k3/8/8/8/8/8/4r3/4K2R b K - 0 1", "e2e1"),
         made("4k3/8/8/8/8/8/4r3/4K2R b - - 0 1", "e2e1")},
        // e2-e3 resets by being a pawn move; e2xd3 would reset both ways.
        {Clause::HalfmoveResetPawn, made(kPawnTakesD3, "e2e3"), made(kPawnTakesD3, "e2d3")},
        {Clause::HalfmoveResetCapture, made("4k3/8/8/8/8/3n4/8/3RK3 w - - 0 1", "d1d3"), made(kPawnTakesD3, "e2d3")},
        {Clause::HalfmoveIncrement, made(kStart, "g1f3"), made(kStart, "e2e4")},
        {Clause::FullmoveIncrement, made(kAfterE4, "e7e5"), made(kStart, "e2e4")},
        // Black's king could move if it were Black's turn; near miss: Black
        // has nothing on the board (kings may be missing where allowed), so
        // no reading of the turn adds a move.
        {Clause::MoveSideToMove, moves_of(kPawn),
         [p = fen("8/8/8/8/8/8/4P3/4K3 w - - 0 1", true)] { oracle::legal_moves(p); }},
        // The move list holds a7a8 with its four pieces; a vision only
        // needs a8.
        {Clause::PromotionPieceRequired, moves_of(kPromote), vision_of(kPromote, W)},
        // e2e3 and e2e4 promote nothing; near miss: kings only, no pawn move.
        {Clause::PromotionOnlyLastRank, moves_of(kPawn), moves_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1")},
        // ---------------------------------------------------------------- §2
        {Clause::EndKingCaptured, outcome_of(kRookTakesE8, "e1e8"), outcome_of(kRookTakesE8, "e1e7")},
        // Black (no king) has only a pawn on a4: White's a2-a3 blocks it.
        {Clause::EndNoMoves, outcome_of("8/8/8/8/p7/8/P7/K7 w - - 0 1", "a2a3", true),
         outcome_of("8/8/8/8/p7/8/P7/K7 w - - 0 1", "a1b1", true)},
        {Clause::EndFiftyMoves, outcome_of("4k3/8/8/8/8/8/8/4K2R w - - 99 60", "h1h2"),
         outcome_of("4k3/8/8/8/8/8/8/4K2R w - - 98 60", "h1h2")},
        // The start position for the third time at ply 8; twice at ply 4.
        {Clause::EndRepetition, repetition_at(dance, 8), repetition_at(dance, 4)},
        // Black's pawn is stuck and White's king move makes the clock 100:
        // no-moves and fifty-moves at once. Near miss: only no-moves.
        {Clause::EndOrder, outcome_of("8/8/8/8/p7/P7/8/K7 w - - 99 60", "a1b1", true),
         outcome_of("8/8/8/8/p7/P7/8/K7 w - - 50 60", "a1b1", true)},
        // Ply 8: the start position's third occurrence. Ply 9: the third
        // occurrence of the position after 1.Nf3, the start not among them.
        {Clause::RepetitionCountsStart, repetition_at(dance, 8), repetition_at(dance, 9)},
        // Only the first board remembers White's e2-e4 (no capturer): by the
        // canonical square all three are the same, by the full square two.
        {Clause::RepetitionCanonicalEnPassant,
         game_outcome_of({kPushNoCapturer, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"}),
         game_outcome_of({"4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1",
                          "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"})},
        // A clock of 100 has ended the game, yet the king and rook keep
        // their moves. Near miss: at 99 the game goes on.
        {Clause::BoardRulesAfterEnd, moves_of(kClockOut), moves_of("4k3/8/8/8/8/8/8/4K2R w - - 99 80")},
        // ---------------------------------------------------------------- §3
        {Clause::VisionOwnPieces, vision_of(kPawn, W), vision_of("4k3/8/8/8/8/8/8/8 w - - 0 1", W, true)},
        {Clause::VisionAsIfToMove, vision_of(kStart, B), vision_of(kStart, W)},
        // The knight on e3 blocks e2; a rook on a3 sees it anyway.
        {Clause::VisionBlockedPawn, vision_of(kPawnBlocked, W), vision_of("4k3/8/8/8/8/R3n3/4P3/4K3 w - - 0 1", W)},
        {Clause::VisionBlockedPawnDouble, vision_of(kPawnBlockedFar, W),
         vision_of("4k3/8/8/8/R3n3/8/4P3/4K3 w - - 0 1", W)},
        // e4 is seen by e2-e4 alone; with a rook on a4, twice.
        {Clause::VisionDoublePushSquare, vision_of(kPawn, W), vision_of("4k3/8/8/8/R7/8/4P3/4K3 w - - 0 1", W)},
        {Clause::VisionPawnDiagonalEnemy, vision_of(kPawnTakesD3, W),
         vision_of("4k3/8/8/8/8/R2n4/4P3/4K3 w - - 0 1", W)},
        // d3 and f3 are empty and unseen; near miss: a2's only diagonal,
        // b3, is on the b1 rook's file.
        {Clause::VisionPawnDiagonalEmpty, vision_of(kPawn, W), vision_of("4k3/8/8/8/8/8/P7/1R2K3 w - - 0 1", W)},
        // d6 and d5 are seen by e5xd6 alone; a rook on a6 (a5) sees them too.
        {Clause::VisionEnPassantLanding, vision_of(kEp, W), vision_of("4k3/8/R7/3pP3/8/8/8/4K3 w - d6 0 1", W)},
        {Clause::VisionEnPassantVictim, vision_of(kEp, W), vision_of("4k3/8/8/R2pP3/8/8/8/4K3 w - d6 0 1", W)},
        // Black may take e4 en passant; White's d2 pawn has e3 as a
        // diagonal but no right to it. Near miss: the same board with no
        // en passant square (then e3 is only an empty diagonal).
        {Clause::VisionEnPassantSideNotToMove, vision_of("4k3/8/8/8/3pP3/8/3P4/4K3 b - e3 0 1", W),
         vision_of("4k3/8/8/8/3pP3/8/3P4/4K3 b - - 0 1", W)},
        // Ra1 takes the knight on e1 alone; with the king on f1, e1 is
        // seen twice.
        {Clause::VisionSliderSeesBlocker, vision_of("4k3/8/8/8/8/8/8/R3n1K1 w - - 0 1", W),
         vision_of("4k3/8/8/8/8/8/8/R3nK2 w - - 0 1", W)},
        // The knight on c1 stops the rook's ray: d1 stays dark. Near miss:
        // the ray stops at the king on g1, which sees h1 itself.
        {Clause::VisionSliderStops, vision_of("4k3/8/8/8/8/8/8/R1n3K1 w - - 0 1", W),
         vision_of("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", W)},
        // Nb1 alone sees a3; a knight on a1 hemmed in by its own pawns has
        // no move.
        {Clause::VisionKnight, vision_of("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", W),
         vision_of("4k3/8/8/8/8/1P6/2P5/N3K3 w - - 0 1", W)},
        // The rook on a1 attacks d1 and f1, which only the king sees.
        {Clause::VisionKingAttackedSquare, vision_of("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", W),
         vision_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1", W)},
        {Clause::VisionKingless, vision_of("4k3/8/8/8/8/8/4P3/8 w - - 0 1", W, true), vision_of(kPawn, W)},
        // After 1.e4 White's own view changed; Black's view of the start
        // (ranks 5 to 8) is the same after it.
        {Clause::ObservationAfterOwnMove, observed(kStart, "e2e4", W), observed(kStart, "e2e4", B)},
        {Clause::ObservationAfterOpponentMove, observed(kAfterE4, "e7e5", W), observed(kStart, "e2e4", B)},
        {Clause::ObservationOwnPieceCaptured, observed(kPawnTakesD3, "e2d3", B), observed(kPawnTakesD3, "e2e3", B)},
        {Clause::ObservationOwnPieceCapturedEnPassant, observed(kEp, "e5d6", B), observed(kPawnTakesD3, "e2d3", B)},
        {Clause::ObservationGameEnded, observed(kRookTakesE8, "e1e8", B), observed(kRookTakesE8, "e1e7", B)},
        // ---------------------------------------------------------------- §4
        {Clause::EnPassantCanonicalKept, parsed(kEp), parsed(kNoEp)},
        {Clause::EnPassantNoCapturer, parsed(kPushNoCapturer), parsed(kEp)},
        {Clause::EnPassantLegalWouldDrop, parsed(kWorked), parsed(kEp)},
        // White to move has no king: the legal spelling keeps d6.
        {Clause::EnPassantLegalKinglessCapturer, written("4k3/8/8/3pP3/8/8/8/8 w - d6 0 1", EpSpelling::Legal, true),
         written("4k3/8/8/3pP3/8/8/8/8 w - d6 0 1", EpSpelling::Xfen, true)},
        {Clause::FenRejectEnPassantWrongRank, parsed("4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1"), parsed(kEp)},
        {Clause::FenRejectEnPassantNoPushedPawn, parsed("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1"), parsed(kEp)},
        {Clause::FenRejectEnPassantSquareOccupied, parsed("4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1"), parsed(kEp)},
        {Clause::FenRejectEnPassantStartOccupied, parsed("4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1"), parsed(kEp)},
        {Clause::FenCastlingNeedsPieces, parsed("4k3/8/8/8/8/8/8/4K3 w K - 0 1"), parsed(kCastleK)},
        {Clause::FenHalfmoveLimit, parsed("4k3/8/8/8/8/8/8/4K3 w - - 100 80"),
         parsed("4k3/8/8/8/8/8/8/4K3 w - - 99 80")},
        // ---------------------------------------------------------------- §5
        // White's 2.e5 tells d6 (Black's pawn) from the other world; near
        // miss: a single world, which its own observation keeps.
        {Clause::OwnMoveFilter,
         own_move({"rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                   "rnbqkbnr/1ppppppp/p7/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"},
                  "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4e5"),
         own_move({kStart}, kStart, "e2e4")},
        // A board where e2-e4 is blocked has no result to keep.
        {Clause::OwnMoveUnobserved, unobserved_own_move({kStart}, "e2e4"),
         unobserved_own_move({"rnbqkb1r/pppppppp/8/8/8/4n3/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, "e2e4")},
        // Black cannot tell White's twenty first moves apart; near miss:
        // White's queen took the king, which only one move of one board
        // does.
        {Clause::OpponentMoveExpansion, opponent_move({kStart}, kStart, "e2e4"),
         opponent_move({"4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", "4k3/8/8/8/8/8/Q7/4K3 w - - 0 1"},
                       "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", "e2e8")},
        // White's e4 pawn sees a black pawn on d5 but not on d7: the world
        // with d5 differs only in what White sees. Near miss: a pawn on e5
        // also changes the content of e5, which White saw empty.
        {Clause::FilterVision,
         own_move({"4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"},
                  "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", "e1f2"),
         own_move({"4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1"},
                  "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", "e1f2")},
        // The rook's file ends at a8 whether a8 is empty or holds a knight:
        // same squares, other contents. Near miss: a knight on a5 also
        // hides a6 to a8.
        {Clause::FilterContents,
         own_move({"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "n3k3/8/8/8/8/8/8/R3K3 w - - 0 1"},
                  "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1f2"),
         own_move({"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "4k3/8/8/n7/8/8/8/R3K3 w - - 0 1"},
                  "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1f2")},
        // Black's Ra8-a2 took White's a2 pawn; in the other world (no a2
        // pawn) the same board follows without a capture. Near miss: only
        // the true world, where every other move keeps the a2 pawn in view.
        {Clause::FilterCaptured,
         opponent_move({"r3k3/8/8/8/8/8/P7/4K3 b - - 0 1", "r3k3/8/8/8/8/8/8/4K3 b - - 0 1"},
                       "r3k3/8/8/8/8/8/P7/4K3 b - - 0 1", "a8a2"),
         opponent_move({"r3k3/8/8/8/8/8/P7/4K3 b - - 0 1"}, "r3k3/8/8/8/8/8/P7/4K3 b - - 0 1", "a8a2")},
        // Two worlds differing in the clock: at 99 every king move ends the
        // game by fifty moves. Near miss: at 50 it does not.
        {Clause::FilterOutcome,
         opponent_move({"4k3/8/8/8/8/8/8/4K3 b - - 0 40", "4k3/8/8/8/8/8/8/4K3 b - - 99 40"},
                       "4k3/8/8/8/8/8/8/4K3 b - - 0 40", "e8d8"),
         opponent_move({"4k3/8/8/8/8/8/8/4K3 b - - 0 40", "4k3/8/8/8/8/8/8/4K3 b - - 50 40"},
                       "4k3/8/8/8/8/8/8/4K3 b - - 0 40", "e8d8")},
        {Clause::FilterRepetitionNotEnded, opponent_move({kAfterE4}, kAfterE4, "g8f6", GameEnd::Repetition),
         opponent_move({kAfterE4}, kAfterE4, "g8f6")},
        // A pawn move resets both clocks: one board. A king move keeps
        // them apart.
        {Clause::DuplicatesMerged, unobserved_own_move({kPawn, "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1"}, "e2e3"),
         unobserved_own_move({kPawn, "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1"}, "e1d1")},
        {Clause::DuplicatesHalfmove, unobserved_own_move({kPawn, "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1"}, "e1d1"),
         unobserved_own_move({kPawn, "4k3/8/8/8/8/8/4P3/4K3 w - - 7 1"}, "e2e3")},
        // e2-e4 (remembering e3) and e3-e4 (remembering nothing) give the
        // same position. Near miss: e2-e4 from two clocks, both remembering
        // e3.
        {Clause::DuplicatesDoublePush, opponent_move({kPawn, "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"}, kPawn, "e2e4"),
         opponent_move({kPawn, "4k3/8/8/8/8/8/4P3/4K3 w - - 5 1"}, kPawn, "e2e4")},
    };
}

const std::map<Clause, ClauseCase>& cases_by_clause() {
    static const std::map<Clause, ClauseCase> cases = [] {
        std::map<Clause, ClauseCase> out;
        for (ClauseCase& c : all_cases()) {
            EXPECT_TRUE(out.emplace(c.clause, c).second) << "two cases for " << oracle::clause_id(c.clause);
        }
        return out;
    }();
    return cases;
}

class EveryClause : public testing::TestWithParam<std::size_t> {};

TEST_P(EveryClause, IsNotedByItsCaseAndNotByTheNearMiss) {
    const Clause clause = static_cast<Clause>(GetParam());
    const auto found = cases_by_clause().find(clause);
    ASSERT_NE(found, cases_by_clause().end()) << "no case for " << oracle::clause_id(clause);
    {
        ClauseRecording rec;
        found->second.notes();
        EXPECT_TRUE(rec.clauses().contains(clause)) << oracle::clause_id(clause) << " not noted";
    }
    {
        ClauseRecording rec;
        found->second.near_miss();
        EXPECT_FALSE(rec.clauses().contains(clause)) << oracle::clause_id(clause) << " noted by the near miss";
    }
}

std::string test_name(const testing::TestParamInfo<std::size_t>& info) {
    std::string name(oracle::clause_id(static_cast<Clause>(info.param)));
    std::replace_if(
        name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Clauses, EveryClause, testing::Range<std::size_t>(0, oracle::kClauseCount), test_name);

// ---------------------------------------------------------------- after the end

// Named computations (inside a TEST body, Run would name the test's own).
using NamedRuns = std::map<std::string, Run>;

bool notes_board_rules_after_end(const Run& run) {
    ClauseRecording rec;
    run();
    return rec.clauses().contains(Clause::BoardRulesAfterEnd);
}

// Every way of computing moves or a vision on a board whose game is over
// notes the clause when the final board still has moves or shows more than
// the viewer's own pieces.
TEST(BoardRulesAfterEnd, NotedByMovesVisionsAndObservationsOfAFinalBoard) {
    const Position clock_out = fen(kClockOut);
    const Position kingless = fen("4k3/8/8/8/8/8/4P3/8 w - - 0 1", true);  // White's king is gone
    const Position before_capture = fen(kRookTakesE8);
    const Position king_captured = play(before_capture, "e1e8");
    const NamedRuns noting = {
        {"legal_moves, no king", [kingless] { oracle::legal_moves(kingless); }},
        {"legal_moves_into, clock 100",
         [clock_out] {
             std::vector<Move> out;
             oracle::legal_moves_into(clock_out, out);
         }},
        {"perft, clock 100", [clock_out] { oracle::perft(clock_out, 1); }},
        {"vision of the side to move, no king", [kingless] { oracle::vision(kingless, Colour::White); }},
        {"vision_flags of the side not to move, clock 100",
         [clock_out] {
             std::vector<Move> scratch;
             oracle::vision_flags(clock_out, Colour::Black, scratch);
         }},
        {"observation of the capturer after the king capture",
         [before_capture, king_captured] { oracle::observe(before_capture, king_captured, Colour::White); }},
    };
    for (const auto& [what, run] : noting) {
        EXPECT_TRUE(notes_board_rules_after_end(run)) << what;
    }
}

// Where the other reading gives the same answer (no moves, only the
// viewer's own pieces seen), or the game goes on, nothing is noted.
TEST(BoardRulesAfterEnd, NotNotedWhereTheOtherReadingAgrees) {
    const Position stuck = fen(kKinglessStuck, true);
    const Position start = oracle::initial_position();
    ASSERT_TRUE(oracle::legal_moves(stuck).empty());
    ASSERT_EQ(oracle::vision(stuck, Colour::Black), squares({"a4"}));
    const NamedRuns quiet = {
        {"legal_moves, no king, none to make", [stuck] { oracle::legal_moves(stuck); }},
        {"vision of own pieces only, no king", [stuck] { oracle::vision(stuck, Colour::Black); }},
        {"legal_moves, game on", [start] { oracle::legal_moves(start); }},
        {"vision, game on", [start] { oracle::vision(start, Colour::Black); }},
    };
    for (const auto& [what, run] : quiet) {
        EXPECT_FALSE(notes_board_rules_after_end(run)) << what;
    }
}

}  // namespace
}  // namespace oracle_test
