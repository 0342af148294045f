"""Undo/redo following the record."""

from __future__ import annotations

import random

import pytest

from carc_desktop.controller.history import UndoHistory
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import IllegalMoveError, PlaceTile
from carc_desktop.engine.record import record_from_game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import load_game, save_game


def played(history: UndoHistory, n: int, seed: int = 0) -> list:
    rng = random.Random(seed)
    snapshots = [history.game.snapshot()]
    for _ in range(n):
        if history.game.phase == "over":
            break
        history.play(rng.choice(history.game.legal_moves()))
        snapshots.append(history.game.snapshot())
    return snapshots


@pytest.mark.parametrize("variant", ["none", "all"])
def test_undo_redo_restores_exact_states(variant):
    expansions = tuple(sorted(load_all())) if variant == "all" else ()
    history = UndoHistory(Game(3, RuleSet("C3", expansions), seed=9))
    snaps = played(history, 60, seed=4)
    n = len(snaps) - 1
    moves = history.moves
    for k in range(1, n + 1):
        undone = history.undo()
        assert undone == moves[n - k]
        assert history.game.snapshot() == snaps[n - k]
    assert history.undo() is None and not history.game.history
    assert history.redo_moves == moves
    for k in range(1, n + 1):
        history.redo()
        assert history.game.snapshot() == snaps[k]
    assert history.redo() is None and not history.can_redo


def test_new_decision_drops_redo():
    history = UndoHistory(Game(2, seed=3))
    played(history, 10)
    history.undo()
    history.undo()
    assert history.can_redo and len(history.redo_moves) == 2
    history.play(history.game.legal_moves()[-1])
    assert not history.can_redo and history.redo() is None


def test_illegal_decision_keeps_redo():
    history = UndoHistory(Game(2, seed=3))
    played(history, 6)
    history.undo()
    before = history.game.snapshot()
    with pytest.raises(IllegalMoveError):
        history.play(PlaceTile(900, 900, 0))
    assert history.can_redo and history.game.snapshot() == before


def test_record_follows_undo(tmp_path):
    history = UndoHistory(Game(2, seed=12))
    played(history, 20)
    history.undo()
    history.undo()
    assert len(record_from_game(history.game)["moves"]) == len(history.game.history) == 18
    loaded = load_game(save_game(history.game, tmp_path / "u.carc"))
    assert loaded.snapshot() == history.game.snapshot()


def test_undo_to_and_redo_to_a_human_decision():
    """Player 0 is human, player 1 a computer: undo skips back over the computer's moves."""
    history = UndoHistory(Game(2, seed=6))
    game = history.game
    played(history, 9, seed=1)
    while game.decider != 0:
        history.play(game.legal_moves()[0])
    at_human = game.snapshot()
    count = len(game.history)
    target, why = history.undo_target(lambda p: p == 1, casual=True)
    assert why == "" and target is not None and target < count
    undone = history.undo_to(target)
    assert game.decider == 0 and len(game.history) == count - len(undone) == target
    history.redo_to_decider(lambda p: p == 0)
    assert game.decider == 0
    while history.can_redo:  # redo stops at each human decision on the way
        history.redo_to_decider(lambda p: p == 0)
    assert game.snapshot() == at_human
