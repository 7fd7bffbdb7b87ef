// With FOGPROOF_MEMO_REPORT=1 in the environment, a fuzzer prints at exit
// how much the check memo (harness/check_memo.hpp) saved: states and steps
// checked, and those met again and not re-checked. For measuring, e.g.
// fresh states checked per CPU second (scripts/fuzz-cpu-rate).
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "harness/check_memo.hpp"

namespace {

struct MemoReport {
    // The memo is made first, so that it is destroyed after this report.
    MemoReport() { harness::process_check_memo(); }
    ~MemoReport() {
        const char* wanted = std::getenv("FOGPROOF_MEMO_REPORT");
        if (!wanted || std::string_view(wanted) != "1") return;
        const auto& c = harness::process_check_memo().counts();
        std::fprintf(stderr, "fogproof memo: states checked %zu, reused %zu; steps checked %zu, reused %zu\n",
                     c.states_checked, c.states_reused, c.steps_checked, c.steps_reused);
    }
} report_at_exit;

}  // namespace
