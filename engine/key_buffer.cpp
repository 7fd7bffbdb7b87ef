#include "engine/key_buffer.hpp"

#include <sys/mman.h>

#include <cstdlib>
#include <cstring>
#include <new>

#include "engine/memory_limit.hpp"

namespace fog {
namespace {

// Below this a buffer lives on the ordinary heap: mappings cost a system
// call and round up to whole pages, which small beliefs (tests, sparse
// positions) would feel.
constexpr std::size_t kMapThreshold = std::size_t{4} << 20;
constexpr std::size_t kHugePage = std::size_t{2} << 20;

std::size_t round_to_huge_page(std::size_t bytes) { return (bytes + kHugePage - 1) / kHugePage * kHugePage; }

void advise_huge_pages(void* p, std::size_t bytes) {
    madvise(p, bytes, MADV_HUGEPAGE);  // advice only: failure changes nothing
}

// What a buffer of `keys` capacity reserves: exactly that on the heap,
// whole huge pages when mapped.
std::size_t reserved_bytes(std::size_t keys, bool mapped) {
    const std::size_t bytes = keys * sizeof(PositionKey);
    return mapped ? round_to_huge_page(bytes) : bytes;
}

bool mapped_size(std::size_t bytes) { return bytes >= kMapThreshold; }

}  // namespace

KeyBuffer::~KeyBuffer() { release_all(); }

void KeyBuffer::grow(std::size_t at_least) {
    // Doubling keeps push_back amortized; the doubled capacity is address
    // space, not memory, until it is written.
    std::size_t keys = std::max(at_least, capacity_ * 2);
    // Every reserved byte is counted against the memory limit of belief
    // updates (engine/memory_limit.hpp). Near the ceiling, a buffer grows
    // by an eighth, then by the least that serves, before giving up: it
    // must not reserve room that the other buffers of the update need.
    const std::size_t held = reserved_bytes(capacity_, mapped_);
    const auto extra_for = [&](std::size_t n) {
        const std::size_t wanted = reserved_bytes(n, mapped_ || mapped_size(n * sizeof(PositionKey)));
        return wanted > held ? wanted - held : 0;
    };
    if (!try_charge_key_buffer_bytes(extra_for(keys))) {
        keys = std::max(at_least, capacity_ + capacity_ / 8);
        if (!try_charge_key_buffer_bytes(extra_for(keys))) {
            keys = at_least;
            if (!try_charge_key_buffer_bytes(extra_for(keys)))
                throw KeyBufferCeilingReached(extra_for(keys), key_buffer_bytes(), key_buffer_ceiling());
        }
    }
    const std::size_t charged = extra_for(keys);
    try {
        grow_to(keys);
    } catch (...) {
        release_key_buffer_bytes(charged);
        throw;
    }
}

void KeyBuffer::grow_to(std::size_t keys) {
    const std::size_t bytes = keys * sizeof(PositionKey);
    if (!mapped_size(bytes)) {
        void* p = std::realloc(data_, bytes);
        if (!p) throw std::bad_alloc();
        data_ = static_cast<PositionKey*>(p);
        capacity_ = keys;
        return;
    }
    const std::size_t mapped_bytes = round_to_huge_page(bytes);
    void* p = nullptr;
    if (mapped_) {
        p = mremap(data_, round_to_huge_page(capacity_ * sizeof(PositionKey)), mapped_bytes, MREMAP_MAYMOVE);
        if (p == MAP_FAILED) throw std::bad_alloc();
    } else {
        p = mmap(nullptr, mapped_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) throw std::bad_alloc();
        if (size_) std::memcpy(p, data_, size_ * sizeof(PositionKey));
        std::free(data_);
        mapped_ = true;
    }
    advise_huge_pages(p, mapped_bytes);
    data_ = static_cast<PositionKey*>(p);
    capacity_ = mapped_bytes / sizeof(PositionKey);
}

void KeyBuffer::release_unused() {
    if (!mapped_) return;
    if (size_ == 0) {
        release_all();
        return;
    }
    const std::size_t old_bytes = round_to_huge_page(capacity_ * sizeof(PositionKey));
    const std::size_t new_bytes = round_to_huge_page(size_ * sizeof(PositionKey));
    if (new_bytes >= old_bytes) return;
    // Shrinking in place always succeeds and unmaps the tail.
    mremap(data_, old_bytes, new_bytes, 0);
    release_key_buffer_bytes(old_bytes - new_bytes);
    capacity_ = new_bytes / sizeof(PositionKey);
}

void KeyBuffer::release_all() {
    release_key_buffer_bytes(reserved_bytes(capacity_, mapped_));
    if (mapped_) munmap(data_, round_to_huge_page(capacity_ * sizeof(PositionKey)));
    else std::free(data_);
    data_ = nullptr;
    size_ = capacity_ = 0;
    mapped_ = false;
}

}  // namespace fog
