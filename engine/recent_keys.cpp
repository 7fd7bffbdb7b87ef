#include "engine/recent_keys.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <new>

namespace fog {
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

}  // namespace

void RecentKeys::reset(std::size_t slots) {
    if (slots > capacity_) {
        const std::size_t bytes = slots * sizeof(PositionKey);
        // Whole huge pages, aligned to one, when the table fills one.
        const bool huge = bytes >= kHugePage;
        const std::size_t alignment = huge ? kHugePage : alignof(PositionKey);
        const std::size_t rounded = (bytes + alignment - 1) / alignment * alignment;
        void* p = std::aligned_alloc(alignment, rounded);
        if (!p) throw std::bad_alloc();
        if (huge) madvise(p, rounded, MADV_HUGEPAGE);  // advice only: failure changes nothing
        data_.reset(static_cast<PositionKey*>(p));
        capacity_ = slots;
    }
    slots_ = slots;
    std::fill_n(data_.get(), slots_, PositionKey{});
}

}  // namespace fog
