"""The Land Surveyors: a new scoring tile gets a moment on screen.

When the active tiles change (after a turn with a scoring), a small card appears over the
top right corner of the board, drawn over it (it never pushes the board), naming each new
tile and what it changes from now on; it goes by itself after a few seconds, on a click, or
when a tile is dragged over it (so that the drop reaches the board).
A screen reader hears it as an alert. Undoing or starting a game shows nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAccessible, QDragEnterEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from carc_desktop.texts.event_text import fill, surveyor_display_name, surveyor_effect

from ..common import a11y
from ..common.text_size import style

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.controller.change import GameChange
    from carc_desktop.engine import Game

    from ..board.view import BoardView

#: How long the card stays (ms).
LINGER_MS = 7000
#: Its widest (px): a third of a small screen's board, never more.
MAX_WIDTH = 330
MARGIN = 10

STYLE = """
#SurveyorToast { background: rgba(43, 36, 28, 238); border: 1px solid #c9a86a; border-radius: 8px; }
#SurveyorToast QLabel { color: #f6ecd4; background: transparent; }
#SurveyorToastTitle { font-weight: bold; color: #ffd977; }
"""


def kind_heading(kind: str) -> str:
    heads = {
        "city": QCoreApplication.translate("SurveyorToast", "Cities: %1"),
        "road": QCoreApplication.translate("SurveyorToast", "Roads: %1"),
        "monastery": QCoreApplication.translate("SurveyorToast", "Monasteries: %1"),
    }
    return heads.get(kind, "%1")


class SurveyorToast(QFrame):
    """The card over the board's viewport; ``watch`` follows the controller."""

    def __init__(self, controller: GameController, board: BoardView) -> None:
        super().__init__(board)
        self.controller = controller
        self.board = board
        self.setObjectName("SurveyorToast")
        style(self, STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keyboard
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # A tile dragged over the card must reach the board under it: the card steps aside.
        self.setAcceptDrops(True)
        self.title = QLabel(self)
        self.title.setObjectName("SurveyorToastTitle")
        self.body = QLabel(self)
        self.body.setObjectName("SurveyorToastBody")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 10)
        box.setSpacing(4)
        box.addWidget(self.title)
        box.addWidget(self.body)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        #: The active tiles last seen and how long the game was then (None: not yet seen).
        self._seen: dict[str, str] | None = None
        self._length = 0
        #: What the card says now, by stack ({} when hidden).
        self.changes: dict[str, str] = {}
        #: The game as the controller last told it (``state_changed``).
        self.game: Game | None = controller.change.game if controller.change is not None else None
        controller.game_started.connect(self._forget)
        controller.state_changed.connect(self._check)
        board.resized.connect(self._board_resized)  # not a filter: every event of the board to Python
        self.hide()

    def _active(self, game: Game | None) -> dict[str, str] | None:
        if game is None:
            return None
        from carc_desktop.engine import the_land_surveyors as ls

        if game.expansion(ls.NAME) is None:
            return None
        return dict(ls.active(game))

    def _forget(self) -> None:
        self.hide()
        change = self.controller.change  # the new game's (told before state_changed)
        self.game = change.game if change is not None else None
        self._seen = self._active(self.game)
        self._length = len(self.game.history) if self.game is not None else 0

    def _check(self, change: GameChange | None = None) -> None:
        if change is not None:
            self.game = change.game
        now = self._active(self.game)
        length = len(self.game.history) if self.game is not None else 0
        before, forward = self._seen, length > self._length
        self._seen, self._length = now, length
        if now is None or before is None or now == before:
            return
        if not forward:  # an undo: the tiles go back quietly
            self.hide()
            return
        self.show_changes({k: v for k, v in now.items() if before.get(k) != v})

    def show_changes(self, changes: dict[str, str]) -> None:
        """Show the new tiles (stack -> tile id) for a few seconds."""
        game = self.game
        if not changes or game is None:
            return
        self.changes = dict(changes)
        self.title.setText(QCoreApplication.translate("SurveyorToast", "New Land Surveyors tiles"))
        order = [k for k in ("city", "road", "monastery") if k in changes] + \
            [k for k in changes if k not in ("city", "road", "monastery")]
        lines = [fill(kind_heading(k), surveyor_display_name(changes[k], game)) + " \u2014 "
                 + surveyor_effect(changes[k], game) for k in order]
        self.body.setText("\n".join(lines))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.body.text())
        self.setToolTip(QCoreApplication.translate("SurveyorToast", "Click to close"))
        self._place()
        self.show()
        self.raise_()
        a11y.notify(self, QAccessible.Event.Alert)
        self._timer.start(LINGER_MS)

    def _place(self) -> None:
        width = min(MAX_WIDTH, max(160, self.board.width() - 2 * MARGIN))
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        # As tall as the wrapped lines need at that width (adjustSize alone cut them off).
        height = (layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()) \
            + 2 * self.frameWidth() + 2
        self.setFixedSize(width, min(height, max(60, self.board.height() - 2 * MARGIN)))
        self.move(self.board.width() - self.width() - MARGIN, MARGIN)

    def _board_resized(self) -> None:
        if self.isVisible():
            self._place()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        # The board is a scroll area: a drop on this child of it, not of its viewport, would
        # be lost. Hidden, the card lets the drag's next move enter the board.
        self._timer.stop()
        self.hide()
        event.ignore()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._timer.stop()
        self.hide()
        event.accept()
