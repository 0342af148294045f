"""Undo and preview put every dict back in its order (D5): after them the game iterates its
figures and its frontier exactly as a replay of the same decisions does, so the events
that follow come out in the same order."""

from __future__ import annotations

import random

import pytest

from carc_desktop.engine import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.journal import Journal
from carc_desktop.engine.rules import RuleSet


def _orders(game: Game) -> tuple[list, list]:
    return list(game.figure_at), list(game.board.frontier)


def test_a_deleted_key_goes_back_to_its_place() -> None:
    j = Journal()
    d = {"a": 1, "b": 2, "c": 3}
    mark = j.mark()
    j.delitem(d, "a")
    j.delitem(d, "c")
    j.setitem(d, "a", 9)
    j.rollback(mark)
    assert list(d.items()) == [("a", 1), ("b", 2), ("c", 3)]


@pytest.mark.parametrize("seed", range(6))
def test_undo_and_preview_keep_the_order_of_a_replay(seed: int) -> None:
    expansions = tuple(sorted(load_all()))
    rng = random.Random(seed)
    game = Game(2 + seed % 4, RuleSet("C3", expansions), seed=seed)
    replay = Game(2 + seed % 4, RuleSet("C3", expansions), seed=seed)
    steps = 0
    while not game.finished and steps < 160:
        moves = game.legal_moves()
        for other in rng.sample(moves, min(3, len(moves))):  # looked at, then not played
            game.preview(other)
        move = rng.choice(moves)
        if rng.random() < 0.3:  # played, taken back, played again
            game.play(move)
            game.undo()
        assert _orders(game) == _orders(replay)
        assert game.play(move) == replay.play(move)
        steps += 1
    assert _orders(game) == _orders(replay)
