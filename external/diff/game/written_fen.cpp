#include "external/diff/game/written_fen.hpp"

#include <fmt/format.h>

#include <sstream>

#include "external/diff/game/open_questions.hpp"
#include "external/protocol/bounded_json.hpp"
#include "external/protocol/external_implementation.hpp"
#include "records/lenient_fen.hpp"

namespace external {
namespace {

// The castling field as written (the third whitespace-separated field).
std::string written_castling(const std::string& text) {
    std::istringstream fields(text);
    std::string field;
    for (int i = 0; i < 3 && fields >> field; ++i) {
    }
    return field;
}

bool has_piece(const harness::NeutralPosition& p, char piece) {
    for (char c : p.board)
        if (c == piece) return true;
    return false;
}

bool is_castling_drop(const std::string& note) { return note.rfind("castling right '", 0) == 0; }

}  // namespace

WrittenFen read_written_fen(harness::Implementation& reader, const std::string& text, const std::string& writer,
                            const std::string& context) {
    const std::string strict_error = reader.load(text, true);
    if (strict_error.empty()) return {reader.position(), {}, {}};
    const auto unreadable = [&](const std::string& more) {
        throw UnreadableAnswer(fmt::format("{} wrote {} '{}', which the {} rejects: {}{}", writer, context,
                                           excerpt(text, 120), reader.name(), strict_error, more));
    };
    const fog::records::LenientFen lenient = fog::records::normalize_fen(text);
    if (lenient.notes.empty() || !reader.load(lenient.fen, true).empty()) unreadable("");
    WrittenFen out;
    out.position = reader.position();
    for (char right : written_castling(text)) {
        if (std::string("KQkq").find(right) == std::string::npos) continue;
        if (out.position.castling.find(right) != std::string::npos) continue;
        const char king = right == 'K' || right == 'Q' ? 'K' : 'k';
        if (has_piece(out.position, king))
            unreadable(
                fmt::format(" (it holds castling right '{}' although its king or rook has left its square: "
                            "rules section 1 removes the right)",
                            right));
        if (out.other_readings.empty()) out.other_readings.push_back(question::kKingCaptureCastling);
    }
    for (const std::string& note : lenient.notes)
        if (!is_castling_drop(note)) out.spelling_repairs.push_back(note);
    return out;
}

}  // namespace external
