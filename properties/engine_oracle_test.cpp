// Property 7, engine equals oracle on generated games, compared only through
// the neutral types of harness/ (never through text one side wrote): state,
// moves, vision, observations, perft, the reading of each other's FEN text
// and belief sets.
//
// A fault both sides share passes here by construction (the incident's
// bug did); properties 1 to 4 exist for that.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <iterator>

#include "engine/key.hpp"
#include "harness/differential.hpp"
#include "harness/implementation.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

using harness::Implementation;

// The oracle keeps P in a std::set of mailbox boards; beyond this size a
// belief comparison costs more than it adds.
constexpr std::size_t kMaxComparedBelief = 2000;

std::string where(const Game& g, std::size_t ply) {
    std::vector<fog::Move> prefix(g.moves.begin(), g.moves.begin() + std::ptrdiff_t(ply));
    return g.start_fen + " moves " + uci_text(prefix);
}

void require_agreement(const std::optional<harness::Disagreement>& d, const std::string& context) {
    if (d) RC_FAIL(context + "\n" + d->to_string("engine", "oracle"));
}

// Both readers read the same text the same way; the canonical and full
// spellings read back as the position they were written from.
void check_fen_reading(const Implementation& writer, const std::string& context) {
    for (harness::Spelling s : {harness::Spelling::Full, harness::Spelling::Xfen, harness::Spelling::Legal}) {
        const std::string text = writer.fen(s);
        auto engine = harness::make_engine_implementation();
        auto oracle = harness::make_oracle_implementation();
        const std::string engine_error = engine->load(text, true), oracle_error = oracle->load(text, true);
        require_agreement(harness::compare_acceptance(engine_error, oracle_error),
                          context + ", reading " + writer.name() + "'s " + text);
        if (!engine_error.empty()) RC_FAIL(context + ": both reject " + writer.name() + "'s " + text + ": " + engine_error);
        require_agreement(harness::compare_state(*engine, *oracle), context + ", reading " + text);
        if (s != harness::Spelling::Legal && engine->position() != writer.position())
            RC_FAIL(context + ": " + text + " reads back as " + harness::describe(engine->position()) + ", not " +
                    harness::describe(writer.position()));
    }
}

TEST(EngineOracle, StateMovesVisionObservationsPerftAndFenReadingAgree) {
    check_property({200, 100, {}}, [] {
        const Game g = play(*gen_game());
        auto engine = harness::make_engine_implementation();
        auto oracle = harness::make_oracle_implementation();
        RC_ASSERT(engine->load(g.start_fen, false) == "");
        RC_ASSERT(oracle->load(g.start_fen, false) == "");
        for (std::size_t k = 0; k <= g.plies(); ++k) {
            const std::string context = where(g, k);
            require_agreement(harness::compare_state(*engine, *oracle), context);
            if (k > 0) require_agreement(harness::compare_last_observations(*engine, *oracle), context);
            check_fen_reading(*engine, context);
            check_fen_reading(*oracle, context);
            if (k % 4 == 0) {
                const harness::PerftAnswer e = engine->perft(2, false, true), o = oracle->perft(2, false, true);
                if (e.divide != o.divide || e.nodes != o.nodes)
                    RC_FAIL(context + ": fog perft 2 differs, engine " + std::to_string(e.nodes) + ", oracle " +
                            std::to_string(o.nodes));
            }
            if (k == g.plies()) break;
            const std::string uci = fog::to_uci(g.moves[k]);
            RC_ASSERT(engine->play(uci));
            if (!oracle->play(uci)) RC_FAIL(context + ": the oracle has no move " + uci);
        }
    });
}

std::string belief_difference(const harness::NeutralBelief& e, const harness::NeutralBelief& o) {
    std::vector<harness::DuplicateKey> only_e, only_o;
    std::set_difference(e.begin(), e.end(), o.begin(), o.end(), std::back_inserter(only_e));
    std::set_difference(o.begin(), o.end(), e.begin(), e.end(), std::back_inserter(only_o));
    const auto show = [](const harness::DuplicateKey& k) {
        harness::NeutralPosition p;
        p.board = k.board;
        p.side = k.side;
        p.castling = k.castling;
        p.en_passant = k.en_passant;
        p.halfmove = k.halfmove;
        return harness::describe(p);
    };
    std::string out = "|P| engine " + std::to_string(e.size()) + ", oracle " + std::to_string(o.size());
    if (!only_e.empty()) out += "\n  only the engine has " + show(only_e.front());
    if (!only_o.empty()) out += "\n  only the oracle has " + show(only_o.front());
    return out;
}

// Both modes, as separate tests: they take different paths through each
// implementation (and the harness), and the mutation matrix reads which
// one a fault breaks.
void belief_sets_agree(bool own_observation) {
    GameOptions options;
    options.max_plies = 24;
    check_property({20, 100, {}}, [options, own_observation] {
        const Game g = play(*gen_game(options));
        std::unique_ptr<Implementation> impls[2] = {harness::make_engine_implementation(),
                                                    harness::make_oracle_implementation()};
        harness::BeliefSettings settings;
        settings.own_observation = own_observation;
        for (auto& impl : impls) {
            RC_ASSERT(impl->load(g.start_fen, false) == "");
            impl->start_belief('w', settings);
            impl->start_belief('b', settings);
        }
        std::size_t compared = 0;
        for (std::size_t k = 0; k < g.plies(); ++k) {
            const std::string uci = fog::to_uci(g.moves[k]);
            std::string emptied[2];
            for (int i = 0; i < 2; ++i) try {
                    RC_ASSERT(impls[i]->play(uci));
                } catch (const harness::EmptyBelief& e) {
                    emptied[i] = std::string(1, e.colour);
                }
            const std::string context = where(g, k + 1) + (own_observation ? " (own observation on)" : " (off)");
            if (emptied[0] != emptied[1])
                RC_FAIL(context + ": P became empty for '" + emptied[0] + "' in the engine, '" + emptied[1] +
                        "' in the oracle");
            if (!emptied[0].empty()) break;  // both agree that P is empty; a truth-survival property reports it
            for (char colour : {'w', 'b'}) {
                const harness::NeutralBelief e = impls[0]->belief(colour), o = impls[1]->belief(colour);
                if (e != o) RC_FAIL(context + ": P of " + colour + " differs: " + belief_difference(e, o));
            }
            ++compared;
            if (std::max(impls[1]->belief_size('w'), impls[1]->belief_size('b')) > kMaxComparedBelief) break;
        }
        RC_CLASSIFY(compared >= 6, "6+ plies compared");
    });
}

TEST(EngineOracle, BeliefSetsAgreeOwnObservationOn) { belief_sets_agree(true); }
TEST(EngineOracle, BeliefSetsAgreeOwnObservationOff) { belief_sets_agree(false); }

}  // namespace
}  // namespace props
