#include "external/diff/sources/probe_generation.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "external/diff/game/open_questions.hpp"

namespace external {
namespace {

using harness::NeutralPosition;

// A FEN's six fields, to be spoiled one at a time.
struct Fields {
    std::string placement, side, castling, en_passant, halfmove, fullmove;

    explicit Fields(const NeutralPosition& p) {
        std::istringstream in(harness::neutral_fen(p));
        in >> placement >> side >> castling >> en_passant >> halfmove >> fullmove;
    }
    std::string text() const {
        return placement + ' ' + side + ' ' + castling + ' ' + en_passant + ' ' + halfmove + ' ' + fullmove;
    }
    std::vector<std::string> ranks() const {
        std::vector<std::string> out;
        std::istringstream in(placement);
        for (std::string rank; std::getline(in, rank, '/');) out.push_back(rank);
        return out;
    }
    void set_ranks(const std::vector<std::string>& ranks) {
        placement.clear();
        for (const std::string& r : ranks) placement += (placement.empty() ? "" : "/") + r;
    }
};

Probe load(const std::string& fen, std::string open_question = {}) {
    return {{{"cmd", "load"}, {"fen", fen}}, std::move(open_question)};
}

int at(int file, int rank) { return rank * 8 + file; }
bool is_king(char piece) { return piece == 'K' || piece == 'k'; }

// The en passant field of rules section 4, for `side` to move: the square
// on every wrong rank of every file, and on the right rank every file
// with the pushed pawn missing, the square occupied, or the pushed pawn's
// start square occupied.
void en_passant_probes(const NeutralPosition& after, char side, std::vector<Probe>& out) {
    NeutralPosition p = after;
    p.side = side;
    p.en_passant = -1;
    const bool white_to_move = side == 'w';
    const int right_rank = white_to_move ? 5 : 2;  // rank 6 or rank 3
    const int beyond_rank = white_to_move ? 4 : 3;
    const int start_rank = white_to_move ? 6 : 1;
    const char pushed = white_to_move ? 'p' : 'P';
    for (int file = 0; file < 8; ++file) {
        for (int rank = 0; rank < 8; ++rank) {
            if (rank == right_rank) continue;
            Fields f(p);
            f.en_passant = harness::square_text(at(file, rank));
            out.push_back(load(f.text()));
        }
        // A double push that could have left the square, then spoiled.
        NeutralPosition pushed_here = p;
        const int square = at(file, right_rank), beyond = at(file, beyond_rank), start = at(file, start_rank);
        if (is_king(pushed_here.board[square]) || is_king(pushed_here.board[beyond]) ||
            is_king(pushed_here.board[start]))
            continue;
        pushed_here.board[beyond] = pushed;
        pushed_here.board[square] = '.';
        pushed_here.board[start] = '.';
        for (const char instead : {'.', white_to_move ? 'P' : 'p', white_to_move ? 'n' : 'N'}) {
            NeutralPosition no_pawn = pushed_here;
            no_pawn.board[beyond] = instead;
            Fields f(no_pawn);
            f.en_passant = harness::square_text(square);
            out.push_back(load(f.text()));
        }
        for (const int occupied : {square, start}) {
            NeutralPosition blocked = pushed_here;
            blocked.board[occupied] = white_to_move ? 'b' : 'B';
            Fields f(blocked);
            f.en_passant = harness::square_text(square);
            out.push_back(load(f.text()));
        }
    }
}

// docs/rules.md FEN acceptance item 6, an open question: a right whose
// rook has left its corner, or whose king stands beside its square.
void castling_probes(const NeutralPosition& after, std::vector<Probe>& out) {
    for (const char right : {'K', 'Q', 'k', 'q'}) {
        const bool white = right == 'K' || right == 'Q';
        const int home = white ? 0 : 7;
        const int corner = at(right == 'K' || right == 'k' ? 7 : 0, home);
        const char king = white ? 'K' : 'k', rook = white ? 'R' : 'r';
        NeutralPosition in_place = after;
        in_place.castling = std::string(1, right);
        if (in_place.board[at(4, home)] != king) continue;
        in_place.board[corner] = rook;
        NeutralPosition no_rook = in_place;
        no_rook.board[corner] = '.';
        out.push_back(load(harness::neutral_fen(no_rook), question::kCastlingNeedsPieces));
        for (const int beside : {3, 5}) {
            if (in_place.board[at(beside, home)] != '.') continue;
            NeutralPosition moved = in_place;
            moved.board[at(4, home)] = '.';
            moved.board[at(beside, home)] = king;
            out.push_back(load(harness::neutral_fen(moved), question::kCastlingNeedsPieces));
            break;
        }
    }
}

// docs/rules.md FEN acceptance items 1 to 9: the text of a valid FEN
// spoiled one way at a time.
void mutation_probes(const NeutralPosition& after, std::vector<Probe>& out) {
    const Fields valid(after);
    const std::string text = valid.text();
    // Item 1: fields.
    out.push_back(load(valid.placement + ' ' + valid.side + ' ' + valid.castling + ' ' + valid.en_passant));
    out.push_back(load(valid.placement + ' ' + valid.side + ' ' + valid.castling + ' ' + valid.en_passant + ' ' +
                       valid.halfmove));
    out.push_back(load(text + " 0"));
    out.push_back(load(' ' + text));
    out.push_back(load(text + ' '));
    const std::size_t first_space = text.find(' ');  // a valid FEN has one
    const std::string doubled = text.substr(0, first_space) + ' ' + text.substr(first_space);
    out.push_back(load(doubled));
    std::string tabbed = text;
    tabbed[tabbed.find(' ')] = '\t';
    out.push_back(load(tabbed));
    out.push_back(load(""));
    out.push_back(load("not a fen"));
    // Item 2: placement.
    const std::vector<std::string> ranks = valid.ranks();
    for (std::size_t cut = 0; cut < ranks.size(); cut += 7) {
        std::vector<std::string> seven = ranks;
        seven.erase(seven.begin() + static_cast<std::ptrdiff_t>(cut));
        Fields f = valid;
        f.set_ranks(seven);
        out.push_back(load(f.text()));
    }
    {
        std::vector<std::string> nine = ranks;
        nine.insert(nine.begin() + 4, "8");
        Fields f = valid;
        f.set_ranks(nine);
        out.push_back(load(f.text()));
    }
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const std::string& rank = ranks[r];
        // Short: the last square dropped (a digit one less, or a piece left out).
        std::string short_rank = rank;
        if (std::isdigit(static_cast<unsigned char>(short_rank.back())))
            short_rank.back() == '1' ? short_rank.pop_back() : void(--short_rank.back());
        else
            short_rank.pop_back();
        // Long: a square past the rank's end; digits that run past it.
        for (const std::string& spoiled : {short_rank, rank + "1", rank + "P", rank == "8" ? "9" : rank + "8",
                                           rank == "8" ? "44" : rank, rank + "x"}) {
            if (spoiled == rank) continue;
            std::vector<std::string> changed = ranks;
            changed[r] = spoiled;
            Fields f = valid;
            f.set_ranks(changed);
            out.push_back(load(f.text()));
        }
    }
    // Item 3: kings; item 4: material.
    for (int square = 0; square < 64; ++square) {
        if (after.board[static_cast<std::size_t>(square)] != '.') continue;
        for (const char piece : {'K', 'k'}) {
            NeutralPosition two_kings = after;
            two_kings.board[static_cast<std::size_t>(square)] = piece;
            out.push_back(load(harness::neutral_fen(two_kings)));
        }
        if (square < 8 || square >= 56)
            for (const char pawn : {'P', 'p'}) {
                NeutralPosition last_rank = after;
                last_rank.board[static_cast<std::size_t>(square)] = pawn;
                out.push_back(load(harness::neutral_fen(last_rank)));
            }
        break;
    }
    for (const char king : {'K', 'k'}) {
        NeutralPosition kingless = after;
        std::replace(kingless.board.begin(), kingless.board.end(), king, '.');
        out.push_back(load(harness::neutral_fen(kingless)));
    }
    // Items 5 to 9: one field at a time.
    const auto with = [&](std::string Fields::*field, const std::string& value) {
        Fields f = valid;
        f.*field = value;
        out.push_back(load(f.text()));
    };
    for (const char* side : {"W", "x", "-", "wb"}) with(&Fields::side, side);
    for (const char* castling : {"KQx", "A", "QK", "KK", "kqKQ", "--", "H"}) with(&Fields::castling, castling);
    for (const char* square : {"g9", "z3", "G3", "3g", "--"}) with(&Fields::en_passant, square);
    for (const char* clock : {"-3", "+1", "01", "1.5", "x", "", "-0"}) with(&Fields::halfmove, clock);
    for (const char* number : {"0", "-1", "01", "+2", "1000000", "x"}) with(&Fields::fullmove, number);
    // Item 8, an open question: clocks above 100.
    for (const int clock : {101, 150, 999}) {
        NeutralPosition high = after;
        high.halfmove = clock;
        out.push_back(load(harness::neutral_fen(high), question::kHalfmoveLimit));
    }
}

}  // namespace

std::vector<Probe> generated_fen_probes(const harness::NeutralPosition& after) {
    std::vector<Probe> out;
    for (const char side : {'w', 'b'}) en_passant_probes(after, side, out);
    mutation_probes(after, out);
    castling_probes(after, out);
    // Each request once: mutations of different fields can meet.
    std::vector<Probe> unique;
    for (Probe& p : out)
        if (std::find(unique.begin(), unique.end(), p) == unique.end()) unique.push_back(std::move(p));
    // Those an open question's other reading accepts go last: accepting one
    // changes the implementation's state by right.
    std::stable_partition(unique.begin(), unique.end(),
                          [](const Probe& p) { return p.other_reading_accepts.empty(); });
    return unique;
}

std::vector<Probe> generated_move_probes(const harness::NeutralPosition& at_position,
                                         const std::vector<std::string>& legal,
                                         const std::vector<std::string>& theirs) {
    std::vector<std::string> candidates = {"zz99", "", "e2e4e4", "a7a8k", "e1g1", "e1c1", "e8g8", "e8c8"};
    const bool white = at_position.side == 'w';
    const int step = white ? 1 : -1;
    const auto name = [](int file, int rank) { return harness::square_text(at(file, rank)); };
    for (int square = 0; square < 64; ++square) {
        const char piece = at_position.board[static_cast<std::size_t>(square)];
        if (piece != (white ? 'P' : 'p')) continue;
        const int file = square % 8, rank = square / 8;
        const std::string from = name(file, rank);
        const int one = rank + step;
        if (one < 0 || one > 7) continue;
        const bool last = one == (white ? 7 : 0);
        // Straight on (blocked or not: the reference decides), and two.
        candidates.push_back(from + name(file, one) + (last ? "" : "q"));
        if (last) candidates.push_back(from + name(file, one));
        if (rank == (white ? 1 : 6)) candidates.push_back(from + name(file, one + step));
        for (const int side_step : {-1, 1})
            if (file + side_step >= 0 && file + side_step < 8)
                candidates.push_back(from + name(file + side_step, one));
    }
    // A square with nothing on it.
    for (int square = 0; square < 64; ++square)
        if (at_position.board[static_cast<std::size_t>(square)] == '.') {
            candidates.push_back(harness::square_text(square) + harness::square_text((square + 8) % 64));
            break;
        }
    if (!theirs.empty()) candidates.push_back(theirs.front());
    if (!legal.empty() && legal.front().size() == 4) candidates.push_back(legal.front() + "q");
    std::vector<Probe> out;
    for (const std::string& m : candidates) {
        if (std::binary_search(legal.begin(), legal.end(), m)) continue;
        Probe p{{{"cmd", "play"}, {"move", m}}, {}};
        if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(std::move(p));
    }
    return out;
}

}  // namespace external
