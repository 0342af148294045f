"""The legal-cell hints and the spot aids are copied from pictures they share (``stamps``):
one picture per look and size, whatever the number of cells, and looking as drawn directly."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from carc_desktop.ui.board import stamps
from carc_desktop.ui.board.aids import draw_spot_aid
from carc_desktop.ui.board.geometry import TILE
from carc_desktop.ui.board.items import CellHintItem, draw_cell_hint


def _painted(scale: float, paint) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.scale(scale, scale)
    paint(p, QRectF(0, 0, TILE, TILE))
    p.end()
    return image


def _mean_difference(a: QImage, b: QImage) -> float:
    total = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            total += sum(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16, 24))
    return total / (a.width() * a.height() * 4)


def test_a_stamp_looks_as_the_drawing_itself(qapp) -> None:  # type: ignore[no-untyped-def]
    stamps.clear()
    for scale in (0.57, 1.1, 1.9):
        for look, draw in ((("hint", True, False), lambda p, r: draw_cell_hint(p, r, True, False)),
                           (("hint", False, False), lambda p, r: draw_cell_hint(p, r, False, False)),
                           (("spot aid", 0), lambda p, r: draw_spot_aid(p, r, 0)),
                           (("spot aid", 2), lambda p, r: draw_spot_aid(p, r, 2))):
            direct = _painted(scale, draw)
            copied = _painted(scale, lambda p, r, look=look, draw=draw: stamps.stamp(p, r, look, draw))
            assert any(direct.pixel(x, y) >> 24 for x in range(0, 200, 4) for y in range(0, 200, 4)), look
            difference = _mean_difference(direct, copied)
            assert difference < 1.5, (look, scale, difference)


def test_the_hints_share_one_picture_per_look(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    stamps.clear()
    view = window.board
    view.viewport().repaint()
    QApplication.processEvents()
    hints = [item for item in view.board.items() if isinstance(item, CellHintItem)]
    assert len(hints) >= 3, "the first tile has several legal cells"
    looks = {(h.strong, h.hot) for h in hints}
    hint_pictures = [key for key in stamps._pictures if key[0][0] == "hint"]
    assert 1 <= len(hint_pictures) <= len(looks), (hint_pictures, looks)


def test_the_pictures_kept_are_bounded(qapp) -> None:  # type: ignore[no-untyped-def]
    stamps.clear()
    for size in range(stamps.LIMIT + 20):
        stamps.picture(("test", 0), (TILE, TILE), (10 + size, 10 + size), 1.0, lambda p, r: p.fillRect(r, Qt.GlobalColor.red))
    assert len(stamps._pictures) == stamps.LIMIT
