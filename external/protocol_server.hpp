// fogproof's own implementations behind the external protocol
// (docs/protocol.md): one request line in, one reply out. `fogproof serve`
// runs it on stdin and stdout; it is the reference peer of `fogproof diff`
// and, with the `legal` spelling, a faithful model of the incident: a sound
// implementation that writes its positions and its P in python-chess's
// spelling.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "harness/implementation.hpp"

namespace external {

class ProtocolServer {
public:
    // `impl`: "engine" or "oracle"; every FEN it writes uses `spelling`.
    ProtocolServer(std::string impl, harness::Spelling spelling);

    // The reply to one request line; nothing for quit. Never throws: a bad
    // request gets {"error": ...} and leaves the state as it was.
    std::optional<nlohmann::json> answer(const std::string& line);

private:
    nlohmann::json observation(char colour) const;
    nlohmann::json belief(char colour, std::size_t limit);

    std::string impl_name_;
    harness::Spelling spelling_;
    std::unique_ptr<harness::Implementation> impl_;
    std::unique_ptr<harness::Implementation> writer_;
};

}  // namespace external
