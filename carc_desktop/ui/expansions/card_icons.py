"""The small icons of a player card, drawn once per size and kept: a figure, a Leipzig
quarter, a token, a crate of goods, a computer, a feature kind. Drawn in one light ink on
the card's dark ground, so that every player's icons read alike; the card's badge carries
the player's colour and seat number."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

#: The icons' ink (the cards' text colour).
INK = QColor("#efe3c6")
#: Icons of what the player does not hold now are drawn fainter.
FAINT = 0.32


def _canvas(size: int) -> tuple[QPixmap, QPainter]:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pix, p


def _faded(pix: QPixmap, faint: bool) -> QPixmap:
    if not faint:
        return pix
    out = QPixmap(pix.size())
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.setOpacity(FAINT)
    p.drawPixmap(0, 0, pix)
    p.end()
    return out


@lru_cache(maxsize=64)
def figure_icon(kind: str, size: int, faint: bool = False) -> QPixmap:
    """A follower, builder, pig... as the board draws it, in the cards' ink."""
    from carc_desktop.art import figures

    pix, p = _canvas(size)
    figures.paint_figure(p, kind, INK, QRectF(0, 0, size, size))
    p.end()
    return _faded(pix, faint)


@lru_cache(maxsize=32)
def shape_icon(shape: str, size: int, faint: bool = False) -> QPixmap:
    """``house`` (a Leipzig quarter), ``token`` (a round bonus token), ``crate`` (goods),
    ``computer``, ``city``, ``road``, ``monastery`` (a Land Surveyors tile's feature)."""
    pix, p = _canvas(size)
    s = float(size)
    p.setPen(QPen(QColor(40, 32, 24), max(1.0, s / 14)))
    p.setBrush(INK)
    if shape == "house":
        path = QPainterPath(QPointF(s * 0.5, s * 0.08))
        for x, y in ((0.94, 0.46), (0.82, 0.46), (0.82, 0.92), (0.18, 0.92), (0.18, 0.46), (0.06, 0.46)):
            path.lineTo(s * x, s * y)
        path.closeSubpath()
        p.drawPath(path)
        p.setBrush(QColor(40, 32, 24))
        p.drawRect(QRectF(s * 0.42, s * 0.6, s * 0.16, s * 0.32))
    elif shape == "token":
        p.setBrush(QColor("#e8c15a"))
        p.drawEllipse(QRectF(s * 0.08, s * 0.08, s * 0.84, s * 0.84))
        p.setPen(QColor(60, 40, 10))
        font = QFont()
        font.setPixelSize(max(6, int(s * 0.6)))
        font.setBold(True)
        p.setFont(font)
        p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, "P")
    elif shape == "crate":
        p.drawRect(QRectF(s * 0.12, s * 0.22, s * 0.76, s * 0.66))
        p.drawLine(QPointF(s * 0.12, s * 0.22), QPointF(s * 0.88, s * 0.88))
        p.drawLine(QPointF(s * 0.88, s * 0.22), QPointF(s * 0.12, s * 0.88))
    elif shape == "computer":
        p.drawRoundedRect(QRectF(s * 0.08, s * 0.14, s * 0.84, s * 0.56), s * 0.08, s * 0.08)
        p.drawRect(QRectF(s * 0.3, s * 0.78, s * 0.4, s * 0.1))
    elif shape == "city":
        path = QPainterPath(QPointF(s * 0.08, s * 0.92))
        for x, y in ((0.08, 0.3), (0.3, 0.3), (0.3, 0.12), (0.7, 0.12), (0.7, 0.3), (0.92, 0.3), (0.92, 0.92)):
            path.lineTo(s * x, s * y)
        path.closeSubpath()
        p.drawPath(path)
    elif shape == "road":
        p.setPen(QPen(INK, s * 0.22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        path = QPainterPath(QPointF(s * 0.15, s * 0.9))
        path.cubicTo(QPointF(s * 0.3, s * 0.4), QPointF(s * 0.7, s * 0.6), QPointF(s * 0.85, s * 0.1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    elif shape == "monastery":
        p.drawRect(QRectF(s * 0.18, s * 0.42, s * 0.64, s * 0.5))
        path = QPainterPath(QPointF(s * 0.5, s * 0.06))
        path.lineTo(s * 0.86, s * 0.44)
        path.lineTo(s * 0.14, s * 0.44)
        path.closeSubpath()
        p.drawPath(path)
    p.end()
    return _faded(pix, faint)
