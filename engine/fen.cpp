#include "engine/fen.hpp"

#include <fmt/format.h>

#include <array>
#include <vector>

namespace fog {
namespace {

constexpr std::array<const char*, 6> kFieldNames = {"placement", "side to move", "castling", "en passant",
                                                   "halfmove clock", "fullmove number"};

std::string fault(int field, const std::string& what) {
    return fmt::format("FEN field {} ({}): {}", field + 1, kFieldNames[field], what);
}

// Printable form of untrusted text for error messages.
std::string quoted(std::string_view s) {
    std::string out = "'";
    for (unsigned char c : s.substr(0, 40)) {
        if (c >= 0x20 && c < 0x7F) out += char(c);
        else out += fmt::format("\\x{:02x}", c);
    }
    if (s.size() > 40) out += "...";
    return out + "'";
}

// The six fields, as views into the text: fixed storage, as a parse is
// often a caller's whole work (the fuzz targets read thousands per second).
using FenFields = std::array<std::string_view, 6>;

std::optional<FenFields> split_fields(std::string_view text, std::string& error) {
    FenFields fields;
    std::size_t count = 0, start = 0;
    while (true) {
        const std::size_t space = text.find(' ', start);
        const std::string_view field = text.substr(start, space == std::string_view::npos ? space : space - start);
        if (field.empty()) {
            error = "FEN: empty field (two spaces in a row, or a leading or trailing space)";
            return std::nullopt;
        }
        if (count < fields.size()) fields[count] = field;
        ++count;
        if (space == std::string_view::npos) break;
        start = space + 1;
    }
    if (count != fields.size()) {
        error = fmt::format("FEN: expected 6 fields separated by single spaces, found {}", count);
        return std::nullopt;
    }
    return fields;
}

bool piece_from_letter(char c, Colour& colour, PieceType& type) {
    constexpr std::string_view letters = "PNBRQK";
    const char upper = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    const std::size_t i = letters.find(upper);
    if (i == std::string_view::npos) return false;
    colour = (c == upper) ? White : Black;
    type = PieceType(i);
    return true;
}

std::string parse_placement(std::string_view field, KingRule kings, Position& p) {
    int rank = 7, file = 0;
    bool last_was_digit = false;
    for (std::size_t i = 0; i < field.size(); ++i) {
        const char c = field[i];
        if (c == '/') {
            if (file != 8) return fault(0, fmt::format("rank {} has {} squares, expected 8", rank + 1, file));
            if (rank == 0) return fault(0, "more than 8 ranks");
            --rank;
            file = 0;
            last_was_digit = false;
            continue;
        }
        if (c >= '1' && c <= '8') {
            if (last_was_digit) return fault(0, fmt::format("two digits in a row in rank {}", rank + 1));
            file += c - '0';
            last_was_digit = true;
            if (file > 8) return fault(0, fmt::format("rank {} has more than 8 squares", rank + 1));
            continue;
        }
        Colour colour;
        PieceType type;
        if (!piece_from_letter(c, colour, type))
            return fault(0, fmt::format("bad character {} at offset {}", quoted(field.substr(i, 1)), i));
        if (file >= 8) return fault(0, fmt::format("rank {} has more than 8 squares", rank + 1));
        if (type == Pawn && (rank == 0 || rank == 7))
            return fault(0, fmt::format("pawn on rank {} at {}", rank + 1, square_name(make_square(file, rank))));
        p.put(colour, type, make_square(file, rank));
        ++file;
        last_was_digit = false;
    }
    if (rank != 0) return fault(0, fmt::format("{} ranks, expected 8", 8 - rank));
    if (file != 8) return fault(0, fmt::format("rank 1 has {} squares, expected 8", file));

    for (Colour c : {White, Black}) {
        const char* name = c == White ? "white" : "black";
        const int n_kings = popcount(p.pieces(c, King));
        if (n_kings > 1) return fault(0, fmt::format("{} {} kings, at most 1 allowed", n_kings, name));
        if (n_kings == 0 && kings == KingRule::Required) return fault(0, fmt::format("no {} king", name));
        if (popcount(p.pieces(c, Pawn)) > 8)
            return fault(0, fmt::format("{} {} pawns, at most 8 allowed", popcount(p.pieces(c, Pawn)), name));
        if (popcount(p.by_colour[c]) > 16)
            return fault(0, fmt::format("{} {} pieces, at most 16 allowed", popcount(p.by_colour[c]), name));
    }
    return {};
}

std::string parse_castling(std::string_view field, Position& p) {
    if (field == "-") return {};
    constexpr std::string_view order = "KQkq";
    struct Need { CastlingRight right; Square king, rook; };
    constexpr Need needs[4] = {{WhiteKingSide, make_square(4, 0), make_square(7, 0)},
                               {WhiteQueenSide, make_square(4, 0), make_square(0, 0)},
                               {BlackKingSide, make_square(4, 7), make_square(7, 7)},
                               {BlackQueenSide, make_square(4, 7), make_square(0, 7)}};
    std::size_t next = 0;
    for (char c : field) {
        const std::size_t i = order.find(c, next);
        if (i == std::string_view::npos) {
            if (order.find(c) == std::string_view::npos)
                return fault(2, fmt::format("bad character {}", quoted(std::string_view(&c, 1))));
            return fault(2, fmt::format("'{}' repeated or out of the order KQkq", c));
        }
        next = i + 1;
        const Need& need = needs[i];
        const Colour colour = i < 2 ? White : Black;
        if (!(p.pieces(colour, King) & bit(need.king)) || !(p.pieces(colour, Rook) & bit(need.rook)))
            return fault(2, fmt::format("right '{}' needs the king on {} and a rook on {}", c,
                                        square_name(need.king), square_name(need.rook)));
        p.castling |= need.right;
    }
    return {};
}

std::string parse_en_passant(std::string_view field, Position& p) {
    if (field == "-") return {};
    const std::optional<Square> sq = parse_square(field);
    if (!sq) return fault(3, fmt::format("{} is not a square name", quoted(field)));
    const Colour pusher = ~p.side;
    const int expected_rank = p.side == White ? 5 : 2;
    if (rank_of(*sq) != expected_rank)
        return fault(3, fmt::format("{} is on rank {}; with {} to move it must be on rank {}", square_name(*sq),
                                    rank_of(*sq) + 1, p.side == White ? "White" : "Black", expected_rank + 1));
    const Square pushed = en_passant_victim(*sq);
    const Square start = p.side == White ? Square(*sq + 8) : Square(*sq - 8);
    if (!(p.pieces(pusher, Pawn) & bit(pushed)))
        return fault(3, fmt::format("no {} pawn on {} that a double push past {} would have left",
                                    pusher == White ? "white" : "black", square_name(pushed), square_name(*sq)));
    if (p.occupied() & bit(*sq)) return fault(3, fmt::format("{} is occupied", square_name(*sq)));
    if (p.occupied() & bit(start))
        return fault(3, fmt::format("the pushed pawn's start square {} is occupied", square_name(start)));
    p.double_push = *sq;
    p.ep = canonical_en_passant(p, pushed);
    return {};
}

// Decimal digits, no sign, no leading zero, within [low, high].
std::string parse_number(std::string_view field, int index, unsigned low, unsigned high, std::uint32_t& out) {
    if (field.size() > 1 && field[0] == '0') return fault(index, fmt::format("{} has a leading zero", quoted(field)));
    std::uint64_t value = 0;
    for (char c : field) {
        if (c < '0' || c > '9') return fault(index, fmt::format("{} is not a decimal number", quoted(field)));
        value = value * 10 + unsigned(c - '0');
        if (value > high) break;
    }
    if (value < low || value > high)
        return fault(index, fmt::format("{} is out of range {}..{}", quoted(field), low, high));
    out = std::uint32_t(value);
    return {};
}

}  // namespace

FenResult parse_fen(std::string_view text, KingRule kings) {
    FenResult result;
    const auto fields = split_fields(text, result.error);
    if (!fields) return result;
    const auto& f = *fields;

    Position p;
    if (std::string e = parse_placement(f[0], kings, p); !e.empty()) return {std::nullopt, e};
    if (f[1] == "w") p.side = White;
    else if (f[1] == "b") p.side = Black;
    else return {std::nullopt, fault(1, fmt::format("{} is neither 'w' nor 'b'", quoted(f[1])))};
    if (std::string e = parse_castling(f[2], p); !e.empty()) return {std::nullopt, e};
    if (std::string e = parse_en_passant(f[3], p); !e.empty()) return {std::nullopt, e};
    std::uint32_t halfmove = 0, fullmove = 0;
    if (std::string e = parse_number(f[4], 4, 0, 100, halfmove); !e.empty()) return {std::nullopt, e};
    if (std::string e = parse_number(f[5], 5, 1, 999999, fullmove); !e.empty()) return {std::nullopt, e};
    p.halfmove = std::uint16_t(halfmove);
    p.fullmove = fullmove;
    result.position = p;
    return result;
}

Position parse_fen_or_throw(std::string_view text, KingRule kings) {
    FenResult r = parse_fen(text, kings);
    if (!r.position) throw FenError(r.error);
    return *r.position;
}

}  // namespace fog
