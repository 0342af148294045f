"""City walls with crenellations, gates where roads enter, and the TB-B bridge."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from carc_desktop.engine import TileType

from . import palette as pal
from .layout import ROAD_WIDTH, TileLayout
from .symbols import pen

WALL_WIDTH = 0.04
HEAVY_WALL_WIDTH = 0.06


def _tangent(path: QPainterPath, t: float) -> tuple[float, float]:
    # Qt measures angles counter-clockwise with y up; our y grows downwards.
    a = math.radians(-path.angleAtPercent(t))
    return math.cos(a), math.sin(a)


def draw_city_walls(p: QPainter, tile: TileType, lay: TileLayout) -> None:
    for wall in lay.walls:
        heavy = tile.segments[wall.seg].kind == "leipzig_quarter"
        width = HEAVY_WALL_WIDTH if heavy else WALL_WIDTH
        area = lay.areas[wall.seg]
        path = wall.path
        p.setBrush(Qt.BrushStyle.NoBrush)
        # Inner shade: the city dips a little along its wall.
        p.save()
        p.setClipPath(area, Qt.ClipOperation.IntersectClip)
        p.setPen(pen(pal.rgb("#5a3d1c", 45), width * 3.2, Qt.PenCapStyle.FlatCap))
        p.drawPath(path)
        p.restore()
        p.setPen(pen(pal.SHADOW, width * 1.8, Qt.PenCapStyle.FlatCap))
        p.drawPath(path.translated(0.012, 0.016))
        p.setPen(pen(pal.WALL_DARK, width + 0.016, Qt.PenCapStyle.FlatCap))
        p.drawPath(path)
        p.setPen(pen(pal.WALL, width, Qt.PenCapStyle.FlatCap))
        p.drawPath(path)
        length = path.length()
        # Merlons on the side facing away from the city (the field side).
        step = 0.05 if not heavy else 0.06
        n = max(2, int(length / step))
        merlon = width * 0.55
        for i in range(n):
            t = path.percentAtLength((i + 0.5) * length / n)
            pt = path.pointAtPercent(t)
            tx, ty = _tangent(path, t)
            nx, ny = -ty, tx
            if area.contains(QPointF(pt.x() + nx * 0.05, pt.y() + ny * 0.05)):
                nx, ny = -nx, -ny
            p.save()
            p.translate(pt.x() + nx * width * 0.45, pt.y() + ny * width * 0.45)
            p.rotate(math.degrees(math.atan2(ty, tx)))
            p.setPen(pen(pal.WALL_DARK, 0.007))
            p.setBrush(pal.WALL_LIGHT)
            p.drawRect(QRectF(-merlon / 2, -merlon / 2, merlon, merlon))
            p.restore()
        # Round towers only on the Leipzig wall: on ordinary walls they would read as gates.
        for t in ([0.22, 0.5, 0.78] if heavy else []):
            pt = path.pointAtPercent(path.percentAtLength(length * t))
            _tower(p, pt, width * 0.95)


def _tower(p: QPainter, c: QPointF, r: float) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawEllipse(c + QPointF(0.01, 0.014), r, r)
    p.setPen(pen(pal.WALL_DARK, 0.01))
    p.setBrush(pal.WALL)
    p.drawEllipse(c, r, r)
    p.setBrush(pal.ROOF_SLATE)
    p.drawEllipse(c, r * 0.62, r * 0.62)


def draw_gates(p: QPainter, lay: TileLayout) -> None:
    for gate in lay.gates:
        width = HEAVY_WALL_WIDTH if gate.heavy else WALL_WIDTH
        half = ROAD_WIDTH * 0.85
        p.save()
        p.translate(gate.pos)
        p.rotate(gate.angle)
        # Local frame: the road comes from -x and enters the city towards +x.
        p.setPen(pen(pal.WALL_DARK, 0.01))
        p.setBrush(pal.WALL)
        p.drawRect(QRectF(-width * 0.9, -half, width * 1.8, half * 2))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.GATE_DARK)
        arch = QPainterPath()
        arch.addRoundedRect(QRectF(-width * 1.0, -ROAD_WIDTH * 0.32, width * 1.5, ROAD_WIDTH * 0.64),
                            ROAD_WIDTH * 0.3, ROAD_WIDTH * 0.3)
        p.drawPath(arch)
        for side in (-1, 1):
            _tower(p, QPointF(0, side * half), width * 0.75)
        p.restore()


def draw_bridge(p: QPainter, lay: TileLayout) -> None:
    """TB-B: the 'over' road crosses the other on a stone bridge."""
    for road in lay.roads:
        if not road.over:
            continue
        span = QPainterPath(road.path.pointAtPercent(0.3))
        for i in range(1, 9):
            span.lineTo(road.path.pointAtPercent(0.3 + 0.4 * i / 8))
        deck = ROAD_WIDTH + 0.06
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(pen(pal.SHADOW, deck + 0.04, Qt.PenCapStyle.FlatCap))
        p.drawPath(span.translated(0.02, 0.0))
        p.setPen(pen(pal.WALL_DARK, deck + 0.014, Qt.PenCapStyle.FlatCap))
        p.drawPath(span)
        p.setPen(pen(pal.WALL, deck, Qt.PenCapStyle.FlatCap))
        p.drawPath(span)
        p.setPen(pen(pal.ROAD, ROAD_WIDTH * 0.8, Qt.PenCapStyle.FlatCap))
        p.drawPath(span)
        # Parapets: light stone lines along both sides, with posts at the ends.
        a = span.pointAtPercent(0)
        b = span.pointAtPercent(1)
        dx, dy = b.x() - a.x(), b.y() - a.y()
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        off = deck / 2 - 0.01
        for sign in (-1, 1):
            o = QPointF(nx * off * sign, ny * off * sign)
            p.setPen(pen(pal.WALL_DARK, 0.024))
            p.drawLine(a + o, b + o)
            p.setPen(pen(pal.WALL_LIGHT, 0.012))
            p.drawLine(a + o, b + o)
            for end in (a, b):
                p.setPen(pen(pal.WALL_DARK, 0.008))
                p.setBrush(pal.WALL_LIGHT)
                p.drawRect(QRectF(end.x() + o.x() - 0.018, end.y() + o.y() - 0.018, 0.036, 0.036))
