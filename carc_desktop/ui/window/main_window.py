"""MainWindow: the one window a player lives in.

The board in the middle with the message strip and the decision prompt under it
(:mod:`.board_area`), one dock per panel on the right (:mod:`.docks`: the tile, the
scoreboard, the score log), the Game / View / Help menus with every action and its
shortcut and the toolbar (:mod:`.menus`), file commands (:mod:`.file_actions`), the status
bar (:mod:`.status`), board hints (:mod:`.hints`), the computer's hint (:mod:`.hint`) and
the dialogs (:mod:`.window_dialogs`).

The window is built in two steps so that its first frame comes quickly. Constructed
without a controller, it is the frame: menus, toolbar, docks, status bar, the layout the
player left, the felt where the board goes and empty panels (:mod:`.placeholders`), every
action that needs a game disabled; this module imports no game code for it.
:meth:`MainWindow.attach` then brings the controller: the board and the panels take the
placeholders' places (the docks keep their sizes), the actions are connected and
enabled. Given a controller, the constructor does both at once.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QFileDialog, QMainWindow, QWidget

from ..common.prefs import (
    AI_DELAY_MS,
    KEY_AID_CHANCES,
    KEY_AID_SPOTS,
    KEY_ANIMATION,
    KEY_CASUAL_UNDO,
    KEY_HINTS,
    KEY_HOVER,
    KEY_PALETTE,
    KEY_PREVIEW,
    KEY_PURIST,
    KEY_RECENT_MARKS,
    setting_bool,
    setting_str,
)
from ..common.prefs import settings as app_settings
from ..common.text_size import style
from .dialog_openers import WindowDialogs
from .docks import add_docks, retranslate_docks
from .menus import GameActions
from .messages import MessageKind
from .placeholders import BoardSlot, PanelPlaceholder
from .shell import Shell
from .status import StatusLine
from .style import STYLE

if TYPE_CHECKING:
    from carc_desktop.controller import GameController

    from ..board.view import BoardView
    from ..dialogs.new_game_dialog import GameSetup
    from ..panels.score_log import ScoreLog
    from ..panels.scoreboard import Scoreboard
    from ..panels.tile_tray import TileTray
    from ..play.board_area import BoardArea
    from ..play.decision_panel import DecisionPanel
    from ..play.hint_bar import HintDisplay
    from ..play.hover_hints import FeatureHover, PlacementHint
    from .file_actions import FileActions
    from .messages import MessageBanner

KEY_GEOMETRY = "window/geometry"
KEY_STATE = "window/state"
#: Bumped when the docks change so that an older saved layout is not applied to them.
LAYOUT_VERSION = 2
#: The modules :meth:`MainWindow.attach` imports (``app.load_game_code`` imports them on a
#: thread first, so that no event-loop pass of the start holds the window for them).
ATTACH_MODULES = (
    "carc_desktop.ui.common.announcer", "carc_desktop.ui.expansions.surveyor_toast", "carc_desktop.ui.lessons",
    "carc_desktop.ui.panels.score_log", "carc_desktop.ui.panels.scoreboard", "carc_desktop.ui.panels.tile_tray",
    "carc_desktop.ui.play.board_area", "carc_desktop.ui.play.hint_bar", "carc_desktop.ui.play.hover_hints",
    "carc_desktop.ui.review.actions", "carc_desktop.ui.window.file_actions",
)

#: The actions that work before the controller is attached; the others wait for it.
FRAME_ACTIONS = ("quit", "fullscreen")
PANELS = ("tile", "scoreboard", "log")


class MainWindow(WindowDialogs, QMainWindow):
    #: Cells the board lit up (the score log's clicks, the hover hint).
    highlight_requested = Signal(list)

    controller: GameController  # None until attach()
    # The window's commands by name; it hides QWidget.actions(), which nothing calls on the window.
    actions: GameActions  # type: ignore[assignment]
    board_area: BoardArea
    board: BoardView
    prompt: DecisionPanel
    banner: MessageBanner
    tray: TileTray
    scoreboard: Scoreboard
    score_log: ScoreLog
    files: FileActions
    hover: FeatureHover
    placement_hint: PlacementHint
    hint: HintDisplay

    def __init__(self, controller: GameController | None = None, parent: QWidget | None = None) -> None:
        """``controller`` brings the game and its files (where games are kept is the
        controller's business: ``app.py`` hands it the storage)."""
        super().__init__(parent)
        self.controller = None  # type: ignore[assignment]
        #: attach_steps was called and its last step is still to come.
        self._attaching = False
        self.settings = app_settings()
        self.last_setup: GameSetup | None = None
        self.dialogs: dict[str, QWidget] = {}
        #: Files asked to be opened before the controller came (opened by the start after it).
        self.pending_files: list[Path] = []
        #: Whether a saved geometry/dock layout was restored (the start places the window if not).
        self.layout_restored = False
        self.setObjectName("MainWindow")
        style(self, STYLE)
        self.resize(1280, 820)
        self.setDockNestingEnabled(True)

        self.board_slot = BoardSlot(self)
        self.setCentralWidget(self.board_slot)
        self.docks: dict[str, QDockWidget] = add_docks(self, {name: PanelPlaceholder(name) for name in PANELS})
        self.scoreboard_dock = self.docks["scoreboard"]
        self.log_dock = self.docks["log"]

        self.actions = GameActions(self)
        self.menus = self.actions.build(self.menuBar(), [d.toggleViewAction() for d in self.docks.values()])
        for name, action in self.actions.actions.items():
            self.addAction(action)  # shortcuts work even with the menu bar hidden (full screen)
            action.setEnabled(name in FRAME_ACTIONS)  # no shortcut reaches a missing game
        if self.actions.recent_menu is not None:
            self.actions.recent_menu.setEnabled(False)  # filled by the file commands
        self.toolbar = self.actions.build_toolbar(self)
        self.status = StatusLine(self.statusBar())
        self.guidance = self.status.guidance
        self.actions["quit"].triggered.connect(self.close)
        self.actions["fullscreen"].toggled.connect(self.set_fullscreen)

        self.retranslate_ui()
        self.resizeDocks([self.docks[name] for name in PANELS], [180, 400, 160], Qt.Orientation.Vertical)
        if controller is not None:
            self.attach(controller)

    @property
    def is_attached(self) -> bool:
        return self.controller is not None

    def attach(self, controller: GameController) -> None:
        """The second step: bring the controller, put the board and the panels in the
        placeholders' places without moving the docks, connect and enable the actions.
        The game code is imported here (if ``app.load_game_code`` has not already)."""
        for step in self.attach_steps(controller):
            step()

    def attach_steps(self, controller: GameController) -> list[Callable[[], None]]:
        """:meth:`attach` as three steps to call in order, each in an event-loop pass of its
        own if the caller likes (``app.attach_in_steps``: no pass of the start holds the
        window long): the board, the panels, then the actions and the rest. The window
        counts as attached (``controller`` set) only after the last: a file asked for in
        between waits in ``pending_files`` as before the first."""
        if self.controller is not None or self._attaching:
            raise RuntimeError("the window already has its controller")
        self._attaching = True
        sizes = self._dock_sizes()
        return [lambda: self._attach_board(controller), lambda: self._attach_panels(controller),
                lambda: self._attach_rest(controller, sizes)]

    def _attach_board(self, controller: GameController) -> None:
        from ..expansions.surveyor_toast import SurveyorToast
        from ..play.board_area import BoardArea

        self.board_area = BoardArea(controller, self.board_slot)
        self.board = self.board_area.board
        self.prompt = self.board_area.prompt
        self.banner = self.board_area.banner
        self.board_slot.put(self.board_area)
        self.surveyor_toast = SurveyorToast(controller, self.board)  # over the board, never pushing it

    def _attach_panels(self, controller: GameController) -> None:
        from ..panels.score_log import ScoreLog
        from ..panels.scoreboard import Scoreboard
        from ..panels.tile_tray import TileTray

        self.tray = TileTray(controller)
        self.scoreboard = Scoreboard(controller)
        self.score_log = ScoreLog(controller)
        for name, panel in zip(PANELS, (self.tray, self.scoreboard, self.score_log)):
            placeholder = self.docks[name].widget()
            self.docks[name].setWidget(panel)
            if placeholder is not None:
                placeholder.deleteLater()

    def _attach_rest(self, controller: GameController, sizes: dict[str, tuple[int, int]]) -> None:
        from ..common.announcer import Announcer
        from ..lessons import install_lessons  # Help > Learn to Play
        from ..play.hint_bar import install_hints
        from ..play.hover_hints import FeatureHover, PlacementHint
        from ..review.actions import install_review_actions  # Game > Review… and Statistics
        from .file_actions import FileActions

        self.controller = controller
        self._attaching = False
        for action in self.actions.actions.values():
            action.setEnabled(True)  # refresh() and the hint then disable what the game refuses
        if self.actions.recent_menu is not None:
            self.actions.recent_menu.setEnabled(True)
        self.files = FileActions(self, controller, self.actions, self.dialogs, self.message)
        self.review_actions = install_review_actions(self, controller, self.menus["game"])
        self.status.controller = controller
        self.hover = FeatureHover(self.board, controller)
        self.placement_hint = PlacementHint(self.board, controller)
        #: Turns, scorings and refusals told to screen readers.
        self.announcer = Announcer(self, controller)
        self.hint = install_hints(self, controller, self.board, self.prompt, self.actions["hint"], self.toolbar)
        self.lessons = install_lessons(self, controller)

        self._connect()
        self.apply_settings()
        self.retranslate_ui()
        controller.announce()  # the panels draw the game there is
        self._keep_dock_sizes(sizes)
        self.board.setFocus()

    def _dock_sizes(self) -> dict[str, tuple[int, int]]:
        """The docks' sizes as laid out now (none before the window was shown)."""
        if not self.isVisible():
            return {}
        return {name: (d.width(), d.height()) for name, d in self.docks.items()
                if d.isVisible() and not d.isFloating()}

    def _keep_dock_sizes(self, sizes: dict[str, tuple[int, int]]) -> None:
        """Give the docks back the sizes they had with the placeholders (as far as the
        panels' minimum sizes let them): the panels fill in, nothing moves."""
        if not sizes:
            return
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the panels' sizes are known to the layout first
        docks = [self.docks[name] for name in sizes]
        self.resizeDocks(docks, [w for w, _h in sizes.values()], Qt.Orientation.Horizontal)
        self.resizeDocks(docks, [h for _w, h in sizes.values()], Qt.Orientation.Vertical)

    def open_pending_files(self) -> int:
        """Open the files asked for before the controller came (the start calls this right
        after :meth:`attach`); returns how many were asked for."""
        paths, self.pending_files = self.pending_files, []
        for path in paths:
            self.load_file(path)
        return len(paths)

    # --- wiring ---------------------------------------------------------------------------------
    def _connect(self) -> None:
        a, c, board = self.actions, self.controller, self.board
        a["new"].triggered.connect(self.new_game)
        a["undo"].triggered.connect(self.undo)
        a["redo"].triggered.connect(self.redo)
        a["settings"].triggered.connect(self.show_settings)
        a["zoom_in"].triggered.connect(board.zoom_in)
        a["zoom_out"].triggered.connect(board.zoom_out)
        a["zoom_fit"].triggered.connect(board.zoom_to_fit)
        a["rotate"].triggered.connect(lambda: board.rotate_at_cursor(1))
        a["rotate_back"].triggered.connect(lambda: board.rotate_at_cursor(-1))
        a["no_figure"].triggered.connect(c.skip)
        a["show_legal"].triggered.connect(board.show_legal_cells)
        a["focus_board"].triggered.connect(self.focus_board)
        a["focus_scoreboard"].triggered.connect(
            lambda: self._focus_dock(self.scoreboard_dock, self.scoreboard.focus_target()))
        a["focus_log"].triggered.connect(lambda: self._focus_dock(self.log_dock, self.score_log.list))
        a["remaining_tiles"].triggered.connect(self.show_remaining_tiles)
        a["rules"].triggered.connect(self.show_rules)
        a["about"].triggered.connect(self.show_about)
        a["field_owners"].toggled.connect(self.show_field_owners)

        c.state_changed.connect(self.refresh)
        c.thinking_changed.connect(lambda _t: self.refresh())
        c.game_over.connect(self.game_ended)
        # The end-of-game dialog's modules, imported off the GUI thread while the game is played.
        from .import_ahead import DELAY_MS, END_OF_GAME, import_in_background

        QTimer.singleShot(DELAY_MS, self, lambda: import_in_background(END_OF_GAME))
        c.rotation_changed.connect(lambda _r: self._cursor_moved())
        c.illegal_move.connect(lambda text: self.show_message(text, MessageKind.ERROR))
        c.hints.refused.connect(lambda text: self.show_message(text, MessageKind.INFO))
        board.message.connect(lambda text: self.show_message(text, MessageKind.ERROR))
        board.cursor_changed.connect(lambda _cell: self._cursor_moved())
        board.spot_focused.connect(self._spot_focused)
        self.score_log.highlight_requested.connect(self.highlight)
        self.prompt.hover_cells.connect(lambda cells: board.board.highlight_cells(cells))
        self.prompt.place_requested.connect(board.place_at_cursor)
        self.prompt.rotate_requested.connect(lambda: board.rotate_at_cursor(1))
        self.prompt.new_game_requested.connect(self.new_game)
        self.prompt.show_legal_requested.connect(board.show_legal_cells)

    # --- language -------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every fixed text again (at start and when the language changes)."""
        self.setWindowTitle(self.tr("Carcassonne"))
        self.actions.retranslate()
        retranslate_docks(self.docks)
        self.status.retranslate()
        if self.controller is None:
            return
        self.files.retranslate()
        self.review_actions.retranslate()
        self.banner.retranslate()
        self.hover.forget()
        self.hint.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "status"):
            self.retranslate_ui()
        elif event.type() == QEvent.Type.WindowStateChange and self.controller is not None:
            self.board.recentre_after_state_change()  # maximised, full screen or back: centred again
        super().changeEvent(event)

    # --- state ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        a = self.actions
        has = c.has_game
        a["save"].setEnabled(has)
        a["save_as"].setEnabled(has)
        a["remaining_tiles"].setEnabled(has)
        a["undo"].setEnabled(self.undo_allowed()[0])
        a["redo"].setEnabled(c.can_redo)  # redo follows the record: after an undo, until a new decision
        placing = self.board.placing()
        for name in ("rotate", "rotate_back", "show_legal"):
            a[name].setEnabled(placing)
        a["no_figure"].setEnabled(has and c.phase == "deploy" and c.human_to_move)
        if self.board.turn_on_board() and QApplication.activeModalWidget() is None and self.isActiveWindow():
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)  # the turn's keys go to the board
        self._cursor_moved()

    def _cursor_moved(self) -> None:
        """The cursor cell or the rotation changed: the Place button and the placement hint."""
        c = self.controller
        cell = self.board.cursor_cell
        self.prompt.set_cursor_ok(c.has_game and c.phase == "place" and cell is not None
                                  and c.rotation in c.placement_options().get(cell, ()))
        self.status.extra = self.placement_hint.show()
        self.status.refresh()

    def _spot_focused(self, text: str) -> None:
        self.status.spot = text
        self.status.refresh()

    def show_message(self, text: str, kind: MessageKind | str = MessageKind.INFO) -> None:
        """A message under the board: information, success or error (each looks different)."""
        self.banner.show_message(text, kind)

    def message(self, text: str) -> None:
        self.show_message(text, MessageKind.INFO)

    # --- undo / redo ----------------------------------------------------------------------------
    def undo_allowed(self) -> tuple[bool, str]:
        c = self.controller
        if not c.has_game:
            return False, Shell.tr("There is no game.")
        return c.can_undo, c.undo_refusal()  # the controller's undo policy

    def undo(self) -> bool:
        return self.controller.undo()  # it says why when it may not

    def redo(self) -> bool:
        return self.controller.redo()  # it says why when there is nothing to redo

    # --- games ----------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self.last_setup = setup
        self.controller.new_game(list(setup.players), setup.rules, setup.seed)

    def play_again(self) -> None:
        """Same players and rules, a fresh shuffle."""
        c = self.controller
        if self.last_setup is not None:
            c.new_game(list(self.last_setup.players), self.last_setup.rules, None)
        elif c.has_game:
            c.new_game(c.players, c.game.rules, None)
        else:
            self.new_game()

    # --- files: see file_actions ----------------------------------------------------------------
    @property
    def current_path(self) -> Path | None:
        return self.controller.files.export_path

    def load_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a save; before the controller is attached, the file waits for it
        (:meth:`open_pending_files`)."""
        if self.controller is None:
            self.pending_files.append(Path(path))
            return True
        return self.files.load_file(path)

    def save_game(self) -> bool | QFileDialog:
        return self.files.save_game()

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        return self.files.save_to(path)

    # --- settings and view ----------------------------------------------------------------------
    def apply_settings(self) -> None:
        if self.controller is None:
            return  # attach() applies them
        s = self.settings
        speed = setting_str(s, KEY_ANIMATION, "normal")
        self.controller.ai_delay_ms = AI_DELAY_MS.get(speed, 450)
        self.board.board.animations_enabled = speed != "off"
        from carc_desktop.art import figures

        from ..common.text_size import apply_text_size, text_size

        apply_text_size(QApplication.instance(), text_size(s))  # type: ignore[arg-type]
        palette = setting_str(s, KEY_PALETTE, "classic")
        if palette != figures.palette_in_use() and figures.use_palette(palette) and self.controller.has_game:
            self.board.board.recolour(self.controller.game)
            for card in self.scoreboard.cards:
                card.shown = None  # the badges are drawn again in the new colours
            self.score_log.rebuild()  # and the log's
            self.scoreboard.refresh()
        # Purist play turns every aid off, whatever each one's own switch says.
        aided = not setting_bool(s, KEY_PURIST, False)
        self.placement_hint.enabled = aided and setting_bool(s, KEY_PREVIEW, False)
        self.hover.enabled = aided and setting_bool(s, KEY_HOVER, True)
        self.hover.chances = aided and setting_bool(s, KEY_AID_CHANCES, True)
        self.board.aids.spots_enabled = aided and setting_bool(s, KEY_AID_SPOTS, True)
        self.actions["field_owners"].setEnabled(aided)
        if not aided:
            self.actions["field_owners"].setChecked(False)
        self.controller.casual_undo = setting_bool(s, KEY_CASUAL_UNDO, False)
        self.hint.set_enabled(aided and setting_bool(s, KEY_HINTS, True))
        self.board.set_recent_marks(setting_bool(s, KEY_RECENT_MARKS, True))
        self.refresh()
        self.board.refresh()

    def show_field_owners(self, on: bool) -> None:
        """Tint each held field by its holders and write what it would score now (View menu, F)."""
        self.board.aids.fields_shown = on
        self.board.refresh()

    def set_fullscreen(self, on: bool) -> None:
        if self.controller is not None:
            self.board.recentre_after_state_change()  # the board is centred in its new size
        self.showFullScreen() if on else self.showNormal()

    def focus_board(self) -> None:
        self.board.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _focus_dock(self, dock: QDockWidget, widget: QWidget) -> None:
        dock.show()
        dock.raise_()
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def highlight(self, cells: list) -> None:
        """Light up cells on the board (the score log's clicks) and bring them into view."""
        cells = [(int(c[0]), int(c[1])) for c in cells]
        self.board.board.highlight_cells(cells)
        if cells:
            self.board.show_cells(cells)
        self.highlight_requested.emit(cells)

    # --- layout remembered across starts --------------------------------------------------------
    def restore_layout(self) -> bool:
        """Geometry and docks as the player left them (False when nothing was saved)."""
        s = self.settings
        geometry, state = s.value(KEY_GEOMETRY), s.value(KEY_STATE)
        done = False
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            done = self.restoreGeometry(geometry)
        if isinstance(state, QByteArray) and not state.isEmpty():
            done = self.restoreState(state, LAYOUT_VERSION) or done
        return done

    def save_layout(self) -> None:
        self.settings.setValue(KEY_GEOMETRY, self.saveGeometry())
        self.settings.setValue(KEY_STATE, self.saveState(LAYOUT_VERSION))
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        if self.controller is not None:
            # Quitting loses at most the decision being made: the last autosave is written first.
            self.controller.flush_autosave()
            self.controller.close()
        super().closeEvent(event)


def install_around_board(window: MainWindow, controller: GameController) -> None:
    """Kept for callers of the former two-step set-up: the window has everything already
    (the storage goes to the controller: ``controller.files.set_storage``)."""


def around_board(window: MainWindow) -> MainWindow:
    """The former "around the board" object is the window itself."""
    return window


__all__ = ["MainWindow", "around_board", "install_around_board"]
