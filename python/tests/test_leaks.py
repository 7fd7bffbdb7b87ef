"""No leaks: 10,000 belief updates (with the Positions, Observations,
samples, iterators and exceptions around them) leave RSS where it was."""

import os

import fogproof

UPDATES = 10_000
WARM_UP = 2_000
# A leak of 128 bytes per update over the 8,000 measured ones is 1 MB (the
# measured growth is about 0.2 MB, flat from 10,000 to 60,000 updates).
ALLOWED_GROWTH = 1024 * 1024


def rss_bytes():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


# Black's view of a short opening, restarted every four updates so that P
# stays small and the loop measures the bindings, not P's growth.
LINE = ["e2e4", "e7e5", "g1f3", "b8c6"]


def boards_of_line():
    boards = [fogproof.Position()]
    for move in LINE:
        boards.append(boards[-1].play(move))
    return boards


def one_round(boards):
    """Four updates of a fresh belief, and the calls a bot makes around them."""
    belief = fogproof.Belief("b", threads=1)
    for move, before, after in zip(LINE, boards, boards[1:]):
        seen = fogproof.Position.observe(before, after, "b")
        if before.turn == "b":
            belief.after_own_move(move, seen)
        else:
            belief.after_opponent_move(seen)
    assert boards[-1] in belief
    belief.sample(3, seed=1)
    sum(1 for _ in belief.fens())
    fogproof.Position(boards[-1].fen("full")).vision("b")
    try:
        fogproof.Position("not a fen")
    except ValueError:
        pass
    return 4


def test_rss_is_stable_over_10000_updates():
    boards = boards_of_line()
    done = 0
    while done < WARM_UP:
        done += one_round(boards)
    baseline = rss_bytes()
    while done < UPDATES:
        done += one_round(boards)
    growth = rss_bytes() - baseline
    assert growth < ALLOWED_GROWTH, f"RSS grew by {growth} bytes over {UPDATES - WARM_UP} updates"


def test_empty_belief_errors_do_not_leak():
    start = fogproof.Position()
    stranger = fogproof.Position("rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2")
    lie = fogproof.Position.observe(stranger, stranger.play("d4d3"), "w")
    own = fogproof.Position.observe(start, start.play("e2e4"), "w")

    def fail_once():
        belief = fogproof.Belief("w", threads=1)
        belief.after_own_move("e2e4", own)
        try:
            belief.after_opponent_move(lie)
        except fogproof.BeliefEmptyError as error:
            assert error.ply == 2

    for _ in range(500):
        fail_once()
    baseline = rss_bytes()
    for _ in range(2_000):
        fail_once()
    assert rss_bytes() - baseline < ALLOWED_GROWTH
