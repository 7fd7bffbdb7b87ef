// Property 1, truth survival in one step (rules §5, soundness invariant):
// a belief seeded with the true position and given the observation the true
// transition produced contains the true successor, for the mover's own move
// and for the opponent's, with own-move observations on and off.
//
// "Contains" is about the stored form: the engine's Belief::contains and the
// harness's belief_holds_truth both demand that the stored board is the
// truth itself. A belief that stored a lossy spelling (the incident) keeps a
// board with the truth's placement but not the truth.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/observation.hpp"
#include "harness/implementation.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

std::string colour_name(fog::Colour c) { return c == fog::White ? "white" : "black"; }

// The engine's belief, fed directly. Returns one line per belief that lost
// the truth.
std::vector<std::string> engine_losses(const fog::Position& before, fog::Move m, const fog::Position& after) {
    std::vector<std::string> losses;
    for (fog::Colour viewer : {fog::White, fog::Black})
        for (bool own_observation : {true, false}) {
            fog::BeliefOptions options;
            options.own_observation = own_observation;
            options.threads = 1;
            fog::Belief belief(before, viewer, options);
            const fog::Observation o = fog::observe(before, after, viewer);
            const std::string who = "engine Belief of " + colour_name(viewer) + " (own observation " +
                                    (own_observation ? "on" : "off") + ")";
            try {
                if (before.side == viewer)
                    belief.after_own_move(m, o);
                else
                    belief.after_opponent_move(o);
            } catch (const fog::EmptyBeliefError& e) {
                losses.push_back(who + ": P became empty: " + e.what());
                continue;
            }
            if (!belief.contains(after)) {
                std::string stored;
                for (const fog::Position& p : belief.positions())
                    if (p.by_colour[0] == after.by_colour[0] && p.by_colour[1] == after.by_colour[1])
                        stored += "; stored with the truth's placement: " + fog::belief_fen(p);
                losses.push_back(who + ": the truth is not in P (|P| = " + std::to_string(belief.size()) + ")" + stored);
            }
        }
    return losses;
}

// One implementation through the harness, with its own reading of the
// observation and of the stored form.
std::vector<std::string> harness_losses(const char* name, const fog::Position& before, fog::Move m) {
    std::vector<std::string> losses;
    const std::string fen = fog::belief_fen(before), uci = fog::to_uci(m);
    for (bool own_observation : {true, false}) {
        auto impl = harness::make_implementation(name);
        const std::string who =
            std::string(name) + " via harness (own observation " + (own_observation ? "on" : "off") + ")";
        if (const std::string error = impl->load(fen, true); !error.empty()) {
            losses.push_back(who + ": rejects " + fen + ": " + error);
            continue;
        }
        harness::BeliefSettings settings;
        settings.own_observation = own_observation;
        impl->start_belief('w', settings);
        impl->start_belief('b', settings);
        try {
            if (!impl->play(uci)) {
                losses.push_back(who + ": has no move " + uci);
                continue;
            }
        } catch (const harness::EmptyBelief& e) {
            losses.push_back(who + ": P of " + e.colour + " became empty: " + e.what());
            continue;
        }
        for (char colour : {'w', 'b'})
            if (!impl->belief_holds_truth(colour))
                losses.push_back(who + ": P of " + colour + " does not hold the truth (|P| = " +
                                 std::to_string(impl->belief_size(colour)) + ")");
    }
    return losses;
}

// All three readers are asked before failing, so a report says whether the
// engine, the oracle or both lose the truth.
void require_truth_kept(const fog::Position& before, fog::Move m, const fog::Position& after) {
    std::vector<std::string> losses = engine_losses(before, m, after);
    for (const char* name : {"engine", "oracle"})
        for (std::string& line : harness_losses(name, before, m)) losses.push_back(std::move(line));
    if (losses.empty()) return;
    std::string report = "after " + fog::to_uci(m) + " from " + fog::belief_fen(before) + " (truth " +
                         fog::belief_fen(after) + "):";
    for (const std::string& line : losses) report += "\n  " + line;
    RC_FAIL(report);
}

TEST(TruthSurvival, OneStepAlongGeneratedGames) {
    check_property({300, 100, {}}, [] {
        const Game g = play(*gen_game());
        bool en_passant = false;
        for (std::size_t k = 0; k < g.plies(); ++k) {
            require_truth_kept(g.positions[k], g.moves[k], g.positions[k + 1]);
            en_passant = en_passant || g.positions[k + 1].ep != fog::kNoSquare;
        }
        RC_CLASSIFY(en_passant, "passes an en passant square");
    });
}

// The incident's shape every time: the double push that creates an en
// passant right the `legal` spelling drops, then every reply from there
// (the en passant capture among them).
TEST(TruthSurvival, OneStepThroughTheSeedShape) {
    check_property({300, 100, {}}, [] {
        const SeedShape s = *gen_seed_shape();
        const fog::Position before = fog::parse_fen_or_throw(s.fen, fog::KingRule::Required);
        fog::Move push;
        for (fog::Move m : sorted_moves(before))
            if (fog::to_uci(m) == s.push) push = m;
        const fog::Position after = fog::make_move(before, push);
        require_truth_kept(before, push, after);
        const auto replies = sorted_moves(after);
        fog::Move reply = replies[*gen_index(replies.size())];
        // Half the time the capture the `legal` spelling would forbid.
        if (*rc::gen::arbitrary<bool>())
            for (fog::Move m : replies)
                if (m.kind() == fog::MoveKind::EnPassant) reply = m;
        require_truth_kept(after, reply, fog::make_move(after, reply));
        RC_TAG(reply.kind() == fog::MoveKind::EnPassant ? "reply captures en passant" : "other reply");
    });
}

}  // namespace
}  // namespace props
