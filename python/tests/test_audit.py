"""fogproof.audit: an engine's logged belief held against P recomputed from
the game, returning what `fogproof audit --json` prints. The logs are
written here the way an engine would write them, from a Belief driven
through the game, so no result is written down by hand."""

import json
import subprocess

import fogproof
import pytest

PLIES = 8
WORKED = "5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29"


def engine_log(record, colour, spelling="xfen", plies=PLIES, small=5000):
    """What an engine tracking P writes per ply: its size, and its boards while small."""
    position = fogproof.Position(record.start_fen)
    belief = fogproof.Belief(colour, position)
    game = record.source.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    rows = []
    for ply, move in enumerate(record.moves[:plies], 1):
        after = position.play(move)
        seen = fogproof.Position.observe(position, after, colour)
        if position.turn == colour:
            belief.after_own_move(move, seen)
        else:
            belief.after_opponent_move(seen)
        row = {"game": game, "ply": ply, "perspective": colour, "p_after": belief.size, "capped": belief.capped}
        if belief.size <= small:
            row["fens"] = [p.fen(spelling) for p in belief]
        rows.append(row)
        position = after
    return rows


def first(result, colour):
    return next(t for t in result["tracks"] if t["perspective"] == colour)["first_divergence"]


def test_an_engine_log_agrees_and_says_the_same_as_the_cli(game_0007, cli, tmp_path):
    record = fogproof.read_records(str(game_0007)).games[0]
    rows = engine_log(record, "w") + engine_log(record, "b")
    assert any(len(r.get("fens", [])) > 100 for r in rows)  # boards are checked, not only sizes
    result = fogproof.audit(str(game_0007), rows)
    assert result["exit_code"] == 0, result
    assert result["verdict"].startswith("OK: ")
    assert result["rows_checked"] == 2 * PLIES

    log = tmp_path / "log.jsonl"
    log.write_text("".join(json.dumps(r) + "\n" for r in rows))
    done = subprocess.run([cli, "audit", str(game_0007), "--log", str(log), "--json"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    from_cli = json.loads(done.stdout)
    from_path = fogproof.audit(game_0007, log)
    for doc in (from_cli, from_path, result):
        for g in doc["games"]:
            g.pop("seconds")
    assert from_cli["games"] == from_path["games"]
    assert from_cli["tracks"] == from_path["tracks"]
    # The where of each row differs (a file line, an index); nothing else does.
    assert {k: v for k, v in result.items() if k != "tracks"} == {k: v for k, v in from_path.items() if k != "tracks"}


def test_replays_own_rows_agree(game_0007):
    rows = fogproof.replay(str(game_0007), max_plies=PLIES, own_observation=False)
    assert all(r["own_observation"] is False for r in rows)
    assert fogproof.audit(game_0007, rows)["exit_code"] == 0


def test_the_incidents_legal_spelling_is_caught_at_ply_one():
    record = fogproof.GameRecord(["g2g4"], start_fen=WORKED, source="worked")
    result = fogproof.audit(record, engine_log(record, "b", spelling="legal"))
    assert result["exit_code"] == 1
    divergence = first(result, "b")
    assert divergence["ply"] == 1
    assert [f["kind"] for f in divergence["findings"]] == ["unsound", "missing"]
    assert divergence["truth_among_lost"] is True
    assert fogproof.audit(record, engine_log(record, "b", spelling="full"))["exit_code"] == 0


def test_a_planted_size_is_caught_at_its_ply(game_0007):
    record = fogproof.read_records(str(game_0007)).games[0]
    rows = engine_log(record, "b", small=0)
    planted = next(r for r in rows if r["ply"] >= 3 and r["p_after"] > 1)
    planted["p_after"] -= 1
    result = fogproof.audit([game_0007], rows)
    divergence = first(result, "b")
    assert divergence["ply"] == planted["ply"]
    assert divergence["findings"][0]["kind"] == "size"
    assert divergence["log_line"] == f"log_rows[{rows.index(planted)}]"
    assert result["games"][0]["first_divergence"] == {"perspective": "b", "own_observation": True, "ply": planted["ply"]}


def test_bad_rows_are_input_errors_naming_their_index(game_0007):
    good = {"game": game_0007.stem, "ply": 1, "perspective": "w", "p_after": 1}
    result = fogproof.audit(game_0007, [good, dict(good, ply=2, fens=3), dict(good, ply=3, fens=[b"bytes"])])
    assert result["exit_code"] == 2
    assert result["input_errors"][0] == 'log_rows[1]: "fens" must be a list of FEN strings, not a number'
    assert result["input_errors"][1].startswith("log_rows[2]: ")
    assert result["rows_checked"] == 1


def test_records_must_exist(tmp_path):
    with pytest.raises(FileNotFoundError):
        fogproof.audit(tmp_path / "missing.jsonl", [])
    with pytest.raises(TypeError):
        fogproof.audit([3], [])
