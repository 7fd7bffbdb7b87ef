// Shared helpers of the property suites: the RapidCheck runner with
// per-property sizes, move and bitboard utilities, and the colour mirror of
// engine values.
#pragma once

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <rapidcheck/detail/TestListenerAdapter.h>

#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/observation.hpp"
#include "engine/position.hpp"
#include "harness/neutral.hpp"

namespace props {

// How hard one property is tried. RapidCheck's global default (100 cases at
// sizes up to 100) suits neither the cheap properties nor the belief ones;
// each property names its own budget so that the whole suite stays well
// under its time limit on one core.
struct Budget {
    int tests = 100;
    int max_size = 100;
    // A fixed seed makes a run reproducible without RC_PARAMS; used where a
    // run must find something (the expected failure), never to hide a flake.
    std::optional<std::uint64_t> seed;
    // Shrinks even under RC_PARAMS=noshrink=1 (which the mutation matrix
    // sets): for the test of shrinking itself.
    bool always_shrink = false;
};

// FOGPROOF_PROPERTY_SCALE (a positive number, default 1) multiplies every
// budget's test count, for long soak runs without editing the suites.
int scaled_tests(int tests);

rc::detail::TestParams params_for(const Budget& budget);

// Runs a property inside a GoogleTest test and fails the test with
// RapidCheck's report (shrunk counterexample, seed) when it fails. RC_PARAMS
// still selects the seed and reproduces a reported failure.
template <class Testable>
void check_property(const Budget& budget, Testable&& testable) {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    rc::detail::TestMetadata metadata;
    metadata.id = std::string(info->test_suite_name()) + "/" + info->name();
    metadata.description = info->name();
    const rc::detail::TestResult result =
        rc::detail::checkTestable(std::forward<Testable>(testable), metadata, params_for(budget));
    std::ostringstream report;
    rc::detail::printResultMessage(result, report);
    if (result.template is<rc::detail::SuccessResult>()) {
        std::cout << "[property] " << metadata.id << ": " << report.str() << std::endl;
    } else {
        ADD_FAILURE() << report.str() << "\n(RapidCheck seed " << params_for(budget).seed << ")";
    }
}

// The outcome of a property that is expected to fail, run without the
// global listener so that RapidCheck's "to reproduce, run with ..." banner
// is not printed at exit for a failure that is the point of the test.
struct ExpectedFailure {
    bool failed = false;
    std::string report;  // RapidCheck's message: counterexample and seed
};

template <class Testable>
ExpectedFailure run_expecting_failure(const std::string& id, const Budget& budget, Testable&& testable) {
    rc::detail::TestMetadata metadata;
    metadata.id = id;
    metadata.description = id;
    rc::detail::TestListenerAdapter quiet;
    const rc::detail::TestResult result = rc::detail::checkTestable(
        std::forward<Testable>(testable), metadata, params_for(budget), quiet,
        std::unordered_map<std::string, rc::detail::Reproduce>{});
    std::ostringstream report;
    rc::detail::printResultMessage(result, report);
    return {result.template is<rc::detail::FailureResult>(), report.str()};
}

// Moves of the side to move, sorted, and their UCI text.
std::vector<fog::Move> sorted_moves(const fog::Position& p);
std::string uci_text(const std::vector<fog::Move>& moves);

// The square set of a bitboard, readable ("{e4 f5}").
std::string squares_text(fog::Bitboard b);

// The FEN of a neutral position: harness::neutral_fen (its en passant field
// is the canonical square, so it parses back to the same meaning).
using harness::neutral_fen;

// The colour mirror of rules-level values: ranks flipped, colours swapped
// (board, side to move, castling rights, en passant square). The position is
// rebuilt from harness::mirror's neutral form through the engine's parser.
fog::Position mirrored(const fog::Position& p);
fog::Move mirrored(fog::Move m);
fog::Bitboard mirrored(fog::Bitboard b);
fog::Observation mirrored(const fog::Observation& o);

}  // namespace props
