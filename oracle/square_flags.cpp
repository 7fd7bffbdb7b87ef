// SquareFlags: a set of squares as 64 flags (see oracle/oracle.hpp).
#include <set>

#include "oracle/oracle.hpp"

namespace oracle {

std::set<Square> SquareFlags::to_set() const {
    std::set<Square> squares;
    // Visited in Square order (file, then rank), so every insertion goes
    // at the end.
    for (int file = 0; file < 8; ++file) {
        for (int rank = 0; rank < 8; ++rank) {
            const Square s{file, rank};
            if (contains(s)) {
                squares.insert(squares.end(), s);
            }
        }
    }
    return squares;
}

}  // namespace oracle
