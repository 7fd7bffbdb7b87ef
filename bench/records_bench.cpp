// Game-record parsing in the three formats: the cost of reading a batch of
// logs before any replay, move validation (each move is replayed under the
// fog rules) included.
//
// The input is the self-play games kept in the repository
// (corpus/selfplay/, six games), read once from JSONL and written out by
// the library's own writers, so the three formats hold the same moves.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "records/records.hpp"

namespace {

struct Batch {
    std::string text;
    std::int64_t plies = 0;
};

// All games of corpus/selfplay/ in one text of the given format. A game
// that does not read back in full stops the program: a benchmark over
// truncated games would time less work without saying so.
const Batch& batch(fog::records::Format format) {
    static Batch batches[3];
    Batch& b = batches[int(format)];
    if (!b.text.empty()) return b;
    const std::filesystem::path dir = FOGPROOF_SOURCE_DIR "/corpus/selfplay";
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
        const auto read = fog::records::read_records(entry.path().string());
        if (!read.errors.empty()) {
            std::fprintf(stderr, "records_bench: %s\n", read.errors.front().to_string().c_str());
            std::exit(1);
        }
        for (const auto& game : read.games) {
            switch (format) {
                case fog::records::Format::Jsonl: b.text += fog::records::write_jsonl(game); break;
                case fog::records::Format::Uci: b.text += fog::records::write_uci(game); break;
                case fog::records::Format::Pgn: b.text += fog::records::write_pgn(game) + "\n"; break;
            }
            b.plies += std::int64_t(game.moves.size());
        }
    }
    if (error || b.plies == 0) {
        std::fprintf(stderr, "records_bench: no games read from %s\n", dir.c_str());
        std::exit(1);
    }
    return b;
}

// range(0): the format, as fog::records::Format (0 JSONL, 1 UCI, 2 PGN).
void records_parse_bench(benchmark::State& state) {
    const auto format = fog::records::Format(state.range(0));
    const Batch& b = batch(format);
    std::int64_t plies = 0;
    for (auto _ : state) {
        const auto read = fog::records::parse_records(b.text, format, "bench");
        if (!read.errors.empty()) {
            state.SkipWithError(read.errors.front().to_string().c_str());
            break;
        }
        for (const auto& game : read.games) plies += std::int64_t(game.moves.size());
        benchmark::DoNotOptimize(read.games.data());
    }
    state.SetLabel(std::string(fog::records::format_name(format)));
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(b.text.size()));
    // Every ply read back, so a parser that got faster by reading less shows it.
    state.counters["plies/s"] = benchmark::Counter(double(plies), benchmark::Counter::kIsRate);
}
BENCHMARK(records_parse_bench)
    ->ArgName("format")
    ->Arg(int(fog::records::Format::Jsonl))
    ->Arg(int(fog::records::Format::Uci))
    ->Arg(int(fog::records::Format::Pgn))
    ->Unit(benchmark::kMicrosecond);

}  // namespace
