"""The file side of the main window: Open, Save, Save As, Open Recent, Continue Last Game,
the start-up offer to resume the autosaved game, and autosave failure messages.

Everything goes through :class:`carc_desktop.storage.Storage` (saves, recent list) and the
controller's autosave slot. Saves store who plays each seat (the record's ``seats``), and
opening a save or the autosave gives computer seats back to the computer. Nothing here
blocks: dialogs and questions are window-modal and answered through signals, and
:func:`offer_resume` takes its question and message functions as parameters (tests answer
at once).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QDateTime, QLocale, QObject
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from carc_desktop.controller.game_controller import seats_from_game, seats_to_record, SEATS_KEY

from carc_desktop.texts.error_text import load_error_parts, load_reason, save_error_parts, technical_details
from carc_desktop.texts.event_text import expansion_name, fill, join_names

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.storage import LoadResult, RecentEntry, Storage

    from .menus import GameActions

log = logging.getLogger(__name__)
SAVE_FILTER_SUFFIX = ".carc"

#: ``ask(question, answer)``: show ``question``; call ``answer(True/False)`` when answered.
Ask = Callable[[str, Callable[[bool], None]], Any]
#: ``inform(text)``: tell the player something went wrong (without blocking).
Inform = Callable[[str], Any]


class Shell(QObject):
    """The translation context of ``ui/shell.py``: ``Shell.tr(...)``. It lives here so that the
    texts that moved from shell.py to this module keep their context (and translations)."""


class FileActions(QObject):
    """The translation context of this module's new texts, and the file commands of one window."""

    def __init__(self, window: QMainWindow, controller: "GameController", actions: "GameActions",
                 dialogs: dict[str, QWidget], message: Callable[[str], None],
                 storage: "Storage | None" = None) -> None:
        super().__init__(window)
        self.setObjectName("FileActions")
        self.window = window
        self.controller = controller
        self.actions = actions
        self.dialogs = dialogs
        self.message = message
        self.current_path: Path | None = None
        self._storage = storage

        a = actions
        a["open"].triggered.connect(self.open_game)
        a["save"].triggered.connect(self.save_game)
        a["save_as"].triggered.connect(self.save_game_as)
        a["continue"].triggered.connect(self.continue_last_game)
        if a.recent_menu is not None:
            a.recent_menu.setStyleSheet("QMenu { icon-size: 40px; }")  # the mini-maps, large enough to see
            a.recent_menu.aboutToShow.connect(self.refresh_recent_menu)
        game_menu = a.menus.get("game")
        if game_menu is not None:
            game_menu.aboutToShow.connect(self.update_continue)
        controller.game_started.connect(self._game_started)
        controller.autosave_failed.connect(self.message)
        self._placeholder()
        self.update_continue()

    # --- storage ----------------------------------------------------------------------------------
    def storage(self) -> "Storage":
        if self._storage is None:
            from carc_desktop.storage import Storage
            self._storage = Storage()
        return self._storage

    def set_storage(self, storage: "Storage") -> None:
        self._storage = storage
        self.update_continue()

    def autosave_slot(self) -> Any:
        """The controller's autosave (when it is an ``Autosave``), else the storage's."""
        return autosave_slot(self.controller, self._storage)

    def _game_started(self) -> None:
        self.current_path = None  # load_file sets it again after set_game

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
        try:
            start = str(self.storage().saves_dir)
        except Exception:
            start = ""
        dialog = self._file_dialog(False, start)
        dialog.fileSelected.connect(self.load_file)
        self.dialogs["open"] = dialog
        dialog.open()
        return dialog

    def load_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a save (Open, Open Recent, a drop): its seats come back as they were saved."""
        try:
            result = self.storage().load(path)  # also puts it at the top of the recent list
        except Exception as exc:  # LoadError says why with a kind and parameters
            self.warn(Shell.tr("Cannot open the game"), *load_error_parts(exc))
            return False
        game = result.game
        c = self.controller
        seats = seats_from_game(game)
        if seats is None and c.has_game and \
                [(p.name, p.color) for p in c.players] == [(p.name, p.color) for p in game.players]:
            seats = c.players  # an older save of the same table: keep who is a computer
        c.set_game(game, seats)
        self.current_path = None if result.from_backup else Path(result.path)
        if result.from_backup and result.error is not None:
            text, detail = load_error_parts(result.error)
            self.warn(Shell.tr("Opened the backup"),
                      fill(Shell.tr("%1\n\nThe backup copy was opened instead."), text), detail)
        self.message(fill(Shell.tr("Opened %1."), Path(result.path).name))
        return True

    # --- save ------------------------------------------------------------------------------------
    def save_game(self) -> bool | QFileDialog:
        if not self.controller.has_game:
            return False
        if self.current_path is None:
            return self.save_game_as()
        return self.save_to(self.current_path)

    def save_game_as(self) -> QFileDialog | bool:
        if not self.controller.has_game:
            return False
        try:
            start = str(self.current_path or self.storage().default_save_path(self.controller.game))
        except Exception:
            start = ""
        dialog = self._file_dialog(True, start)
        dialog.fileSelected.connect(lambda p: self.save_to(p))
        self.dialogs["save"] = dialog
        dialog.open()
        return dialog

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        c = self.controller
        try:
            saved = self.storage().save(c.game, path, extra={SEATS_KEY: seats_to_record(c.players)})
        except Exception as exc:  # SaveError says what went wrong
            self.warn(Shell.tr("Cannot save the game"), *save_error_parts(exc))
            return False
        self.current_path = Path(saved)
        self.message(fill(Shell.tr("Saved as %1."), Path(saved).name))
        return True

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
        """Fill Game > Open Recent from the recent list (called when it is about to show);
        returns the game entries."""
        menu = self.actions.recent_menu
        if menu is None:
            return []
        menu.clear()
        try:
            entries = self.storage().recent.entries()
        except Exception:
            log.exception("could not read the recent-games list")
            entries = []
        out: list[QAction] = []
        for entry in entries:
            action = menu.addAction(recent_text(entry).replace("&", "&&"))
            tip = recent_tooltip(entry)
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setData(str(entry.path))
            if entry.thumbnail is not None and entry.thumbnail.is_file():
                action.setIcon(QIcon(str(entry.thumbnail)))
            action.triggered.connect(lambda _checked=False, p=entry.path: self.load_file(p))
            out.append(action)
        if out:
            menu.addSeparator()
            menu.addAction(FileActions.tr("&Clear the List")).triggered.connect(self.clear_recent)
        else:
            self._placeholder()
        return out

    def clear_recent(self) -> None:
        try:
            self.storage().recent.clear()
        except Exception:
            log.exception("could not clear the recent-games list")
        self.refresh_recent_menu()

    # --- the autosave --------------------------------------------------------------------------------
    def update_continue(self) -> None:
        """Show Continue Last Game while the autosave slot holds a game other than this one."""
        try:
            slot = self.autosave_slot()
            there = slot is not None and slot.exists() and not self.controller.autosave_follows_game
        except Exception:
            there = False
        action = self.actions["continue"]
        action.setVisible(there)
        action.setEnabled(there)

    def continue_last_game(self) -> bool:
        """Game > Continue Last Game: back to the autosaved game (a damaged one is reported)."""
        slot = self.autosave_slot()
        if slot is None:
            return False
        self.controller.flush_autosave()
        try:
            result = slot.load_autosave()
        except Exception as exc:
            self.warn(FileActions.tr("Cannot continue the last game"), damaged_text(exc))
            self.update_continue()
            return False
        if result.game.finished:
            self.message(FileActions.tr("The last game is over: there is nothing to continue."))
            return False
        resume_game(self.controller, result)
        if result.from_backup:
            self.warn(FileActions.tr("Continued from the backup"), backup_text())
        self.message(FileActions.tr("The last game continues."))
        self.update_continue()
        return True


# --- texts -------------------------------------------------------------------------------------------
def _local_time(iso: str) -> str:
    try:
        from datetime import datetime

        stamp = datetime.fromisoformat(iso).timestamp()
        return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(stamp)), QLocale.FormatType.ShortFormat)
    except (ValueError, OverflowError, OSError):
        return iso


def recent_text(entry: "RecentEntry") -> str:
    """One line of Open Recent: date, players with their scores, expansions."""
    players = join_names([fill(FileActions.tr("%1 %2", "player name and score"), p.name, p.score)
                          for p in entry.players])
    expansions = ", ".join(expansion_name(e) for e in entry.expansions) or FileActions.tr("base game")
    if entry.finished:
        return fill(FileActions.tr("%1: %2 (%3, finished)", "date: players and scores (expansions)"),
                    _local_time(entry.saved_at), players, expansions)
    return fill(FileActions.tr("%1: %2 (%3)", "date: players and scores (expansions)"),
                _local_time(entry.saved_at), players, expansions)


def recent_tooltip(entry: "RecentEntry") -> str:
    if entry.finished:
        state = FileActions.tr("The game is over.")
    else:
        state = fill(FileActions.tr("Turn %1, %n tile(s) left.", None, entry.tiles_left), entry.turn + 1)
    return f"{entry.path}\n{state}"


def damaged_text(exc: BaseException) -> str:
    return fill(FileActions.tr("The autosaved game is damaged and cannot be resumed.\n\n%1"), load_reason(exc))


def backup_text() -> str:
    return FileActions.tr("The last autosave is damaged; the copy written one decision earlier was used.")


def resume_text(result: "LoadResult") -> str:
    game = result.game
    text = fill(FileActions.tr("The game of %1 is not finished (turn %2). Do you want to continue it?"),
                join_names([p.name for p in game.players]), game.turn + 1)
    if result.from_backup:
        text = backup_text() + "\n\n" + text
    return text


# --- resuming ----------------------------------------------------------------------------------------
def autosave_slot(controller: "GameController", storage: "Storage | None" = None) -> Any:
    """Where the autosave lives: the controller's ``Autosave``, else the storage's (or the
    default data folder's)."""
    target = getattr(controller, "autosave", None)
    if target is not None and hasattr(target, "load_autosave"):
        return target
    if storage is None:
        from carc_desktop.storage import Storage
        storage = Storage()
    return storage.autosave


def resume_game(controller: "GameController", result: "LoadResult") -> None:
    """Adopt the autosaved game, computer seats included (the record's ``seats``)."""
    controller.set_game(result.game, seats_from_game(result.game), autosaved=True)


def window_message(window: QMainWindow | None, text: str) -> None:
    """Show ``text`` with the window's ``show_message`` if it has one, else in its status bar."""
    show = getattr(window, "show_message", None)
    if callable(show):
        show(text)
    elif window is not None:
        window.statusBar().showMessage(text, 6000)


def _ask_box(window: QMainWindow | None) -> Ask:
    def ask(question: str, answer: Callable[[bool], None]) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Question, FileActions.tr("Continue the last game?"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setObjectName("ResumeQuestion")
        # finished comes once however the box closes (a button, Esc, the window's close box).
        box.finished.connect(lambda _result: answer(
            box.clickedButton() is not None
            and box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes))
        box.open()
        return box
    return ask


def _inform_box(window: QMainWindow | None) -> Inform:
    def inform(text: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, FileActions.tr("Cannot continue the last game"), text,
                          QMessageBox.StandardButton.Ok, window)
        box.setObjectName("ResumeProblem")
        box.open()
        return box
    return inform


def offer_resume(window: QMainWindow | None, controller: "GameController", storage: "Storage | None" = None, *,
                 ask: Ask | None = None, inform: Inform | None = None) -> str:
    """At start-up: when the autosave slot holds an unfinished game, ask whether to continue
    it (without blocking: ``ask`` gets the question and a function to call with the answer;
    by default a window-modal message box). The controller is held (no computer move, no
    autosave over the slot) until the answer. A damaged slot is reported with ``inform``
    (the ``.bak`` is offered when it loads). Never raises.

    Returns ``"none"`` (nothing to resume), ``"damaged"`` (reported) or ``"asked"``."""
    ask = ask or _ask_box(window)
    inform = inform or _inform_box(window)
    try:
        slot = autosave_slot(controller, storage)
        if not slot.exists():
            return "none"
        result = slot.load_autosave()
    except Exception as exc:  # LoadError, or anything unexpected: report, start normally
        log.warning("the autosave cannot be resumed: %s", exc)
        try:
            inform(damaged_text(exc))
        except Exception:
            log.exception("could not report the damaged autosave")
        return "damaged"
    if result.game.finished:
        return "none"
    controller.set_paused(True)

    def answer(yes: bool) -> None:
        try:
            if yes:
                resume_game(controller, result)
                window_message(window, FileActions.tr("The last game continues."))
        except Exception:
            log.exception("could not resume the autosaved game")
        finally:
            controller.set_paused(False)
            files = window.findChild(FileActions, "FileActions") if window is not None else None
            if files is not None:
                files.update_continue()

    try:
        ask(resume_text(result), answer)
    except Exception:
        log.exception("could not ask whether to resume")
        controller.set_paused(False)
        return "none"
    return "asked"


__all__ = ["FileActions", "Shell", "autosave_slot", "offer_resume", "recent_text", "resume_game"]
