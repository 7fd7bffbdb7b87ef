// Generators of reachable fog-chess positions and games.
//
// A game is a start plus a list of move choices; choice i picks move
// (choice % number of moves) at ply i. RapidCheck shrinks the list by
// dropping elements and moving them towards 0, so a failing game shrinks to
// a short one whose moves are the first of each ply's move order. That order
// puts en passant captures and the double pushes that create them first:
// the seed of the incident this project exists for.
#pragma once

#include <rapidcheck.h>

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.hpp"

namespace props {

// Rules §6: White to move; g2g4 lands beside Black's f4 pawn while the
// queen on d6 attacks Black's king on f8.
inline constexpr std::string_view kWorkedExamplePredecessor = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29";
inline constexpr std::string_view kWorkedExamplePush = "g2g4";

struct NamedFen {
    std::string_view name;
    std::string_view fen;
};
// The fixed starts of generated games: the initial position, the worked
// example's predecessor and positions rich in castling, en passant pins and
// promotions.
const std::vector<NamedFen>& fixed_starts();

// The seed shape: the side to move has a double push landing beside an
// enemy pawn while the enemy king is attacked, and stays attacked after the
// push, so that the `legal` spelling drops the en passant square that fog
// chess keeps. Constructed on a sparse board, checked with the engine.
struct SeedShape {
    std::string fen;   // before the push
    std::string push;  // UCI of the double push
};
rc::Gen<SeedShape> gen_seed_shape();

// True when `push` from `before` is a double push after which the canonical
// en passant square exists, the capturer's king is attacked, and the `legal`
// spelling drops the square.
bool has_seed_shape(const fog::Position& before, fog::Move push);

struct GameSpec {
    std::string start_name;
    std::string start_fen;
    std::vector<std::string> forced;     // UCI moves played first (a seed shape's push)
    std::vector<std::uint16_t> choices;  // then one choice per ply
};

struct GameOptions {
    std::size_t max_plies = 60;
    // Percentage of games that start from a constructed seed shape; the
    // rest start from fixed_starts() (the worked example's predecessor
    // among them).
    int seed_shape_percent = 25;
};
rc::Gen<GameSpec> gen_game(GameOptions options = {});

// A played game. Play stops at the end of the game (rules §2, repetition
// included) or when the choices run out.
struct Game {
    std::vector<fog::Position> positions;  // positions[0] is the start; positions[i + 1] follows moves[i]
    std::vector<fog::Move> moves;
    std::string end = "none";
    std::string start_fen;
    std::string text() const;  // start FEN and UCI moves
    std::size_t plies() const { return moves.size(); }
};
Game play(const GameSpec& spec);

// A uniform index in [0, n), whatever RapidCheck's current size.
rc::Gen<std::size_t> gen_index(std::size_t n);

// The move order that choices index: en passant captures, then double
// pushes landing beside an enemy pawn, then the rest in generator order.
std::vector<fog::Move> choice_order(const fog::Position& p);

void showValue(const SeedShape& s, std::ostream& os);
void showValue(const GameSpec& g, std::ostream& os);

}  // namespace props
