"""The central widget: the board fills it whole; the message strip, the hint bar and the
decision prompt stand over its bottom edge in one band (:class:`OverlayBand`).

Nothing here pushes the board: a message, a hint or a taller prompt coming or going never
changes the board's viewport, only the band over it. The board is told which part of its
viewport the band covers (``BoardView.set_covers``) and pans by the least amount so that
the last tile, the legal cells and the hinted spot are never under it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from carc_desktop.controller import GameController

from ..board.view import BoardView
from ..window.messages import MessageBanner
from .decision_panel import DecisionPanel

#: The band's widest (px): on a wide board, the felt shows on both sides of it.
BAND_MAX_WIDTH = 960
#: Under this much felt beside the band (px), the band takes the board's whole width.
BAND_SIDES = 200
#: Room kept between the band and the board's edges (px).
BAND_MARGIN = 0
#: The events of the band and its widgets after which the band is placed again (looked up
#: once: the filter sees every event of those widgets).
_PLACE_AFTER = (QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.ChildAdded)
_CHILD_ADDED = QEvent.Type.ChildAdded


class OverlayBand(QWidget):
    """The banner, the hint bar and the prompt, stacked, over the board's bottom edge."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("OverlayBand")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)


class BoardArea(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BoardArea")
        self.board = BoardView(controller, self)
        self.band = OverlayBand(self)
        self.banner = MessageBanner(controller, self.band)
        self.prompt = DecisionPanel(controller, self)
        box = self.band.layout()
        assert isinstance(box, QVBoxLayout)
        box.addWidget(self.banner)
        box.addWidget(self.prompt)
        self.band.installEventFilter(self)
        for child in (self.banner, self.prompt):
            child.installEventFilter(self)
        self.band.raise_()
        self.board.fitting_spot_reached.connect(self.banner.player_acted)
        self.board.cursor_changed.connect(lambda _cell: self.banner.player_acted())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _PLACE_AFTER:
            if kind is _CHILD_ADDED and obj is self.band:
                child = event.child()  # type: ignore[attr-defined]
                if isinstance(child, QWidget):
                    child.installEventFilter(self)  # the hint bar, put in the band later
            self.place_band()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.board.setGeometry(self.rect())
        self.place_band()

    def place_band(self) -> None:
        """The band at the bottom, centred, as tall as its contents need at its width; the
        board hears what it covers."""
        width = self.width() - 2 * BAND_MARGIN
        if width > BAND_MAX_WIDTH + BAND_SIDES:
            width = BAND_MAX_WIDTH
        width = max(1, width)
        layout = self.band.layout()
        if layout is not None:
            layout.activate()
            height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() \
                else layout.totalSizeHint().height()
        else:
            height = 0
        height = min(height, self.height())
        rect = QRect((self.width() - width) // 2, self.height() - height - BAND_MARGIN, width, height)
        if self.band.geometry() != rect:
            self.band.setGeometry(rect)
        self.band.setVisible(any(w.isVisibleTo(self.band) for w in self.band.findChildren(QWidget)
                                 if w.parentWidget() is self.band))
        self.board.set_covers(self.covers())

    def covers(self) -> list[QRect]:
        """The parts of the board's viewport under the band's visible widgets (viewport
        coordinates)."""
        out: list[QRect] = []
        if not self.band.isVisible():
            return out
        vp = self.board.viewport()
        for w in self.band.findChildren(QWidget):
            if w.parentWidget() is self.band and w.isVisible() and w.height() > 0:
                top_left = vp.mapFrom(self, w.mapTo(self, w.rect().topLeft()))
                out.append(QRect(top_left, w.size()))
        return out
