#include "harness/convert_oracle.hpp"

namespace harness {

int to_neutral(oracle::Square s) { return s.rank * 8 + s.file; }

NeutralPosition to_neutral(const oracle::Position& p) {
    NeutralPosition n;
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file) n.board[std::size_t(rank * 8 + file)] = p.board[rank][file];
    n.side = p.side_to_move == oracle::Colour::White ? 'w' : 'b';
    if (p.white_king_side) n.castling += 'K';
    if (p.white_queen_side) n.castling += 'Q';
    if (p.black_king_side) n.castling += 'k';
    if (p.black_queen_side) n.castling += 'q';
    n.en_passant = p.en_passant ? to_neutral(*p.en_passant) : -1;
    n.halfmove = p.halfmove_clock;
    n.fullmove = p.fullmove_number;
    return n;
}

SquareSet to_neutral(const oracle::SquareFlags& squares) {
    SquareSet out;
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file)
            if (const oracle::Square s{file, rank}; squares.contains(s)) out.insert(to_neutral(s));
    return out;
}

namespace {
std::string outcome_name(oracle::GameEnd e) {
    switch (e) {
        case oracle::GameEnd::None: return "none";
        case oracle::GameEnd::KingCaptured: return "king-captured";
        case oracle::GameEnd::NoMoves: return "no-moves";
        case oracle::GameEnd::FiftyMoves: return "fifty-moves";
        case oracle::GameEnd::Repetition: return "repetition";
    }
    return "?";
}
}  // namespace

NeutralObservation to_neutral(const oracle::CompactObservation& o) {
    NeutralObservation n;
    n.seen = to_neutral(o.seen);
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file)
            if (const oracle::Square s{file, rank}; o.seen.contains(s)) n.contents[to_neutral(s)] = o.content_at(s);
    n.own_piece_captured = o.own_piece_captured ? to_neutral(*o.own_piece_captured) : -1;
    n.outcome = outcome_name(o.outcome.end);
    n.winner = o.outcome.winner ? (*o.outcome.winner == oracle::Colour::White ? 'w' : 'b') : '-';
    return n;
}

MoveCode to_neutral(const oracle::Move& m) { return move_code(to_neutral(m.from), to_neutral(m.to), m.promotion); }

namespace {
// Present or not, then the square: 9 bits.
std::uint64_t optional_square(const std::optional<oracle::Square>& s) {
    return s ? 1u << 8 | std::uint64_t(to_neutral(*s)) : 0;
}
}  // namespace

StateDigest digest_of(const oracle::Position& p) {
    DigestBuilder d;
    for (const auto& rank : p.board) d.add_bytes({rank, sizeof rank});
    d.add(p.side_to_move == oracle::Colour::White ? 0 : 1, 1);
    d.add(std::uint64_t(p.white_king_side) | std::uint64_t(p.white_queen_side) << 1 |
              std::uint64_t(p.black_king_side) << 2 | std::uint64_t(p.black_queen_side) << 3,
          1);
    d.add(optional_square(p.en_passant), 2).add(optional_square(p.double_push), 2);
    return d.add(std::uint32_t(p.halfmove_clock), 4).add(std::uint32_t(p.fullmove_number), 4).digest();
}

}  // namespace harness
