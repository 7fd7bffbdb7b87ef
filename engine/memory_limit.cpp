#include "engine/memory_limit.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <mutex>
#include <set>

namespace fog {
namespace {

constexpr std::size_t kNoCeiling = std::numeric_limits<std::size_t>::max();

std::atomic<std::size_t> held_bytes{0};
std::atomic<std::size_t> ceiling_bytes{kNoCeiling};

// The ceilings alive now; the lowest is the one in force.
std::mutex ceilings_lock;
std::multiset<std::size_t>& ceilings() {
    static std::multiset<std::size_t> active;
    return active;
}

void publish_lowest_ceiling() {
    ceiling_bytes.store(ceilings().empty() ? kNoCeiling : *ceilings().begin());
}

std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return "";
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// "12" or "1.5": the number at the front of `text`, and where it ends.
std::optional<double> leading_number(const std::string& text, std::size_t& end) {
    end = 0;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    if (end == 0) return std::nullopt;
    if (end < text.size() && text[end] == '.') {
        const std::size_t fraction = ++end;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
        if (end == fraction) return std::nullopt;
    }
    return std::stod(text.substr(0, end));
}

}  // namespace

std::size_t physical_memory_bytes() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || page <= 0) return 0;
    return std::size_t(pages) * std::size_t(page);
}

std::size_t resident_memory_bytes() {
    // statm: size resident shared text lib data dt, in pages.
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long size = 0, resident = 0;
    const int read = std::fscanf(f, "%lu %lu", &size, &resident);
    std::fclose(f);
    const long page = sysconf(_SC_PAGESIZE);
    if (read != 2 || page <= 0) return 0;
    return std::size_t(resident) * std::size_t(page);
}

std::size_t default_max_memory() { return physical_memory_bytes() / 10 * 8; }

std::optional<std::size_t> parse_memory_size(const std::string& raw, std::size_t physical_bytes, std::string& error) {
    const std::string text = lower(trim(raw));
    const std::string expected = "expected a size such as 4G, 500M, 1.5GiB, 80% (of physical memory) or 0 (no limit)";
    std::size_t end = 0;
    const std::optional<double> number = leading_number(text, end);
    if (!number) {
        error = "'" + raw + "' is not a memory size: " + expected;
        return std::nullopt;
    }
    const std::string unit = text.substr(end);
    if (unit == "%") {
        if (!(*number > 0 && *number <= 100)) {
            error = "'" + raw + "': a share of physical memory must be more than 0% and at most 100%";
            return std::nullopt;
        }
        if (physical_bytes == 0) {
            error = "'" + raw + "': the physical memory of this machine is unknown; give a size such as 4G";
            return std::nullopt;
        }
        return std::size_t(double(physical_bytes) * *number / 100.0);
    }
    static const std::pair<const char*, int> units[] = {{"", 0}, {"b", 0}, {"k", 1}, {"kb", 1}, {"kib", 1},
                                                         {"m", 2}, {"mb", 2}, {"mib", 2}, {"g", 3}, {"gb", 3},
                                                         {"gib", 3}, {"t", 4}, {"tb", 4}, {"tib", 4}};
    for (const auto& [name, power] : units) {
        if (unit != name) continue;
        const double bytes = *number * std::pow(1024.0, power);
        if (bytes >= double(kNoCeiling)) {
            error = "'" + raw + "' is larger than this machine can address";
            return std::nullopt;
        }
        return std::size_t(bytes);
    }
    error = "'" + raw + "' has an unknown unit '" + unit + "': " + expected;
    return std::nullopt;
}

std::string format_bytes(std::size_t bytes) {
    if (bytes < 1024) return fmt::format("{} B", bytes);
    const char* units[] = {"KiB", "MiB", "GiB", "TiB"};
    double value = double(bytes) / 1024.0;
    int i = 0;
    while (value >= 1024.0 && i < 3) {
        value /= 1024.0;
        ++i;
    }
    return fmt::format("{:.1f} {}", value, units[i]);
}

std::size_t key_buffer_bytes() { return held_bytes.load(); }

bool try_charge_key_buffer_bytes(std::size_t bytes) {
    std::size_t held = held_bytes.load();
    do {
        const std::size_t ceiling = ceiling_bytes.load();
        if (ceiling != kNoCeiling && (held > ceiling || bytes > ceiling - held)) return false;
    } while (!held_bytes.compare_exchange_weak(held, held + bytes));
    return true;
}

void release_key_buffer_bytes(std::size_t bytes) { held_bytes.fetch_sub(bytes); }

std::size_t key_buffer_ceiling() { return ceiling_bytes.load(); }

KeyBufferCeiling::KeyBufferCeiling(std::size_t ceiling) : ceiling_(ceiling) {
    std::lock_guard guard(ceilings_lock);
    ceilings().insert(ceiling_);
    publish_lowest_ceiling();
}

KeyBufferCeiling::~KeyBufferCeiling() {
    std::lock_guard guard(ceilings_lock);
    ceilings().erase(ceilings().find(ceiling_));
    publish_lowest_ceiling();
}

std::size_t key_buffer_ceiling_for(std::size_t max_memory) {
    // Reading /proc costs microseconds, which a replay of thousands of
    // small updates would feel; the rest of the process changes slowly, so
    // one reading serves for a tenth of a second.
    static std::mutex lock;
    static std::chrono::steady_clock::time_point measured_at;
    static std::size_t other = 0;
    static bool measured = false;
    std::lock_guard guard(lock);
    const auto now = std::chrono::steady_clock::now();
    if (!measured || now - measured_at > std::chrono::milliseconds(100)) {
        const std::size_t resident = resident_memory_bytes();
        const std::size_t held = key_buffer_bytes();
        // Key buffers reserve address space ahead of use, so they may hold
        // more than is resident: then the rest of the process counts as
        // nothing.
        other = resident > held ? resident - held : 0;
        measured_at = now;
        measured = true;
    }
    return max_memory > other ? max_memory - other : 0;
}

}  // namespace fog
