"""Fixtures for the run-time language tests of the real window (pytest-qt, offscreen); the
private data folder and settings, English before and after, come from tests/ui/conftest.py."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import Storage


def settle() -> None:
    for _ in range(3):  # LanguageChange is posted to the application, then to every window
        QApplication.processEvents()


@pytest.fixture
def window(qtbot, tmp_path, german):  # type: ignore[no-untyped-def]
    from carc_desktop import app as app_module
    from carc_desktop.ui.window.main_window import around_board

    controller = GameController(choose_move=first_legal_move)
    w = app_module.create_window(controller, storage=Storage(tmp_path / "data"))
    qtbot.addWidget(w)
    w.board.board.animations_enabled = False
    controller.new_game([PlayerSetup("Ada", "red"), PlayerSetup("Bob", "blue")], RuleSet("C3", ()), 11)
    rng = random.Random(3)
    game = controller.game
    while not any(e.type == "score" for e in game.events):  # entries for the score log
        assert not game.finished
        assert controller.choose(rng.choice(controller.legal_moves()))
    w.show()
    qtbot.waitExposed(w)
    around = around_board(w)
    assert around is not None
    yield w, around
    controller.close()
