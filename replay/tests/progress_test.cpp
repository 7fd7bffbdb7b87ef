// The progress line's rules with a clock the test moves: nothing before
// the delay, at most one draw per interval, drawn in place, erased at the
// end, never anything when disabled.
#include "replay/progress.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>

namespace {

using fog::replay::BeliefUpdate;
using fog::replay::ProgressLine;
using fog::replay::ProgressState;
using fog::replay::progress_text;

struct FakeClock {
    double now = 100.0;
    ProgressLine::Clock clock() {
        return [this] { return now; };
    }
};

// What a draw writes: a carriage return, then the text. (Built with +=:
// "literal" + std::string trips a false -Wrestrict in GCC 12.)
std::string at_line_start(const std::string& text) {
    std::string out(1, '\r');
    out += text;
    return out;
}

// The state after these updates, in order.
ProgressState after(std::initializer_list<BeliefUpdate> updates) {
    ProgressState state;
    for (const BeliefUpdate& u : updates) state.apply(u);
    return state;
}

const BeliefUpdate kUpdate{"game-0009-L-tier1-black", 13, 'b', 2117468};
const ProgressState kState = after({kUpdate});

TEST(ProgressText, NamesGamePlyPerspectiveAndSize) {
    EXPECT_EQ(progress_text(kState, 14.7), "game-0009-L-tier1-black: black ply 13 |P| 2,117,468 [14 s]");
    EXPECT_EQ(progress_text(after({{"g", 1, 'w', 20}}), 0), "g: white ply 1 |P| 20 [0 s]");
    EXPECT_EQ(progress_text(after({{"g", 2, 'w', 1000}}), 0), "g: white ply 2 |P| 1,000 [0 s]");
}

TEST(ProgressText, ShowsBothBeliefsWhiteFirst) {
    const ProgressState both = after({{"g", 13, 'b', 980}, {"g", 13, 'w', 2117468}, {"g", 14, 'b', 1200}});
    EXPECT_EQ(progress_text(both, 14), "g: white ply 13 |P| 2,117,468, black ply 14 |P| 1,200 [14 s]");
}

TEST(ProgressText, ANewGameForgetsThePreviousGamesBeliefs) {
    const ProgressState next = after({{"g1", 30, 'w', 5}, {"g1", 30, 'b', 7}, {"g2", 1, 'b', 1}});
    EXPECT_EQ(progress_text(next, 0), "g2: black ply 1 |P| 1 [0 s]");
}

TEST(ProgressText, ShortensTheGameIdInItsMiddle) {
    const std::string text = progress_text(kState, 3, 50);
    EXPECT_EQ(text.size(), 50u);
    EXPECT_EQ(text, "game-0...1-black: black ply 13 |P| 2,117,468 [3 s]");
}

TEST(ProgressLine, DrawsAtTheWidthItWasGiven) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {0.0, 0.0}, 40);
    line.set(kUpdate);
    EXPECT_EQ(out.str(), at_line_start(progress_text(kState, 0, 40)));
}

TEST(ProgressLine, SilentBeforeTheDelay) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {2.0, 0.25});
    line.set(kUpdate);
    c.now += 1.9;
    line.tick();
    EXPECT_EQ(out.str(), "");
    c.now += 0.2;
    line.tick();
    EXPECT_EQ(out.str(), at_line_start(progress_text(kState, 2.1)));
}

TEST(ProgressLine, AtMostOneDrawPerInterval) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {2.0, 0.25});
    c.now += 3;
    line.set(kUpdate);
    const std::string first = out.str();
    EXPECT_EQ(first, at_line_start(progress_text(kState, 3)));
    BeliefUpdate next = kUpdate;
    next.perspective = 'w';
    c.now += 0.1;
    line.set(next);
    EXPECT_EQ(out.str(), first) << "redrawn within the interval";
    c.now += 0.2;
    line.tick();
    EXPECT_EQ(out.str(), first + at_line_start(progress_text(after({kUpdate, next}), 3.3)));
}

TEST(ProgressLine, UnchangedTextIsNotRedrawn) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {0.0, 0.25});
    line.set(kUpdate);
    const std::string first = out.str();
    c.now += 0.5;  // still "[0 s]"
    line.tick();
    EXPECT_EQ(out.str(), first);
}

TEST(ProgressLine, ShorterTextCoversTheLongerOne) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {0.0, 0.0});
    line.set(kUpdate);
    const std::string first = out.str();
    const BeliefUpdate small{"g", 1, 'w', 20};
    line.set(small);
    const std::string second = progress_text(after({small}), 0);
    EXPECT_EQ(out.str(), first + at_line_start(second) + std::string(first.size() - 1 - second.size(), ' '));
}

TEST(ProgressLine, ClearErasesAndStopsDrawing) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {0.0, 0.0});
    line.clear();
    EXPECT_EQ(out.str(), "") << "nothing drawn, nothing to erase";
    line.set(kUpdate);
    const std::string drawn = out.str();
    line.clear();
    EXPECT_EQ(out.str(), drawn + "\r" + std::string(drawn.size() - 1, ' ') + "\r");
    const std::string cleared = out.str();
    c.now += 5;
    line.tick();
    EXPECT_EQ(out.str(), cleared) << "drawn again after clear()";
}

TEST(ProgressLine, PrintLineGoesAboveTheProgress) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, true, c.clock(), {0.0, 0.0});
    line.set(kUpdate);
    const std::string drawn = out.str();
    line.print_line("warning: x");
    EXPECT_EQ(out.str(), drawn + "\r" + std::string(drawn.size() - 1, ' ') + "\rwarning: x\n");
    c.now += 1;
    line.tick();
    EXPECT_EQ(out.str().substr(out.str().size() - drawn.size()), at_line_start(progress_text(kState, 1)));
}

TEST(ProgressLine, DisabledWritesNothingButOtherLines) {
    FakeClock c;
    std::ostringstream out;
    ProgressLine line(out, false, c.clock(), {0.0, 0.0});
    line.set(kUpdate);
    c.now += 10;
    line.tick();
    line.clear();
    EXPECT_EQ(out.str(), "");
    line.print_line("warning: x");
    EXPECT_EQ(out.str(), "warning: x\n");
}

}  // namespace
