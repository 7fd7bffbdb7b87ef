#include "external/diff/child_coverage.hpp"

#include <algorithm>

#include "external/coverage/coverage_channel.hpp"

namespace external {

// The coverage channel, as the protocol client sees it, telling its owner
// where plies begin and what each reply ran.
class ChildCoverage::Recorder final : public LineChannel {
public:
    Recorder(ChildCoverage& owner, const std::string& command) : owner_(owner), channel_(command) {}

    bool write_line(const std::string& line) override {
        if (line.rfind(R"({"cmd":"play")", 0) == 0) owner_.begin_ply();
        return channel_.write_line(line);
    }
    ReadResult read_line(std::chrono::milliseconds timeout, std::size_t max_bytes) override {
        ReadResult reply = channel_.read_line(timeout, max_bytes);
        if (reply.status == ReadStatus::Line) owner_.add(channel_.last_features(), channel_.source());
        return reply;
    }
    std::string stderr_tail() const override { return channel_.stderr_tail(); }
    std::string stop(std::chrono::milliseconds grace) override { return channel_.stop(grace); }

private:
    ChildCoverage& owner_;
    coverage::CoverageChannel channel_;
};

std::unique_ptr<LineChannel> ChildCoverage::open() { return std::make_unique<Recorder>(*this, command_); }

void ChildCoverage::begin_ply() { plies_.emplace_back(); }

void ChildCoverage::add(const std::vector<std::uint32_t>& features, const std::string& source) {
    ++replies_;
    if (features.empty()) return;
    ++replies_with_features_;
    if (!source.empty()) source_ = source;
    std::vector<std::uint32_t>& ply = plies_.back();
    ply.insert(ply.end(), features.begin(), features.end());
}

std::vector<std::vector<std::uint32_t>> ChildCoverage::take_game() {
    for (std::vector<std::uint32_t>& ply : plies_) {
        std::sort(ply.begin(), ply.end());
        ply.erase(std::unique(ply.begin(), ply.end()), ply.end());
    }
    std::vector<std::vector<std::uint32_t>> game(1);
    game.swap(plies_);
    return game;
}

}  // namespace external
