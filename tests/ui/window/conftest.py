"""Fixtures for the tests of everything around the board (pytest-qt, offscreen).

Every test gets its own QSettings file and storage folder, so nothing leaks into the
user's real settings or saves.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game, PlayerInfo
from carc_desktop.engine.rules import RuleSet

ALL = tuple(sorted(load_all()))
NAMES = ("Ada", "Bob", "Cleo", "Dan", "Eve", "Finn")
COLOURS = ("red", "blue", "green", "yellow", "black", "grey")


@pytest.fixture
def ini(tmp_path):  # type: ignore[no-untyped-def]
    """A private QSettings file."""
    return QSettings(str(tmp_path / "test.ini"), QSettings.Format.IniFormat)


def seats(n: int, computer: tuple[int, ...] = ()) -> list[PlayerSetup]:
    return [PlayerSetup(NAMES[i], COLOURS[i], i in computer, "normal") for i in range(n)]


def play_random(game: Game, seed: int, moves: int | None = None) -> Game:
    """Random legal moves (seeded) until the end, or ``moves`` of them."""
    rng = random.Random(seed)
    n = 0
    while not game.finished and (moves is None or n < moves):
        game.play(rng.choice(game.legal_moves()))
        n += 1
    return game


def new_game(n: int = 3, seed: int = 1, expansions: tuple[str, ...] = ALL, edition: str = "C3") -> Game:
    return Game([PlayerInfo(NAMES[i], COLOURS[i]) for i in range(n)], RuleSet(edition, expansions), seed=seed)


@pytest.fixture
def controller(qtbot):  # type: ignore[no-untyped-def]
    """A controller whose computer players answer at once with the first legal move."""
    c = GameController(choose_move=first_legal_move)
    yield c
    c.close()


def drive(controller: GameController, seed: int, moves: int) -> None:
    """Play ``moves`` random legal decisions through the controller (people only)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if controller.game.finished:
            return
        assert controller.choose(rng.choice(controller.legal_moves()))


def play_to_the_end_in_a_window(qtbot, controller: GameController, seed: int = 41):  # type: ignore[no-untyped-def]
    """A real main window (slow reveal, 1200x800) on a three-player game with every
    expansion, played to its end through the controller; returns the window."""
    from carc_desktop.ui.window.main_window import MainWindow

    controller.new_game(seats(3), RuleSet("C3", ALL), seed)
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.settings.setValue("ui/animation_speed", "slow")
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    drive(controller, seed, 10_000)
    assert controller.game.finished
    return w
