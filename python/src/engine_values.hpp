// The engine's values as the Python module holds them, shared by the
// Position, Belief and play bindings.
#pragma once

#include <optional>
#include <string>

#include "engine/en_passant.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"
#include "python/src/bindings.hpp"

namespace fogpy {

// fogproof.Position: a board, and the board it was played from (when it
// came from play()) so that outcome() needs no argument, as in python-chess.
struct EnginePosition {
    fog::Position board;
    std::optional<fog::Position> previous;
};

fog::Colour engine_colour(py::handle colour);
char colour_letter(fog::Colour c);

// "full" | "xfen" | "legal"; ValueError otherwise.
fog::EpSpelling spelling_from_name(const std::string& name);

// None for GameEnd::None.
std::optional<Outcome> to_python(const fog::Outcome& o);

// The fog move written `uci` on p (e2e4, e7e8q, e1g1 or e1h1); ValueError
// saying why not and where, as the record readers word it.
fog::Move resolve_move(const fog::Position& p, const std::string& uci);

}  // namespace fogpy
