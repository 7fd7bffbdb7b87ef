// The lenient FEN reading (records/lenient_fen.hpp) on positions of
// generated games: a FEN written by the engine and then spoiled the way
// other tools spoil FENs (clocks left off, fullmove 0, castling letters out
// of order or for rights the board cannot hold, runs of whitespace) is
// repaired into a text that both the engine and the oracle read strictly,
// and both read the position the spoiling started from, compared through
// the harness's neutral types.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "engine/fen.hpp"
#include "harness/convert_engine.hpp"
#include "harness/implementation.hpp"
#include "properties/generators.hpp"
#include "properties/support.hpp"
#include "records/lenient_fen.hpp"

namespace props {
namespace {

struct Spoiled {
    std::string text;
    harness::NeutralPosition meaning;  // what the repaired text must mean
};

// Rights the board cannot hold: king or rook off its original square.
std::string impossible_rights(const harness::NeutralPosition& p) {
    std::string out;
    if (p.board[4] != 'K' || p.board[7] != 'R') out += 'K';
    if (p.board[4] != 'K' || p.board[0] != 'R') out += 'Q';
    if (p.board[60] != 'k' || p.board[63] != 'r') out += 'k';
    if (p.board[60] != 'k' || p.board[56] != 'r') out += 'q';
    return out;
}

Spoiled spoil(const fog::Position& p) {
    Spoiled s;
    s.meaning = harness::to_neutral(p);
    const std::string fen = fog::write_fen(p, fog::EpSpelling::Full);
    std::vector<std::string> fields;
    for (std::size_t start = 0;;) {
        const std::size_t space = fen.find(' ', start);
        fields.push_back(fen.substr(start, space - start));
        if (space == std::string::npos) break;
        start = space + 1;
    }
    // Castling: the held rights plus some impossible ones, in any order.
    std::string letters = fields[2] == "-" ? "" : fields[2];
    for (char extra : impossible_rights(s.meaning))
        if (*rc::gen::arbitrary<bool>()) letters += extra;
    std::vector<char> order(letters.begin(), letters.end());
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[*gen_index(i)]);
    fields[2] = order.empty() ? "-" : std::string(order.begin(), order.end());
    // Clocks: left off (read as 0 1), or fullmove 0 (read as 1).
    const std::size_t clocks = *gen_index(4);
    if (clocks == 1) {
        fields.resize(4);
        s.meaning.halfmove = 0;
        s.meaning.fullmove = 1;
    } else if (clocks == 2) {
        fields.resize(5);
        s.meaning.fullmove = 1;
    } else if (clocks == 3) {
        fields[5] = "0";
        s.meaning.fullmove = 1;
    }
    for (const std::string& f : fields) {
        static const char* const kGaps[] = {" ", "  ", "\t", " \t "};
        s.text += s.text.empty() ? std::string(*rc::gen::element("", " ")) : std::string(kGaps[*gen_index(4)]);
        s.text += f;
    }
    return s;
}

TEST(LenientFen, SpoiledFensRepairToTheSamePositionForBothParsers) {
    check_property({300, 60, {}}, [] {
        const Game g = play(*gen_game());
        const fog::Position& p = g.positions[*gen_index(g.positions.size())];
        const Spoiled s = spoil(p);
        const fog::records::LenientFen repaired = fog::records::normalize_fen(s.text);
        RC_CLASSIFY(!repaired.notes.empty(), "repaired");
        for (const char* name : {"engine", "oracle"}) {
            auto impl = harness::make_implementation(name);
            // The last position of a game may lack a captured king.
            const std::string error = impl->load(repaired.fen, true);
            if (!error.empty()) RC_FAIL(std::string(name) + " rejects the repaired '" + repaired.fen + "' (from '" +
                                        s.text + "'): " + error);
            if (impl->position() != s.meaning)
                RC_FAIL(std::string(name) + " reads '" + repaired.fen + "' (from '" + s.text + "') as " +
                        harness::describe(impl->position()) + ", expected " + harness::describe(s.meaning));
        }
    });
}

// A FEN the strict parsers accept needs no repair and is returned as it is.
TEST(LenientFen, StrictFensComeBackUnchanged) {
    check_property({300, 60, {}}, [] {
        const Game g = play(*gen_game());
        const fog::Position& p = g.positions[*gen_index(g.positions.size())];
        for (fog::EpSpelling spelling : {fog::EpSpelling::Full, fog::EpSpelling::Xfen, fog::EpSpelling::Legal}) {
            const std::string fen = fog::write_fen(p, spelling);
            const fog::records::LenientFen repaired = fog::records::normalize_fen(fen);
            RC_ASSERT(repaired.fen == fen);
            RC_ASSERT(repaired.notes.empty());
        }
    });
}

}  // namespace
}  // namespace props
