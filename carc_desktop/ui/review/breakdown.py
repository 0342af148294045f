"""Points by category for each player at the reviewed position (the totals are the
scores of the scoreboard; the categories come from the review model)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ..dialogs.common import seat_icon
from ..expansions import category_name

if TYPE_CHECKING:
    from carc_desktop.controller.review import GameReview


class CategoryBreakdown(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CategoryBreakdown")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.review: GameReview | None = None
        self.colours: list[str] = []
        self.categories: list[str] = []
        self.position = 0
        self.retranslate_ui()

    def set_review(self, review: GameReview, colours: list[str]) -> None:
        self.review = review
        self.colours = colours
        self.categories = review.used_categories()
        self.setColumnCount(len(self.categories) + 1)
        self.setRowCount(len(review.players))
        self._headers()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.set_position(review.length)

    def _headers(self) -> None:
        if self.review is None:
            return
        self.setHorizontalHeaderLabels([category_name(c) for c in self.categories] + [self.tr("Total")])
        for i, name in enumerate(self.review.players):
            head = QTableWidgetItem(name)
            if i < len(self.colours):
                head.setIcon(seat_icon(self.colours[i], i))
            self.setVerticalHeaderItem(i, head)

    def set_position(self, position: int) -> None:
        review = self.review
        if review is None:
            return
        self.position = position
        table = review.categories_at(position)
        bold = QFont(self.font())
        bold.setBold(True)
        for i, row in enumerate(table):
            for j, c in enumerate(self.categories + ["total"]):
                value = sum(row.values()) if c == "total" else row[c]
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c == "total":
                    item.setFont(bold)
                elif not value:
                    item.setForeground(QColor(150, 150, 150))
                self.setItem(i, j, item)

    def values(self) -> list[dict[str, int]]:
        """What the table shows: per player, category -> points and "total"."""
        keys = self.categories + ["total"]
        return [{k: int(self._cell(i, j)) for j, k in enumerate(keys)} for i in range(self.rowCount())]

    def _cell(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Points by player and category"))
        self._headers()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
