"""Graphics items of the board: tiles, figures, hints, the preview, spot markers, flashes.

Items only draw; they never change the game. The view decides what a click on one means.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from carc_desktop.engine import Position, TileType

from . import art, stamps
from .geometry import TILE, cell_rect, cells_rect

Z_SHADOW, Z_TILE, Z_LAST, Z_HINT, Z_FLASH, Z_PREVIEW, Z_FIGURE, Z_SPOT, Z_CURSOR, Z_TEXT = (
    -10, 0, 5, 10, 15, 20, 30, 40, 50, 60)

#: Size of a figure relative to a cell.
FIGURE_SIZE = 0.34
#: How far a figure marker's focus ring reaches, in marker radii.
FOCUS_REACH = 1.7


class TileItem(QGraphicsRectItem):
    """A placed tile (one or two cells), painted from the pixmap cache at the zoom's size.

    A rect item so that Qt answers its (frequent) boundingRect and shape questions in C++:
    only painting comes to Python, where the GIL may have to be won from a busy thread."""

    def __init__(self, tile: TileType, cells: tuple[Position, ...], rotation: int, edition: str) -> None:
        super().__init__()
        self.tile = tile
        self.cells = cells
        self.rotation_turns = rotation
        self.edition = edition
        #: Whether the last paint used a pixmap of the right size (else a refresh follows).
        self.exact = True
        self._rect = cells_rect(cells)
        self.setRect(self._rect)
        self.setPen(Qt.PenStyle.NoPen)  # the bounding rect is the cells, exactly
        self.setZValue(Z_TILE)
        #: What a screen reader says of the tile (the scene fills it in the language in use).
        self.accessible_text = ""
        # Repaints (pans, overlays moving) blit a device-sized copy; zooming re-renders it once.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pix, self.exact = art.board_tile_pixmap(self.tile, self.rotation_turns, TILE * lod * dpr, self.edition)
        # Square, axis-aligned: antialiased edges would only take the slow path.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        if pix is None:  # made in the background (a very first start): plain for a moment
            painter.fillRect(self._rect, art.PLAIN_TILE)
            return
        painter.drawPixmap(self._rect, pix, QRectF(pix.rect()))


class BoardShadowItem(QGraphicsRectItem):
    """One soft shadow under every placed tile (a single path, cheap to repaint).

    A rect item (its rect the bounds) so that Qt answers its bounding-rect questions, asked
    at every repaint of the board, in C++ without the GIL, as for :class:`TileItem`. Not
    cached: a device cache the size of the board, blitted at every repaint and drawn again
    whole for every tile placed, measured slower than drawing the strips. A repaint draws
    only the strips in the part of the board repainted (a tile placed repaints a cell or
    two; drawing every strip of a late game's board took 0.3 ms each time)."""

    def __init__(self) -> None:
        super().__init__()
        self._rects: list[QRectF] = []
        self._keys: set[tuple[float, float, float, float]] = set()
        #: The strips by the cell their top-left corner is in (index into ``_rects``).
        self._by_cell: dict[tuple[int, int], list[int]] = {}
        self.setPen(Qt.PenStyle.NoPen)
        self.setZValue(Z_SHADOW)
        # Qt says which part is repainted (option.exposedRect) only with this flag.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_cells(self, cells: list[tuple[int, int]]) -> None:
        taken = set(map(tuple, cells))
        # Only the parts that stick out from under the tiles: the bottom and right strips.
        dx, dy = TILE * 0.035, TILE * 0.05
        rects = []
        for x, y in cells:
            r = cell_rect(x, y)
            if (x, y - 1) not in taken:
                rects.append(QRectF(r.left() + dx, r.bottom(), r.width(), dy))
            if (x + 1, y) not in taken:
                rects.append(QRectF(r.right(), r.top() + dy, dx, r.height() - dy))
        keys = {(r.x(), r.y(), r.width(), r.height()) for r in rects}
        changed = keys ^ self._keys
        self._rects, self._keys = rects, keys
        self._by_cell = {}
        for i, r in enumerate(rects):
            self._by_cell.setdefault((math.floor(r.x() / TILE), math.floor(r.y() / TILE)), []).append(i)
        bounds = cells_rect(cells).adjusted(0, 0, dx + 1, dy + 1) if cells else QRectF()
        if bounds != self.rect():
            self.setRect(bounds)  # repaints it all
            return
        # Only the strips that came or went: a new strip may lie outside the new tile (in
        # the empty cell below it), where nothing else repaints the board.
        for x, y, w, h in changed:
            self.update(QRectF(x, y, w, h).adjusted(-1, -1, 1, 1))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRects(self.rects_in(option.exposedRect))

    def rects_in(self, exposed: QRectF) -> list[QRectF]:
        """The strips that reach into ``exposed`` (item coordinates), in their own order; all
        of them when ``exposed`` is empty (Qt gave no exposed part) or spans most cells."""
        if exposed.isEmpty():
            return self._rects
        x0, x1 = math.floor(exposed.left() / TILE) - 1, math.floor(exposed.right() / TILE)
        y0, y1 = math.floor(exposed.top() / TILE) - 1, math.floor(exposed.bottom() / TILE)
        if (x1 - x0 + 1) * (y1 - y0 + 1) >= len(self._by_cell):
            return [r for r in self._rects if r.intersects(exposed)]
        picked = sorted(i for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) for i in self._by_cell.get((x, y), ()))
        return [self._rects[i] for i in picked if self._rects[i].intersects(exposed)]


class LastTileItem(QGraphicsRectItem):
    """A glowing outline around the tile placed last (in its player's colour). A rect item
    (its rect the glow's bounds) for the same reason as :class:`BoardShadowItem`; repainted
    only when its tile or colour changes. (Not cached: its two translucent strokes, drawn
    into a cache and then onto the board, come out a shade different on some pixels.)"""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._colour = QColor("white")
        self.setPen(Qt.PenStyle.NoPen)
        self.setZValue(Z_LAST)
        self.accessible_text = ""

    def set_target(self, rect: QRectF, colour: QColor) -> None:
        rect = QRectF(rect)
        if rect == self._rect and (rect.isEmpty() or QColor(colour) == self._colour):
            return  # as it is: nothing to repaint
        self._rect = rect
        self._colour = QColor(colour)
        # Nothing to show: no bounds, so no repaint of the board where it stood.
        self.setRect(rect.adjusted(-8, -8, 8, 8) if not rect.isEmpty() else QRectF())
        self.update()

    def target_rect(self) -> QRectF:
        """The cells it marks (empty: none)."""
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(self._colour)
        glow.setAlpha(110)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, 7))
        painter.drawRoundedRect(self._rect.adjusted(-1, -1, 1, 1), 4, 4)
        painter.setPen(QPen(self._colour.lighter(130), 2.2))
        painter.drawRoundedRect(self._rect.adjusted(-1, -1, 1, 1), 4, 4)


class CellHintItem(QGraphicsRectItem):
    """An empty cell where the tile may go: faint for other rotations, bright for this one.
    (A rect item for the same reason as :class:`TileItem`.) Copied from a picture all the
    hints share (``stamps``): a zoom draws each look once, not every hint."""

    def __init__(self, cell: Position) -> None:
        super().__init__()
        self.cell = cell
        self._rect = cell_rect(*cell)
        self.setRect(self._rect)
        self.setPen(Qt.PenStyle.NoPen)
        self.strong = False
        self.hot = False
        self.setZValue(Z_HINT)

    def set_state(self, strong: bool, hot: bool = False) -> None:
        if (strong, hot) != (self.strong, self.hot):
            self.strong, self.hot = strong, hot
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        strong, hot = self.strong, self.hot
        stamps.stamp(painter, self._rect, ("hint", strong, hot), lambda p, r: draw_cell_hint(p, r, strong, hot))


def draw_cell_hint(painter: QPainter, cell: QRectF, strong: bool, hot: bool) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = cell.adjusted(TILE * 0.06, TILE * 0.06, -TILE * 0.06, -TILE * 0.06)
    if strong:
        painter.setBrush(QColor(255, 236, 160, 95 if hot else 55))
        pen = QPen(QColor(255, 226, 120, 235), TILE * 0.03)
    else:
        painter.setBrush(QColor(255, 255, 255, 18))
        pen = QPen(QColor(255, 255, 255, 80), TILE * 0.015)
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(r, TILE * 0.08, TILE * 0.08)


class PreviewItem(QGraphicsItem):
    """The tile being placed, drawn where it would land (red frame when it may not)."""

    def __init__(self) -> None:
        super().__init__()
        self.tile: TileType | None = None
        self.cells: tuple[Position, ...] = ()
        self.rotation_turns = 0
        self.legal = True
        self.edition = "C3"
        self._rect = QRectF()
        self.setZValue(Z_PREVIEW)
        self.setVisible(False)

    def show_at(self, tile: TileType, cells: tuple[Position, ...], rotation: int, legal: bool, edition: str) -> None:
        self.prepareGeometryChange()
        self.tile, self.cells, self.rotation_turns, self.legal, self.edition = tile, cells, rotation, legal, edition
        self._rect = cells_rect(cells)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.tile is None:
            return
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        pix = art.tile_pixmap(self.tile, self.rotation_turns, TILE * lod, self.edition)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.88 if self.legal else 0.55)
        painter.drawPixmap(self._rect, pix, QRectF(pix.rect()))
        painter.setOpacity(1.0)
        colour = QColor(120, 230, 120) if self.legal else QColor(235, 70, 60)
        painter.setPen(QPen(colour, TILE * 0.04))
        painter.setBrush(Qt.BrushStyle.NoBrush if self.legal else QColor(235, 70, 60, 60))
        painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 3, 3)


class CursorItem(QGraphicsItem):
    """The keyboard / click cursor cell: corner brackets."""

    def __init__(self) -> None:
        super().__init__()
        self.cell: Position | None = None
        self._rect = QRectF()
        self.setZValue(Z_CURSOR)
        self.setVisible(False)

    def set_cell(self, cell: Position | None) -> None:
        self.prepareGeometryChange()
        self.cell = cell
        self._rect = cell_rect(*cell) if cell is not None else QRectF()
        self.setVisible(cell is not None)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect.adjusted(-3, -3, 3, 3)
        k = TILE * 0.24
        pen = QPen(QColor(255, 255, 255), TILE * 0.045, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for colour, width in ((QColor(0, 0, 0, 120), TILE * 0.08), (QColor(255, 255, 255), TILE * 0.04)):
            pen.setColor(colour)
            pen.setWidthF(width)
            painter.setPen(pen)
            for cx, cy, dx, dy in ((r.left(), r.top(), 1, 1), (r.right(), r.top(), -1, 1),
                                   (r.right(), r.bottom(), -1, -1), (r.left(), r.bottom(), 1, -1)):
                painter.drawLine(QPointF(cx, cy), QPointF(cx + dx * k, cy))
                painter.drawLine(QPointF(cx, cy), QPointF(cx, cy + dy * k))


class MeepleItem(QGraphicsObject):
    """A figure on the board, standing at its segment's anchor (farmers lie down)."""

    def __init__(self, key: tuple, kind: str, colour: QColor, lying: bool, centre: QPointF, mark: str = "") -> None:
        super().__init__()
        self.key = key
        self.kind = kind
        self.colour = QColor(colour)
        self.lying = lying
        #: The player's seat number on the figure's chest: whose it is, never by colour alone.
        self.mark = mark
        #: (name, seat) of the figure's player, and what a screen reader says of it.
        self.owner: tuple[str, int] | None = None
        self.accessible_text = ""
        s = TILE * FIGURE_SIZE * (0.8 if kind == "pig" else 1.0)
        w = s * (1.25 if lying else 1.0)
        self._rect = QRectF(-w / 2, -s / 2, w, s)
        self._bounds = self._rect.adjusted(-3, -3, 4, 5)  # asked for at every repaint
        self.setPos(centre)
        self.setZValue(Z_FIGURE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Drawn from a pixmap at the on-screen size (with room for the figure's shadow).
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        mx, my = art.FIGURE_MARGIN
        target = QRectF(self._rect.topLeft(), self._rect.size()).adjusted(
            0, 0, self._rect.width() * (mx - 1), self._rect.height() * (my - 1))
        pix = art.figure_pixmap(self.kind, self.colour, target.width() * lod, target.height() * lod, self.lying)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(target, pix, QRectF(pix.rect()))
        if self.mark:
            paint_seat_mark(painter, self.mark, self.colour, self.mark_centre(), self._rect.height() * 0.19)

    def mark_centre(self) -> QPointF:
        """Where the seat mark sits: the figure's chest (its body, lying or a pig)."""
        r = self._rect
        fx, fy = {"pig": (0.55, 0.42), "builder": (0.5, 0.62)}.get(self.kind, (0.56, 0.5) if self.lying else (0.5, 0.55))
        return QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)


def paint_seat_mark(painter: QPainter, mark: str, colour: QColor, centre: QPointF, radius: float) -> None:
    """A seat number in a disc of the figure's own colour with a contrasting ring, so that two
    players whose colours look alike still tell their figures apart."""
    light = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF() > 0.55
    ink = QColor(20, 16, 12) if light else QColor(250, 246, 236)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(ink, radius * 0.22))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(radius * 1.5)))
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, mark)
    painter.restore()


class SpotMarkerItem(QGraphicsObject):
    """A place where a figure may be deployed: click it to deploy there."""

    def __init__(self, figure: str, feature: str, colour: QColor, lying: bool, centre: QPointF,
                 radius: float = TILE * 0.15) -> None:
        super().__init__()
        self.figure = figure
        self.feature = feature
        self.colour = QColor(colour)
        self.lying = lying
        self.focused = False
        #: The computer's hint chose this spot: drawn apart from the other markers.
        self.hinted = False
        self._hover = False
        self._radius = radius
        #: What the marker is (its tooltip): the board says it when it gets the keyboard.
        self.accessible_text = art.figure_tooltip(figure, lying)
        self.setPos(centre)
        self.setZValue(Z_SPOT)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.accessible_text)

    def setAccessibleText(self, text: str) -> None:
        self.accessible_text = text

    @property
    def radius(self) -> float:
        return self._radius

    def set_focused(self, focused: bool) -> None:
        self.focused = focused
        self.setZValue(Z_SPOT + 1 if focused else Z_SPOT)  # its ring over its neighbours
        self.update()

    def set_hinted(self, hinted: bool) -> None:
        if hinted != self.hinted:
            self.prepareGeometryChange()
            self.hinted = hinted
            self.update()

    def boundingRect(self) -> QRectF:
        r = self._radius * max(FOCUS_REACH, 1.75 if self.hinted else 1.25) + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self._radius + 2, self._radius + 2)
        return path

    def _paint_hint(self, painter: QPainter) -> None:
        """The hint's mark: a gold halo and a gold star at the top right, unlike any other
        marker's look (hovered or chosen with the keyboard)."""
        r = self._radius
        halo = QRadialGradient(QPointF(0, 0), r * 1.7)
        halo.setColorAt(0.55, QColor(255, 213, 74, 200))
        halo.setColorAt(1.0, QColor(255, 213, 74, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(halo))
        painter.drawEllipse(QPointF(0, 0), r * 1.7, r * 1.7)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 213, 74), TILE * 0.035, Qt.PenStyle.DashLine))
        painter.drawEllipse(QPointF(0, 0), r * 1.3, r * 1.3)
        star = QPainterPath()
        cx, cy, outer = r * 0.95, -r * 0.95, r * 0.55
        for k in range(10):
            rad = outer if k % 2 == 0 else outer * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pt = QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a))
            star.moveTo(pt) if k == 0 else star.lineTo(pt)
        star.closeSubpath()
        painter.setPen(QPen(QColor(90, 60, 10), TILE * 0.01))
        painter.setBrush(QColor(255, 213, 74))
        painter.drawPath(star)

    def hoverEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._hover = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._radius
        if self.hinted:
            self._paint_hint(painter)
        active = self._hover or self.focused or self.hinted
        grad = QRadialGradient(QPointF(0, 0), r)
        grad.setColorAt(0.0, QColor(255, 255, 255, 235 if active else 190))
        grad.setColorAt(1.0, QColor(255, 255, 255, 120 if active else 70))
        painter.setBrush(QBrush(grad))
        ring = QColor(self.colour).darker(140) if active else QColor(40, 30, 20, 200)
        pen = QPen(ring, TILE * (0.03 if active else 0.018))
        if self.figure == "builder":
            painter.setPen(pen)
            painter.drawRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), r * 0.3, r * 0.3)
        elif self.figure == "pig":
            painter.setPen(pen)
            painter.drawEllipse(QRectF(-r, -r * 0.8, 2 * r, 1.6 * r))
        else:
            painter.setPen(pen)
            painter.drawEllipse(QPointF(0, 0), r, r)
        s = r * 1.45
        w = s * (1.25 if self.lying else 1.0)
        painter.setOpacity(1.0 if active else 0.8)
        art.paint_figure(painter, self.figure, self.colour, QRectF(-w / 2, -s / 2, w, s), self.lying)
        if self.focused:
            painter.setOpacity(1.0)
            self._paint_focus_ring(painter, r)

    def _paint_focus_ring(self, painter: QPainter, r: float) -> None:
        """The keyboard's choice: a yellow ring edged in black, a few screen pixels wide at
        any zoom, seen on the felt and the tiles whatever the player's colour (the ring in
        the player's colour vanished for black and grey)."""
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        px = 1.0 / max(lod, 1e-3)  # one screen pixel, in scene units
        dark, bright = max(6 * px, r * 0.3), max(3 * px, r * 0.16)
        ring = min(r * 1.12 + dark / 2, r * FOCUS_REACH + 1 - dark / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((QColor(0, 0, 0, 230), dark), (QColor(255, 214, 40), bright)):
            painter.setPen(QPen(colour, width))
            painter.drawEllipse(QPointF(0, 0), ring, ring)


class ScoreFlashItem(QGraphicsObject):
    """The cells of a feature just scored, glowing in the scorer's colour, fading out."""

    def __init__(self, cells: list[tuple[int, int]], colour: QColor) -> None:
        super().__init__()
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for x, y in cells:
            path.addRect(cell_rect(x, y))
        self._path = path.simplified()
        # Worked out once: Qt asks at every repaint while it fades, and a big field's
        # outline has hundreds of corners.
        self._bounds = self._path.boundingRect().adjusted(-6, -6, 6, 6)
        self.colour = QColor(colour)
        self.setZValue(Z_FLASH)
        # It fades for a second: drawn once, then blitted at each opacity.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        fill.setAlpha(90)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour.lighter(120), TILE * 0.05))
        painter.drawPath(self._path)


class FloatingTextItem(QGraphicsObject):
    """A short text ("+8") that rises and fades over a scored feature."""

    def __init__(self, text: str, colour: QColor, centre: QPointF) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(int(TILE * 0.36))
        fm = QFontMetricsF(self._font)
        w = fm.horizontalAdvance(text) + 16
        h = fm.height() + 8
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self._path = QPainterPath()
        self._path.addText(QPointF(-fm.horizontalAdvance(text) / 2, fm.ascent() / 2 - 2), self._font, text)
        self.setPos(centre)
        self.setZValue(Z_TEXT)
        # It rises and fades: the outlined text is stroked once, then blitted.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(20, 15, 10, 220), TILE * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour.lighter(115))
        painter.drawPath(self._path)


class BoardNoteItem(QGraphicsObject):
    """A small box of text on the board (a feature's value, a placement's points): the same
    size on screen at every zoom, standing above and beside the point it is about."""

    PAD = 6.0
    MAX_WIDTH = 300.0

    def __init__(self, text: str, anchor: QPointF) -> None:
        super().__init__()
        self.text = text
        self._font = QFont()
        self._font.setPixelSize(13)
        fm = QFontMetricsF(self._font)
        flags = int(Qt.TextFlag.TextWordWrap)
        self._text_rect = fm.boundingRect(QRectF(0, 0, self.MAX_WIDTH, 10_000), flags, text)
        w = self._text_rect.width() + 2 * self.PAD
        h = self._text_rect.height() + 2 * self.PAD
        self._rect = QRectF(12, -h - 12, w, h)  # up and to the right of the anchor
        self._size = (w, h)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(anchor)
        self.setZValue(Z_TEXT + 1)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def sides(self) -> list[QRectF]:
        """Where the box may stand around its anchor (device px, the anchor at 0, 0): up
        right first, then up left, down right, down left."""
        w, h = self._size
        return [QRectF(12, -h - 12, w, h), QRectF(-12 - w, -h - 12, w, h), QRectF(12, 12, w, h),
                QRectF(-12 - w, 12, w, h)]

    def set_box(self, rect: QRectF) -> None:
        """Stand the box at ``rect`` (one of :meth:`sides`, or any rect of its size)."""
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def box(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8c7450"), 1))
        painter.setBrush(QColor(43, 36, 28, 235))
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setPen(QColor("#f6ecd4"))
        painter.setFont(self._font)
        painter.drawText(self._rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD),
                         int(Qt.TextFlag.TextWordWrap), self.text)


class RecentMarkItem(QGraphicsObject):
    """A small numbered badge on a tile another player placed since the viewer's last turn
    (1 = the first of them), in that player's colour; the same size at every zoom."""

    SIZE = 18.0

    def __init__(self, order: int, colour: QColor, corner: QPointF) -> None:
        super().__init__()
        self.order = order
        self.colour = QColor(colour)
        self._font = QFont()
        self._font.setPixelSize(11)
        self._font.setBold(True)
        self._rect = QRectF(3, 3, self.SIZE, self.SIZE)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(corner)
        self.setZValue(Z_FIGURE + 1)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(20, 15, 10, 230), 1.5))
        painter.setBrush(self.colour)
        painter.drawEllipse(self._rect)
        light = self.colour.lightnessF() > 0.6
        painter.setPen(QColor(20, 15, 10) if light else QColor(255, 250, 240))
        painter.setFont(self._font)
        painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter), str(self.order))


class SwapMarkItem(QGraphicsObject):
    """The two followers of a La Porxada swap being answered: a ring round each, in its
    owner's colour, and a dashed line with arrows between them."""

    def __init__(self, a: QPointF, colour_a: QColor, b: QPointF, colour_b: QColor) -> None:
        super().__init__()
        self.a, self.b = QPointF(a), QPointF(b)
        self.colours = (QColor(colour_a), QColor(colour_b))
        self._r = TILE * 0.26
        self.setZValue(Z_FIGURE - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self._r + TILE * 0.06
        return QRectF(self.a, self.b).normalized().adjusted(-r, -r, r, r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = QPen(QColor(255, 236, 160, 230), TILE * 0.03, Qt.PenStyle.DashLine)
        painter.setPen(line)
        d = self.b - self.a
        length = math.hypot(d.x(), d.y())
        if length > 2 * self._r:
            u = QPointF(d.x() / length, d.y() / length)
            start, end = self.a + u * self._r, self.b - u * self._r
            painter.drawLine(start, end)
            painter.setPen(QPen(QColor(255, 236, 160, 230), TILE * 0.03))
            for tip, sign in ((end, 1.0), (start, -1.0)):  # arrow heads both ways: an exchange
                back = QPointF(-u.x() * sign, -u.y() * sign) * (TILE * 0.1)
                side = QPointF(-u.y(), u.x()) * (TILE * 0.06)
                painter.drawLine(tip, tip + back + side)
                painter.drawLine(tip, tip + back - side)
        for centre, colour in zip((self.a, self.b), self.colours):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(20, 15, 10, 200), TILE * 0.07))
            painter.drawEllipse(centre, self._r, self._r)
            painter.setPen(QPen(colour.lighter(125), TILE * 0.04))
            painter.drawEllipse(centre, self._r, self._r)
