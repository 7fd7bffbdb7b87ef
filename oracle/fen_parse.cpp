// Reading a FEN: exactly the language of docs/rules.md ("FEN acceptance"),
// which extends fow-rules §4. Every rejection names the field and the fault.
// Nothing here throws: all checks are explicit, all indexing is bounded.
#include <algorithm>
#include <cstddef>
#include <array>
#include <string>
#include <string_view>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace {

using detail::kEmpty;

// A character as it may be shown in an error message: printable ASCII as
// itself, anything else (NUL, tab, non-ASCII bytes) as \xNN.
std::string shown(char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) {
        return std::string("'") + c + "'";
    }
    const char* const hex = "0123456789abcdef";
    std::string text = "\\x";
    text += hex[u / 16];
    text += hex[u % 16];
    return text;
}

// A whole field as it may be shown in an error message.
std::string shown_text(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f) {
            out += c;
        } else {
            out += shown(c);
        }
    }
    return out + "\"";
}

ParseResult failure(const std::string& message) {
    ParseResult r;
    r.error = message;
    return r;
}

// The pieces of a text between occurrences of a separator, as views into
// the text (no copies: the fuzzers parse a FEN at every step). Empty pieces
// are kept so that the caller can reject them. Only the first kMax pieces
// are kept; `count` counts them all, which is enough for an error message
// (no caller accepts more than kMax).
struct Pieces {
    static constexpr std::size_t kMax = 8;
    std::array<std::string_view, kMax> piece;
    std::size_t count = 0;
    bool any_empty = false;
};

Pieces split(std::string_view text, char sep) {
    Pieces out;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(sep, start);
        const std::string_view piece = text.substr(
            start, end == std::string_view::npos ? std::string_view::npos
                                                 : end - start);
        if (out.count < Pieces::kMax) {
            out.piece[out.count] = piece;
        }
        ++out.count;
        out.any_empty = out.any_empty || piece.empty();
        if (end == std::string_view::npos) {
            return out;
        }
        start = end + 1;
    }
}

bool is_piece_letter(char c) { return detail::owner(c).has_value(); }

std::string rank_label(int rank) {
    return std::string("rank ") + static_cast<char>('1' + rank);
}

// docs/rules.md item 2: eight ranks, rank 8 first; letters and digits 1-8;
// no two adjacent digits; each rank exactly 8 squares.
std::string read_placement(std::string_view field, Position& p) {
    const Pieces ranks = split(field, '/');
    if (ranks.count != 8) {
        return "placement: expected 8 ranks separated by '/', found " +
               std::to_string(ranks.count);
    }
    for (int i = 0; i < 8; ++i) {
        const int rank = 7 - i;
        const std::string_view text = ranks.piece[static_cast<std::size_t>(i)];
        int file = 0;
        bool previous_was_digit = false;
        for (const char c : text) {
            if (c >= '1' && c <= '8') {
                if (previous_was_digit) {
                    return "placement: adjacent digits in " +
                           rank_label(rank) + " (write one digit)";
                }
                previous_was_digit = true;
                const int run = c - '0';
                if (file + run > 8) {
                    return "placement: " + rank_label(rank) +
                           " has more than 8 squares";
                }
                for (int k = 0; k < run; ++k) {
                    p.board[rank][file] = kEmpty;
                    ++file;
                }
            } else if (is_piece_letter(c)) {
                previous_was_digit = false;
                if (file >= 8) {
                    return "placement: " + rank_label(rank) +
                           " has more than 8 squares";
                }
                p.board[rank][file] = c;
                ++file;
            } else {
                return "placement: bad character " + shown(c) + " in " +
                       rank_label(rank);
            }
        }
        if (file != 8) {
            return "placement: " + rank_label(rank) + " has " +
                   std::to_string(file) + " squares, expected 8";
        }
    }
    return "";
}

// docs/rules.md items 3 and 4: kings, pawns on the back ranks, material.
std::string check_material(const Position& p, bool allow_missing_kings) {
    for (const Colour side : {Colour::White, Colour::Black}) {
        const std::string name = side == Colour::White ? "white" : "black";
        int kings = 0;
        int pawns = 0;
        int pieces = 0;
        for (int rank = 0; rank < 8; ++rank) {
            for (int file = 0; file < 8; ++file) {
                const char c = p.board[rank][file];
                if (!detail::belongs_to(c, side)) {
                    continue;
                }
                ++pieces;
                if (detail::kind(c) == 'K') {
                    ++kings;
                }
                if (detail::kind(c) == 'P') {
                    ++pawns;
                }
            }
        }
        if (kings > 1) {
            return "placement: more than one " + name + " king";
        }
        if (kings == 0 && !allow_missing_kings) {
            return "placement: no " + name + " king";
        }
        if (pawns > 8) {
            return "placement: more than 8 " + name + " pawns";
        }
        if (pieces > 16) {
            return "placement: more than 16 " + name + " pieces";
        }
    }
    for (const int rank : {0, 7}) {
        for (int file = 0; file < 8; ++file) {
            if (detail::kind(p.board[rank][file]) == 'P') {
                return "placement: pawn on " +
                       square_name(Square{file, rank}) +
                       " (no pawn may stand on rank 1 or rank 8)";
            }
        }
    }
    return "";
}

// docs/rules.md item 6: '-' or a non-empty subsequence of KQkq, in that
// order, each right backed by its king and rook on their original squares.
std::string read_castling(std::string_view field, Position& p) {
    p.white_king_side = false;
    p.white_queen_side = false;
    p.black_king_side = false;
    p.black_queen_side = false;
    if (field == "-") {
        return "";
    }
    const std::string_view order = "KQkq";
    std::size_t next_allowed = 0;
    for (const char c : field) {
        const std::size_t at = order.find(c);
        if (at == std::string_view::npos || at < next_allowed) {
            return "castling: expected '-' or letters of KQkq in that "
                   "order without repeats, found " +
                   shown(c);
        }
        next_allowed = at + 1;
        if (c == 'K') p.white_king_side = true;
        if (c == 'Q') p.white_queen_side = true;
        if (c == 'k') p.black_king_side = true;
        if (c == 'q') p.black_queen_side = true;
    }
    struct Need {
        bool right;
        const char* letter;
        int rank;
        char king;
        int rook_file;
        char rook;
    };
    const Need needs[4] = {
        {p.white_king_side, "K", 0, 'K', 7, 'R'},
        {p.white_queen_side, "Q", 0, 'K', 0, 'R'},
        {p.black_king_side, "k", 7, 'k', 7, 'r'},
        {p.black_queen_side, "q", 7, 'k', 0, 'r'},
    };
    for (const Need& n : needs) {
        if (!n.right) {
            continue;
        }
        if (p.board[n.rank][4] != n.king || p.board[n.rank][n.rook_file] != n.rook) {
            detail::note(Clause::FenCastlingNeedsPieces);
        }
        if (p.board[n.rank][4] != n.king) {
            return std::string("castling: right '") + n.letter +
                   "' needs the king on " + square_name(Square{4, n.rank});
        }
        if (p.board[n.rank][n.rook_file] != n.rook) {
            return std::string("castling: right '") + n.letter +
                   "' needs the rook on " +
                   square_name(Square{n.rook_file, n.rank});
        }
    }
    return "";
}

// docs/rules.md item 7 (fow-rules §4): reject a square no double push can
// have left; keep it canonically only when the side to move can capture.
std::string read_en_passant(std::string_view field, Position& p) {
    p.en_passant = std::nullopt;
    p.double_push = std::nullopt;
    if (field == "-") {
        return "";
    }
    const std::optional<Square> square = square_from_name(std::string(field));
    if (!square.has_value()) {
        return "en passant: expected '-' or a square name, found " +
               shown_text(field);
    }
    const Square s = *square;
    const Colour pusher = opponent(p.side_to_move);
    // The pusher's pawn passed over its rank 3 (White) or rank 6 (Black).
    const int expected_rank = detail::pawn_start_rank(pusher) +
                              detail::forward(pusher);
    if (s.rank != expected_rank) {
        detail::note(Clause::FenRejectEnPassantWrongRank);
        return "en passant: " + std::string(field) + " is on the wrong rank for " +
               (p.side_to_move == Colour::White ? "White" : "Black") +
               " to move";
    }
    const Square pushed{s.file, s.rank + detail::forward(pusher)};
    if (p.at(pushed) != detail::piece_for(pusher, 'P')) {
        detail::note(Clause::FenRejectEnPassantNoPushedPawn);
        return "en passant: " + std::string(field) + " has no pushed pawn on " +
               square_name(pushed);
    }
    if (p.at(s) != kEmpty) {
        detail::note(Clause::FenRejectEnPassantSquareOccupied);
        return "en passant: " + std::string(field) + " is occupied";
    }
    const Square start{s.file, detail::pawn_start_rank(pusher)};
    if (p.at(start) != kEmpty) {
        detail::note(Clause::FenRejectEnPassantStartOccupied);
        return "en passant: " + std::string(field) + " needs the start square " +
               square_name(start) + " empty";
    }
    p.double_push = s;
    p.en_passant = detail::canonical_en_passant(p, s);
    return "";
}

// docs/rules.md items 8 and 9: decimal digits, no sign, no leading zero,
// within [low, high]. Long strings are rejected before conversion so that
// no arithmetic can overflow.
std::string read_number(std::string_view field, const std::string& name,
                        int low, int high, int& value) {
    for (const char c : field) {
        if (c < '0' || c > '9') {
            return name + ": expected decimal digits, found " + shown(c);
        }
    }
    if (field.size() > 1 && field[0] == '0') {
        return name + ": leading zero in " + shown_text(field);
    }
    const auto range = [low, high] {
        return " (allowed " + std::to_string(low) + " to " +
               std::to_string(high) + ")";
    };
    if (field.size() > 7) {
        return name + ": value out of range" + range();
    }
    int n = 0;
    for (const char c : field) {
        n = n * 10 + (c - '0');
    }
    if (n < low || n > high) {
        return name + ": value " + std::to_string(n) + " out of range" +
               range();
    }
    value = n;
    return "";
}

// docs/rules.md item 8: is the field a clock of 100 or more, written
// without sign or leading zero? Only there does the limit decide.
bool clock_at_least_100(std::string_view field) {
    return field.size() >= 3 && field[0] != '0' &&
           std::all_of(field.begin(), field.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The clauses that decided an accepted en passant field (fow-rules §4).
void note_en_passant_kept(const Position& p) {
    if (!p.double_push.has_value()) {
        return;
    }
    if (!p.en_passant.has_value()) {
        detail::note(Clause::EnPassantNoCapturer);
        return;
    }
    detail::note(Clause::EnPassantCanonicalKept);
    if (clause_still_wanted(Clause::EnPassantLegalWouldDrop) && !detail::some_en_passant_capture_is_standard_legal(p)) {
        detail::note(Clause::EnPassantLegalWouldDrop);
    }
}

}  // namespace

ParseResult parse_fen(const std::string& text, bool allow_missing_kings) {
    // docs/rules.md item 1: exactly six fields, single spaces, nothing else.
    const Pieces split_fields = split(text, ' ');
    if (split_fields.any_empty) {
        return failure(
            "fields: empty field (leading, trailing or double space, "
            "or empty text)");
    }
    if (split_fields.count != 6) {
        return failure("fields: expected 6 fields separated by single "
                       "spaces, found " +
                       std::to_string(split_fields.count));
    }
    const auto& fields = split_fields.piece;

    Position p = initial_position();
    std::string error = read_placement(fields[0], p);
    if (error.empty()) {
        error = check_material(p, allow_missing_kings);
    }
    if (!error.empty()) {
        return failure(error);
    }

    // docs/rules.md item 5.
    if (fields[1] == "w") {
        p.side_to_move = Colour::White;
    } else if (fields[1] == "b") {
        p.side_to_move = Colour::Black;
    } else {
        return failure("side to move: expected 'w' or 'b', found " +
                       shown_text(fields[1]));
    }

    error = read_castling(fields[2], p);
    if (error.empty()) {
        error = read_en_passant(fields[3], p);
    }
    if (error.empty()) {
        if (detail::recording_clauses() && clock_at_least_100(fields[4])) {
            detail::note(Clause::FenHalfmoveLimit);
        }
        error = read_number(fields[4], "halfmove clock", 0, 100,
                            p.halfmove_clock);
    }
    if (error.empty()) {
        error = read_number(fields[5], "fullmove number", 1, 999999,
                            p.fullmove_number);
    }
    if (!error.empty()) {
        return failure(error);
    }

    if (detail::recording_clauses()) [[unlikely]] {
        note_en_passant_kept(p);
    }
    ParseResult ok;
    ok.position = p;
    return ok;
}

}  // namespace oracle
