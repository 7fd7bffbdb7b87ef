"""fogproof.serve: the same object as a protocol child (docs/protocol.md).
Under `fogproof diff --against` it gives the verdicts fogproof.diff gives
in process, because both go through one mapping from requests to calls."""
import io
import json
import pathlib
import subprocess
import sys

import pytest

import fogproof
from planted import PlainFog

HERE = pathlib.Path(__file__).resolve().parent


def served(impl, *requests):
    """The replies of serve() to the request lines, and what it wrote on stderr."""
    lines = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests)
    replies, errors = io.BytesIO(), io.StringIO()
    status = fogproof._fogproof._serve(impl, io.BytesIO(lines.encode()), replies, errors)
    return status, [json.loads(line) for line in replies.getvalue().decode().splitlines()], errors.getvalue()


def test_the_protocol_in_lines():
    status, replies, errors = served(
        PlainFog(), {"cmd": "hello"}, {"cmd": "load", "fen": "8/8/8/8/8/8/8/K6k w - - 0 1"}, {"cmd": "moves"},
        {"cmd": "play", "move": "a1a2"}, {"cmd": "observation", "colour": "b"}, {"cmd": "load", "fen": "nonsense"},
        "not json", {"cmd": "castle"}, {"cmd": "vision"}, {"cmd": "quit"}, {"cmd": "moves"})
    assert status == 0 and errors == ""
    assert replies[0] == {"name": "plain_fog (xfen)", "protocol": 1,
                          "supports": ["fen", "moves", "vision", "play", "observation", "belief", "belief_contains",
                                       "belief_sample"]}
    assert replies[1] == {"ok": True}
    assert replies[2] == {"moves": ["a1a2", "a1b1", "a1b2"]}
    assert replies[3] == {"ok": True}
    assert replies[4] == {"seen": ["g1", "h1", "g2", "h2"], "pieces": {"h1": "k"}, "captured": None}
    assert replies[5] == {"error": "a FEN has 6 fields, not 1"}
    assert replies[6] == {"error": "not a JSON object"}
    assert replies[7] == {"error": "unknown command"}
    assert replies[8]["error"].startswith("bad request:")
    assert len(replies) == 9  # nothing after quit


def test_an_exception_ends_serve_with_the_traceback():
    class Raises(PlainFog):
        def moves(self):
            raise RuntimeError("out of moves")

    status, replies, errors = served(Raises(), {"cmd": "hello"}, {"cmd": "moves"}, {"cmd": "moves"})
    assert status == 1 and len(replies) == 1
    assert "RuntimeError: out of moves" in errors
    assert errors.rstrip().endswith('fogproof.serve: moves() raised RuntimeError: out of moves\n  request: {"cmd": "moves"}')


def run_cli(cli, env, against, *options):
    run = subprocess.run([cli, "diff", "--against", against, "--json", *options], capture_output=True, text=True,
                         env=env, cwd=HERE, timeout=600)
    return run.returncode, json.loads(run.stdout) if run.stdout.strip() else None, run.stderr


@pytest.fixture
def quick(tmp_path):
    """The same small run both ways: 20 random games, one game of each targeted
    generator, and an empty corpus folder (the CLI needs one)."""
    empty = tmp_path / "no-games"
    empty.mkdir()
    return (dict(games=20, targeted=1, sources=[str(empty)], plies=30, minimize_seconds=20),
            ["--games", "20", "--targeted", "1", "--corpus", str(empty), "--plies", "30", "--minimize-seconds", "20"])


def test_the_cli_and_the_diff_in_process_agree_on_the_example(cli, python_env, quick):
    options, cli_options = quick
    code, doc, stderr = run_cli(cli, python_env, f"{sys.executable} -m plain_fog --spelling xfen", *cli_options)
    in_process = fogproof.diff(PlainFog(), **options)
    assert code == 0 and doc["result"] == "agree" and in_process.verdict == "agree", stderr
    assert doc["plies"] == in_process.plies and doc["comparisons"] == in_process.comparisons


def test_a_planted_fault_gives_the_same_finding_both_ways(cli, python_env, quick, tmp_path):
    from planted import NoKnightPromotions

    options, cli_options = quick
    code, doc, stderr = run_cli(cli, python_env, f"{sys.executable} planted.py NoKnightPromotions", *cli_options,
                                "--out", str(tmp_path / "scenario.json"))
    in_process = fogproof.diff(NoKnightPromotions(), **options)
    assert code == 1 and doc["result"] == "disagree" and in_process.verdict == "disagree", stderr
    assert doc["found_in"] == in_process.finding.found_in
    assert doc["found_at_ply"] == in_process.finding.found_at_ply
    assert doc["minimized"]["report"]["failure"]["check"] == in_process.finding.check == "moves"
    assert doc["minimized"]["plies"] == in_process.finding.minimized_plies


def test_an_exception_is_a_fault_both_ways(cli, python_env, quick):
    from planted import FenRaises

    options, cli_options = quick
    code, doc, stderr = run_cli(cli, python_env, f"{sys.executable} planted.py FenRaises", *cli_options)
    in_process = fogproof.diff(FenRaises(), **options)
    assert code == 2 and doc["result"] == "protocol-fault" and in_process.verdict == "error"
    assert "ZeroDivisionError" in stderr and "ZeroDivisionError" in in_process.error


def test_prints_of_the_object_go_to_stderr(python_env):
    script = ("import fogproof, plain_fog\n"
              "class Chatty(plain_fog.PlainFog):\n"
              "    def moves(self):\n"
              "        print('thinking...')\n"
              "        return super().moves()\n"
              "fogproof.serve(Chatty())\n")
    run = subprocess.run([sys.executable, "-c", script], input='{"cmd":"moves"}\n{"cmd":"quit"}\n',
                         capture_output=True, text=True, env=python_env, timeout=60)
    assert run.returncode == 0 and "thinking..." in run.stderr
    assert json.loads(run.stdout)["moves"][0] == "a2a3"


def test_serve_refuses_an_object_without_the_required_methods():
    with pytest.raises(TypeError, match="has no load, moves, play method"):
        fogproof.serve(object())
