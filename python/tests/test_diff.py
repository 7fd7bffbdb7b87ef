"""fogproof.diff: a Python object compared with the reference in process,
through the same run, comparisons, minimizer and report as `fogproof diff`.
The objects are the example engine and its planted faults (planted.py)."""
import json
import os
import signal
import threading

import pytest

import fogproof
from planted import FenRaises, NoKnightPromotions, Plays, SleepsInVision, SlowOnLargeBelief, SpinsInVision, PlainFog

QUICK = dict(sources=[], targeted=0, plies=30, minimize_seconds=20)


def test_the_example_engine_agrees():
    result = fogproof.diff(PlainFog(), games=12, **QUICK)
    assert result.agreed and result.verdict == "agree", result.report
    assert result.games_by_source["random (seed 1)"] == 12 and result.games >= 12 and result.plies > 0
    assert result.finding is None and result.error is None
    assert set(result.comparisons) >= {"moves", "vision", "observation", "fen", "truth in P", "|P|", "boards of P"}
    assert result.json["result"] == "agree" and result.json["name"] == "plain_fog (xfen)"
    assert str(result) == result.report and result.report.startswith("fogproof diff: no difference")
    assert 0 < result.seconds_in_object < result.seconds


def test_a_planted_fault_is_found_minimized_and_reported():
    lines = []
    result = fogproof.diff(NoKnightPromotions(), games=40, progress=lines.append, **QUICK)
    assert result.verdict == "disagree" and not result.agreed
    f = result.finding
    assert f.check == "moves" and f.reproduced and f.minimized_plies <= f.found_at_ply
    # The error paths' promotion game (a pawn on b7, White to move) reaches
    # it before any random game does.
    assert f.found_in.startswith("error paths: promotions") and f.found_at_ply >= f.minimized_plies
    assert f.scenario == json.loads(f.scenario_text) and f.scenario["format"] == "fogproof-diff-scenario"
    assert "the other lacks b7b8n" in result.report and "b7b8n" in f.report
    assert result.json["found_at_ply"] == f.found_at_ply and result.json["minimized"]["plies"] == f.minimized_plies
    assert any("minimizing" in line for line in lines)


def test_assert_agrees_raises_with_the_report():
    with pytest.raises(AssertionError) as caught:
        fogproof.assert_agrees(NoKnightPromotions(), games=40, **QUICK)
    assert "DISAGREES" in str(caught.value) and "moves" in str(caught.value)
    assert fogproof.assert_agrees(PlainFog(), games=2, **QUICK).agreed


def test_a_saved_scenario_names_the_command_to_replay_it(tmp_path):
    out = tmp_path / "scenario.json"
    result = fogproof.diff(NoKnightPromotions(), games=40, command="python3 planted.py NoKnightPromotions",
                           out=out, **QUICK)
    assert out.read_text() == result.finding.scenario_text
    assert f"fogproof repro --against 'python3 planted.py NoKnightPromotions' {out}" in result.report
    assert result.finding.scenario["against"] == "python3 planted.py NoKnightPromotions"


def test_methods_it_lacks_are_not_compared():
    result = fogproof.diff(Plays(), games=3, **QUICK)
    assert result.agreed and result.comparisons["moves"] > 0
    assert not {"vision", "observation", "fen", "truth in P", "|P|", "boards of P"} & set(result.comparisons)
    assert result.json["name"] == "Plays" and "Python object planted.Plays" in result.json["against"]


def test_an_exception_is_an_error_with_the_request_and_the_traceback():
    result = fogproof.diff(FenRaises(), games=3, **QUICK)
    assert result.verdict == "error" and not result.agreed and result.finding is None
    assert result.json["result"] == "protocol-fault"  # as the CLI's --json names it
    for part in ('fen() raised ZeroDivisionError: division by zero', 'request: {"cmd":"fen"}',
                 "the Python traceback:", "in fen", "return 1 / 0"):
        assert part in result.error and part in result.report


def nested(depth):
    value = "a1"
    for _ in range(depth):
        value = [value]
    return value


class Returns(PlainFog):
    """Returns `value` from `method` instead of its answer."""

    def __init__(self, method, value):
        super().__init__()
        setattr(self, method, lambda *args: value)


@pytest.mark.parametrize("method, value, message", [
    ("moves", [b"e2e4"], "moves() returned a value the protocol cannot carry: the value[0] is a bytes"),
    ("moves", "e2e4", "field 'moves' is a string, not an array"),
    ("moves", [1], "a move is not a string: 1"),
    ("vision", {"e4": object()}, "the value[\"e4\"] is an object"),
    ("vision", nested(20), "the value[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0] is nested over 16 levels"),
    ("load", True, "returned True; expected None (done) or a str (the reason it refuses)"),
    ("observation", ["e4"], "observation('w') returned ['e4']; expected a dict with seen, pieces and captured"),
    ("belief_start", True, "belief_start('w', True) returned True; expected None"),
    ("belief", {"size": "3"}, "field 'size' is a string, not a non-negative integer"),
    ("fen", float("nan"), "the value is nan, which JSON cannot carry"),
])
def test_what_the_protocol_cannot_carry_is_an_error(method, value, message):
    result = fogproof.diff(Returns(method, value), games=1, **QUICK)
    assert result.verdict == "error" and message in result.error, result.error


def test_a_value_error_from_load_or_play_is_a_refusal_as_in_python_chess():
    # python-chess refuses a bad FEN or an illegal move by raising ValueError
    # (Board.set_fen, Board.push_uci): an object built on it agrees.
    class RaisesValueError(PlainFog):
        def load(self, fen):
            reason = super().load(fen)
            if reason is not None:
                raise ValueError(reason)

        def play(self, uci):
            reason = super().play(uci)
            if reason is not None:
                raise ValueError(f"illegal uci: {uci!r}")

    result = fogproof.diff(RaisesValueError(), games=4, **QUICK)
    assert result.verdict == "agree", result.report
    assert result.comparisons["refusals"] > 0


def test_another_exception_from_load_is_a_finding_with_its_traceback():
    class RaisesOnLoad(PlainFog):
        def load(self, fen):
            if hasattr(self, "board"):
                raise KeyError("no thanks")
            return super().load(fen)

    result = fogproof.diff(RaisesOnLoad(), games=1, **QUICK)
    assert result.verdict == "error"
    assert "load refuses by returning the reason as a str, or by raising ValueError" in result.error
    assert "raise KeyError" in result.error


def test_a_refused_start_is_a_disagreement():
    class Refuses(Plays):
        def load(self, fen):
            return super().load(fen) if "PPPPPPPP" in fen else "I only play from the standard start"

    result = fogproof.diff(Refuses(), games=30, **QUICK)
    assert result.verdict == "disagree" and result.finding.check.startswith("load")
    assert "I only play from the standard start" in result.report


def test_a_spinning_method_is_stopped_by_the_timeout():
    result = fogproof.diff(SpinsInVision(), games=3, timeout=0.5, **QUICK)
    assert result.verdict == "error"
    assert "vision('w') did not return within the time limit of 0.5 s" in result.error
    assert "fogproof.CallTimeout" in result.error and "while self.board.fullmove >= 3" in result.error
    # Nothing of the timeout is left to go off later in this thread.
    assert sum(range(100000)) == 4999950000


def test_a_call_blocked_in_c_code_is_stopped_when_it_comes_back():
    # time.sleep is C code: the timeout goes off at the first Python
    # instruction after it (or, if the watchdog got no CPU in time, the call
    # is reported as over the limit when it returns).
    result = fogproof.diff(SleepsInVision(), games=3, timeout=0.5, **QUICK)
    assert result.verdict == "error" and "vision('w')" in result.error and "time limit of 0.5 s" in result.error


def test_the_timeout_leaves_quick_methods_alone():
    assert fogproof.diff(PlainFog(), games=3, timeout=5, **QUICK).agreed


def test_a_slow_belief_update_ends_beliefs_for_its_game_not_the_run():
    result = fogproof.diff(SlowOnLargeBelief(), games=12, **QUICK)
    assert result.verdict == "agree", result.report
    slow = result.json["slow_child"]
    assert len(slow) == 1 and slow[0]["size"] > 200 and slow[0]["request"].startswith('{"cmd":"belief"')
    assert slow[0]["cap"] == slow[0]["size"] - 1 and "beliefs ended for a slow child" in result.report
    assert result.games_by_source["random (seed 1)"] == 12


def test_keyboard_interrupt_stops_the_diff():
    class Interrupted(PlainFog):
        def vision(self, colour):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        fogproof.diff(Interrupted(), games=3, **QUICK)


def test_ctrl_c_stops_a_long_diff():
    # SIGINT to the process, as Ctrl-C sends it, during a run of many games.
    timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            fogproof.diff(PlainFog(), games=5000, **QUICK)
    finally:
        timer.cancel()


def test_an_object_without_the_required_methods_is_refused():
    class OnlyMoves:
        def moves(self):
            return []

    with pytest.raises(TypeError, match="has no load, play method"):
        fogproof.diff(OnlyMoves())

    class HalfABelief(PlainFog):
        belief_start = None

    with pytest.raises(TypeError, match="has belief but no belief_start"):
        fogproof.diff(HalfABelief())


@pytest.mark.parametrize("options, message", [
    (dict(reference="stockfish"), "reference must be"),
    (dict(plies=0), "plies must be at least 1"),
    (dict(timeout=0), "timeout must be a positive number"),
])
def test_bad_options_are_refused(options, message):
    with pytest.raises(ValueError, match=message):
        fogproof.diff(PlainFog(), games=1, **{**QUICK, **options})


def test_the_engine_reference_gives_the_same_verdicts():
    assert fogproof.diff(PlainFog(), games=4, reference="engine", **QUICK).agreed
    assert fogproof.diff(NoKnightPromotions(), games=40, reference="engine", **QUICK).finding.check == "moves"


def test_default_sources_are_the_corpora_and_the_shared_games():
    folders = fogproof.default_sources()
    assert [f.split("/")[-1] for f in folders] == ["moves", "belief", "games"]
