// JSON text that fogproof does not control (replies of an external
// implementation, requests to `fogproof serve`, scenario files), parsed
// and quoted with bounds. Parsing itself never recurses (nlohmann's parser
// keeps its own stack), but dumping, copying and comparing a value do, so
// a value nested 100,000 deep would overflow the stack the first time a
// message quoted it. The depth is therefore refused before parsing, and
// messages quote the text as it came, cut, never a re-serialized value.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace external {

// The deepest nesting accepted. The protocol's deepest message nests 2
// levels (an observation's "pieces"), a scenario file 3 ("found",
// "disagreement"); 64 leaves room for any extension a peer may add for
// debugging, while 64 levels of nlohmann's recursive dump or copy use a
// few kilobytes of stack even under AddressSanitizer.
inline constexpr std::size_t kMaxJsonDepth = 64;

// Whether `text` opens more than `max_depth` arrays and objects inside one
// another: one pass that skips strings, without recursion. Exact for text
// that parses; text that does not parse is refused by the parser anyway.
bool nests_deeper_than(std::string_view text, std::size_t max_depth);

struct BoundedJson {
    nlohmann::json value;  // discarded when `error` is set
    std::string error;     // "" or why the text was refused
};

// Parses `text`; refuses text that is not JSON (a NUL byte anywhere
// included) or nests too deep, saying which ("not JSON", "nested deeper
// than 64 levels").
BoundedJson parse_bounded_json(std::string_view text, std::size_t max_depth = kMaxJsonDepth);

// At most `max_bytes` of untrusted text as one printable line (control
// and non-ASCII bytes as \xNN), with its full length when it was cut:
// "{\"moves\":[[[[... (200001 bytes)".
std::string excerpt(std::string_view text, std::size_t max_bytes = 400);

// A value of a depth-bounded document for a message, cut like excerpt().
std::string value_excerpt(const nlohmann::json& value, std::size_t max_bytes = 200);

}  // namespace external
