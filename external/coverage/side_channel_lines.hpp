// What a coverage shim (shims/, run by `fogproof cov python|node`) writes
// on the side pipe it inherits (fd in FOGPROOF_COVERAGE_FD):
//
//   fogproof-coverage 2 LANGUAGE      once, before the child runs
//   ID ID ID ...                      before each reply line: each a 32-bit
//                                     id in lowercase hex (maybe none)
//
// A shim takes the child's coverage when a request that begins a ply or a
// game reaches the child (a line beginning {"cmd":"play", {"cmd":"load" or
// {"cmd":"hello"), before the child reads it: what the child ran since the
// last take. That set goes before the reply to that request; every other
// reply's line is empty. Taking coverage costs a shim far more than a
// reply (a V8 take, about 1.8 ms, against 0.13 ms for chess.js's reply), so
// one take per ply instead of one per reply (about 28 a ply) is most of the
// shims' cost gone, and a ply's features stay whole: the reply to `play`
// carries the ply before it, and a `hello` sent with nothing due closes the
// last.
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

// The language of a hello line ("python", "node"); nothing for any other
// line, a hello of version 1 (a take after every reply) included.
std::optional<std::string> hello_language(const std::string& line);

// The ids of a feature line, sorted and distinct. Throws
// std::invalid_argument naming the first word that is not an id.
std::vector<std::uint32_t> parse_feature_line(const std::string& line);

}  // namespace coverage
