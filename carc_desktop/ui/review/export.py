"""The picture to share: the board at the position being reviewed (the final board by
default) with the score race beside it, as a PNG."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ..board.geometry import TILE
from ..board.scene import BoardScene

if TYPE_CHECKING:
    from carc_desktop.controller.review import GameReview

    from .chart import ScoreRaceChart

#: Logical size of the picture; it is drawn at twice that in pixels (sharp when shared).
WIDTH, HEIGHT, SCALE = 1600, 800, 2


def picture(review: GameReview, chart: ScoreRaceChart, position: int | None = None) -> QImage:
    """The board at ``position`` of the review (its end by default) with the chart (all
    points) on the right. Walks the review there: the caller shows its position again
    afterwards."""
    image = QImage(WIDTH * SCALE, HEIGHT * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(SCALE)
    image.fill(QColor("white"))
    scene = BoardScene()
    scene.animations_enabled = False
    at = review.length if position is None else max(0, min(review.length, position))
    scene.sync(review.game_at(at))
    scene.last_tile.setVisible(False)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    board_box = QRectF(0, 0, HEIGHT, HEIGHT)
    painter.fillRect(board_box, scene.backgroundBrush())
    source = scene.board_rect.adjusted(-TILE * 0.3, -TILE * 0.3, TILE * 0.3, TILE * 0.3)
    scene.render(painter, board_box.adjusted(12, 12, -12, -12), source, Qt.AspectRatioMode.KeepAspectRatio)
    chart.paint_totals(painter, QRectF(HEIGHT, 0, WIDTH - HEIGHT, HEIGHT).adjusted(8, 24, -8, -16))
    painter.end()
    scene.deleteLater()
    return image


def save_picture(review: GameReview, chart: ScoreRaceChart, path: str, position: int | None = None) -> bool:
    return picture(review, chart, position).save(path, "PNG")
