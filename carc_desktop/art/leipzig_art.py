"""Leipzig double tiles: the quarter's emblem on a medallion, the signpost, small decorations.

The walls, gate, roofs and the quarter of the round market square are drawn by the
generic layers (the quarter is an area with a wall like a city); this adds what only the
Leipzig tiles carry.

A quarter is shown by its trade's emblem (wheel, hide, coins, book), not by its name: the
picture then reads the same in every language (the name lives in the board's tooltip, in the
player's language) and the tile cache need not know the language. Emblem and signpost are
drawn upright whatever the tile's rotation: they undo the painter's quarter turns.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Iterator
from contextlib import contextmanager

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


def _turns(p: QPainter) -> int:
    """The painter's rotation in quarter turns clockwise (0..3)."""
    t = p.worldTransform()
    return round(math.degrees(math.atan2(t.m12(), t.m11())) / 90) % 4


@contextmanager
def upright(p: QPainter, centre: QPointF, text: bool = False) -> Iterator[None]:
    """Draw inside the block turned back about ``centre`` by the painter's rotation, so that
    what is drawn there stands upright on the screen. ``text`` keeps a line along its board
    and only turns it half round when it would read downwards or upside down (it then reads
    left to right, or bottom to top like a book's spine)."""
    turns = _turns(p)
    undo = (2 if turns in (1, 2) else 0) if text else turns
    p.save()
    p.translate(centre)
    p.rotate(-90 * undo)
    p.translate(-centre)
    try:
        yield
    finally:
        p.restore()


def _wheel(p: QPainter, c: QPointF, r: float) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.INK, r * 0.16))
    p.drawEllipse(c, r, r)
    p.setPen(pen(pal.INK, r * 0.1))
    for k in range(6):
        a = math.pi * k / 3
        p.drawLine(c, QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.INK)
    p.drawEllipse(c, r * 0.22, r * 0.22)


def _hide(p: QPainter, c: QPointF, r: float) -> None:
    """A stretched hide: a body with four leg tips."""
    pts = []
    for k in range(16):
        a = 2 * math.pi * k / 16 + math.pi / 16
        leg = k % 4 == 1  # four legs, at the diagonals
        rr = r * (1.05 if leg else 0.72 + 0.06 * math.cos(3 * a))
        pts.append((c.x() + rr * math.cos(a) * 0.95, c.y() + rr * math.sin(a) * 1.1))
    p.setPen(pen(pal.INK, r * 0.08))
    p.setBrush(QColor("#a0703e"))
    p.drawPolygon(poly(*pts))


def _coins(p: QPainter, c: QPointF, r: float) -> None:
    p.setPen(pen(pal.INK, r * 0.08))
    for dx, dy in ((-0.35, 0.25), (0.35, 0.25), (0.0, -0.3)):
        centre = QPointF(c.x() + dx * r, c.y() + dy * r)
        p.setBrush(QColor("#d9b441"))
        p.drawEllipse(centre, r * 0.5, r * 0.5)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, r * 0.3, r * 0.3)


def _book(p: QPainter, c: QPointF, r: float) -> None:
    """An open book seen from above: two pages and their lines."""
    p.setPen(pen(pal.INK, r * 0.08))
    p.setBrush(QColor("#8c3b2a"))
    p.drawRect(QRectF(c.x() - r * 0.95, c.y() - r * 0.62, r * 1.9, r * 1.3))
    p.setBrush(pal.MEDALLION)
    for side in (-1, 1):
        x0 = c.x() if side > 0 else c.x() - r * 0.85
        p.drawRect(QRectF(x0, c.y() - r * 0.52, r * 0.85, r * 1.1))
        p.setPen(pen(pal.INK, r * 0.05))
        for k in range(3):
            y = c.y() - r * 0.25 + k * r * 0.28
            p.drawLine(QPointF(x0 + r * 0.15, y), QPointF(x0 + r * 0.7, y))
        p.setPen(pen(pal.INK, r * 0.08))


EMBLEMS = {"wainwrights": _wheel, "tanners": _hide, "coiners": _coins, "bookbinders": _book}


def draw_emblem(p: QPainter, centre: QPointF, radius: float, quarter: str) -> None:
    """The quarter's emblem on a round medallion (round: it looks the same turned)."""
    p.setPen(pen(pal.MEDALLION_EDGE, radius * 0.12))
    p.setBrush(pal.MEDALLION)
    p.drawEllipse(centre, radius, radius)
    draw = EMBLEMS.get(quarter)
    if draw is not None:
        with upright(p, centre):
            draw(p, centre, radius * 0.62)


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
    box = board.adjusted(0.017, 0.012, -0.012, -0.012)
    with upright(p, box.center(), text=True):
        p.drawPath(text_path(text, box, bold=False))


def paint_leipzig_extras(p: QPainter, tile: TileType, lay: TileLayout, ornaments: bool = True) -> None:
    """Quarter emblem, signpost, and the small decorations listed for the tile."""
    qi, centre = lay.quarter  # type: ignore[misc]
    seg = tile.segments[qi]
    quarter = str(seg.extra.get("quarter") or tile.raw.get("quarter", ""))
    # The medallion sits in the quarter's south-west part, below the figure anchor (where the
    # name banner was).
    draw_emblem(p, QPointF(centre.x() - 0.315, centre.y() + 0.56), 0.09, quarter)
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
