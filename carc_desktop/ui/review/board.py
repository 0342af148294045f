"""A read-only board for the review: the play board's scene, shown by a view that only
zooms and pans (no placing, no figures to pick)."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from carc_desktop.engine import Game

from ..board.geometry import TILE
from ..board.scene import BoardScene
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
        self.retranslate_ui()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt override
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

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        delta = event.angleDelta().y()
        if delta:
            self.zoom_by(ZOOM_STEP if delta > 0 else 1 / ZOOM_STEP)
        event.accept()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 - Qt override
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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
