#include "harness/scenario_report.hpp"

namespace harness {
namespace {

nlohmann::json observation_json(const NeutralObservation& o) {
    nlohmann::json seen = nlohmann::json::array(), contents = nlohmann::json::object();
    for (int s : o.seen) seen.push_back(square_text(s));
    for (const auto& [s, c] : o.contents) contents[square_text(s)] = std::string(1, c);
    nlohmann::json j = {
        {"seen", seen},
        {"contents", contents},
        {"own_piece_captured",
         o.own_piece_captured < 0 ? nlohmann::json(nullptr) : nlohmann::json(square_text(o.own_piece_captured))},
        {"outcome", o.outcome},
        {"text", describe(o)}};
    if (o.winner != '-') j["winner"] = std::string(1, o.winner);
    return j;
}

nlohmann::json step_json(std::size_t ply, const ScenarioStep& step) {
    nlohmann::json j = {{"ply", ply}, {"move", step.move}};
    for (const auto& [colour, o] : step.seen) j["observations"][std::string(1, colour)] = observation_json(o);
    for (const auto& [colour, size] : step.belief) {
        nlohmann::json b = {{"engine", size.engine}, {"capped", size.capped}};
        if (size.oracle) b["oracle"] = *size.oracle;
        j["belief_size"][std::string(1, colour)] = b;
    }
    return j;
}

nlohmann::json failure_json(const ScenarioReport& report, const ScenarioFailure& f) {
    nlohmann::json j = {{"ply", f.ply},
                        {"check", f.check},
                        {"details", f.details},
                        // The failing position: start_fen and these moves.
                        {"moves_to_failure", report.moves(f.ply)}};
    if (f.disagreement)
        j["disagreement"] = {{"what", f.disagreement->what},
                             {"left", {{"name", f.left_name}, {"answer", f.disagreement->left}}},
                             {"right", {{"name", f.right_name}, {"answer", f.disagreement->right}}}};
    return j;
}

}  // namespace

nlohmann::json report_json(const ScenarioReport& report) {
    // Input bytes can be anything; JSON text must be UTF-8.
    nlohmann::json j = {{"target", report.target},
                        {"start_fen", printable(report.start_fen)},
                        {"moves", report.moves()},
                        {"passed", report.passed()}};
    j["settings"] = nlohmann::json::object();
    for (const auto& [name, value] : report.settings) j["settings"][name] = printable(value);
    j["steps"] = nlohmann::json::array();
    for (std::size_t i = 0; i < report.steps.size(); ++i) j["steps"].push_back(step_json(i + 1, report.steps[i]));
    j["failure"] = report.failure ? failure_json(report, *report.failure) : nlohmann::json(nullptr);
    return j;
}

}  // namespace harness
