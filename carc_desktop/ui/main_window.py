"""MainWindow: the board in the middle, docks on the right, menus and a status bar.

Structure, for those who extend it: ``self.board_area`` (central: ``self.board`` plus the
decision prompt and toast overlays), docks in ``self.docks`` by name (``tile``, ``players``;
add more with ``add_dock``), menus in ``self.menus`` by name (``game``, ``view``) and
actions as attributes (``action_new``, ``action_undo``, ...).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPropertyAnimation, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QGraphicsOpacityEffect, QLabel, QMainWindow, QMenu, QStatusBar,
                               QVBoxLayout, QWidget)

from carc_desktop.controller import GameController

from .board.view import BoardView
from .decision_panel import DecisionPanel
from .score_panel import ScorePanel
from .tile_tray import TileTray

STYLE = """
QMainWindow { background: #2b2620; }
QMenuBar { background: #231e19; color: #f1e4c8; }
QMenuBar::item { padding: 4px 10px; background: transparent; }
QMenuBar::item:selected { background: #4a4033; }
QMenu { background: #2f2922; color: #f1e4c8; border: 1px solid #5a4d3a; }
QMenu::item { padding: 5px 24px 5px 20px; }
QMenu::item:selected { background: #5a4a33; }
QMenu::item:disabled { color: #7d705a; }
QMenu::separator { height: 1px; background: #5a4d3a; margin: 4px 8px; }
QMainWindow::separator { background: #3a3229; width: 2px; height: 2px; }
QDockWidget { color: #f1e4c8; font-weight: 600; }
QDockWidget::title { background: #3a3229; padding: 6px 10px; text-align: left; }
QFrame#TileTray, QFrame#ScorePanel { background: #342d25; border: none; }
QLabel#TrayTitle { color: #f3e7c4; font-size: 15px; font-weight: 700; }
QLabel#TilesLeft { color: #d9c9a3; }
QLabel#TrayHint { color: #b9a886; font-size: 11px; }
QToolButton#RotateButton { color: #f3e7c4; font-size: 20px; padding: 2px 8px; border-radius: 6px; }
QToolButton#RotateButton:hover { background: #4a4033; }
QToolButton#RotateButton:disabled { color: #6d624f; }
QLabel#TurnLabel { color: #f3e7c4; font-size: 14px; font-weight: 700; padding: 2px 4px 6px 4px; }
QFrame#PlayerRow { background: #3d352b; border-radius: 8px; border: 1px solid #463c30; }
QFrame#PlayerRow[active="true"] { background: #5a4a33; border: 1px solid #e8c15a; }
QLabel#PlayerName { color: #f6ecd4; font-size: 14px; font-weight: 600; }
QLabel#PlayerDetail { color: #bfae8c; font-size: 11px; }
QLabel#PlayerScore { color: #ffe6a0; font-size: 22px; font-weight: 800; min-width: 40px; }
QFrame#DecisionPanel { background: rgba(43, 36, 28, 238); border: 1px solid #8c7450; border-radius: 12px; }
QLabel#DecisionTitle { color: #fff1cf; font-size: 16px; font-weight: 700; }
QLabel#DecisionHelp { color: #d8c8a6; font-size: 12px; }
QScrollArea#DecisionScroll, QScrollArea#DecisionScroll > QWidget > QWidget { background: transparent; }
QScrollBar:vertical { background: #2b241c; width: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:vertical { background: #7a6546; min-height: 24px; border-radius: 5px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }
QPushButton#ChoiceButton, QPushButton#PrimaryButton {
    color: #fff6df; background: #5b4c38; border: 1px solid #8c7450; border-radius: 7px;
    padding: 6px 14px; font-size: 13px; text-align: center; }
QPushButton#ChoiceButton:hover { background: #6e5c43; }
QPushButton#PrimaryButton { background: #a8772d; border-color: #e0b35c; font-weight: 700; }
QPushButton#PrimaryButton:hover { background: #bd8735; }
QPushButton#ChoiceButton:disabled, QPushButton#PrimaryButton:disabled {
    color: #9a8d74; background: #443a2d; border-color: #5a4d3a; }
QLabel#Toast { color: #fff; background: rgba(150, 40, 30, 230); border-radius: 10px; padding: 8px 16px;
               font-size: 13px; font-weight: 600; }
QStatusBar { background: #231e19; color: #d8c8a6; }
QStatusBar QLabel { color: #d8c8a6; padding: 0 8px; }
"""


class Toast(QLabel):
    """A short message over the board that fades away by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Toast")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(450)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade.start)
        self.hide()

    def show_message(self, text: str, ms: int = 2600) -> None:
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.setText(text)
        self.setMaximumWidth(560)
        self.adjustSize()
        self.show()
        self.raise_()
        parent = self.parentWidget()
        if parent is not None and hasattr(parent, "place_overlays"):
            parent.place_overlays()
        self._timer.start(ms)


class BoardArea(QWidget):
    """The central widget: the board view with the prompt and toast floating over it."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = BoardView(controller, self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.board)
        self.prompt = DecisionPanel(controller, self)
        self.toast = Toast(self)
        self.prompt.raise_()

    def place_overlays(self) -> None:
        w, h = self.width(), self.height()
        p = self.prompt
        if not p.isHidden():
            p.ensurePolished()
            for child in p.findChildren(QWidget):
                child.ensurePolished()
            width = min(p.preferred_width(), max(240, w - 40))
            p.setFixedWidth(width)
            layout = p.layout()
            layout.activate()
            height = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
            p.setFixedHeight(max(height, layout.minimumSize().height()))
            p.move(QPoint((w - p.width()) // 2, h - p.height() - 18))
            self.board.bottom_overlay = p.height() + 18
        else:
            self.board.bottom_overlay = 0
        t = self.toast
        t.move(QPoint((w - t.width()) // 2, 18))

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self.place_overlays()


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("MainWindow")
        self.setStyleSheet(STYLE)
        self.resize(1280, 820)
        self.setDockNestingEnabled(True)

        self.board_area = BoardArea(controller, self)
        self.board = self.board_area.board
        self.prompt = self.board_area.prompt
        self.setCentralWidget(self.board_area)

        self.docks: dict[str, QDockWidget] = {}
        self.tray = TileTray(controller)
        self.add_dock("tile", "", self.tray)
        self.score_panel = ScorePanel(controller)
        self.add_dock("players", "", self.score_panel)

        self.menus: dict[str, QMenu] = {}
        self._build_menus()
        self._build_status_bar()
        self.retranslate_ui()

        c = controller
        c.illegal_move.connect(self.show_message)
        c.state_changed.connect(self._update_status)
        c.state_changed.connect(self._update_actions)
        c.game_over.connect(lambda: self.show_message(
            QCoreApplication.translate("MainWindow", "The game is over."), toast=False))
        self.board.message.connect(self.show_message)
        self.board.cursor_changed.connect(lambda _c: self._update_place_button())
        c.rotation_changed.connect(lambda _r: self._update_place_button())
        c.state_changed.connect(self._update_place_button)
        self.prompt.hover_cells.connect(lambda cells: self.board.board.highlight_cells(cells))
        self.prompt.place_requested.connect(self.board.place_at_cursor)
        self.prompt.rotate_requested.connect(lambda: self.board.rotate_at_cursor(1))
        self.prompt.new_game_requested.connect(self.new_game)
        if c.has_game:
            c.state_changed.emit()
        self.resizeDocks([self.docks["tile"], self.docks["players"]], [300, 400], Qt.Orientation.Vertical)
        self.board.setFocus()

    # --- structure ----------------------------------------------------------------------------
    def add_dock(self, name: str, title: str, widget: QWidget,
                 area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"{name}_dock")
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        self.docks[name] = dock
        return dock

    def _action(self, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None, slot) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("")
        game.setObjectName("game_menu")
        self.action_new = self._action("",
                                       QKeySequence.StandardKey.New, self.new_game)
        self.action_undo = self._action("",
                                        QKeySequence.StandardKey.Undo, self.controller.undo)
        self.action_quit = self._action("",
                                        QKeySequence.StandardKey.Quit, self.close)
        game.addAction(self.action_new)
        game.addAction(self.action_undo)
        game.addSeparator()
        game.addAction(self.action_quit)
        view = bar.addMenu("")
        view.setObjectName("view_menu")
        self.action_zoom_in = self._action("",
                                           QKeySequence.StandardKey.ZoomIn, self.board.zoom_in)
        self.action_zoom_out = self._action("",
                                            QKeySequence.StandardKey.ZoomOut, self.board.zoom_out)
        self.action_zoom_fit = self._action("",
                                            "Ctrl+0", self.board.zoom_to_fit)
        for a in (self.action_zoom_in, self.action_zoom_out, self.action_zoom_fit):
            view.addAction(a)
        view.addSeparator()
        for dock in self.docks.values():
            view.addAction(dock.toggleViewAction())
        self.menus = {"game": game, "view": view}
        # What retranslate_ui names; an extension that replaces menus or actions (ui.shell)
        # translates its own.
        self._own_menus = dict(self.menus)
        self._own_actions = {name: getattr(self, f"action_{name}")
                             for name in ("new", "undo", "quit", "zoom_in", "zoom_out", "zoom_fit")}

    def _build_status_bar(self) -> None:
        bar = QStatusBar(self)
        self.setStatusBar(bar)
        self.status_turn = QLabel()
        bar.addPermanentWidget(self.status_turn)

    def retranslate_ui(self) -> None:
        """Set every fixed text again (at start and when the language changes)."""
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Carcassonne"))
        own_widgets = {"tile": self.tray, "players": self.score_panel}
        titles = {"tile": QCoreApplication.translate("MainWindow", "Tile"),
                  "players": QCoreApplication.translate("MainWindow", "Players")}
        for name, title in titles.items():
            dock = self.docks.get(name)
            if dock is not None and dock.widget() is own_widgets[name]:
                dock.setWindowTitle(title)
        menus = {"game": QCoreApplication.translate("MainWindow", "&Game"),
                 "view": QCoreApplication.translate("MainWindow", "&View")}
        for name, title in menus.items():
            menu = self._own_menus.get(name)
            if menu is not None and self.menus.get(name) is menu:
                menu.setTitle(title)
        texts = {
            "new": QCoreApplication.translate("MainWindow", "&New Game"),
            "undo": QCoreApplication.translate("MainWindow", "&Undo"),
            "quit": QCoreApplication.translate("MainWindow", "&Quit"),
            "zoom_in": QCoreApplication.translate("MainWindow", "Zoom &In"),
            "zoom_out": QCoreApplication.translate("MainWindow", "Zoom &Out"),
            "zoom_fit": QCoreApplication.translate("MainWindow", "Zoom to &Fit"),
        }
        for name, text in texts.items():
            action = self._own_actions[name]
            if getattr(self, f"action_{name}", None) is action:
                action.setText(text)
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "status_turn"):
            self.retranslate_ui()
        super().changeEvent(event)

    # --- reactions ----------------------------------------------------------------------------
    def show_message(self, text: str, toast: bool = True) -> None:
        self.statusBar().showMessage(text, 6000)
        if toast:
            self.board_area.toast.show_message(text)

    def _update_status(self) -> None:
        c = self.controller
        if not c.has_game:
            return
        game = c.game
        left = MainWindow.tr("%n tile(s) left", None, game.tiles_left())
        if game.finished:
            self.status_turn.setText(QCoreApplication.translate("MainWindow", "Game over") + " \u00b7 " + left)
        else:
            self.status_turn.setText(QCoreApplication.translate("MainWindow", "Turn %1").replace(
                "%1", str(game.turn + 1)) + " \u00b7 " + left)

    def _update_actions(self) -> None:
        c = self.controller
        self.action_undo.setEnabled(c.has_game and c.can_undo)

    def _update_place_button(self) -> None:
        c = self.controller
        cell = self.board.cursor_cell
        ok = (c.has_game and c.phase == "place" and cell is not None
              and c.rotation in c.placement_options().get(cell, ()))
        self.prompt.set_cursor_ok(ok)

    def new_game(self) -> None:
        """Game > New: the same seats and rules, a fresh shuffle (the setup dialog comes later)."""
        c = self.controller
        if c.has_game:
            c.new_game(c.players, c.game.rules)
        else:
            c.new_game(2)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Quitting loses at most the decision being made: the last autosave is written first.
        flush = getattr(self.controller, "flush_autosave", None)
        if callable(flush):
            flush()
        self.controller.close()
        super().closeEvent(event)
