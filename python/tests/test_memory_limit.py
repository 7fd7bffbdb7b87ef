"""max_memory: an update that would make the process pass it
raises MemoryLimitError naming the ply and |P|, and leaves P as it was;
sizes are read as the CLI reads them."""

import pytest

import fogproof


def first_update(belief):
    start = fogproof.Position()
    belief.after_opponent_move(fogproof.Position.observe(start, start.play("e2e4"), "b"))


def test_an_update_past_the_limit_raises_and_leaves_p_as_it_was():
    belief = fogproof.Belief("b", max_memory=1, threads=2)  # less than the process holds already
    assert belief.max_memory == 1
    with pytest.raises(fogproof.MemoryLimitError) as raised:
        first_update(belief)
    error = raised.value
    assert isinstance(error, MemoryError)
    assert error.ply == 1 and error.size_before == 1 and error.max_memory == 1
    assert "black's belief at ply 1 (|P| = 1 boards before it) would pass the memory limit of 1 B" in str(error)
    assert belief.size == 1 and belief.ply == 0 and fogproof.Position() in belief


def test_an_ample_limit_changes_nothing():
    limited, unlimited = fogproof.Belief("b", max_memory="4G"), fogproof.Belief("b")
    assert limited.max_memory == 4 << 30 and unlimited.max_memory == 0
    first_update(limited)
    first_update(unlimited)
    assert limited.size == 20 and limited.set_hash() == unlimited.set_hash()


@pytest.mark.parametrize("text, expected", [("500M", 500 << 20), ("1.5GiB", 3 << 29), ("123", 123), (0, 0),
                                            (None, 0), (1 << 40, 1 << 40)])
def test_sizes(text, expected):
    assert fogproof.Belief("w", max_memory=text).max_memory == expected


def test_a_share_of_physical_memory():
    assert 0 < fogproof.Belief("w", max_memory="50%").max_memory < fogproof.Belief("w", max_memory="100%").max_memory


@pytest.mark.parametrize("bad, message", [("12X", "unknown unit 'x'"), ("abc", "'abc' is not a memory size"),
                                          ("150%", "at most 100%"), (-1, "0 \\(no limit\\) or more")])
def test_bad_values_are_value_errors(bad, message):
    with pytest.raises(ValueError, match=message):
        fogproof.Belief("w", max_memory=bad)


@pytest.mark.parametrize("bad", [1.5, True, [1]])
def test_other_types_are_type_errors(bad):
    with pytest.raises(TypeError, match="max_memory must be None, an int"):
        fogproof.Belief("w", max_memory=bad)


def test_replay_names_the_game(game_0007):
    with pytest.raises(fogproof.MemoryLimitError, match=r"^game-0007-L-tier1-black: the update of white's belief at ply 1 "):
        fogproof.replay(str(game_0007), max_plies=4, max_memory=1)
    rows = fogproof.replay(str(game_0007), max_plies=4, max_memory="4G")
    assert [r["p_after"] for r in rows] == [r["p_after"] for r in fogproof.replay(str(game_0007), max_plies=4)]
