"""Leipzig double tiles: the quarter's name on a banner, the signpost, small decorations.

The walls, gate, roofs and the quarter of the round market square are drawn by the
generic layers (the quarter is an area with a wall like a city); this adds what only the
Leipzig tiles carry. Text is drawn as paths so it turns with the tile.
"""

from __future__ import annotations

import random
import zlib

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPolygonF

from carc_desktop.engine import TileType

from . import palette as pal
from .layout import TileLayout
from .regions import decoration_spots
from .symbols import draw_bush, draw_tree, pen, poly


def quarter_name(quarter: str) -> str:
    """Translated display name of a Leipzig quarter (literal strings for lupdate)."""
    names = {
        "wainwrights": QCoreApplication.translate("TileNames", "Wainwrights"),
        "tanners": QCoreApplication.translate("TileNames", "Tanners"),
        "coiners": QCoreApplication.translate("TileNames", "Coiners"),
        "bookbinders": QCoreApplication.translate("TileNames", "Bookbinders"),
    }
    return names.get(quarter, quarter.capitalize())


def text_path(text: str, box: QRectF, bold: bool = True, family: str = "DejaVu Serif") -> QPainterPath:
    """Text as a path fitted into ``box`` (centred): scales and rotates with the tile."""
    font = QFont(family)
    font.setPixelSize(100)
    font.setBold(bold)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    br = path.boundingRect()
    if br.isEmpty():
        return path
    k = min(box.width() / br.width(), box.height() / br.height())
    path.translate(-br.center().x(), -br.center().y())
    out = QPainterPath()
    cx, cy = box.center().x(), box.center().y()
    for sub in path.toSubpathPolygons():
        out.addPolygon(QPolygonF([QPointF(cx + pt.x() * k, cy + pt.y() * k) for pt in sub]))
    out.setFillRule(Qt.FillRule.WindingFill)
    return out


def draw_ribbon(p: QPainter, box: QRectF, text: str) -> None:
    """A parchment banner with ``text`` (Leipzig quarter names)."""
    tail = box.height() * 0.45
    p.setPen(pen(pal.MEDALLION_EDGE, box.height() * 0.06))
    p.setBrush(pal.PARCHMENT.darker(115))
    for sign in (-1, 1):
        x = box.left() if sign < 0 else box.right()
        p.drawPolygon(poly((x, box.top() + box.height() * 0.2), (x + sign * tail, box.top() + box.height() * 0.2),
                            (x + sign * tail * 0.6, box.center().y() + box.height() * 0.1),
                            (x + sign * tail, box.bottom() + box.height() * 0.2), (x, box.bottom() + box.height() * 0.2)))
    p.setBrush(pal.PARCHMENT)
    p.drawRect(box)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.INK)
    p.drawPath(text_path(text, box.adjusted(box.width() * 0.05, box.height() * 0.18, -box.width() * 0.05, -box.height() * 0.18)))


def draw_signpost(p: QPainter, x: float, y: float, text: str) -> None:
    """A wooden signpost with its foot at (x, y), the arrow pointing west along the road."""
    p.setPen(pen(pal.TIMBER_DARK, 0.018, Qt.PenCapStyle.FlatCap))
    p.drawLine(QPointF(x, y), QPointF(x, y - 0.13))
    board = QRectF(x - 0.11, y - 0.17, 0.22, 0.06)
    p.setPen(pen(pal.TIMBER_DARK, 0.008))
    p.setBrush(QColor("#c79b62"))
    p.drawPolygon(poly((board.right(), board.top()), (board.left(), board.top()),
                       (board.left() - 0.03, board.center().y()), (board.left(), board.bottom()),
                       (board.right(), board.bottom())))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.INK)
    p.drawPath(text_path(text, board.adjusted(0.017, 0.012, -0.012, -0.012), bold=False))


def paint_leipzig_extras(p: QPainter, tile: TileType, lay: TileLayout, ornaments: bool = True) -> None:
    """Quarter name banner, signpost, and the small decorations listed for the tile."""
    qi, centre = lay.quarter  # type: ignore[misc]
    seg = tile.segments[qi]
    name = quarter_name(str(seg.extra.get("quarter") or tile.raw.get("quarter", "")))
    # The banner sits in the quarter's south-west part, below the figure anchor.
    draw_ribbon(p, QRectF(centre.x() - 0.53, centre.y() + 0.5, 0.43, 0.12), name)
    road = next(r for r in lay.roads if r.end == "leipzig_gate")
    start = road.path.pointAtPercent(0.0)
    signpost = str(tile.raw.get("signpost", ""))
    if signpost:
        draw_signpost(p, start.x() + 0.2, start.y() + 0.17, signpost)
    deco = str(tile.raw.get("decoration", "")) if ornaments else ""
    rng = random.Random(zlib.crc32(tile.id.encode()))
    fields = [s for s in tile.segments if s.kind == "field"]
    if "tree" in deco or "bush" in deco:
        spot = decoration_spots(tile, fields[0].index, 1, clearance=0.06, separation=0.2)
        if spot:
            (draw_tree if "tree" in deco else draw_bush)(p, spot[0][0], spot[0][1], 0.055)
    if "stones" in deco:
        p.setPen(pen(pal.WALL_DARK, 0.006))
        for _ in range(5):
            p.setBrush(pal.WALL.lighter(rng.randint(95, 120)))
            p.drawEllipse(QPointF(start.x() + rng.uniform(0.3, 0.6), start.y() + rng.uniform(0.09, 0.14)),
                          rng.uniform(0.012, 0.022), rng.uniform(0.009, 0.015))
