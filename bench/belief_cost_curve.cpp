// The cost curve of a belief update: seconds per update and peak bytes per
// stored board as |P| grows from 10^3 to 1.6 x 10^7, exact and capped.
//
// The boards are real: one recorded game is replayed (capped at the largest
// size) and the largest P met before an opponent's move is kept (the first
// to reach the largest size, if one does); every smaller P is a bottom-k
// subsample of that state, so that all sizes make the same next update
// (the game's next move and observation) and differ only in |P|.
//
// No real state before an opponent's move reaches 1.6 x 10^7 boards in the
// recorded games: game 0009 peaks at 14.1 M (14.7 M with
// --own-observation off, which grows P without the filter of the viewer's
// own moves); the states that pass 1.6 x 10^7 (game 0001, White's P after
// ply 18) come just before the viewer's own move, which cuts them to
// thousands. --pad-to N measures one more size, N, on a generated state:
// the real one plus copies of its boards with the halfmove clock one
// higher (boards below a clock of 90, the copies of the keys of smallest
// hash first). A copy differs from a real board only in the fifty-move
// count, so it makes the same moves and the same observations, and the
// update spends on it what it spends on a real board; its successors
// merge with the real ones wherever a pawn move or a capture resets the
// clock, as transpositions do.
//
//   belief_cost_curve [--game FILE] [--viewer white|black] [--threads T]
//                     [--max-size N] [--max-plies N] [--own-observation on|off]
//                     [--pad-to N] [--csv FILE]
//
// Peak memory is the process's resident high-water mark during the update
// (reset through /proc/self/clear_refs before each one), minus what was
// resident before it, plus P itself: what the update needs, divided by the
// larger of |P| before and after.
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "engine/key_runs.hpp"
#include "engine/observation.hpp"
#include "records/records.hpp"

namespace {

long status_kb(const char* field) {
    std::ifstream in("/proc/self/status");
    std::string line;
    const std::string name = std::string(field) + ":";
    while (std::getline(in, line))
        if (line.rfind(name, 0) == 0) return std::stol(line.substr(name.size()));
    return -1;
}

bool reset_peak() {
    std::ofstream out("/proc/self/clear_refs");
    out << "5";
    return bool(out);
}

struct Options {
    std::string game = FOGPROOF_SHARED_DIR "/games/misty/fow-eval-seed1/game-0009-L-tier1-black.jsonl";
    fog::Colour viewer = fog::White;
    int threads = 2;
    std::size_t max_size = 16000000;
    int max_plies = 40;
    bool own_observation = true;
    std::size_t pad_to = 0;
    std::string csv;
};

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "--game" && has_value) o.game = argv[++i];
        else if (a == "--viewer" && has_value) o.viewer = std::string(argv[++i]) == "black" ? fog::Black : fog::White;
        else if (a == "--threads" && has_value) o.threads = std::stoi(argv[++i]);
        else if (a == "--max-size" && has_value) o.max_size = std::stoull(argv[++i]);
        else if (a == "--max-plies" && has_value) o.max_plies = std::stoi(argv[++i]);
        else if (a == "--own-observation" && has_value && (argv[i + 1] == std::string("on") || argv[i + 1] == std::string("off")))
            o.own_observation = std::string(argv[++i]) == "on";
        else if (a == "--pad-to" && has_value) o.pad_to = std::stoull(argv[++i]);
        else if (a == "--csv" && has_value) o.csv = argv[++i];
        else {
            std::fprintf(stderr, "belief_cost_curve: unknown or incomplete argument '%s'\n", a.c_str());
            std::exit(2);
        }
    }
    return o;
}

// The real state padded to `size` boards with copies whose halfmove clock
// is one higher (see the top of this file).
fog::KeyBuffer padded(const fog::KeyBuffer& real, std::size_t size, std::uint32_t fullmove) {
    std::vector<fog::PositionKey> copies;
    for (const fog::PositionKey& k : real) {
        fog::Position p = fog::position_from_key(k, fullmove);
        if (p.halfmove >= 90) continue;
        ++p.halfmove;
        const fog::PositionKey copy = fog::position_key(p);
        if (!std::binary_search(real.begin(), real.end(), copy, fog::key_less)) copies.push_back(copy);
    }
    fog::KeyBuffer extra;
    extra.assign(copies.begin(), copies.end());
    copies = {};
    fog::sort_unique(extra);
    const std::size_t wanted = size - real.size();
    if (extra.size() < wanted) {
        std::fprintf(stderr, "belief_cost_curve: only %zu copies to pad with, %zu wanted\n", extra.size(), wanted);
        std::exit(1);
    }
    if (extra.size() > wanted) fog::keep_bottom_k(extra, wanted, 0xC0575EEDULL);
    fog::KeyBuffer all = real;
    fog::merge_into(all, {&extra});
    return all;
}

struct Measured {
    double seconds = 0;
    std::size_t after = 0;
    std::uint64_t candidates = 0;
    std::uint64_t kept = 0;   // matching transitions handed to the sort
    std::size_t chunks = 0;   // pieces of P expanded (each merged into the new P)
    double bytes_per_board = 0;
};

}  // namespace

int main(int argc, char** argv) {
    const Options opt = parse(argc, argv);
    const auto read = fog::records::read_records(opt.game);
    if (read.games.empty()) {
        std::fprintf(stderr, "belief_cost_curve: no game in %s\n", opt.game.c_str());
        return 1;
    }
    const auto& record = read.games[0];
    fog::Position truth = fog::parse_fen_or_throw(record.start_fen, fog::KingRule::Required);
    fog::BeliefOptions grow;
    grow.cap = opt.max_size;
    grow.threads = opt.threads;
    grow.own_observation = opt.own_observation;
    fog::Belief grown(truth, opt.viewer, grow);
    // The largest P found just before an opponent's move (where P grows):
    // the state measured, with that move and its observation.
    std::optional<fog::Belief> state;
    fog::Position state_truth = truth;
    std::size_t state_ply = 0;
    for (std::size_t ply = 0; ply < record.moves.size() && int(ply) < opt.max_plies; ++ply) {
        const bool own = truth.side == opt.viewer;
        if (!own && (!state || grown.size() > state->size())) {
            state = grown;
            state_truth = truth;
            state_ply = ply;
            if (grown.size() >= opt.max_size) break;
        }
        const fog::Position next = fog::make_move(truth, record.moves[ply]);
        const fog::Observation o = fog::observe(truth, next, opt.viewer);
        if (own) grown.after_own_move(record.moves[ply], o);
        else grown.after_opponent_move(o);
        std::fprintf(stderr, "ply %zu: |P| %zu%s\n", ply + 1, grown.size(), grown.capped() ? " (capped)" : "");
        truth = next;
    }
    grown = fog::Belief(truth, opt.viewer);  // frees the grown P
    if (!state) {
        std::fprintf(stderr, "belief_cost_curve: no opponent move to measure\n");
        return 1;
    }
    truth = state_truth;
    const std::size_t ply = state_ply;
    const fog::Position next = fog::make_move(truth, record.moves[ply]);
    const fog::Observation observation = fog::observe(truth, next, opt.viewer);
    fmt::print("# {} viewer {}, own observations {}, update at ply {} from |P| up to {}{} ({} threads)\n", opt.game,
               opt.viewer == fog::White ? "white" : "black", opt.own_observation ? "on" : "off", ply + 1,
               state->size(), state->capped() ? " (a bottom-k sample of a larger P)" : "", opt.threads);

    std::vector<std::size_t> sizes;
    for (double s = 1000; s < double(state->size()); s *= 4) sizes.push_back(std::size_t(s));
    sizes.push_back(state->size());
    if (opt.pad_to > state->size()) sizes.push_back(opt.pad_to);
    const bool peak_resettable = reset_peak();

    std::FILE* csv = opt.csv.empty() ? nullptr : std::fopen(opt.csv.c_str(), "w");
    if (csv) std::fprintf(csv, "mode,p_before,p_after,seconds,candidates,peak_bytes_per_board,state,kept,chunks\n");
    fmt::print("| mode | |P| before | |P| after | seconds per update | ns per board of P | candidates/s | peak bytes per board | kept | chunks |\n");
    fmt::print("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const std::size_t size : sizes) {
        const bool generated = size > state->size();
        fog::KeyBuffer subset = generated ? padded(state->keys(), size, truth.fullmove) : state->keys();
        if (subset.size() > size) fog::keep_bottom_k(subset, size, 0xC0575EEDULL);
        for (const bool capped : {false, true}) {
            fog::BeliefOptions options;
            options.threads = opt.threads;
            options.cap = capped ? size : 0;
            const fog::Belief fixture = fog::Belief::from_keys(
                std::vector<fog::PositionKey>(subset.begin(), subset.end()), truth.fullmove, opt.viewer, options);
            // Repetitions: the median of five below a million boards, of
            // three above, one at the top (it takes seconds and gigabytes).
            const int reps = size < 1000000 ? 5 : size < 8000000 ? 3 : 1;
            std::vector<Measured> runs;
            for (int r = 0; r < reps; ++r) {
                std::optional<fog::Belief> b(fixture);
                reset_peak();
                const long before_kb = status_kb("VmRSS");
                const auto t0 = std::chrono::steady_clock::now();
                b->after_opponent_move(observation);
                const auto t1 = std::chrono::steady_clock::now();
                const long peak_kb = status_kb("VmHWM");
                Measured m;
                m.seconds = std::chrono::duration<double>(t1 - t0).count();
                m.after = b->size();
                m.candidates = b->last_step().candidates;
                m.kept = b->last_step().kept_before_dedup;
                m.chunks = b->last_step().chunks;
                const double update_bytes = double(peak_kb - before_kb) * 1024.0 + 32.0 * double(size);
                m.bytes_per_board = update_bytes / double(std::max(size, m.after));
                runs.push_back(m);
            }
            std::sort(runs.begin(), runs.end(), [](const Measured& a, const Measured& b) { return a.seconds < b.seconds; });
            const Measured& median = runs[runs.size() / 2];
            double peak = 0;
            for (const Measured& m : runs) peak = std::max(peak, m.bytes_per_board);
            const char* mode = capped ? "capped" : "exact";
            fmt::print("| {}{} | {} | {} | {:.4f} | {:.0f} | {:.1f} M | {} | {} | {} |\n", mode,
                       generated ? " (generated)" : "", size, median.after, median.seconds,
                       median.seconds * 1e9 / double(size), double(median.candidates) / median.seconds / 1e6,
                       peak_resettable ? fmt::format("{:.1f}", peak) : std::string("n/a"), median.kept, median.chunks);
            std::fflush(stdout);
            if (csv)
                std::fprintf(csv, "%s,%zu,%zu,%.6f,%llu,%.2f,%s,%llu,%zu\n", mode, size, median.after, median.seconds,
                             (unsigned long long)median.candidates, peak_resettable ? peak : -1.0,
                             generated ? "generated" : "real", (unsigned long long)median.kept, median.chunks);
        }
    }
    if (csv) std::fclose(csv);
    return 0;
}
