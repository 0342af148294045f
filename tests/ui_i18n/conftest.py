"""Fixtures for the run-time language tests of the real window (pytest-qt, offscreen):
compiled translations, a private data folder and QSettings file, English before and after."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox  # noqa: E402

from carc_desktop import i18n  # noqa: E402
from carc_desktop.controller import GameController  # noqa: E402
from carc_desktop.controller.ai_worker import first_legal_move  # noqa: E402
from carc_desktop.controller.game_controller import PlayerSetup  # noqa: E402
from carc_desktop.engine.rules import RuleSet  # noqa: E402
from carc_desktop.storage import Storage  # noqa: E402


@pytest.fixture(scope="session")
def german(qapp) -> None:  # type: ignore[no-untyped-def]
    """Compile the translations that are missing or older than their .ts (as tools/test.sh does)."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools" / "i18n.py"), "build"], capture_output=True, text=True)
    assert done.returncode == 0, f"cannot compile the translations: {done.stderr}"
    assert (root / "carc_desktop" / "translations" / "carc_desktop_de.qm").is_file()


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, qapp):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("CARC_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    i18n.uninstall(qapp)
    yield tmp_path / "settings"
    for top in QApplication.topLevelWidgets():
        if isinstance(top, (QDialog, QMessageBox)) and top.isVisible():
            top.done(0)
    i18n.uninstall(qapp)
    QApplication.processEvents()
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


def settle() -> None:
    for _ in range(3):  # LanguageChange is posted to the application, then to every window
        QApplication.processEvents()


@pytest.fixture
def window(qtbot, tmp_path, german):  # type: ignore[no-untyped-def]
    from carc_desktop import app as app_module
    from carc_desktop.ui.main_window import around_board

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
