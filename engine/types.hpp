// Basic vocabulary of the engine: colours, piece types, squares, moves.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fog {

using Bitboard = std::uint64_t;

enum Colour : std::uint8_t { White = 0, Black = 1 };
constexpr Colour operator~(Colour c) { return Colour(c ^ 1); }

enum PieceType : std::uint8_t { Pawn = 0, Knight, Bishop, Rook, Queen, King, NoPieceType };
constexpr int kPieceTypes = 6;

// a1 = 0, b1 = 1, ..., h8 = 63.
using Square = std::uint8_t;
constexpr Square kNoSquare = 64;

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }

std::string square_name(Square s);                       // "e4"; "-" for kNoSquare
std::optional<Square> parse_square(std::string_view text);  // exactly "[a-h][1-8]"

// FEN letter of a piece: 'P'..'K' for White, 'p'..'k' for Black.
char piece_letter(Colour c, PieceType t);

// A move packed in 16 bits: from (6), to (6), kind (2), promotion piece (2).
// The kind spares make_move from re-deriving castling and en passant.
enum class MoveKind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal,
                   PieceType promotion = Knight)
        : bits_(std::uint16_t(from | (to << 6) | (int(kind) << 12) |
                              ((promotion - Knight) << 14))) {}

    constexpr Square from() const { return Square(bits_ & 63); }
    constexpr Square to() const { return Square((bits_ >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind((bits_ >> 12) & 3); }
    constexpr PieceType promotion() const { return PieceType(((bits_ >> 14) & 3) + Knight); }
    constexpr bool is_promotion() const { return kind() == MoveKind::Promotion; }
    constexpr std::uint16_t raw() const { return bits_; }
    friend constexpr bool operator==(Move, Move) = default;
    friend constexpr auto operator<=>(Move a, Move b) { return a.bits_ <=> b.bits_; }

private:
    std::uint16_t bits_ = 0;
};

// UCI text of a move: "e2e4", "e7e8q"; castling is the king's move "e1g1".
std::string to_uci(Move m);

}  // namespace fog
