#include "replay/audit_row_check.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace fog::replay {
namespace {

bool holds(const KeyVector& sorted, const PositionKey& key) {
    return std::binary_search(sorted.begin(), sorted.end(), key, key_less);
}

bool holds(const std::vector<PositionKey>& sorted, const PositionKey& key) {
    return std::binary_search(sorted.begin(), sorted.end(), key, key_less);
}

const char* boards(std::size_t n) { return n == 1 ? "board" : "boards"; }

// Sizes: equal while neither side is capped; under a cap, each bounds the other.
void check_size(const LoggedRow& logged, const ReplayRow& right, RowCheck& check) {
    const std::size_t right_size = right.size_after;
    if (!logged.capped && !right.capped && logged.p_after != right_size)
        check.findings.push_back(
            {FindingKind::Size, fmt::format("|P| is {} in the log, {} by the rules", logged.p_after, right_size)});
    else if (logged.capped && !right.capped && logged.p_after > right_size)
        check.findings.push_back({FindingKind::Size, fmt::format("the capped |P| of {} in the log is larger than the "
                                                                 "whole of the right P ({})",
                                                                 logged.p_after, right_size)});
    else if (!logged.capped && right.capped && logged.p_after < right_size)
        check.findings.push_back(
            {FindingKind::Size, fmt::format("|P| is {} in the log, but the right P holds at least {} (fogproof's own "
                                            "P is capped here)",
                                            logged.p_after, right_size)});
}

}  // namespace

std::string_view finding_name(FindingKind kind) {
    switch (kind) {
        case FindingKind::Size:
            return "size";
        case FindingKind::Unsound:
            return "unsound";
        case FindingKind::Missing:
            return "missing";
        case FindingKind::Duplicate:
            return "duplicate";
        case FindingKind::TruthClaim:
            return "truth_in_p";
    }
    return "?";
}

RowCheck check_logged_row(const LoggedRow& logged, const ReplayRow& right, const Belief& right_p,
                          const Position& truth) {
    RowCheck check;
    check.against_capped_p = right.capped;
    check_size(logged, right, check);
    const PositionKey truth_key = position_key(truth);
    // The log holds all of its P when it lists as many boards as it counts.
    const bool holds_all = logged.fens && logged.fens->size() == logged.p_after;
    std::vector<PositionKey> logged_keys;
    if (logged.fens) {
        for (const LoggedBoard& b : *logged.fens) logged_keys.push_back(b.key);
        std::sort(logged_keys.begin(), logged_keys.end(), key_less);
        // Under fogproof's own cap a board outside its sample may still be right.
        if (!right.capped) {
            for (const LoggedBoard& b : *logged.fens) {
                if (holds(right_p.keys(), b.key)) continue;
                if (check.extra_shown.size() < kBoardsShown) check.extra_shown.push_back(b.fen);
                ++check.extra_count;
            }
            if (check.extra_count > 0)
                check.findings.push_back(
                    {FindingKind::Unsound,
                     fmt::format("{} of the {} logged {} {} not in P (unsound: no game consistent with what this "
                                 "player saw reaches {})",
                                 check.extra_count, logged.fens->size(), boards(logged.fens->size()),
                                 check.extra_count == 1 ? "is" : "are", check.extra_count == 1 ? "it" : "them")});
        }
        const std::size_t distinct =
            std::size_t(std::unique(logged_keys.begin(), logged_keys.end()) - logged_keys.begin());
        logged_keys.resize(distinct);
        if (holds_all && distinct < logged.fens->size())
            check.findings.push_back(
                {FindingKind::Duplicate,
                 fmt::format("the log lists {} of its {} boards more than once (in one spelling or several): P holds "
                             "each board once, by its key (rules §5)",
                             logged.fens->size() - distinct, logged.fens->size())});
        if (holds_all && !logged.capped && !right.capped) {
            std::size_t lost = 0;
            for (const PositionKey& k : right_p.keys()) {
                if (holds(logged_keys, k)) continue;
                if (check.lost_shown.size() < kBoardsShown)
                    check.lost_shown.push_back(belief_fen(position_from_key(k, right_p.fullmove())));
                ++lost;
            }
            check.lost_count = lost;
            if (lost > 0)
                check.findings.push_back(
                    {FindingKind::Missing, fmt::format("{} {} of P {} missing from the log, which lists all of its P",
                                                       lost, boards(lost), lost == 1 ? "is" : "are")});
            if (right.truth_in_p) check.truth_among_lost = !holds(logged_keys, truth_key);
        }
    }
    if (logged.truth_in_p) {
        const bool claim = *logged.truth_in_p;
        const bool truth_logged = logged.fens && holds(logged_keys, truth_key);
        if (holds_all && claim != truth_logged)
            check.findings.push_back(
                {FindingKind::TruthClaim, fmt::format("truth_in_p is {} in the log, but its boards {} the true board",
                                                      claim, truth_logged ? "hold" : "do not hold")});
        else if (!claim && truth_logged)
            check.findings.push_back(
                {FindingKind::TruthClaim, "truth_in_p is false in the log, but its sample holds the true board"});
        else if (!claim && !logged.capped)
            check.findings.push_back({FindingKind::TruthClaim,
                                      "truth_in_p is false in the log: the true board left an uncapped P, which the "
                                      "rules never allow (§5, soundness)"});
        if (!check.truth_among_lost && right.truth_in_p) {
            check.truth_among_lost = !claim;
            check.truth_from_claim = true;
        }
    }
    return check;
}

bool shrank_much_faster(std::size_t logged_before, std::size_t logged_after, std::size_t right_before,
                        std::size_t right_after) {
    if (logged_before == 0 || right_before == 0) return false;
    // logged_after / logged_before * kMuchFaster < right_after / right_before,
    // without dividing.
    return double(logged_after) * kMuchFaster * double(right_before) < double(right_after) * double(logged_before);
}

}  // namespace fog::replay
