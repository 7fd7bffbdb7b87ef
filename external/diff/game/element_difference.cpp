#include "external/diff/game/element_difference.hpp"

#include <algorithm>
#include <iterator>
#include <optional>
#include <sstream>

namespace external {
namespace {

using Side = ElementDifference::Side;

ElementDifference square_element(ElementKind kind, int square, Side side, char colour) {
    return {kind, element::Square{square}, side, colour};
}

void add_set_differences(ElementKind kind, char colour, const harness::SquareSet& ours,
                         const harness::SquareSet& theirs, std::vector<ElementDifference>& out) {
    for (const int s : theirs)
        if (!ours.contains(s)) out.push_back(square_element(kind, s, Side::Extra, colour));
    for (const int s : ours)
        if (!theirs.contains(s)) out.push_back(square_element(kind, s, Side::Missing, colour));
}

void add_castling_differences(const std::string& ours, const std::string& theirs, std::vector<ElementDifference>& out) {
    for (const char right : std::string("KQkq")) {
        const bool mine = ours.find(right) != std::string::npos;
        const bool their = theirs.find(right) != std::string::npos;
        if (mine != their)
            out.push_back(
                {ElementKind::CastlingRight, element::CastlingRight{right}, their ? Side::Extra : Side::Missing});
    }
}

// The rights a castling field names, as KQkq letters: X-FEN and
// Shredder-FEN name a right by its rook's file ('A' for a white rook on
// the a-file, 'h' for a black one on the h-file), and a library that keeps
// a right whose corner rook is gone writes it that way (chessops). The
// rook's side of the king's e-file gives the letter. Nullopt for a field
// that names no rights so.
std::optional<std::string> rights_named(const std::string& field) {
    std::string rights;
    for (const char c : field) {
        if (c == '-' && field.size() == 1) break;
        if (std::string("KQkq").find(c) != std::string::npos)
            rights += c;
        else if (c >= 'A' && c <= 'H' && c != 'E')
            rights += c < 'E' ? 'Q' : 'K';
        else if (c >= 'a' && c <= 'h' && c != 'e')
            rights += c < 'e' ? 'q' : 'k';
        else
            return std::nullopt;
    }
    return rights;
}

}  // namespace

const char* kind_name(ElementKind kind) {
    switch (kind) {
        case ElementKind::Move:
            return "move";
        case ElementKind::VisionSquare:
            return "vision square";
        case ElementKind::ObservedSquare:
            return "observed square";
        case ElementKind::ObservedContent:
            return "observed content";
        case ElementKind::CapturedSquare:
            return "captured square";
        case ElementKind::Placement:
            return "placement";
        case ElementKind::SideToMove:
            return "side to move";
        case ElementKind::CastlingRight:
            return "castling right";
        case ElementKind::EnPassantSquare:
            return "en passant square";
        case ElementKind::HalfmoveClock:
            return "halfmove clock";
        case ElementKind::FullmoveNumber:
            return "fullmove number";
        case ElementKind::WrittenPosition:
            return "written position";
        case ElementKind::BoardOfP:
            return "board of P";
        case ElementKind::TrueBoardInP:
            return "true board in P";
        case ElementKind::BeliefSize:
            return "|P|";
        case ElementKind::Load:
            return "load";
        case ElementKind::Play:
            return "play";
        case ElementKind::Command:
            return "command";
        case ElementKind::OtherReading:
            return "other reading";
        case ElementKind::OtherReadingKept:
            return "other reading kept";
    }
    return "?";
}

const char* side_name(Side side) {
    switch (side) {
        case Side::Extra:
            return "extra";
        case Side::Missing:
            return "missing";
        case Side::Accepted:
            return "accepted";
        case Side::Refused:
            return "refused";
        case Side::Differs:
            break;
    }
    return "differs";
}

ElementValue move_value(const std::string& uci) {
    if (const auto code = harness::move_code_of(uci)) return element::Move{*code};
    return element::Request{uci};
}

ElementValue question_value(const std::string& id) {
    if (const auto clause = oracle::clause_from_id(id)) return element::Question{*clause};
    return element::Request{id};
}

std::string field_name(const ElementDifference& d) {
    std::string name = kind_name(d.kind);
    if (d.under_other_reading) name += " (other reading)";
    return name;
}

std::string element_text(const ElementDifference& d) {
    struct Text {
        std::string operator()(const element::None&) const { return {}; }
        std::string operator()(const element::Square& s) const { return harness::square_text(s.index); }
        std::string operator()(const element::Move& m) const { return harness::uci_of(m.code); }
        std::string operator()(const element::Request& r) const { return r.text; }
        std::string operator()(const element::Fen& f) const { return f.text; }
        std::string operator()(const element::CastlingRight& c) const { return std::string(1, c.letter); }
        std::string operator()(const element::Side& s) const { return std::string(1, s.colour); }
        std::string operator()(const element::Count& c) const { return std::to_string(c.value); }
        std::string operator()(const element::Question& q) const { return std::string(oracle::clause_id(q.clause)); }
    };
    return std::visit(Text{}, d.value);
}

std::vector<ElementDifference> move_differences(const std::vector<std::string>& ours,
                                                const std::vector<std::string>& theirs) {
    std::vector<std::string> extra, missing;
    std::set_difference(theirs.begin(), theirs.end(), ours.begin(), ours.end(), std::back_inserter(extra));
    std::set_difference(ours.begin(), ours.end(), theirs.begin(), theirs.end(), std::back_inserter(missing));
    std::vector<ElementDifference> out;
    for (const std::string& m : extra) out.push_back({ElementKind::Move, move_value(m), Side::Extra});
    for (const std::string& m : missing) out.push_back({ElementKind::Move, move_value(m), Side::Missing});
    return out;
}

std::vector<ElementDifference> square_differences(ElementKind kind, char colour, const harness::SquareSet& ours,
                                                  const harness::SquareSet& theirs) {
    std::vector<ElementDifference> out;
    add_set_differences(kind, colour, ours, theirs, out);
    return out;
}

std::vector<ElementDifference> observation_differences(char colour, const harness::NeutralObservation& ours,
                                                       const harness::NeutralObservation& theirs) {
    std::vector<ElementDifference> out;
    add_set_differences(ElementKind::ObservedSquare, colour, ours.seen, theirs.seen, out);
    for (const int s : ours.seen)
        if (theirs.seen.contains(s) && ours.contents.at(s) != theirs.contents.at(s))
            out.push_back(square_element(ElementKind::ObservedContent, s, Side::Differs, colour));
    if (ours.own_piece_captured != theirs.own_piece_captured) {
        if (theirs.own_piece_captured >= 0)
            out.push_back(square_element(ElementKind::CapturedSquare, theirs.own_piece_captured, Side::Extra, colour));
        if (ours.own_piece_captured >= 0)
            out.push_back(square_element(ElementKind::CapturedSquare, ours.own_piece_captured, Side::Missing, colour));
    }
    return out;
}

std::vector<ElementDifference> unreadable_position_differences(const std::string& written,
                                                               const harness::NeutralPosition& ours) {
    std::istringstream in(written);
    std::string placement, side, castling;
    in >> placement >> side >> castling;
    std::vector<ElementDifference> out;
    if (const std::optional<std::string> rights = rights_named(castling))
        add_castling_differences(ours.castling, *rights, out);
    if (out.empty()) out.push_back({ElementKind::WrittenPosition, element::None{}, Side::Differs});
    return out;
}

std::vector<ElementDifference> position_differences(const harness::NeutralPosition& ours,
                                                    const harness::NeutralPosition& theirs) {
    std::vector<ElementDifference> out;
    for (int s = 0; s < 64; ++s)
        if (ours.board[std::size_t(s)] != theirs.board[std::size_t(s)])
            out.push_back(square_element(ElementKind::Placement, s, Side::Differs, '-'));
    if (ours.side != theirs.side) out.push_back({ElementKind::SideToMove, element::Side{theirs.side}, Side::Differs});
    add_castling_differences(ours.castling, theirs.castling, out);
    if (ours.en_passant != theirs.en_passant) {
        if (theirs.en_passant >= 0)
            out.push_back(square_element(ElementKind::EnPassantSquare, theirs.en_passant, Side::Extra, '-'));
        if (ours.en_passant >= 0)
            out.push_back(square_element(ElementKind::EnPassantSquare, ours.en_passant, Side::Missing, '-'));
    }
    if (ours.halfmove != theirs.halfmove)
        out.push_back({ElementKind::HalfmoveClock, element::Count{theirs.halfmove}, Side::Differs});
    if (ours.fullmove != theirs.fullmove)
        out.push_back({ElementKind::FullmoveNumber, element::Count{theirs.fullmove}, Side::Differs});
    return out;
}

}  // namespace external
