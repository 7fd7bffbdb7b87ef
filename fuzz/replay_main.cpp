// Runs a fuzz target over its corpus without libFuzzer, so any compiler can
// build it and CTest can replay every seed and every regression input on
// each build: fuzz_replay_<target> DIR_OR_FILE...
//
// One line per input. A failing input aborts inside the target after
// printing its report; the signal handler below then names the file, so the
// log always says which input failed.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <signal.h>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// The input being run, for the signal handler (which may only write()).
char current_input[4096] = "";

extern "C" void name_failed_input(int signal_number) {
    const char prefix[] = "\nfuzz_replay: FAILED on ";
    [[maybe_unused]] ssize_t ignored = write(STDERR_FILENO, prefix, sizeof prefix - 1);
    ignored = write(STDERR_FILENO, current_input, std::strlen(current_input));
    ignored = write(STDERR_FILENO, "\n", 1);
    std::signal(signal_number, SIG_DFL);
    std::raise(signal_number);
}

// The files to run, in a fixed order: directories are read one level deep.
// A path that does not exist holds nothing yet (a target without
// regressions); anything else unreadable is an error.
bool collect(const std::string& argument, std::vector<fs::path>& out) {
    std::error_code ec;
    if (!fs::exists(argument, ec) && !ec) {
        std::printf("note: %s does not exist; nothing to replay there\n", argument.c_str());
        return true;
    }
    if (fs::is_regular_file(argument, ec)) {
        out.emplace_back(argument);
        return true;
    }
    if (!fs::is_directory(argument, ec)) return false;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(argument, ec))
        if (entry.is_regular_file(ec)) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    out.insert(out.end(), files.begin(), files.end());
    return !ec;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i)
        if (!collect(argv[i], inputs)) {
            std::fprintf(stderr, "fuzz_replay: cannot read %s\n", argv[i]);
            return 2;
        }
    if (inputs.empty()) {
        std::fprintf(stderr, "fuzz_replay: no inputs found; is the corpus missing?\n");
        return 2;
    }
    // A stack overflow leaves no stack for the handler: it gets its own.
    static char handler_stack[64 * 1024];
    stack_t alternate{};
    alternate.ss_sp = handler_stack;
    alternate.ss_size = sizeof handler_stack;
    sigaltstack(&alternate, nullptr);
    struct sigaction action {};
    action.sa_handler = name_failed_input;
    action.sa_flags = SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int s : {SIGABRT, SIGSEGV, SIGILL, SIGFPE, SIGBUS}) sigaction(s, &action, nullptr);
    for (const fs::path& path : inputs) {
        std::ifstream in(path, std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        if (!in && !in.eof()) {
            std::fprintf(stderr, "fuzz_replay: cannot read %s\n", path.c_str());
            return 2;
        }
        std::snprintf(current_input, sizeof current_input, "%s", path.c_str());
        const auto started = std::chrono::steady_clock::now();
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
        std::printf("ok %s (%zu bytes, %lld ms)\n", path.c_str(), bytes.size(), static_cast<long long>(ms.count()));
    }
    std::printf("fuzz_replay: %zu inputs passed\n", inputs.size());
    return 0;
}
