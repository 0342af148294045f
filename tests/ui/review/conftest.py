"""Seeded games for the review tests: played by the engine's greedy computer player so
that features are completed (and scored) during the game, not only at the end."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from functools import lru_cache  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402

from carc_desktop.ai.levels import choose_move  # noqa: E402
from carc_desktop.engine.expansions import load_all  # noqa: E402
from carc_desktop.engine.game import Game, PlayerInfo  # noqa: E402
from carc_desktop.engine.record import record_from_game  # noqa: E402
from carc_desktop.engine.rules import RuleSet  # noqa: E402

ALL = tuple(sorted(load_all()))
NAMES = ("Ada", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


@lru_cache(maxsize=None)
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
