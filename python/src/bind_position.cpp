// fogproof.Position and fogproof.Observation: the engine's reading of rules
// §1-§4 on one board.
#include <pybind11/stl.h>

#include <algorithm>
#include <vector>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "engine/movegen.hpp"
#include "engine/outcome.hpp"
#include "engine/vision.hpp"
#include "python/src/engine_values.hpp"
#include "records/coordinate_move.hpp"

namespace fogpy {

fog::Colour engine_colour(py::handle colour) { return is_white(colour) ? fog::White : fog::Black; }
char colour_letter(fog::Colour c) { return c == fog::White ? 'w' : 'b'; }

fog::EpSpelling spelling_from_name(const std::string& name) {
    if (name == "full") return fog::EpSpelling::Full;
    if (name == "xfen") return fog::EpSpelling::Xfen;
    if (name == "legal") return fog::EpSpelling::Legal;
    throw py::value_error("unknown en passant spelling '" + name + "' (expected full, xfen or legal)");
}

std::optional<Outcome> to_python(const fog::Outcome& o) {
    if (o.end == fog::GameEnd::None) return std::nullopt;
    Outcome out{std::string(fog::end_name(o.end)), std::nullopt};
    if (o.end == fog::GameEnd::KingCaptured) out.winner = colour_letter(o.winner);
    return out;
}

fog::Move resolve_move(const fog::Position& p, const std::string& uci) {
    const auto resolved = fog::records::detail::resolve_uci(p, uci);
    if (!resolved.move) throw py::value_error(uci + ": " + resolved.error + " in " + fog::belief_fen(p));
    return *resolved.move;
}

namespace {

EnginePosition from_fen(const std::string& text, bool allow_missing_kings) {
    const std::string fen = text == "startpos" ? std::string(fog::kStartFen) : text;
    fog::FenResult r =
        fog::parse_fen(fen, allow_missing_kings ? fog::KingRule::MayBeMissing : fog::KingRule::Required);
    // The CLI's wording (fogproof moves/vision/fen).
    if (!r.position) throw py::value_error("bad FEN: " + r.error);
    return EnginePosition{*r.position, std::nullopt};
}

std::string board_text(const fog::Position& p) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        for (int file = 0; file < 8; ++file) {
            const fog::Square s = fog::make_square(file, rank);
            const fog::PieceType t = p.type_on(s);
            out += t == fog::NoPieceType ? '.' : fog::piece_letter((p.by_colour[fog::White] & fog::bit(s)) ? fog::White : fog::Black, t);
            out += file < 7 ? " " : (rank > 0 ? "\n" : "");
        }
    }
    return out;
}

py::object piece_at(const fog::Position& p, py::handle square) {
    const fog::Square s = fog::Square(square_from_python(square));
    const fog::PieceType t = p.type_on(s);
    if (t == fog::NoPieceType) return py::none();
    const fog::Colour c = (p.by_colour[fog::White] & fog::bit(s)) ? fog::White : fog::Black;
    return py::str(std::string(1, fog::piece_letter(c, t)));
}

std::vector<std::string> sorted_moves(const fog::Position& p) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    std::vector<std::string> out;
    out.reserve(list.size());
    for (fog::Move m : list) out.push_back(fog::to_uci(m));
    std::sort(out.begin(), out.end());
    return out;
}

std::string castling_text(std::uint8_t rights) {
    std::string out;
    if (rights & fog::WhiteKingSide) out += 'K';
    if (rights & fog::WhiteQueenSide) out += 'Q';
    if (rights & fog::BlackKingSide) out += 'k';
    if (rights & fog::BlackQueenSide) out += 'q';
    return out.empty() ? "-" : out;
}

void bind_observation(py::module_& m) {
    py::class_<fog::Observation>(m, "Observation",
                                 "What one colour learns from one move (rules §3): the squares it sees, their\n"
                                 "contents, which of its pieces was captured, and how the move ended the game.\n"
                                 "Made by Position.observe; fed to Belief updates.")
        .def_property_readonly("seen", [](const fog::Observation& o) { return SquareSet{o.seen}; },
                               "Part 1: the squares seen after the move.")
        .def_property_readonly(
            "pieces",
            [](const fog::Observation& o) {
                py::dict out;
                for (std::uint64_t s = o.seen; s; s &= s - 1) {
                    const fog::Square sq = fog::Square(std::countr_zero(s));
                    const fog::PieceType t = o.type_on(sq);
                    if (t != fog::NoPieceType) out[py::int_(int(sq))] = std::string(1, fog::piece_letter(o.colour_on(sq), t));
                }
                return out;
            },
            "Part 2: {square: FEN letter} for every occupied seen square.")
        .def(
            "piece_at",
            [](const fog::Observation& o, py::handle square) -> py::object {
                const fog::Square s = fog::Square(square_from_python(square));
                const fog::PieceType t = o.type_on(s);
                if (t == fog::NoPieceType) return py::none();
                return py::str(std::string(1, fog::piece_letter(o.colour_on(s), t)));
            },
            py::arg("square"), "The piece seen on a square (FEN letter), or None when empty or unseen.")
        .def_property_readonly(
            "own_piece_captured",
            [](const fog::Observation& o) -> std::optional<int> {
                if (o.own_piece_captured == fog::kNoSquare) return std::nullopt;
                return int(o.own_piece_captured);
            },
            "Part 3: the square where one of the viewer's pieces was captured, or None.")
        .def_property_readonly("outcome", [](const fog::Observation& o) { return to_python(o.outcome); },
                               "Part 4: the ending the move produced (Outcome), or None.")
        .def("__eq__", [](const fog::Observation& a, const fog::Observation& b) { return a == b; }, py::is_operator())
        .def("__repr__", [](const fog::Observation& o) {
            const auto captured = o.own_piece_captured == fog::kNoSquare ? std::string("None")
                                                                         : "'" + square_text(o.own_piece_captured) + "'";
            return "<Observation seen=" + std::to_string(std::popcount(o.seen)) +
                   " squares, own_piece_captured=" + captured + ", outcome=" +
                   (o.outcome.end == fog::GameEnd::None ? std::string("None")
                                                        : "'" + std::string(fog::end_name(o.outcome.end)) + "'") +
                   ">";
        });
    m.attr("Observation").attr("__hash__") = py::none();
}

}  // namespace

void bind_position(py::module_& m) {
    m.attr("STARTING_FEN") = std::string(fog::kStartFen);
    bind_observation(m);

    py::class_<EnginePosition>(m, "Position",
                               "A fog-chess position (the engine's reading of the rules).\n\n"
                               "Built from a FEN in any en passant spelling (full, xfen, legal) or 'startpos';\n"
                               "a square is kept exactly when fog chess can use it. Equality and hashing go by\n"
                               "the canonical key (placement, side, castling, canonical en passant square,\n"
                               "halfmove clock): the identity a belief uses for duplicates.")
        .def(py::init(&from_fen), py::arg("fen") = std::string(fog::kStartFen), py::kw_only(),
             py::arg("allow_missing_kings") = false, "Raises ValueError('bad FEN: ...') naming the field at fault.")
        .def(
            "fen",
            [](const EnginePosition& p, std::optional<std::string> spelling) {
                // No spelling given: the canonical one, written by the one
                // function that writes positions for storage (belief_fen).
                if (!spelling) return fog::belief_fen(p.board);
                return fog::write_fen(p.board, spelling_from_name(*spelling));
            },
            py::arg("spelling") = py::none(),
            "The FEN; spelling of the en passant field: 'full', 'xfen' or 'legal'. The default is the\n"
            "canonical 'xfen'. 'legal' is python-chess's default and is wrong for fog chess (rules §4).")
        .def("moves", [](const EnginePosition& p) { return sorted_moves(p.board); },
             "Every fog move of the side to move (rules §1), as sorted UCI strings.")
        .def("vision", [](const EnginePosition& p, py::handle colour) { return SquareSet{fog::vision(p.board, engine_colour(colour))}; },
             py::arg("colour"), "The squares `colour` sees (rules §3).")
        .def("vision_mask", [](const EnginePosition& p, py::handle colour) { return fog::vision(p.board, engine_colour(colour)); },
             py::arg("colour"), "vision() as a bare 64-bit int (bit i = square i): no SquareSet object, for hot loops.")
        .def(
            "play",
            [](const EnginePosition& p, const std::string& uci) {
                return EnginePosition{fog::make_move(p.board, resolve_move(p.board, uci)), p.board};
            },
            py::arg("uci"),
            "The position after a fog move (e2e4, e7e8q; castling e1g1 or e1h1). This position is unchanged.\n"
            "ValueError when the move is not a fog move here.")
        .def_static(
            "observe",
            [](const EnginePosition& before, const EnginePosition& after, py::handle colour) {
                return fog::observe(before.board, after.board, engine_colour(colour));
            },
            py::arg("before"), py::arg("after"), py::arg("colour"),
            "What `colour` observes from the move that led from `before` to `after` (rules §3).")
        .def(
            "outcome",
            [](const EnginePosition& p, std::optional<EnginePosition> before) {
                const fog::Position& from = before ? before->board : p.previous ? *p.previous : p.board;
                return to_python(fog::board_outcome(from, p.board));
            },
            py::arg("before") = py::none(),
            "How the move into this position ended the game (rules §2 items 1-3), or None while it goes on.\n"
            "The move is the one play() made, or the one from `before`; without either, only no-moves and\n"
            "fifty-moves can be found. Repetition needs the game's history (see play_game).")
        .def_property_readonly("turn", [](const EnginePosition& p) { return std::string(1, colour_letter(p.board.side)); },
                               "'w' or 'b': the side to move.")
        .def_property_readonly("castling", [](const EnginePosition& p) { return castling_text(p.board.castling); },
                               "Castling rights as in FEN: 'KQkq', ..., '-'.")
        .def_property_readonly(
            "ep_square",
            [](const EnginePosition& p) -> std::optional<int> {
                if (p.board.ep == fog::kNoSquare) return std::nullopt;
                return int(p.board.ep);
            },
            "The canonical en passant square (rules §4, xfen), or None.")
        .def_property_readonly("halfmove_clock", [](const EnginePosition& p) { return int(p.board.halfmove); })
        .def_property_readonly("fullmove_number", [](const EnginePosition& p) { return p.board.fullmove; })
        .def("piece_at", [](const EnginePosition& p, py::handle square) { return piece_at(p.board, square); },
             py::arg("square"), "The FEN letter of the piece on a square, or None.")
        .def("key", [](const EnginePosition& p) {
                 const fog::PositionKey k = fog::position_key(p.board);
                 return py::bytes(reinterpret_cast<const char*>(k.words.data()), sizeof k.words);
             },
             "The canonical key as 32 bytes (what equality and hashing compare).")
        .def("__eq__", [](const EnginePosition& a, const EnginePosition& b) {
            return fog::position_key(a.board) == fog::position_key(b.board);
        }, py::is_operator())
        .def("__hash__", [](const EnginePosition& p) { return py::ssize_t(fog::key_hash(fog::position_key(p.board))); })
        .def("__repr__", [](const EnginePosition& p) { return "Position('" + fog::belief_fen(p.board) + "')"; })
        .def("__str__", [](const EnginePosition& p) { return board_text(p.board); })
        .def("__copy__", [](const EnginePosition& p) { return p; })
        .def("__deepcopy__", [](const EnginePosition& p, py::handle) { return p; }, py::arg("memo"))
        .def(py::pickle([](const EnginePosition& p) { return fog::write_fen(p.board, fog::EpSpelling::Full); },
                        [](const std::string& fen) { return from_fen(fen, true); }));
}

}  // namespace fogpy
