"""The application: QApplication, the window icon, the main window and a first game."""

from __future__ import annotations

import logging
import sys
from importlib import resources
from typing import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController, PlayerSetup, default_rules
from carc_desktop.controller.game_controller import default_players

log = logging.getLogger(__name__)
APP_NAME = "carc-desktop"
ORG_NAME = "carc_desktop"


def app_icon() -> QIcon:
    """The window icon from ``carc_desktop/resources/icon.png`` (empty if it is missing)."""
    try:
        path = resources.files("carc_desktop.resources").joinpath("icon.png")
        if path.is_file():
            return QIcon(str(path))
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    return QIcon()


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (the existing one if there is one, e.g. under pytest-qt)."""
    app = QApplication.instance()
    if app is None:
        QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORG_NAME)
    app.setApplicationDisplayName(QCoreApplication.translate("App", "Carcassonne"))
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    try:  # translations (carc_desktop.i18n), when that module is there
        from carc_desktop import i18n
    except ImportError:
        pass
    else:
        try:
            i18n.install(app)
        except Exception:  # a broken translation must not stop the game
            log.exception("could not install the translations")
    return app  # type: ignore[return-value]


def create_window(controller: GameController, around: bool = True):  # type: ignore[no-untyped-def]
    """The main window; with ``around``, also what ``ui.shell`` adds around the board
    (scoreboard, score log, full menus, dialogs) when that module is there."""
    from carc_desktop.ui.main_window import MainWindow

    window = MainWindow(controller)
    if around:
        try:
            from carc_desktop.ui.shell import install_around_board
        except ImportError:
            pass
        else:
            try:
                install_around_board(window, controller)
            except Exception:
                log.exception("could not install the panels around the board")
    icon = app_icon()
    if not icon.isNull():
        window.setWindowIcon(icon)
    return window


def start_default_game(controller: GameController, seed: int | None = None,
                       players: Sequence[PlayerSetup] | None = None) -> None:
    """A two-player hotseat game with every expansion the engine has."""
    controller.new_game(list(players) if players else default_players(2), default_rules(), seed)


def run(argv: Sequence[str] | None = None, seed: int | None = None, computer: Sequence[int] = ()) -> int:
    app = create_application(argv)
    controller = GameController(ai_delay_ms=450)
    window = create_window(controller)
    start_default_game(controller, seed, default_players(2, computer))
    window.show()
    app.aboutToQuit.connect(controller.close)
    return app.exec()
