"""Fixtures for the UI tests (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules

SEED = 20261130


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch, qapp):  # type: ignore[no-untyped-def]
    """Every UI test gets its own data folder and settings file (never the user's), starts
    in English and leaves no dialog or translator behind."""
    monkeypatch.setenv("CARC_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    # What carc-desktop's start switches on (app.run) stays with the test that started it.
    from carc_desktop.ui.board import art
    from carc_desktop.ui.window import dialog_openers

    for module, flag in ((art, "BOARD_PAINTS_LATER"), (art, "FIGURES_PAINT_LATER"), (dialog_openers, "REVIEW_AHEAD")):
        monkeypatch.setattr(module, flag, getattr(module, flag))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    i18n.uninstall(qapp)
    yield tmp_path / "settings"
    for top in QApplication.topLevelWidgets():
        if isinstance(top, (QDialog, QMessageBox)) and top.isVisible():
            top.done(0)
    i18n.uninstall(qapp)  # a test that switched the language leaves English behind
    QApplication.processEvents()
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


@pytest.fixture(scope="session")
def german(compiled_translations) -> None:  # type: ignore[no-untyped-def]
    """The compiled translations the language tests switch to."""
    assert not compiled_translations, compiled_translations


@pytest.fixture
def controller(qtbot):  # type: ignore[no-untyped-def]
    c = GameController()
    c.new_game(default_players(2), default_rules(), SEED)
    yield c
    c.close()


@pytest.fixture
def window(qtbot, controller):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    w = MainWindow(controller)
    w.board.board.animations_enabled = False
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.board.zoom_to_fit()
    QApplication.processEvents()
    yield w
    controller.close()


def send_drag(view, mime: QMimeData, pos: QPoint) -> QDropEvent:  # type: ignore[no-untyped-def]
    """Enter, move and drop ``mime`` at viewport position ``pos`` (QDrag.exec does nothing offscreen)."""
    vp = view.viewport()
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    start = QPoint(5, 5)
    enter = QDragEnterEvent(start, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, enter)
    assert enter.isAccepted(), "the board refused our MIME data on drag enter"
    move = QDragMoveEvent(pos, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, move)
    drop = QDropEvent(QPointF(pos), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, drop)
    return drop
