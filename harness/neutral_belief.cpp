#include "harness/neutral_belief.hpp"

#include <algorithm>

namespace harness {

NeutralBelief::NeutralBelief(std::vector<DuplicateKey> boards) : boards_(std::move(boards)) {
    std::sort(boards_.begin(), boards_.end());
    boards_.erase(std::unique(boards_.begin(), boards_.end()), boards_.end());
}

void NeutralBelief::insert(DuplicateKey board) {
    const auto at = std::lower_bound(boards_.begin(), boards_.end(), board);
    if (at == boards_.end() || *at != board) boards_.insert(at, std::move(board));
}

std::size_t NeutralBelief::count(const DuplicateKey& board) const {
    return std::binary_search(boards_.begin(), boards_.end(), board) ? 1 : 0;
}

StateDigest digest_of(const DuplicateKey& board) {
    DigestBuilder d;
    d.add_bytes({board.board.data(), board.board.size()});
    std::uint64_t castling = 0;  // up to four letters, in order
    for (const char right : board.castling) castling = castling << 8 | std::uint8_t(right);
    d.add(std::uint8_t(board.side), 1).add(castling, 4);
    return d.add(std::uint32_t(board.en_passant), 4).add(std::uint32_t(board.halfmove), 4).digest();
}

}  // namespace harness
