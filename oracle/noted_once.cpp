// Noting the same work twice into one recording adds nothing. A ply of the
// fuzz harness asks the oracle for the vision of each colour on the new
// board twice (the observation, then the comparison of visions), and for
// the board's ending three times (the game's outcome and each colour's
// observation); the notes behind a vision cost several times the vision
// itself (oracle/vision_clauses.cpp). The answers are still computed every
// time; only the noting is skipped.
//
// Why that changes no recording: what a piece of work notes is a function
// of its boards alone (the costly tests that clause_still_wanted gates can
// only note the clause it asked about, which the recording then holds
// already), and between two changes of recording_epoch the notes go to one
// recording whose clauses only grow. So when the same work on equal boards
// was noted in the current epoch, noting it again adds nothing.
#include <array>
#include <cstring>

#include "oracle/detail.hpp"

namespace oracle::detail {

namespace {

// Every field, so that "equal" can never hide a difference some clause
// looks at (the clocks decide the fifty-move clauses, the double-push
// memory the en passant ones).
bool same_position(const Position& a, const Position& b) {
    for (int rank = 0; rank < 8; ++rank) {
        if (detail::rank_word(a, rank) != detail::rank_word(b, rank)) {
            return false;
        }
    }
    return a.side_to_move == b.side_to_move && a.white_king_side == b.white_king_side &&
           a.white_queen_side == b.white_queen_side && a.black_king_side == b.black_king_side &&
           a.black_queen_side == b.black_queen_side && a.en_passant == b.en_passant &&
           a.double_push == b.double_push && a.halfmove_clock == b.halfmove_clock &&
           a.fullmove_number == b.fullmove_number;
}

struct Noted {
    std::uint64_t epoch = 0;  // 0: never used (the epoch is at least 1 while recording)
    NotedWork work{};
    Colour viewer{};
    bool has_second = false;
    Position first{};
    Position second{};
};

// The last few pieces of work noted, oldest overwritten first: a ply's
// repeats come within a handful of calls.
constexpr std::size_t kRemembered = 8;
thread_local std::array<Noted, kRemembered> remembered;
thread_local std::size_t next_slot = 0;

}  // namespace

bool noted_already(NotedWork work, const Position& first, const Position* second, Colour viewer) {
    for (const Noted& n : remembered) {
        if (n.epoch == recording_epoch && n.work == work && n.viewer == viewer && n.has_second == (second != nullptr) &&
            same_position(n.first, first) && (second == nullptr || same_position(n.second, *second))) {
            return true;
        }
    }
    Noted& slot = remembered[next_slot];
    next_slot = (next_slot + 1) % kRemembered;
    slot.epoch = recording_epoch;
    slot.work = work;
    slot.viewer = viewer;
    slot.has_second = second != nullptr;
    slot.first = first;
    if (second != nullptr) {
        slot.second = *second;
    }
    return false;
}

}  // namespace oracle::detail
