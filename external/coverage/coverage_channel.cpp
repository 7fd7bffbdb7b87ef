#include "external/coverage/coverage_channel.hpp"

#include <algorithm>
#include <stdexcept>

#include "external/coverage/side_channel_lines.hpp"

namespace coverage {
namespace {

external::ChildOptions options_for(const AflMap& map) {
    external::ChildOptions options;
    options.environment = map.child_environment();
    options.environment.push_back(std::string(kSideFdVariable) + "=" + std::to_string(kSideFd));
    options.side_fd = kSideFd;
    return options;
}

std::string side_line_fault(external::LineChannel::ReadStatus status) {
    using S = external::LineChannel::ReadStatus;
    switch (status) {
        case S::Timeout: return "no feature line came with the reply";
        case S::Closed: return "the side pipe closed before the reply's feature line";
        case S::TooLong: return "a feature line passed the byte bound";
        case S::Line: break;
    }
    return "";
}

void fold(std::vector<std::uint32_t>& features) {
    std::sort(features.begin(), features.end());
    features.erase(std::unique(features.begin(), features.end()), features.end());
}

}  // namespace

CoverageChannel::CoverageChannel(const std::string& command, std::size_t map_size)
    : map_(map_size), child_(command, options_for(map_)) {}

bool CoverageChannel::write_line(const std::string& line) {
    // With no reply due the child waits for input: what it runs from here on
    // belongs to this request. Before the first, it may still be starting:
    // its start is no request's.
    if (due_ == 0) {
        if (replies_ == 0) child_.wait_until_idle(kMostStartWait);
        map_.clear();
    }
    ++due_;
    return child_.write_line(line);
}

void CoverageChannel::take_side_features(std::chrono::milliseconds timeout) {
    if (!hello_looked_for_) {
        // A shim writes its hello before the child runs, so it is in the
        // pipe by the time the first reply is: no need to wait.
        hello_looked_for_ = true;
        const auto hello = child_.read_side_line(std::chrono::milliseconds(0), 4096);
        if (hello.status == ReadStatus::Line) {
            const auto language = hello_language(hello.line);
            if (!language) throw std::runtime_error("coverage side pipe: the first line is not a shim's hello: '" +
                                                    hello.line.substr(0, 80) + "'");
            shim_ = true;
            source_ = *language + " shim";
        }
    }
    if (!shim_) return;
    const auto line = child_.read_side_line(timeout, kMaxFeatureLineBytes);
    if (line.status != ReadStatus::Line)
        throw std::runtime_error("coverage side pipe of the " + source_ + ": " + side_line_fault(line.status));
    try {
        last_features_ = parse_feature_line(line.line);
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(e.what());
    }
}

external::LineChannel::ReadResult CoverageChannel::read_line(std::chrono::milliseconds timeout,
                                                             std::size_t max_bytes) {
    ReadResult reply = child_.read_line(timeout, max_bytes);
    if (reply.status != ReadStatus::Line) return reply;
    ++replies_;
    if (due_ > 0) --due_;
    last_features_.clear();
    take_side_features(timeout);
    const std::size_t from_shim = last_features_.size();
    // A native child's reply is written before it is back in its read: the
    // edges between (its loop) belong to this reply, every time, not to
    // whichever request our read happens to race with.
    if (!shim_ && due_ == 0) child_.wait_until_idle(kMostIdleWait);
    map_.append_features(last_features_);
    map_.clear();
    if (last_features_.size() > from_shim) {
        if (source_.empty()) source_ = "AFL++ map";
        // Both at once (a shimmed child with an instrumented extension):
        // one sorted set.
        if (from_shim > 0) {
            std::inplace_merge(last_features_.begin(), last_features_.begin() + std::ptrdiff_t(from_shim),
                               last_features_.end());
            last_features_.erase(std::unique(last_features_.begin(), last_features_.end()), last_features_.end());
        }
    }
    last_new_ = tally_.add(last_features_);
    accumulated_.insert(accumulated_.end(), last_features_.begin(), last_features_.end());
    // Folded now and then, so that a long game holds its distinct features
    // and not one copy per reply.
    if (accumulated_.size() > 4 * tally_.distinct() + 4096) fold(accumulated_);
    return reply;
}

std::vector<std::uint32_t> CoverageChannel::take_accumulated() {
    fold(accumulated_);
    std::vector<std::uint32_t> taken;
    taken.swap(accumulated_);
    return taken;
}

}  // namespace coverage
