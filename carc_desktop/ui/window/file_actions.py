"""The file side of the main window: Open, Save, Save As, Open Recent, Continue a Game,
the start-up offer to continue an unfinished game, and file messages.

Everything goes through the controller (``controller.files``: autosave, Save, Open,
Continue, the lists of games); this module never touches the storage. Saves store who plays
each seat (the record's ``seats``), and opening a save gives computer seats back to the
computer. Nothing here blocks: dialogs are window-modal and answered through signals,
files are read off the GUI thread (a busy cursor shows when that takes a while).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QCursor
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QWidget

from carc_desktop.texts.error_text import technical_details
from carc_desktop.texts.translate import TextContext

from ..common.text_size import style
from ..dialogs.common import recent_text, recent_tooltip, thumbnail_icon
from .status import Shell  # the former window shell's texts keep their translation context

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_files import GameFiles

    from ..dialogs.continue_dialog import ContinueDialog
    from .menus import GameActions

log = logging.getLogger(__name__)
SAVE_FILTER_SUFFIX = ".carc"
#: Open Recent lists at most this many games (ten rows of mini-maps fit a 700 px screen).
RECENT_MENU_SIZE = 10
#: The side of an Open Recent mini-map, in pixels.
RECENT_THUMB_PX = 48
#: The icon column gets the mini-map's size and a margin from the menu's edge (the window's
#: style sheet gives menu items a 20 px left padding meant for check marks, and no icon room).
RECENT_MENU_STYLE = (f"QMenu {{ icon-size: {RECENT_THUMB_PX}px; }} QMenu::item {{ padding: 4px 24px 4px 16px; }} "
                     "QMenu::icon { left: 6px; }")


class FileActions(TextContext, QObject):
    """The translation context of this module's new texts, and the file commands of one window."""

    def __init__(self, window: QMainWindow, controller: GameController, actions: GameActions,
                 dialogs: dict[str, QWidget], message: Callable[[str], None]) -> None:
        super().__init__(window)
        self.setObjectName("FileActions")
        self.window = window
        self.controller = controller
        self.files = controller.files
        self.actions = actions
        self.dialogs = dialogs
        self.message = message

        a = actions
        a["open"].triggered.connect(self.open_game)
        a["save"].triggered.connect(self.save_game)
        a["save_as"].triggered.connect(self.save_game_as)
        a["continue"].triggered.connect(self.show_continue)
        if a.recent_menu is not None:
            style(a.recent_menu, RECENT_MENU_STYLE)
            a.recent_menu.aboutToShow.connect(self.refresh_recent_menu)
        game_menu = a.menus.get("game")
        if game_menu is not None:
            game_menu.aboutToShow.connect(self.update_continue)
        controller.autosave_failed.connect(self.message)
        self.files.message.connect(self.message)
        self.files.error.connect(self.warn)
        self.files.library_changed.connect(self.update_continue)  # files catalogued in the background
        self.files.busy_changed.connect(self._busy)
        self.files.opened.connect(lambda _p: self.update_continue())
        self._placeholder()
        self.update_continue()

    # --- open ------------------------------------------------------------------------------------
    def _file_dialog(self, save: bool, start: str) -> QFileDialog:
        dialog = QFileDialog(self.window, Shell.tr("Save the game") if save else Shell.tr("Open a saved game"),
                             start, Shell.tr("Saved games (*%1);;All files (*)").replace("%1", SAVE_FILTER_SUFFIX))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
        dialog.setDefaultSuffix(SAVE_FILTER_SUFFIX.lstrip("."))
        if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        return dialog

    def open_game(self) -> QFileDialog:
        """Game > Open: the dialog starts in the saves folder, with no file name filled in."""
        dialog = self._file_dialog(False, self.files.saves_folder())
        dialog.fileSelected.connect(self.load_file)
        self.dialogs["open"] = dialog
        dialog.open()
        return dialog

    def load_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a save (Open, Open Recent, Continue, a drop), off the GUI thread: the game
        in play keeps its own file. False when it could not even start (reported)."""
        return self.files.open(Path(path))

    def _busy(self, busy: bool) -> None:
        if busy:
            QApplication.setOverrideCursor(QCursor(Qt.CursorShape.BusyCursor))
            self.message(FileActions.tr("Opening the game\u2026"))
        else:
            QApplication.restoreOverrideCursor()

    # --- save ------------------------------------------------------------------------------------
    def save_game(self) -> bool | QFileDialog:
        if not self.controller.has_game:
            return False
        if self.files.export_path is None:
            return self.save_game_as()
        return self.files.save()

    def save_game_as(self) -> QFileDialog | bool:
        """Game > Save As: the dialog starts in the saves folder (or at the file saved last)."""
        if not self.controller.has_game:
            return False
        dialog = self._file_dialog(True, self.files.suggested_save_path())
        dialog.fileSelected.connect(self.save_to)
        self.dialogs["save"] = dialog
        dialog.open()
        return dialog

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Save a copy to ``path`` (written off the GUI thread; the result is a message)."""
        return self.files.save(Path(path))

    def warn(self, title: str, text: str, detail: str = "") -> QMessageBox:
        """A warning box; the technical ``detail`` (untranslated) waits behind "Show Details"."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window)
        if detail:
            box.setDetailedText(technical_details(detail))
        self.dialogs["warning"] = box
        box.open()
        return box

    # --- open recent -------------------------------------------------------------------------------
    def _placeholder(self) -> None:
        menu = self.actions.recent_menu
        if menu is not None and not menu.actions():
            action = menu.addAction("")
            action.setObjectName("no_recent_games")
            action.setEnabled(False)
            self.retranslate()

    def retranslate(self) -> None:
        """The texts this object put into the menus, in the current language (the recent
        games themselves are listed afresh each time the menu opens)."""
        menu = self.actions.recent_menu
        if menu is None:
            return
        for action in menu.actions():
            if action.objectName() == "no_recent_games":
                action.setText(FileActions.tr("No recent games"))

    def refresh_recent_menu(self) -> list[QAction]:
        """Fill Game > Open Recent from the list of games (called when it is about to
        show); returns the game entries."""
        menu = self.actions.recent_menu
        if menu is None:
            return []
        menu.clear()
        out: list[QAction] = []
        for entry in self.files.recent(RECENT_MENU_SIZE):
            action = menu.addAction(recent_text(entry).replace("&", "&&"))
            tip = recent_tooltip(entry)
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setData(str(entry.path))
            if entry.thumbnail is not None and entry.thumbnail.is_file():
                action.setIcon(thumbnail_icon(str(entry.thumbnail), RECENT_THUMB_PX))
            action.triggered.connect(lambda _checked=False, p=entry.path: self.load_file(p))
            out.append(action)
        if out:
            menu.addSeparator()
            menu.addAction(FileActions.tr("&Clear the List")).triggered.connect(self.clear_recent)
        else:
            self._placeholder()
        return out

    def clear_recent(self) -> None:
        """Forget the files saved elsewhere (unfinished games stay, to be continued)."""
        self.files.clear_recent()
        self.refresh_recent_menu()

    # --- continue ------------------------------------------------------------------------------------
    def update_continue(self) -> None:
        """Continue a Game is there while some other game is unfinished."""
        there = self.files.has_unfinished()
        action = self.actions["continue"]
        action.setVisible(there)
        action.setEnabled(there)

    def show_continue(self) -> ContinueDialog | None:
        """Game > Continue a Game…: the unfinished games to choose from."""
        from ..dialogs.continue_dialog import ContinueDialog  # a dialog loads when it opens

        entries = self.files.unfinished()
        if not entries:
            self.message(FileActions.tr("There is no unfinished game to continue."))
            self.update_continue()
            return None
        old = self.dialogs.get("continue")
        elsewhere = _OpenElsewhere(self.files)  # asked as each game is listed
        if isinstance(old, ContinueDialog) and old.isVisible():
            old.set_entries(entries, elsewhere)
            old.raise_()
            return old
        dialog = ContinueDialog(entries, self.window, self.files.games_folder(), elsewhere)
        dialog.chosen.connect(self.load_file)
        dialog.delete_requested.connect(lambda path: self._delete(dialog, path))
        self.controller.set_paused(True)  # no computer move while the player chooses
        dialog.finished.connect(lambda _r: self._continue_closed())
        self.dialogs["continue"] = dialog
        dialog.open()
        return dialog

    def _continue_closed(self) -> None:
        self.controller.set_paused(False)
        self.update_continue()

    def _delete(self, dialog: ContinueDialog, path: str) -> None:
        if self.files.delete(path):
            dialog.remove(path)
            if not dialog.paths():
                dialog.reject()


class _OpenElsewhere:
    """``path in it``: whether that game is being played in another window now (asked
    when the Continue dialog lists it, not for every game at once)."""

    def __init__(self, files: GameFiles) -> None:
        self._files = files

    def __contains__(self, path: object) -> bool:
        return isinstance(path, str) and self._files.open_elsewhere(path)


# --- at start-up ----------------------------------------------------------------------------------------
def window_message(window: QMainWindow | None, text: str) -> None:
    """Show ``text`` with the window's ``show_message`` if it has one, else in its status bar."""
    show = getattr(window, "show_message", None)
    if callable(show):
        show(text)
    elif window is not None:
        window.statusBar().showMessage(text, 6000)


def offer_resume(window: QMainWindow | None, controller: GameController) -> str:
    """At start-up: when games are unfinished, show the Continue a Game dialog (window-
    modal, not blocking; the controller is held meanwhile). Never raises.

    Returns ``"none"`` (nothing to continue) or ``"asked"``."""
    files = window.findChild(FileActions, "FileActions") if window is not None else None
    try:
        if files is None or not controller.files.has_unfinished():
            return "none"
        return "asked" if files.show_continue() is not None else "none"
    except Exception:  # the outer edge of start-up: the game starts anyway
        log.exception("could not offer the unfinished games")
        return "none"


__all__ = ["FileActions", "Shell", "offer_resume", "recent_text", "recent_tooltip", "window_message"]
