"""Small drawings placed on tiles: houses, chapel, village, farm buildings, shields, goods.

Every function draws in the painter's current coordinates, which the tile painter sets to
tile units (1.0 = one square), so sizes here are fractions of a square. Buildings use a
slight three-quarter view (roof on top, front wall below) like printed tile art.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from . import palette as pal


def pen(color: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    return QPen(color, width, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin)


def poly(*pts: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in pts])


def vgrad(top: float, bottom: float, c1: QColor, c2: QColor) -> QBrush:
    g = QLinearGradient(0, top, 0, bottom)
    g.setColorAt(0, c1)
    g.setColorAt(1, c2)
    return QBrush(g)


def drop_shadow(p: QPainter, rect: QRectF, dx: float = 0.014, dy: float = 0.018) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawRoundedRect(rect.translated(dx, dy), rect.width() * 0.1, rect.height() * 0.1)


def draw_house(p: QPainter, cx: float, cy: float, w: float, h: float, roof: QColor,
               wall: QColor = pal.HOUSE_WALL, door: bool = True) -> None:
    """A small house centred on (cx, cy): gabled roof above, front wall below."""
    roof_h = h * 0.6
    top = cy - h / 2
    drop_shadow(p, QRectF(cx - w / 2, top, w, h))
    edge = pen(pal.WALL_DARK, max(w, h) * 0.045)
    p.setPen(edge)
    p.setBrush(wall)
    p.drawRect(QRectF(cx - w / 2, top + roof_h, w, h - roof_h))
    if door:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.TIMBER_DARK)
        p.drawRect(QRectF(cx - w * 0.1, top + h - (h - roof_h) * 0.7, w * 0.2, (h - roof_h) * 0.7))
    over = w * 0.08
    p.setPen(edge)
    p.setBrush(vgrad(top, top + roof_h, roof.lighter(125), roof.darker(115)))
    p.drawPolygon(poly((cx - w / 2 + over, top), (cx + w / 2 - over, top),
                        (cx + w / 2 + over, top + roof_h), (cx - w / 2 - over, top + roof_h)))
    p.setPen(pen(roof.darker(150), max(w, h) * 0.035))
    p.drawLine(QPointF(cx - w / 2 + over * 1.5, top + roof_h * 0.42), QPointF(cx + w / 2 - over * 1.5, top + roof_h * 0.42))


def draw_chapel(p: QPainter, cx: float, cy: float, size: float = 0.36) -> None:
    """Monastery: a chapel with a bell tower carrying a cross, in a small walled yard."""
    s = size
    p.setPen(pen(pal.WALL_DARK, s * 0.02))
    p.setBrush(pal.PLAZA)
    p.drawRoundedRect(QRectF(cx - s * 0.55, cy - s * 0.42, s * 1.1, s * 0.98), s * 0.12, s * 0.12)
    base = cy + s * 0.42
    nave = QRectF(cx - s * 0.38, base - s * 0.34, s * 0.62, s * 0.34)
    # Shadow of the whole silhouette (nave, gable, tower) cast to the south-east.
    silhouette = QPainterPath()
    silhouette.addRect(nave)
    silhouette.addPolygon(poly((nave.left() - s * 0.05, nave.top()), (nave.center().x(), nave.top() - s * 0.3),
                                (nave.right() + s * 0.05, nave.top())))
    silhouette.addRect(QRectF(nave.right() - s * 0.02, base - s * 0.62, s * 0.2, s * 0.62))
    silhouette.setFillRule(Qt.FillRule.WindingFill)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawPath(silhouette.translated(s * 0.05, s * 0.04))
    edge = pen(pal.WALL_DARK, s * 0.03)
    p.setPen(edge)
    p.setBrush(vgrad(nave.top(), nave.bottom(), pal.HOUSE_WALL, pal.WALL_LIGHT))
    p.drawRect(nave)
    roof = pal.ROOF_REDS[0]
    p.setBrush(vgrad(nave.top() - s * 0.3, nave.top(), roof.lighter(120), roof.darker(110)))
    p.drawPolygon(poly((nave.left() - s * 0.05, nave.top()), (nave.center().x(), nave.top() - s * 0.3),
                        (nave.right() + s * 0.05, nave.top())))
    # Arched door facing south (roads to a monastery arrive at its door).
    p.setBrush(pal.GATE_DARK)
    p.setPen(Qt.PenStyle.NoPen)
    door = QPainterPath()
    dw, dh = s * 0.12, s * 0.18
    door.moveTo(nave.center().x() - dw / 2, base)
    door.lineTo(nave.center().x() - dw / 2, base - dh + dw / 2)
    door.arcTo(QRectF(nave.center().x() - dw / 2, base - dh, dw, dw), 180, -180)
    door.lineTo(nave.center().x() + dw / 2, base)
    p.drawPath(door)
    p.drawEllipse(QPointF(nave.center().x(), nave.top() - s * 0.1), s * 0.04, s * 0.04)
    # Bell tower on the east end, taller than the nave.
    tower = QRectF(nave.right() - s * 0.02, base - s * 0.62, s * 0.2, s * 0.62)
    p.setPen(edge)
    p.setBrush(vgrad(tower.top(), tower.bottom(), pal.HOUSE_WALL, pal.WALL_LIGHT))
    p.drawRect(tower)
    p.setBrush(pal.ROOF_SLATE)
    p.drawPolygon(poly((tower.left() - s * 0.02, tower.top()), (tower.center().x(), tower.top() - s * 0.16),
                        (tower.right() + s * 0.02, tower.top())))
    p.setBrush(pal.GATE_DARK)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(QRectF(tower.center().x() - s * 0.04, tower.top() + s * 0.08, s * 0.08, s * 0.12), s * 0.03, s * 0.03)
    # The cross: dark outline under a golden cross so it reads on any background.
    x0, y0 = tower.center().x(), tower.top() - s * 0.16
    for colour, wd in ((pal.WALL_DARK, s * 0.07), (pal.GRAIN, s * 0.035)):
        p.setPen(pen(colour, wd, Qt.PenCapStyle.SquareCap))
        p.drawLine(QPointF(x0, y0), QPointF(x0, y0 - s * 0.2))
        p.drawLine(QPointF(x0 - s * 0.07, y0 - s * 0.13), QPointF(x0 + s * 0.07, y0 - s * 0.13))


def draw_village(p: QPainter, cx: float, cy: float, r: float = 0.13) -> None:
    """Crossroads village: a little square closed off by a ring of houses."""
    p.setPen(pen(pal.ROAD_EDGE, r * 0.12))
    p.setBrush(pal.ROAD)
    p.drawEllipse(QPointF(cx, cy), r * 1.05, r * 1.05)
    spots = ((-0.5, -0.55), (0.52, -0.5), (-0.55, 0.42), (0.5, 0.45))
    for i, (dx, dy) in enumerate(spots):
        draw_house(p, cx + dx * r, cy + dy * r, r * 0.95, r * 0.85, pal.ROOF_REDS[i % len(pal.ROOF_REDS)])


def draw_farmhouse(p: QPainter, cx: float, cy: float, size: float = 0.2) -> None:
    """Farmhouse: a thatched timber house with a haystack beside it."""
    # Centred on (cx, cy): house on the left, haystack on the right, within +-0.55 size.
    draw_house(p, cx - size * 0.13, cy, size * 0.8, size * 0.75, pal.THATCH, wall=QColor("#efe0c0"))
    p.setPen(pen(pal.THATCH_DARK, size * 0.04))
    p.setBrush(vgrad(cy - size * 0.1, cy + size * 0.3, pal.GRAIN.lighter(110), pal.THATCH_DARK))
    p.drawEllipse(QRectF(cx + size * 0.3, cy + size * 0.02, size * 0.24, size * 0.3))


def draw_shed(p: QPainter, cx: float, cy: float, size: float = 0.2) -> None:
    """Shed/stable: a red-brown barn with a cross-braced door and a fenced animal."""
    # Paddock on the right: a fence ring with a white animal in it.
    pad = QRectF(cx + size * 0.02, cy - size * 0.12, size * 0.52, size * 0.44)
    p.setPen(pen(pal.TIMBER, size * 0.035))
    p.setBrush(QColor(pal.FIELD_DARK.lighter(115)))
    p.drawRoundedRect(pad, size * 0.06, size * 0.06)
    p.setPen(pen(pal.TIMBER_DARK, size * 0.03))
    for i in range(5):
        x = pad.left() + pad.width() * i / 4
        p.drawLine(QPointF(x, pad.bottom() - size * 0.03), QPointF(x, pad.bottom() + size * 0.03))
    body = QPointF(pad.center().x() + size * 0.04, pad.center().y() + size * 0.02)
    p.setPen(pen(pal.WALL_DARK, size * 0.02))
    p.setBrush(QColor("#f4f1ea"))
    p.drawEllipse(body, size * 0.11, size * 0.065)
    p.drawEllipse(body + QPointF(size * 0.12, -size * 0.035), size * 0.045, size * 0.04)
    p.setBrush(pal.WALL_DARK)
    p.drawEllipse(body + QPointF(-size * 0.03, -size * 0.01), size * 0.03, size * 0.025)
    # The barn, in front: wide gable, big door with a cross brace.
    bw, bh = size * 0.6, size * 0.62
    bx, top = cx - size * 0.25, cy - bh / 2
    drop_shadow(p, QRectF(bx - bw / 2, top, bw, bh))
    edge = pen(pal.WALL_DARK, size * 0.03)
    p.setPen(edge)
    p.setBrush(QColor("#9c4a2e"))
    front = QRectF(bx - bw / 2, top + bh * 0.45, bw, bh * 0.55)
    p.drawRect(front)
    p.setBrush(vgrad(top, front.top(), QColor("#7a5a3e").lighter(120), QColor("#5e432c")))
    p.drawPolygon(poly((bx - bw / 2 - size * 0.04, front.top()), (bx, top), (bx + bw / 2 + size * 0.04, front.top())))
    door = QRectF(bx - bw * 0.2, front.top() + front.height() * 0.25, bw * 0.4, front.height() * 0.75)
    p.setBrush(QColor("#f0e6d2"))
    p.drawRect(door)
    p.setPen(pen(pal.WALL_DARK, size * 0.025))
    p.drawLine(door.topLeft(), door.bottomRight())
    p.drawLine(door.topRight(), door.bottomLeft())


def shield_path(cx: float, cy: float, h: float) -> QPainterPath:
    w = h * 0.82
    top = cy - h / 2
    path = QPainterPath()
    path.moveTo(cx - w / 2, top)
    path.lineTo(cx + w / 2, top)
    path.lineTo(cx + w / 2, top + h * 0.42)
    path.cubicTo(cx + w / 2, top + h * 0.78, cx + w * 0.15, top + h * 0.9, cx, top + h)
    path.cubicTo(cx - w * 0.15, top + h * 0.9, cx - w / 2, top + h * 0.78, cx - w / 2, top + h * 0.42)
    path.closeSubpath()
    return path


def draw_shield(p: QPainter, cx: float, cy: float, h: float = 0.15) -> None:
    """Coat of arms (pennant): a blue shield with a white chevron."""
    shape = shield_path(cx, cy, h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawPath(shape.translated(h * 0.08, h * 0.1))
    p.setBrush(pal.SHIELD_BLUE)
    p.drawPath(shape)
    chevron = QPainterPath()
    w = h * 0.82
    top = cy - h / 2
    chevron.moveTo(cx - w / 2, top + h * 0.62)
    chevron.lineTo(cx, top + h * 0.22)
    chevron.lineTo(cx + w / 2, top + h * 0.62)
    chevron.lineTo(cx + w / 2, top + h * 0.86)
    chevron.lineTo(cx, top + h * 0.46)
    chevron.lineTo(cx - w / 2, top + h * 0.86)
    chevron.closeSubpath()
    p.setBrush(pal.SHIELD_WHITE)
    p.drawPath(chevron.intersected(shape))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.SHIELD_EDGE, h * 0.07))
    p.drawPath(shape)


def draw_goods(p: QPainter, kind: str, cx: float, cy: float, size: float = 0.17) -> None:
    """Trade goods badge: a parchment medallion with grapes, a sheaf or a bolt of cloth."""
    r = size / 2
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawEllipse(QPointF(cx + r * 0.12, cy + r * 0.15), r, r)
    p.setPen(pen(pal.MEDALLION_EDGE, r * 0.12))
    p.setBrush(pal.MEDALLION)
    p.drawEllipse(QPointF(cx, cy), r, r)
    if kind == "wine":
        _grapes(p, cx, cy, r)
    elif kind == "grain":
        _sheaf(p, cx, cy, r)
    else:
        _cloth(p, cx, cy, r)


def _grapes(p: QPainter, cx: float, cy: float, r: float) -> None:
    p.setPen(pen(pal.TIMBER, r * 0.1))
    p.drawLine(QPointF(cx, cy - r * 0.45), QPointF(cx + r * 0.12, cy - r * 0.72))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.LEAF)
    leaf = QPainterPath(QPointF(cx + r * 0.05, cy - r * 0.5))
    leaf.quadTo(cx + r * 0.55, cy - r * 0.85, cx + r * 0.6, cy - r * 0.35)
    leaf.quadTo(cx + r * 0.3, cy - r * 0.3, cx + r * 0.05, cy - r * 0.5)
    p.drawPath(leaf)
    g = r * 0.17
    rows = ((-2, -0.35), (0, -0.35), (2, -0.35), (-1, -0.05), (1, -0.05), (-2, -0.05), (2, -0.05),
            (0, 0.25), (-1, 0.25), (1, 0.25), (0, 0.55))
    p.setPen(pen(pal.GRAPE.darker(150), r * 0.04))
    for col, row in rows:
        if abs(col) == 2 and row > -0.1:
            continue
        c = QPointF(cx + col * g * 0.95 - r * 0.08, cy + row * r)
        p.setBrush(pal.GRAPE)
        p.drawEllipse(c, g, g)
        p.setBrush(pal.GRAPE_LIGHT)
        p.drawEllipse(c - QPointF(g * 0.3, g * 0.3), g * 0.3, g * 0.3)


def _sheaf(p: QPainter, cx: float, cy: float, r: float) -> None:
    """A sheaf: stalks crossing at a tie, ears fanned out on top (an hourglass)."""
    tie_y = cy + r * 0.18
    for i in range(-3, 4):
        a = math.radians(i * 13)
        top = QPointF(cx + math.sin(a) * r * 0.62, tie_y - math.cos(a) * r * 0.62)
        foot = QPointF(cx - math.sin(a) * r * 0.55, tie_y + r * 0.52)
        p.setPen(pen(pal.GRAIN_DARK, r * 0.07))
        p.drawLine(foot, top)
    for i in range(-3, 4):
        a = math.radians(i * 13)
        top = QPointF(cx + math.sin(a) * r * 0.62, tie_y - math.cos(a) * r * 0.62)
        p.save()
        p.translate(top)
        p.rotate(math.degrees(a))
        p.setPen(pen(pal.GRAIN_DARK, r * 0.035))
        p.setBrush(pal.GRAIN)
        p.drawEllipse(QPointF(0, -r * 0.08), r * 0.11, r * 0.24)
        p.restore()
    p.setPen(pen(pal.TIMBER_DARK, r * 0.16, Qt.PenCapStyle.FlatCap))
    p.drawLine(QPointF(cx - r * 0.2, tie_y), QPointF(cx + r * 0.2, tie_y))


def _cloth(p: QPainter, cx: float, cy: float, r: float) -> None:
    """A bolt of cloth: a fat roll lying aslant, its loose end unrolled in a wave."""
    edge = pen(pal.CLOTH.darker(170), r * 0.06)
    p.save()
    p.translate(cx, cy)
    p.rotate(-28)
    tail = QPainterPath(QPointF(-r * 0.55, r * 0.05))
    tail.cubicTo(-r * 0.75, r * 0.35, -r * 0.35, r * 0.45, -r * 0.6, r * 0.75)
    tail.lineTo(-r * 0.1, r * 0.7)
    tail.cubicTo(r * 0.05, r * 0.45, -r * 0.2, r * 0.35, -r * 0.05, r * 0.12)
    tail.closeSubpath()
    p.setPen(edge)
    p.setBrush(vgrad(0, r * 0.75, pal.CLOTH_LIGHT, pal.CLOTH))
    p.drawPath(tail)
    roll = QRectF(-r * 0.62, -r * 0.3, r * 1.15, r * 0.56)
    p.setBrush(vgrad(roll.top(), roll.bottom(), pal.CLOTH_LIGHT, pal.CLOTH.darker(115)))
    p.drawRoundedRect(roll, r * 0.08, r * 0.08)
    p.setPen(pen(pal.CLOTH_RED, r * 0.07, Qt.PenCapStyle.FlatCap))
    for x in (0.28, 0.62):
        xx = roll.left() + roll.width() * x
        p.drawLine(QPointF(xx, roll.top() + r * 0.03), QPointF(xx, roll.bottom() - r * 0.03))
    end = QPointF(roll.right(), roll.center().y())
    p.setPen(edge)
    p.setBrush(pal.CLOTH.lighter(115))
    p.drawEllipse(end, r * 0.17, r * 0.28)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(pal.CLOTH.darker(150), r * 0.04))
    p.drawEllipse(end, r * 0.09, r * 0.16)
    p.setBrush(pal.CLOTH.darker(170))
    p.drawEllipse(end, r * 0.03, r * 0.05)
    p.restore()


def draw_porxada(p: QPainter, cx: float, cy: float, w: float = 0.44, h: float = 0.3) -> None:
    """La Porxada: an open hall on arches with a hipped tile roof."""
    top = cy - h / 2
    body = QRectF(cx - w / 2, top + h * 0.45, w, h * 0.55)
    drop_shadow(p, QRectF(cx - w / 2, top, w, h), 0.02, 0.025)
    edge = pen(pal.WALL_DARK, h * 0.04)
    p.setPen(edge)
    p.setBrush(vgrad(body.top(), body.bottom(), QColor("#e9d7b0"), QColor("#c9b083")))
    p.drawRect(body)
    n = 5
    aw = w / n
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.GATE_DARK)
    for i in range(n):
        x = body.left() + aw * i + aw * 0.18
        arch = QPainterPath()
        arch.moveTo(x, body.bottom())
        arch.lineTo(x, body.top() + body.height() * 0.45)
        arch.arcTo(QRectF(x, body.top() + body.height() * 0.2, aw * 0.64, aw * 0.64), 180, -180)
        arch.lineTo(x + aw * 0.64, body.bottom())
        p.drawPath(arch)
    roof = QColor("#b5532f")
    p.setPen(edge)
    p.setBrush(vgrad(top, body.top(), roof.lighter(125), roof.darker(110)))
    p.drawPolygon(poly((cx - w * 0.36, top), (cx + w * 0.36, top), (cx + w / 2 + 0.02, body.top()),
                        (cx - w / 2 - 0.02, body.top())))
    p.setPen(pen(roof.darker(150), h * 0.025))
    for i in range(1, 6):
        y = top + (body.top() - top) * i / 6
        p.drawLine(QPointF(cx - w * 0.36 - (w * 0.14 + 0.02) * i / 6, y), QPointF(cx + w * 0.36 + (w * 0.14 + 0.02) * i / 6, y))


def draw_bush(p: QPainter, cx: float, cy: float, r: float = 0.05) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawEllipse(QPointF(cx + r * 0.3, cy + r * 0.4), r * 1.2, r * 0.8)
    for dx, dy, k in ((-0.55, 0.1, 0.75), (0.55, 0.15, 0.7), (0, -0.25, 0.85)):
        p.setBrush(pal.BUSH)
        p.drawEllipse(QPointF(cx + dx * r, cy + dy * r), r * k, r * k)
    for dx, dy, k in ((-0.6, -0.05, 0.35), (0.4, 0.0, 0.3), (-0.1, -0.45, 0.4)):
        p.setBrush(pal.BUSH_LIGHT)
        p.drawEllipse(QPointF(cx + dx * r, cy + dy * r), r * k, r * k)


def draw_tree(p: QPainter, cx: float, cy: float, r: float = 0.07) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.SHADOW)
    p.drawEllipse(QPointF(cx + r * 0.5, cy + r * 1.2), r * 1.0, r * 0.45)
    p.setPen(pen(pal.TREE_TRUNK, r * 0.35, Qt.PenCapStyle.FlatCap))
    p.drawLine(QPointF(cx, cy + r * 1.2), QPointF(cx, cy))
    draw_bush(p, cx, cy - r * 0.2, r)
