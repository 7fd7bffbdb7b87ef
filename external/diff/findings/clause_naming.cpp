#include "external/diff/findings/clause_naming.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "oracle/element_clauses.hpp"
#include "oracle/oracle.hpp"

namespace external {
namespace {

using Side = ElementDifference::Side;

oracle::Square oracle_square(int index) { return oracle::Square{index % 8, index / 8}; }

// A move's code as the oracle's move; nullopt for a promotion letter
// outside "nbrq", which no clause reads.
std::optional<oracle::Move> oracle_move(harness::MoveCode code) {
    const char promotion = harness::move_promotion(code);
    if (promotion == '?') return std::nullopt;
    return oracle::Move{oracle_square(harness::move_from(code)), oracle_square(harness::move_to(code)), promotion};
}

// A move of the game's record (UCI text, as the game was written).
std::optional<oracle::Move> recorded_move(const std::string& uci) {
    const auto code = harness::move_code_of(uci);
    if (!code) return std::nullopt;
    return oracle_move(*code);
}

// The positions of the failing ply as the oracle reads the game: the one
// reached after `ply` moves, and the one before it with its move.
struct PlyPositions {
    std::optional<oracle::Position> now;
    std::optional<oracle::Position> before;
    std::optional<oracle::Move> last_move;
};

PlyPositions replay(const DiffGame& game, std::size_t ply) {
    PlyPositions at;
    oracle::ParseResult start = oracle::parse_fen(game.start_fen, true);
    if (!start.position) return at;
    at.now = *start.position;
    for (std::size_t i = 0; i < ply && i < game.moves.size(); ++i) {
        const std::optional<oracle::Move> m = recorded_move(game.moves[i]);
        if (!m) return {};
        at.before = at.now;
        at.last_move = m;
        at.now = oracle::make_move(*at.now, *m);
    }
    return at;
}

// A position on its own (an other reading's), with no move before it.
PlyPositions position_read(const std::string& fen) {
    PlyPositions at;
    if (oracle::ParseResult read = oracle::parse_fen(fen, true); read.position) at.now = *read.position;
    return at;
}

oracle::Colour colour_of(char c) { return c == 'b' ? oracle::Colour::Black : oracle::Colour::White; }

std::optional<oracle::PositionField> position_field(ElementKind kind) {
    using F = oracle::PositionField;
    switch (kind) {
        case ElementKind::Placement:
            return F::Placement;
        case ElementKind::SideToMove:
            return F::Side;
        case ElementKind::CastlingRight:
            return F::Castling;
        case ElementKind::EnPassantSquare:
            return F::EnPassant;
        case ElementKind::HalfmoveClock:
            return F::Halfmove;
        case ElementKind::FullmoveNumber:
            return F::Fullmove;
        default:
            return std::nullopt;
    }
}

// docs/rules.md "FEN acceptance" decides the syntax of a FEN item by item,
// without a clause: the item whose field the parser's message names.
std::string fen_acceptance_item(const std::string& fen) {
    const std::string error = oracle::parse_fen(fen, true).error;
    const auto starts = [&](const char* prefix) { return error.rfind(prefix, 0) == 0; };
    const auto has = [&](const char* text) { return error.find(text) != std::string::npos; };
    const auto item = [](const char* which) { return fmt::format("{}, item {}", kFenAcceptanceAnswer, which); };
    if (error.empty()) return {};
    if (starts("fields")) return item("1 (fields)");
    if (starts("placement") && has("king")) return item("3 (kings)");
    if (starts("placement") && (has("pawn") || has("pieces"))) return item("4 (material)");
    if (starts("placement")) return item("2 (placement)");
    if (starts("side to move")) return item("5 (side to move)");
    if (starts("castling")) return item("6 (castling)");
    if (starts("en passant")) return item("7 (en passant)");
    if (starts("halfmove clock")) return item("8 (halfmove clock)");
    if (starts("fullmove number")) return item("9 (fullmove number)");
    return std::string(kFenAcceptanceAnswer);
}

std::vector<oracle::Clause> deciding_clauses(const ElementDifference& d, const PlyPositions& at) {
    using K = ElementKind;
    if (const auto* fen = std::get_if<element::Fen>(&d.value)) return oracle::clauses_reading_fen(fen->text, true);
    if (const auto* question = std::get_if<element::Question>(&d.value)) return {question->clause};
    // An element of an other reading's position is decided there
    // (name_elements gives `at` from its FEN), never by the game's ply.
    if (!at.now || (d.under_other_reading && d.reading_fen.empty())) return {};
    if (const auto* square = std::get_if<element::Square>(&d.value);
        square && (d.kind == K::VisionSquare || d.kind == K::ObservedSquare))
        return oracle::clauses_deciding_vision_square(*at.now, colour_of(d.colour), oracle_square(square->index));
    if (const auto* move = std::get_if<element::Move>(&d.value); move && (d.kind == K::Move || d.kind == K::Play)) {
        const auto m = oracle_move(move->code);
        if (!m) return {};
        // A move it refused to play was legal before it was played.
        const bool before = d.kind == K::Play && d.side == ElementDifference::Side::Refused && at.before;
        return oracle::clauses_deciding_move(before ? *at.before : *at.now, *m);
    }
    if (d.kind == K::CapturedSquare) {
        // An en passant capture lands beside the piece it takes.
        const bool en_passant = at.before && at.last_move && at.last_move->from.file != at.last_move->to.file &&
                                (at.before->at(at.last_move->from) == 'P' || at.before->at(at.last_move->from) == 'p') &&
                                at.before->at(at.last_move->to) == '.';
        return {en_passant ? oracle::Clause::ObservationOwnPieceCapturedEnPassant
                           : oracle::Clause::ObservationOwnPieceCaptured};
    }
    if (const auto* right = std::get_if<element::CastlingRight>(&d.value); right && at.before && at.last_move)
        return oracle::clauses_deciding_castling_right(*at.before, *at.last_move, right->letter);
    if (const auto field = position_field(d.kind)) {
        if (at.before && at.last_move) return oracle::clauses_deciding_field(*at.before, *at.last_move, *field);
        // At the start: what the parser kept (the canonical en passant
        // square, ...), as the start FEN was read.
        return {};
    }
    return {};
}

const char* piece_name(char piece) {
    switch (piece == '.' ? '.' : char(piece | 0x20)) {
        case 'p':
            return "pawn";
        case 'n':
            return "knight";
        case 'b':
            return "bishop";
        case 'r':
            return "rook";
        case 'q':
            return "queen";
        case 'k':
            return "king";
        default:
            return "piece";
    }
}

// What a move that is no move meets on the board, in plain words: "a1
// holds a white pawn and Black is to move". Empty for a move the rules
// allow there, or a move the oracle cannot read.
std::string move_fact(const ElementDifference& d, const PlyPositions& at) {
    const auto* move = std::get_if<element::Move>(&d.value);
    if (!move || !at.now || (d.kind != ElementKind::Move && d.kind != ElementKind::Play)) return {};
    const bool before = d.kind == ElementKind::Play && d.side == ElementDifference::Side::Refused && at.before;
    const oracle::Position& p = before ? *at.before : *at.now;
    const auto m = oracle_move(move->code);
    if (!m) return {};
    const std::vector<oracle::Move> legal = oracle::legal_moves(p);
    if (std::find(legal.begin(), legal.end(), *m) != legal.end()) return {};
    const std::string from = oracle::square_name(m->from), to = oracle::square_name(m->to);
    const char piece = p.at(m->from);
    const bool white_to_move = p.side_to_move == oracle::Colour::White;
    if (piece == '.') return fmt::format("{} is empty", from);
    const bool white_piece = piece >= 'A' && piece <= 'Z';
    if (white_piece != white_to_move)
        return fmt::format("{} holds a {} {} and {} is to move", from, white_piece ? "white" : "black",
                           piece_name(piece), white_to_move ? "White" : "Black");
    const bool pawn = piece == 'P' || piece == 'p';
    const bool last_rank = pawn && m->to.rank == (white_piece ? 7 : 0);
    if (m->promotion != 0 && !last_rank)
        return fmt::format("{} names a promotion piece ({}), but the {} on {} does not reach the last rank",
                           element_text(d), m->promotion, piece_name(piece), from);
    if (m->promotion == 0 && last_rank)
        return fmt::format("the pawn on {} reaches the last rank on {} without naming the piece it promotes to", from,
                           to);
    return fmt::format("the {} on {} has no move to {}", piece_name(piece), from, to);
}

// Why no single clause decides, by kind of element.
std::string why_none(const ElementDifference& d, const std::string& fact) {
    using K = ElementKind;
    switch (d.kind) {
        case K::BoardOfP:
        case K::TrueBoardInP:
        case K::BeliefSize:
            return "P follows from every observation since it started (rules section 5), so a board differs through "
                   "the move, vision and observation rules of every ply at once";
        case K::VisionSquare:
        case K::ObservedSquare:
            return "no piece of the viewer reaches the square and no reading of a sight rule would";
        case K::Move:
        case K::Play:
            if (std::holds_alternative<element::Request>(d.value))
                return "it is no move in UCI form, which the protocol, not the rules, refuses (docs/protocol.md)";
            return fact.empty() ? std::string("no reading of a move rule makes or forbids it")
                                : "no reading of a move rule makes or forbids it: " + fact;
        case K::Command:
            return "the protocol, not the rules, refuses it (docs/protocol.md)";
        case K::SideToMove:
            return "every move passes the turn; no clause is read otherwise";
        default:
            return "the rule is one of the whole position";
    }
}

std::string involved(const oracle::ClauseSet& exercised) {
    std::string ids;
    std::size_t shown = 0;
    for (const oracle::Clause c : exercised) {
        if (shown == 8) {
            ids += ", ...";
            break;
        }
        ids += (ids.empty() ? "" : ", ") + std::string(oracle::clause_id(c));
        ++shown;
    }
    return ids.empty() ? "none" : ids;
}

std::string subject(const ElementDifference& d) {
    const std::string who = d.colour == '-' ? "" : fmt::format(" (of {})", d.colour);
    const std::string field = field_name(d), element = element_text(d);
    switch (d.side) {
        case Side::Extra:
            return fmt::format("{} {} extra{}", field, element, who);
        case Side::Missing:
            return fmt::format("{} {} missing{}", field, element, who);
        case Side::Accepted:
            return fmt::format("{} {} accepted", field, element);
        case Side::Refused:
            return fmt::format("{} {} refused", field, element);
        case Side::Differs:
            break;
    }
    return fmt::format("{} differs{}{}", field, element.empty() ? "" : " (" + element + ")", who);
}

}  // namespace

bool decided_by_fen_acceptance(const std::string& deciding) {
    return deciding.rfind(kFenAcceptanceAnswer, 0) == 0;
}

std::string deciding_name(const NamedElement& named) {
    if (!named.clauses.empty()) return std::string(oracle::clause_id(named.clauses.front()));
    if (!named.rules_answer.empty()) return named.rules_answer;
    return "-";
}

std::vector<NamedElement> name_elements(const DiffGame& game, std::size_t ply,
                                        const std::vector<ElementDifference>& elements,
                                        const oracle::ClauseSet& exercised) {
    const PlyPositions game_at = replay(game, ply);
    std::vector<NamedElement> out;
    for (const ElementDifference& d : elements) {
        const PlyPositions at = d.reading_fen.empty() ? game_at : position_read(d.reading_fen);
        NamedElement named{d, deciding_clauses(d, at), {}, {}};
        if (const auto* fen = std::get_if<element::Fen>(&d.value); fen && named.clauses.empty())
            named.rules_answer = fen_acceptance_item(fen->text);
        const std::string fact = move_fact(d, at);
        if (!named.clauses.empty()) {
            const oracle::ClauseInfo& info = oracle::clause_info(named.clauses.front());
            named.text = fmt::format("{}: {} ({})", subject(d), info.id, info.summary);
            if (!fact.empty()) named.text += ": " + fact;
            for (std::size_t i = 1; i < named.clauses.size(); ++i)
                named.text += fmt::format("; also {}", oracle::clause_id(named.clauses[i]));
        } else if (!named.rules_answer.empty()) {
            named.text = fmt::format("{}: {} (no clause of its own: the syntax of a FEN)", subject(d),
                                     named.rules_answer);
        } else {
            named.text = fmt::format("{}: no single clause decides it: {}; clauses this ply exercised: {}", subject(d),
                                     why_none(d, fact), involved(exercised));
        }
        out.push_back(std::move(named));
    }
    return out;
}

}  // namespace external
