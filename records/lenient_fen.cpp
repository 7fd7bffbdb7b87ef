#include "records/lenient_fen.hpp"

#include "records/castling_corners.hpp"

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

// The castling field in the order KQkq without repeats, keeping only the
// rights the board can hold (python-chess's clean_castling_rights).
void repair_castling(std::string& field, std::string_view placement, std::vector<std::string>& notes) {
    if (field == "-") return;
    for (char c : field)
        if (std::string_view("KQkq").find(c) == std::string_view::npos) return;  // the strict parser says why
    std::string ordered;
    for (const char right : std::string_view("KQkq"))
        if (field.find(right) != std::string::npos) ordered += right;
    if (ordered != field) notes.push_back(fmt::format("castling field '{}' read as '{}'", field, ordered));

    const auto board = placement_board(placement);
    std::string kept;
    for (const char right : ordered) {
        const CastlingCorner corner = *castling_corner(right);
        if (!board || ((*board)[std::size_t(corner.king_square)] == corner.king &&
                       (*board)[std::size_t(corner.rook_square)] == corner.rook)) {
            kept += right;
            continue;
        }
        notes.push_back(fmt::format("castling right '{}' dropped: it needs the {} king on {} and a {} rook on {}", right,
                                    corner.colour, corner.king_square_name, corner.colour, corner.rook_square_name));
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
