#include "external/diff/game/belief_reference.hpp"

#include <fmt/format.h>

namespace external {
namespace {

int index(char colour) { return colour == 'w' ? 0 : 1; }

}  // namespace

BeliefReference::BeliefReference(harness::Implementation& reference, const BeliefReferenceSettings& settings)
    : reference_(reference), settings_(settings) {
    if (reference_.name() == "oracle") engine_ = harness::make_engine_implementation();
}

void BeliefReference::load(const std::string& fen) {
    handed_over_[0] = handed_over_[1] = false;
    if (engine_) engine_->load(fen, true);
}

void BeliefReference::start_belief(char colour, harness::BeliefSettings settings) {
    // The oracle has neither threads nor a memory bound; the engine uses both.
    settings.threads = settings_.threads;
    settings.max_memory = settings_.max_memory;
    reference_.start_belief(colour, settings);
    if (engine_) engine_->start_belief(colour, settings);
}

void BeliefReference::play(const std::string& move) {
    if (engine_) engine_->play(move);
}

std::string BeliefReference::hand_over_if_large(char colour) {
    if (!engine_ || handed_over_[index(colour)] || !reference_.has_belief(colour)) return {};
    const std::size_t size = reference_.belief_size(colour);
    if (size <= settings_.oracle_max) return {};
    handed_over_[index(colour)] = true;
    std::string fault;
    if (!engine_->has_belief(colour))
        fault = "the engine's P is gone";
    else if (engine_->belief_digests(colour) != reference_.belief_digests(colour))
        fault = fmt::format("the engine's P ({} boards) is not the oracle's ({} boards) where the oracle hands P of "
                            "{} over",
                            engine_->belief_size(colour), size, colour);
    reference_.stop_belief(colour);
    return fault;
}

void BeliefReference::stop(char colour) {
    if (reference_.has_belief(colour)) reference_.stop_belief(colour);
    if (engine_ && engine_->has_belief(colour)) engine_->stop_belief(colour);
}

const harness::Implementation& BeliefReference::holder(char colour) const {
    return engine_ && handed_over_[index(colour)] ? *engine_ : reference_;
}

}  // namespace external
