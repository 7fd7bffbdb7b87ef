// The table of keys a belief update's worker added lately (KeySink in
// engine/belief.cpp): a direct-mapped array of up to 4 MiB, read at random.
//
// Spread over 4 KiB pages, those reads missed the address translation
// caches as well as the data caches: a table of 1,024 pages beside the
// keys streaming through. Placed on 2 MiB huge pages (aligned, and marked
// for transparent huge pages, as KeyBuffer's large blocks are) it takes
// two translation entries (docs/performance.md, "Belief update speed").
#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>

#include "engine/key.hpp"

namespace fog {

class RecentKeys {
public:
    // Empties the table and sizes it to `slots` (a power of two); every
    // slot then holds the all-zero key.
    void reset(std::size_t slots);
    bool empty() const { return slots_ == 0; }
    std::size_t size() const { return slots_; }
    PositionKey& operator[](std::size_t i) { return data_.get()[i]; }

private:
    struct Free {
        void operator()(PositionKey* p) const { std::free(p); }
    };
    std::unique_ptr<PositionKey, Free> data_;
    std::size_t slots_ = 0;
    std::size_t capacity_ = 0;  // slots allocated
};

}  // namespace fog
