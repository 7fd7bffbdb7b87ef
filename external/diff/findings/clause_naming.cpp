#include "external/diff/findings/clause_naming.hpp"

#include <fmt/format.h>

#include <optional>

#include "oracle/element_clauses.hpp"
#include "oracle/oracle.hpp"

namespace external {
namespace {

using Side = ElementDifference::Side;

std::optional<oracle::Move> move_from_uci(const std::string& uci) {
    if (uci.size() != 4 && uci.size() != 5) return std::nullopt;
    const auto from = oracle::square_from_name(uci.substr(0, 2));
    const auto to = oracle::square_from_name(uci.substr(2, 2));
    if (!from || !to) return std::nullopt;
    const char promotion = uci.size() == 5 ? uci[4] : char(0);
    if (promotion != 0 && promotion != 'n' && promotion != 'b' && promotion != 'r' && promotion != 'q')
        return std::nullopt;
    return oracle::Move{*from, *to, promotion};
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
        const std::optional<oracle::Move> m = move_from_uci(game.moves[i]);
        if (!m) return {};
        at.before = at.now;
        at.last_move = m;
        at.now = oracle::make_move(*at.now, *m);
    }
    return at;
}

oracle::Colour colour_of(char c) { return c == 'b' ? oracle::Colour::Black : oracle::Colour::White; }

std::optional<oracle::PositionField> position_field(const std::string& field) {
    using F = oracle::PositionField;
    if (field == "placement") return F::Placement;
    if (field == "side to move") return F::Side;
    if (field == "castling right") return F::Castling;
    if (field == "en passant square") return F::EnPassant;
    if (field == "halfmove clock") return F::Halfmove;
    if (field == "fullmove number") return F::Fullmove;
    return std::nullopt;
}

// docs/rules.md "FEN acceptance" decides the syntax of a FEN item by item,
// without a clause: the item whose field the parser's message names.
std::string fen_acceptance_item(const std::string& fen) {
    const std::string error = oracle::parse_fen(fen, true).error;
    const auto starts = [&](const char* prefix) { return error.rfind(prefix, 0) == 0; };
    const auto has = [&](const char* text) { return error.find(text) != std::string::npos; };
    if (error.empty()) return {};
    if (starts("fields")) return "docs/rules.md FEN acceptance, item 1 (fields)";
    if (starts("placement") && has("king")) return "docs/rules.md FEN acceptance, item 3 (kings)";
    if (starts("placement") && (has("pawn") || has("pieces")))
        return "docs/rules.md FEN acceptance, item 4 (material)";
    if (starts("placement")) return "docs/rules.md FEN acceptance, item 2 (placement)";
    if (starts("side to move")) return "docs/rules.md FEN acceptance, item 5 (side to move)";
    if (starts("castling")) return "docs/rules.md FEN acceptance, item 6 (castling)";
    if (starts("en passant")) return "docs/rules.md FEN acceptance, item 7 (en passant)";
    if (starts("halfmove clock")) return "docs/rules.md FEN acceptance, item 8 (halfmove clock)";
    if (starts("fullmove number")) return "docs/rules.md FEN acceptance, item 9 (fullmove number)";
    return "docs/rules.md FEN acceptance";
}

std::vector<oracle::Clause> deciding_clauses(const ElementDifference& d, const PlyPositions& at) {
    const std::string& f = d.field;
    if (f == "load") return oracle::clauses_reading_fen(d.element, true);
    if (f == "other reading" || f == "other reading kept") {
        if (const auto c = oracle::clause_from_id(d.element)) return {*c};
        return {};
    }
    if (!at.now) return {};
    if (f == "vision square" || f == "observed square") {
        const auto square = oracle::square_from_name(d.element);
        if (!square) return {};
        return oracle::clauses_deciding_vision_square(*at.now, colour_of(d.colour), *square);
    }
    if (f == "move" || f == "play") {
        const auto m = move_from_uci(d.element);
        if (!m) return {};
        // A move it refused to play was legal before it was played.
        const oracle::Position& where = (f == "play" && d.side == Side::Refused && at.before) ? *at.before : *at.now;
        return oracle::clauses_deciding_move(where, *m);
    }
    if (f == "captured square") {
        // An en passant capture lands beside the piece it takes.
        const bool en_passant = at.before && at.last_move && at.last_move->from.file != at.last_move->to.file &&
                                (at.before->at(at.last_move->from) == 'P' || at.before->at(at.last_move->from) == 'p') &&
                                at.before->at(at.last_move->to) == '.';
        return {en_passant ? oracle::Clause::ObservationOwnPieceCapturedEnPassant
                           : oracle::Clause::ObservationOwnPieceCaptured};
    }
    if (f == "castling right" && d.element.size() == 1 && at.before && at.last_move)
        return oracle::clauses_deciding_castling_right(*at.before, *at.last_move, d.element[0]);
    if (const auto field = position_field(f)) {
        if (at.before && at.last_move) return oracle::clauses_deciding_field(*at.before, *at.last_move, *field);
        // At the start: what the parser kept (the canonical en passant
        // square, ...), as the start FEN was read.
        return {};
    }
    return {};
}

// Why no single clause decides, by kind of element.
std::string why_none(const ElementDifference& d) {
    const std::string& f = d.field;
    if (f == "board of P" || f == "true board in P" || f == "|P|")
        return "P follows from every observation since it started (rules section 5), so a board differs through "
               "the move, vision and observation rules of every ply at once";
    if (f == "vision square" || f == "observed square")
        return "no piece of the viewer reaches the square and no reading of a sight rule would";
    if (f == "move" || f == "play") return "no reading of a move rule makes or forbids it: the piece cannot move so";
    if (f == "command") return "the protocol, not the rules, refuses it (docs/protocol.md)";
    if (f == "side to move") return "every move passes the turn; no clause is read otherwise";
    return "the rule is one of the whole position";
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
    switch (d.side) {
        case Side::Extra:
            return fmt::format("{} {} extra{}", d.field, d.element, who);
        case Side::Missing:
            return fmt::format("{} {} missing{}", d.field, d.element, who);
        case Side::Accepted:
            return fmt::format("{} {} accepted", d.field, d.element);
        case Side::Refused:
            return fmt::format("{} {} refused", d.field, d.element);
        case Side::Differs:
            break;
    }
    return fmt::format("{} differs{}{}", d.field, d.element.empty() ? "" : " (" + d.element + ")", who);
}

}  // namespace

const char* side_name(ElementDifference::Side side) {
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

std::string deciding_name(const NamedElement& named) {
    if (!named.clauses.empty()) return std::string(oracle::clause_id(named.clauses.front()));
    if (!named.rules_answer.empty()) return named.rules_answer;
    return "-";
}

std::vector<NamedElement> name_elements(const DiffGame& game, std::size_t ply,
                                        const std::vector<ElementDifference>& elements,
                                        const oracle::ClauseSet& exercised) {
    const PlyPositions at = replay(game, ply);
    std::vector<NamedElement> out;
    for (const ElementDifference& d : elements) {
        NamedElement named{d, deciding_clauses(d, at), {}, {}};
        if (named.clauses.empty() && d.field == "load") named.rules_answer = fen_acceptance_item(d.element);
        if (!named.clauses.empty()) {
            const oracle::ClauseInfo& info = oracle::clause_info(named.clauses.front());
            named.text = fmt::format("{}: {} ({})", subject(d), info.id, info.summary);
            for (std::size_t i = 1; i < named.clauses.size(); ++i)
                named.text += fmt::format("; also {}", oracle::clause_id(named.clauses[i]));
        } else if (!named.rules_answer.empty()) {
            named.text = fmt::format("{}: {} (no clause of its own: the syntax of a FEN)", subject(d),
                                     named.rules_answer);
        } else {
            named.text = fmt::format("{}: no single clause decides it: {}; clauses this ply exercised: {}",
                                     subject(d), why_none(d), involved(exercised));
        }
        out.push_back(std::move(named));
    }
    return out;
}

}  // namespace external
