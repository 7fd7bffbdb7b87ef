#include "external/diff/sources/targeted_games.hpp"

#include <fmt/format.h>

#include <functional>
#include <random>

namespace external {
namespace {

using Rng = std::mt19937_64;
using harness::NeutralPosition;

int square(const char* name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }
int square(int file, int rank) { return rank * 8 + file; }
int file_of(int s) { return s % 8; }
int rank_of(int s) { return s / 8; }
int random_int(Rng& rng, int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); }

NeutralPosition empty_board() {
    NeutralPosition p;
    p.board.fill('.');
    p.castling.clear();
    return p;
}

// Random pieces on free squares, away from `keep_clear` and from both
// kings' neighbourhoods (a filler piece should not end the game at once).
// Puts `piece` (a FEN letter) on the named square.
void put(NeutralPosition& p, const char* name, char piece) { p.board[std::size_t(square(name))] = piece; }

// White's king and both rooks on their squares, with both rights.
NeutralPosition white_ready_to_castle() {
    NeutralPosition p = empty_board();
    put(p, "e1", 'K');
    put(p, "a1", 'R');
    put(p, "h1", 'R');
    p.castling = "KQ";
    return p;
}

void add_filler(NeutralPosition& p, Rng& rng, int count, const std::vector<int>& keep_clear,
                const std::string& kinds = "NBRQPnbrqp") {
    std::vector<bool> blocked(64, false);
    for (int s : keep_clear) blocked[std::size_t(s)] = true;
    for (int s = 0; s < 64; ++s) {
        const char c = p.board[std::size_t(s)];
        if (c != 'K' && c != 'k') continue;
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr) {
                const int f = file_of(s) + df, r = rank_of(s) + dr;
                if (f >= 0 && f < 8 && r >= 0 && r < 8) blocked[std::size_t(square(f, r))] = true;
            }
    }
    for (int placed = 0, tries = 0; placed < count && tries < 200; ++tries) {
        const int s = random_int(rng, 0, 63);
        const char piece = kinds[std::size_t(random_int(rng, 0, int(kinds.size()) - 1))];
        const bool pawn = piece == 'P' || piece == 'p';
        if (blocked[std::size_t(s)] || p.board[std::size_t(s)] != '.') continue;
        if (pawn && (rank_of(s) == 0 || rank_of(s) == 7)) continue;
        p.board[std::size_t(s)] = piece;
        ++placed;
    }
}

// The squares strictly between two squares on a line (rank, file or diagonal).
std::vector<int> between(int a, int b) {
    std::vector<int> out;
    const int df = (file_of(b) > file_of(a)) - (file_of(b) < file_of(a));
    const int dr = (rank_of(b) > rank_of(a)) - (rank_of(b) < rank_of(a));
    for (int f = file_of(a) + df, r = rank_of(a) + dr; square(f, r) != b; f += df, r += dr) out.push_back(square(f, r));
    return out;
}

// What a move does on the board before it.
struct MoveShape {
    int from, to;
    char piece, target;
    bool pawn, capture, double_push, en_passant, castling, promotion, king_capture;
    // It starts or ends on a square the opponent sees before it: a move the
    // opponent's P cannot fan out over.
    bool seen_by_opponent;
};

MoveShape shape_of(const NeutralPosition& p, const std::string& uci) {
    MoveShape m{};
    m.from = square(uci.c_str());
    m.to = square(uci.c_str() + 2);
    m.piece = p.board[std::size_t(m.from)];
    m.target = p.board[std::size_t(m.to)];
    m.pawn = m.piece == 'P' || m.piece == 'p';
    m.en_passant = m.pawn && file_of(m.from) != file_of(m.to) && m.target == '.';
    m.capture = m.target != '.' || m.en_passant;
    m.double_push = m.pawn && std::abs(m.to - m.from) == 16;
    m.castling = (m.piece == 'K' || m.piece == 'k') && std::abs(m.to - m.from) == 2;
    m.promotion = uci.size() == 5;
    m.king_capture = m.target == 'K' || m.target == 'k';
    return m;
}

bool is_corner(int s) { return s == 0 || s == 7 || s == 56 || s == 63; }

// A generator: its name and clauses, how a start is built, how moves are
// weighed (0: never, unless every move weighs 0), and how many plies.
struct Recipe {
    TargetedGenerator about;
    std::function<NeutralPosition(Rng&)> start;
    // `played`: the game's moves so far.
    std::function<int(const NeutralPosition&, const MoveShape&, const std::vector<std::string>& played)> weight;
    std::size_t plies;
    // Games per unit of `per_generator`: a clause that few plies of a game
    // exercise gets more games.
    std::size_t share = 1;
};

NeutralPosition maybe_mirrored(NeutralPosition p, Rng& rng) { return rng() % 2 ? harness::mirror(p) : p; }

// Two kings apart from each other, on free squares.
void place_kings(NeutralPosition& p, Rng& rng) {
    for (;;) {
        const int w = random_int(rng, 0, 63), b = random_int(rng, 0, 63);
        if (std::abs(file_of(w) - file_of(b)) <= 1 && std::abs(rank_of(w) - rank_of(b)) <= 1) continue;
        if (p.board[std::size_t(w)] != '.' || p.board[std::size_t(b)] != '.') continue;
        p.board[std::size_t(w)] = 'K';
        p.board[std::size_t(b)] = 'k';
        return;
    }
}

// Rules §2 and §5: the halfmove clock reaches 100 within a few plies, with
// pawns on the board, so that some candidates of a belief update end the
// game by fifty moves and others do not.
Recipe fifty_moves() {
    return {{"fifty-moves", {"2.end.fifty-moves", "5.filter.outcome", "1.clock.halfmove-reset.pawn"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                place_kings(p, rng);
                add_filler(p, rng, random_int(rng, 2, 4), {});
                for (char pawn : {'P', 'p'})
                    for (int tries = 0; tries < 50; ++tries) {
                        const int s = square(random_int(rng, 0, 7), random_int(rng, 2, 5));
                        if (p.board[std::size_t(s)] == '.') {
                            p.board[std::size_t(s)] = pawn;
                            break;
                        }
                    }
                p.side = rng() % 2 ? 'w' : 'b';
                p.halfmove = random_int(rng, 95, 99);
                p.fullmove = 60;
                return p;
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
                if (m.king_capture) return 0;
                if (m.pawn) return 5;
                return m.capture ? 1 : 20;
            },
            8,
            5};
}

// Rules §1: a rook captured on its corner loses its side the right; then
// another rook comes back to the corner while the king has not moved, and
// castling must not appear.
Recipe rook_captured_on_corner() {
    return {{"rook-captured-on-corner", {"1.castle.right-lost.rook-captured", "1.castle.no-right"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                const bool king_side = rng() % 2;
                const int corner = square(king_side ? "h1" : "a1");
                put(p, "e1", 'K');
                p.board[std::size_t(corner)] = 'R';
                p.castling.assign(1, king_side ? 'K' : 'Q');
                // A black bishop or queen on the long diagonal through the corner.
                const int far = square(king_side ? "a8" : "h8");
                std::vector<int> diagonal = between(corner, far);
                diagonal.push_back(far);
                const int attacker = diagonal[std::size_t(random_int(rng, 1, int(diagonal.size()) - 1))];
                p.board[std::size_t(attacker)] = rng() % 2 ? 'b' : 'q';
                // A second white rook on the corner's file, free to come back.
                const int rook_rank = random_int(rng, 2, 6);
                const int rook = square(file_of(corner), rook_rank);
                p.board[std::size_t(rook)] = 'R';
                put(p, "e8", 'k');
                std::vector<int> clear = between(corner, far);
                for (int s : between(corner, rook)) clear.push_back(s);
                for (int f = 0; f < 8; ++f) clear.push_back(square(f, 0));
                add_filler(p, rng, random_int(rng, 1, 3), clear);
                p.side = 'b';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
                if (m.king_capture || is_corner(m.from)) return 0;
                if (m.castling) return 200;
                if (m.piece == 'K' || m.piece == 'k') return 0;
                if (is_corner(m.to) && (m.capture || m.piece == 'R' || m.piece == 'r')) return 200;
                return 1;
            },
            8};
}

// Rules §1 and §3: a double push lands beside an enemy pawn whose king is
// attacked; fog chess allows the en passant capture (standard chess does
// not), and the capturer sees the landing square and the pawn.
Recipe en_passant_beside_attacked_king() {
    return {{"ep-beside-attacked-king",
             {"1.ep.capturer-king-attacked", "1.ep.capture", "3.vision.ep-victim", "3.vision.ep-landing",
              "4.ep.legal-would-drop"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                const int pawn_file = random_int(rng, 0, 7);
                const int pusher_file = pawn_file == 0 ? 1 : pawn_file == 7 ? 6 : pawn_file + (rng() % 2 ? 1 : -1);
                p.board[std::size_t(square(pawn_file, 3))] = 'p';
                p.board[std::size_t(square(pusher_file, 1))] = 'P';
                // The black king on rank 8, attacked down its file by a white rook or queen.
                int king_file = random_int(rng, 0, 7);
                while (king_file == pawn_file || king_file == pusher_file) king_file = random_int(rng, 0, 7);
                p.board[std::size_t(square(king_file, 7))] = 'k';
                p.board[std::size_t(square(king_file, random_int(rng, 3, 5)))] = rng() % 2 ? 'R' : 'Q';
                int white_king = square(random_int(rng, 0, 7), 0);
                while (file_of(white_king) == pusher_file) white_king = square(random_int(rng, 0, 7), 0);
                p.board[std::size_t(white_king)] = 'K';
                std::vector<int> clear = {square(pusher_file, 2), square(pusher_file, 3)};
                for (int r = 1; r < 7; ++r) clear.push_back(square(king_file, r));
                add_filler(p, rng, random_int(rng, 1, 3), clear);
                p.side = 'w';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>& played) {
                if (m.king_capture) return 0;
                if (played.empty()) return m.double_push ? 200 : 1;
                return m.en_passant ? 200 : 1;
            },
            6};
}

// Rules §1: only a pawn captures en passant. After a double push beside
// an enemy pawn (so the square passed over is an en passant square), an
// enemy knight lands on that square: it takes nothing, and the pushed pawn
// stays. An implementation that treats any move onto the en passant square
// as the capture removes the pawn.
Recipe piece_lands_on_en_passant_square() {
    return {{"piece-lands-on-ep-square", {"1.ep.capture", "1.ep.expires"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                const int file = random_int(rng, 1, 6);
                const int knight_side = rng() % 2 ? 1 : -1;
                p.board[std::size_t(square(file, 1))] = 'P';
                // The capturer beside the pushed pawn's landing square, and a
                // knight a jump away from the square passed over.
                p.board[std::size_t(square(file - knight_side, 3))] = 'p';
                p.board[std::size_t(square(file + knight_side, 4))] = 'n';
                // The kings on the first and last ranks, four files away.
                p.board[std::size_t(square((file + 4) % 8, 0))] = 'K';
                p.board[std::size_t(square((file + 4) % 8, 7))] = 'k';
                const std::vector<int> clear = {square(file, 2), square(file, 3)};
                add_filler(p, rng, random_int(rng, 0, 2), clear, "NBRQnbrq");
                p.side = 'w';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition& p, const MoveShape& m, const std::vector<std::string>& played) {
                if (m.king_capture) return 0;
                if (played.empty()) return m.double_push ? 200 : 0;
                if (played.size() == 1) return !m.pawn && m.to == p.en_passant ? 200 : 0;
                return 1;
            },
            4,
            2};
}

// True for a white piece (upper-case letter).
bool is_white(char piece) { return piece >= 'A' && piece <= 'Z'; }

// The file of the king of the side that does not move `m`.
int enemy_king_file(const NeutralPosition& p, const MoveShape& m) {
    const char enemy_king = is_white(m.piece) ? 'k' : 'K';
    for (int s = 0; s < 64; ++s)
        if (p.board[std::size_t(s)] == enemy_king) return file_of(s);
    return -1;
}

// The move lands on one of the two squares in front of a pawn of its own
// side still on its start rank (it would block the pawn's double push).
bool blocks_own_double_push(const NeutralPosition& p, const MoveShape& m) {
    const bool white = is_white(m.piece);
    const int forward = white ? 8 : -8;
    const char pawn = white ? 'P' : 'p';
    for (int steps = 1; steps <= 2; ++steps) {
        const int behind = m.to - steps * forward;
        if (behind >= 0 && behind < 64 && p.board[std::size_t(behind)] == pawn &&
            rank_of(behind) == (white ? 1 : 6))
            return true;
    }
    return false;
}

// Rules §1, §3 and §5, the incident at scale: the en passant beside an
// attacked king of the recipe above, played once the defender's P has
// grown past a few hundred boards. The attacker first makes quiet moves
// its opponent cannot see (queens, rooks, bishops and knights on its own
// side of the board), so that the update of the double push starts from a
// large P: an implementation whose bulk path for large beliefs stores
// boards in another spelling than its small path keeps the truth out of P
// only here.
Recipe en_passant_beside_attacked_king_in_large_belief() {
    constexpr std::size_t kHiddenRounds = 2;  // attacker moves before the push: P ~ 10^3
    return {{"ep-beside-attacked-king-large-p",
             {"1.ep.capturer-king-attacked", "1.ep.capture", "4.ep.legal-would-drop", "5.opponent-move.expansion"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                const int pawn_file = random_int(rng, 1, 6);
                const int pusher_file = pawn_file + (rng() % 2 ? 1 : -1);
                p.board[std::size_t(square(pawn_file, 3))] = 'p';
                p.board[std::size_t(square(pusher_file, 1))] = 'P';
                int king_file = random_int(rng, 0, 7);
                while (std::abs(king_file - pawn_file) <= 1 || king_file == pusher_file)
                    king_file = random_int(rng, 0, 7);
                p.board[std::size_t(square(king_file, 7))] = 'k';
                p.board[std::size_t(square(king_file, random_int(rng, 4, 5)))] = rng() % 2 ? 'R' : 'Q';
                int white_king = square(random_int(rng, 0, 7), 0);
                while (file_of(white_king) == pusher_file || file_of(white_king) == king_file)
                    white_king = square(random_int(rng, 0, 7), 0);
                p.board[std::size_t(white_king)] = 'K';
                // The hidden movers on White's three back ranks, clear of the
                // push and of the files of the pawns and the black king.
                std::vector<int> clear;
                for (int s = 0; s < 64; ++s)
                    if (rank_of(s) >= 3 || file_of(s) == pusher_file || std::abs(file_of(s) - pawn_file) <= 1 ||
                        file_of(s) == king_file)
                        clear.push_back(s);
                add_filler(p, rng, random_int(rng, 3, 4), clear, "QRBN");
                // Black's own quiet mover, away from White's side.
                std::vector<int> black_clear;
                for (int s = 0; s < 64; ++s)
                    if (rank_of(s) < 5 || file_of(s) == king_file) black_clear.push_back(s);
                add_filler(p, rng, 1, black_clear, "nb");
                p.side = 'w';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition& p, const MoveShape& m, const std::vector<std::string>& played) {
                if (m.king_capture) return 0;
                const std::size_t ply = played.size();
                if (ply == 2 * kHiddenRounds) return m.double_push ? 200 : 0;
                if (ply == 2 * kHiddenRounds + 1) return m.en_passant ? 200 : 0;
                if (m.capture || m.pawn || m.piece == 'K' || m.piece == 'k') return 0;
                if (ply % 2 == 1) return 1;  // the defender's quiet mover
                if (m.seen_by_opponent || blocks_own_double_push(p, m)) return 0;
                const int king_file = enemy_king_file(p, m);  // the attack down it stays open
                return file_of(m.from) == king_file || file_of(m.to) == king_file ? 0 : 1;
            },
            2 * kHiddenRounds + 2};
}

// Rules §5: a generator that grows P quickly, as the long games of real
// engines do: an open board (no pawns, a few pieces each) where both sides
// prefer quiet moves the other cannot see, so each P fans out by every
// hidden move at every ply and reaches 10^4-10^6 boards within a dozen
// plies. What it checks is the beliefs at scale, against any child that
// keeps up (`belief_contains`, `belief_sample`).
Recipe hidden_moves() {
    return {{"hidden-moves", {"5.opponent-move.expansion", "5.duplicates.merged", "5.filter.vision"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                const int white_king = square(random_int(rng, 0, 7), random_int(rng, 0, 1));
                const int black_king = square(random_int(rng, 0, 7), random_int(rng, 6, 7));
                p.board[std::size_t(white_king)] = 'K';
                p.board[std::size_t(black_king)] = 'k';
                std::vector<int> ranks_5_to_8, ranks_1_to_4;
                for (int s = 0; s < 64; ++s) (rank_of(s) < 4 ? ranks_1_to_4 : ranks_5_to_8).push_back(s);
                add_filler(p, rng, random_int(rng, 2, 4), ranks_5_to_8, "QRBN");  // White's pieces below
                add_filler(p, rng, random_int(rng, 2, 4), ranks_1_to_4, "qrbn");
                p.side = 'w';
                return p;
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
                if (m.king_capture) return 0;
                if (m.capture) return 1;
                return m.seen_by_opponent ? 1 : 20;
            },
            12};
}

// Rules §1: promotion to each piece, with and without a capture.
Recipe promotions() {
    return {
        {"promotions",
         {"1.promotion.knight", "1.promotion.bishop", "1.promotion.rook", "1.promotion.queen", "1.promotion.capture"}},
        [](Rng& rng) {
            NeutralPosition p = empty_board();
            for (int i = random_int(rng, 1, 3); i > 0; --i) {
                const int f = random_int(rng, 0, 7);
                p.board[std::size_t(square(f, 6))] = 'P';
                if (rng() % 2 && f < 7) p.board[std::size_t(square(f + 1, 7))] = "nbrq"[rng() % 4];
            }
            place_kings(p, rng);
            add_filler(p, rng, random_int(rng, 0, 2), {});
            p.side = 'w';
            return maybe_mirrored(p, rng);
        },
        [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
            if (m.king_capture) return 0;
            return m.promotion ? (m.capture ? 150 : 100) : 1;
        },
        4};
}

// Rules §1: castling out of, through and into attacked squares.
Recipe castling_under_attack() {
    return {{"castling-under-attack",
             {"1.castle.out-of-attack", "1.castle.through-attack", "1.castle.into-attack", "1.castle.king-side",
              "1.castle.queen-side"}},
            [](Rng& rng) {
                NeutralPosition p = white_ready_to_castle();
                // A black rook or queen down the file of a square the king stands on, passes or reaches.
                const int file = std::vector<int>{2, 3, 4, 5, 6}[std::size_t(random_int(rng, 0, 4))];
                p.board[std::size_t(square(file, random_int(rng, 3, 6)))] = rng() % 2 ? 'r' : 'q';
                p.board[std::size_t(square(file == 4 ? 0 : 4, 7))] = 'k';
                std::vector<int> clear;
                for (int f = 0; f < 8; ++f) clear.push_back(square(f, 0));
                for (int r = 1; r < 7; ++r) clear.push_back(square(file, r));
                add_filler(p, rng, random_int(rng, 1, 3), clear);
                p.side = 'w';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
                if (m.king_capture) return 0;
                return m.castling ? 200 : 1;
            },
            4};
}

// docs/rules.md (an open question): the king captured on its castling
// square while its side holds the rights.
Recipe king_captured_on_castling_square() {
    return {{"king-captured-on-e1", {"1.castle.right-lost.king-captured", "2.end.king-captured", "1.king.capture"}},
            [](Rng& rng) {
                NeutralPosition p = white_ready_to_castle();
                put(p, "e5", rng() % 2 ? 'r' : 'q');
                p.board[std::size_t(square(random_int(rng, 0, 2), 7))] = 'k';
                std::vector<int> clear;
                for (int r = 0; r < 8; ++r) clear.push_back(square(4, r));
                add_filler(p, rng, random_int(rng, 1, 3), clear);
                p.side = 'b';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
                return m.king_capture ? 200 : 0;
            },
            1};
}

// Each knight goes back where it came from two plies ago; other knight
// moves are rare, anything else is never picked.
int knights_out_and_back(const NeutralPosition&, const MoveShape& m, const std::vector<std::string>& played) {
    if (played.size() >= 2) {
        const std::string& before = played[played.size() - 2];
        if (m.from == square(before.c_str() + 2) && m.to == square(before.c_str())) return 1000;
    }
    return m.piece == 'N' || m.piece == 'n' ? 10 : 0;
}

// Rules §2: the third occurrence of a position, with knights going out and
// back; sometimes from a start with a canonical en passant square, which
// the later positions lack (another position for repetition).
Recipe repetition() {
    return {{"repetition", {"2.end.repetition", "2.end.repetition.start-counted", "2.end.repetition.canonical-ep"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                put(p, "e1", 'K');
                put(p, "e8", 'k');
                put(p, "b1", 'N');
                put(p, "g8", 'n');
                if (rng() % 2) {
                    // Black just pushed d7d5 beside a white pawn on e5: d6 is canonical.
                    put(p, "d5", 'p');
                    put(p, "e5", 'P');
                    p.en_passant = square("d6");
                }
                std::vector<int> clear = {square("a3"), square("c3"), square("d2"), square("f6"),
                                          square("h6"), square("e7"), square("d6"), square("e6")};
                add_filler(p, rng, random_int(rng, 0, 3), clear);
                p.side = 'w';
                return p;
            },
            knights_out_and_back,
            14,
            5};
}

// Mirrors a position left to right (files a<->h); castling rights are
// dropped, as no start here needs them.
NeutralPosition flipped_files(const NeutralPosition& p) {
    NeutralPosition out = p;
    for (int s = 0; s < 64; ++s) out.board[std::size_t(s)] = p.board[std::size_t(square(7 - file_of(s), rank_of(s)))];
    out.castling.clear();
    if (p.en_passant >= 0) out.en_passant = square(7 - file_of(p.en_passant), rank_of(p.en_passant));
    return out;
}

NeutralPosition from_fen_board(const char* placement) {
    NeutralPosition p = empty_board();
    int rank = 7, file = 0;
    for (const char* c = placement; *c; ++c) {
        if (*c == '/') {
            --rank;
            file = 0;
        } else if (*c >= '1' && *c <= '8') {
            file += *c - '0';
        } else {
            p.board[std::size_t(square(file++, rank))] = *c;
        }
    }
    return p;
}

// Rules §2 and §5: the third occurrence inside both beliefs. Each king is
// boxed in its corner by its own blocked pieces, so a knight is each
// side's only free piece: the opponent's unseen choices are one knight's
// squares, P stays far below the belief limit, and both belief updates
// receive the observed repetition (the knights' starts above, with filler,
// outgrow the limit first).
Recipe repetition_in_view() {
    return {{"repetition-in-view", {"5.filter.repetition-not-ended", "2.end.repetition"}},
            [](Rng& rng) {
                NeutralPosition p = from_fen_board("6bk/5prp/5PpP/6P1/6p1/5pPp/5PRP/6BK");
                p.board[std::size_t(square(random_int(rng, 1, 3), 0))] = 'N';
                p.board[std::size_t(square(random_int(rng, 1, 3), 7))] = 'n';
                if (rng() % 2) {
                    // Black just pushed a7a5 beside a white pawn on b5: a6
                    // is canonical at the start only.
                    put(p, "a5", 'p');
                    put(p, "b5", 'P');
                    p.en_passant = square("a6");
                }
                p.side = 'w';
                p.halfmove = random_int(rng, 0, 60);
                p.fullmove = 30;
                if (rng() % 2) p = flipped_files(p);
                return maybe_mirrored(p, rng);
            },
            knights_out_and_back,
            14,
            4};
}

// Rules §2 and §5: the side to move is left without a move. Black's king
// in the corner is boxed in by its own pieces, each blocked; White's next
// move (a pawn push, or a knight's jump at a halfmove clock of 99, which
// ends the game by fifty moves too) takes away the last black move. In
// Black's belief, the candidates where White played anything else keep a
// move: the outcome alone rejects them.
Recipe no_moves() {
    return {{"no-moves", {"2.end.no-moves", "5.filter.outcome", "2.end.order"}},
            [](Rng& rng) {
                const bool knight = rng() % 2;
                NeutralPosition p = from_fen_board(knight ? "6bk/5prp/5PpP/8/8/5N2/8/8" : "6bk/5prp/5PpP/8/6P1/8/8/8");
                const int king = square(random_int(rng, 0, 2), random_int(rng, 0, 2));
                p.board[std::size_t(king)] = 'K';
                std::vector<int> clear;
                for (int s = 0; s < 64; ++s)
                    if (file_of(s) >= 3) clear.push_back(s);
                // White's pieces only: a black one would give Black a move.
                add_filler(p, rng, random_int(rng, 0, 2), clear, "NBRQP");
                p.side = 'w';
                p.halfmove = knight && rng() % 2 ? 99 : random_int(rng, 0, 20);
                p.fullmove = 40;
                if (rng() % 2) p = flipped_files(p);
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition& p, const MoveShape& m, const std::vector<std::string>&) {
                if (m.king_capture || m.capture) return 0;
                // The pawn or knight that lands in front of the boxed pawn.
                const int to_rank = rank_of(m.to);
                const bool blocks = (m.piece == 'P' || m.piece == 'N') ? to_rank == 4 : to_rank == 3;
                const bool boxed_file = file_of(m.to) == 6 || file_of(m.to) == 1;
                if ((m.piece == 'P' || m.piece == 'p' || m.piece == 'N' || m.piece == 'n') && blocks && boxed_file)
                    return 500;
                (void)p;
                return 1;
            },
            2,
            2};
}

// Rules §2: two endings at once. A king that is its side's last piece is
// captured: the king is captured and its side has no move.
Recipe lone_king_captured() {
    return {{"lone-king-captured", {"2.end.order", "2.end.king-captured", "3.vision.kingless"}},
            [](Rng& rng) {
                NeutralPosition p = empty_board();
                const int king = square(random_int(rng, 1, 6), random_int(rng, 4, 6));
                p.board[std::size_t(king)] = 'k';
                // A white queen or rook next to it, and White's king far away.
                const int beside = square(file_of(king) + (rng() % 2 ? 1 : -1), rank_of(king));
                p.board[std::size_t(beside)] = rng() % 2 ? 'Q' : 'R';
                p.board[std::size_t(square(random_int(rng, 0, 7), 0))] = 'K';
                std::vector<int> clear;
                for (int s = 0; s < 64; ++s)
                    if (rank_of(s) >= 3) clear.push_back(s);
                add_filler(p, rng, random_int(rng, 0, 3), clear);
                for (char& c : p.board)
                    if (c >= 'a' && c != 'k') c = '.';  // no black piece but the king
                p.side = 'w';
                return maybe_mirrored(p, rng);
            },
            [](const NeutralPosition&, const MoveShape& m, const std::vector<std::string>&) {
                return m.king_capture ? 200 : 0;
            },
            1,
            2};
}

const std::vector<Recipe>& recipes() {
    static const std::vector<Recipe> all = {fifty_moves(),
                                            rook_captured_on_corner(),
                                            en_passant_beside_attacked_king(),
                                            en_passant_beside_attacked_king_in_large_belief(),
                                            piece_lands_on_en_passant_square(),
                                            hidden_moves(),
                                            promotions(),
                                            castling_under_attack(),
                                            king_captured_on_castling_square(),
                                            repetition(),
                                            repetition_in_view(),
                                            no_moves(),
                                            lone_king_captured()};
    return all;
}

}  // namespace

const std::vector<TargetedGenerator>& targeted_generators() {
    static const std::vector<TargetedGenerator> all = [] {
        std::vector<TargetedGenerator> out;
        for (const Recipe& r : recipes()) out.push_back(r.about);
        return out;
    }();
    return all;
}

std::vector<DiffGame> targeted_games(std::uint64_t seed, std::size_t per_generator) {
    std::vector<DiffGame> games;
    auto player = harness::make_implementation("engine");
    for (std::size_t g = 0; g < recipes().size(); ++g) {
        const Recipe& recipe = recipes()[g];
        for (std::size_t index = 0; index < per_generator * recipe.share; ++index) {
            Rng rng(seed * 0x9E3779B97F4A7C15ULL + g * 1000003ULL + index);
            DiffGame game;
            game.source = fmt::format("targeted {} #{} (seed {})", recipe.about.name, index + 1, seed);
            game.own_observation = index % 4 != 3;
            // A start the reference refuses (a filler pawn giving an
            // impossible en passant square, say) is built again.
            for (int tries = 0; tries < 20; ++tries) {
                game.start_fen = harness::neutral_fen(recipe.start(rng));
                if (player->load(game.start_fen, false).empty()) break;
            }
            if (!player->load(game.start_fen, false).empty()) continue;
            for (std::size_t ply = 0; ply < recipe.plies; ++ply) {
                const auto moves = player->moves();
                if (moves.empty()) break;
                const NeutralPosition p = player->position();
                const harness::SquareSet opponent_sees = player->vision(p.side == 'w' ? 'b' : 'w');
                std::vector<int> weights;
                for (const std::string& m : moves) {
                    MoveShape shape = shape_of(p, m);
                    shape.seen_by_opponent = opponent_sees.contains(shape.from) || opponent_sees.contains(shape.to);
                    weights.push_back(recipe.weight(p, shape, game.moves));
                }
                if (std::all_of(weights.begin(), weights.end(), [](int w) { return w == 0; }))
                    std::fill(weights.begin(), weights.end(), 1);
                std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
                const std::string move = moves[pick(rng)];
                player->play(move);
                game.moves.push_back(move);
                if (player->last_observation('w').outcome != "none") break;
            }
            games.push_back(std::move(game));
        }
    }
    return games;
}

}  // namespace external
