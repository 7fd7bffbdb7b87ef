#include "external/diff/game/element_difference.hpp"

#include <algorithm>
#include <iterator>
#include <sstream>

namespace external {
namespace {

using Side = ElementDifference::Side;

void add_set_differences(const std::string& field, char colour, const harness::SquareSet& ours,
                         const harness::SquareSet& theirs, std::vector<ElementDifference>& out) {
    for (const int s : theirs)
        if (!ours.contains(s)) out.push_back({field, harness::square_text(s), Side::Extra, colour});
    for (const int s : ours)
        if (!theirs.contains(s)) out.push_back({field, harness::square_text(s), Side::Missing, colour});
}

}  // namespace

std::vector<ElementDifference> move_differences(const std::vector<std::string>& ours,
                                                const std::vector<std::string>& theirs) {
    std::vector<std::string> extra, missing;
    std::set_difference(theirs.begin(), theirs.end(), ours.begin(), ours.end(), std::back_inserter(extra));
    std::set_difference(ours.begin(), ours.end(), theirs.begin(), theirs.end(), std::back_inserter(missing));
    std::vector<ElementDifference> out;
    for (const std::string& m : extra) out.push_back({"move", m, Side::Extra, '-'});
    for (const std::string& m : missing) out.push_back({"move", m, Side::Missing, '-'});
    return out;
}

std::vector<ElementDifference> square_differences(const std::string& field, char colour,
                                                  const harness::SquareSet& ours, const harness::SquareSet& theirs) {
    std::vector<ElementDifference> out;
    add_set_differences(field, colour, ours, theirs, out);
    return out;
}

std::vector<ElementDifference> observation_differences(char colour, const harness::NeutralObservation& ours,
                                                       const harness::NeutralObservation& theirs) {
    std::vector<ElementDifference> out;
    add_set_differences("observed square", colour, ours.seen, theirs.seen, out);
    for (const int s : ours.seen)
        if (theirs.seen.contains(s) && ours.contents.at(s) != theirs.contents.at(s))
            out.push_back({"observed content", harness::square_text(s), Side::Differs, colour});
    if (ours.own_piece_captured != theirs.own_piece_captured) {
        if (theirs.own_piece_captured >= 0)
            out.push_back({"captured square", harness::square_text(theirs.own_piece_captured), Side::Extra, colour});
        if (ours.own_piece_captured >= 0)
            out.push_back({"captured square", harness::square_text(ours.own_piece_captured), Side::Missing, colour});
    }
    return out;
}

std::vector<ElementDifference> unreadable_position_differences(const std::string& written,
                                                               const harness::NeutralPosition& ours) {
    std::istringstream in(written);
    std::string placement, side, castling;
    in >> placement >> side >> castling;
    std::vector<ElementDifference> out;
    if (castling.find_first_not_of("KQkq-") == std::string::npos)
        for (const char right : std::string("KQkq")) {
            const bool mine = ours.castling.find(right) != std::string::npos;
            const bool their = castling.find(right) != std::string::npos;
            if (mine != their)
                out.push_back({"castling right", std::string(1, right), their ? Side::Extra : Side::Missing, '-'});
        }
    if (out.empty()) out.push_back({"written position", "unreadable", Side::Differs, '-'});
    return out;
}

std::vector<ElementDifference> position_differences(const harness::NeutralPosition& ours,
                                                    const harness::NeutralPosition& theirs) {
    std::vector<ElementDifference> out;
    for (int s = 0; s < 64; ++s)
        if (ours.board[std::size_t(s)] != theirs.board[std::size_t(s)])
            out.push_back({"placement", harness::square_text(s), Side::Differs, '-'});
    if (ours.side != theirs.side) out.push_back({"side to move", std::string(1, theirs.side), Side::Differs, '-'});
    for (const char right : std::string("KQkq")) {
        const bool mine = ours.castling.find(right) != std::string::npos;
        const bool their = theirs.castling.find(right) != std::string::npos;
        if (mine != their) out.push_back({"castling right", std::string(1, right), their ? Side::Extra : Side::Missing, '-'});
    }
    if (ours.en_passant != theirs.en_passant) {
        if (theirs.en_passant >= 0)
            out.push_back({"en passant square", harness::square_text(theirs.en_passant), Side::Extra, '-'});
        if (ours.en_passant >= 0)
            out.push_back({"en passant square", harness::square_text(ours.en_passant), Side::Missing, '-'});
    }
    if (ours.halfmove != theirs.halfmove)
        out.push_back({"halfmove clock", std::to_string(theirs.halfmove), Side::Differs, '-'});
    if (ours.fullmove != theirs.fullmove)
        out.push_back({"fullmove number", std::to_string(theirs.fullmove), Side::Differs, '-'});
    return out;
}

}  // namespace external
