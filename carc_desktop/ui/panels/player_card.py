"""One player's card on the scoreboard: a badge in the player's colour with the seat
number (the colour is never the only cue), the name, the score, and the figures in supply
and what each expansion counts as small icons with numbers (``ui.expansions.card_items``).
The details are in the tooltip and the accessible description.

Two shapes: roomy (the icons on a line of their own under the name) and compact (all on one
line), chosen by the scoreboard so that every player fits without scrolling."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from ..expansions import CardItem
from ..expansions.card_icons import shape_icon

#: Icon size on the cards, in pixels.
ICON_PX = 14
BADGE_PX = 20


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when it is given less room than its text needs
    (``full_text`` is the whole text); or, with ``set_wrap(True)``, a label that wraps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.wrap = False
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        new = text != self.full_text
        self.full_text = text
        if self.wrap:
            super().setText(text)
        elif not self._elide() and new:
            # Shown as before ("Pla…" for a longer name too), but the size it asks for
            # follows the whole text: its layout must measure it again.
            self.updateGeometry()

    def set_wrap(self, wrap: bool) -> None:
        if wrap == self.wrap:
            return
        self.wrap = wrap
        self.setWordWrap(wrap)
        if wrap:
            super().setText(self.full_text)
        else:
            self._elide()
        self.updateGeometry()

    def natural_width(self) -> int:
        return self.fontMetrics().horizontalAdvance(self.full_text) + 2

    def is_elided(self) -> bool:
        return self.text() != self.full_text

    def sizeHint(self) -> QSize:
        if self.wrap:
            return super().sizeHint()
        return QSize(self.natural_width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        if self.wrap:
            return super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("M\u2026"), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.wrap:
            self._elide()

    def _elide(self) -> bool:
        """The text as it fits now; whether the text shown changed."""
        text = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, max(1, self.width()))
        if text != self.text():
            super().setText(text)
            return True
        return False


class Chip(QWidget):
    """One icon with its number ("7" beside a follower), drawn in one pass; the item's
    sentence is its tooltip and accessible name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item: CardItem | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_item(self, item: CardItem) -> None:
        if item == self.item:
            return
        self.item = item
        self.setToolTip(item.text)
        self.setAccessibleName(item.text)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        count = self.item.count if self.item is not None else ""
        text_w = self.fontMetrics().horizontalAdvance(count) + 2 if count else 0
        return QSize(ICON_PX + text_w + 1, max(ICON_PX, self.fontMetrics().height()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.item is None:
            return
        p = QPainter(self)
        top = (self.height() - ICON_PX) // 2
        p.drawPixmap(0, top, self.item.icon)
        if self.item.count:
            p.setPen(QColor("#8f846c") if self.item.faint else QColor("#f6ecd4"))
            p.drawText(QRect(ICON_PX + 1, 0, self.width() - ICON_PX - 1, self.height()),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.item.count)
        p.end()


class PlayerCard(QFrame):
    """One player: badge, name, score, and a row of chips (see the module's docstring).

    Focusable, with the whole summary as its accessible name, so the keyboard and screen
    readers can go through the players one by one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerCard")
        #: What the card shows now (badge, name, score, items, active, winner), or None.
        self.shown: tuple[Any, ...] | None = None
        self.compact = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.swatch = QLabel(self)
        self.swatch.setFixedSize(BADGE_PX, BADGE_PX)
        self.name = ElidedLabel(self)
        self.name.setObjectName("CardName")
        # Preferred: the card asks for the whole name, and can still be squeezed to "M...".
        self.name.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # the name and, right after it, the computer mark
        self.name_row = QWidget(self)
        name_box = QHBoxLayout(self.name_row)
        name_box.setContentsMargins(0, 0, 0, 0)
        name_box.setSpacing(3)
        self.name.setParent(self.name_row)
        name_box.addWidget(self.name)
        self.computer = QLabel(self.name_row)
        self.computer.setPixmap(shape_icon("computer", ICON_PX))
        self.computer.hide()
        name_box.addWidget(self.computer)
        name_box.addStretch(1)
        self.score = QLabel(self)
        self.score.setObjectName("CardScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.chips_row = QWidget(self)
        self.chips_box = QHBoxLayout(self.chips_row)
        self.chips_box.setContentsMargins(0, 0, 0, 0)
        self.chips_box.setSpacing(3)
        self.chips: list[Chip] = []
        self.item_count = 0
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(4)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(1, 1)
        self.set_compact(False, force=True)

    def set_compact(self, compact: bool, force: bool = False) -> None:
        """All on one line (compact) or the icons on a line of their own."""
        if compact == self.compact and not force:
            return
        self.compact = compact
        grid = self.grid
        for w in (self.swatch, self.name_row, self.score, self.chips_row):
            grid.removeWidget(w)
        centre = Qt.AlignmentFlag.AlignVCenter
        grid.addWidget(self.swatch, 0, 0, centre)
        grid.addWidget(self.name_row, 0, 1, 1, 2)
        if compact:
            grid.setContentsMargins(6, 1, 8, 1)
            grid.addWidget(self.chips_row, 0, 3, centre)
            grid.addWidget(self.score, 0, 4, centre)
        else:
            grid.setContentsMargins(6, 3, 8, 3)
            grid.addWidget(self.score, 0, 3, 1, 2, centre)
            grid.addWidget(self.chips_row, 1, 1, 1, 4, Qt.AlignmentFlag.AlignLeft)
        for chip in self.chips:
            if chip.item is not None:
                chip.setVisible(not (compact and chip.item.optional))
        self.setProperty("compact", compact)
        self.style().unpolish(self.score)
        self.style().polish(self.score)

    def set_items(self, items: Sequence[CardItem]) -> None:
        self.item_count = len(items)
        while len(self.chips) < len(items):
            chip = Chip(self.chips_row)
            self.chips.append(chip)
            self.chips_box.addWidget(chip)
        for chip, item in zip(self.chips, items):
            chip.set_item(item)
            # one line is short of room: what the player holds none of is left out
            chip.setVisible(not (self.compact and item.optional))
        for chip in self.chips[len(items):]:
            chip.hide()

    def set_active(self, active: bool, winner: bool = False) -> None:
        for name, value in (("active", active), ("winner", winner)):
            if self.property(name) != value:
                self.setProperty(name, value)
                self.style().unpolish(self)
                self.style().polish(self)

    def chip_items(self) -> list[CardItem]:
        """Every item the card has now (a compact card may leave the optional ones out)."""
        return [c.item for c in self.chips[:self.item_count] if c.item is not None]
