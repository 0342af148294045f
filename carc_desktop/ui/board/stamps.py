"""Pictures that many board items share, drawn once per on-screen size.

The legal cells' hints and the spot aids are a handful of looks (a faint dashed cell, a
bright one, a cross, a disc with 1 or 2) repeated over a dozen cells or more. Drawn by each
item into its own device cache, every zoom drew each of them again (antialiased dashes and
text), and the spot aids, with no cache, drew their text at every repaint (issue 35). Here
each look is drawn once per size into a pixmap, and the items only copy it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem

#: How many pictures are kept (the looks at the sizes of a few recent zooms).
LIMIT = 64

_pictures: OrderedDict[tuple[Hashable, int, int, float], QPixmap] = OrderedDict()


def picture(look: Hashable, size: tuple[float, float], device_px: tuple[int, int], dpr: float,
            draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    """The picture of ``look``: ``draw(painter, QRectF(0, 0, *size))`` (item units) into a
    pixmap of ``device_px`` device pixels, made the first time it is asked for at that size."""
    key = (look, device_px[0], device_px[1], dpr)
    held = _pictures.get(key)
    if held is not None:
        _pictures.move_to_end(key)
        return held
    pix = QPixmap(max(1, device_px[0]), max(1, device_px[1]))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.scale(device_px[0] / size[0], device_px[1] / size[1])
    draw(p, QRectF(0, 0, size[0], size[1]))
    p.end()
    pix.setDevicePixelRatio(dpr)
    _pictures[key] = pix
    while len(_pictures) > LIMIT:
        _pictures.popitem(last=False)
    return pix


def stamp(painter: QPainter, rect: QRectF, look: Hashable, draw: Callable[[QPainter, QRectF], None]) -> None:
    """Paint ``look`` over ``rect`` (item coordinates) from its shared picture at the
    painter's scale: what ``draw(painter, rect)`` would paint, for the price of a copy."""
    lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    px = (round(rect.width() * lod * dpr), round(rect.height() * lod * dpr))
    if px[0] < 1 or px[1] < 1:
        return
    pix = picture(look, (rect.width(), rect.height()), px, dpr, draw)
    painter.drawPixmap(rect, pix, QRectF(pix.rect()))


def clear() -> None:
    """Forget every picture (tests; a change of the looks)."""
    _pictures.clear()
