// `fogproof cov python|node CHILD...`: runs a Python or Node child under the
// coverage shim fogproof ships (external/coverage/shims/), so that a
// coverage channel (external/coverage/) sees the child's own code. The shim replaces
// this process (exec): the child's stdin, stdout and stderr, its exit
// status and its signals are its own.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include "external/diff/data_paths.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

namespace fs = std::filesystem;

// shims/ in the checkout, coverage/ in an installation (cmake/Install.cmake).
fs::path shim_path(const std::string& file) {
    const external::DataPaths paths = external::data_paths();
    std::error_code ec;
    for (const fs::path& dir : {paths.root / "external" / "coverage" / "shims", paths.root / "coverage"})
        if (fs::is_regular_file(dir / file, ec)) return dir / file;
    throw UsageError("cov: the coverage shim " + file + " is missing from " + paths.root.string() +
                     " (external/coverage/shims/ or coverage/)");
}

// Debian's interpreter, where python3-coverage is installed (scripts/
// setup), ahead of any other python3 on the PATH; FOGPROOF_COV_PYTHON
// picks another.
std::string python_interpreter() {
    if (const char* chosen = std::getenv("FOGPROOF_COV_PYTHON"); chosen != nullptr && *chosen != '\0') return chosen;
    std::error_code ec;
    return fs::exists("/usr/bin/python3", ec) ? "/usr/bin/python3" : "python3";
}

[[noreturn]] void run(std::vector<std::string> argv) {
    std::vector<char*> pointers;
    for (std::string& a : argv) pointers.push_back(a.data());
    pointers.push_back(nullptr);
    ::execvp(pointers[0], pointers.data());
    throw UsageError("cov: cannot run " + argv[0] + ": " + std::strerror(errno));
}

void add_language(CLI::App& cov, const std::string& language, const std::string& usage) {
    auto* cmd = cov.add_subcommand(language, usage);
    // Everything after `python` or `node` is the child's: its own options too.
    cmd->prefix_command();
    cmd->callback([cmd, language] {
        std::vector<std::string> child = cmd->remaining();
        if (child.empty()) throw UsageError("cov " + language + ": name the child to run (a script, or -m MODULE)");
        std::vector<std::string> argv;
        if (language == "python") argv = {python_interpreter(), shim_path("cov_python.py")};
        else argv = {"node", "--require", shim_path("cov_node.cjs")};
        argv.insert(argv.end(), child.begin(), child.end());
        run(argv);
    });
}

}  // namespace

void register_cov(CLI::App& app) {
    auto* cov = app.add_subcommand(
        "cov", "Run a Python or Node child under fogproof's coverage shim, which reports what the child runs (docs/protocol.md)");
    cov->require_subcommand(1);
    cov->footer("Exit codes: the child's own; 2 bad arguments, or a shim or interpreter that cannot be run.");
    add_language(*cov, "python", "python SCRIPT [ARGS...] or python -m MODULE [ARGS...], under coverage.py");
    add_language(*cov, "node", "node [NODE-OPTIONS] SCRIPT [ARGS...], under V8's precise coverage");
}

}  // namespace cli
