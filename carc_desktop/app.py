"""The application: QApplication, the window icon, the main window and a first game.

The start comes in two steps (``run``, and ``carc-desktop --demo``): first the window's
frame is shown (:class:`MainWindow` without a controller: menus, docks, the felt, the
layout the player left), then, once that frame is painted, :func:`after_first_frame`
imports the game code, creates the controller, attaches it and opens the first game.
This module imports no game code at the top for that reason.

At start-up, when games are unfinished, the player is offered to continue one (without
blocking); ``--no-resume`` skips the offer, and the demo mode never offers (nor
autosaves). Every game autosaves to its own file in the data folder. A file given on the
command line is opened instead.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from carc_desktop import i18n

if TYPE_CHECKING:
    from carc_desktop.controller import GameController, PlayerSetup
    from carc_desktop.storage import Storage
    from carc_desktop.ui.window.main_window import MainWindow

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
    # Qt's raster engine hands every fill of 96 spans or more (the felt, a zoom's tiles) to
    # a pool of threads and waits for them. On two cores, with the computers thinking on
    # one, the window then waits for those threads to get a core: a whole game's wait for
    # a core was 837-860 ms with the pool, 546-558 ms without (issue 35; docs/PERFORMANCE.md).
    # A player's own setting is kept.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    app = QApplication.instance()
    if app is None:
        QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = GameApplication(list(argv) if argv is not None else sys.argv[:1])
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORG_NAME)
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    try:  # also sets the application's display name, translated
        i18n.install(app)
    except Exception:  # a broken translation must not stop the game
        log.exception("could not install the translations")
    from carc_desktop.ui.common.text_size import apply_text_size, text_size

    apply_text_size(app, text_size(QSettings()))
    return app  # type: ignore[return-value]


def create_window(controller: GameController | None = None, storage: Storage | None = None) -> MainWindow:
    """The main window, laid out as the player left it last time; ``storage`` (if given)
    goes to ``controller``, where the games are kept (the window never holds a storage).
    Without ``controller``, only the window's frame (see :meth:`MainWindow.attach` for the
    rest; the controller attached then brings its own storage)."""
    from carc_desktop.ui.window.main_window import MainWindow

    if storage is not None:
        if controller is None:
            raise ValueError("a storage goes to a controller: create the window with one, or give it to the controller")
        controller.files.set_storage(storage)
    window = MainWindow(controller)
    window.layout_restored = window.restore_layout()
    icon = app_icon()
    if not icon.isNull():
        window.setWindowIcon(icon)
    return window


#: Title bar and borders a window manager adds around the window, when the window cannot
#: tell yet (it has never been shown).
FRAME_ALLOWANCE = QSize(16, 48)


def fitted_geometry(size: QSize, frame: QSize, area: QRect) -> QRect | None:
    """Where a window of ``size`` (plus its ``frame``) goes in the screen's ``area``: centred
    if it fits, ``None`` if it does not (it is then maximised rather than cut off)."""
    outer = size + frame
    if outer.width() > area.width() or outer.height() > area.height():
        return None
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(area.center())
    return rect


def fit_to_screen(window: QWidget) -> None:
    """Before the window is first shown: a size or place (the default, or one saved on a
    larger monitor) that would put part of the window off the screen becomes a maximised
    window; a window that fits and was never placed is centred."""
    screen = window.screen()
    if screen is None:
        return
    area = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    frame = frame if frame.width() > 0 or frame.height() > 0 else FRAME_ALLOWANCE
    rect = fitted_geometry(window.size(), frame, area)
    if rect is None:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    elif not area.contains(window.frameGeometry()) or not getattr(window, "layout_restored", True):
        window.setGeometry(rect)


class FileOpenEvents(QObject):
    """A save opened from the desktop on macOS: Finder sends the application a FileOpen
    event instead of a command-line argument (packaging/README.md, "Opening saved games")."""

    def __init__(self, window, parent: QObject | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and obj is QCoreApplication.instance():
            path = event.file()  # type: ignore[attr-defined]
            if path:
                self.window.load_file(path)
                return True
        return False


class GameApplication(QApplication):
    """The game's QApplication: it hands the FileOpen events sent to it (macOS) to
    ``file_events``. Its own ``event`` sees only the events sent to the application object;
    an event filter installed on the application would see every event of every widget,
    each brought to Python and waiting for the GIL while a computer thinks."""

    file_events: FileOpenEvents | None = None

    def event(self, event: QEvent) -> bool:
        if event.type() == _FILE_OPEN and self.file_events is not None and self.file_events.eventFilter(self, event):
            return True
        return super().event(event)


_FILE_OPEN = QEvent.Type.FileOpen


def watch_file_open(app: QCoreApplication, window) -> FileOpenEvents:  # type: ignore[no-untyped-def]
    """Saves opened from the desktop (macOS FileOpen events) go to ``window``: through the
    game's application if it is one (no event filter), else through a filter on ``app``."""
    watcher = FileOpenEvents(window, app)
    if isinstance(app, GameApplication):
        app.file_events = watcher
    else:  # someone else's QApplication (a test's): a filter is the only way in
        app.installEventFilter(watcher)
    return watcher


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
        from carc_desktop.ui.window.file_actions import offer_resume as offer
        return offer(window, controller)
    except Exception:  # the game starts anyway
        log.exception("could not offer the unfinished games")
        return "none"


def offer_unfinished_games(window, controller: GameController) -> str:  # type: ignore[no-untyped-def]
    """The one door to the games left unfinished: the Continue list, when there are any."""
    return offer_resume(window, controller)


def open_first_game(window, controller: GameController, storage: Storage | None = None,  # type: ignore[no-untyped-def]
                    seed: int | None = None, computer: Sequence[int] = (), resume: bool = True) -> str:
    """What a start shows. The very first start: the New Game dialog, set to you against one
    Normal computer in the base game (that game waits behind it). Later starts: a new game
    with the last setup, and the offer to continue an unfinished game. ``seed``/``computer``
    from the command line: a two-player game as asked. A file asked for before the game
    code was loaded (the command line's, see :meth:`MainWindow.load_file`): that file, and
    no other game; if it cannot be opened, a game with the last setup once the player was
    told why.
    Returns ``"welcome"``, ``"last"``, ``"asked"`` (a command-line game) or ``"file"``."""
    from carc_desktop.controller.game_controller import default_players
    from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog, default_setup

    if getattr(window, "pending_files", None):
        files = controller.files

        def settled(*_args: object) -> None:
            files.opened.disconnect(settled)
            files.error.disconnect(settled)
            if not controller.has_game:  # the file could not be opened (the player was told why)
                window.start_game(NewGameDialog.load_last(window.settings) or default_setup())

        files.opened.connect(settled)
        files.error.connect(settled)
        window.open_pending_files()
        return "file"
    if seed is not None or computer:
        start_default_game(controller, seed, default_players(2, computer))
        shown = "asked"
    else:
        last = NewGameDialog.load_last(window.settings)
        shown = "welcome" if last is None else "last"
        window.start_game(last or default_setup())
        if last is None:
            dialog = window.new_game()
            from carc_desktop.ui.lessons import offer_on_welcome
            offer_on_welcome(window, dialog)  # Learn to Play beside New Game
    if resume and shown != "welcome":  # the new game waits (held) while the player chooses
        offer_unfinished_games(window, controller)
    return shown


#: If the window's first frame is never painted (say it starts minimised), the game code
#: comes after this long anyway.
FIRST_FRAME_WAIT_MS = 1000


def after_first_frame(window: QWidget, then: Callable[[], None], wait_ms: int = FIRST_FRAME_WAIT_MS) -> None:
    """Run ``then`` once the window's first frame has been painted (its central widget's
    first paint, the event loop's next turn: the whole frame is on screen by then), or after
    ``wait_ms`` at the latest."""
    from carc_desktop.ui.common.after_paint import AfterPaint

    target = window.centralWidget() if hasattr(window, "centralWidget") else None
    AfterPaint(window, target if isinstance(target, QWidget) else window, then, wait_ms)


#: The game code the second step needs besides what the window's attach imports.
GAME_CODE = ("carc_desktop.controller", "carc_desktop.storage", "carc_desktop.ui.board.art",
             "carc_desktop.ui.window.collector", "carc_desktop.ui.dialogs.new_game_dialog",
             "carc_desktop.ui.common.qt_types", "carc_desktop.art.tile_store", "carc_desktop.art.pixmap_cache",
             "carc_desktop.ui.board.leipzig_figures", "carc_desktop.resources.lessons", "carc_desktop.art.regions",
             "subprocess")
#: How often the GUI thread looks whether the game code's import is done (ms).
IMPORT_POLL_MS = 5


def _read_tile_catalogue() -> None:
    """The tile catalogue, read and parsed once per process (the first game would else
    read it on the GUI thread)."""
    from carc_desktop.engine import load_catalogue

    load_catalogue()


def load_game_code(window: QWidget, then: Callable[[], None]) -> None:
    """Import the game code (``GAME_CODE`` and the modules the window's attach needs) on a
    thread, then call ``then`` from the event loop. On the GUI thread the import was the
    start's longest pass (400-650 ms with nothing drawn); meanwhile the window's frame
    keeps being painted and answered. A module that fails to import there is imported again,
    and its error raised, where it is used."""
    from carc_desktop.ui.window.import_ahead import import_in_background
    from carc_desktop.ui.window.main_window import ATTACH_MODULES

    thread = import_in_background(GAME_CODE + ATTACH_MODULES, _read_tile_catalogue)
    timer = QTimer(window)
    timer.setInterval(IMPORT_POLL_MS)

    def check() -> None:
        if thread.is_alive():
            return
        timer.stop()
        timer.deleteLater()
        then()

    timer.timeout.connect(check)
    timer.start()


def attach_in_steps(window: MainWindow, controller: GameController, then: Callable[[], None]) -> None:
    """``window.attach(controller)`` one step per event-loop pass (the board, the panels, the
    rest: :meth:`MainWindow.attach_steps`), ``then`` right after the last step, in its pass:
    once the window counts as attached, a file asked for is opened at once, and the first
    game (``open_first_game``) must have seen it waiting first."""
    steps = window.attach_steps(controller)

    def next_step() -> None:
        steps.pop(0)()
        if steps:
            QTimer.singleShot(0, window, next_step)
        else:
            then()

    QTimer.singleShot(0, window, next_step)


def run(argv: Sequence[str] | None = None, seed: int | None = None, computer: Sequence[int] = (),
        resume: bool = True, storage: Storage | None = None, files: Sequence[str | Path] = ()) -> int:
    """The game, autosaved after every decision (to ``storage``, by default the user's data
    folder), opened as :func:`open_first_game` says (``files``: saves to open instead).

    The window's frame is shown first; the game code is loaded once it is painted. If the
    player closes the window before that, nothing else happens (no game is started)."""
    app = create_application(argv)
    window = create_window(None)  # the storage goes to the controller, in the second step
    for path in files:
        window.load_file(path)
    watch_file_open(app, window)
    fit_to_screen(window)
    window.show()

    def second_step() -> None:
        if not window.isVisible():
            return  # closed in the meantime: start nothing, write nothing
        load_game_code(window, build)

    def build() -> None:
        if not window.isVisible():
            return
        from carc_desktop.controller import GameController
        from carc_desktop.storage import Storage
        from carc_desktop.ui.board import art

        art.BOARD_PAINTS_LATER = True  # a tile never made yet: plain for a moment, painted off the GUI thread
        art.FIGURES_PAINT_LATER = True  # a figure at a new zoom: the nearest size for a moment, painted off it
        from carc_desktop.ui.window import dialog_openers

        dialog_openers.REVIEW_AHEAD = True  # the end-of-game dialog's review built on a thread
        store = storage if storage is not None else Storage()
        controller = GameController(ai_delay_ms=450, storage=store)
        app.aboutToQuit.connect(controller.close)

        def first_game() -> None:
            if not window.isVisible():
                return  # closed while it was being attached: no game, nothing written
            freeze_startup_objects()
            from carc_desktop.ui.window.collector import pace_full_collections
            pace_full_collections(window, controller.state_changed)
            open_first_game(window, controller, store, seed, computer, resume)

        attach_in_steps(window, controller, first_game)

    after_first_frame(window, second_step)
    return app.exec()
