"""Procedural tile art: every tile type drawn from its topology (no publisher artwork).

``paint_tile`` draws a tile in its canonical orientation into a rectangle (the caller
rotates the painter; ``paint_tile_rotated`` does that for you). Layers, bottom to top:
meadow with texture, hedges between separate fields, roads, cities (fill, houses, walls,
gates), buildings (monastery, village, house, La Porxada, bridge), farm illustrations of
the chosen edition, coats of arms and goods, Leipzig extras, frame.

``segment_anchor`` gives the point where a figure on a segment stands; it lies deep inside
what is drawn for that segment (see ``regions.py``).
"""

from __future__ import annotations

import math
import random
import zlib

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient

from carc_desktop.engine import TileType

from . import palette as pal
from .anchors import footprint_top_left, rotate_anchor, rotated_size, segment_anchor  # noqa: F401 - re-exported
from .layout import PAINT_LOCK, ROAD_WIDTH, TileLayout, layout_for, visual_key
from .leipzig_art import paint_leipzig_extras
from .regions import TileRegions, decoration_spots, regions_for
from .symbols import (
    draw_bush,
    draw_chapel,
    draw_farmhouse,
    draw_goods,
    draw_house,
    draw_porxada,
    draw_shed,
    draw_shield,
    draw_village,
    pen,
)
from .walls import draw_bridge, draw_city_walls, draw_gates

#: Texture, roofs, bushes and flowers. Tests switch them off to compare what carries
#: meaning (walls, roads, buildings, emblems) without the noise.
ORNAMENTS = True


def _rng(tile: TileType, salt: str) -> random.Random:
    # crc32, not hash(): str hashes are salted per process and pixmaps must be reproducible.
    return random.Random(zlib.crc32(f"{visual_key(tile)}/{salt}".encode()))


def paint_tile(painter: QPainter, tile: TileType, rect: QRectF, edition: str = "C3") -> None:
    """Draw ``tile`` in canonical orientation filling ``rect`` (2:1 for Leipzig tiles).

    Safe from any thread on a QImage (the layout's shared paths are used under a lock)."""
    with PAINT_LOCK:
        _paint_tile(painter, tile, rect, edition)


def _paint_tile(painter: QPainter, tile: TileType, rect: QRectF, edition: str) -> None:
    lay = layout_for(tile)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / lay.width, rect.height() / lay.height)
    painter.setClipRect(QRectF(0, 0, lay.width, lay.height), Qt.ClipOperation.IntersectClip)
    _meadow(painter, tile, lay)
    _hedges(painter, lay)
    _roads(painter, lay, over=False)
    _cities(painter, tile, lay)
    draw_city_walls(painter, tile, lay)
    draw_gates(painter, lay)
    _roads(painter, lay, over=True)
    if any(r.over for r in lay.roads):
        draw_bridge(painter, lay)
    _structures(painter, lay)
    _fields_art(painter, tile, edition)
    _emblems(painter, tile)
    if lay.quarter is not None:
        paint_leipzig_extras(painter, tile, lay, ORNAMENTS)
    _frame(painter, lay)
    painter.restore()


def paint_tile_rotated(painter: QPainter, tile: TileType, rect: QRectF, rotation: int,
                       edition: str = "C3") -> None:
    """Draw ``tile`` turned ``rotation`` quarter turns clockwise into ``rect``.

    ``rect`` is the rotated footprint (for a Leipzig tile at 90/270 degrees it is 1:2).
    """
    r = rotation % 4
    w, h = (rect.width(), rect.height()) if r % 2 == 0 else (rect.height(), rect.width())
    painter.save()
    painter.translate(rect.center())
    painter.rotate(90 * r)
    paint_tile(painter, tile, QRectF(-w / 2, -h / 2, w, h), edition)
    painter.restore()


# --- layers ---------------------------------------------------------------------------

def _meadow(p: QPainter, tile: TileType, lay: TileLayout) -> None:
    w, h = lay.width, lay.height
    p.fillRect(QRectF(0, 0, w, h), pal.FIELD)
    if not ORNAMENTS:
        return
    rng = _rng(tile, "meadow")
    p.setPen(Qt.PenStyle.NoPen)
    # Soft patches of lighter and darker grass break up the flat green.
    for _ in range(int(40 * w * h)):
        c = QColor(pal.FIELD_LIGHT if rng.random() < 0.5 else pal.FIELD_DARK)
        c.setAlpha(rng.randint(25, 60))
        p.setBrush(c)
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(0.04, 0.12)
        p.drawEllipse(QPointF(cx, cy), r, r * rng.uniform(0.5, 0.9))
    p.setPen(pen(pal.GRASS_TUFT, 0.008))
    for _ in range(int(70 * w * h)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        for dx in (-0.012, 0.0, 0.012):
            p.drawLine(QPointF(x + dx * 0.5, y), QPointF(x + dx, y - rng.uniform(0.015, 0.03)))
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(int(14 * w * h)):
        p.setBrush(pal.FLOWER_WHITE if rng.random() < 0.6 else pal.FLOWER_YELLOW)
        p.drawEllipse(QPointF(rng.uniform(0, w), rng.uniform(0, h)), 0.007, 0.007)


def _hedges(p: QPainter, lay: TileLayout) -> None:
    for hedge in lay.dividers:
        p.setPen(pen(pal.SHADOW, 0.07))
        p.drawPath(hedge.translated(0.01, 0.012))
        p.setPen(pen(pal.BUSH, 0.055))
        p.drawPath(hedge)
        n = max(2, int(hedge.length() / 0.05))
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(n + 1):
            pt = hedge.pointAtPercent(i / n)
            p.setBrush(pal.BUSH_LIGHT if i % 2 else pal.BUSH)
            p.drawEllipse(pt, 0.028, 0.028)


def _roads(p: QPainter, lay: TileLayout, over: bool) -> None:
    roads = [r for r in lay.roads if r.over == over]
    for colour, width in ((pal.ROAD_EDGE, ROAD_WIDTH + 0.026), (pal.ROAD, ROAD_WIDTH)):
        p.setPen(pen(colour, width, Qt.PenCapStyle.FlatCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for road in roads:
            p.drawPath(road.path)
    # Two faint wheel ruts give the road some texture.
    p.setPen(pen(pal.ROAD_RUT, 0.01, Qt.PenCapStyle.FlatCap))
    for road in roads:
        for sign in (-1, 1):
            p.drawPath(_offset(road.path, sign * ROAD_WIDTH * 0.22))


def _offset(path: QPainterPath, d: float) -> QPainterPath:
    """Approximate parallel of a path (fine for the gentle curves roads make)."""
    out = QPainterPath()
    n = max(4, int(path.length() / 0.02))
    for i in range(n + 1):
        t = i / n
        pt = path.pointAtPercent(t)
        a = math.radians(-path.angleAtPercent(t))
        q = QPointF(pt.x() - math.sin(a) * d, pt.y() + math.cos(a) * d)
        if i == 0:
            out.moveTo(q)
        else:
            out.lineTo(q)
    return out


def _cities(p: QPainter, tile: TileType, lay: TileLayout) -> None:
    reg = regions_for(tile)
    for seg, area in lay.areas.items():
        quarter = tile.segments[seg].kind == "leipzig_quarter"
        base = pal.QUARTER if quarter else pal.CITY
        bounds = area.boundingRect()
        grad = QRadialGradient(bounds.center(), max(bounds.width(), bounds.height()) * 0.75)
        grad.setColorAt(0, base.lighter(108))
        grad.setColorAt(1, base.darker(108))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(grad))
        p.drawPath(area)
        p.save()
        p.setClipPath(area, Qt.ClipOperation.IntersectClip)
        if ORNAMENTS:
            _cobbles(p, tile, seg, bounds)
        if quarter:
            # A quarter of the round market square at the city's centre.
            qi, centre = lay.quarter  # type: ignore[misc]
            p.setPen(pen(pal.WALL_DARK, 0.012))
            p.setBrush(pal.PLAZA)
            p.drawEllipse(centre, 0.26, 0.26)
            # A quarter of the market fountain: the four tiles complete it.
            p.setBrush(pal.WALL)
            p.drawEllipse(centre, 0.085, 0.085)
            p.setBrush(pal.WATER)
            p.drawEllipse(centre, 0.06, 0.06)
        p.restore()
        if ORNAMENTS:
            _houses(p, tile, seg, reg, quarter)


def _cobbles(p: QPainter, tile: TileType, seg: int, bounds: QRectF) -> None:
    rng = _rng(tile, f"cobble{seg}")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.CITY_COBBLE)
    y = bounds.top()
    while y < bounds.bottom():
        x = bounds.left() - rng.uniform(0, 0.05)
        while x < bounds.right():
            wd = rng.uniform(0.025, 0.045)
            p.drawRoundedRect(QRectF(x, y, wd, 0.02), 0.006, 0.006)
            x += wd + 0.012
        y += 0.032


def _emblem_spots(tile: TileType, seg: int) -> tuple[tuple[float, float], ...]:
    s = tile.segments[seg]
    n = s.pennants + (1 if s.goods else 0)
    return decoration_spots(tile, seg, n, clearance=0.11, separation=0.22) if n else ()


def _houses(p: QPainter, tile: TileType, seg: int, reg: TileRegions, quarter: bool) -> None:
    """Scatter roofs inside a city, clear of the figure anchor and the emblems."""
    rng = _rng(tile, f"houses{seg}")
    avoid = [reg.anchors[seg], *_emblem_spots(tile, seg)]
    if tile.segments[seg].extra.get("special") == "la_porxada":
        avoid.append((0.5, 0.5))
    step = 0.12 if quarter else 0.14
    spots = []
    lay = layout_for(tile)
    y = step / 2
    while y < lay.height:
        x = step / 2 + (step / 2 if int(y / step) % 2 else 0)
        while x < lay.width:
            cx, cy = x + rng.uniform(-0.045, 0.045), y + rng.uniform(-0.035, 0.035)
            x += step
            if rng.random() < 0.3 or reg.clearance(seg, cx, cy) < 0.07:
                continue
            if any(math.dist((cx, cy), a) < 0.15 for a in avoid):
                continue
            if tile.segments[seg].extra.get("special") == "la_porxada" and abs(cx - 0.5) < 0.3 and abs(cy - 0.5) < 0.23:
                continue
            spots.append((cx, cy, rng.uniform(0.085, 0.12)))
        y += step
    for i, (cx, cy, size) in enumerate(spots):
        roof = pal.ROOF_SLATE if quarter and i % 3 == 0 else pal.ROOF_REDS[rng.randrange(len(pal.ROOF_REDS))]
        draw_house(p, cx, cy, size, size * 0.85, roof, door=False)


def _structures(p: QPainter, lay: TileLayout) -> None:
    for st in lay.structures:
        c = st.centre
        if st.kind == "monastery":
            draw_chapel(p, c.x(), c.y(), 0.36)
        elif st.kind == "village":
            draw_village(p, c.x(), c.y(), 0.13)
        elif st.kind == "house":
            draw_house(p, c.x(), c.y(), 0.15, 0.17, pal.ROOF_REDS[1])
        elif st.kind == "porxada":
            draw_porxada(p, c.x(), c.y())


def _fields_art(p: QPainter, tile: TileType, edition: str) -> None:
    """Farmhouses and sheds of the edition, plus bushes in roomy fields."""
    reg = regions_for(tile)
    for s in tile.segments:
        if s.kind != "field":
            continue
        items = list(s.illustrations.get(edition, ()))
        # Keep illustrations clear of the figure spot, but in a small field (BASE-J's corner)
        # room matters more than distance.
        for sep in (0.26, 0.21, 0.16):
            spots = decoration_spots(tile, s.index, len(items) + 1, clearance=0.12, separation=sep)
            if all(reg.clearance(s.index, x, y) >= 0.11 for x, y in spots[:len(items)]):
                break
        for item, (x, y) in zip(items, spots):
            # Both drawings reach about 0.6 x size from their centre: shrink to fit small fields.
            size = max(0.12, min(0.18, reg.clearance(s.index, x, y) / 0.62))
            (draw_farmhouse if item == "farmhouse" else draw_shed)(p, x, y, size)
        if ORNAMENTS and len(spots) > len(items):
            x, y = spots[len(items)]
            if reg.clearance(s.index, x, y) >= 0.09:
                draw_bush(p, x, y, 0.04)


def _emblems(p: QPainter, tile: TileType) -> None:
    reg = regions_for(tile)
    for s in tile.segments:
        spots = list(_emblem_spots(tile, s.index)) if s.kind == "city" else []
        for _ in range(s.pennants):
            if spots:
                x, y = spots.pop(0)
                draw_shield(p, x, y, max(0.1, min(0.15, 1.6 * reg.clearance(s.index, x, y))))
        if s.goods and spots:
            x, y = spots.pop(0)
            draw_goods(p, s.goods, x, y, max(0.11, min(0.18, 1.6 * reg.clearance(s.index, x, y))))


def _frame(p: QPainter, lay: TileLayout) -> None:
    w, h = lay.width, lay.height
    grad = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.8)
    grad.setColorAt(0.55, QColor(0, 0, 0, 0))
    grad.setColorAt(1.0, QColor(0, 0, 0, 55))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRect(QRectF(0, 0, w, h))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.HIGHLIGHT, 0.012))
    p.drawRect(QRectF(0.012, 0.012, w - 0.024, h - 0.024))
    p.setPen(pen(pal.FRAME, 0.012))
    p.drawRect(QRectF(0.003, 0.003, w - 0.006, h - 0.006))
