#include "harness/scenario_report.hpp"

#include <fmt/format.h>

namespace harness {

std::vector<std::string> ScenarioReport::moves(std::size_t plies) const {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < plies && i < steps.size(); ++i) out.push_back(steps[i].move);
    return out;
}

std::string printable(const std::string& text) {
    std::string out;
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte == '\\') out += "\\\\";
        else if (byte >= 0x20 && byte < 0x7f) out += c;
        else out += fmt::format("\\x{:02x}", byte);
    }
    return out;
}

namespace {

std::string indented(const std::string& text) {
    std::string out = "  ";
    for (char c : text) out += c == '\n' ? std::string("\n  ") : std::string(1, c);
    return out + "\n";
}

std::string belief_text(char colour, const BeliefSize& size) {
    std::string out = fmt::format("|P| {}: engine {}", colour, size.engine);
    if (size.capped) out += " (capped)";
    if (size.oracle) out += fmt::format(", oracle {}", *size.oracle);
    return out;
}

std::string failure_text(const ScenarioReport& report, const ScenarioFailure& f) {
    std::string out = fmt::format("FAILURE after ply {}: {}\n", f.ply, f.check);
    if (f.disagreement) out += indented(f.disagreement->to_string(f.left_name, f.right_name));
    if (!f.details.empty()) out += "  " + f.details + "\n";
    out += fmt::format("  position: {} moves {}\n", printable(report.start_fen),
                       fmt::join(report.moves(f.ply), " "));
    return out;
}

}  // namespace

std::string report_text(const ScenarioReport& report) {
    std::string out = fmt::format("target: {}\nstart: {}\n", report.target, printable(report.start_fen));
    for (const auto& [name, value] : report.settings) out += fmt::format("{}: {}\n", name, printable(value));
    if (!report.steps.empty()) out += fmt::format("moves: {}\n", fmt::join(report.moves(), " "));
    for (std::size_t i = 0; i < report.steps.size(); ++i) {
        const ScenarioStep& step = report.steps[i];
        out += fmt::format("ply {}: {}\n", i + 1, step.move);
        for (char colour : {'w', 'b'})
            if (auto o = step.seen.find(colour); o != step.seen.end())
                out += fmt::format("  {} observes {}\n", colour, describe(o->second));
        for (char colour : {'w', 'b'})
            if (auto size = step.belief.find(colour); size != step.belief.end())
                out += "  " + belief_text(colour, size->second) + "\n";
    }
    out += report.failure ? failure_text(report, *report.failure) : std::string("no failure\n");
    return out;
}

}  // namespace harness
