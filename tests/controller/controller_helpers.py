"""Helpers shared by the controller tests: seats and play loops."""

from __future__ import annotations

import random

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup

NAMES = ("Ada", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


def seats(n: int = 2, computer: tuple[int, ...] = ()) -> list[PlayerSetup]:
    return [PlayerSetup(NAMES[i], COLOURS[i], i in computer) for i in range(n)]


def play_people(controller: GameController, qtbot, count: int, seed: int = 0) -> int:  # type: ignore[no-untyped-def]
    """Play ``count`` random decisions of the people, letting the computers answer between."""
    rng = random.Random(seed)
    played = 0
    for _ in range(count):
        qtbot.waitUntil(lambda: controller.game.finished or controller.human_to_move, timeout=5000)
        if controller.game.finished:
            break
        assert controller.choose(rng.choice(controller.legal_moves()))
        played += 1
    return played
