// The memory limit of belief updates (BeliefOptions::max_memory): an
// update that would pass it stops with MemoryLimitError, naming the ply
// and |P|, before the kernel's OOM killer ends the process without a word.
//
// How it is enforced: nearly all of an update's memory is key buffers
// (P before, the new P, the workers' chunk buffers; engine/key_buffer.hpp).
// Every KeyBuffer charges the bytes it reserves to one process-wide count,
// and while an update runs under a limit, that count has a ceiling: the
// limit minus the rest of the process's resident memory, measured when the
// update starts (or up to 100 ms before: the reading is reused). A buffer
// that would grow past the ceiling first grows by an eighth, then by the
// least that serves it, and only when that does not fit either throws
// KeyBufferCeilingReached, which the update turns into MemoryLimitError.
// So the check happens as the buffers grow, at the allocation that would
// pass the limit, and costs one atomic add per growth (buffers double, so a
// few dozen per update), nothing per key.
#pragma once

#include <cstddef>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>

namespace fog {

// Physical memory of the machine (sysconf), or 0 when unknown.
std::size_t physical_memory_bytes();
// This process's resident memory (/proc/self/statm), or 0 when unknown.
std::size_t resident_memory_bytes();

// The default limit: 80% of physical memory, leaving the rest to the
// system and the other processes (0, no limit, when it is unknown).
std::size_t default_max_memory();

// Reads a memory size as the CLI takes it: "4G", "500M", "1.5GiB",
// "123456789" (bytes), "80%" (of physical memory), "0" (no limit).
// Units are binary (K = 1024) and case-insensitive, with an optional "B"
// or "iB". Returns the bytes, or nullopt with `error` saying what is wrong.
std::optional<std::size_t> parse_memory_size(const std::string& text, std::size_t physical_bytes,
                                             std::string& error);

// "64.0 MiB", "3.2 GiB": sizes in messages.
std::string format_bytes(std::size_t bytes);

// Bytes that every KeyBuffer of the process holds (capacity reserved).
std::size_t key_buffer_bytes();
// Adds bytes to the count if the ceiling allows it (false: nothing added).
bool try_charge_key_buffer_bytes(std::size_t bytes);
void release_key_buffer_bytes(std::size_t bytes);
// The ceiling in force (the largest std::size_t when there is none).
std::size_t key_buffer_ceiling();

// A KeyBuffer growth the ceiling refused.
class KeyBufferCeilingReached : public std::bad_alloc {
public:
    KeyBufferCeilingReached(std::size_t requested_bytes, std::size_t held_bytes, std::size_t ceiling_bytes)
        : requested(requested_bytes), held(held_bytes), ceiling(ceiling_bytes) {}
    const char* what() const noexcept override { return "key buffers reached the memory ceiling"; }
    std::size_t requested;  // bytes the growth needed at least
    std::size_t held;       // bytes all key buffers held then
    std::size_t ceiling;
};

// While alive, the key buffers of the whole process may hold at most
// `ceiling` bytes together. Ceilings may nest or overlap (two beliefs
// updating in two threads): the lowest one applies.
class KeyBufferCeiling {
public:
    explicit KeyBufferCeiling(std::size_t ceiling);
    ~KeyBufferCeiling();
    KeyBufferCeiling(const KeyBufferCeiling&) = delete;
    KeyBufferCeiling& operator=(const KeyBufferCeiling&) = delete;

private:
    std::size_t ceiling_;
};

// The ceiling for key buffers that keeps the whole process under
// `max_memory`: max_memory minus what else is resident (0 when that alone
// reaches the limit), measured at most every 100 ms.
std::size_t key_buffer_ceiling_for(std::size_t max_memory);

// Raised by a belief update that would pass BeliefOptions::max_memory. The
// belief is left as it was before the update (its working memory freed).
class MemoryLimitError : public std::runtime_error {
public:
    MemoryLimitError(int ply_, std::size_t last_size_, std::size_t max_memory_, const std::string& what)
        : std::runtime_error(what), ply(ply_), last_size(last_size_), max_memory(max_memory_) {}
    int ply;                 // the ply whose update stopped (1 = first move of the game)
    std::size_t last_size;   // |P| before that update
    std::size_t max_memory;  // the limit, in bytes
};

}  // namespace fog
