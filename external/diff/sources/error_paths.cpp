#include "external/diff/sources/error_paths.hpp"

#include <algorithm>
#include <sstream>

#include "external/diff/game/open_questions.hpp"
#include "external/diff/sources/probe_generation.hpp"

namespace external {
namespace {

using harness::NeutralPosition;

struct Setup {
    const char* start;
    const char* push;  // a double push: the position after it has an en passant square
};

// Each start's push lands beside an enemy pawn (a canonical square) or not
// (a `full` square only), for both colours.
const std::vector<Setup>& setups() {
    static const std::vector<Setup> all = {
        {"5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29", "g2g4"},  // rules section 6
        {"rn2kb1r/4pppp/b7/5P2/4n3/p2qP3/2q4P/5K2 b kq - 0 29", "g7g5"},  // the same, colours swapped
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4"},
        {"4k3/8/8/1B6/p1p1p1p1/8/PPPPPPPP/4K3 w - - 0 1", "b2b4"},
        {"4k3/pppppppp/8/P1P1P1P1/1b6/8/8/4K3 b - - 0 1", "d7d5"},
        {"4k3/1p1p1p1p/8/P1P1P1P1/8/8/8/4K3 b - - 0 1", "f7f5"},
    };
    return all;
}

int square_of(const std::string& name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

// The position's FEN with `square` written as its en passant field,
// whatever the position's own square is.
std::string fen_with_en_passant(const NeutralPosition& p, int square) {
    std::istringstream fields(harness::neutral_fen(p));
    std::string placement, side, castling, ep, halfmove, fullmove;
    fields >> placement >> side >> castling >> ep >> halfmove >> fullmove;
    return placement + ' ' + side + ' ' + castling + ' ' + harness::square_text(square) + ' ' + halfmove + ' ' +
           fullmove;
}

Probe load(const std::string& fen, std::string open_question = {}) {
    return {{{"cmd", "load"}, {"fen", fen}}, std::move(open_question)};
}

// After a double push from `from` to `to`: the same position with an en
// passant square that no double push can have left, four ways each.
std::vector<Probe> bad_en_passant_fens(const NeutralPosition& after, int from, int to) {
    std::vector<Probe> probes;
    const int passed = (from + to) / 2;
    const int file = passed % 8;
    // The square on a wrong rank.
    for (int rank : {0, 3, 4, 7}) probes.push_back(load(fen_with_en_passant(after, rank * 8 + file)));
    // No pawn of the side that pushed just beyond it.
    const char pushed = after.board[std::size_t(to)];
    for (char instead : {'.', pushed == 'P' ? 'p' : 'P', pushed == 'P' ? 'N' : 'n', pushed == 'P' ? 'q' : 'Q'}) {
        NeutralPosition p = after;
        p.board[std::size_t(to)] = instead;
        probes.push_back(load(fen_with_en_passant(p, passed)));
    }
    // The square itself, or the pushed pawn's start, occupied.
    for (int occupied : {passed, from})
        for (char piece : {'N', 'b', 'R', 'q'}) {
            NeutralPosition p = after;
            p.board[std::size_t(occupied)] = piece;
            probes.push_back(load(fen_with_en_passant(p, passed)));
        }
    return probes;
}

// FENs docs/rules.md refuses where the rules text is silent: accepting
// them is the other reading of an open question.
std::vector<Probe> open_question_fens(const NeutralPosition& after) {
    std::vector<Probe> probes;
    NeutralPosition clock = after;
    clock.halfmove = 150;
    probes.push_back(load(harness::neutral_fen(clock), question::kHalfmoveLimit));
    // A castling right whose rook is not on its corner: for each side whose
    // king stands on e1/e8, each right, with the corner emptied.
    for (const char* right : {"K", "Q", "k", "q"}) {
        const bool white = right[0] == 'K' || right[0] == 'Q';
        const bool king_side = right[0] == 'K' || right[0] == 'k';
        if (after.board[std::size_t(square_of(white ? "e1" : "e8"))] != (white ? 'K' : 'k')) continue;
        NeutralPosition rights = after;
        rights.castling = right;
        rights.board[std::size_t(square_of(white ? (king_side ? "h1" : "a1") : (king_side ? "h8" : "a8")))] = '.';
        probes.push_back(load(harness::neutral_fen(rights), question::kCastlingNeedsPieces));
    }
    return probes;
}

// The moves the side not to move would have: none of them is legal now.
std::vector<std::string> moves_of_side_not_to_move(harness::Implementation& reference) {
    NeutralPosition turned = reference.position();
    turned.side = turned.side == 'w' ? 'b' : 'w';
    turned.en_passant = -1;
    auto other = harness::make_implementation(reference.name());
    if (!other->load(harness::neutral_fen(turned), true).empty()) return {};
    return other->moves();
}

// Moves the reference does not allow at the position it holds.
std::vector<Probe> bad_moves(harness::Implementation& reference) {
    const std::vector<std::string> legal = reference.moves();
    std::vector<std::string> candidates = {"zz99", "", "e1g1", "e8c8", "a7a8k", "h2h1q", "e2e4e4"};
    // A move of the side not to move: it is not its turn.
    const std::vector<std::string> theirs = moves_of_side_not_to_move(reference);
    if (!theirs.empty()) candidates.push_back(theirs.front());
    // A legal move with a promotion letter it cannot carry.
    if (!legal.empty() && legal.front().size() == 4) candidates.push_back(legal.front() + "q");
    std::vector<Probe> out;
    for (const std::string& m : candidates)
        if (!std::binary_search(legal.begin(), legal.end(), m)) out.push_back({{{"cmd", "play"}, {"move", m}}, {}});
    return out;
}

// Positions with a pawn of each side one step from its last rank and one
// that is not, for each side to move: the move probes then send a
// promotion without its piece, a promotion piece on a move that is no
// promotion, and a move of the side not to move, for both colours.
const char* const kPromotionStarts[] = {
    "4k3/1Pp5/8/8/8/8/2P3p1/4K3 w - - 0 1",
    "4k3/1Pp5/8/8/8/8/2P3p1/4K3 b - - 0 1",
};

}  // namespace

std::vector<DiffGame> error_path_games(const std::string& reference_name) {
    // The first two setups (rules section 6 and its colours swapped) get the
    // generated probes, every class for both colours; the others the short
    // fixed list, which keeps the run's time for the games.
    constexpr std::size_t kGeneratedSetups = 2;
    std::vector<DiffGame> games;
    for (std::size_t i = 0; i < setups().size(); ++i) {
        const Setup& setup = setups()[i];
        auto reference = harness::make_implementation(reference_name);
        if (!reference->load(setup.start, false).empty() || !reference->play(setup.push)) continue;
        DiffGame game;
        game.source = "error paths #" + std::to_string(i + 1);
        game.start_fen = setup.start;
        game.moves = {setup.push};
        const NeutralPosition after = reference->position();
        const std::string push = setup.push;
        if (i < kGeneratedSetups) {
            game.probes = generated_fen_probes(after);
            for (Probe& p : generated_move_probes(after, reference->moves(), moves_of_side_not_to_move(*reference)))
                game.probes.push_back(std::move(p));
        } else {
            for (const char* fen : {"", "not a fen", "8/8/8/8/8/8/8 w - - 0 1"}) game.probes.push_back(load(fen));
            for (Probe& p : bad_en_passant_fens(after, square_of(push.substr(0, 2)), square_of(push.substr(2, 2))))
                game.probes.push_back(std::move(p));
            for (Probe& p : bad_moves(*reference)) game.probes.push_back(std::move(p));
            for (Probe& p : open_question_fens(after)) game.probes.push_back(std::move(p));
        }
        game.probes.push_back({{{"cmd", "no-such-command"}}, {}});
        // Last: an implementation that accepts one has a new state, by right.
        std::stable_partition(game.probes.begin(), game.probes.end(),
                              [](const Probe& p) { return p.other_reading_accepts.empty(); });
        games.push_back(std::move(game));
    }
    for (const char* start : kPromotionStarts) {
        auto reference = harness::make_implementation(reference_name);
        if (!reference->load(start, false).empty()) continue;
        DiffGame game;
        game.source = "error paths: promotions, " + std::string(reference->position().side == 'w' ? "White" : "Black") +
                      " to move";
        game.start_fen = start;
        game.probes =
            generated_move_probes(reference->position(), reference->moves(), moves_of_side_not_to_move(*reference));
        games.push_back(std::move(game));
    }
    return games;
}

}  // namespace external
