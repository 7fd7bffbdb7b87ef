// What a `fogproof diff` run says: the summary of an agreement, the
// minimized finding of a disagreement, or the protocol fault, as text for
// a person and as one JSON document for a machine (`--json`, the GitHub
// action, the Python module's DiffResult). Also the scenario file of a
// finding, which `fogproof repro --against` replays.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "external/diff/diff_run.hpp"
#include "external/diff/sources/diff_scenario_file.hpp"

namespace external {

// Where a finding's scenario was saved and how to replay it; empty when it
// was not saved.
struct SavedScenario {
    std::string path;
    std::string repro_command;
};

std::string diff_text(const DiffOutcome& outcome, const SavedScenario& saved);
nlohmann::json diff_json(const DiffOutcome& outcome, const SavedScenario& saved);

// The scenario of the outcome's finding (which must have one).
DiffScenario finding_scenario(const DiffOutcome& outcome, const DiffOptions& options);
// The scenario of one group's minimized finding (which must have one).
DiffScenario group_scenario(const DiffOutcome& outcome, const FindingGroup& group, const DiffOptions& options);

// `text` as one word for /bin/sh (in single quotes unless it is plain).
std::string shell_quoted(const std::string& text);

// The shell command that replays a saved scenario against `against`.
std::string repro_command(const std::string& against, const std::string& scenario_path);

}  // namespace external
