// Move codes (harness/neutral_move.hpp) stand for UCI texts: the same move
// read back, and the same order. The fuzz inputs of the moves and belief
// targets pick a move by its index in the sorted list, so codes that sorted
// differently from the texts would silently replay a different game from
// every corpus file.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>

#include "harness/implementation.hpp"
#include "harness/neutral_move.hpp"

namespace {

using harness::move_code_of;
using harness::uci_of;

std::string gen_uci() {
    const auto square = [] { return std::string{*rc::gen::inRange('a', char('h' + 1)), *rc::gen::inRange('1', char('8' + 1))}; };
    std::string text = square() + square();
    const int promotion = *rc::gen::inRange(0, 5);
    if (promotion > 0) text += "bnqr"[promotion - 1];
    return text;
}

RC_GTEST_PROP(MoveCode, ReadsBackAsTheSameText, ()) {
    const std::string text = gen_uci();
    const auto code = move_code_of(text);
    RC_ASSERT(code.has_value());
    RC_ASSERT(uci_of(*code) == text);
}

RC_GTEST_PROP(MoveCode, OrdersAsTheTexts, ()) {
    // Often sharing a prefix, so that every field decides some comparisons.
    const std::string a = gen_uci(), other = gen_uci();
    const std::size_t shared = *rc::gen::inRange<std::size_t>(0, 5);
    const std::string b = a.substr(0, shared) + other.substr(std::min(shared, other.size()));
    const auto ca = *move_code_of(a), cb = *move_code_of(b);
    RC_ASSERT((ca < cb) == (a < b));
    RC_ASSERT((ca == cb) == (a == b));
}

TEST(MoveCode, RejectsWhatIsNotUci) {
    for (const char* text : {"", "e2", "e2e", "e2e4qq", "i2e4", "e9e4", "e2e0", "e7e8k", "e7e8Q", "E2E4", "e2-e4"})
        EXPECT_FALSE(move_code_of(text).has_value()) << text;
}

TEST(MoveCode, AnUnknownPromotionLetterStaysADifferentMove) {
    const auto code = harness::move_code(52, 60, 'k');
    EXPECT_NE(code, *move_code_of("e7e8"));
    for (const char* promoted : {"e7e8b", "e7e8n", "e7e8q", "e7e8r"}) EXPECT_NE(code, *move_code_of(promoted));
    EXPECT_EQ(uci_of(code), "e7e8?");
}

// Both implementations' codes name the moves their texts name, in order.
RC_GTEST_PROP(MoveCode, ImplementationsListTheirTextsAsCodes, ()) {
    // The usual start, and one where both sides promote at once.
    const std::string start = *rc::gen::element<std::string>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                                              "1n5k/P1P5/8/8/8/8/1p4p1/K1N5 w - - 0 1");
    const int plies = *rc::gen::inRange(0, 60);
    const auto seed = *rc::gen::arbitrary<unsigned>();
    for (const char* name : {"engine", "oracle"}) {
        const auto impl = harness::make_implementation(name);
        RC_ASSERT(impl->load(start, false).empty());
        unsigned state = seed;
        for (int ply = 0; ply < plies; ++ply) {
            const auto texts = impl->moves();
            const auto codes = impl->move_codes();
            RC_ASSERT(texts.size() == codes.size());
            for (std::size_t i = 0; i < texts.size(); ++i) RC_ASSERT(uci_of(codes[i]) == texts[i]);
            if (texts.empty()) break;
            state = state * 1103515245u + 12345u;
            RC_ASSERT(impl->play(texts[(state >> 8) % texts.size()]));
        }
    }
}

}  // namespace
