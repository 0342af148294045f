"""Helpers shared by the storage tests: seeded random games."""

from __future__ import annotations

import random
from pathlib import Path

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet


def all_expansions() -> tuple[str, ...]:
    """Every expansion the engine has right now (others are adding them)."""
    return tuple(sorted(load_all()))


def random_game(seed: int, expansions: tuple[str, ...] = (), max_decisions: int | None = None,
                players: int | None = None) -> Game:
    """A game of random legal decisions: ``max_decisions`` of them, or to the end."""
    rng = random.Random(seed)
    game = Game(players or rng.randint(2, 6), RuleSet(rng.choice(("C2", "C3")), expansions), seed=seed)
    while game.phase != "over" and (max_decisions is None or len(game.history) < max_decisions):
        game.play(rng.choice(game.legal_moves()))
    return game


def temp_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.name.endswith(".tmp"))
