"""A read-only board for the review: the play board's scene, shown by a view that only
zooms and pans (no placing, no figures to pick)."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from carc_desktop.engine import FIELD, Deploy, Game, Move, PlaceTile, Position

from ..board import art
from ..board.geometry import TILE, anchor_point
from ..board.items import PreviewItem, SpotMarkerItem
from ..board.scene import SPOT_RADIUS, BoardScene
from ..board.view import MAX_SCALE, MIN_SCALE, ZOOM_STEP


class ReviewBoardView(QGraphicsView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewBoard")
        self.board = BoardScene(self)
        self.board.animations_enabled = False
        self.setScene(self.board)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._fit_rect = QRectF()
        self._user_zoomed = False
        #: The better move's ghost (Review > Analyse): a tile and the figure on it.
        self.better_tile = PreviewItem()
        self.better_tile.setOpacity(0.6)
        self.board.addItem(self.better_tile)
        self.better_figures: list[SpotMarkerItem] = []
        self.retranslate_ui()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.resetTransform()
        painter.setBrushOrigin(self.mapFromScene(QPointF(0, 0)))
        painter.fillRect(QRectF(self.viewport().rect()), self.board.backgroundBrush())
        painter.restore()

    def show_game(self, game: Game, cells: list[tuple[int, int]]) -> None:
        """Show ``game`` and light up ``cells`` (what the last decision scored)."""
        self.board.sync(game)
        self.board.highlight_cells(cells, QColor(255, 236, 140))
        if not self._user_zoomed or self._fit_rect.isEmpty():
            self.zoom_to_fit()

    def show_better(self, before: Game, plan: list[Move], seat: int, tip: str = "") -> None:
        """A ghost of ``plan`` (the better move and the rest of its turn), read in
        ``before``, the game as it was at that decision: its tile where it would have lain,
        its figure where it would have stood."""
        self.clear_better()
        tile, cells, rotation = None, (), 0
        if before.board.placements:
            last = before.board.placements[-1]
            tile, cells, rotation = last.tile, last.cells, last.rotation
        for m in plan:
            if isinstance(m, PlaceTile) and before.tile is not None:
                tile, rotation = before.tile, m.rotation
                cells = before.board.footprint(tile, Position(m.x, m.y), rotation)
                self.better_tile.show_at(tile, cells, rotation, True, self.board.edition)
                self.better_tile.setToolTip(tip)
            elif isinstance(m, Deploy) and tile is not None and m.feature in tile.segment_index:
                seg = tile.segment_index[m.feature]
                centre = anchor_point(tile, cells, rotation, seg)
                lying = m.figure == "follower" and tile.segments[seg].kind == FIELD
                item = SpotMarkerItem(m.figure, m.feature, art.player_colour(before, seat), lying, centre,
                                      SPOT_RADIUS * 1.2)
                item.setToolTip(tip)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.board.addItem(item)
                self.better_figures.append(item)

    def clear_better(self) -> None:
        self.better_tile.setVisible(False)
        for item in self.better_figures:
            self.board.removeItem(item)
        self.better_figures.clear()

    def zoom_to_fit(self) -> None:
        rect = self.board.board_rect
        if rect.isEmpty():
            return
        rect = rect.adjusted(-TILE * 0.6, -TILE * 0.6, TILE * 0.6, TILE * 0.6)
        self._fit_rect = rect
        vw, vh = self.viewport().width(), self.viewport().height()
        if vw < 10 or vh < 10:
            return
        s = min(1.0, max(MIN_SCALE, min(vw / rect.width(), vh / rect.height())))
        self.setTransform(QTransform.fromScale(s, s))
        self.centerOn(rect.center())

    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if not math.isclose(target, current):
            self._user_zoomed = True
            self.scale(target / current, target / current)

    def reset_zoom(self) -> None:
        self._user_zoomed = False
        self.zoom_to_fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self.zoom_by(ZOOM_STEP if delta > 0 else 1 / ZOOM_STEP)
        event.accept()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if not self._user_zoomed:
            self.zoom_to_fit()

    def render_board(self, painter: QPainter, target: QRectF) -> None:
        """Paint the whole board, fitted into ``target`` (exports)."""
        source = self.board.board_rect.adjusted(-TILE * 0.3, -TILE * 0.3, TILE * 0.3, TILE * 0.3)
        painter.fillRect(target, self.board.backgroundBrush())
        saved = self.board.highlight.isVisible()
        self.board.highlight.setVisible(False)
        self.board.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
        self.board.highlight.setVisible(saved)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("ReviewBoard", "Board at this point of the game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
