"""The example engine's own pytest suite (python/examples/plain_fog/tests)
catches the incident: with the `legal` spelling (python-chess's
Board.fen()) it fails, and the failure is fogproof's minimized report,
showing the en passant square that the spelling drops. (CTest runs the
suite with the canonical spelling as python_example_plain_fog, where it
passes.)"""
import pathlib
import subprocess
import sys

SUITE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "plain_fog" / "tests"


def test_the_suite_fails_with_the_legal_spelling(python_env):
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(SUITE),
                          "--spelling", "legal", "-k", "random_games"],
                         capture_output=True, text=True, env=python_env, timeout=600)
    out = run.stdout
    assert run.returncode == 1, out + run.stderr
    assert "1 failed" in out and "AssertionError" in out
    assert "fogproof diff: plain_fog (legal) DISAGREES with the oracle" in out
    assert "minimized to" in out
    # The minimized report shows the square: the reference's FEN has it, the engine's lacks it.
    assert "lacks the true board" in out or "the position (canonical en passant square" in out
