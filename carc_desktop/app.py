"""The application: QApplication, the window icon, the main window and a first game.

At start-up (``run``), when games are unfinished, the player is offered to continue one
(without blocking); ``--no-resume`` skips the offer, and the demo mode never offers (nor
autosaves). Every game autosaves to its own file in the data folder.
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


def create_window(controller: GameController, storage: "Storage | None" = None):  # type: ignore[no-untyped-def]
    """The main window, its saves in ``storage`` (default: the user's data folder), laid out
    as the player left it last time."""
    from carc_desktop.ui.main_window import MainWindow

    window = MainWindow(controller, storage)
    window.restore_layout()
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


def offer_resume(window, controller: GameController) -> str:  # type: ignore[no-untyped-def]
    """Offer the unfinished games to continue, if there are any (never blocks, never
    raises). Returns ``"none"`` or ``"asked"``."""
    try:
        from carc_desktop.ui.file_actions import offer_resume as offer
        return offer(window, controller)
    except Exception:  # the game starts anyway
        log.exception("could not offer the unfinished games")
        return "none"


def offer_unfinished_games(window, controller: GameController) -> str:  # type: ignore[no-untyped-def]
    """The one door to the games left unfinished: the Continue list, when there are any."""
    return offer_resume(window, controller)


def open_first_game(window, controller: GameController, storage: "Storage | None" = None,  # type: ignore[no-untyped-def]
                    seed: int | None = None, computer: Sequence[int] = (), resume: bool = True) -> str:
    """What a start shows. The very first start: the New Game dialog, set to you against one
    Normal computer in the base game (that game waits behind it). Later starts: a new game
    with the last setup, and the offer to continue an unfinished game. ``seed``/``computer``
    from the command line: a two-player game as asked. Returns ``"welcome"``, ``"last"``
    or ``"asked"`` (a command-line game)."""
    from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog, default_setup

    if seed is not None or computer:
        start_default_game(controller, seed, default_players(2, computer))
        shown = "asked"
    else:
        last = NewGameDialog.load_last(window.settings)
        shown = "welcome" if last is None else "last"
        window.start_game(last or default_setup())
        if last is None:
            window.new_game()
    if resume and shown != "welcome":  # the new game waits (held) while the player chooses
        offer_unfinished_games(window, controller)
    return shown


def run(argv: Sequence[str] | None = None, seed: int | None = None, computer: Sequence[int] = (),
        resume: bool = True, storage: "Storage | None" = None) -> int:
    """The game, autosaved after every decision (to ``storage``, by default the user's data
    folder), opened as :func:`open_first_game` says."""
    from carc_desktop.storage import Storage

    app = create_application(argv)
    storage = storage if storage is not None else Storage()
    controller = GameController(ai_delay_ms=450, storage=storage)
    window = create_window(controller, storage=storage)
    freeze_startup_objects()
    window.show()
    open_first_game(window, controller, storage, seed, computer, resume)
    app.aboutToQuit.connect(controller.close)
    return app.exec()
