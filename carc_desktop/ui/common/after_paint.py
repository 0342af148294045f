"""Run something once a widget has been painted: the start's second step after the window's
first frame (``app.after_first_frame``), the window's final scores after the ranking's
first paint (``panels.final_hold``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterPaint(QObject):
    """Calls ``then`` once, from the event loop, ``later_ms`` after ``widget`` was first
    painted; or after ``wait_ms`` at the latest (no paint comes: minimised, never shown).
    Owned by ``owner`` (``then`` may replace ``widget``).

    Never from the paint itself: the rest of the window is painted and flushed after the
    widget. ``later_ms`` 0 runs it as the event loop's next turn; 1 puts it on a timer, so
    that it cannot join the pass that painted (the posted events of that pass)."""

    def __init__(self, owner: QObject, widget: QWidget, then: Callable[[], None], wait_ms: int,
                 later_ms: int = 0) -> None:
        super().__init__(owner)
        self._then: Callable[[], None] | None = then
        self._widget = widget
        self._later_ms = later_ms
        widget.installEventFilter(self)
        QTimer.singleShot(wait_ms, self, self.fire)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint and self._then is not None:
            self._widget.removeEventFilter(self)
            QTimer.singleShot(self._later_ms, self, self.fire)
        return False

    def fire(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._widget.removeEventFilter(self)
            then()
