"""plain_fog against fogproof's reference, in process: the same lockstep
games, comparisons and minimized report as `fogproof diff`."""
import fogproof


def test_agrees_with_the_reference_on_random_games(engine):
    # Seeded random games favour double pushes, en passant, castling and
    # promotions; 40 of them meet the incident's position within seconds.
    # targeted=0: the generators built for rare clauses are the default run's
    # (fogproof diff); here they would make the suite four times as slow.
    result = fogproof.assert_agrees(engine, games=40, sources=[], targeted=0, plies=40, minimize_seconds=20)
    assert result.games_by_source["random (seed 1)"] == 40 and result.comparisons["truth in P"] > 0


def test_agrees_on_the_worked_example(engine, tmp_path):
    # Rules section 6: g2g4 beside Black's f4 pawn while Black's king is in
    # check; that game alone (targeted=0).
    game = tmp_path / "worked-example.uci"
    game.write_text("position fen 5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29 moves g2g4 f4g3\n")
    fogproof.assert_agrees(engine, games=0, sources=[str(tmp_path)], targeted=0, minimize_seconds=20)
