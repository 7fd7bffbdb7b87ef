// Runs an outside UCI engine (Fairy-Stockfish, Stockfish) for a perft with
// per-move counts, so tests and benchmarks can hold fogproof against it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace fogtest {

struct PeerPerft {
    std::map<std::string, std::uint64_t> divide;
    std::uint64_t nodes = 0;
};

// `variant_file` empty: standard chess. Returns nullopt (with `error` set)
// when the binary cannot be run or prints no node count.
std::optional<PeerPerft> run_peer_perft(const std::string& binary, const std::string& variant_file,
                                        const std::string& fen, int depth, std::string& error);

}  // namespace fogtest
