"""Python's full garbage collection, paced by the event loop.

A full (generation 2) collection walks every object the game holds: late in a game with
every expansion about 8 ms, during which no thread runs Python. Left to Python, it starts
whenever an allocation happens to cross its threshold, on any thread: in the middle of a
computer's move, of the repaint after it, or of the copy of the game the next computer
thinks on, and the frame then takes 8 ms longer. Here Python makes only the young
collections (they take well under a millisecond); the full one is made as often as Python
would consider it, but from a timer: in an event-loop pass of its own.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the timer looks whether a full collection is due.
CHECK_MS = 250
#: A third threshold Python never reaches: it makes no full collection by itself.
NEVER = 1 << 30


class PacedCollector(QObject):
    """While it runs, full collections happen only in its timer's passes."""

    def __init__(self, parent: QObject | None = None, check_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        self._saved = gc.get_threshold()
        #: Young (generation 1) collections between two full ones: Python's own threshold.
        self.every = self._saved[2]
        self._timer = QTimer(self)
        self._timer.setInterval(check_ms)
        self._timer.timeout.connect(self.collect_if_due)

    def start(self) -> None:
        young, middle, _full = self._saved
        gc.set_threshold(young, middle, NEVER)
        self._timer.start()

    def stop(self) -> None:
        """Python's own pacing again (the thresholds it had before :meth:`start`)."""
        self._timer.stop()
        gc.set_threshold(*self._saved)

    def collect_if_due(self) -> bool:
        """A full collection if Python would have started one by now (True if made)."""
        if gc.get_count()[2] < self.every:
            return False
        gc.collect(2)
        return True


def pace_full_collections(parent: QObject) -> PacedCollector:
    """Full collections from the event loop from now on, for as long as ``parent`` lives."""
    saved = gc.get_threshold()
    collector = PacedCollector(parent)
    collector.start()
    parent.destroyed.connect(lambda *_a: gc.set_threshold(*saved))
    return collector
