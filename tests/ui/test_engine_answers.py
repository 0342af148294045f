"""Controller and UI take their answers from the engine (check, copy, preview, value_now)."""

from __future__ import annotations

import random

from carc_desktop.controller.history import UndoHistory
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import PlaceTile
from carc_desktop.engine.record import game_from_record, record_from_game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.texts.error_text import refusal_text
from carc_desktop.ui.play.feature_info import PlacementPreview


def _refusal(controller, qtbot, x: int, y: int, r: int) -> str:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(controller.illegal_move, timeout=1000) as signal:
        assert not controller.place_tile(x, y, r)
    return str(signal.args[0])


def test_a_refused_placement_says_the_engines_reason(controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    game = controller.game
    assert controller.phase == "place"
    assert _refusal(controller, qtbot, 0, 0, 0) == "That cell is already taken."
    assert _refusal(controller, qtbot, 40, 40, 0) == "A tile must touch a tile already on the board."
    tile = game.tile
    hints = 0
    for cell, pattern in sorted(game.board.frontier.items()):
        fitting = tile.rotations_fitting(pattern)
        for r in range(4):
            if r in fitting:
                continue
            text = _refusal(controller, qtbot, cell.x, cell.y, r)
            refusal = game.check(PlaceTile(cell.x, cell.y, r))
            assert refusal is not None and refusal.code == "edge_mismatch"
            if fitting:
                assert text == "The tile does not fit there this way round: rotate it (R)."
                hints += 1
            else:
                assert text == refusal_text(refusal)
    assert hints


def test_undo_history_knows_a_loaded_games_past_without_having_seen_it() -> None:
    game = Game(2, RuleSet("C3", ("traders_and_builders",)), seed=4)
    rng = random.Random(4)
    states = {0: (game.bag_pos, game.decider)}
    for _ in range(40):
        game.play(rng.choice(game.legal_moves()))
        states[len(game.history)] = (game.bag_pos, game.decider)
    loaded = game_from_record(record_from_game(game))
    before = loaded.snapshot()
    for k in sorted(states):
        assert UndoHistory(loaded)._fact(k) == states[k]  # learnt from a copy walked back
    assert loaded.snapshot() == before


def test_placement_preview_is_the_engines_preview() -> None:
    game = Game(2, seed=11)
    rng = random.Random(11)
    preview = PlacementPreview()
    found = 0
    while not game.finished and found < 3:
        if game.phase == "place":
            before = game.snapshot()
            for move in game.legal_moves():
                points = preview.points(game, move)
                assert game.snapshot() == before
                if points:
                    copy = game.copy()
                    scores = list(copy.scores)
                    copy.play(move)
                    copy.play(next(m for m in copy.legal_moves() if m.type == "skip"))
                    assert points == {p: s - scores[p] for p, s in enumerate(copy.scores) if s != scores[p]}
                    found += 1
                    break
        game.play(rng.choice(game.legal_moves()))
    assert found == 3
