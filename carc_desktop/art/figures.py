"""Player figures drawn as vector shapes: follower, farmer (lying follower), builder, pig.

Each figure is a ``QPainterPath`` in its own unit box, filled in the player's colour with a
soft highlight, a darker outline and a drop shadow so it stands out on any tile.
``paint_figure`` fits a figure into a rectangle, centred, keeping its proportions.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

#: Player colours by the engine's colour names, per palette. "classic" is the physical
#: game's (base game with Traders & Builders); "colour_blind" keeps every two players, and
#: every figure and the tile it stands on, at least 20 CIEDE2000 apart for normal vision and
#: simulated protanopia, deuteranopia and tritanopia (tools/colour_vision.py,
#: docs/ACCESSIBILITY.md). In every palette a figure also carries its seat number.
PALETTES: dict[str, dict[str, str]] = {
    "classic": {"red": "#d23a2f", "blue": "#2f62d0", "green": "#2f9a45", "yellow": "#f1c62a",
                "black": "#2a2a2e", "grey": "#9b9ea3"},
    "colour_blind": {"red": "#830006", "blue": "#40ffff", "green": "#47756d", "yellow": "#f88008",
                     "black": "#1a051d", "grey": "#a75aff"},
}
#: The colours of the palette in use (``use_palette``), read by everything that draws a player.
PLAYER_COLOURS: dict[str, QColor] = {name: QColor(code) for name, code in PALETTES["classic"].items()}
_palette = ["classic"]


def use_palette(name: str) -> bool:
    """Draw players in palette ``name`` from now on; False (and nothing changes) if unknown."""
    colours = PALETTES.get(name)
    if colours is None:
        return False
    PLAYER_COLOURS.update({k: QColor(v) for k, v in colours.items()})
    _palette[0] = name
    return True


def palette_in_use() -> str:
    return _palette[0]
FIGURE_KINDS: tuple[str, ...] = ("follower", "farmer", "builder", "pig")


def _meeple() -> QPainterPath:
    """The classic meeple in a 1 x 1 box (head, arms out, legs apart)."""
    body = QPainterPath(QPointF(0.5, 0.72))
    # Left half from the crotch up to the neck, as (c1, c2, end) cubic segments.
    left = [
        ((0.44, 0.76), (0.42, 0.95), (0.36, 0.97)),   # inner leg down to the foot
        ((0.26, 0.99), (0.14, 0.99), (0.11, 0.95)),   # sole
        ((0.08, 0.9), (0.24, 0.66), (0.3, 0.52)),     # outer leg up to the hip
        ((0.22, 0.52), (0.12, 0.55), (0.07, 0.52)),   # under the arm
        ((-0.01, 0.47), (0.0, 0.37), (0.09, 0.35)),   # hand
        ((0.2, 0.32), (0.32, 0.31), (0.4, 0.3)),      # top of the arm to the neck
    ]
    starts = [(0.5, 0.72)] + [seg[2] for seg in left[:-1]]
    for c1, c2, end in left:
        body.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*end))
    # Right half: the same segments mirrored in x and walked backwards to the crotch.
    body.lineTo(1 - left[-1][2][0], left[-1][2][1])
    for (c1, c2, _end), begin in zip(reversed(left), reversed(starts)):
        body.cubicTo(QPointF(1 - c2[0], c2[1]), QPointF(1 - c1[0], c1[1]), QPointF(1 - begin[0], begin[1]))
    body.closeSubpath()
    head = QPainterPath()
    head.addEllipse(QPointF(0.5, 0.18), 0.15, 0.155)
    neck = QPainterPath()
    neck.addRect(QRectF(0.42, 0.22, 0.16, 0.12))
    return body.united(head).united(neck).simplified()


@cache
def figure_path(kind: str) -> QPainterPath:
    """Outline of a figure; the box is (1 x 1) except builder (1 x 1.25) and farmer/pig (1 x 0.7)."""
    meeple = _meeple()
    if kind == "follower":
        return meeple
    if kind == "farmer":
        # The same meeple lying on its back, head to the left.
        t = QTransform()
        t.translate(0, 0.85)
        t.rotate(-90)
        lying = t.map(meeple)
        return QTransform().scale(1.0, 0.82).map(lying)
    if kind == "builder":
        # Same meeple, set lower in a taller box to make room for a wide-brimmed hat.
        tall = QTransform().translate(0, 0.25).map(meeple)
        hat = QPainterPath()
        hat.addRoundedRect(QRectF(0.2, 0.21, 0.6, 0.08), 0.04, 0.04)  # brim on the head
        crown = QPainterPath(QPointF(0.33, 0.23))
        crown.lineTo(0.37, 0.02)
        crown.lineTo(0.63, 0.02)
        crown.lineTo(0.67, 0.23)
        crown.closeSubpath()
        return tall.united(hat).united(crown).simplified()
    if kind == "pig":
        return _pig()
    raise ValueError(f"unknown figure kind {kind!r}")


def _pig() -> QPainterPath:
    pig = QPainterPath()
    pig.addEllipse(QRectF(0.12, 0.14, 0.7, 0.42))        # body
    head = QPainterPath()
    head.addEllipse(QRectF(0.0, 0.12, 0.3, 0.3))
    snout = QPainterPath()
    snout.addRoundedRect(QRectF(-0.04, 0.24, 0.1, 0.12), 0.04, 0.04)
    ear = QPainterPath(QPointF(0.08, 0.16))
    ear.lineTo(0.12, 0.02)
    ear.lineTo(0.22, 0.14)
    ear.closeSubpath()
    tail = QPainterPath()
    tail.addEllipse(QRectF(0.8, 0.2, 0.12, 0.12))
    out = pig.united(head).united(snout).united(ear).united(tail)
    for x in (0.2, 0.34, 0.56, 0.7):
        leg = QPainterPath()
        leg.addRoundedRect(QRectF(x, 0.45, 0.09, 0.24), 0.03, 0.03)
        out = out.united(leg)
    return QTransform().translate(0.04, 0.0).map(out).simplified()


def _box(kind: str) -> tuple[float, float]:
    return {"builder": (1.0, 1.25), "farmer": (1.0, 0.7), "pig": (1.0, 0.7)}.get(kind, (1.0, 1.0))


def colour_of(colour: QColor | str) -> QColor:
    if isinstance(colour, QColor):
        return colour
    return PLAYER_COLOURS.get(colour, QColor(colour))


def edge_colour(base: QColor) -> QColor:
    """The outline of a figure of colour ``base``: light around a dark figure, else dark."""
    return base.lighter(260) if base.lightness() < 70 else base.darker(200)


def paint_figure(painter: QPainter, kind: str, colour: QColor | str, rect: QRectF) -> None:
    """Draw a figure of ``kind`` in ``colour`` (QColor or a PLAYER_COLOURS name) inside ``rect``."""
    path = figure_path(kind)  # first, so an unknown kind fails before touching the painter
    base = colour_of(colour)
    bw, bh = _box(kind)
    k = min(rect.width() / bw, rect.height() / bh)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.center().x() - bw * k / 2, rect.center().y() - bh * k / 2)
    painter.scale(k, k)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawPath(path.translated(0.05, 0.06))
    grad = QLinearGradient(0, 0, bw, bh)
    grad.setColorAt(0.0, base.lighter(150))
    grad.setColorAt(0.45, base)
    grad.setColorAt(1.0, base.darker(135))
    edge = edge_colour(base)
    painter.setPen(QPen(edge, 0.045, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(QBrush(grad))
    painter.drawPath(path)
    if kind == "pig":
        # Eye and nostrils so the pig reads as a pig even when small.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(edge)
        painter.drawEllipse(QPointF(0.17, 0.24), 0.025, 0.025)
        painter.drawEllipse(QPointF(0.02, 0.29), 0.012, 0.018)
        painter.drawEllipse(QPointF(0.06, 0.29), 0.012, 0.018)
    painter.restore()


def paint_follower(painter: QPainter, colour: QColor | str, rect: QRectF) -> None:
    paint_figure(painter, "follower", colour, rect)


def paint_farmer(painter: QPainter, colour: QColor | str, rect: QRectF) -> None:
    paint_figure(painter, "farmer", colour, rect)


def paint_builder(painter: QPainter, colour: QColor | str, rect: QRectF) -> None:
    paint_figure(painter, "builder", colour, rect)


def paint_pig(painter: QPainter, colour: QColor | str, rect: QRectF) -> None:
    paint_figure(painter, "pig", colour, rect)
