#include "harness/scenario_starts.hpp"

#include "tests/perft_positions.hpp"

namespace harness {

namespace {

std::vector<ScenarioStart> make_starts() {
    // The six wiki positions only, so a case added to that list later does
    // not shift the indices of the shapes below.
    constexpr std::size_t kWikiPositions = 6;
    std::vector<ScenarioStart> starts;
    for (const fogtest::PerftCase& c : fogtest::perft_cases())
        if (starts.size() < kWikiPositions) starts.push_back({std::string(c.name), std::string(c.fen)});
    const std::vector<ScenarioStart> shapes = {
        // Rules §6: g2g4 lands beside f4 while the queen on d6 attacks f8.
        {"worked-example", "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29"},
        // The same, colours swapped: g7g5 beside f5, the queen on d3 attacks f1.
        {"worked-example-mirrored", "rn2kb1r/4pppp/b7/5P2/4n3/p2qP3/2q4P/5K2 b kq - 0 29"},
        // Every double push lands beside an enemy pawn; the bishop attacks the king.
        {"pushes-beside-white", "4k3/8/8/1B6/p1p1p1p1/8/PPPPPPPP/4K3 w - - 0 1"},
        {"pushes-beside-black", "4k3/pppppppp/8/P1P1P1P1/1b6/8/8/4K3 b - - 0 1"},
        // The queen attacks the king and the squares it castles through.
        {"castle-attacked-white", "r3k2r/8/8/8/8/8/5q2/R3K2R w KQkq - 0 1"},
        {"castle-attacked-black", "r3k2r/5Q2/8/8/8/8/8/R3K2R b KQkq - 0 1"},
        // Promotions, some capturing a rook on its castling square.
        {"promotions", "r3k3/1P4P1/8/8/8/8/1p4p1/R3K2R w KQq - 0 1"},
        {"king-capture", "k7/8/8/8/8/8/8/K6r b - - 0 1"},
        {"fifty-moves", "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"},
        // Few pieces: P stays small, so belief games run long.
        {"pawn-endgame", "4k3/pp3ppp/8/8/8/8/PP3PPP/4K3 w - - 0 1"},
        {"pawn-race-ep", "4k3/1p1p1p1p/8/P1P1P1P1/8/8/8/4K3 b - - 0 1"},
        {"rooks-castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
        {"knights-and-pawns", "4k3/3p4/2n5/8/8/5N2/4P3/4K3 w - - 0 1"},
        {"promotion-fog", "8/PPP2k2/8/8/8/8/2K2ppp/8 w - - 0 1"},
        // High halfmove clocks: a quiet move or two ends the game by fifty
        // moves, so a belief update meets candidates that would have ended
        // it (rules §5 part 4) and moves that reset the clock just in time.
        {"clock-98-pawn", "4k3/8/8/8/8/8/4P3/R3K3 w - - 98 60"},
        {"clock-99-pawns", "4k3/pp6/8/8/8/8/6PP/4K3 w - - 99 70"},
        {"clock-95-rooks-castling", "r3k3/p7/8/8/8/8/7P/4K2R w Kq - 95 60"},
        {"clock-97-knights", "4k3/3p4/2n5/8/8/5N2/4P3/4K3 b - - 97 70"},
        {"clock-96-king-capture", "k7/8/8/8/8/8/1r6/K7 w - - 96 90"},
        // Repetition (rules §2 item 4). The knights go out and back twice,
        // so the start has occurred twice and the two plies Ng1 Ng8 make
        // its third occurrence, the start counted (docs/rules.md); other
        // out-and-back moves repeat other positions.
        {"knights-out-and-back", "4k1n1/pp3ppp/8/8/8/8/PP3PPP/4K1N1 w - - 0 1",
         {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6"}},
        // The same right after e2e4 with no black pawn beside e4: the
        // start's en passant square e3 is no canonical square (no capture is
        // possible), so the start is the position the knights come back to
        // (rules §4), though the full spelling writes e3 only at the start.
        {"knights-out-and-back-ep-no-capture", "4k1n1/pp3ppp/8/8/4P3/8/PP3PPP/4K1N1 b - e3 0 1",
         {"g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3"}},
        // And with the black pawn on d4 beside it: e3 is canonical, so the
        // start is another position than the one the knights come back to,
        // which has occurred only twice after the opening (every other
        // position of the cycle too, so the next knight move repeats one).
        {"knights-out-and-back-ep-capture", "4k1n1/pp3ppp/8/8/3pP3/8/PP3PPP/4K1N1 b - e3 0 1",
         {"g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3", "f6g8", "f3g1"}},
        // No move (rules §2 item 2; there is no check, so it means no legal
        // move at all): White's king on a1 is boxed in by its own pieces,
        // each of them blocked, and no black piece stands where a white
        // pawn could capture it. Any black king move ends the game; a black
        // capture frees White.
        {"no-moves-next", "7k/8/8/2p5/1pPp4/pPRP4/PRP5/KB6 b - - 0 1"},
        // The same at a halfmove clock of 99: a black king move ends the game
        // by no-moves and by fifty moves at once, and no-moves comes first
        // (rules §2, in order).
        {"no-moves-at-clock-99", "7k/8/8/2p5/1pPp4/pPRP4/PRP5/KB6 b - - 99 80"},
        // White's last free pawn walks into the black one on h5 (one or two
        // plies), then White has no move.
        {"no-moves-after-pawn-push", "7k/8/8/2p4p/1pPp4/pPRP4/PRP4P/KB6 w - - 0 1"},
    };
    starts.insert(starts.end(), shapes.begin(), shapes.end());
    return starts;
}

}  // namespace

const std::vector<ScenarioStart>& scenario_starts() {
    static const std::vector<ScenarioStart> starts = make_starts();
    return starts;
}

}  // namespace harness
