"""Fixtures for the controller tests (QtCore, offscreen): a private data folder, and
controllers whose computer players answer at once."""

from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from carc_desktop.controller import GameController  # noqa: E402
from carc_desktop.controller.ai_worker import first_legal_move  # noqa: E402
from carc_desktop.controller.game_controller import PlayerSetup  # noqa: E402
from carc_desktop.storage import Storage  # noqa: E402

NAMES = ("Ada", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


@pytest.fixture
def storage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Storage:
    monkeypatch.setenv("CARC_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    return Storage(tmp_path / "data")


def seats(n: int = 2, computer: tuple[int, ...] = ()) -> list[PlayerSetup]:
    return [PlayerSetup(NAMES[i], COLOURS[i], i in computer) for i in range(n)]


@pytest.fixture
def make_controller(qtbot):  # type: ignore[no-untyped-def]
    made: list[GameController] = []

    def make(storage: Storage | None = None) -> GameController:
        c = GameController(choose_move=first_legal_move, storage=storage)
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()


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
