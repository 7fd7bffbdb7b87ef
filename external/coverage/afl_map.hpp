// The coverage map of a native child built with AFL++ (afl-clang-fast,
// afl-clang-fast++, or Rust through cargo-afl's flags): a SysV shared
// memory segment whose id the child finds in __AFL_SHM_ID and whose size
// in AFL_MAP_SIZE. Before main, AFL++'s runtime attaches it, and every
// edge the child then runs adds one to its byte (wrapping past 255).
//
// The segment is marked for removal as soon as it exists: Linux still lets
// the child attach it by id, and the kernel frees it when the last process
// detaches, so no segment outlives fogproof and the child, however either
// ends (killed included).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace coverage {

class AflMap {
public:
    static constexpr std::size_t kDefaultSize = 65536;  // AFL++'s MAP_SIZE

    // A cleared map of `size` bytes (rounded up to a multiple of 64, as AFL++
    // does). Throws std::runtime_error naming the system call that failed.
    explicit AflMap(std::size_t size = kDefaultSize);
    ~AflMap();
    AflMap(const AflMap&) = delete;
    AflMap& operator=(const AflMap&) = delete;

    // The size AFL_MAP_SIZE asks for in our own environment, else the
    // default. Throws std::invalid_argument on a value that is not a
    // positive whole number of at most 2^28.
    static std::size_t size_from_environment();

    // "__AFL_SHM_ID=..." and "AFL_MAP_SIZE=...", for the child.
    std::vector<std::string> child_environment() const;

    std::size_t size() const { return size_; }
    int id() const { return id_; }

    void clear();
    // Appends the features the map holds since the last clear, in
    // increasing order: for each edge run, (edge << 3) | its hit-count
    // class, AFL's buckets 1, 2, 3, 4-7, 8-15, 16-31, 32-127, 128+.
    void append_features(std::vector<std::uint32_t>& features) const;

    // The hit-count class of a non-zero count (0..7).
    static std::uint32_t count_class(std::uint8_t hits);

private:
    int id_ = -1;
    std::size_t size_ = 0;
    std::uint8_t* bytes_ = nullptr;
};

}  // namespace coverage
