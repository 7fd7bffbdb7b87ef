// Writes a moves or belief fuzz input that plays a chosen game, for seeding
// the corpora with games a person picked (the worked example, castling,
// promotions, king captures):
//
//   fuzz_seed_encoder moves START MOVE... > corpus/moves/NAME
//   fuzz_seed_encoder moves-fen FEN MOVE... > corpus/moves/NAME
//   fuzz_seed_encoder belief on|off CAP_INDEX START MOVE... > corpus/belief/NAME
//
// START is a name or an index of harness::scenario_starts(). The input is
// decoded again before it is written, so a seed that would not replay the
// game asked for is never written.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "harness/implementation.hpp"
#include "harness/scenario_starts.hpp"
#include "harness/scenarios.hpp"

namespace {

// FuzzedDataProvider hands out numbers from the end of the input, the first
// number from the last byte; `consumed` is kept in that order and reversed
// when written.
struct Encoder {
    std::vector<std::uint8_t> front;     // text taken from the front
    std::vector<std::uint8_t> consumed;  // numbers, in the order they are taken

    // ConsumeIntegralInRange(0, n - 1): no byte for n == 1, else as many
    // bytes as the range needs, most significant first.
    void index(std::size_t value, std::size_t n) {
        std::vector<std::uint8_t> bytes;
        for (std::size_t range = n - 1; range > 0; range >>= 8) {
            bytes.insert(bytes.begin(), std::uint8_t(value & 0xff));
            value >>= 8;
        }
        consumed.insert(consumed.end(), bytes.begin(), bytes.end());
    }
    std::vector<std::uint8_t> bytes() const {
        std::vector<std::uint8_t> out = front;
        out.insert(out.end(), consumed.rbegin(), consumed.rend());
        return out;
    }
};

std::optional<std::size_t> start_index(const std::string& text) {
    const auto& starts = harness::scenario_starts();
    for (std::size_t i = 0; i < starts.size(); ++i)
        if (starts[i].name == text || std::to_string(i) == text) return i;
    return std::nullopt;
}

// Appends one index byte per move, played after the start's opening (which
// the scenario plays by itself); false if a move is not legal.
bool encode_moves(const std::string& fen, const std::vector<std::string>& opening,
                  const std::vector<std::string>& moves, Encoder& out) {
    auto engine = harness::make_engine_implementation();
    if (std::string error = engine->load(fen, false); !error.empty()) {
        std::cerr << "fuzz_seed_encoder: bad start: " << error << '\n';
        return false;
    }
    for (const std::string& m : opening)
        if (!engine->play(m)) {
            std::cerr << "fuzz_seed_encoder: the start's opening move " << m << " is not legal\n";
            return false;
        }
    for (const std::string& m : moves) {
        const auto list = engine->moves();
        const auto at = std::find(list.begin(), list.end(), m);
        if (at == list.end() || !engine->play(m)) {
            std::cerr << "fuzz_seed_encoder: " << m << " is not legal here\n";
            return false;
        }
        out.index(std::size_t(at - list.begin()), list.size());
    }
    return true;
}

int usage() {
    std::cerr << "usage: fuzz_seed_encoder moves START MOVE...\n"
                 "       fuzz_seed_encoder moves-fen FEN MOVE...\n"
                 "       fuzz_seed_encoder belief on|off CAP_INDEX START MOVE...\n";
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() < 2) return usage();
    const std::string target = args[0] == "moves-fen" ? "moves" : args[0];
    Encoder encoder;
    std::string fen;
    std::vector<std::string> opening, moves;
    if (args[0] == "moves" || args[0] == "moves-fen") {
        if (args[0] == "moves") {
            const auto start = start_index(args[1]);
            if (!start) return usage();
            encoder.index(*start, 256);
            fen = harness::scenario_starts()[*start].fen;
            opening = harness::scenario_starts()[*start].opening;
        } else {
            fen = args[1];
            encoder.index(0x80, 256);
            encoder.front.assign(fen.begin(), fen.end());
            for (const char* terminator = "\\\n"; *terminator; ++terminator)
                encoder.front.push_back(std::uint8_t(*terminator));
        }
        moves.assign(args.begin() + 2, args.end());
    } else if (args[0] == "belief" && args.size() >= 4) {
        const auto start = start_index(args[3]);
        if (!start || (args[1] != "on" && args[1] != "off")) return usage();
        encoder.index(args[1] == "on" ? 1 : 0, 256);
        encoder.index(std::size_t(std::stoul(args[2])) % 8, 8);
        encoder.index(*start, harness::scenario_starts().size());
        fen = harness::scenario_starts()[*start].fen;
        opening = harness::scenario_starts()[*start].opening;
        moves.assign(args.begin() + 4, args.end());
    } else {
        return usage();
    }
    if (!encode_moves(fen, opening, moves, encoder)) return 1;
    const std::vector<std::uint8_t> bytes = encoder.bytes();
    const auto report = harness::run_scenario(target, bytes.data(), bytes.size());
    std::vector<std::string> game = opening;
    game.insert(game.end(), moves.begin(), moves.end());
    if (!report || report->moves() != game) {
        std::cerr << "fuzz_seed_encoder: the input does not replay the game (it ended early?)\n"
                  << (report ? harness::report_text(*report) : std::string()) << '\n';
        return 1;
    }
    if (!report->passed()) std::cerr << "fuzz_seed_encoder: note: this input fails\n" << harness::report_text(*report);
    std::fwrite(bytes.data(), 1, bytes.size(), stdout);
    return 0;
}
