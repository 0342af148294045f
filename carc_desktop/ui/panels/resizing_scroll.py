"""A scroll area that says when its viewport's size changed (the scoreboard chooses its
shape then).

Its own resize handler, not an event filter on the viewport: a filter brings every event of
the viewport (each repaint of the cards, many per computer move) to Python, and each of
those calls waits for the GIL while a computer thinks. The viewport's resizes reach the
scroll area's ``resizeEvent`` (``QAbstractScrollArea.viewportEvent`` hands them on), as do
the area's own."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QScrollArea, QWidget


class ResizingScrollArea(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: Called (no arguments) after the viewport took a new size.
        self.on_viewport_resized: Callable[[], None] | None = None
        self._seen = QSize()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        if size != self._seen:
            self._seen = size
            if self.on_viewport_resized is not None:
                self.on_viewport_resized()
