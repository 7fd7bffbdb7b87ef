#include "external/diff/child_coverage.hpp"

#include <algorithm>
#include <deque>

#include "external/coverage/coverage_channel.hpp"

namespace external {

// The coverage channel, as the protocol client sees it, telling its owner
// where plies begin and what each reply ran.
class ChildCoverage::Recorder final : public LineChannel {
public:
    Recorder(ChildCoverage& owner, const std::string& command) : owner_(owner), channel_(command) {
        owner_.recorder_ = this;
    }
    ~Recorder() override {
        if (owner_.recorder_ == this) owner_.recorder_ = nullptr;
    }

    bool write_line(const std::string& line) override {
        const bool play = line.rfind(R"({"cmd":"play")", 0) == 0;
        if (play) owner_.begin_ply();
        plays_due_.push_back(play);
        written_since_take_ = true;
        return channel_.write_line(line);
    }
    ReadResult read_line(std::chrono::milliseconds timeout, std::size_t max_bytes) override {
        ReadResult reply = channel_.read_line(timeout, max_bytes);
        if (reply.status != ReadStatus::Line) return reply;
        const bool play = !plays_due_.empty() && plays_due_.front();
        if (!plays_due_.empty()) plays_due_.pop_front();
        owner_.add(channel_.last_features(), channel_.source(), play && channel_.taken_at_requests());
        return reply;
    }
    std::string stderr_tail() const override { return channel_.stderr_tail(); }
    std::string stop(std::chrono::milliseconds grace) override { return channel_.stop(grace); }

    // A shim's features of what ran since its last take: it takes them when
    // the `hello` arrives. Only with no reply due (else the reply read would
    // be another request's) and once the child ran something since.
    void close_ply() {
        if (!channel_.taken_at_requests() || !written_since_take_ || channel_.due() != 0) return;
        written_since_take_ = false;
        if (!write_line(R"({"cmd":"hello"})")) return;
        read_line(kCloseTimeout, kHelloBytes);
        written_since_take_ = false;
    }

private:
    static constexpr std::chrono::milliseconds kCloseTimeout{10000};
    static constexpr std::size_t kHelloBytes = std::size_t(1) << 16;

    ChildCoverage& owner_;
    coverage::CoverageChannel channel_;
    std::deque<bool> plays_due_;  // for each request whose reply is due: was it a play
    bool written_since_take_ = false;
};

std::unique_ptr<LineChannel> ChildCoverage::open() { return std::make_unique<Recorder>(*this, command_); }

void ChildCoverage::begin_ply() { plies_.emplace_back(); }

void ChildCoverage::add(const std::vector<std::uint32_t>& features, const std::string& source,
                        bool to_ply_before) {
    ++replies_;
    if (features.empty()) return;
    ++replies_with_features_;
    if (!source.empty()) source_ = source;
    std::vector<std::uint32_t>& ply = to_ply_before && plies_.size() > 1 ? plies_[plies_.size() - 2] : plies_.back();
    ply.insert(ply.end(), features.begin(), features.end());
}

std::vector<std::vector<std::uint32_t>> ChildCoverage::take_game() {
    if (recorder_) recorder_->close_ply();
    for (std::vector<std::uint32_t>& ply : plies_) {
        std::sort(ply.begin(), ply.end());
        ply.erase(std::unique(ply.begin(), ply.end()), ply.end());
    }
    std::vector<std::vector<std::uint32_t>> game(1);
    game.swap(plies_);
    return game;
}

}  // namespace external
