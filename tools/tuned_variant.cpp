#include "tools/tuned_variant.hpp"

#include <unistd.h>

#include <cstdlib>

#include <filesystem>
#include <string>

#include "engine/instruction_set.hpp"

namespace cli {
namespace {

// Set by the portable command for the tuned copy it starts, so that the
// copy's --version can say it was handed over to.
constexpr const char* kHandedOverFrom = "FOGPROOF_HANDED_OVER_FROM";

namespace fs = std::filesystem;

// x86-64-v3 with a fast PEXT: AMD's families 15h and 17h (up to Zen 2)
// have BMI2 but run PEXT in microcode, slower than the magic lookups and
// the loops of the portable build.
bool cpu_runs_x86_64_v3_well() {
    __builtin_cpu_init();
#if defined(__clang__)
    // clang 14 does not know the level's name here (the fuzzers' build);
    // these are the level's features the tuned engine relies on.
    const bool x86_64_v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                           __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma") &&
                           __builtin_cpu_supports("popcnt");
#else
    const bool x86_64_v3 = __builtin_cpu_supports("x86-64-v3");
#endif
    return x86_64_v3 && !__builtin_cpu_is("amdfam15h") && !__builtin_cpu_is("amdfam17h");
}

// The variant for this CPU, or "" for none. Past the test above, an AMD
// CPU is Zen 3 or later, whose scheduling model is worth 5-10% in fog
// perft (docs/performance.md); every other CPU gets generic scheduling.
// Unused in a build for this machine or a named level, which never hands over.
[[maybe_unused]] std::string tuned_variant_for_this_cpu() {
    if (!cpu_runs_x86_64_v3_well()) return "";
    return __builtin_cpu_is("amd") ? "x86-64-v3-zen3" : "x86-64-v3";
}

}  // namespace

void run_tuned_variant_if_any(char** argv) {
#if FOGPROOF_PORTABLE_BUILD  // only the portable build hands over
    const std::string variant = tuned_variant_for_this_cpu();
    if (variant.empty()) return;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return;
    const fs::path tuned = self.parent_path().parent_path() / "lib" / "fogproof" / variant / "fogproof";
    if (!fs::is_regular_file(tuned, ec)) return;
    setenv(kHandedOverFrom, self.c_str(), 1);
    execv(tuned.c_str(), argv);
    unsetenv(kHandedOverFrom);
#else
    (void)argv;
#endif
}

std::string take_handed_over_from() {
    const char* from = std::getenv(kHandedOverFrom);
    std::string path = from != nullptr ? from : "";
    // Not passed on to the children fogproof starts (serve, adapters).
    unsetenv(kHandedOverFrom);
    return path;
}

std::string build_target() { return FOGPROOF_BUILD_TARGET; }

std::string build_description(const std::string& handed_over_from) {
    std::string text = "built for: " + build_target() + "\ninstructions: " + fog::compiled_instruction_set_text();
    if (!handed_over_from.empty()) text += "\nhanded over from: " + handed_over_from + " (the portable build)";
    return text;
}

}  // namespace cli
