"""The menu bar's actions and shortcuts, and the rules for Undo and Redo.

:class:`GameActions` creates every action once (with its shortcut, status tip and
accessible text) and lays them out in Game / View / Help menus; the shell connects them.

:class:`UndoGuard` says whether Undo is fair now: with computer players at the table, a
person may take back his decisions only as long as no tile has been drawn since (his own
next tile, or another player's), because the bag order is fixed and an undo would let him
replay knowing what comes. Without computer players everybody at the table agrees, so
undo is free. Redo is the controller's (``GameController.redo``/``can_redo``: the record's
history).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

if TYPE_CHECKING:
    from carc_desktop.engine.game import Game


class Menus(QObject):
    """The translation context of this module: ``Menus.tr(...)`` (lupdate reads these calls)."""


def _keys(*keys: str | QKeySequence.StandardKey | int) -> list[QKeySequence]:
    out: list[QKeySequence] = []
    for k in keys:
        seq = QKeySequence(k)
        if not seq.isEmpty() and seq not in out:
            out.append(seq)
    return out


class GameActions(QObject):
    """Every menu action of the main window, by name (``actions["undo"]``)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GameActions")
        keys: dict[str, list[QKeySequence]] = {
            "new": _keys("Ctrl+N"),
            "open": _keys("Ctrl+O"),
            "continue": [],
            "save": _keys("Ctrl+S"),
            "save_as": _keys("Ctrl+Shift+S"),
            "undo": _keys("Ctrl+Z"),
            "redo": _keys("Ctrl+Shift+Z", "Ctrl+Y"),
            "settings": _keys("Ctrl+,"),
            "quit": _keys("Ctrl+Q"),
            "zoom_in": _keys(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Plus), "Ctrl+="),
            "zoom_out": _keys("Ctrl+-"),
            "zoom_fit": _keys("Ctrl+0"),
            "fullscreen": _keys("F11"),
            "focus_board": _keys("Ctrl+1"),
            "focus_scoreboard": _keys("Ctrl+2"),
            "focus_log": _keys("Ctrl+3"),
            "remaining_tiles": _keys("Ctrl+T"),
            "rules": _keys("F1"),
            "about": [],
        }
        self.actions: dict[str, QAction] = {}
        for name, seqs in keys.items():
            action = QAction(parent)
            action.setObjectName(f"action_{name}")
            if seqs:
                action.setShortcuts(seqs)
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.actions[name] = action
        self.actions["fullscreen"].setCheckable(True)
        self.actions["quit"].setMenuRole(QAction.MenuRole.QuitRole)
        self.actions["about"].setMenuRole(QAction.MenuRole.AboutRole)
        self.actions["settings"].setMenuRole(QAction.MenuRole.PreferencesRole)
        self.menus: dict[str, QMenu] = {}
        #: Game > Open Recent (filled by the shell when it is about to show).
        self.recent_menu: QMenu | None = None
        self.retranslate()

    @staticmethod
    def texts() -> dict[str, tuple[str, str]]:
        """Name -> (text, status tip) of every action, in the current language."""
        return {
            "new": (Menus.tr("&New Game\u2026"), Menus.tr("Choose players and rules for a new game")),
            "open": (Menus.tr("&Open\u2026"), Menus.tr("Open a saved game")),
            "continue": (Menus.tr("&Continue Last Game"), Menus.tr("Go back to the game that was autosaved")),
            "save": (Menus.tr("&Save"), Menus.tr("Save the game")),
            "save_as": (Menus.tr("Save &As\u2026"), Menus.tr("Save the game in a new file")),
            "undo": (Menus.tr("&Undo"), Menus.tr("Take back your last decision")),
            "redo": (Menus.tr("&Redo"), Menus.tr("Play again the decision you took back")),
            "settings": (Menus.tr("Se&ttings\u2026"), Menus.tr("Language, animations and hints")),
            "quit": (Menus.tr("&Quit"), Menus.tr("Close the game")),
            "zoom_in": (Menus.tr("Zoom &In"), Menus.tr("Show the board larger")),
            "zoom_out": (Menus.tr("Zoom &Out"), Menus.tr("Show more of the board")),
            "zoom_fit": (Menus.tr("&Fit the Board"), Menus.tr("Show the whole board")),
            "fullscreen": (Menus.tr("F&ull Screen"), Menus.tr("Use the whole screen")),
            "focus_board": (Menus.tr("Go to the &Board"), Menus.tr("Move the keyboard focus to the board")),
            "focus_scoreboard": (Menus.tr("Go to the S&coreboard"),
                                 Menus.tr("Move the keyboard focus to the scoreboard")),
            "focus_log": (Menus.tr("Go to the Score &Log"), Menus.tr("Move the keyboard focus to the score log")),
            "remaining_tiles": (Menus.tr("&Tiles Left\u2026"), Menus.tr("The tiles still in the bag")),
            "rules": (Menus.tr("&Rules\u2026"), Menus.tr("A summary of the rules in play")),
            "about": (Menus.tr("&About\u2026"), Menus.tr("About this game")),
        }

    @staticmethod
    def menu_titles() -> dict[str, str]:
        """Name -> title of every menu, in the current language."""
        return {"game": Menus.tr("&Game"), "recent": Menus.tr("Open &Recent"), "view": Menus.tr("&View"),
                "help": Menus.tr("&Help")}

    def retranslate(self) -> None:
        """Set every action's text, tool tip and status tip and every menu title again (at
        start and on ``QEvent.LanguageChange``; the shell calls it)."""
        for name, (text, tip) in self.texts().items():
            action = self.actions.get(name)
            if action is None:
                continue
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)
        titles = self.menu_titles()
        for name, menu in self.menus.items():
            if name in titles:
                menu.setTitle(titles[name])

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    def build(self, bar: QMenuBar, extra_view_actions: Iterable[QAction] = ()) -> dict[str, QMenu]:
        """Fill ``bar`` with the Game, View and Help menus."""
        a = self.actions
        titles = self.menu_titles()
        game = bar.addMenu(titles["game"])
        game.setObjectName("game_menu")
        for name in ("new", "open", "recent", "continue", "save", "save_as", None, "undo", "redo", None,
                     "settings", None, "quit"):
            if name is None:
                game.addSeparator()
            elif name == "recent":
                self.recent_menu = game.addMenu(titles["recent"])
                self.recent_menu.setObjectName("recent_menu")
                self.recent_menu.setToolTipsVisible(True)
            else:
                game.addAction(a[name])
        view = bar.addMenu(titles["view"])
        view.setObjectName("view_menu")
        for name in ("zoom_in", "zoom_out", "zoom_fit", "fullscreen", None, "focus_board", "focus_scoreboard",
                     "focus_log"):
            view.addSeparator() if name is None else view.addAction(a[name])
        extra = list(extra_view_actions)
        if extra:
            view.addSeparator()
            for action in extra:
                view.addAction(action)
        help_menu = bar.addMenu(titles["help"])
        help_menu.setObjectName("help_menu")
        for name in ("remaining_tiles", "rules", None, "about"):
            help_menu.addSeparator() if name is None else help_menu.addAction(a[name])
        self.menus = {"game": game, "view": view, "help": help_menu}
        if self.recent_menu is not None:
            self.menus["recent"] = self.recent_menu
        return self.menus


# --- undo and redo ---------------------------------------------------------------------------------
class UndoGuard:
    """Knows, for each length of the move history, how far the bag had been drawn and who
    was to decide; from that it tells whether an undo would cross a draw."""

    def __init__(self) -> None:
        self._game_id: int | None = None
        #: history length -> (bag_pos, decider) seen in that state
        self._seen: dict[int, tuple[int, int | None]] = {}

    def reset(self) -> None:
        self._game_id = None
        self._seen.clear()

    def observe(self, game: "Game") -> None:
        """Remember the current state (call on every state change)."""
        if id(game) != self._game_id:
            self._game_id = id(game)
            self._seen.clear()
        n = len(game.history)
        for k in [k for k in self._seen if k > n]:
            del self._seen[k]
        self._seen[n] = (game.bag_pos, game.decider)

    def _state(self, game: "Game", k: int) -> tuple[int, int | None]:
        if id(game) == self._game_id and k in self._seen:
            return self._seen[k]
        # Not seen (a loaded game): walk a private copy back through its undo history.
        copy = game.copy()
        states: dict[int, tuple[int, int | None]] = {len(copy.history): (copy.bag_pos, copy.decider)}
        while len(copy.history) > k:
            copy.undo()
            states[len(copy.history)] = (copy.bag_pos, copy.decider)
        if id(game) != self._game_id:
            self._game_id = id(game)
            self._seen.clear()
        for i, st in states.items():
            self._seen.setdefault(i, st)
        return self._seen[k]

    def target(self, game: "Game", is_computer: Callable[[int | None], bool], humans: bool) -> int | None:
        """The history length the controller's undo goes back to (None: nothing to undo)."""
        n = len(game.history)
        if n == 0:
            return None
        k = n - 1
        while humans and k > 0 and is_computer(self._state(game, k)[1]):
            k -= 1
        return k

    def check(self, game: "Game", is_computer: Callable[[int | None], bool], humans: bool,
              computers: bool) -> tuple[bool, str]:
        """(allowed, reason if not) for an undo now."""
        if not game.history:
            return False, Menus.tr("There is nothing to undo.")
        if not computers or not humans:
            return True, ""
        k = self.target(game, is_computer, humans)
        if k is None:
            return False, Menus.tr("There is nothing to undo.")
        if self._state(game, k)[0] != game.bag_pos:
            return False, Menus.tr(
                "A new tile has been drawn since: with computer players in the game, moves before a draw "
                     "cannot be taken back.")
        return True, ""
