"""The step's marks on the board: a dashed gold frame on each square to play on, a light
wash over the squares of the features the step is about. Items of their own, so that the
board's own highlight (the score log's, the prompt's) stays free."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from ..board.geometry import cells_rect
from ..board.items import Z_HINT

TARGET_PEN = QColor(255, 214, 90)
TARGET_FILL = QColor(255, 214, 90, 45)
FEATURE_FILL = QColor(120, 190, 255, 95)
FEATURE_PEN = QColor(150, 210, 255, 200)
#: Above the tiles and the legal-cell hints, below the tile preview and the figures.
Z = Z_HINT + 2


class LessonMarks:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsRectItem] = []
        self._shown: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] = ((), ())

    def show(self, targets: list[tuple[int, int]], features: list[tuple[int, int]]) -> None:
        wanted = (tuple(targets), tuple(features))
        if wanted == self._shown and all(item.scene() is self.scene for item in self.items):
            return  # one repaint less per move: the marks change with the step only
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []
        self._shown = wanted
        for cell in features:
            pen = QPen(FEATURE_PEN, 2)
            pen.setCosmetic(True)
            self._add(cell, pen, QBrush(FEATURE_FILL))
        for cell in targets:
            pen = QPen(TARGET_PEN, 4, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._add(cell, pen, QBrush(TARGET_FILL))

    def _add(self, cell: tuple[int, int], pen: QPen, brush: QBrush) -> None:
        item = QGraphicsRectItem(cells_rect([cell]).adjusted(3, 3, -3, -3))
        item.setPen(pen)
        item.setBrush(brush)
        item.setZValue(Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        self.scene.addItem(item)
        self.items.append(item)
