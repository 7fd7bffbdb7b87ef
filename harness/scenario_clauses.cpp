#include "harness/scenario_clauses.hpp"

#include "harness/scenarios.hpp"

namespace harness {

namespace {

// The recording of the scenario running on this thread, so that the
// lockstep game can mark ply boundaries without being handed it.
struct PlyLog {
    oracle::ClauseRecording recording;
    ScenarioClauses& out;

    void close_ply() {
        oracle::ClauseSet ply = recording.take();
        if (ply.empty()) return;
        out.all |= ply;
        out.plies.push_back(ply);
    }
};

thread_local PlyLog* current_log = nullptr;

}  // namespace

void clause_ply_boundary() {
    if (current_log) current_log->close_ply();
}

std::optional<ScenarioReport> run_scenario_noting_clauses(const std::string& target, const std::uint8_t* data,
                                                          std::size_t size, ScenarioClauses& out) {
    out = {};
    PlyLog log{{}, out};
    PlyLog* const outer = current_log;
    current_log = &log;
    std::optional<ScenarioReport> report = run_scenario(target, data, size);
    log.close_ply();
    current_log = outer;
    return report;
}

}  // namespace harness
