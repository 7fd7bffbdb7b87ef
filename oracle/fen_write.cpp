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

std::optional<Square> en_passant_field(const Position& p,
                                       EpSpelling spelling) {
    switch (spelling) {
        case EpSpelling::Full:
            return detail::full_en_passant(p);
        case EpSpelling::Xfen:
            return p.en_passant;
        case EpSpelling::Legal:
            if (p.en_passant.has_value() && detail::some_en_passant_capture_is_standard_legal(p)) {
                return p.en_passant;
            }
            return std::nullopt;
    }
    return std::nullopt;
}

// The clauses that decided the en passant field: a writer of another
// spelling would have written another field.
void note_en_passant_field(const Position& p, EpSpelling spelling) {
    if (p.double_push.has_value() && !p.en_passant.has_value()) {
        detail::note(Clause::EnPassantNoCapturer);
    }
    if (!p.en_passant.has_value()) {
        return;
    }
    if (clause_still_wanted(Clause::EnPassantLegalWouldDrop) && !detail::some_en_passant_capture_is_standard_legal(p)) {
        detail::note(Clause::EnPassantLegalWouldDrop);
    }
    if (spelling == EpSpelling::Legal && !detail::find_king(p, p.side_to_move).has_value()) {
        detail::note(Clause::EnPassantLegalKinglessCapturer);
    }
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
    if (detail::recording_clauses()) [[unlikely]] {
        note_en_passant_field(p, spelling);
    }
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
