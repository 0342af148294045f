"""Seeded games for the review tests: played by the engine's greedy computer player so
that features are completed (and scored) during the game, not only at the end."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from functools import cache
from typing import Any

import pytest

from carc_desktop.ai.levels import choose_move
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game, PlayerInfo
from carc_desktop.engine.record import record_from_game
from carc_desktop.engine.rules import RuleSet

ALL = tuple(sorted(load_all()))
NAMES = ("Ada", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


@cache
def _played(seed: int, players: int, expansions: tuple[str, ...], moves: int | None) -> str:
    import json

    game = Game([PlayerInfo(NAMES[i], COLOURS[i]) for i in range(players)], RuleSet("C3", expansions), seed=seed)
    while not game.finished and (moves is None or len(game.history) < moves):
        game.play(choose_move(game, "greedy", seed=seed))
    return json.dumps(record_from_game(game))


def played_record(seed: int = 5, players: int = 3, expansions: tuple[str, ...] = ALL,
                  moves: int | None = None) -> dict[str, Any]:
    """The record of a seeded game (finished, or stopped after ``moves`` decisions)."""
    import json

    return json.loads(_played(seed, players, expansions, moves))


@pytest.fixture
def all_expansions_record() -> dict[str, Any]:
    return played_record()
