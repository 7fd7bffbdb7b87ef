#include "engine/types.hpp"

namespace fog {

std::string square_name(Square s) {
    if (s >= 64) return "-";
    return {char('a' + file_of(s)), char('1' + rank_of(s))};
}

std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
    return make_square(text[0] - 'a', text[1] - '1');
}

char piece_letter(Colour c, PieceType t) {
    // Static: a local array is copied onto the stack at every call, which
    // the fuzz build's ASan pays for with a guarded stack frame and a
    // checked copy (the moves target asks this for every square it writes).
    static constexpr char letters[] = "PNBRQK";
    const char upper = letters[t];
    return c == White ? upper : char(upper - 'A' + 'a');
}

std::string to_uci(Move m) {
    std::string out = square_name(m.from()) + square_name(m.to());
    if (m.is_promotion()) out += char(piece_letter(Black, m.promotion()));
    return out;
}

}  // namespace fog
