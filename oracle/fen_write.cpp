// Writing a FEN: six fields; only the en passant field depends on the
// spelling asked for (fow-rules §4, docs/rules.md "Writing the en passant
// field").
#include <optional>
#include <string>

#include "oracle/detail.hpp"
#include "oracle/oracle.hpp"

namespace oracle {

namespace {

void append_placement(const Position& p, std::string& text) {
    for (int rank = 7; rank >= 0; --rank) {
        int empty_run = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = p.board[rank][file];
            if (c == detail::kEmpty) {
                ++empty_run;
                continue;
            }
            if (empty_run > 0) {
                text += static_cast<char>('0' + empty_run);
                empty_run = 0;
            }
            text += c;
        }
        if (empty_run > 0) {
            text += static_cast<char>('0' + empty_run);
        }
        if (rank > 0) {
            text += '/';
        }
    }
}

void append_castling(const Position& p, std::string& text) {
    if (!p.white_king_side && !p.white_queen_side && !p.black_king_side &&
        !p.black_queen_side) {
        text += '-';
        return;
    }
    if (p.white_king_side) text += 'K';
    if (p.white_queen_side) text += 'Q';
    if (p.black_king_side) text += 'k';
    if (p.black_queen_side) text += 'q';
}

// fow-rules §4 (`legal`): the capture must not leave the capturer's king
// in check in standard chess; docs/rules.md: a capturer without a king on
// the board is never in check. One such capture is enough.
bool some_capture_is_legal_in_standard_chess(const Position& p) {
    const Colour capturer = p.side_to_move;
    for (const Move& m : legal_moves(p)) {
        if (!detail::en_passant_victim(p, m).has_value()) {
            continue;
        }
        const Position after = make_move(p, m);
        const std::optional<Square> king = detail::find_king(after, capturer);
        if (!king.has_value() ||
            !detail::is_attacked_standard(after, *king, opponent(capturer))) {
            return true;
        }
    }
    return false;
}

std::optional<Square> en_passant_field(const Position& p,
                                       EpSpelling spelling) {
    switch (spelling) {
        case EpSpelling::Full:
            // Every double push. A position with a canonical square surely
            // came from one, even if its double_push was never filled in.
            return p.double_push.has_value() ? p.double_push : p.en_passant;
        case EpSpelling::Xfen:
            return p.en_passant;
        case EpSpelling::Legal:
            if (p.en_passant.has_value() &&
                some_capture_is_legal_in_standard_chess(p)) {
                return p.en_passant;
            }
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

std::string write_fen(const Position& p, EpSpelling spelling) {
    std::string text;
    write_fen_into(p, spelling, text);
    return text;
}

void write_fen_into(const Position& p, EpSpelling spelling,
                    std::string& text) {
    const std::optional<Square> ep = en_passant_field(p, spelling);
    text.clear();
    // The longest FEN the parser accepts: 64 placement characters and 7
    // slashes, then " w KQkq e3 100 999999"; one allocation is enough.
    text.reserve(96);
    append_placement(p, text);
    text += ' ';
    text += p.side_to_move == Colour::White ? 'w' : 'b';
    text += ' ';
    append_castling(p, text);
    text += ' ';
    text += ep.has_value() ? square_name(*ep) : "-";
    text += ' ';
    text += std::to_string(p.halfmove_clock);
    text += ' ';
    text += std::to_string(p.fullmove_number);
}

}  // namespace oracle
