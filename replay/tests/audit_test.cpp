// fogproof audit (replay/audit.hpp): a log fogproof computes itself agrees,
// in any en passant spelling; each planted fault is caught at the ply it
// was planted, with its own finding; bad rows are input errors naming their
// line. The logs are written here from fogproof's own replay, so no result
// is written down by hand.
#include "replay/audit.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>

#include "engine/fen.hpp"
#include "replay/audit_report.hpp"
#include "replay/replay.hpp"
#include "replay/row_json.hpp"

namespace {

using fog::replay::AuditResult;
using fog::replay::FindingKind;
using fog::replay::IdentifiedGame;
using nlohmann::json;

IdentifiedGame uci_game(const std::string& name, const std::string& text) {
    auto read = fog::records::parse_records(text, fog::records::Format::Uci, name + ".uci");
    EXPECT_TRUE(read.errors.empty()) << read.errors.front().to_string();
    return {name, read.games.at(0)};
}

// A real game's opening, where P stays small enough to log whole.
IdentifiedGame opening() {
    return uci_game("opening", "startpos moves e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 c7c6 g1f3 c8f5");
}

// Rules §6: Black to move after g2g4 beside f4, the king attacked; the
// `legal` spelling drops g3.
IdentifiedGame worked_example() {
    return uci_game("worked", "fen 5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29 moves g2g4");
}

// The log an engine computing P exactly would write: fogproof's own rows,
// with every board of P in the given spelling.
std::vector<json> right_log(const IdentifiedGame& game, fog::EpSpelling spelling = fog::EpSpelling::Xfen) {
    fog::replay::ReplayOptions options;
    options.belief.threads = 1;
    std::vector<json> rows;
    std::mutex lock;
    options.after_update = [&](const fog::replay::ReplayRow& row, const fog::Belief* belief, const fog::Position&) {
        json j = fog::replay::replay_row_json(row);
        j["fens"] = json::array();
        for (const fog::Position& p : belief->positions()) j["fens"].push_back(fog::write_fen(p, spelling));
        std::lock_guard g(lock);
        rows.push_back(j);
    };
    fog::replay::replay_game(game.record, game.id, options);
    std::sort(rows.begin(), rows.end(), [](const json& a, const json& b) {
        // As replay writes them: by ply, White's before Black's.
        return std::pair(a["ply"].get<int>(), a["perspective"] == "b") <
               std::pair(b["ply"].get<int>(), b["perspective"] == "b");
    });
    return rows;
}

// The same with sizes only, as most engines log.
std::vector<json> sizes_only_log(const IdentifiedGame& game) {
    std::vector<json> rows = right_log(game);
    for (json& r : rows) r.erase("fens");
    return rows;
}

AuditResult audit(const IdentifiedGame& game, const std::vector<json>& rows, std::size_t cap = 0) {
    fog::replay::BeliefLog log;
    for (std::size_t i = 0; i < rows.size(); ++i)
        fog::replay::read_log_value(rows[i], "log.jsonl:" + std::to_string(i + 1), int(i + 1), log);
    fog::replay::AuditOptions options;
    options.belief.threads = 2;
    options.belief.cap = cap;
    return fog::replay::audit_games({game}, log, options);
}

// The row of a perspective at the first ply from `from` where |P| is at
// least `size`, so that a planted fault has boards to work with.
json& row_with(std::vector<json>& rows, const char* perspective, std::size_t size, int from = 1) {
    for (json& r : rows)
        if (r["perspective"] == perspective && r["ply"].get<int>() >= from && r["p_after"].get<std::size_t>() >= size)
            return r;
    throw std::runtime_error("no row that large");
}

const fog::replay::TrackAudit& track(const AuditResult& result, fog::Colour perspective) {
    for (const auto& t : result.games.at(0).tracks)
        if (t.perspective == perspective) return t;
    throw std::runtime_error("no such track");
}

std::vector<FindingKind> kinds(const fog::replay::Divergence& d) {
    std::vector<FindingKind> out;
    for (const auto& f : d.check.findings) out.push_back(f.kind);
    return out;
}

std::string canonical(const std::string& fen) {
    return fog::belief_fen(fog::parse_fen_or_throw(fen, fog::KingRule::MayBeMissing));
}

// The true board after the row's ply, as the truth_in_p check sees it.
std::string truth_after(const IdentifiedGame& game, int ply) {
    fog::Position p = fog::parse_fen_or_throw(game.record.start_fen, fog::KingRule::Required);
    for (int i = 0; i < ply; ++i) p = fog::make_move(p, game.record.moves[i]);
    return fog::belief_fen(p);
}

TEST(Audit, ItsOwnRowsAgree) {
    const IdentifiedGame game = opening();
    const AuditResult result = audit(game, right_log(game));
    ASSERT_EQ(result.games.size(), 1u);
    EXPECT_FALSE(result.games[0].diverged());
    EXPECT_EQ(fog::replay::audit_exit_code(result), 0) << fog::replay::audit_text(result);
    for (const auto& t : result.games[0].tracks) EXPECT_EQ(t.rows_checked, int(game.record.moves.size()));
    EXPECT_EQ(fog::replay::audit_verdict(result).rfind("OK: ", 0), 0u);
}

TEST(Audit, AnySpellingOfABoardIsThatBoard) {
    for (const IdentifiedGame& game : {opening(), worked_example()}) {
        const AuditResult result = audit(game, right_log(game, fog::EpSpelling::Full));
        EXPECT_EQ(fog::replay::audit_exit_code(result), 0) << fog::replay::audit_text(result);
    }
}

TEST(Audit, RowsOfOneColourReplayOnlyThatColour) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = right_log(game);
    std::erase_if(rows, [](const json& r) { return r["perspective"] == "b"; });
    const AuditResult result = audit(game, rows);
    ASSERT_EQ(result.games.at(0).tracks.size(), 1u);
    EXPECT_EQ(result.games[0].tracks[0].perspective, fog::White);
    EXPECT_EQ(fog::replay::audit_exit_code(result), 0);
}

TEST(Audit, SizeOneTooSmallIsCaughtAtItsPly) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = sizes_only_log(game);
    json& planted = row_with(rows, "b", 2, 3);
    const std::size_t right = planted["p_after"];
    planted["p_after"] = right - 1;
    const AuditResult result = audit(game, rows);
    const auto& t = track(result, fog::Black);
    ASSERT_TRUE(t.first);
    EXPECT_EQ(t.first->ply, planted["ply"].get<int>());
    EXPECT_EQ(kinds(*t.first), std::vector{FindingKind::Size});
    EXPECT_EQ(t.first->check.findings[0].message,
              "|P| is " + std::to_string(right - 1) + " in the log, " + std::to_string(right) + " by the rules");
    EXPECT_EQ(t.divergent_plies, std::vector{planted["ply"].get<int>()});
    EXPECT_FALSE(track(result, fog::White).first);
    EXPECT_EQ(fog::replay::audit_exit_code(result), 1);
}

TEST(Audit, ABoardOfPMissingIsListedAndTheTruthNamedWhenItIsTheOne) {
    const IdentifiedGame game = opening();
    for (const bool drop_truth : {false, true}) {
        std::vector<json> rows = right_log(game);
        json& planted = row_with(rows, "w", 2, 4);
        const std::string truth = truth_after(game, planted["ply"]);
        auto& fens = planted["fens"];
        auto it = std::find_if(fens.begin(), fens.end(),
                               [&](const json& f) { return (canonical(f) == truth) == drop_truth; });
        ASSERT_NE(it, fens.end());
        const std::string dropped = canonical(*it);
        fens.erase(it);
        planted["p_after"] = fens.size();
        const AuditResult result = audit(game, rows);
        const auto& t = track(result, fog::White);
        ASSERT_TRUE(t.first);
        EXPECT_EQ(t.first->ply, planted["ply"].get<int>());
        // The row still says truth_in_p, as the incident's engine did.
        std::vector expected{FindingKind::Size, FindingKind::Missing};
        if (drop_truth) expected.push_back(FindingKind::TruthClaim);
        EXPECT_EQ(kinds(*t.first), expected);
        EXPECT_EQ(t.first->check.lost_count, 1u);
        EXPECT_EQ(t.first->check.lost_shown, std::vector{dropped});
        EXPECT_EQ(t.first->check.truth_among_lost, drop_truth);
        EXPECT_NE(fog::replay::audit_text(result).find(drop_truth ? "the true board is among the boards lost: " + truth
                                                                  : "the true board is still in the logged P"),
                  std::string::npos);
    }
}

TEST(Audit, ABoardOutsidePIsUnsound) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = right_log(game);
    json& planted = row_with(rows, "b", 2, 3);
    // The true board one ply earlier has the other side to move: never in P.
    const std::string outsider = truth_after(game, planted["ply"].get<int>() - 1);
    planted["fens"] = json::array({planted["fens"][0], outsider});  // a sample: fewer boards than p_after
    const AuditResult result = audit(game, rows);
    const auto& t = track(result, fog::Black);
    ASSERT_TRUE(t.first);
    EXPECT_EQ(t.first->ply, planted["ply"].get<int>());
    EXPECT_EQ(kinds(*t.first), std::vector{FindingKind::Unsound});
    EXPECT_EQ(t.first->check.extra_count, 1u);
    EXPECT_EQ(t.first->check.extra_shown, std::vector{outsider});
}

TEST(Audit, AFalseTruthInPIsCaught) {
    const IdentifiedGame game = opening();
    for (const bool with_boards : {false, true}) {
        std::vector<json> rows = right_log(game);
        if (!with_boards)
            for (json& r : rows) r.erase("fens");
        json& planted = row_with(rows, "w", 1, 5);
        planted["truth_in_p"] = false;
        const AuditResult result = audit(game, rows);
        const auto& t = track(result, fog::White);
        ASSERT_TRUE(t.first);
        EXPECT_EQ(t.first->ply, planted["ply"].get<int>());
        EXPECT_EQ(kinds(*t.first), std::vector{FindingKind::TruthClaim});
        EXPECT_NE(t.first->check.findings[0].message.find(with_boards ? "but its boards hold the true board"
                                                                      : "left an uncapped P"),
                  std::string::npos)
            << t.first->check.findings[0].message;
    }
}

TEST(Audit, ACappedEnginesSampleOutsidePIsCaught) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = right_log(game);
    json& planted = row_with(rows, "b", 3, 3);
    const std::string outsider = truth_after(game, planted["ply"].get<int>() - 1);
    planted.erase("truth_in_p");  // two boards, the truth perhaps not among them: a claim would be a finding too
    planted["capped"] = true;
    planted["p_after"] = 2;
    planted["fens"] = json::array({planted["fens"][0], outsider});
    const AuditResult result = audit(game, rows);
    const auto& t = track(result, fog::Black);
    ASSERT_TRUE(t.first);
    EXPECT_EQ(t.first->ply, planted["ply"].get<int>());
    EXPECT_EQ(kinds(*t.first), std::vector{FindingKind::Unsound});
    EXPECT_TRUE(t.first->logged_capped);
}

TEST(Audit, ACappedEngineMayHoldFewerBoardsButNeverMore) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = sizes_only_log(game);
    json& smaller = row_with(rows, "w", 3, 3);
    smaller["capped"] = true;
    smaller["p_after"] = 1;
    EXPECT_EQ(fog::replay::audit_exit_code(audit(game, rows)), 0);
    json& larger = row_with(rows, "b", 3, 3);
    larger["capped"] = true;
    larger["p_after"] = larger["p_after"].get<std::size_t>() + 1;
    const AuditResult result = audit(game, rows);
    ASSERT_TRUE(track(result, fog::Black).first);
    EXPECT_EQ(kinds(*track(result, fog::Black).first), std::vector{FindingKind::Size});
}

TEST(Audit, UnderFogproofsOwnCapItsSampleIsALowerBound) {
    const IdentifiedGame game = opening();
    constexpr std::size_t kCap = 10;
    std::vector<json> rows = sizes_only_log(game);
    EXPECT_EQ(fog::replay::audit_exit_code(audit(game, rows, kCap)), 0);
    json& planted = row_with(rows, "w", kCap + 1, 3);
    planted["p_after"] = kCap - 1;
    const AuditResult result = audit(game, rows, kCap);
    const auto& t = track(result, fog::White);
    ASSERT_TRUE(t.first);
    EXPECT_EQ(t.first->ply, planted["ply"].get<int>());
    EXPECT_TRUE(t.first->right_capped);
    EXPECT_EQ(kinds(*t.first), std::vector{FindingKind::Size});
    EXPECT_GT(t.rows_against_capped_p, 0);
}

TEST(Audit, TheIncidentsLegalSpellingIsCaughtWithTheTruthAmongTheLost) {
    const IdentifiedGame game = worked_example();
    const AuditResult result = audit(game, right_log(game, fog::EpSpelling::Legal));
    // Both colours: White's P is the true board alone, and its `legal`
    // spelling loses g3 just as Black's boards do.
    for (const fog::Colour c : {fog::White, fog::Black}) {
        const auto& t = track(result, c);
        ASSERT_TRUE(t.first);
        EXPECT_EQ(t.first->ply, 1);
        // truth_in_p is still true in the log, as the incident's engine believed.
        EXPECT_EQ(kinds(*t.first), (std::vector{FindingKind::Unsound, FindingKind::Missing, FindingKind::TruthClaim}));
        EXPECT_EQ(t.first->check.truth_among_lost, true);
    }
}

TEST(Audit, ABeliefThatShrankMuchFasterIsWarnedAbout) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = sizes_only_log(game);
    json& planted = row_with(rows, "b", 40, 2);
    const std::size_t right = planted["p_after"];
    planted["p_after"] = std::size_t(double(right) / (2 * fog::replay::kMuchFaster));
    const AuditResult result = audit(game, rows);
    const auto& t = track(result, fog::Black);
    ASSERT_EQ(t.shrink_warnings.size(), 1u) << fog::replay::audit_text(result);
    EXPECT_EQ(t.shrink_warnings[0].ply, planted["ply"].get<int>());
    EXPECT_EQ(t.shrink_warnings[0].right_after, right);
    EXPECT_NE(fog::replay::audit_text(result).find("grows sharper, not vaguer"), std::string::npos);
}

TEST(Audit, RowsTheRecordsDoNotHaveAreInputErrorsWithTheirLine) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = sizes_only_log(game);
    rows.push_back({{"game", "opening"}, {"ply", 11}, {"perspective", "w"}, {"p_after", 3}});
    rows.push_back({{"game", "elsewhere"}, {"ply", 1}, {"perspective", "w"}, {"p_after", 3}});
    rows.push_back(rows[0]);  // White's row of ply 1, again
    const AuditResult result = audit(game, rows);
    ASSERT_EQ(result.input_errors.size(), 3u);
    const std::size_t n = rows.size();
    EXPECT_EQ(result.input_errors[0],
              "log.jsonl:" + std::to_string(n - 2) + ": ply 11, but game \"opening\" has 10 plies");
    EXPECT_EQ(result.input_errors[1].rfind("log.jsonl:" + std::to_string(n - 1) +
                                               ": game \"elsewhere\" is not in the "
                                               "records",
                                           0),
              0u);
    EXPECT_EQ(result.input_errors[2], "log.jsonl:" + std::to_string(n) +
                                          ": a second row for game \"opening\" ply 1 perspective w (the first is at "
                                          "log.jsonl:1)");
    EXPECT_EQ(fog::replay::audit_exit_code(result), 2);
    EXPECT_EQ(fog::replay::audit_verdict(result).rfind("INCOMPLETE: ", 0), 0u);
}

TEST(Audit, NothingToAuditIsNeverOk) {
    const AuditResult result = audit(opening(), {});
    EXPECT_EQ(fog::replay::audit_exit_code(result), 2);
    EXPECT_EQ(fog::replay::audit_verdict(result).rfind("NOTHING AUDITED", 0), 0u);
}

TEST(Audit, ADivergenceOutranksAnInputError) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = right_log(game);
    rows[1]["p_after"] = rows[1]["p_after"].get<std::size_t>() + 1;
    rows.push_back({{"game", "opening"}, {"ply", 99}, {"perspective", "w"}, {"p_after", 3}});
    EXPECT_EQ(fog::replay::audit_exit_code(audit(game, rows)), 1);
}

TEST(Audit, JsonCarriesWhatTheTextSays) {
    const IdentifiedGame game = opening();
    std::vector<json> rows = right_log(game);
    json& planted = row_with(rows, "w", 2, 4);
    planted["p_after"] = planted["p_after"].get<std::size_t>() - 1;
    const AuditResult result = audit(game, rows);
    const json doc = fog::replay::audit_json(result);
    EXPECT_EQ(doc["exit_code"], 1);
    EXPECT_EQ(doc["verdict"], fog::replay::audit_verdict(result));
    EXPECT_EQ(doc["games"][0]["first_divergence"]["ply"], planted["ply"]);
    bool found = false;
    for (const json& t : doc["tracks"])
        if (t["perspective"] == "w") {
            found = true;
            EXPECT_EQ(t["first_divergence"]["findings"][0]["kind"], "size");
            EXPECT_EQ(t["first_divergence"]["log_line"], "log.jsonl:" + std::to_string(&planted - &rows[0] + 1));
        }
    EXPECT_TRUE(found);
}

}  // namespace
