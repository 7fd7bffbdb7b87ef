#include "replay/progress.hpp"

#include <fmt/format.h>

#include <sys/ioctl.h>

#include <chrono>

namespace fog::replay {
namespace {

std::string group_thousands(std::size_t n) {
    std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

}  // namespace

void ProgressState::apply(const BeliefUpdate& update) {
    if (update.game != game) {
        game = update.game;
        beliefs = {};
    }
    beliefs[update.perspective == 'w' ? 0 : 1] = Belief{update.ply, update.size_before};
}

std::string progress_text(const ProgressState& state, double elapsed_seconds, std::size_t width) {
    std::string rest = ":";
    const char* const names[2] = {"white", "black"};
    const char* separator = "";
    for (std::size_t i = 0; i < state.beliefs.size(); ++i) {
        if (!state.beliefs[i]) continue;
        rest += fmt::format("{} {} ply {} |P| {}", separator, names[i], state.beliefs[i]->ply,
                            group_thousands(state.beliefs[i]->size_before));
        separator = ",";
    }
    rest += fmt::format(" [{} s]", static_cast<long long>(elapsed_seconds));
    std::string game = state.game;
    if (game.size() + rest.size() > width) {
        const std::size_t room = width > rest.size() + 3 ? width - rest.size() - 3 : 0;
        const std::size_t front = room / 2, back = room - front;
        game = game.substr(0, front) + "..." + game.substr(game.size() - back);
    }
    std::string text = game + rest;
    if (text.size() > width) text.resize(width);
    return text;
}

double ProgressLine::steady_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::size_t line_width_of_terminal(int fd) {
    winsize size{};
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col < 2) return 79;
    return std::size_t(size.ws_col) - 1;
}

ProgressLine::ProgressLine(std::ostream& out, bool enabled, Clock clock, ProgressTiming timing, std::size_t width)
    : out_(out), enabled_(enabled), clock_(std::move(clock)), timing_(timing), width_(width), start_(clock_()) {}

void ProgressLine::set(const BeliefUpdate& update) {
    if (!enabled_) return;
    std::lock_guard guard(lock_);
    state_.apply(update);
    has_state_ = true;
    draw_if_due();
}

void ProgressLine::tick() {
    if (!enabled_) return;
    std::lock_guard guard(lock_);
    draw_if_due();
}

void ProgressLine::print_line(const std::string& line) {
    std::lock_guard guard(lock_);
    erase();
    out_ << line << '\n' << std::flush;
}

void ProgressLine::clear() {
    std::lock_guard guard(lock_);
    erase();
    has_state_ = false;
    state_ = ProgressState{};
}

void ProgressLine::draw_if_due() {
    const double now = clock_();
    if (!has_state_ || now - start_ < timing_.delay) return;
    if (ever_drawn_ && now - last_draw_ < timing_.interval) return;
    const std::string text = progress_text(state_, now - start_, width_);
    if (text == drawn_) return;
    // Spaces cover what a longer previous text left on the line.
    const std::size_t pad = drawn_.size() > text.size() ? drawn_.size() - text.size() : 0;
    out_ << '\r' << text << std::string(pad, ' ') << std::flush;
    drawn_ = text;
    last_draw_ = now;
    ever_drawn_ = true;
}

void ProgressLine::erase() {
    if (drawn_.empty()) return;
    out_ << '\r' << std::string(drawn_.size(), ' ') << '\r' << std::flush;
    drawn_.clear();
}

ProgressTicker::ProgressTicker(ProgressLine& line) : line_(line) {
    if (!line_.enabled()) return;
    thread_ = std::thread([this] {
        const auto period = std::chrono::duration<double>(line_.timing().interval);
        std::unique_lock guard(lock_);
        while (!wake_.wait_for(guard, period, [this] { return stop_; })) line_.tick();
    });
}

ProgressTicker::~ProgressTicker() {
    if (!thread_.joinable()) return;
    {
        std::lock_guard guard(lock_);
        stop_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

}  // namespace fog::replay
