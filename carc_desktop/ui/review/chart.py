"""The score race: each player's score after every turn, drawn with QPainter.

Readable without colours: every player has his own marker shape and line pattern (the
legend shows both). A marker sits where a player scored during the game; a shaded band
on the right holds the final scoring. Hovering a turn names it and what scored in it;
clicking it asks the review to go there. Drawn as vectors, so it is sharp at any device
pixel ratio (exports render it at twice the size).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from carc_desktop.texts.event_text import event_text, fill, plural_en

if TYPE_CHECKING:
    from carc_desktop.controller.review import GameReview

#: Marker shapes, one per seat (the engine allows six players).
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "down_triangle", "cross")
PATTERNS: tuple[Qt.PenStyle, ...] = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
                                     Qt.PenStyle.DashDotLine, Qt.PenStyle.DashDotDotLine, Qt.PenStyle.SolidLine)
_MARGIN_LEFT, _MARGIN_RIGHT, _MARGIN_TOP, _MARGIN_BOTTOM = 44.0, 16.0, 14.0, 50.0


def marker_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape in ("triangle", "down_triangle"):
        s = 1 if shape == "triangle" else -1
        path.moveTo(x, y - s * r * 1.1)
        path.lineTo(x + r, y + s * r * 0.8)
        path.lineTo(x - r, y + s * r * 0.8)
        path.closeSubpath()
    elif shape == "diamond":
        path.moveTo(x, y - r * 1.15)
        path.lineTo(x + r * 1.15, y)
        path.lineTo(x, y + r * 1.15)
        path.lineTo(x - r * 1.15, y)
        path.closeSubpath()
    else:  # a plus sign with body, filled like the others
        w = r * 0.45
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


class ScoreRaceChart(QWidget):
    #: The reader clicked a turn: go to this review position.
    position_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreRaceChart")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self.review: GameReview | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.category: str | None = None
        #: rows[x][player]: the values plotted (x = turns, then the final scoring).
        self.rows: list[list[int]] = []
        self.current_x: int | None = None
        self._hover_x: int | None = None
        #: (kind, text, rectangle) of the texts the last paint drew around the plot
        self.drawn_labels: list[tuple[str, str, QRectF]] = []
        #: (x, player, sign, colour) of the analysed decisions that cost points (Review > Analyse).
        self.analysis_marks: list[tuple[int, int, str, QColor]] = []
        #: (the rows it was measured on, the axis's top value): every point of a paint needs
        #: it, and measuring it from all the rows each time made a paint quadratic in the game's
        #: length (80 ms for a six-player game). The rows are replaced, never changed in place.
        self._top_memo: tuple[list[list[int]], int] | None = None
        #: (what it shows, the picture, its labels): the chart as last drawn for the widget.
        self._kept_picture: tuple[tuple[object, ...], QPixmap, list[tuple[str, str, QRectF]]] | None = None
        #: How many times that picture was drawn (a repaint for a hover draws none).
        self.pictures_drawn = 0
        #: The resolution fonts are sized for on a picture (a widget elsewhere draws directly).
        probe = QPixmap(1, 1)
        self._dpi_of_pictures = (probe.logicalDpiX(), probe.logicalDpiY())
        self.retranslate_ui()

    # --- data ------------------------------------------------------------------------------------
    def set_review(self, review: GameReview, names: Sequence[str], colours: Sequence[QColor]) -> None:
        self.review = review
        self.names = list(names)
        self.colours = list(colours)
        self._reload()

    def set_analysis(self, marks: list[tuple[int, int, str, QColor]]) -> None:
        """Signs ("?!", "?", "??") over the players' lines at the decisions' turns."""
        self.analysis_marks = list(marks)
        self.update()

    def set_category(self, category: str | None) -> None:
        """Plot one category's running totals instead of the whole scores (None)."""
        self.category = category
        self._reload()

    def _reload(self) -> None:
        review = self.review
        if review is None:
            self.rows = []
        elif self.category is None:
            self.rows = review.turn_scores()
        else:
            per_player = [review.category_series(p)[self.category] for p in range(len(self.names))]
            self.rows = [list(col) for col in zip(*per_player)]
        self.update()

    @property
    def has_final(self) -> bool:
        return self.review is not None and self.review.finished

    def x_of_position(self, position: int) -> int:
        """The chart column showing the game after ``position`` decisions."""
        review = self.review
        if review is None:
            return 0
        if review.finished and position >= review.length:
            return len(self.rows) - 1
        return min(review.turn_at[position], len(self.rows) - 1)

    def position_of_x(self, x: int) -> int:
        review = self.review
        if review is None or x <= 0:
            return 0
        if self.has_final and x >= len(self.rows) - 1:
            return review.length
        return review.end_of_turn(x - 1)

    def set_position(self, position: int) -> None:
        self.current_x = self.x_of_position(position)
        self.update()

    def scoring_points(self) -> list[tuple[int, int]]:
        """(x, player) of every in-game scoring marker."""
        if self.review is None:
            return []
        out: set[tuple[int, int]] = set()
        for m in self.review.marks:
            if m.final:
                continue
            for p, v in (m.categories.items() if self.category else m.event.points.items()):
                value = v.get(self.category, 0) if isinstance(v, dict) else v
                if value:
                    out.add((m.turn + 1, p))
        return sorted(out)

    # --- geometry --------------------------------------------------------------------------------
    def plot_rect(self, size: QRectF | None = None) -> QRectF:
        r = size or QRectF(self.rect())
        area = r.adjusted(_MARGIN_LEFT, _MARGIN_TOP, -_MARGIN_RIGHT, -_MARGIN_BOTTOM)
        fm = QFontMetricsF(self.font())
        extra = (len(self._legend_rows(area.width(), fm)) - 1) * fm.height() * 1.2  # six long names: two rows
        return area.adjusted(0, 0, 0, -extra)

    def _legend_rows(self, width: float, fm: QFontMetricsF) -> list[list[tuple[int, float]]]:
        """The legend's entries (player, x from the left) in rows no wider than ``width``."""
        rows: list[list[tuple[int, float]]] = [[]]
        x = 0.0
        for p, name in enumerate(self.names):
            w = 46 + fm.horizontalAdvance(name)
            if rows[-1] and x + w - 14 > width:
                rows.append([])
                x = 0.0
            rows[-1].append((p, x))
            x += w
        return rows

    def _top_value(self) -> int:
        memo = self._top_memo
        if memo is not None and memo[0] is self.rows:
            return memo[1]
        top = max((max(row) for row in self.rows if row), default=0)
        step = self._grid_step(top)
        value = max(step, int(math.ceil(top / step) * step))
        self._top_memo = (self.rows, value)
        return value

    @staticmethod
    def _grid_step(top: int) -> int:
        for step in (5, 10, 20, 25, 50, 100, 200):
            if top / step <= 8:
                return step
        return 500

    def _band(self, area: QRectF) -> float:
        """Width of the final scoring's band (0 for an unfinished game)."""
        return max(56.0, area.width() / 14) if self.has_final else 0.0

    def point(self, x: int, value: float, area: QRectF) -> QPointF:
        y = area.bottom() - area.height() * value / self._top_value()
        band = self._band(area)
        if band and x >= len(self.rows) - 1:
            return QPointF(area.right(), y)
        n = max(1, len(self.rows) - (2 if band else 1))
        return QPointF(area.left() + (area.width() - band) * x / n, y)

    def x_at(self, px: float, area: QRectF | None = None) -> int | None:
        if not self.rows:
            return None
        area = area or self.plot_rect()
        band = self._band(area)
        if band and px > area.right() - band / 2:
            return len(self.rows) - 1
        n = max(1, len(self.rows) - (2 if band else 1))
        x = round((px - area.left()) / (area.width() - band) * n)
        return max(0, min(n, x))

    # --- painting --------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        bounds = QRectF(self.rect())
        if self._picture_fits(painter):
            painter.drawPixmap(0, 0, self._picture())
        else:
            self._paint_still(painter, bounds)
        self._paint_hover(painter, bounds)
        painter.end()

    def paint(self, painter: QPainter, bounds: QRectF) -> None:
        """Draw the chart into ``bounds`` (the widget, or an export image)."""
        self._paint_still(painter, bounds)
        self._paint_hover(painter, bounds)

    def _picture_fits(self, painter: QPainter) -> bool:
        """Whether the kept picture covers the widget pixel for pixel, as drawing it directly
        would: an opaque background, whole device pixels at whole offsets and the font at the
        same resolution. Otherwise (a fractional scale, say) the chart is drawn directly."""
        dpr = self.devicePixelRatioF()
        to_device = painter.deviceTransform()
        return (self.palette().base().color().alpha() == 255 and dpr == int(dpr)
                and to_device.dx() == int(to_device.dx()) and to_device.dy() == int(to_device.dy())
                and self.logicalDpiX() == self._dpi_of_pictures[0]
                and self.logicalDpiY() == self._dpi_of_pictures[1])

    def _picture_key(self) -> tuple[object, ...]:
        """Everything the still part of the chart is drawn from (the hover line is not)."""
        pal = self.palette()
        return (self.size(), self.devicePixelRatioF(), self.review, self.category, self.rows, self.has_final,
                self.current_x, tuple(self.names), tuple(c.rgba() for c in self.colours),
                tuple((x, p, sign, c.rgba()) for x, p, sign, c in self.analysis_marks),
                pal.base().color().rgba(), pal.text().color().rgba(), pal.highlight().color().rgba(),
                pal.color(self.foregroundRole()).rgba(), self.font().key(), self.layoutDirection(),
                self._final_text, self._axis_text, self._empty_text)

    def _picture(self) -> QPixmap:
        """The chart without the hover line, drawn once for what it shows: a hover, a focus
        change or an expose repaints it with one copy (a six-player chart took 20 ms to draw)."""
        key = self._picture_key()
        kept = self._kept_picture
        if kept is not None and kept[0] == key:
            self.drawn_labels = kept[2]
            return kept[1]
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        # what a painter on the widget starts with (QWidget::initPainter)
        painter.setPen(QPen(self.palette().brush(self.foregroundRole()), 1))
        painter.setFont(self.font())
        painter.setLayoutDirection(self.layoutDirection())
        self._paint_still(painter, QRectF(self.rect()))
        painter.end()
        self.pictures_drawn += 1
        self._kept_picture = (key, pixmap, self.drawn_labels)
        return pixmap

    def _paint_hover(self, painter: QPainter, bounds: QRectF) -> None:
        """The dotted line of the hovered column (drawn over everything else)."""
        if not (self.hasFocus() and self._hover_x is not None and self.rows):
            return
        area = self.plot_rect(bounds)
        if area.width() < 20 or area.height() < 20:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = self.point(self._hover_x, 0, area).x()
        painter.setPen(QPen(self.palette().text().color(), 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.restore()

    def _paint_still(self, painter: QPainter, bounds: QRectF) -> None:
        """Everything but the hover line: background, band, grid, labels, the position line,
        the score lines and their markers, the analysis's signs, the legend."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(bounds, pal.base())
        area = self.plot_rect(bounds)
        if not self.rows or area.width() < 20 or area.height() < 20:
            painter.setPen(pal.text().color())
            painter.drawText(bounds, Qt.AlignmentFlag.AlignCenter, self._empty_text)
            painter.restore()
            return
        text_colour = pal.text().color()
        grid = QColor(text_colour)
        grid.setAlpha(40)
        font = QFont(painter.font())
        painter.setFont(font)
        fm = QFontMetricsF(font)
        top = self._top_value()
        step = self._grid_step(top)
        # Every column's x and every value's y as point() gives them (the same arithmetic, so
        # the same pixels), worked out once: a point() per vertex was most of a paint's time.
        rows = self.rows
        xs = [self.point(x, 0, area).x() for x in range(len(rows))]
        bottom, height = area.bottom(), area.height()
        #: (kind, text, rectangle) of every label drawn so far: the next one must not meet them
        taken: list[tuple[str, str, QRectF]] = []
        self.drawn_labels = taken
        if self.has_final:  # the band of the final scoring
            left = xs[len(rows) - 2]
            band = QRectF(left, area.top(), area.right() - left + 8, area.height())
            shade = QColor(pal.highlight().color())
            shade.setAlpha(45)
            painter.fillRect(band, shade)
            painter.setPen(text_colour)
            # Under the band, centred. A word wider than the band (German "Schlusswertung")
            # goes a line lower, beside the turn numbers rather than over the last one, and is
            # pushed back inside the chart rather than cut at its edge.
            longest = max(fm.horizontalAdvance(w) for w in self._final_text.split() or [""])
            below = fm.height() if longest > band.width() else 0
            width = min(max(band.width(), longest + 4), bounds.width())
            left = max(bounds.left(), min(band.center().x() - width / 2, bounds.right() - width))
            room = QRectF(left, area.bottom() + 3 + below, width, fm.height() * 2.2)
            flags = int(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
            painter.drawText(room, flags, self._final_text)
            # a word wider than the band sticks out on both sides: keep what it really covers
            taken.append(("band", self._final_text, fm.boundingRect(room, flags, self._final_text)))
        for value in range(0, top + 1, step):
            y = bottom - height * value / top
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text_colour)
            label = str(value)
            painter.drawText(QPointF(area.left() - fm.horizontalAdvance(label) - 6, y + fm.ascent() / 2 - 1), label)
        turns = len(rows) - (2 if self.has_final else 1)
        tick = max(1, int(math.ceil(turns / 12 / 5) * 5)) if turns > 12 else 1
        # The last turn first, then the others from the left: a label that would meet one
        # already placed (the last turn's, or the final scoring's under the band) is left out.
        for t in [turns] + [t for t in range(0, turns, tick)]:
            px = xs[t]
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(px, area.top()), QPointF(px, area.bottom()))
            label = str(t)
            where = QPointF(px - fm.horizontalAdvance(label) / 2, area.bottom() + fm.ascent() + 3)
            rect = self._text_rect(fm, where, label)
            if self._meets(rect, taken):
                continue
            painter.setPen(text_colour)
            painter.drawText(where, label)
            taken.append(("tick", label, rect))
        painter.setPen(text_colour)
        # the axis's name centred under the turns, left of the band's label
        axis_room = QRectF(area.left(), area.bottom() + fm.height() + 2, area.width() - self._band(area), fm.height())
        axis_rect = fm.boundingRect(axis_room, int(Qt.AlignmentFlag.AlignHCenter), self._axis_text)
        if not self._meets(axis_rect, taken):
            painter.drawText(axis_room, Qt.AlignmentFlag.AlignHCenter, self._axis_text)
            taken.append(("axis", self._axis_text, axis_rect))
        if self.current_x is not None:
            x = self.point(self.current_x, 0, area).x()
            painter.setPen(QPen(pal.highlight().color(), 2))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        markers = self.scoring_points()
        for p in range(len(self.names)):
            colour = self.colours[p] if p < len(self.colours) else text_colour
            pen = QPen(colour, 2.4, PATTERNS[p % len(PATTERNS)])
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ys = [bottom - height * row[p] / top for row in rows]
            path = QPainterPath(QPointF(xs[0], ys[0]))
            for x in range(1, len(rows)):
                path.lineTo(xs[x], ys[x - 1])  # a step: a score changes at a turn's end
                path.lineTo(xs[x], ys[x])
            painter.drawPath(path)
            shape = SHAPES[p % len(SHAPES)]
            outline = QPen(text_colour if colour.lightness() > 160 else pal.base().color(), 1.2)
            painter.setPen(outline)
            painter.setBrush(colour)
            for x, who in markers:
                if who == p:
                    painter.drawPath(marker_path(shape, QPointF(xs[x], ys[x]), 4.5))
            if self.has_final:
                painter.drawPath(marker_path(shape, QPointF(xs[-1], ys[-1]), 6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        self._paint_analysis(painter, area, fm)
        self._paint_legend(painter, bounds, area, fm, taken)
        painter.restore()

    def _paint_analysis(self, painter: QPainter, area: QRectF, fm: QFontMetricsF) -> None:
        font = QFont(painter.font())
        font.setBold(True)
        painter.setFont(font)
        bold = QFontMetricsF(font)
        stacked: dict[tuple[int, int], int] = {}
        for x, p, sign, colour in self.analysis_marks:
            if not 0 <= x < len(self.rows) or not 0 <= p < len(self.rows[x]):
                continue
            n = stacked.get((x, p), 0)
            stacked[(x, p)] = n + 1
            at = self.point(x, self.rows[x][p], area)
            painter.setPen(colour)
            painter.drawText(QPointF(at.x() - bold.horizontalAdvance(sign) / 2, at.y() - 7 - n * bold.height()), sign)
        font.setBold(False)
        painter.setFont(font)

    @staticmethod
    def _text_rect(fm: QFontMetricsF, baseline_start: QPointF, text: str) -> QRectF:
        """Where ``drawText(baseline_start, text)`` puts its letters."""
        return QRectF(baseline_start.x(), baseline_start.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height())

    @staticmethod
    def _meets(rect: QRectF, taken: list[tuple[str, str, QRectF]], gap: float = 3.0) -> bool:
        grown = rect.adjusted(-gap, 0, gap, 0)
        return any(grown.intersects(other) for _kind, _text, other in taken)

    def _paint_legend(self, painter: QPainter, bounds: QRectF, area: QRectF, fm: QFontMetricsF,
                      taken: list[tuple[str, str, QRectF]]) -> None:
        rows = self._legend_rows(area.width(), fm)
        for r, row in enumerate(rows):
            y = bounds.bottom() - fm.height() * 0.6 - (len(rows) - 1 - r) * fm.height() * 1.2
            for p, dx in row:
                self._paint_legend_entry(painter, area.left() + dx, y, p, fm, taken)

    def _paint_legend_entry(self, painter: QPainter, x: float, y: float, p: int, fm: QFontMetricsF,
                            taken: list[tuple[str, str, QRectF]]) -> None:
        name = self.names[p]
        taken.append(("legend", name, QRectF(x, y - fm.height() / 2, 32 + fm.horizontalAdvance(name), fm.height())))
        colour = self.colours[p] if p < len(self.colours) else painter.pen().color()
        painter.setPen(QPen(colour, 2.4, PATTERNS[p % len(PATTERNS)]))
        painter.drawLine(QPointF(x, y), QPointF(x + 26, y))
        painter.setPen(QPen(self.palette().base().color(), 1.2))
        painter.setBrush(colour)
        painter.drawPath(marker_path(SHAPES[p % len(SHAPES)], QPointF(x + 13, y), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self.palette().text().color())
        painter.drawText(QPointF(x + 32, y + fm.ascent() / 2 - 1), name)

    def paint_totals(self, painter: QPainter, bounds: QRectF) -> None:
        """All points and no position line, whatever is shown (the picture to share)."""
        saved = (self.category, self.current_x, self.rows)
        self.category, self.current_x = None, None
        self.rows = self.review.turn_scores() if self.review is not None else []
        try:
            self.paint(painter, bounds)
        finally:
            self.category, self.current_x, self.rows = saved

    # --- hover, click, keys ----------------------------------------------------------------------
    def tooltip_text(self, x: int) -> str:
        """What hovering column ``x`` tells: the turn (or the final scoring), every score,
        and what scored in that turn."""
        review = self.review
        if review is None or not self.rows:
            return ""
        final = self.has_final and x == len(self.rows) - 1
        title = self._final_text if final else (self._start_text if x == 0 else fill(self.tr("Turn %1"), x))
        lines = [title]
        lines += [fill(self.tr("%1: %2"), name, self.rows[x][p]) for p, name in enumerate(self.names)]
        scored = [m for m in review.marks if (m.final if final else (not m.final and m.turn + 1 == x))]
        if scored:
            lines.append("")
            shown = scored[:8]
            lines += [event_text(m.event, review.game) for m in shown]
            if len(scored) > len(shown):
                more = len(scored) - len(shown)
                lines.append(plural_en(self.tr("\u2026 and %n more scoring(s)", None, more), more))
        return "\n".join(lines)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        x = self.x_at(event.position().x())
        if x is not None and x != self._hover_x:
            self._hover_x = x
            QToolTip.showText(event.globalPosition().toPoint(), self.tooltip_text(x), self)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover_x = None
        QToolTip.hideText()
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        x = self.x_at(event.position().x())
        if x is not None and event.button() == Qt.MouseButton.LeftButton:
            self.position_requested.emit(self.position_of_x(x))
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """With the focus on the chart, Up/Down pick a column (its tip shows in the
        accessible description) and Enter goes there; other keys go to the review."""
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.rows:
            base = self._hover_x if self._hover_x is not None else (self.current_x or 0)
            self._hover_x = max(0, min(len(self.rows) - 1, base + (1 if key == Qt.Key.Key_Up else -1)))
            text = self.tooltip_text(self._hover_x)
            self.setAccessibleDescription(text)
            QToolTip.showText(self.mapToGlobal(self.point(self._hover_x, 0, self.plot_rect()).toPoint()), text, self)
            self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._hover_x is not None:
            self.position_requested.emit(self.position_of_x(self._hover_x))
            return
        super().keyPressEvent(event)

    # --- language --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self._final_text = self.tr("Final scoring")
        self._start_text = self.tr("Start")
        self._axis_text = self.tr("Turn")
        self._empty_text = self.tr("No scores yet")
        self.setAccessibleName(self.tr("Score race"))
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
