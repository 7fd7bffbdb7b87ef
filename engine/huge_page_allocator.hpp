// An allocator for the large key buffers of a belief. Fresh memory costs a
// page fault per 4 KiB page, and on virtual machines a fault is dear: a
// replay spent a quarter of its time there. Large blocks are therefore
// aligned to 2 MiB and marked for transparent huge pages (where the kernel
// offers them only on request, "madvise" mode), one fault per 2 MiB.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdlib>
#include <new>

namespace fog {

template <class T>
struct HugePageAllocator {
    using value_type = T;
    static constexpr std::size_t kHugePage = std::size_t{2} << 20;
    static constexpr std::size_t kThreshold = std::size_t{4} << 20;

    HugePageAllocator() = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) {}

    T* allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        void* p = nullptr;
        if (bytes >= kThreshold) {
            const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
            p = std::aligned_alloc(kHugePage, rounded);
            if (p) madvise(p, rounded, MADV_HUGEPAGE);  // advice only: failure changes nothing
        } else {
            p = std::malloc(bytes ? bytes : 1);
        }
        if (!p) throw std::bad_alloc();
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t) { std::free(p); }

    template <class U>
    bool operator==(const HugePageAllocator<U>&) const { return true; }
};

}  // namespace fog
