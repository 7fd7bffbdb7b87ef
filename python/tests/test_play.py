"""Games under the referee with a Python player, and the example bot."""

import json
import pathlib
import runpy
import subprocess
import sys

import pytest

import fogproof

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "sampling_bot.py"


class FirstMove:
    """Plays its first legal move and remembers what it was told."""

    name = "first-move"

    def __init__(self):
        self.colour = None
        self.observations = 0

    def reset(self, colour, start):
        self.colour = colour
        assert start == fogproof.Position()

    def choose(self, moves):
        return moves[0]

    def observe_own_move(self, move, observation):
        self.observations += 1

    def observe_opponent_move(self, observation):
        self.observations += 1


def test_python_player_against_the_builtin_random_player(tmp_path):
    player = FirstMove()
    game = fogproof.play_game(player, fogproof.random_player(seed=7), max_plies=60)
    assert game.players == ["first-move", "random"] and player.colour == "w"
    assert player.observations == len(game.moves) > 0
    path = tmp_path / "game.jsonl"
    path.write_text(fogproof.write_jsonl(game.record("python-test")))
    read = fogproof.read_records(str(path))
    assert read.errors == [] and read.games[0].moves == game.moves


def test_a_player_that_cheats_is_stopped():
    class Cheat:
        def choose(self, moves):
            return "e2e5"

    with pytest.raises(ValueError, match="chose 'e2e5', which is not one of its legal moves"):
        fogproof.play_game(Cheat(), fogproof.random_player())
    with pytest.raises(TypeError):
        fogproof.play_game(object(), fogproof.random_player())


def test_records_round_trip_through_python(game_0007):
    read = fogproof.read_records(str(game_0007))
    record = read.games[0]
    assert record.error is None and len(record.moves) > 20
    rebuilt = fogproof.GameRecord(record.moves, start_fen=record.start_fen, result=record.result)
    assert fogproof.write_uci(rebuilt).split()[2:] == record.moves
    with pytest.raises(ValueError, match="e7e4: not a legal fog move"):
        fogproof.GameRecord(["e2e4", "e7e4"])


def test_example_bot_plays_a_game_and_writes_a_record(tmp_path):
    out = tmp_path / "bot.jsonl"
    done = subprocess.run([sys.executable, str(EXAMPLE), "--seed", "3", "--max-plies", "40", "--out", str(out)],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    read = fogproof.read_records(str(out))
    assert read.errors == [] and len(read.games) == 1
    game = read.games[0]
    assert game.tags["roomId"] == "sampling-bot-3"
    assert 0 < len(game.moves) <= 40
