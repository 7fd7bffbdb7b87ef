#include "properties/generators.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "engine/en_passant.hpp"
#include "engine/fen.hpp"
#include "engine/movegen.hpp"
#include "engine/outcome.hpp"
#include "engine/repetition.hpp"
#include "engine/standard.hpp"
#include "harness/neutral.hpp"
#include "properties/support.hpp"

namespace props {
namespace {

// Uniform choices regardless of RapidCheck's size, which would otherwise
// pin early cases to the first option.
template <class T>
rc::Gen<T> uniform(T lo, T hi_exclusive) {
    return rc::gen::resize(100, rc::gen::inRange<T>(lo, hi_exclusive));
}

std::optional<fog::Move> find_uci(const fog::Position& p, std::string_view uci) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    for (fog::Move m : list)
        if (fog::to_uci(m) == uci) return m;
    return std::nullopt;
}

bool lands_beside_enemy_pawn(const fog::Position& p, fog::Move m) {
    if (p.type_on(m.from()) != fog::Pawn || (m.from() ^ m.to()) != 16) return false;
    const fog::Bitboard beside = fog::east(fog::bit(m.to())) | fog::west(fog::bit(m.to()));
    return (beside & p.pieces(~p.side, fog::Pawn)) != 0;
}

struct SeedCandidate {
    SeedShape shape;
    bool ok = false;
};

// Builds a White-to-move seed shape on a sparse board (then, by choice, its
// colour mirror). Every placement is an index into a list computed from the
// earlier ones, so shrinking moves pieces towards a1 and drops extras.
SeedCandidate build_seed_candidate() {
    using fog::Square;
    std::array<char, 64> board;
    board.fill('.');
    const int file = *uniform(0, 8);
    const int beside = file == 0 ? 1 : file == 7 ? -1 : *rc::gen::element(-1, 1);
    const Square from = fog::make_square(file, 1), over = fog::make_square(file, 2), to = fog::make_square(file, 3);
    const Square enemy_pawn = fog::make_square(file + beside, 3);
    board[from] = 'P';
    board[enemy_pawn] = 'p';
    const fog::Bitboard reserved = fog::bit(from) | fog::bit(over) | fog::bit(to) | fog::bit(enemy_pawn);

    const auto free_squares = [&] {
        std::vector<int> out;
        for (int s = 0; s < 64; ++s)
            if (board[std::size_t(s)] == '.' && !(reserved & fog::bit(Square(s)))) out.push_back(s);
        return out;
    };
    const int black_king = *rc::gen::elementOf(free_squares());
    board[std::size_t(black_king)] = 'k';

    // Checkers are computed on the board after the push, so the attack
    // survives it (the pushed pawn may block a line).
    fog::Bitboard occupied_after = fog::bit(to);
    for (int s = 0; s < 64; ++s)
        if (board[std::size_t(s)] != '.' && Square(s) != from) occupied_after |= fog::bit(Square(s));
    struct Checker {
        fog::PieceType type;
        int square;
    };
    std::vector<Checker> checkers;
    for (fog::PieceType t : {fog::Queen, fog::Rook, fog::Bishop, fog::Knight, fog::Pawn})
        for (int s : free_squares()) {
            if (t == fog::Pawn && (s < 8 || s >= 56)) continue;
            if (fog::attacks_of(t, fog::White, Square(s), occupied_after) & fog::bit(Square(black_king)))
                checkers.push_back({t, s});
        }
    if (checkers.empty()) return {};
    const Checker checker = *rc::gen::elementOf(checkers);
    board[std::size_t(checker.square)] = fog::piece_letter(fog::White, checker.type);
    const int white_king = *rc::gen::elementOf(free_squares());
    board[std::size_t(white_king)] = 'K';

    const int extras = *rc::gen::inRange(0, 6);
    for (int i = 0; i < extras; ++i) {
        const int s = *uniform(0, 64);
        const char letter = *rc::gen::element('p', 'n', 'b', 'r', 'q', 'P', 'N', 'B', 'R', 'Q');
        if (board[std::size_t(s)] != '.' || (reserved & fog::bit(Square(s)))) continue;
        if ((letter == 'p' || letter == 'P') && (s < 8 || s >= 56)) continue;
        board[std::size_t(s)] = letter;
    }

    harness::NeutralPosition n;
    n.board = board;
    n.side = 'w';
    n.halfmove = *rc::gen::inRange(0, 40);
    n.fullmove = *rc::gen::inRange(1, 80);
    std::string push = fog::square_name(from) + fog::square_name(to);
    if (*rc::gen::arbitrary<bool>()) {
        n = harness::mirror(n);
        push = fog::square_name(Square(from ^ 56)) + fog::square_name(Square(to ^ 56));
    }

    SeedCandidate c;
    c.shape = {neutral_fen(n), push};
    const fog::FenResult parsed = fog::parse_fen(c.shape.fen, fog::KingRule::Required);
    if (!parsed.position) return c;
    const auto move = find_uci(*parsed.position, push);
    c.ok = move && has_seed_shape(*parsed.position, *move);
    return c;
}

}  // namespace

const std::vector<NamedFen>& fixed_starts() {
    static const std::vector<NamedFen> starts = {
        {"initial", fog::kStartFen},
        {"worked-example-predecessor", kWorkedExamplePredecessor},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
        {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"},
        // Rooks facing each other on open files: captures on the rooks'
        // original squares, and castling with and against them.
        {"open-rooks", "r3k2r/1pp3p1/8/8/8/8/1PP3P1/R3K2R w KQkq - 0 1"},
        // Pawns one step from promotion on both sides.
        {"promotions", "4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1"},
    };
    return starts;
}

bool has_seed_shape(const fog::Position& before, fog::Move push) {
    if (before.type_on(push.from()) != fog::Pawn || (push.from() ^ push.to()) != 16) return false;
    const fog::Position after = fog::make_move(before, push);
    return after.ep != fog::kNoSquare && fog::in_check(after, after.side) &&
           fog::en_passant_for_spelling(after, fog::EpSpelling::Legal) == fog::kNoSquare;
}

rc::Gen<SeedShape> gen_seed_shape() {
    return rc::gen::map(rc::gen::suchThat(rc::gen::exec(build_seed_candidate), [](const SeedCandidate& c) { return c.ok; }),
                        [](const SeedCandidate& c) { return c.shape; });
}

rc::Gen<GameSpec> gen_game(GameOptions options) {
    return rc::gen::exec([options] {
        // Every pick is made whether used or not, so that shrinking one of
        // them replays the others unchanged.
        const bool seed_shape = *uniform(0, 100) >= 100 - options.seed_shape_percent;
        const std::size_t start = *uniform<std::size_t>(0, fixed_starts().size());
        const SeedShape shape = *gen_seed_shape();
        const rc::Gen<std::uint16_t> choice =
            rc::gen::weightedOneOf<std::uint16_t>({{3, uniform<std::uint16_t>(0, 1024)}, {1, rc::gen::just<std::uint16_t>(0)}});
        // Lengths do not grow with RapidCheck's size: beliefs only become
        // interesting some plies in, and shrinking shortens a failing game
        // anyway.
        std::vector<std::uint16_t> choices =
            *rc::gen::resize(int(options.max_plies), rc::gen::container<std::vector<std::uint16_t>>(choice));
        if (choices.size() > options.max_plies) choices.resize(options.max_plies);

        GameSpec g;
        if (seed_shape) {
            g.start_name = "seed-shape";
            g.start_fen = shape.fen;
            g.forced = {shape.push};
        } else {
            g.start_name = std::string(fixed_starts()[start].name);
            g.start_fen = std::string(fixed_starts()[start].fen);
        }
        g.choices = std::move(choices);
        return g;
    });
}

rc::Gen<std::size_t> gen_index(std::size_t n) { return uniform<std::size_t>(0, n); }

std::vector<fog::Move> choice_order(const fog::Position& p) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    std::vector<fog::Move> out(list.begin(), list.end());
    // En passant captures first, then the double pushes that create the
    // right: choice 0, which the generator favours and shrinking moves
    // towards, then exercises en passant whenever the position allows.
    const auto first = std::stable_partition(out.begin(), out.end(), [](fog::Move m) { return m.kind() == fog::MoveKind::EnPassant; });
    std::stable_partition(first, out.end(), [&](fog::Move m) { return lands_beside_enemy_pawn(p, m); });
    return out;
}

Game play(const GameSpec& spec) {
    Game g;
    g.start_fen = spec.start_fen;
    g.positions.push_back(fog::parse_fen_or_throw(spec.start_fen, fog::KingRule::Required));
    fog::RepetitionHistory history(g.positions.back());

    // Rules §2, in order; repetition last.
    const auto make = [&](fog::Move m) {
        const fog::Position& before = g.positions.back();
        fog::Position after = fog::make_move(before, m);
        const fog::Outcome by_board = fog::board_outcome(before, after);
        const int occurrences = history.record(after);
        g.moves.push_back(m);
        g.positions.push_back(std::move(after));
        g.end = std::string(fog::end_name(fog::game_outcome(by_board, occurrences).end));
        return g.end == "none";
    };

    for (const std::string& uci : spec.forced) {
        const auto m = find_uci(g.positions.back(), uci);
        if (!m) throw std::logic_error("generated game: forced move " + uci + " is not a move of " + spec.start_fen);
        if (!make(*m)) return g;
    }
    for (std::uint16_t c : spec.choices) {
        const std::vector<fog::Move> moves = choice_order(g.positions.back());
        if (moves.empty()) break;  // board_outcome has already ended the game
        if (!make(moves[c % moves.size()])) break;
    }
    return g;
}

std::string Game::text() const { return start_fen + " moves " + uci_text(moves) + " (end: " + end + ")"; }

void showValue(const SeedShape& s, std::ostream& os) { os << s.fen << " then " << s.push; }

void showValue(const GameSpec& g, std::ostream& os) {
    os << g.start_name << ": " << play(g).text();
}

}  // namespace props
