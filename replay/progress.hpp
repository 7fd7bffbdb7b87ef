// The progress line of a long replay: on a terminal, one line of stderr
// that says which game is replayed and, for each belief, the ply being
// updated and how large its P is, redrawn in place ('\r') and erased at
// the end. It appears only once the replay has run for a while (2 s), so
// that short runs print nothing, and the caller enables it only when
// stderr is a terminal: CI logs and pipes never receive it.
//
// An update of a large P takes seconds and reports nothing until it ends,
// so the line is redrawn from a thread of its own (ProgressTicker); the
// elapsed time on it shows the replay is alive. The clock is a parameter,
// so the timing rules are tested with a clock the test moves.
#pragma once

#include <array>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <thread>

namespace fog::replay {

// One belief's update, as the replay announces it before it starts.
struct BeliefUpdate {
    std::string game;
    int ply = 0;
    char perspective = 'w';       // whose belief: 'w' | 'b'
    std::size_t size_before = 0;  // |P| before the update
};

// What the line shows: the game and the newest update of each belief. The
// replay updates both beliefs side by side, so showing only the newest
// update would make the line flip between White's P and Black's.
struct ProgressState {
    struct Belief {
        int ply = 0;
        std::size_t size_before = 0;
    };
    std::string game;
    std::array<std::optional<Belief>, 2> beliefs;  // White's, Black's

    // The update noted; a new game forgets the previous game's beliefs.
    void apply(const BeliefUpdate& update);
};

// "game-0009: white ply 13 |P| 2,117,468, black ply 12 |P| 980 [14 s]"
// (|P| before the update), at most `width` characters: the game id is
// shortened first, in its middle, since its start and its end (a game
// number, a colour, a "#n" of a file of several games) tell games apart.
std::string progress_text(const ProgressState& state, double elapsed_seconds, std::size_t width = 79);

struct ProgressTiming {
    double delay = 2.0;      // nothing is drawn before the replay has run this long
    double interval = 0.25;  // nor more often than this
};

// How wide a line may be on the terminal `fd`: one column less than it has
// (a line that fills the last column wraps on some terminals), or 79 when
// fd is no terminal or says nothing.
std::size_t line_width_of_terminal(int fd);

class ProgressLine {
public:
    using Clock = std::function<double()>;  // seconds from any fixed point

    // Steady time in seconds.
    static double steady_seconds();

    ProgressLine(std::ostream& out, bool enabled, Clock clock = steady_seconds, ProgressTiming timing = ProgressTiming{},
                 std::size_t width = 79);

    // Notes an update; drawn at once if a draw is due.
    void set(const BeliefUpdate& update);
    // Draws the newest state if a draw is due and the text changed.
    void tick();
    // Writes a whole line of other output (a warning) above the progress
    // line: the line is erased first and redrawn at the next draw.
    void print_line(const std::string& line);
    // Erases the line, if one is drawn, and forgets the state: nothing is
    // drawn again before the next set().
    void clear();
    bool enabled() const { return enabled_; }
    ProgressTiming timing() const { return timing_; }

private:
    void draw_if_due();  // lock_ held
    void erase();        // lock_ held

    std::ostream& out_;
    const bool enabled_;
    const Clock clock_;
    const ProgressTiming timing_;
    const std::size_t width_;
    const double start_;
    std::mutex lock_;
    bool has_state_ = false;
    ProgressState state_;
    std::string drawn_;  // the text on the line now ("" when none)
    double last_draw_ = 0;
    bool ever_drawn_ = false;
};

// Calls line.tick() every timing().interval from its own thread while it
// lives (nothing at all when the line is disabled).
class ProgressTicker {
public:
    explicit ProgressTicker(ProgressLine& line);
    ~ProgressTicker();
    ProgressTicker(const ProgressTicker&) = delete;
    ProgressTicker& operator=(const ProgressTicker&) = delete;

private:
    ProgressLine& line_;
    std::mutex lock_;
    std::condition_variable wake_;
    bool stop_ = false;
    std::thread thread_;
};

}  // namespace fog::replay
