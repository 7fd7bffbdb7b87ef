#include "records/san.hpp"

#include <fmt/format.h>

#include <vector>

#include "engine/movegen.hpp"
#include "engine/standard.hpp"

namespace fog::records::detail {
namespace {

// What SAN text says about a move.
struct SanPattern {
    enum class Castle { None, KingSide, QueenSide } castle = Castle::None;
    PieceType piece = Pawn;
    int from_file = -1;  // -1: not given
    int from_rank = -1;
    Square to = kNoSquare;
    PieceType promotion = NoPieceType;
};

std::optional<PieceType> piece_of(char c) {
    switch (c) {
        case 'N': return Knight;
        case 'B': return Bishop;
        case 'R': return Rook;
        case 'Q': return Queen;
        case 'K': return King;
        default: return std::nullopt;
    }
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

std::string_view strip_suffixes(std::string_view s) {
    while (true) {
        if (s.size() >= 4 && s.substr(s.size() - 4) == "e.p.") s.remove_suffix(4);
        else if (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?')) s.remove_suffix(1);
        else return s;
    }
}

std::optional<SanPattern> parse(std::string_view text, std::string& error) {
    std::string_view s = strip_suffixes(text);
    SanPattern pat;
    if (s == "O-O" || s == "0-0" || s == "o-o") {
        pat.castle = SanPattern::Castle::KingSide;
        return pat;
    }
    if (s == "O-O-O" || s == "0-0-0" || s == "o-o-o") {
        pat.castle = SanPattern::Castle::QueenSide;
        return pat;
    }
    error = "not a SAN move";
    if (s.empty()) return std::nullopt;
    if (const auto piece = piece_of(s.front())) {
        pat.piece = *piece;
        s.remove_prefix(1);
    }
    // Promotion at the end: "=Q" or "Q" (any case after '=').
    if (pat.piece == Pawn && s.size() >= 3) {
        const char last = s.back();
        const bool has_equals = s[s.size() - 2] == '=';
        if (has_equals || piece_of(last)) {
            const auto promo = promotion_from_name(std::string_view(&s.back(), 1));
            if (!promo || (!has_equals && !piece_of(last))) return std::nullopt;
            pat.promotion = *promo;
            s.remove_suffix(has_equals ? 2 : 1);
        }
    }
    if (s.size() < 2 || !is_file(s[s.size() - 2]) || !is_rank(s.back())) return std::nullopt;
    pat.to = make_square(s[s.size() - 2] - 'a', s.back() - '1');
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-')) s.remove_suffix(1);
    if (!s.empty() && is_file(s.front())) {
        pat.from_file = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty() && is_rank(s.front())) {
        pat.from_rank = s.front() - '1';
        s.remove_prefix(1);
    }
    if (!s.empty()) return std::nullopt;
    // A pawn move names its file: the origin's ("exd5") or, for a push,
    // the destination's ("e4").
    if (pat.piece == Pawn && pat.from_file < 0) pat.from_file = file_of(pat.to);
    error.clear();
    return pat;
}

bool matches(const Position& p, Move m, const SanPattern& pat) {
    if (pat.castle != SanPattern::Castle::None) {
        return m.kind() == MoveKind::Castling && (file_of(m.to()) == 6) == (pat.castle == SanPattern::Castle::KingSide);
    }
    if (m.kind() == MoveKind::Castling || m.to() != pat.to || p.type_on(m.from()) != pat.piece) return false;
    if (pat.from_file >= 0 && file_of(m.from()) != pat.from_file) return false;
    if (pat.from_rank >= 0 && rank_of(m.from()) != pat.from_rank) return false;
    if (m.is_promotion()) return m.promotion() == pat.promotion;
    return pat.promotion == NoPieceType;
}

}  // namespace

Resolved resolve_san(const Position& p, std::string_view text) {
    std::string error;
    const auto pat = parse(text, error);
    if (!pat) return {std::nullopt, error};
    MoveList standard;
    generate_standard_moves(p, standard);
    MoveList fog;
    generate_moves(p, fog);
    for (const MoveList* set : {&standard, &fog}) {
        std::vector<Move> found;
        for (Move m : *set)
            if (matches(p, m, *pat)) found.push_back(m);
        if (found.size() == 1) return {found.front(), {}};
        if (found.size() > 1) {
            std::string list;
            for (Move m : found) {
                if (!list.empty()) list += ", ";
                list += to_uci(m);
            }
            return {std::nullopt, fmt::format("ambiguous SAN: {} {} moves match ({})", found.size(),
                                              set == &standard ? "standard-chess" : "fog", list)};
        }
    }
    if (pat->piece == Pawn && pat->promotion == NoPieceType && (rank_of(pat->to) == 0 || rank_of(pat->to) == 7))
        return {std::nullopt, "a pawn reaching the last rank must name its promotion piece"};
    return {std::nullopt, "no legal fog move matches"};
}

std::string to_san(const Position& p, Move m) {
    if (m.kind() == MoveKind::Castling) return file_of(m.to()) == 6 ? "O-O" : "O-O-O";
    const PieceType piece = p.type_on(m.from());
    const bool capture = m.kind() == MoveKind::EnPassant || (p.occupied() & bit(m.to()));
    std::string out;
    if (piece == Pawn) {
        if (capture) out += char('a' + file_of(m.from()));
    } else {
        out += piece_letter(White, piece);
        MoveList fog;
        generate_moves(p, fog);
        bool clash = false, same_file = false, same_rank = false;
        for (Move other : fog) {
            if (other.from() == m.from() || other.to() != m.to() || other.kind() == MoveKind::Castling ||
                p.type_on(other.from()) != piece)
                continue;
            clash = true;
            same_file |= file_of(other.from()) == file_of(m.from());
            same_rank |= rank_of(other.from()) == rank_of(m.from());
        }
        if (clash && (!same_file || same_rank)) out += char('a' + file_of(m.from()));
        if (clash && same_file) out += char('1' + rank_of(m.from()));
    }
    if (capture) out += 'x';
    out += square_name(m.to());
    if (m.is_promotion()) {
        out += '=';
        out += piece_letter(White, m.promotion());
    }
    return out;
}

std::string check_suffix(const Position& after) {
    if (!in_check(after, after.side)) return "";
    MoveList replies;
    generate_standard_moves(after, replies);
    return replies.empty() ? "#" : "+";
}

}  // namespace fog::records::detail
