"""The menu bar's actions and shortcuts.

Every game action is a window-wide QAction (``Qt.WindowShortcut``): R, Shift+R, S, L and H work
wherever the keyboard focus is in the main window.

:class:`GameActions` creates every action once (with its shortcut, status tip and
accessible text) and lays them out in Game / View / Help menus; the shell connects them.
What Undo may take back is the controller's decision (``GameController.can_undo``).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QToolBar, QWidget

from carc_desktop.texts.translate import TextContext


class Menus(TextContext):
    """The translation context of this module: ``Menus.tr(...)`` (lupdate reads these calls)."""


def _keys(*keys: str | QKeySequence | QKeySequence.StandardKey | int) -> list[QKeySequence]:
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
            "rotate": _keys("R"),
            "rotate_back": _keys("Shift+R"),
            "no_figure": _keys("S"),
            "show_legal": _keys("L"),
            "hint": _keys("H"),
            "fullscreen": _keys("F11"),
            "field_owners": _keys("F"),
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
        self.actions["field_owners"].setCheckable(True)
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
            "continue": (Menus.tr("&Continue a Game\u2026"), Menus.tr("Choose an unfinished game to continue")),
            "save": (Menus.tr("&Save"), Menus.tr("Save the game")),
            "save_as": (Menus.tr("Save &As\u2026"), Menus.tr("Save the game in a new file")),
            "undo": (Menus.tr("&Undo"), Menus.tr("Take back your last decision")),
            "redo": (Menus.tr("&Redo"), Menus.tr("Play again the decision you took back")),
            "settings": (Menus.tr("Se&ttings\u2026"), Menus.tr("Language, animations and hints")),
            "quit": (Menus.tr("&Quit"), Menus.tr("Close the game")),
            "zoom_in": (Menus.tr("Zoom &In"), Menus.tr("Show the board larger")),
            "zoom_out": (Menus.tr("Zoom &Out"), Menus.tr("Show more of the board")),
            "zoom_fit": (Menus.tr("&Fit the Board"), Menus.tr("Show the whole board")),
            "rotate": (Menus.tr("Rotate &Clockwise"), Menus.tr("Turn the tile to place a quarter turn clockwise")),
            "rotate_back": (Menus.tr("Rotate &Anticlockwise"),
                            Menus.tr("Turn the tile to place a quarter turn anticlockwise")),
            "no_figure": (Menus.tr("&No Figure"), Menus.tr("Place no figure on the tile just placed")),
            "show_legal": (Menus.tr("Show the &Legal Cells"), Menus.tr("Zoom so that every cell the tile may go to shows")),
            "hint": (Menus.tr("What Would the Computer &Do?"),
                     Menus.tr("A hint: what the hard computer player would do in your place, and why")),
            "fullscreen": (Menus.tr("F&ull Screen"), Menus.tr("Use the whole screen")),
            "field_owners": (Menus.tr("Show Field O&wners"),
                             Menus.tr("Tint each field by who holds it now, with what it would score now (F)")),
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
        return {"game": Menus.tr("&Game"), "recent": Menus.tr("Open R&ecent"), "turn": Menus.tr("&Turn"),
                "view": Menus.tr("&View"), "help": Menus.tr("&Help")}

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
        turn = bar.addMenu(titles["turn"])
        turn.setObjectName("turn_menu")
        for name in ("rotate", "rotate_back", "no_figure", "show_legal", None, "hint"):
            turn.addSeparator() if name is None else turn.addAction(a[name])
        view = bar.addMenu(titles["view"])
        view.setObjectName("view_menu")
        for name in ("zoom_in", "zoom_out", "zoom_fit", "fullscreen", "field_owners", None, "focus_board", "focus_scoreboard",
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
        self.menus = {"game": game, "turn": turn, "view": view, "help": help_menu}
        if self.recent_menu is not None:
            self.menus["recent"] = self.recent_menu
        return self.menus

    def build_toolbar(self, window: QMainWindow) -> QToolBar:
        """The small toolbar above the board: Undo, Redo and the computer's hint."""
        toolbar = QToolBar(window)
        toolbar.setObjectName("MainToolBar")  # saveState/restoreState find it by this name
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.setStyleSheet("QToolBar { background: #231e19; border: none; spacing: 4px; }"
                              "QToolButton { color: #f1e4c8; padding: 3px 10px; border-radius: 5px; }"
                              "QToolButton:hover { background: #4a4033; } QToolButton:disabled { color: #7d705a; }")
        toolbar.addAction(self.actions["undo"])
        toolbar.addAction(self.actions["redo"])
        toolbar.addSeparator()
        toolbar.addAction(self.actions["hint"])
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        return toolbar
