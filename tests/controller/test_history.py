"""Undo/redo following the record."""

from __future__ import annotations

import random

import pytest

from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import IllegalMoveError, PlaceTile
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import RecordHistory, load_game, save_game

from storage_helpers import all_expansions


def played(history: RecordHistory, n: int, seed: int = 0) -> list:
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
    expansions = all_expansions() if variant == "all" else ()
    history = RecordHistory(Game(3, RuleSet("C3", expansions), seed=9))
    snaps = played(history, 60, seed=4)
    n = len(snaps) - 1
    moves = history.moves
    for k in range(1, n + 1):
        undone = history.undo()
        assert undone == moves[n - k]
        assert history.game.snapshot() == snaps[n - k]
    assert history.undo() is None and not history.can_undo
    assert history.redo_moves == moves
    for k in range(1, n + 1):
        history.redo()
        assert history.game.snapshot() == snaps[k]
    assert history.redo() is None and not history.can_redo


def test_new_decision_drops_redo():
    history = RecordHistory(Game(2, seed=3))
    played(history, 10)
    history.undo()
    history.undo()
    assert history.can_redo and len(history.redo_moves) == 2
    history.play(history.game.legal_moves()[-1])
    assert not history.can_redo and history.redo() is None


def test_illegal_decision_keeps_redo():
    history = RecordHistory(Game(2, seed=3))
    played(history, 6)
    history.undo()
    before = history.game.snapshot()
    with pytest.raises(IllegalMoveError):
        history.play(PlaceTile(900, 900, 0))
    assert history.can_redo and history.game.snapshot() == before


def test_record_follows_undo(tmp_path):
    history = RecordHistory(Game(2, seed=12))
    played(history, 20)
    history.undo()
    history.undo()
    assert len(history.record()["moves"]) == len(history.game.history) == 18
    loaded = load_game(save_game(history.game, tmp_path / "u.carc"))
    assert loaded.snapshot() == history.game.snapshot()


def test_listeners_hear_every_change():
    history = RecordHistory(Game(2, seed=1))
    heard = []
    listener = lambda game, change: heard.append((change, len(game.history)))  # noqa: E731
    history.add_listener(listener)
    played(history, 3)
    history.undo()
    history.redo()
    history.reset(Game(2, seed=2))
    assert heard == [("play", 1), ("play", 2), ("play", 3), ("undo", 2), ("redo", 3), ("reset", 0)]
    history.remove_listener(listener)
    history.play(history.game.legal_moves()[0])
    assert len(heard) == 6


def test_failing_listener_does_not_cancel_the_move():
    history = RecordHistory(Game(2, seed=1))

    def broken(game, change):
        raise RuntimeError("boom")

    history.add_listener(broken)
    history.play(history.game.legal_moves()[0])
    assert len(history.game.history) == 1


def test_undo_and_redo_to_a_human_decision():
    """Player 0 is human, player 1 a computer: undo skips back over the computer's moves."""
    history = RecordHistory(Game(2, seed=6))
    game = history.game
    played(history, 9, seed=1)
    while game.decider != 0:
        history.play(game.legal_moves()[0])
    at_human = game.snapshot()
    count = len(game.history)
    undone = history.undo_to_decider({0})
    assert undone and game.decider == 0 and len(game.history) == count - len(undone)
    assert all(m is not None for m in undone)
    events = history.redo_to_decider({0})
    assert isinstance(events, list) and game.decider == 0
    # Redo stops at the next human decision, which may come before the redo stack is empty.
    while history.can_redo:
        history.redo_to_decider({0})
    assert game.snapshot() == at_human


def test_reset_drops_redo():
    history = RecordHistory(Game(2, seed=1))
    played(history, 4)
    history.undo()
    history.reset(Game(2, seed=5))
    assert not history.can_redo and not history.can_undo
