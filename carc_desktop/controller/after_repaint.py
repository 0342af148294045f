"""Run work once the window has shown the change that asked for it.

A change made in a slot (a move applied, say) asks the window for a repaint: Qt posts that
request to the event queue at low priority, to be delivered after everything else already
waiting. Work that the screen does not need (starting a computer's thinking, which then
competes with the repaint for Python's GIL; panels that may follow one event-loop turn
later) is posted here at the same low priority, behind the repaint, and posted once more
from there: it then runs in an event-loop pass of its own, after the repaint, so each pass
stays short. Nothing here knows about windows; without one the work simply runs on the
next turns of the event loop.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

_EVENT_TYPE = QEvent.Type(QEvent.registerEventType())
#: Posts before the work runs: the first lands behind the repaint requests already queued,
#: the second behind any a repaint's own queued calls (the scene's) posted meanwhile.
HOPS = 2


class AfterRepaint(QObject):
    """A queue of callables, each run once, in order, after the repaints queued before it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: (hops still to go, the work); one posted event per entry.
        self._queue: deque[tuple[int, Callable[[], None]]] = deque()

    def call(self, work: Callable[[], None]) -> None:
        """Run ``work`` after the repaints asked for so far (never inside this call)."""
        self._post(HOPS, work)

    def _post(self, hops: int, work: Callable[[], None]) -> None:
        self._queue.append((hops, work))
        QCoreApplication.postEvent(self, QEvent(_EVENT_TYPE), Qt.EventPriority.LowEventPriority.value)

    def event(self, event: QEvent) -> bool:
        if event.type() != _EVENT_TYPE:
            return super().event(event)
        if self._queue:  # one event per entry, delivered in the order posted
            hops, work = self._queue.popleft()
            if hops > 1:
                self._post(hops - 1, work)
            else:
                work()
        return True


class LaterOnce:
    """``work`` once per burst of changes, after the repaint: ``ask`` (any number of times)
    posts it once; ``flush`` does it now if it is still to come, for whoever needs its
    result at once (a test, a keyboard path, quitting)."""

    def __init__(self, work: Callable[[], None], parent: QObject) -> None:
        self._work = work
        self._after = AfterRepaint(parent)
        #: Asked for and not done yet.
        self.pending = False

    def ask(self) -> None:
        if not self.pending:
            self.pending = True
            self._after.call(self.flush)

    def flush(self) -> None:
        if self.pending:
            self.pending = False
            self._work()
