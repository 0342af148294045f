"""Fixtures for the games-in-the-app tests (pytest-qt, offscreen): a private data folder
and QSettings file for every test, controllers that autosave there, windows with the shell."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import Storage

NAMES = ("Ada", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")
BASE = RuleSet("C3", ())


@pytest.fixture
def storage(tmp_path) -> Storage:  # type: ignore[no-untyped-def]
    return Storage(tmp_path / "data")


def seats(n: int = 2, computer: tuple[int, ...] = (), level: str = "normal") -> list[PlayerSetup]:
    return [PlayerSetup(NAMES[i], COLOURS[i], i in computer, level) for i in range(n)]


def make_controller(qtbot, storage=None) -> GameController:  # type: ignore[no-untyped-def]
    """Computer players answer at once with the first legal move; with ``storage``, every
    game autosaves there."""
    return GameController(choose_move=first_legal_move, storage=storage)


def make_window(qtbot, controller, storage=None):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow, around_board, install_around_board

    w = MainWindow(controller)
    qtbot.addWidget(w)
    if storage is not None:  # the storage is the controller's
        controller.files.set_storage(storage)
    install_around_board(w, controller)
    scene = getattr(w.board, "board", None)
    if scene is not None:
        scene.animations_enabled = False
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    a = around_board(w)
    assert a is not None
    return w, a


def drive(controller: GameController, seed: int, moves: int, qtbot=None) -> int:  # type: ignore[no-untyped-def]
    """Play up to ``moves`` random legal decisions of the people (waiting for the
    computers in between when ``qtbot`` is given). Returns how many were played."""
    rng = random.Random(seed)
    played = 0
    for _ in range(moves):
        if qtbot is not None:
            qtbot.waitUntil(lambda: controller.game.finished or controller.human_to_move, timeout=5000)
        if controller.game.finished:
            break
        assert controller.choose(rng.choice(controller.legal_moves()))
        played += 1
    return played
