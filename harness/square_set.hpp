// Set-of-squares values for the neutral types: a set of squares and a map
// from squares to board letters, held in fixed storage.
//
// Why not std::set / std::map: the fuzz targets build several of these per
// ply for each implementation, and under AddressSanitizer every tree node
// is an allocation with its stack recorded; that was most of the moves
// target's time. These hold the same meaning (squares 0..63, a1 = 0) with
// the same ascending iteration order, so comparisons and reports read the
// same.
#pragma once

#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <stdexcept>
#include <utility>

namespace harness {

class SquareSet {
public:
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;

        iterator() = default;
        explicit iterator(std::uint64_t rest) : rest_(rest) {}
        int operator*() const { return std::countr_zero(rest_); }
        iterator& operator++() {
            rest_ &= rest_ - 1;
            return *this;
        }
        iterator operator++(int) {
            iterator before = *this;
            ++*this;
            return before;
        }
        friend bool operator==(iterator, iterator) = default;

    private:
        std::uint64_t rest_ = 0;
    };
    using const_iterator = iterator;
    using value_type = int;

    SquareSet() = default;
    SquareSet(std::initializer_list<int> squares) {
        for (int s : squares) insert(s);
    }
    static SquareSet from_mask(std::uint64_t mask) {
        SquareSet s;
        s.mask_ = mask;
        return s;
    }

    // Squares outside 0..63 have no place in a set of board squares.
    void insert(int square) { mask_ |= bit(square); }
    void erase(int square) { mask_ &= ~bit(square); }
    std::size_t count(int square) const { return square >= 0 && square < 64 && (mask_ >> square & 1) ? 1 : 0; }
    bool contains(int square) const { return count(square) != 0; }
    std::size_t size() const { return std::size_t(std::popcount(mask_)); }
    bool empty() const { return mask_ == 0; }
    std::uint64_t mask() const { return mask_; }
    iterator begin() const { return iterator(mask_); }
    iterator end() const { return iterator(0); }

    friend bool operator==(const SquareSet&, const SquareSet&) = default;
    // Ordered like std::set<int>: lexicographically by ascending squares.
    friend std::strong_ordering operator<=>(const SquareSet& a, const SquareSet& b) {
        if (a.mask_ == b.mask_) return std::strong_ordering::equal;
        const std::uint64_t differ = a.mask_ ^ b.mask_;
        const std::uint64_t lowest = differ & (~differ + 1);
        // The first square where they differ: the set that holds it has the
        // smaller next element, unless the other set ended before it.
        const std::uint64_t below = lowest - 1;
        const bool a_has = a.mask_ & lowest;
        const bool other_has_more = ((a_has ? b.mask_ : a.mask_) & ~below & ~lowest) != 0;
        if (!other_has_more) return a_has ? std::strong_ordering::greater : std::strong_ordering::less;
        return a_has ? std::strong_ordering::less : std::strong_ordering::greater;
    }

private:
    static std::uint64_t bit(int square) {
        if (square < 0 || square > 63) throw std::out_of_range("square out of range 0..63");
        return std::uint64_t{1} << square;
    }
    std::uint64_t mask_ = 0;
};

// What each seen square holds: a board letter or '.', for a subset of the
// squares. Iterates (square, letter) pairs in ascending square order.
class SquareContents {
public:
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = std::pair<int, char>;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = value_type;

        iterator() = default;
        iterator(const SquareContents* owner, SquareSet::iterator at) : owner_(owner), at_(at) {}
        value_type operator*() const { return {*at_, owner_->letters_[std::size_t(*at_)]}; }
        iterator& operator++() {
            ++at_;
            return *this;
        }
        friend bool operator==(const iterator& a, const iterator& b) { return a.at_ == b.at_; }

    private:
        const SquareContents* owner_ = nullptr;
        SquareSet::iterator at_;
    };

    // Holds `square` from here on ('.' until assigned).
    char& operator[](int square) {
        if (!held_.contains(square)) {
            held_.insert(square);
            letters_[std::size_t(square)] = '.';
        }
        return letters_[std::size_t(square)];
    }
    char at(int square) const {
        if (!held_.contains(square)) throw std::out_of_range("square not among the contents");
        return letters_[std::size_t(square)];
    }
    std::size_t count(int square) const { return held_.count(square); }
    std::size_t size() const { return held_.size(); }
    bool empty() const { return held_.empty(); }
    const SquareSet& squares() const { return held_; }
    iterator begin() const { return {this, held_.begin()}; }
    iterator end() const { return {this, held_.end()}; }

    friend bool operator==(const SquareContents& a, const SquareContents& b) {
        if (a.held_ != b.held_) return false;
        for (int s : a.held_)
            if (a.letters_[std::size_t(s)] != b.letters_[std::size_t(s)]) return false;
        return true;
    }
    // Ordered like std::map<int, char>: lexicographically by pairs.
    friend std::strong_ordering operator<=>(const SquareContents& a, const SquareContents& b) {
        auto i = a.begin(), j = b.begin();
        for (; i != a.end() && j != b.end(); ++i, ++j)
            if (auto c = *i <=> *j; c != 0) return c;
        if (i != a.end()) return std::strong_ordering::greater;
        if (j != b.end()) return std::strong_ordering::less;
        return std::strong_ordering::equal;
    }

private:
    SquareSet held_;
    char letters_[64] = {};  // meaningful only where held_ says so
};

}  // namespace harness
