// The fen target: any text, read by both parsers with and without missing
// kings allowed. Both accept or both reject; an accepted position keeps its
// meaning through every spelling (docs/rules.md, "FEN acceptance").
#include "harness/scenario_checks.hpp"
#include "harness/scenarios.hpp"

namespace harness {

namespace {

std::optional<ScenarioFailure> check_text(const std::string& text, bool allow_missing_kings) {
    auto engine = make_engine_implementation();
    auto oracle = make_oracle_implementation();
    const std::string engine_error = engine->load(text, allow_missing_kings);
    const std::string oracle_error = oracle->load(text, allow_missing_kings);
    if (auto d = compare_acceptance(engine_error, oracle_error))
        return ScenarioFailure{0, "engine and oracle accept the same FENs", d, "engine", "oracle", {}};
    if (!engine_error.empty()) return std::nullopt;
    if (auto d = compare_state(*engine, *oracle))
        return ScenarioFailure{0, "engine and oracle agree on the position", d, "engine", "oracle", {}};
    for (const Implementation* impl : {engine.get(), oracle.get()})
        if (auto f = check_round_trip(*impl, allow_missing_kings)) return f;
    if (auto f = check_cross_reading(*engine, *oracle, allow_missing_kings)) return f;
    return check_key_round_trip(text, allow_missing_kings);
}

}  // namespace

ScenarioReport run_fen_scenario(const std::uint8_t* data, std::size_t size) {
    ScenarioReport report;
    report.target = "fen";
    report.start_fen.assign(reinterpret_cast<const char*>(data), size);
    for (bool allow_missing_kings : {false, true}) {
        if (auto f = check_text(report.start_fen, allow_missing_kings)) {
            f->details = std::string("allow_missing_kings ") + (allow_missing_kings ? "on" : "off") +
                         (f->details.empty() ? "" : "; " + f->details);
            report.failure = std::move(f);
            break;
        }
    }
    return report;
}

}  // namespace harness
