"""Belief: rules §5 updates, the replay rows of the CLI, thread-count
independence, sampling, iteration and the GIL."""

import json
import subprocess
import threading
import time

import pytest

import fogproof

# Plies of game 0007 replayed here: enough for P to reach thousands of
# boards, few enough to keep the test at a few seconds.
PLIES = 10


def true_positions(record, plies):
    """The true boards of a recorded game, start first."""
    boards = [fogproof.Position(record.start_fen)]
    for move in record.moves[:plies]:
        boards.append(boards[-1].play(move))
    return boards


def track(record, colour, plies, **options):
    """P of `colour` after `plies` plies, and |P| before/after each ply."""
    boards = true_positions(record, plies)
    belief = fogproof.Belief(colour, boards[0], **options)
    sizes = []
    for move, before, after in zip(record.moves[:plies], boards, boards[1:]):
        size_before = belief.size
        seen = fogproof.Position.observe(before, after, colour)
        if before.turn == belief.colour:
            belief.after_own_move(move, seen)
        else:
            belief.after_opponent_move(seen)
        assert after in belief or belief.capped  # soundness: an exact P keeps the truth
        sizes.append((size_before, belief.size))
    return belief, sizes


def test_first_reply_gives_black_twenty_boards():
    start = fogproof.Position()
    belief = fogproof.Belief("b")
    belief.after_opponent_move(fogproof.Position.observe(start, start.play("e2e4"), "b"))
    assert len(belief) == 20 and belief.ply == 1 and not belief.capped
    assert set(belief) == {start.play(m) for m in start.moves()}


def test_game_0007_sizes_match_the_cli(cli, game_0007):
    done = subprocess.run(
        [cli, "replay", "--json", "--max-plies", str(PLIES), str(game_0007)],
        capture_output=True, text=True, check=True,
    )
    cli_rows = [json.loads(line) for line in done.stdout.splitlines()]
    cli_rows = [r for r in cli_rows if r["type"] == "row"]
    assert len(cli_rows) == 2 * PLIES
    assert max(r["p_after"] for r in cli_rows) > 1000  # a real test of the update, not of P = {truth}

    rows = fogproof.replay(str(game_0007), max_plies=PLIES)
    drop_time = lambda r: {k: v for k, v in r.items() if k != "ms"}
    assert [drop_time(r) for r in rows] == [drop_time(r) for r in cli_rows]

    # The same sizes from Belief driven step by step from Python.
    record = fogproof.read_records(str(game_0007)).games[0]
    for colour in ("w", "b"):
        _, sizes = track(record, colour, PLIES)
        expected = [(r["p_before"], r["p_after"]) for r in cli_rows if r["perspective"] == colour]
        assert sizes == expected


def test_result_does_not_depend_on_threads(game_0007):
    record = fogproof.read_records(str(game_0007)).games[0]
    one, _ = track(record, "b", PLIES, threads=1, own_observation=False)
    two, _ = track(record, "b", PLIES, threads=2, own_observation=False)
    every, _ = track(record, "b", PLIES, threads=0, own_observation=False)
    assert one.size > 1000
    assert one.set_hash() == two.set_hash() == every.set_hash()
    assert list(one.fens()) == list(two.fens())


def test_cap_sample_iteration_and_copies(game_0007):
    record = fogproof.read_records(str(game_0007)).games[0]
    exact, _ = track(record, "b", PLIES)
    capped, _ = track(record, "b", PLIES, cap=500)
    assert capped.capped and capped.size <= 500 and capped.cap == 500
    assert capped.estimated_size > capped.size
    assert exact.estimated_size == exact.size and not exact.capped

    drawn = exact.sample(8, seed=3)
    assert len(drawn) == 8 == len(set(drawn)) and all(p in exact for p in drawn)
    assert drawn == exact.sample(8, seed=3) and drawn != exact.sample(8, seed=4)
    assert len(exact.sample(10**9)) == exact.size

    fens = list(exact.fens())
    assert len(fens) == exact.size and fens[0] == repr(next(iter(exact)))[10:-2]
    assert all(fogproof.Position(f) in exact for f in fens[:50])

    boards = true_positions(record, PLIES + 1)
    twin = exact.copy()
    twin.after_opponent_move(fogproof.Position.observe(boards[-2], boards[-1], "b"))
    assert twin.ply == exact.ply + 1 and boards[-1] in twin and boards[-1] not in exact
    twin.assign(exact)
    assert twin.set_hash() == exact.set_hash() and twin.ply == exact.ply

    start = fogproof.Position()
    exact2 = fogproof.Belief("b")
    it2 = iter(exact2)
    exact2.after_opponent_move(fogproof.Position.observe(start, start.play("e2e4"), "b"))
    with pytest.raises(ValueError, match="changed"):
        next(it2)


def test_updates_release_the_gil(game_0007):
    """While one thread updates a large P, the main thread keeps running.

    The main thread naps 1 ms at a time until the update is done. Each nap
    needs the GIL back to return, so if the update held the GIL the first
    nap would only end with the update, and no nap would be counted.
    """
    record = fogproof.read_records(str(game_0007)).games[0]
    belief, _ = track(record, "b", PLIES, threads=1, own_observation=False)
    before, after = true_positions(record, PLIES + 1)[-2:]
    seen = fogproof.Position.observe(before, after, "b")
    assert before.turn == "w" and belief.size > 100_000  # an update of a few hundred ms
    started, finished = threading.Event(), threading.Event()

    def work():
        started.set()
        belief.after_opponent_move(seen)
        finished.set()

    worker = threading.Thread(target=work)
    worker.start()
    started.wait()
    time.sleep(0.02)  # let the worker enter the update
    naps = 0
    while not finished.is_set():
        time.sleep(0.001)
        naps += 1
    worker.join()
    assert after in belief
    assert naps >= 5, f"the main thread ran only {naps} times during the update"
