"""Everything around the board, installed into an existing main window in one call::

    from carc_desktop.ui.shell import install_around_board
    install_around_board(window, controller)

It adds the scoreboard and the score log as docks, replaces the window's menus with the full
Game / View / Help menus and their shortcuts, a status-bar line telling what to do next, the
dialogs (new game, end of game, tiles left, rules, settings, about), fair undo and the
controller's record-following redo, the feature hint when hovering a figure, and the optional
placement preview. Open, Save, Open Recent and Continue Last Game are :mod:`.file_actions`.

Only public QMainWindow API and the controller's signals and slots are used. What the board
offers is used when present: ``window.board`` (the view: ``zoom_in``/``zoom_out``/
``zoom_to_fit``, ``cursor_changed``), ``window.board.board`` (the scene: ``highlight_cells``),
``window.docks``, ``window.prompt``, ``window.show_message``.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QToolTip, QWidget)

from carc_desktop.engine.final import winners

from .dialogs.common import (AI_DELAY_MS, KEY_ANIMATION, KEY_HOVER, KEY_PREVIEW, setting_bool, setting_str,
                             settings as app_settings)
from .dialogs.end_of_game_dialog import EndOfGameDialog
from .dialogs.new_game_dialog import GameSetup, NewGameDialog
from .dialogs.remaining_tiles_dialog import RemainingTilesDialog
from .dialogs.rules_dialog import RulesDialog
from .dialogs.settings_dialog import KEY_CASUAL_UNDO, SettingsDialog
from carc_desktop.texts.event_text import fill, join_names
from .feature_info import PlacementPreview, describe, figure_feature_info, figure_from_item
from .file_actions import FileActions, Shell, window_message  # Shell: this module's translation context
from .menus import GameActions
from .panels.score_log import ScoreLog
from .panels.scoreboard import Scoreboard

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.storage import Storage

log = logging.getLogger(__name__)


def guidance_text(controller: "GameController") -> str:
    """One sentence: what to do next, for the status bar (and screen readers)."""
    if not controller.has_game:
        return Shell.tr("Press Ctrl+N to start a new game.")
    game = controller.game
    if game.finished:
        names = [game.players[i].name for i in winners(game.scores)]
        if len(names) == 1:
            return fill(Shell.tr("The game is over: %1 wins. Ctrl+N starts a new game."), names[0])
        return fill(Shell.tr("The game is over: %1 share the victory. Ctrl+N starts a new game."), join_names(names))
    decider = game.decider
    if decider is None:
        return ""
    name = game.players[decider].name
    if controller.is_computer(decider):
        return fill(Shell.tr("%1 (computer) is thinking\u2026"), name)
    phase = game.phase
    texts = {
        "place": Shell.tr("%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it."),
        "deploy": Shell.tr("%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, "
                           "S places none."),
        "score_order": Shell.tr("%1, choose which feature scores first, in the panel below the board."),
        "leipzig": Shell.tr("%1, send a meeple to Leipzig or score the road: choose in the panel below the board."),
        "porxada": Shell.tr("%1, choose a La Porxada option in the panel below the board."),
        "porxada_answer": Shell.tr("%1, accept or refuse the swap in the panel below the board."),
        "porxada_remove": Shell.tr("%1, choose the follower that leaves the game, in the panel below the board."),
        "builder_second_tile": Shell.tr("%1, take the builder's second tile or not, in the panel below the board."),
    }
    return fill(texts.get(phase) or Shell.tr("%1, make your choice in the panel below the board."), name)


class AroundBoard(QObject):
    """The panels, menus, dialogs and hints around the board of one main window."""

    #: Cells to light up on the board (when the board has no highlight method of its own).
    highlight_requested = Signal(list)

    def __init__(self, window: QMainWindow, controller: "GameController", storage: "Storage | None" = None) -> None:
        super().__init__(window)
        self.setObjectName("AroundBoard")
        self.window = window
        self.controller = controller
        self.settings = app_settings()
        self.preview = PlacementPreview()
        self.last_setup: GameSetup | None = None
        self._hover_active = False
        self._hover_figure: Any = None  # the figure whose hint is shown (None: recompute)
        self._hover_text = ""
        self._preview_text = ""
        self.dialogs: dict[str, QWidget] = {}

        self.board_view: Any = getattr(window, "board", None)
        self.board_scene: Any = getattr(self.board_view, "board", None) if self.board_view is not None else None

        self._install_docks()
        self.actions = GameActions(window)
        self._install_menus()
        if storage is not None:
            controller.files.set_storage(storage)
        self.files = FileActions(window, controller, self.actions, self.dialogs, self.message)
        from .review.actions import install_review_actions  # Game > Review… and Statistics (issue 21)
        self.review_actions = install_review_actions(window, controller, self.actions.menus["game"],
                                                     lambda: controller.files.storage)
        self._install_status()
        self._connect()
        self.apply_settings()
        self.refresh()

    # --- installation ------------------------------------------------------------------------------
    def _add_dock(self, name: str, title: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(f"{name}_dock")
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks = getattr(self.window, "docks", None)
        if isinstance(docks, dict):
            docks[name] = dock
        return dock

    def _install_docks(self) -> None:
        self.scoreboard = Scoreboard(self.controller)
        self.score_log = ScoreLog(self.controller)
        docks = getattr(self.window, "docks", None)
        players = docks.get("players") if isinstance(docks, dict) else None
        if isinstance(players, QDockWidget):
            # The window's simple players panel gives way to the full scoreboard.
            old = players.widget()
            players.setWidget(self.scoreboard)
            if old is not None:  # window.score_panel: nothing uses it once replaced
                old.hide()
                old.deleteLater()
            self.scoreboard_dock = players
        else:
            self.scoreboard_dock = self._add_dock("scoreboard", "", self.scoreboard)
        self.log_dock = self._add_dock("log", "", self.score_log)
        self._retranslate_docks()

    def _retranslate_docks(self) -> None:
        for dock, title in ((self.scoreboard_dock, Shell.tr("Scoreboard")), (self.log_dock, Shell.tr("Score log"))):
            dock.setWindowTitle(title)
            dock.setAccessibleName(title)

    def _install_menus(self) -> None:
        w = self.window
        bar = w.menuBar()
        # The window's first, minimal menus and their shortcuts make way for the full ones.
        old_menus = [a.menu() for a in bar.actions() if a.menu() is not None]
        old_actions: list[QAction] = []
        for m in old_menus:
            old_actions += [a for a in m.actions() if not a.isSeparator()]
        bar.clear()
        for m in old_menus:
            m.deleteLater()
        mine = set(self.actions.actions.values())
        taken = {k.toString() for a in mine for k in a.shortcuts()}
        for a in old_actions:  # no longer in any menu
            if a not in mine:
                a.setShortcuts([])
        for a in w.findChildren(QAction):  # others keep the shortcuts that do not clash
            if a not in mine and a.shortcuts():
                keep = [k for k in a.shortcuts() if k.toString() not in taken]
                if len(keep) != len(a.shortcuts()):
                    a.setShortcuts(keep)
        docks = [d for d in w.findChildren(QDockWidget) if d.parent() is w]
        self.actions.build(bar, [d.toggleViewAction() for d in docks])
        for a in self.actions.actions.values():
            w.addAction(a)  # shortcuts work even with the menu bar hidden (full screen)
        menus = getattr(w, "menus", None)
        if isinstance(menus, dict):
            menus.clear()
            menus.update(self.actions.menus)
        for name in ("new", "undo", "quit", "zoom_in", "zoom_out", "zoom_fit", "open", "save", "save_as", "redo"):
            if hasattr(w, f"action_{name}"):
                setattr(w, f"action_{name}", self.actions[name])
        prompt = getattr(w, "prompt", None)
        signal = getattr(prompt, "new_game_requested", None)
        if signal is not None:
            try:
                signal.disconnect()
            except (RuntimeError, TypeError):
                pass
            signal.connect(self.new_game)

    def _install_status(self) -> None:
        bar = self.window.statusBar()
        self.guidance = QLabel(bar)
        self.guidance.setObjectName("Guidance")
        self.guidance.setTextFormat(Qt.TextFormat.PlainText)
        bar.addWidget(self.guidance, 1)
        self.guidance.setAccessibleName(Shell.tr("What to do next"))

    # --- language ----------------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        # QEvent.LanguageChange: the window passes it on to its children (this object among
        # them) after its own changeEvent, so the texts set here win over the window's.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        """Set every text this object owns again in the current language: the actions' texts
        and tips, the menu titles, the dock titles and the status-bar guidance. (The
        scoreboard, the score log and the dialogs retranslate themselves.)"""
        try:
            self.actions.retranslate()
            self._retranslate_docks()
            self.guidance.setAccessibleName(Shell.tr("What to do next"))
            self.files.retranslate()
            self._hover_figure = None
            self._update_preview()  # the guidance line and the placement preview
        except RuntimeError:  # the window is being destroyed
            log.debug("retranslate after the window was destroyed", exc_info=True)

    def _connect(self) -> None:
        a, c = self.actions, self.controller
        a["new"].triggered.connect(self.new_game)
        a["undo"].triggered.connect(self.undo)
        a["redo"].triggered.connect(self.redo)
        a["settings"].triggered.connect(self.show_settings)
        a["quit"].triggered.connect(self.window.close)
        a["zoom_in"].triggered.connect(lambda: self._board_call("zoom_in"))
        a["zoom_out"].triggered.connect(lambda: self._board_call("zoom_out"))
        a["zoom_fit"].triggered.connect(lambda: self._board_call("zoom_to_fit"))
        a["fullscreen"].toggled.connect(self.set_fullscreen)
        a["focus_board"].triggered.connect(self.focus_board)
        a["focus_scoreboard"].triggered.connect(
            lambda: self._focus_dock(self.scoreboard_dock, self.scoreboard.focus_target()))
        a["focus_log"].triggered.connect(lambda: self._focus_dock(self.log_dock, self.score_log.list))
        a["remaining_tiles"].triggered.connect(self.show_remaining_tiles)
        a["rules"].triggered.connect(self.show_rules)
        a["about"].triggered.connect(self.show_about)

        c.state_changed.connect(self.refresh)
        c.thinking_changed.connect(lambda _t: self.refresh())
        c.game_over.connect(self.show_end_of_game)
        c.game_started.connect(self._game_started)
        c.rotation_changed.connect(lambda _r: self._update_preview())

        self.score_log.highlight_requested.connect(self.highlight)
        cursor_changed = getattr(self.board_view, "cursor_changed", None)
        if cursor_changed is not None:
            cursor_changed.connect(lambda _cell: self._update_preview())
        viewport = self.board_view.viewport() if hasattr(self.board_view, "viewport") else None
        if viewport is not None:
            viewport.installEventFilter(self)

    # --- state --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        self._hover_figure = None  # the game changed: the hint is computed again on the next move
        a = self.actions
        has = c.has_game
        a["save"].setEnabled(has)
        a["save_as"].setEnabled(has)
        a["remaining_tiles"].setEnabled(has)
        a["rules"].setEnabled(True)
        ok, _why = self.undo_allowed()
        a["undo"].setEnabled(ok)
        a["redo"].setEnabled(c.can_redo)  # redo follows the record: after an undo, until a new decision
        self._update_guidance()

    def _update_guidance(self) -> None:
        text = guidance_text(self.controller)
        if self._preview_text:
            text = f"{text} {self._preview_text}"
        self.guidance.setText(text)
        self.guidance.setAccessibleDescription(text)

    def _game_started(self) -> None:
        self._preview_text = ""

    def message(self, text: str) -> None:
        window_message(self.window, text)

    # --- undo / redo --------------------------------------------------------------------------------
    def undo_allowed(self) -> tuple[bool, str]:
        c = self.controller
        if not c.has_game:
            return False, Shell.tr("There is no game.")
        return c.can_undo, c.undo_refusal()  # the controller's undo policy

    def undo(self) -> bool:
        return self.controller.undo()  # it says why when it may not

    def redo(self) -> bool:
        return self.controller.redo()  # it says why when there is nothing to redo

    # --- games: new, open, save ------------------------------------------------------------------
    def new_game(self) -> NewGameDialog:
        """Show the new-game dialog (window-modal, not blocking); returns it."""
        old = self.dialogs.get("new")
        if isinstance(old, NewGameDialog) and old.isVisible():
            old.raise_()
            return old
        dialog = NewGameDialog(self.window, self.settings)
        dialog.setup_chosen.connect(self.start_game)
        self.controller.set_paused(True)
        dialog.finished.connect(lambda _r: self.controller.set_paused(False))
        self.dialogs["new"] = dialog
        dialog.open()
        return dialog

    def start_game(self, setup: GameSetup) -> None:
        self.last_setup = setup
        self.controller.new_game(list(setup.players), setup.rules, setup.seed)

    def play_again(self) -> None:
        """Same players and rules, a fresh shuffle."""
        c = self.controller
        if self.last_setup is not None:
            self.controller.new_game(list(self.last_setup.players), self.last_setup.rules, None)
        elif c.has_game:
            c.new_game(c.players, c.game.rules, None)
        else:
            self.new_game()

    # --- files: see file_actions ------------------------------------------------------------------
    @property
    def current_path(self) -> Path | None:
        return self.controller.files.export_path

    def load_file(self, path: str | os.PathLike[str]) -> bool:
        return self.files.load_file(path)

    def save_game(self) -> bool | QFileDialog:
        return self.files.save_game()

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        return self.files.save_to(path)

    # --- other dialogs ------------------------------------------------------------------------------
    def show_end_of_game(self) -> EndOfGameDialog | None:
        if not self.controller.has_game:
            return None
        speed = setting_str(self.settings, KEY_ANIMATION, "normal")
        step_ms = {"off": 0, "fast": 250, "normal": 600, "slow": 1100}.get(speed, 600)
        dialog = EndOfGameDialog(self.controller.game, self.window, step_ms=step_ms)
        if speed == "off":
            dialog.show_all()
        dialog.play_again_requested.connect(self.play_again)
        self.dialogs["end"] = dialog
        dialog.open()
        return dialog

    def show_remaining_tiles(self) -> RemainingTilesDialog | None:
        if not self.controller.has_game:
            return None
        dialog = RemainingTilesDialog(self.controller.game, self.window)
        self.dialogs["tiles"] = dialog
        dialog.open()
        return dialog

    def show_rules(self) -> RulesDialog:
        from carc_desktop.engine.rules import RuleSet

        rules = self.controller.game.rules if self.controller.has_game else RuleSet()
        dialog = RulesDialog(rules, self.window)
        self.dialogs["rules"] = dialog
        dialog.open()
        return dialog

    def show_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.window, self.settings)
        dialog.settings_changed.connect(self.apply_settings)
        self.dialogs["settings"] = dialog
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        try:
            from importlib.metadata import version
            ver = version("carc-desktop")
        except Exception:
            ver = "0.1"
        text = fill(Shell.tr("Carcassonne for the desktop, version %1.\n\nPlays offline against people at this "
                             "computer or computer players, with Traders & Builders, The Markets of Leipzig, "
                             "The Land Surveyors and La Porxada. The tiles are drawn by the program itself."), ver)
        box = QMessageBox(QMessageBox.Icon.Information, Shell.tr("About"), text, QMessageBox.StandardButton.Ok,
                          self.window)
        self.dialogs["about"] = box
        box.open()
        return box

    def apply_settings(self) -> None:
        s = self.settings
        speed = setting_str(s, KEY_ANIMATION, "normal")
        if hasattr(self.controller, "ai_delay_ms"):
            self.controller.ai_delay_ms = AI_DELAY_MS.get(speed, 450)
        if self.board_scene is not None and hasattr(self.board_scene, "animations_enabled"):
            self.board_scene.animations_enabled = speed != "off"
        self.preview_enabled = setting_bool(s, KEY_PREVIEW, False)
        self.hover_enabled = setting_bool(s, KEY_HOVER, True)
        self.controller.casual_undo = setting_bool(s, KEY_CASUAL_UNDO, False)
        self.refresh()
        self._update_preview()

    # --- view ---------------------------------------------------------------------------------------
    def _board_call(self, name: str) -> None:
        fn = getattr(self.board_view, name, None)
        if callable(fn):
            fn()

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.window.showFullScreen()
        else:
            self.window.showNormal()

    def focus_board(self) -> None:
        if isinstance(self.board_view, QWidget):
            self.board_view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _focus_dock(self, dock: QDockWidget, widget: QWidget) -> None:
        dock.show()
        dock.raise_()
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def highlight(self, cells: list) -> None:
        """Light up cells on the board (the score log's clicks, the hover hint)."""
        cells = [(int(c[0]), int(c[1])) for c in cells]
        fn = getattr(self.board_scene, "highlight_cells", None)
        if callable(fn):
            fn(cells)
            if cells and hasattr(self.board_view, "ensureVisible"):
                try:
                    from carc_desktop.ui.board.geometry import cells_rect
                    self.board_view.ensureVisible(cells_rect(cells), 40, 40)
                except Exception:
                    pass
        self.highlight_requested.emit(cells)

    # --- hints --------------------------------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.MouseMove and self.hover_enabled and self.controller.has_game:
            self._hover(event.position().toPoint(), obj)
        elif event.type() == QEvent.Type.Leave and self._hover_active:
            self._end_hover()
        return False

    def _hover(self, pos: QPoint, viewport: Any) -> None:
        game = self.controller.game
        figure = None
        for item in self.board_view.items(pos):
            figure = figure_from_item(item)
            if figure is not None:
                break
        if figure is None or game.figure_at.get((figure.placement, figure.segment)) != figure:
            if self._hover_active:
                self._end_hover()
            return
        if not (self._hover_active and figure == self._hover_figure):  # else: shown already, same game state
            info = figure_feature_info(game, figure)
            fn = getattr(self.board_scene, "highlight_cells", None)
            if callable(fn):
                fn(info.cells, QColor(255, 255, 255))
            self._hover_active = True
            self._hover_figure = figure
            self._hover_text = describe(info, game)
        QToolTip.showText(viewport.mapToGlobal(pos), self._hover_text, viewport)

    def _end_hover(self) -> None:
        self._hover_active = False
        self._hover_figure = None
        fn = getattr(self.board_scene, "highlight_cells", None)
        if callable(fn):
            fn([])
        QToolTip.hideText()

    def _update_preview(self) -> None:
        text = ""
        c = self.controller
        cell = getattr(self.board_view, "cursor_cell", None)
        if getattr(self, "preview_enabled", False) and cell is not None and c.has_game and c.phase == "place" \
                and c.human_to_move and c.rotation in c.placement_options().get(cell, ()):
            from carc_desktop.engine.moves import PlaceTile

            game = c.game
            try:
                points = self.preview.points(game, PlaceTile(cell.x, cell.y, c.rotation))
            except Exception:
                log.debug("placement preview failed", exc_info=True)
                points = {}
            if points:
                parts = [fill(Shell.tr("%1 %2", "player name, signed points"),
                              game.players[p].name, f"{v:+d}") for p, v in sorted(points.items())]
                text = fill(Shell.tr("Placing it here scores at once: %1."), join_names(parts))
            else:
                text = Shell.tr("Placing it here scores nothing at once.")
        self._preview_text = text
        self._update_guidance()


def install_around_board(window: QMainWindow, controller: "GameController", storage: "Storage | None" = None) -> None:
    """Add the scoreboard, the score log, the menus and shortcuts, the dialogs and the
    status-bar guidance to ``window`` (call once, after the window is built). ``storage``:
    where saves and the recent list live (default: ``Storage()``). The installed
    :class:`AroundBoard` is the window's child named ``AroundBoard``."""
    if window.findChild(AroundBoard, "AroundBoard") is not None:
        return
    AroundBoard(window, controller, storage)


def around_board(window: QMainWindow) -> AroundBoard | None:
    """The :class:`AroundBoard` installed in ``window`` (None if none)."""
    return window.findChild(AroundBoard, "AroundBoard")


__all__ = ["AroundBoard", "around_board", "guidance_text", "install_around_board"]
