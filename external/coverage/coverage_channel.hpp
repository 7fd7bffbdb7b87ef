// A child process whose coverage fogproof reads, reply by reply: a line
// channel like ChildProcess (the protocol client talks through it
// unchanged) that also gives, for each reply, the features the child ran
// to answer it.
//
// Two ways in, both always offered, so that one command line serves every
// child:
//   - an AFL++ map (AflMap) named in the child's environment: a native
//     child built with afl-clang-fast(++) or cargo-afl fills it. It is
//     cleared before a request when no reply is due and read (then
//     cleared) after each reply;
//   - a side pipe (side_channel_lines.hpp) on which a shim, `fogproof cov
//     python|node`, writes the ids of what the child ran before each
//     request that begins a ply (play, load, hello), with its reply.
//
// After a native child's reply the map is read once the child is back in
// its read (no longer running, by /proc), so that the edges of its loop
// belong to that reply every time. With pipelined requests the map is read
// while the child may already run the next one, so features are split
// between neighbouring replies; a game's features, their union, are exact
// either way, up to a count the child adds to a byte between our read and
// our clear.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "external/coverage/afl_map.hpp"
#include "external/coverage/feature_tally.hpp"
#include "external/protocol/child_process.hpp"

namespace coverage {

class CoverageChannel final : public external::LineChannel {
public:
    // Starts `/bin/sh -c command` with a map of `map_size` bytes and a side
    // pipe. Throws std::runtime_error when either cannot be made or the
    // child cannot be started.
    explicit CoverageChannel(const std::string& command, std::size_t map_size = AflMap::size_from_environment());

    bool write_line(const std::string& line) override;
    // A reply, and its features in last_features(). Throws
    // std::runtime_error when a shim's feature line is missing or malformed.
    ReadResult read_line(std::chrono::milliseconds timeout, std::size_t max_bytes) override;
    std::string stderr_tail() const override { return child_.stderr_tail(); }
    std::string stop(std::chrono::milliseconds grace) override { return child_.stop(grace); }

    // The features of the last reply: sorted, distinct. From a shim, what
    // the child ran before the request it answers (taken_at_requests()).
    const std::vector<std::uint32_t>& last_features() const { return last_features_; }
    // Whether the features come from a shim, which takes them when a play,
    // load or hello request arrives (side_channel_lines.hpp): the reply to
    // `play` then carries the ply before it, and a `hello` with nothing due
    // takes what ran since the last take.
    bool taken_at_requests() const { return shim_; }
    // Requests written whose reply is not read yet.
    std::size_t due() const { return due_; }
    // How many of them no earlier reply had.
    std::size_t last_new() const { return last_new_; }
    // The features of every reply since the last call (a game's, for a
    // search that takes them once per game): sorted, distinct.
    std::vector<std::uint32_t> take_accumulated();
    // Distinct features over every reply so far.
    std::size_t distinct_features() const { return tally_.distinct(); }
    std::size_t replies() const { return replies_; }
    // Where the features come from: "AFL++ map", "coverage.py shim",
    // "node shim" (a shim's language), or "" while none has come.
    const std::string& source() const { return source_; }
    // The id of the shared memory segment given to the child.
    int map_id() const { return map_.id(); }

    // How long a native child is given to get back to its read after a
    // reply, and to finish starting before the first request.
    static constexpr std::chrono::microseconds kMostIdleWait{2000};
    static constexpr std::chrono::microseconds kMostStartWait{2000000};
    // A feature line longer than this is a fault of the shim.
    static constexpr std::size_t kMaxFeatureLineBytes = std::size_t(16) << 20;

private:
    void take_side_features(std::chrono::milliseconds timeout);

    AflMap map_;
    external::ChildProcess child_;
    FeatureTally tally_;
    std::vector<std::uint32_t> last_features_;
    std::vector<std::uint32_t> accumulated_;  // unsorted, may repeat until taken
    std::size_t last_new_ = 0;
    std::size_t replies_ = 0;
    std::size_t due_ = 0;  // requests written whose reply is not read yet
    bool shim_ = false;
    bool hello_looked_for_ = false;
    std::string source_;
};

}  // namespace coverage
