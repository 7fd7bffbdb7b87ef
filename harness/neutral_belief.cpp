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

}  // namespace harness
