// `fogproof diff --coverage`: the child runs under a coverage channel
// (external/coverage/coverage_channel.hpp), and its features are gathered
// here ply by ply, for the guided search (sources/child_feedback.hpp) and
// the report (edges reached per source).
//
// A ply begins where the diff asks the child to play: the protocol client
// reads every reply still due before it sends a move, so the replies after
// a `play` request, up to the next one, are that ply's (its move, belief
// update and the questions about the new position). Ply 0 is the load and
// the questions before the first move. A shim takes the child's coverage
// once a ply, when `play` arrives (external/coverage/side_channel_lines.hpp):
// the features on the reply to `play` are the ply's before it, and
// take_game() closes the last ply with a `hello` (the protocol's request
// that changes nothing).
//
// The channels are made here (open(), given to the protocol client as its
// factory), so a child restarted after a timeout is watched as the first
// was; what was gathered outlives each channel.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "external/protocol/line_channel.hpp"

namespace external {

class ChildCoverage {
public:
    explicit ChildCoverage(std::string command) : command_(std::move(command)) {}

    // A new child of the command under a coverage channel that reports here.
    // Throws std::runtime_error when it cannot be started.
    std::unique_ptr<LineChannel> open();

    // The features of each ply since the last call (sorted, distinct per
    // ply), and a fresh start. Call it with no reply due (between games).
    std::vector<std::vector<std::uint32_t>> take_game();

    // "AFL++ map", "python shim", "node shim", or "" while no feature came.
    const std::string& source() const { return source_; }
    // Whether the features are AFL++ edge classes (edge << 3 | hit class).
    bool afl_classes() const { return source_ == "AFL++ map"; }
    std::size_t replies() const { return replies_; }
    std::size_t replies_with_features() const { return replies_with_features_; }

private:
    class Recorder;
    void begin_ply();
    // `to_ply_before`: the features are the ply's before the current one.
    void add(const std::vector<std::uint32_t>& features, const std::string& source, bool to_ply_before);

    Recorder* recorder_ = nullptr;  // the channel of the child running now (the client owns it)
    std::string command_;
    std::vector<std::vector<std::uint32_t>> plies_{1};
    std::string source_;
    std::size_t replies_ = 0, replies_with_features_ = 0;
};

}  // namespace external
