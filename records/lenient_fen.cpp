#include "records/lenient_fen.hpp"

#include <fmt/format.h>

#include <array>
#include <optional>

namespace fog::records {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// The whitespace-separated fields; a seventh stands for "more than six",
// which is all a caller needs to know of the rest.
std::vector<std::string> split_fields(std::string_view text) {
    constexpr std::size_t kMostKept = 7;
    std::vector<std::string> fields;
    fields.reserve(kMostKept);
    std::size_t i = 0;
    while (i < text.size() && fields.size() < kMostKept) {
        while (i < text.size() && is_space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (i > start) fields.emplace_back(text.substr(start, i - start));
    }
    return fields;
}

// The placement field as 64 letters ('.' empty, index a1 = 0), or nothing
// when it is not eight ranks of eight squares (the strict parser says why).
std::optional<std::array<char, 64>> read_board(std::string_view placement) {
    std::array<char, 64> board;
    board.fill('.');
    int rank = 7, file = 0;
    for (char c : placement) {
        if (c == '/') {
            if (file != 8 || rank == 0) return std::nullopt;
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) return std::nullopt;
        } else {
            if (file >= 8) return std::nullopt;
            board[std::size_t(rank * 8 + file)] = c;
            ++file;
        }
    }
    if (rank != 0 || file != 8) return std::nullopt;
    return board;
}

struct CastlingNeed {
    char letter;
    int king, rook;  // squares, a1 = 0
    const char* king_name;
    const char* rook_name;
};
constexpr std::array<CastlingNeed, 4> kCastlingNeeds = {{{'K', 4, 7, "white king on e1", "white rook on h1"},
                                                         {'Q', 4, 0, "white king on e1", "white rook on a1"},
                                                         {'k', 60, 63, "black king on e8", "black rook on h8"},
                                                         {'q', 60, 56, "black king on e8", "black rook on a8"}}};

// The castling field in the order KQkq without repeats, keeping only the
// rights the board can hold (python-chess's clean_castling_rights).
void repair_castling(std::string& field, std::string_view placement, std::vector<std::string>& notes) {
    if (field == "-") return;
    for (char c : field)
        if (std::string_view("KQkq").find(c) == std::string_view::npos) return;  // the strict parser says why
    std::string ordered;
    for (const CastlingNeed& need : kCastlingNeeds)
        if (field.find(need.letter) != std::string::npos) ordered += need.letter;
    if (ordered != field) notes.push_back(fmt::format("castling field '{}' read as '{}'", field, ordered));

    const auto board = read_board(placement);
    std::string kept;
    for (const CastlingNeed& need : kCastlingNeeds) {
        if (ordered.find(need.letter) == std::string::npos) continue;
        const char king = need.letter == 'K' || need.letter == 'Q' ? 'K' : 'k';
        const char rook = king == 'K' ? 'R' : 'r';
        if (!board || ((*board)[std::size_t(need.king)] == king && (*board)[std::size_t(need.rook)] == rook)) {
            kept += need.letter;
            continue;
        }
        notes.push_back(fmt::format("castling right '{}' dropped: it needs the {} and a {}", need.letter,
                                    need.king_name, need.rook_name));
    }
    field = kept.empty() ? "-" : kept;
}

std::string joined(const std::vector<std::string>& fields) {
    std::string out;
    for (const std::string& f : fields) {
        if (!out.empty()) out += ' ';
        out += f;
    }
    return out;
}

}  // namespace

LenientFen normalize_fen(std::string_view text) {
    LenientFen result;
    std::vector<std::string> fields = split_fields(text);
    if (fields.size() < 4 || fields.size() > 6) {
        result.fen = std::string(text);
        return result;
    }
    if (joined(fields) != text) result.notes.push_back("runs of spaces, or spaces at the ends, collapsed");
    if (fields.size() == 4) {
        fields.insert(fields.end(), {"0", "1"});
        result.notes.push_back("four fields: halfmove clock 0 and fullmove number 1 added");
    } else if (fields.size() == 5) {
        fields.push_back("1");
        result.notes.push_back("five fields: fullmove number 1 added");
    }
    repair_castling(fields[2], fields[0], result.notes);
    if (fields[5] == "0") {
        fields[5] = "1";
        result.notes.push_back("fullmove number 0 read as 1");
    }
    result.fen = result.notes.empty() ? std::string(text) : joined(fields);
    return result;
}

}  // namespace fog::records
