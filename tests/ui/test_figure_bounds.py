"""A figure's bounds hold everything its paint draws (standing, lying, a pig, a builder,
with its seat mark, at three zooms): a zoom step draws each figure's picture again at the
size of its bounds, and anything outside would be cut off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from carc_desktop.ui.board.items import MeepleItem


@pytest.mark.parametrize("kind, lying", [("follower", False), ("follower", True), ("pig", False),
                                         ("builder", False)])
@pytest.mark.parametrize("zoom", [0.4, 1.0, 2.3])
def test_everything_painted_lies_inside_the_bounds(qapp, kind: str, lying: bool, zoom: float) -> None:  # type: ignore[no-untyped-def]
    item = MeepleItem(("k",), kind, QColor(200, 40, 40), lying, QPointF(0, 0), "3")
    bounds = item.boundingRect()
    margin = 40
    size = bounds.size() * zoom
    image = QImage(int(size.width()) + 2 * margin, int(size.height()) + 2 * margin, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setTransform(QTransform.fromTranslate(margin - bounds.left() * zoom, margin - bounds.top() * zoom)
                         .scale(zoom, zoom), False)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inside = QRectF(margin, margin, size.width(), size.height()).adjusted(-1, -1, 1, 1)
    painted = outside = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha():
                painted += 1
                outside += not inside.contains(x + 0.5, y + 0.5)
    assert painted > 0 and outside == 0
