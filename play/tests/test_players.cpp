#include "play/tests/test_players.hpp"

#include <gtest/gtest.h>

#include "engine/movegen.hpp"

namespace fog::play::testing {

void ScriptedPlayer::reset(Colour c, const Position&) {
    colour = c;
    next_ = 0;
    received.clear();
}

Move ScriptedPlayer::choose(const MoveList& legal) {
    if (next_ >= moves_.size()) {
        ADD_FAILURE() << "script ran out of moves";
        return legal[0];
    }
    const std::string& text = moves_[next_++];
    for (Move m : legal)
        if (to_uci(m) == text) return m;
    return Move(parse_square(text.substr(0, 2)).value_or(0), parse_square(text.substr(2, 2)).value_or(0));
}

std::vector<Move> parse_moves(const Position& start, const std::vector<std::string>& uci) {
    std::vector<Move> out;
    Position p = start;
    for (const std::string& text : uci) {
        MoveList legal;
        generate_moves(p, legal);
        bool found = false;
        for (Move m : legal)
            if (to_uci(m) == text) {
                out.push_back(m);
                p = make_move(p, m);
                found = true;
                break;
            }
        if (!found) {
            ADD_FAILURE() << text << " is not a fog move";
            break;
        }
    }
    return out;
}

}  // namespace fog::play::testing
