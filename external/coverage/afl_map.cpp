#include "external/coverage/afl_map.hpp"

#include <sys/ipc.h>
#include <sys/shm.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace coverage {

AflMap::AflMap(std::size_t size) : size_((size + 63) / 64 * 64) {
    if (size_ == 0) throw std::invalid_argument("the coverage map needs at least one byte");
    id_ = ::shmget(IPC_PRIVATE, size_, IPC_CREAT | IPC_EXCL | 0600);
    if (id_ < 0) throw std::runtime_error(std::string("shmget for the coverage map: ") + std::strerror(errno));
    void* address = ::shmat(id_, nullptr, 0);
    const int attach_error = errno;
    // Marked for removal before anything else can fail: the kernel frees it
    // once nobody is attached, whatever happens to us or the child.
    ::shmctl(id_, IPC_RMID, nullptr);
    if (address == reinterpret_cast<void*>(-1))
        throw std::runtime_error(std::string("shmat for the coverage map: ") + std::strerror(attach_error));
    bytes_ = static_cast<std::uint8_t*>(address);
    clear();
}

AflMap::~AflMap() {
    if (bytes_ != nullptr) ::shmdt(bytes_);
}

std::size_t AflMap::size_from_environment() {
    const char* text = std::getenv("AFL_MAP_SIZE");
    if (text == nullptr || *text == '\0') return kDefaultSize;
    char* end = nullptr;
    errno = 0;
    const unsigned long long value = std::strtoull(text, &end, 10);
    constexpr unsigned long long kMost = 1ULL << 28;
    if (errno != 0 || *end != '\0' || text[0] == '-' || value == 0 || value > kMost)
        throw std::invalid_argument(std::string("AFL_MAP_SIZE: '") + text +
                                    "' is not a map size (a whole number of bytes, 1 to 268435456)");
    return std::size_t(value);
}

std::vector<std::string> AflMap::child_environment() const {
    return {"__AFL_SHM_ID=" + std::to_string(id_), "AFL_MAP_SIZE=" + std::to_string(size_)};
}

void AflMap::clear() { std::memset(bytes_, 0, size_); }

std::uint32_t AflMap::count_class(std::uint8_t hits) {
    if (hits <= 3) return std::uint32_t(hits) - 1;  // 1, 2, 3
    if (hits <= 7) return 3;
    if (hits <= 15) return 4;
    if (hits <= 31) return 5;
    if (hits <= 127) return 6;
    return 7;
}

void AflMap::append_features(std::vector<std::uint32_t>& features) const {
    // Most of the map is zero: skip it a word at a time.
    for (std::size_t word = 0; word < size_; word += 8) {
        std::uint64_t chunk;
        std::memcpy(&chunk, bytes_ + word, 8);
        if (chunk == 0) continue;
        for (std::size_t i = word; i < word + 8; ++i)
            if (bytes_[i] != 0) features.push_back(std::uint32_t(i) << 3 | count_class(bytes_[i]));
    }
}

}  // namespace coverage
