// fogproof.oracle: the Position calls answered by the reference oracle,
// reached only through its own interface (oracle/oracle.hpp), never through
// the engine, so that Python code can be checked against both readings.
#include <pybind11/stl.h>

#include <algorithm>
#include <functional>

#include "oracle/oracle.hpp"
#include "python/src/bindings.hpp"

namespace fogpy {
namespace {

struct OraclePosition {
    oracle::Position board;
    std::optional<oracle::Position> previous;
};

oracle::Colour oracle_colour(py::handle colour) { return is_white(colour) ? oracle::Colour::White : oracle::Colour::Black; }
int index_of(oracle::Square s) { return s.rank * 8 + s.file; }
oracle::Square square_at(int index) { return oracle::Square{index % 8, index / 8}; }

SquareSet to_square_set(const std::set<oracle::Square>& squares) {
    SquareSet out;
    for (const oracle::Square& s : squares) out.mask |= std::uint64_t{1} << index_of(s);
    return out;
}

std::optional<Outcome> to_python(const oracle::Outcome& o) {
    static const std::map<oracle::GameEnd, std::string> names = {{oracle::GameEnd::KingCaptured, "king-captured"},
                                                                 {oracle::GameEnd::NoMoves, "no-moves"},
                                                                 {oracle::GameEnd::FiftyMoves, "fifty-moves"},
                                                                 {oracle::GameEnd::Repetition, "repetition"}};
    if (o.end == oracle::GameEnd::None) return std::nullopt;
    Outcome out{names.at(o.end), std::nullopt};
    if (o.winner) out.winner = *o.winner == oracle::Colour::White ? 'w' : 'b';
    return out;
}

oracle::EpSpelling spelling(const std::string& name) {
    if (name == "full") return oracle::EpSpelling::Full;
    if (name == "xfen") return oracle::EpSpelling::Xfen;
    if (name == "legal") return oracle::EpSpelling::Legal;
    throw py::value_error("unknown en passant spelling '" + name + "' (expected full, xfen or legal)");
}

OraclePosition from_fen(const std::string& text, bool allow_missing_kings) {
    const std::string fen = text == "startpos" ? oracle::write_fen(oracle::initial_position(), oracle::EpSpelling::Xfen) : text;
    oracle::ParseResult r = oracle::parse_fen(fen, allow_missing_kings);
    if (!r.position) throw py::value_error("bad FEN: " + (r.error.empty() ? std::string("oracle: rejected") : r.error));
    return OraclePosition{*r.position, std::nullopt};
}

std::string canonical_fen(const oracle::Position& p) { return oracle::write_fen(p, oracle::EpSpelling::Xfen); }

// What rules §5 calls a duplicate, as one string (the fullmove number left
// out): hashing follows the oracle's DuplicateOrder.
std::string duplicate_text(const oracle::Position& p) {
    std::string s(&p.board[0][0], 64);
    s += p.side_to_move == oracle::Colour::White ? 'w' : 'b';
    s += p.white_king_side ? 'K' : '-';
    s += p.white_queen_side ? 'Q' : '-';
    s += p.black_king_side ? 'k' : '-';
    s += p.black_queen_side ? 'q' : '-';
    s += p.en_passant ? oracle::square_name(*p.en_passant) : "-";
    s += std::to_string(p.halfmove_clock);
    return s;
}

bool duplicates(const oracle::Position& a, const oracle::Position& b) {
    const oracle::DuplicateOrder less;
    return !less(a, b) && !less(b, a);
}

}  // namespace

void bind_oracle(py::module_& m) {
    py::class_<oracle::Observation>(m, "Observation", "What one colour learns from one move, by the oracle (rules §3).")
        .def_property_readonly("seen", [](const oracle::Observation& o) { return to_square_set(o.seen); })
        .def_property_readonly(
            "pieces",
            [](const oracle::Observation& o) {
                py::dict out;
                for (const auto& [square, letter] : o.contents)
                    if (letter != '.') out[py::int_(index_of(square))] = std::string(1, letter);
                return out;
            },
            "{square: FEN letter} for every occupied seen square.")
        .def(
            "piece_at",
            [](const oracle::Observation& o, py::handle square) -> py::object {
                const auto it = o.contents.find(square_at(square_from_python(square)));
                if (it == o.contents.end() || it->second == '.') return py::none();
                return py::str(std::string(1, it->second));
            },
            py::arg("square"))
        .def_property_readonly("own_piece_captured",
                               [](const oracle::Observation& o) -> std::optional<int> {
                                   if (!o.own_piece_captured) return std::nullopt;
                                   return index_of(*o.own_piece_captured);
                               })
        .def_property_readonly("outcome", [](const oracle::Observation& o) { return to_python(o.outcome); })
        .def("__eq__", [](const oracle::Observation& a, const oracle::Observation& b) { return a == b; }, py::is_operator())
        .def("__repr__", [](const oracle::Observation& o) {
            return "<oracle.Observation seen=" + std::to_string(o.seen.size()) + " squares>";
        });
    m.attr("Observation").attr("__hash__") = py::none();

    py::class_<OraclePosition>(m, "Position",
                               "A fog-chess position read by the reference oracle: the same calls as\n"
                               "fogproof.Position. Equality and hashing follow the oracle's duplicate rule.")
        .def(py::init(&from_fen), py::arg("fen") = std::string("startpos"), py::kw_only(),
             py::arg("allow_missing_kings") = false)
        .def(
            "fen",
            [](const OraclePosition& p, std::optional<std::string> name) {
                return name ? oracle::write_fen(p.board, spelling(*name)) : canonical_fen(p.board);
            },
            py::arg("spelling") = py::none())
        .def("moves",
             [](const OraclePosition& p) {
                 std::vector<std::string> out;
                 for (const oracle::Move& mv : oracle::legal_moves(p.board)) out.push_back(oracle::move_to_uci(mv));
                 std::sort(out.begin(), out.end());
                 return out;
             })
        .def("vision", [](const OraclePosition& p, py::handle colour) { return to_square_set(oracle::vision(p.board, oracle_colour(colour))); },
             py::arg("colour"))
        .def(
            "play",
            [](const OraclePosition& p, const std::string& uci) {
                for (const oracle::Move& mv : oracle::legal_moves(p.board))
                    if (oracle::move_to_uci(mv) == uci) return OraclePosition{oracle::make_move(p.board, mv), p.board};
                throw py::value_error(uci + ": not a legal fog move in " + canonical_fen(p.board));
            },
            py::arg("uci"), "The position after a fog move in UCI (castling as the king's move, e1g1).")
        .def_static(
            "observe",
            [](const OraclePosition& before, const OraclePosition& after, py::handle colour) {
                return oracle::observe(before.board, after.board, oracle_colour(colour));
            },
            py::arg("before"), py::arg("after"), py::arg("colour"))
        .def(
            "outcome",
            [](const OraclePosition& p, std::optional<OraclePosition> before) {
                const oracle::Position& from = before ? before->board : p.previous ? *p.previous : p.board;
                return to_python(oracle::board_outcome(from, p.board));
            },
            py::arg("before") = py::none())
        .def_property_readonly("turn", [](const OraclePosition& p) {
            return std::string(p.board.side_to_move == oracle::Colour::White ? "w" : "b");
        })
        .def("piece_at",
             [](const OraclePosition& p, py::handle square) -> py::object {
                 const char c = p.board.at(square_at(square_from_python(square)));
                 if (c == '.') return py::none();
                 return py::str(std::string(1, c));
             },
             py::arg("square"))
        .def("__eq__", [](const OraclePosition& a, const OraclePosition& b) { return duplicates(a.board, b.board); }, py::is_operator())
        .def("__hash__", [](const OraclePosition& p) { return py::hash(py::str(duplicate_text(p.board))); })
        .def("__repr__", [](const OraclePosition& p) { return "oracle.Position('" + canonical_fen(p.board) + "')"; });
}

}  // namespace fogpy
