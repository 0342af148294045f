"""Opening a game off the GUI thread.

Reading, parsing and replaying a record take from milliseconds (a real game) to whatever a
hostile file costs before the storage refuses it; none of it runs on the GUI thread. A
:class:`LoadJob` calls ``Storage.load`` on the global thread pool and reports back with
``LoadJob.done`` (a queued signal, delivered on the GUI thread): the ``LoadResult`` or the
``LoadError``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)


class LoadJob(QObject):
    #: (the job, the LoadResult or None, the error or None)
    done = Signal(object, object, object)

    def __init__(self, load: Callable[[Path], Any], path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._load = load

    def start(self) -> None:
        QThreadPool.globalInstance().start(CallRunnable(self._run))

    def _run(self) -> None:
        try:
            result = self._load(self.path)
        except Exception as exc:  # worker-thread edge: LoadError, or a bug; reported on the GUI thread
            if not hasattr(exc, "kind"):
                log.exception("opening %s failed", self.path)
            self.done.emit(self, None, exc)
        else:
            self.done.emit(self, result, None)


class LibraryJob(QObject):
    """Brings the catalogue of games in line with the game files on the thread pool
    (``Storage.adopt``: files it does not know are read, vanished ones forgotten, missing
    mini-maps drawn), so that listing never reads a game file on the GUI thread. ``done``
    (queued, on the GUI thread) carries how many files were catalogued, or -1 on failure."""

    done = Signal(int)

    def __init__(self, storage: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._storage = storage
        self._stop = threading.Event()
        self.running = False

    def start(self) -> None:
        self.running = True
        QThreadPool.globalInstance().start(CallRunnable(self._run))

    def stop(self) -> None:
        """Stop between two files (the job then reports what it did)."""
        self._stop.set()

    def _run(self) -> None:
        try:
            count = self._storage.adopt(self._stop.is_set)
        except Exception:  # worker-thread edge: the lists stay as the catalogue has them
            log.exception("the game files could not be catalogued")
            count = -1
        self.running = False
        if not self._stop.is_set():
            self.done.emit(count)


class CallRunnable(QRunnable):
    """A QRunnable that calls a function (deleted by the pool when done)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self._fn = fn
        self.setAutoDelete(True)

    def run(self) -> None:
        self._fn()
