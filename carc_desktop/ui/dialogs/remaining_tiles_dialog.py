"""The tiles still in the bag, by type, with a small picture and how many are left.

Reads ``game.remaining_tiles()`` (what every player may know: the counts, never the order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QListView, QListWidget, QListWidgetItem,
                               QVBoxLayout, QWidget)

from carc_desktop.texts.event_text import expansion_name, fill, plural_en

if TYPE_CHECKING:
    from carc_desktop.engine import Game
    from carc_desktop.engine import TileType

ICON_PX = 56


def tile_picture(tile: "TileType", size: int = ICON_PX, edition: str = "C3") -> QPixmap | None:
    """A small picture of the tile from the art package, or None if it is not available."""
    try:
        from carc_desktop.ui.board.art import tile_pixmap
        pix = tile_pixmap(tile, 0, size, edition)
        if pix is not None and not pix.isNull():
            return pix.scaled(QSize(size * len(tile.squares), size), Qt.AspectRatioMode.KeepAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
    except Exception:  # no art yet: the list still shows names and counts
        return None
    return None


class RemainingTilesDialog(QDialog):
    def __init__(self, game: "Game", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("RemainingTilesDialog")
        box = QVBoxLayout(self)
        self.counts = dict(game.remaining_tiles())
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        box.addWidget(self.summary)
        self.list = QListWidget(self)
        self.list.setObjectName("tiles")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setIconSize(QSize(ICON_PX * 2, ICON_PX))
        self.list.setGridSize(QSize(ICON_PX * 2 + 16, ICON_PX + 40))
        self.list.setWordWrap(True)
        box.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)  # the Close button (reject role)
        box.addWidget(buttons)
        self.resize(720, 540)
        self.retranslate_ui()
        self.list.setFocus()
        if self.list.count():
            self.list.setCurrentRow(0)

    def _fill(self) -> None:
        self.list.clear()
        for tid in sorted(self.counts, key=lambda t: (self._expansion(t), t)):
            self.list.addItem(self._item(tid, self.counts[tid]))

    def retranslate_ui(self) -> None:
        """Every text again in the current language (at start and on LanguageChange)."""
        self.setWindowTitle(self.tr("Tiles left in the bag"))
        self.setAccessibleName(self.tr("Tiles left in the bag"))
        total = sum(self.counts.values())
        self.summary.setText(plural_en(self.tr("%n tile(s) left in the bag.", None, total), total))
        self.list.setAccessibleName(self.tr("Remaining tiles by type"))
        row = self.list.currentRow()
        self._fill()
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "summary"):
            self.retranslate_ui()
        super().changeEvent(event)

    def _expansion(self, tid: str) -> str:
        try:
            return self.game.catalogue[tid].expansion
        except Exception:
            return ""

    def _item(self, tid: str, count: int) -> QListWidgetItem:
        text = fill(self.tr("%1 \u00d7%2", "tile id, count"), tid, count)
        item = QListWidgetItem(text)
        try:
            tile = self.game.catalogue[tid]
        except Exception:
            tile = None
        if tile is not None:
            pix = tile_picture(tile, ICON_PX, self.game.edition)
            if pix is not None:
                item.setIcon(pix)
            exp = expansion_name(tile.expansion) if tile.expansion and tile.expansion != "base" else self.tr("Base game")
            item.setToolTip(fill(self.tr("%1 (%2)"), tid, exp))
        spoken = fill(plural_en(self.tr("%1: %n left", None, count), count), tid)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        item.setData(Qt.ItemDataRole.UserRole, tid)
        item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        return item
