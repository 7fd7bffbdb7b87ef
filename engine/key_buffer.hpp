// A growable array of position keys whose growth never copies.
//
// A belief update's buffers grow to hundreds of megabytes. std::vector
// grows by allocating a larger block and copying, so for a moment it holds
// both: 3x the data at worst, and that moment decided the peak memory of a
// replay. KeyBuffer maps large blocks straight from the kernel and grows
// them with mremap, which moves page tables, not bytes; shrinking hands the
// tail pages back. Resident memory therefore follows the keys held, and a
// buffer that is emptied and refilled reuses its pages.
//
// Large mappings are marked for transparent huge pages: on virtual machines
// a page fault is dear, and a huge page costs one fault per 2 MiB.
//
// Every buffer counts the bytes it reserves towards the memory limit of
// belief updates; growth past that limit throws KeyBufferCeilingReached
// (engine/memory_limit.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <iterator>

#include "engine/key.hpp"

namespace fog {

class KeyBuffer {
public:
    using value_type = PositionKey;
    using iterator = PositionKey*;
    using const_iterator = const PositionKey*;
    using size_type = std::size_t;

    KeyBuffer() = default;
    KeyBuffer(std::initializer_list<PositionKey> keys) { assign(keys.begin(), keys.end()); }
    KeyBuffer(const KeyBuffer& other) { assign(other.begin(), other.end()); }
    KeyBuffer(KeyBuffer&& other) noexcept { swap(other); }
    KeyBuffer& operator=(const KeyBuffer& other) {
        if (this != &other) assign(other.begin(), other.end());
        return *this;
    }
    KeyBuffer& operator=(KeyBuffer&& other) noexcept {
        swap(other);
        return *this;
    }
    ~KeyBuffer();

    template <class It>
    void assign(It first, It last) {
        const auto n = std::size_t(std::distance(first, last));
        clear();
        reserve(n);
        std::copy(first, last, data_);
        size_ = n;
    }

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return capacity_; }
    bool empty() const { return size_ == 0; }
    PositionKey* data() { return data_; }
    const PositionKey* data() const { return data_; }
    PositionKey* begin() { return data_; }
    PositionKey* end() { return data_ + size_; }
    const PositionKey* begin() const { return data_; }
    const PositionKey* end() const { return data_ + size_; }
    PositionKey& operator[](std::size_t i) { return data_[i]; }
    const PositionKey& operator[](std::size_t i) const { return data_[i]; }

    void push_back(const PositionKey& k) {
        if (size_ == capacity_) grow(size_ + 1);
        data_[size_++] = k;
    }
    // Capacity for n keys; the keys held stay where they are in value.
    void reserve(std::size_t n) {
        if (n > capacity_) grow(n);
    }
    // Sets the size without writing the new keys: the caller overwrites
    // them (the merge writes every slot it exposes).
    void resize_for_overwrite(std::size_t n) {
        reserve(n);
        size_ = n;
    }
    // Drops keys from the end; their pages stay mapped for reuse.
    void truncate(std::size_t n) { size_ = std::min(size_, n); }
    void clear() { size_ = 0; }
    // Returns the pages beyond size() to the kernel.
    void release_unused();
    // Returns every page.
    void release_all();

    void swap(KeyBuffer& other) noexcept {
        std::swap(data_, other.data_);
        std::swap(size_, other.size_);
        std::swap(capacity_, other.capacity_);
        std::swap(mapped_, other.mapped_);
    }

    friend bool operator==(const KeyBuffer& a, const KeyBuffer& b) {
        return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
    }

private:
    void grow(std::size_t at_least);
    void grow_to(std::size_t keys);

    PositionKey* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
    bool mapped_ = false;  // data_ came from mmap (large) rather than malloc
};

}  // namespace fog
