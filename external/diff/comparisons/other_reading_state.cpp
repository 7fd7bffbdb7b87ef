#include "external/diff/comparisons/other_reading_state.hpp"

#include <fmt/format.h>

#include <array>
#include <optional>
#include <sstream>
#include <vector>

#include "external/diff/comparisons/diff_describe.hpp"
#include "records/castling_corners.hpp"
#include "external/diff/game/open_questions.hpp"
#include "harness/neutral.hpp"

namespace external {
namespace {

// A clock written "+1" or "07" means 1 or 7: its spelling repaired, or the
// text unchanged.
std::string plain_clocks(const std::string& fen, bool& repaired) {
    std::istringstream in(fen);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    if (fields.size() != 6) return fen;
    for (std::size_t i = 4; i < 6; ++i) {
        std::string& clock = fields[i];
        std::string plain = clock;
        if (!plain.empty() && plain[0] == '+') plain.erase(0, 1);
        while (plain.size() > 1 && plain[0] == '0') plain.erase(0, 1);
        if (plain.empty() || plain.find_first_not_of("0123456789") != std::string::npos) return fen;
        repaired = repaired || plain != clock;
        clock = plain;
    }
    std::string out;
    for (const std::string& f : fields) out += (out.empty() ? "" : " ") + f;
    return repaired ? out : fen;
}

}  // namespace

// The FEN as the other reading of `question` reads it, in a form the
// reference accepts; empty when there is none. Read whole: a FEN of more
// or fewer than six fields is refused by every reading, so accepting it
// is a refusal finding, not an other reading (an engine that ignores a
// seventh field does not thereby drop castling rights).
std::string other_reading_fen(const std::string& question, const std::string& fen) {
    std::istringstream in(fen);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    if (fields.size() != 6) return {};  // not six fields: no position to read
    std::string placement = fields[0], side = fields[1], castling = fields[2], en_passant = fields[3],
                halfmove = fields[4], fullmove = fields[5];
    if (question == question::kHalfmoveLimit) halfmove = "100";
    if (question == question::kCastlingNeedsPieces) {
        // "The right is silently dropped": each right whose king or rook is
        // not on its square.
        const std::optional<std::array<char, 64>> board = fog::records::placement_board(placement);
        if (!board) return {};
        const std::string kept =
            fog::records::rights_with_their_pieces(castling, [&](int square) { return (*board)[std::size_t(square)]; });
        castling = kept.empty() ? "-" : kept;
    }
    return placement + ' ' + side + ' ' + castling + ' ' + en_passant + ' ' + halfmove + ' ' + fullmove;
}

// "castling right K kept with no white rook on h1": each right of a
// written FEN whose king or rook is not on its square; empty when none
// (or when the FEN has no readable board and castling field).
std::string rights_lacking_pieces(const std::string& fen) {
    std::istringstream in(fen);
    std::string placement, side, castling;
    in >> placement >> side >> castling;
    const std::optional<std::array<char, 64>> board = fog::records::placement_board(placement);
    if (!board || castling.find_first_not_of("KQkq-") != std::string::npos) return {};
    std::string out;
    for (const char right : castling) {
        const std::optional<fog::records::CastlingCorner> corner = fog::records::castling_corner(right);
        if (!corner) continue;  // '-'
        std::string lacks;
        if ((*board)[std::size_t(corner->king_square)] != corner->king)
            lacks = fmt::format("no {} king on {}", corner->colour, corner->king_square_name);
        if ((*board)[std::size_t(corner->rook_square)] != corner->rook)
            lacks += fmt::format("{}no {} rook on {}", lacks.empty() ? "" : " and ", corner->colour,
                                 corner->rook_square_name);
        if (!lacks.empty())
            out += fmt::format("{}castling right {} kept with {}", out.empty() ? "" : "; ", right, lacks);
    }
    return out;
}

std::optional<WrittenFen> lenient_reading(DiffSides& sides, const std::string& fen) {
    bool clocks_repaired = false;
    std::string text = plain_clocks(fen, clocks_repaired);
    // A right the board cannot hold is the castling question's other
    // reading, here as in the probes that ask it alone.
    const std::string rights_dropped = other_reading_fen(question::kCastlingNeedsPieces, text);
    const bool dropped = !rights_dropped.empty() && rights_dropped != text && text.find('\t') == std::string::npos &&
                         text.find("  ") == std::string::npos && text.front() != ' ' && text.back() != ' ';
    if (dropped) text = rights_dropped;
    try {
        WrittenFen read = read_written_fen(*sides.reader, text, sides.external.name(), "a FEN it accepted");
        if (clocks_repaired) read.spelling_repairs.push_back("a clock written with a sign or leading zeros");
        if (dropped) read.other_readings.push_back(question::kCastlingNeedsPieces);
        return read;
    } catch (const UnreadableAnswer&) {
        return std::nullopt;
    }
}

void compare_other_reading_state(DiffSides& sides, DiffFindings& findings, const Probe& probe) {
    const std::string& question = probe.other_reading_accepts;
    std::string fen;
    if (!question.empty()) {
        fen = other_reading_fen(question, probe.request.value("fen", ""));
    } else if (const auto read = lenient_reading(sides, probe.request.value("fen", ""))) {
        fen = harness::neutral_fen(read->position);
    }
    if (fen.empty() || !sides.reader->load(fen, true).empty()) return;
    harness::Implementation& reading = *sides.reader;
    const auto differ = [&](const std::string& what, const std::string& ours, const std::string& theirs,
                            std::vector<ElementDifference> elements) {
        for (ElementDifference& e : elements) {
            e.under_other_reading = true;
            e.reading_fen = fen;
        }
        // The question first: what the finding is named by, whatever
        // clause decides the elements in the position it reads.
        if (!question.empty())
            elements.insert(elements.begin(),
                            {ElementKind::OtherReadingKept, question_value(question), ElementDifference::Side::Extra});
        findings.diverge(StateKind::Refusal, diff_check::kOtherReadingState,
                         harness::Disagreement{what + " after it accepted " + probe.request.dump(), ours, theirs},
                         fmt::format("docs/rules.md refuses this FEN; {} accepts it as {}, and the "
                                     "implementation must then hold that position",
                                     question.empty() ? std::string("the lenient reading (docs/rules.md)")
                                                      : "the other reading of " + question,
                                     fen),
                         std::move(elements));
    };
    findings.count("other reading's position");
    const std::vector<std::string> legal = reading.moves(), theirs = sides.external.moves();
    if (legal != theirs) {
        differ("move set", moves_against(legal, theirs), moves_against(theirs, legal), move_differences(legal, theirs));
        return;
    }
    if (sides.external.supports(Capability::Vision))
        for (const char colour : {'w', 'b'}) {
            const harness::SquareSet a = reading.vision(colour), b = sides.external.vision(colour);
            if (a != b) {
                differ("vision of " + std::string(1, colour), squares_against(a, b), squares_against(b, a),
                       square_differences(ElementKind::VisionSquare, colour, a, b));
                return;
            }
        }
    if (!sides.external.supports(Capability::Fen) || question == question::kHalfmoveLimit) return;
    const std::string written = sides.external.written_fen();
    try {
        const harness::NeutralPosition held =
            sides.read_written(written, "the position", StateKind::Refusal, findings).position;
        // Read back, then reload the other reading: reading it may have
        // moved the reader.
        sides.reader->load(fen, true);
        const harness::NeutralPosition expected = sides.reader->position();
        if (held != expected)
            differ("the position", harness::describe(expected), harness::describe(held),
                   position_differences(expected, held));
    } catch (const UnreadableAnswer&) {
        // The FEN it writes for a right it should not hold is one no parser
        // reads: name the right and the piece it lacks.
        sides.reader->load(fen, true);
        const std::string lacking = rights_lacking_pieces(written);
        differ("castling rights", fen,
               written + (lacking.empty() ? std::string(": a position the reference cannot read") : ": " + lacking),
               unreadable_position_differences(written, sides.reader->position()));
    }
}

}  // namespace external
