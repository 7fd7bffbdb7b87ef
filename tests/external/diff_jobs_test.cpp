// How one `fogproof diff` run is split (--shard K/N, --jobs J) and joined:
// every game in exactly one part, the jobs of a shard splitting exactly its
// games; each part's guided search seeded apart, the unsplit run's seed
// unchanged; the jobs' groups joined by signature in the order one job
// meets them, a consequence taken in by its cause, --first held for the
// joined run.
#include "external/diff/diff_jobs.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using external::DiffOutcome;
using external::FindingGroup;
using external::FindingSignature;
using external::GameSplit;

TEST(GameSplit, EveryGameInExactlyOneJobOfExactlyOneShard) {
    for (std::size_t shards : {1u, 2u, 3u, 8u})
        for (std::size_t jobs : {1u, 2u, 5u})
            for (std::size_t game = 0; game < 200; ++game) {
                int owners = 0;
                for (std::size_t k = 0; k < shards; ++k) {
                    const GameSplit shard{k, shards};
                    int in_jobs = 0;
                    for (std::size_t j = 0; j < jobs; ++j) in_jobs += shard.job(j, jobs).owns(game) ? 1 : 0;
                    // The jobs of a shard own exactly the shard's games.
                    EXPECT_EQ(in_jobs, shard.owns(game) ? 1 : 0) << game << " " << k << "/" << shards;
                    owners += in_jobs;
                }
                EXPECT_EQ(owners, 1) << "game " << game << ", " << shards << " shards of " << jobs << " jobs";
            }
}

TEST(GameSplit, ShardKOfNIsReplaysSplit) {
    // replay/shard.hpp: game i to shard (i mod N) + 1.
    const GameSplit third{2, 4};
    EXPECT_TRUE(third.owns(2));
    EXPECT_TRUE(third.owns(6));
    EXPECT_FALSE(third.owns(3));
}

TEST(GameSplit, SearchSeedKeptWholeAndSetApartInParts) {
    EXPECT_EQ(GameSplit{}.search_seed(7), 7u);
    const GameSplit whole{};
    EXPECT_EQ(whole.job(0, 4).search_seed(7), 7u);
    EXPECT_NE(whole.job(1, 4).search_seed(7), 7u);
    EXPECT_NE(whole.job(1, 4).search_seed(7), whole.job(2, 4).search_seed(7));
    EXPECT_NE(whole.job(1, 4).search_seed(7), whole.job(1, 4).search_seed(8));
}

FindingGroup group(FindingSignature primary, std::size_t first_game, std::size_t occurrences,
                   std::vector<FindingSignature> more = {}) {
    FindingGroup g;
    g.signatures.push_back(std::move(primary));
    for (FindingSignature& s : more) g.signatures.push_back(std::move(s));
    g.first_game = first_game;
    g.first_source = "game " + std::to_string(first_game);
    g.occurrences = occurrences;
    return g;
}

const FindingSignature kPromotion{"moves", "missing move", "1.promotion.choices"};
const FindingSignature kCastling{"moves", "extra move", "1.castle.right-lost.rook-captured"};
const FindingSignature kBoards{"P", "differs", "-"};

DiffOutcome job_outcome(std::vector<FindingGroup> groups, std::size_t games) {
    DiffOutcome o;
    o.games = games;
    o.plies = games * 10;
    o.sources.push_back({"random (seed 1)", games, games * 10});
    o.groups = std::move(groups);
    return o;
}

TEST(JoinDiffJobs, GroupsJoinedBySignatureInTheOrderOneJobMeetsThem) {
    std::vector<DiffOutcome> jobs;
    jobs.push_back(job_outcome({group(kCastling, 8, 2), group(kPromotion, 4, 3)}, 10));
    jobs.push_back(job_outcome({group(kPromotion, 1, 5)}, 11));
    const DiffOutcome joined = external::join_diff_jobs(std::move(jobs), {}, external::DiffOptions{});
    ASSERT_EQ(joined.groups.size(), 2u);
    EXPECT_EQ(joined.groups[0].signature(), kPromotion);
    EXPECT_EQ(joined.groups[0].first_game, 1u);  // the earliest game's group leads
    EXPECT_EQ(joined.groups[0].occurrences, 8u);
    EXPECT_EQ(joined.groups[1].signature(), kCastling);
    EXPECT_EQ(joined.games, 21u);
    EXPECT_EQ(joined.plies, 210u);
    ASSERT_EQ(joined.sources.size(), 1u);
    EXPECT_EQ(joined.sources[0].games, 21u);
    EXPECT_EQ(joined.verdict, DiffOutcome::Verdict::Disagree);
}

TEST(JoinDiffJobs, ACauseTakesInTheConsequenceAnotherJobMetFirst) {
    std::vector<DiffOutcome> jobs;
    jobs.push_back(job_outcome({group(kBoards, 2, 1)}, 5));
    jobs.push_back(job_outcome({group(kPromotion, 3, 1, {kBoards})}, 5));
    const DiffOutcome joined = external::join_diff_jobs(std::move(jobs), {}, external::DiffOptions{});
    ASSERT_EQ(joined.groups.size(), 1u);
    EXPECT_EQ(joined.groups[0].signature(), kPromotion);
    EXPECT_EQ(joined.groups[0].occurrences, 2u);
}

TEST(JoinDiffJobs, FirstHoldsForTheJoinedRun) {
    std::vector<DiffOutcome> jobs;
    jobs.push_back(job_outcome({group(kCastling, 6, 1)}, 4));
    jobs.push_back(job_outcome({group(kPromotion, 3, 1)}, 4));
    external::DiffOptions first;
    first.first_only = true;
    const DiffOutcome joined = external::join_diff_jobs(std::move(jobs), {}, first);
    ASSERT_EQ(joined.groups.size(), 1u);
    EXPECT_EQ(joined.groups[0].signature(), kPromotion);
    EXPECT_TRUE(joined.stopped_early);
}

TEST(JoinDiffJobs, AgreeingJobsAgreeAndAProtocolFaultWins) {
    std::vector<DiffOutcome> agreeing;
    agreeing.push_back(job_outcome({}, 3));
    agreeing.push_back(job_outcome({}, 2));
    EXPECT_EQ(external::join_diff_jobs(agreeing, {}, external::DiffOptions{}).verdict, DiffOutcome::Verdict::Agree);
    agreeing[1].verdict = DiffOutcome::Verdict::ProtocolFault;
    agreeing[1].fault = "while comparing game 4:\nno reply";
    const DiffOutcome joined = external::join_diff_jobs(agreeing, {}, external::DiffOptions{});
    EXPECT_EQ(joined.verdict, DiffOutcome::Verdict::ProtocolFault);
    EXPECT_EQ(joined.fault, "while comparing game 4:\nno reply");
}

}  // namespace
