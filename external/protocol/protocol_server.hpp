// fogproof's own implementations behind the external protocol
// (docs/protocol.md): one request line in, one reply out. `fogproof serve`
// runs it on stdin and stdout; it is the reference peer of `fogproof diff`
// and, with the `legal` spelling, a faithful model of the incident: a sound
// implementation that writes its positions and its P in python-chess's
// spelling.
//
// Its client is anyone: every request line, whatever it holds, gets one
// reply line, {"error": ...} when the request is bad, and a bad request
// leaves the position and the beliefs as they were.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "harness/implementation.hpp"

namespace external {

class ProtocolServer {
public:
    // Far above any real request (a load carries one FEN).
    static constexpr std::size_t kMaxRequestBytes = std::size_t(1) << 20;

    // `impl`: "engine" or "oracle"; every FEN it writes uses `spelling`.
    ProtocolServer(std::string impl, harness::Spelling spelling);

    // The reply to one request line; nothing for quit. Never throws.
    std::optional<nlohmann::json> answer(const std::string& line);
    // The same as the line written back: one line of JSON, whatever bytes
    // the reply's strings hold.
    std::optional<std::string> reply_line(const std::string& line);

    // Answers the request lines of `in` on `out` until quit or the end of
    // `in`. A line longer than `max_request_bytes` is not kept: it is
    // answered with an error and skipped.
    void serve(std::istream& in, std::ostream& out, std::size_t max_request_bytes = kMaxRequestBytes);

private:
    nlohmann::json answer_command(const std::string& cmd, const nlohmann::json& request);
    nlohmann::json observation(char colour) const;
    nlohmann::json belief(char colour, std::size_t limit);
    nlohmann::json belief_contains(char colour, const std::vector<std::string>& fens);
    nlohmann::json belief_sample(char colour, std::size_t count, std::uint64_t seed);
    // A board of P in the spelling this server writes.
    std::string written(const harness::DuplicateKey& board, int fullmove);

    std::string impl_name_;
    harness::Spelling spelling_;
    std::unique_ptr<harness::Implementation> impl_;
    std::unique_ptr<harness::Implementation> writer_;
};

}  // namespace external
