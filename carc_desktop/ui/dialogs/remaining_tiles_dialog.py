"""The tiles still in the bag: a picture of each type with how many are left, grouped by
expansion (a heading per expansion with its total).

Reads ``game.remaining_tiles()`` (what every player may know: the counts, never the order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.texts.event_text import expansion_name, fill, plural_en

from ..board.art import tile_pixmap

if TYPE_CHECKING:
    from carc_desktop.engine import Game, TileType

ICON_PX = 56


def tile_picture(tile: TileType, size: int = ICON_PX, edition: str = "C3") -> QPixmap | None:
    """A small picture of the tile from the art package, or None if it is not available."""
    pix = tile_pixmap(tile, 0, size, edition)
    if pix is None or pix.isNull():
        return None
    return pix.scaled(QSize(size * len(tile.squares), size), Qt.AspectRatioMode.KeepAspectRatio,
                      Qt.TransformationMode.SmoothTransformation)


class _TileGroup(QListWidget):
    """One expansion's tiles: pictures with their counts, as many rows as the width needs
    (the dialog scrolls, not each group)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setIconSize(QSize(ICON_PX * 2, ICON_PX))
        self.setGridSize(QSize(ICON_PX * 2 + 16, ICON_PX + 30))
        self.setWordWrap(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_tile_width(self, squares: int) -> None:
        """Room for tiles ``squares`` wide (2 for Leipzig's double tiles)."""
        self.setIconSize(QSize(ICON_PX * squares, ICON_PX))
        self.setGridSize(QSize(ICON_PX * squares + 24, ICON_PX + 30))

    def fit_height(self) -> None:
        grid = self.gridSize()
        per_row = max(1, (self.viewport().width() - 4) // grid.width())
        rows = max(1, -(-self.count() // per_row))
        self.setFixedHeight(rows * grid.height() + 2 * self.frameWidth() + 6)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self.fit_height()


class RemainingTilesDialog(QDialog):
    """Pictures of the tiles left in the bag with their counts, grouped by expansion."""

    # It hides QWidget.scroll(dx, dy), which nothing calls on the dialog.
    scroll: QScrollArea  # type: ignore[assignment]

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("RemainingTilesDialog")
        box = QVBoxLayout(self)
        self.counts = dict(game.remaining_tiles())
        self.summary = QLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.groups_box = QVBoxLayout(self.body)
        self.groups_box.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.body)
        box.addWidget(self.scroll, 1)
        #: Expansion -> (its heading, its list of tiles), in the catalogue's order.
        self.groups: dict[str, tuple[QLabel, _TileGroup]] = {}
        expansions: list[str] = []
        for tid in sorted(self.counts, key=lambda t: (self._order(t), t)):
            exp = self._expansion(tid)
            if exp not in expansions:
                expansions.append(exp)
        for exp in expansions:
            heading = QLabel(self.body)
            heading.setObjectName("groupHeading")
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            group = _TileGroup(self.body)
            group.setObjectName(f"tiles_{exp or 'other'}")
            self.groups_box.addWidget(heading)
            self.groups_box.addWidget(group)
            self.groups[exp] = (heading, group)
        self.groups_box.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)  # the Close button (reject role)
        box.addWidget(buttons)
        self.resize(720, 540)
        self.retranslate_ui()
        first = next(iter(self.groups.values()), None)
        if first is not None:
            first[1].setFocus()
            first[1].setCurrentRow(0)

    def items(self) -> list[QListWidgetItem]:
        """Every tile's item, group after group."""
        return [g.item(i) for _h, g in self.groups.values() for i in range(g.count())]

    def _fill(self) -> None:
        for exp, (heading, group) in self.groups.items():
            group.clear()
            tids = sorted(t for t in self.counts if self._expansion(t) == exp)
            group.set_tile_width(max((len(self.game.catalogue[t].squares) for t in tids
                                      if t in self.game.catalogue), default=1))
            for tid in tids:
                group.addItem(self._item(tid, self.counts[tid]))
            n = sum(self.counts[t] for t in tids)
            heading.setText(fill(plural_en(self.tr("%1: %n tile(s)", None, n), n), self._expansion_title(exp)))
            group.setAccessibleName(self._expansion_title(exp))
            group.fit_height()

    def retranslate_ui(self) -> None:
        """Every text again in the current language (at start and on LanguageChange)."""
        self.setWindowTitle(self.tr("Tiles left in the bag"))
        self.setAccessibleName(self.tr("Tiles left in the bag"))
        self.scroll.setAccessibleName(self.windowTitle())  # the list scrolls by keyboard too
        total = sum(self.counts.values())
        self.summary.setText(plural_en(self.tr("%n tile(s) left in the bag.", None, total), total))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "summary"):
            self.retranslate_ui()
        super().changeEvent(event)

    def _expansion(self, tid: str) -> str:
        catalogue = self.game.catalogue
        if tid not in catalogue:  # an id the catalogue does not know is listed on its own
            return ""
        return catalogue[tid].expansion or "base"

    def _order(self, tid: str) -> int:
        exp = self._expansion(tid)
        names = ["base", *self.game.rules.expansions]
        return names.index(exp) if exp in names else len(names)

    def _expansion_title(self, exp: str) -> str:
        if exp == "base":
            return self.tr("Base game")
        return expansion_name(exp) if exp else self.tr("Other tiles")

    def _item(self, tid: str, count: int) -> QListWidgetItem:
        item = QListWidgetItem(fill(self.tr("\u00d7%1", "count of a tile"), count))
        catalogue = self.game.catalogue
        tile = catalogue[tid] if tid in catalogue else None  # unknown id: the item still says how many
        exp_title = self._expansion_title(self._expansion(tid))
        if tile is not None:
            pix = tile_picture(tile, ICON_PX, self.game.edition)
            if pix is not None:
                item.setIcon(pix)
        item.setToolTip(fill(plural_en(self.tr("%1, %2: %n left", None, count), count), exp_title, tid))
        spoken = fill(plural_en(self.tr("%1: %n left", None, count), count), tid)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        item.setData(Qt.ItemDataRole.UserRole, tid)
        item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        return item
