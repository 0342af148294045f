"""The tile tray: the drawn tile, its preview rotation, and the start of a drag onto the board.

Dragging uses ``QDrag`` with our MIME type (``board.view.TILE_MIME``); the board decodes the
drop and asks the controller to place the tile. Wheel, right click, R and the two buttons
rotate the preview.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from carc_desktop.controller import GameController
from carc_desktop.texts.translate import TextContext

from ..board import art
from ..board.view import tile_mime_data
from ..common import a11y

if TYPE_CHECKING:
    from carc_desktop.controller.change import GameChange
    from carc_desktop.engine import Game


class TileView(QWidget):
    """Draws the tray tile (or an empty slot) and starts drags."""

    rotate_requested = Signal(int)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: What the controller last told (``state_changed``, through the tray): the game drawn.
        self.shown: GameChange | None = controller.change
        self._press: QPoint | None = None
        #: Waiting for the background renderer: the tile is not made at any size yet.
        self._waiting = False
        self.setMinimumSize(QSize(110, 110))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(132)
        # The board keeps the keyboard during a turn; R and Shift+R are the window's.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(TileTray.tr("Tile to place"))
        self.describe()

    def describe(self) -> None:
        """The tile's edges as it is turned now, for screen readers (the picture has no words)."""
        c = self.controller
        tile = c.tile if c.has_game else None
        a11y.set_description(self, a11y.tile_description(tile, c.rotation) if tile is not None else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def game(self) -> Game | None:
        """The game as the controller last told it (None before the first)."""
        return self.shown.game if self.shown is not None else None

    def can_drag(self) -> bool:
        return self.controller.can_place_tile

    def tile_rect(self) -> QRectF:
        side = min(self.width(), self.height()) - 16
        return QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.tile_rect()
        c = self.controller
        game = self.game
        tile = c.tile if game is not None else None
        rotation = c.rotation
        if tile is None and game is not None and game.last is not None and not game.finished:
            tile, rotation = game.last.tile, game.last.rotation  # the tile just placed, dimmed
        if tile is None or game is None:
            p.setPen(QPen(QColor(150, 140, 120), 2, Qt.PenStyle.DashLine))
            p.setBrush(QColor(0, 0, 0, 25))
            p.drawRoundedRect(r, 8, 8)
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(r.translated(3, 4), 4, 4)
        pix = art.tile_pixmap_if_ready(tile, rotation, r.width() * self.devicePixelRatioF(), game.edition)
        self._wait_for_tiles(pix is None)
        if pix is None:  # the very first start only, for a moment: a blank tile until it is made
            p.setBrush(QColor(214, 200, 160))
            p.drawRoundedRect(r, 4, 4)
            return
        if len(tile.squares) > 1:  # never drawn from the bag, but stay correct: fit 2:1
            w, h = pix.width(), pix.height()
            k = min(r.width() / w, r.height() / h)
            r = QRectF(r.center().x() - w * k / 2, r.center().y() - h * k / 2, w * k, h * k)
        if not self.can_drag():
            p.setOpacity(0.55)
        p.drawPixmap(r, pix, QRectF(pix.rect()))
        if self.hasFocus():
            p.setOpacity(1.0)
            p.setPen(QPen(QColor(255, 226, 120), 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 5, 5)

    def _wait_for_tiles(self, waiting: bool) -> None:
        """Repaint when the background has made tiles, while the tile is not made yet."""
        if waiting != self._waiting:
            self._waiting = waiting
            refined = art.refiner().refined
            if waiting:
                refined.connect(self._tiles_made)
            else:
                refined.disconnect(self._tiles_made)

    def _tiles_made(self) -> None:
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.rotate_requested.emit(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (self._press is not None and event.buttons() & Qt.MouseButton.LeftButton
                and (event.position().toPoint() - self._press).manhattanLength() >= QApplication.startDragDistance()):
            self._press = None
            self.start_drag()
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self.rotate_requested.emit(1 if delta < 0 else -1)
        event.accept()

    def drag_mime(self):  # type: ignore[no-untyped-def]
        """The MIME data a drag of the tray tile carries (tests build drops from it)."""
        c, game = self.controller, self.game
        return tile_mime_data(c.tile.id, c.rotation, game.bag_pos)

    def start_drag(self) -> Qt.DropAction:
        if not self.can_drag():
            return Qt.DropAction.IgnoreAction
        c, game = self.controller, self.game
        drag = QDrag(self)
        drag.setMimeData(self.drag_mime())
        size = 72
        pix = QPixmap(art.tile_pixmap(c.tile, c.rotation, size, game.edition))  # type: ignore[arg-type,union-attr]
        pix = pix.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        drag.setPixmap(pix)
        drag.setHotSpot(QPoint(pix.width() // 2, pix.height() // 2))
        return drag.exec(Qt.DropAction.MoveAction)


class TileTray(TextContext, QFrame):
    """The tray panel: title, tile view, rotate buttons, tiles left."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("TileTray")
        self.title = QLabel()
        self.title.setObjectName("TrayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.view = TileView(controller, self)
        self.left_button = QToolButton()
        self.left_button.setText("\u21ba")
        self.right_button = QToolButton()
        self.right_button.setText("\u21bb")
        for b in (self.left_button, self.right_button):
            b.setObjectName("RotateButton")
            b.setAutoRaise(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.left_label = QLabel()
        self.left_label.setObjectName("TilesLeft")
        self.left_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setObjectName("TrayHint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)

        row = QHBoxLayout()
        row.setSpacing(2)
        row.addWidget(self.left_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.view, 1)
        row.addWidget(self.right_button, 0, Qt.AlignmentFlag.AlignVCenter)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 10)
        box.setSpacing(6)
        box.addWidget(self.title)
        box.addLayout(row)
        box.addWidget(self.left_label)
        box.addWidget(self.hint)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        self.view.rotate_requested.connect(self._rotate)
        self.left_button.clicked.connect(lambda: self._rotate(-1))
        self.right_button.clicked.connect(lambda: self._rotate(1))
        controller.state_changed.connect(self.refresh)
        controller.rotation_changed.connect(lambda _r: self._rotated())
        #: A new game started and its first tile is not drawn yet (read ahead when it is).
        self._first_tile = False
        controller.game_started.connect(self._game_started)
        controller.tile_drawn.connect(self._tile_drawn)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.left_button.setToolTip(TileTray.tr("Rotate anticlockwise (Shift+R)"))
        self.right_button.setToolTip(TileTray.tr("Rotate clockwise (R)"))
        self.left_button.setAccessibleName(TileTray.tr("Rotate anticlockwise"))
        self.right_button.setAccessibleName(TileTray.tr("Rotate clockwise"))
        self.hint.setText(TileTray.tr("Drag the tile onto the board. Wheel, right click or R rotates it."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "hint"):
            self.retranslate_ui()
        super().changeEvent(event)

    def _rotated(self) -> None:
        self.view.update()
        self.view.describe()

    def _game_started(self) -> None:
        self._first_tile = True

    def _tile_drawn(self, tile: object) -> None:
        """A new game's first tile is read from the disk cache on a thread of its own, at the
        tray's size and rotation, as the board's start tiles are (``art.read_ahead``): the
        first frame converts an image already in memory. Later tiles are in memory by then
        (the background renders every tile type at each size in use)."""
        if not self._first_tile:
            return
        self._first_tile = False
        c, game = self.controller, self.view.game
        if game is not None and c.tile is not None:
            pixels = self.view.tile_rect().width() * self.view.devicePixelRatioF()
            art.read_ahead([(c.tile, c.rotation)], pixels, game.edition)

    def _rotate(self, steps: int) -> None:
        if self.view.can_drag():
            self.controller.rotate(steps)

    def refresh(self, change: GameChange | None = None) -> None:
        """Show the game ``change`` brings (the one last told, when called without)."""
        c = self.controller
        if change is not None:
            self.view.shown = change
        game = self.view.game
        placing = self.view.can_drag()
        if game is None:
            self.title.setText("")
            self.left_label.setText("")
        else:
            if game.finished:
                self.title.setText(TileTray.tr("Game over"))
            elif placing:
                self.title.setText(TileTray.tr("Your tile"))
            elif c.tile is not None:
                self.title.setText(TileTray.tr("Tile in play"))
            else:
                self.title.setText(TileTray.tr("Tile placed"))
            left = game.tiles_left()
            self.left_label.setText(TileTray.tr("%n tile(s) left", None, left))
        for w in (self.left_button, self.right_button):
            w.setEnabled(placing)
        self.hint.setVisible(placing)
        shape = Qt.CursorShape.OpenHandCursor if placing else Qt.CursorShape.ArrowCursor
        if self.view.cursor().shape() != shape:  # setting it sends an event even when unchanged
            self.view.setCursor(shape)
        self.view.describe()
        self.view.update()
