"""The example engine's own pytest suite (python/examples/plain_fog/tests)
catches the incident: with the `legal` spelling (python-chess's
Board.fen()) it fails, and each failure shows the en passant square that
the spelling drops: fogproof's minimized report from assert_agrees, and
Hypothesis's shrunk example from the belief property. (CTest runs the
suite with the canonical spelling as python_example_plain_fog, where it
passes.)"""
import pathlib
import re
import subprocess
import sys

SUITE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "plain_fog" / "tests"


def test_the_suite_fails_on_the_incident_with_the_legal_spelling(python_env):
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(SUITE),
                          "--spelling", "legal"], capture_output=True, text=True, env=python_env, timeout=600)
    out = run.stdout
    assert run.returncode == 1, out + run.stderr
    assert re.search(r"FAILED .*test_agrees_with_the_reference_on_random_games", out)
    assert re.search(r"FAILED .*test_agrees_on_the_worked_example", out)
    assert re.search(r"FAILED .*test_my_belief_keeps_the_truth_after_a_double_push", out)
    # Those three and no other: the rest of the suite holds in any spelling.
    assert re.search(r"^3 failed, \d+ passed", out, re.MULTILINE)
    # assert_agrees: the minimized scenario, whose true board has an en passant
    # square that the engine's board of P lacks.
    report = re.search(r"AssertionError: \n.*?plain_fog \(legal\) DISAGREES with the oracle: \d+ distinct finding.*?minimized to \d+ plies",
                       out, re.S)
    assert report, out
    truth = re.search(r"true board (\S+ [wb] \S+ ([a-h][36]) \d+ \d+)\)", out)
    assert truth, out
    without_square = truth.group(1).replace(f" {truth.group(2)} ", " - ")
    assert f"lacks the true board; it holds {without_square}" in out
    # Hypothesis: the shrunk example, a start with an en passant square, and P holding it without.
    assert re.search(r"P of [wb] lost the true board \S+ [wb] \S+ [a-h][36] \d+ \d+ at ply", out)
    assert "Falsifying example" in out
