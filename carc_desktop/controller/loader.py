"""Opening a game off the GUI thread.

Reading, parsing and replaying a record take from milliseconds (a real game) to whatever a
hostile file costs before the storage refuses it; none of it runs on the GUI thread. A
:class:`LoadJob` calls ``Storage.load`` on the global thread pool and reports back with
``LoadJob.done`` (a queued signal, delivered on the GUI thread): the ``LoadResult`` or the
``LoadError``.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable

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


class CallRunnable(QRunnable):
    """A QRunnable that calls a function (deleted by the pool when done)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self._fn = fn
        self.setAutoDelete(True)

    def run(self) -> None:
        self._fn()
