// An implementation outside fogproof, run as a child process that speaks
// the external protocol (docs/protocol.md), seen through the same
// Implementation interface as the engine and the oracle.
//
// Its answers come back as text (FENs, square names, UCI); they become
// neutral values here. FENs it writes are read by a separate instance of
// the reference implementation, so they are compared as meaning, never as
// bytes. A protocol fault throws ProtocolError (exit code 2 in the CLI); a
// FEN the reference cannot read throws UnreadableAnswer, which the diff
// reports as a disagreement.
#pragma once

#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "external/protocol/protocol_client.hpp"
#include "harness/implementation.hpp"

namespace external {

// The parts of the protocol a child may support ("supports" in hello).
enum class Capability { Fen, Moves, Vision, Play, Observation, Belief, BeliefContains, BeliefSample };
std::optional<Capability> capability_from_name(const std::string& name);

struct UnreadableAnswer : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// P as the child reports it: always its size, its boards when small.
// `frozen`: the child stopped updating this P (too large for it to keep
// up); its boards are no longer P and are not checked.
struct ExternalBelief {
    std::size_t size = 0;
    std::optional<std::vector<std::string>> fens;
    bool frozen = false;
};

// A seeded sample of P as the child drew it (belief_sample).
struct ExternalSample {
    std::size_t size = 0;
    std::vector<std::string> fens;
    bool frozen = false;
};

class ExternalImplementation final : public harness::Implementation {
public:
    // Starts `command` and greets it; `reader` ("engine" or "oracle") reads
    // the FENs it writes. Throws ProtocolError.
    ExternalImplementation(std::string command, const std::string& reader,
                           std::chrono::milliseconds timeout = ProtocolClient::kDefaultTimeout,
                           std::size_t max_reply_bytes = ProtocolClient::kDefaultMaxReplyBytes);
    // The same over a ready channel (the protocol fuzzer's scripted peer);
    // `label` names it.
    ExternalImplementation(std::unique_ptr<LineChannel> channel, std::string label, const std::string& reader,
                           std::chrono::milliseconds timeout = ProtocolClient::kDefaultTimeout,
                           std::size_t max_reply_bytes = ProtocolClient::kDefaultMaxReplyBytes);
    // The same over any transport (the Python module's objects in process).
    ExternalImplementation(std::unique_ptr<Transport> transport, const std::string& reader);
    ~ExternalImplementation() override;

    bool supports(Capability c) const { return supported_.count(c) > 0; }
    // The name it gave in hello.
    std::string name() const override { return name_; }
    const std::string& command() const { return client_->command(); }
    std::size_t round_trips() const { return client_->round_trips(); }

    // The "error" text of a refused load, or "".
    std::string load(const std::string& fen, bool allow_missing_kings) override;
    // The FEN text it writes for the current position.
    std::string written_fen() const;
    // That FEN as read by the reference; throws UnreadableAnswer.
    harness::NeutralPosition position() const override;
    std::string fen(harness::Spelling spelling) const override;  // its own text, whatever the spelling asked

    std::vector<std::string> moves() const override;  // sorted
    harness::SquareSet vision(char colour) const override;
    // False when the child refuses the move; the refusal is in last_refusal().
    bool play(const std::string& uci) override;
    // play() in two halves: the child makes the move (and updates its
    // beliefs) while the caller does the reference's share.
    void begin_play(const std::string& uci);
    bool end_play();
    const std::string& last_refusal() const { return last_refusal_; }
    // Seen squares, their contents and the captured piece; the outcome is
    // never asked (the reference decides where a game ends).
    harness::NeutralObservation last_observation(char colour) const override;

    harness::PerftAnswer perft(int depth, bool standard, bool divide) const override;

    void start_belief(char colour, const harness::BeliefSettings& settings) override;
    bool has_belief(char colour) const override { return belief_started_[colour == 'w' ? 0 : 1]; }
    ExternalBelief belief_report(char colour, std::size_t limit) const;
    // Reads every board of P with the reference; throws UnreadableAnswer, and
    // std::runtime_error when P is larger than the belief limit.
    harness::NeutralBelief belief(char colour) const override;
    // For each FEN, whether the child's P holds the board it names, by the
    // child's own key; nothing when the child says P is frozen.
    std::optional<std::vector<bool>> belief_contains_fens(char colour, const std::vector<std::string>& fens) const;
    ExternalSample belief_sample_fens(char colour, std::size_t count, std::uint64_t seed) const;
    std::size_t belief_size(char colour) const override { return belief_report(colour, 0).size; }
    bool belief_capped(char) const override { return false; }
    bool belief_holds_truth(char colour) const override;
    void set_belief_limit(std::size_t limit) { belief_limit_ = limit; }

    // Reads a FEN the child wrote, with the reference's parser.
    harness::NeutralPosition read_fen(const std::string& fen, const std::string& context) const;

    void quit() { client_->quit(); }
    // After a ReplyTimeout: the implementation started afresh and greeted
    // (no position, no beliefs: load it next). False when the transport
    // cannot restart it. Throws ProtocolError when the new one fails hello.
    bool restart();

    // Any request, sent once every reply still due has been read; its
    // reply as it came. For the error-path probes of a diff (bad
    // FENs, illegal moves, unknown commands), which the accessors above
    // never send.
    Reply ask(const nlohmann::json& request);

    // Pipelining: sends read-only requests (fen, moves, vision, observation,
    // belief) ahead, so the child answers them while the caller computes;
    // the accessors above then take the replies as they come. Anything that
    // changes the child's state first reads every reply still due.
    void prefetch(const std::vector<nlohmann::json>& requests);
    // The requests the accessors send, for prefetch.
    static nlohmann::json fen_request() { return {{"cmd", "fen"}}; }
    static nlohmann::json moves_request() { return {{"cmd", "moves"}}; }
    static nlohmann::json vision_request(char colour) {
        return {{"cmd", "vision"}, {"colour", std::string(1, colour)}};
    }
    static nlohmann::json observation_request(char colour) {
        return {{"cmd", "observation"}, {"colour", std::string(1, colour)}};
    }
    static nlohmann::json belief_request(char colour, std::size_t limit) {
        return {{"cmd", "belief"}, {"colour", std::string(1, colour)}, {"limit", limit}};
    }

private:
    // hello: its name and what it supports.
    void greet();
    Reply call(const nlohmann::json& request) const;
    // "frozen":true in a reply about P (a fault when it is not a boolean).
    bool frozen(const nlohmann::json& request, const Reply& reply) const;
    std::vector<std::string> fen_list(const nlohmann::json& request, const Reply& reply) const;
    void require(Capability c, const char* command) const;
    harness::SquareSet squares(const nlohmann::json& request, const Reply& reply, const nlohmann::json& list) const;

    std::unique_ptr<Transport> client_;
    std::unique_ptr<harness::Implementation> reader_;
    std::string name_;
    std::set<Capability> supported_;
    bool belief_started_[2] = {false, false};
    std::size_t belief_limit_ = 200;
    std::string last_refusal_;
    nlohmann::json pending_play_;
    void settle();
    mutable std::deque<nlohmann::json> pending_;  // sent, reply not read yet
    mutable std::map<std::string, Reply> ready_;  // read ahead of their turn
};

}  // namespace external
