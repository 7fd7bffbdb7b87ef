#include "external/error_paths.hpp"

#include <algorithm>

namespace external {
namespace {

using Json = nlohmann::json;

constexpr const char* kBefore = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29";
constexpr const char* kPush = "g2g4";

// FENs the rules reject: rules section 4 names the en passant faults; the
// rest are not FENs at all.
const std::vector<std::string>& bad_fens() {
    static const std::vector<std::string> fens = {
        "",
        "not a fen",
        "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/RN2KB1R b KQ g3 0 29",         // seven ranks
        "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PP1P/RN2KB1R b KQ g6 0 29",   // en passant on the wrong rank
        "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PP1P/RN2KB1R b KQ g3 0 29",    // no pawn pushed beyond g3
        "5k2/2Q4p/P2Qp3/4N3/5pP1/B5N1/4PP1P/R3KB1R b KQ g3 0 29",  // the square itself occupied
        "5k2/2Q4p/P2Qp3/4N3/5pP1/B7/4PPNP/R3KB1R b KQ g3 0 29",    // the pushed pawn's start occupied
    };
    return fens;
}

// Moves the reference does not allow at `position` (UCI, or not even that).
std::vector<std::string> bad_moves(harness::Implementation& reference) {
    const std::vector<std::string> legal = reference.moves();
    std::vector<std::string> candidates = {"zz99", "", "f8f8", "e1g1", "e1c1", "f4g3q", "f4f2", "h7h5h"};
    // A move of the side not to move: it is not its turn.
    harness::NeutralPosition turned = reference.position();
    turned.side = turned.side == 'w' ? 'b' : 'w';
    turned.en_passant = -1;
    auto other = harness::make_implementation(reference.name());
    if (other->load(harness::neutral_fen(turned), true).empty()) {
        const std::vector<std::string> theirs = other->moves();
        if (!theirs.empty()) candidates.push_back(theirs.front());
    }
    std::vector<std::string> out;
    for (const std::string& m : candidates)
        if (!std::binary_search(legal.begin(), legal.end(), m)) out.push_back(m);
    return out;
}

}  // namespace

DiffGame error_path_game(const std::string& reference_name) {
    DiffGame game;
    game.source = "error paths";
    game.start_fen = kBefore;
    game.moves = {kPush};
    auto reference = harness::make_implementation(reference_name);
    reference->load(kBefore, false);
    reference->play(kPush);
    for (const std::string& fen : bad_fens()) game.probes.push_back({{"cmd", "load"}, {"fen", fen}});
    for (const std::string& move : bad_moves(*reference)) game.probes.push_back({{"cmd", "play"}, {"move", move}});
    game.probes.push_back({{"cmd", "no-such-command"}});
    return game;
}

}  // namespace external
