"""belief_contains reads every board P can hold, the true board once a
king was captured included (a coverage-guided search sent one, and the
engine's FEN reader, which refuses a kingless start, raised)."""


def test_the_true_board_after_a_king_capture_is_in_p(engine):
    assert engine.load("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1") is None
    engine.belief_start("w", True)
    assert engine.play("e7e8") is None
    assert engine.belief_contains("w", [engine.fen()]) == [True]


def test_a_kingless_start_is_still_refused(engine):
    assert "king" in engine.load("8/4Q3/8/8/8/8/8/4K3 w - - 0 1")
