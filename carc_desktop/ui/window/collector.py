"""Python's full garbage collection, paced by the event loop.

A full (generation 2) collection walks every object the game holds: late in a game with
every expansion about 8 ms, during which no thread runs Python. Left to Python, it starts
whenever an allocation happens to cross its threshold, on any thread: in the middle of a
computer's move, of the repaint after it, or of the copy of the game the next computer
thinks on, and the frame then takes 8 ms longer. Here Python makes only the young
collections (a millisecond, a few at most); the full one is made as often as Python
would consider it, but from a timer: in an event-loop pass of its own, and only once the
game has been quiet for a moment (``quiet_after``), so that it does not add itself to a
computer's move and the repaint after it.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer, SignalInstance

#: How often the timer looks whether a full collection is due.
CHECK_MS = 250
#: A third threshold Python never reaches: it makes no full collection by itself.
NEVER = 1 << 30
#: How long (seconds) the game must have been quiet: a computer's move, its repaint and
#: the work after it take well under this, and the next move comes 200 ms or more later.
QUIET_S = 0.08


class PacedCollector(QObject):
    """While it runs, full collections happen only in its timer's passes."""

    def __init__(self, parent: QObject | None = None, check_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        #: Young (generation 1) collections between two full ones: Python's own threshold.
        self.every = gc.get_threshold()[2]
        self._timer = QTimer(self)
        self._timer.setInterval(check_ms)
        self._timer.timeout.connect(self.collect_if_due)
        self._last_activity = 0.0

    def quiet_after(self, signal: SignalInstance) -> None:
        """Wait ``QUIET_S`` after each emission of ``signal`` (the game changed) before a
        full collection."""
        signal.connect(self._active)

    def _active(self, *_args: object) -> None:
        self._last_activity = time.monotonic()

    def start(self) -> None:
        """Python makes no full collection from now on (:func:`pace_full_collections` gives
        it back its thresholds when the collector's owner goes)."""
        young, middle, _full = gc.get_threshold()
        gc.set_threshold(young, middle, NEVER)
        self._timer.start()

    def collect_if_due(self) -> bool:
        """A full collection if Python would have started one by now (True if made)."""
        if gc.get_count()[2] < self.every or time.monotonic() - self._last_activity < QUIET_S:
            return False
        gc.collect(2)
        return True


def pace_full_collections(parent: QObject, activity: SignalInstance | None = None) -> PacedCollector:
    """Full collections from the event loop from now on, for as long as ``parent`` lives,
    each once ``activity`` (the game's changes) has been quiet for a moment."""
    saved = gc.get_threshold()
    collector = PacedCollector(parent)
    if activity is not None:
        collector.quiet_after(activity)
    collector.start()
    parent.destroyed.connect(lambda *_a: gc.set_threshold(*saved))
    return collector
