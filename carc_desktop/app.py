"""The application: QApplication, the window icon, the main window and a first game.

At start-up (``run``), when the autosave slot holds an unfinished game, the player is asked
(without blocking) whether to continue it; ``--no-resume`` skips the question, and the demo
mode never asks (nor autosaves).
"""

from __future__ import annotations

import gc
import logging
import sys
from importlib import resources
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.game_controller import default_players

if TYPE_CHECKING:
    from carc_desktop.storage import Storage

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


#: How soon (seconds) a thread waiting for Python's GIL gets it from a busy one. The computer
#: players, the autosave and the tile renderer run Python beside the GUI thread, which
#: needs the GIL for every paint and slot: at Python's default of 5 ms, an animation frame
#: with a few such calls can wait several times that.
SWITCH_INTERVAL = 0.0005


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (the existing one if there is one, e.g. under pytest-qt)."""
    sys.setswitchinterval(SWITCH_INTERVAL)
    app = QApplication.instance()
    if app is None:
        QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORG_NAME)
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    try:  # also sets the application's display name, translated
        i18n.install(app)
    except Exception:  # a broken translation must not stop the game
        log.exception("could not install the translations")
    return app  # type: ignore[return-value]


def create_window(controller: GameController, around: bool = True,  # type: ignore[no-untyped-def]
                  storage: "Storage | None" = None):
    """The main window; with ``around``, also what ``ui.shell`` adds around the board
    (scoreboard, score log, full menus, dialogs, saves in ``storage``) when that module is there."""
    from carc_desktop.ui.main_window import MainWindow

    window = MainWindow(controller)
    if around:
        try:
            from carc_desktop.ui.shell import install_around_board
        except ImportError:
            pass
        else:
            try:
                install_around_board(window, controller, storage)
            except Exception:
                log.exception("could not install the panels around the board")
    icon = app_icon()
    if not icon.isNull():
        window.setWindowIcon(icon)
    return window


def freeze_startup_objects() -> None:
    """Leave what start-up built (modules, widgets, the tile catalogue) out of every later
    garbage collection: a full collection then scans only what the game made since, which
    keeps its pause on the GUI thread short. Call once, after the window exists."""
    gc.freeze()


def start_default_game(controller: GameController, seed: int | None = None,
                       players: Sequence[PlayerSetup] | None = None) -> None:
    """A two-player hotseat game with every expansion the engine has."""
    controller.new_game(list(players) if players else 2, seed=seed)


def offer_resume(window, controller: GameController, storage: "Storage | None" = None,  # type: ignore[no-untyped-def]
                 **kwargs) -> str:
    """Offer to continue the autosaved game if it is unfinished (never blocks, never
    raises; see :func:`carc_desktop.ui.file_actions.offer_resume` for ``ask``/``inform``).
    Returns ``"none"``, ``"damaged"`` or ``"asked"``."""
    try:
        from carc_desktop.ui.file_actions import offer_resume as offer
        return offer(window, controller, storage, **kwargs)
    except Exception:  # the game starts anyway
        log.exception("could not offer to resume the autosaved game")
        return "none"


def run(argv: Sequence[str] | None = None, seed: int | None = None, computer: Sequence[int] = (),
        resume: bool = True, storage: "Storage | None" = None) -> int:
    """The game: a first two-player game, autosaved after every decision (to ``storage``,
    by default the user's data folder); with ``resume``, the offer to continue the last game."""
    from carc_desktop.storage import Storage

    app = create_application(argv)
    storage = storage if storage is not None else Storage()
    controller = GameController(ai_delay_ms=450, autosave=storage.autosave)
    window = create_window(controller, storage=storage)
    freeze_startup_objects()
    start_default_game(controller, seed, default_players(2, computer))
    window.show()
    if resume:  # before the event loop runs: no computer move can overwrite the slot first
        offer_resume(window, controller, storage)
    app.aboutToQuit.connect(controller.close)
    return app.exec()
