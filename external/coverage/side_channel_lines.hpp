// What a coverage shim (shims/, run by `fogproof cov python|node`) writes
// on the side pipe it inherits (fd in FOGPROOF_COVERAGE_FD):
//
//   fogproof-coverage 1 LANGUAGE      once, before the child runs
//   ID ID ID ...                      before each reply line: the features
//                                     the child ran for that reply, each a
//                                     32-bit id in lowercase hex (maybe none)
//
// The hello comes before any reply and each feature line before its reply,
// so when the parent has read a reply, its line is already in the pipe:
// the parent never waits on a race.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace coverage {

inline constexpr const char* kSideFdVariable = "FOGPROOF_COVERAGE_FD";
// The child's fd for the side pipe: high, so that a child opening files
// never meets it, and away from AFL++'s fork-server fds (198, 199), whose
// presence would make an AFL++ runtime wait for a fork server.
inline constexpr int kSideFd = 87;

// The language of a hello line ("python", "node"); nothing for any other line.
std::optional<std::string> hello_language(const std::string& line);

// The ids of a feature line, sorted and distinct. Throws
// std::invalid_argument naming the first word that is not an id.
std::vector<std::uint32_t> parse_feature_line(const std::string& line);

}  // namespace coverage
