"""Autosave off the GUI thread.

The controller takes the record of the game (``record_from_game`` plus the seats) on the GUI
thread right after each decision and hands it to :class:`AutosaveWriter`, which writes it
on a worker thread of its own (a save with fsync takes ~15 ms). Writes are serialized and
coalesced: one worker runs at a time and only the newest waiting record is written next,
so an older record never overwrites a newer one. ``flush()`` waits for the last write
(on quit). A failure is reported with ``failed`` (delivered on the GUI thread), never
raised.

The target is a :class:`carc_desktop.storage.Autosave` (a finished game empties its slot,
so it is not offered for resuming) or any callable taking the record dict (called for
finished games too; the record says ``moves`` and the game can be replayed from it).
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable, Union

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)

#: What an autosave writes to: an ``Autosave`` (``save_record``/``clear``) or a callable.
AutosaveTarget = Union[Any, Callable[[dict[str, Any]], None]]


class _Drain(QRunnable):
    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self._fn = fn
        self.setAutoDelete(True)

    def run(self) -> None:
        self._fn()


class AutosaveWriter(QObject):
    #: An autosave could not be written; the argument is the reason (from the storage layer).
    failed = Signal(str)
    #: An autosave was written (or the slot emptied); for tests and status displays.
    written = Signal()

    def __init__(self, target: AutosaveTarget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not (hasattr(target, "save_record") or callable(target)):
            raise TypeError(f"an autosave target needs save_record() or must be callable, not {target!r}")
        self.target = target
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pool.setExpiryTimeout(2000)
        self._lock = threading.Lock()
        self._pending: tuple[dict[str, Any], bool] | None = None
        self._running = False

    def submit(self, record: dict[str, Any], finished: bool = False) -> None:
        """Write ``record`` soon (the newest submitted record wins)."""
        with self._lock:
            self._pending = (record, finished)
            if self._running:
                return
            self._running = True
        self._pool.start(_Drain(self._drain))

    def flush(self, timeout_ms: int = 5000) -> bool:
        """Wait until every submitted record is written (True) or ``timeout_ms`` passed."""
        return self._pool.waitForDone(timeout_ms)

    def _drain(self) -> None:
        while True:
            with self._lock:
                job = self._pending
                self._pending = None
                if job is None:
                    self._running = False
                    return
            try:
                self._write(*job)
            except Exception as exc:  # a full disk or a broken target: report, keep playing
                log.warning("autosave failed: %s", exc)
                # the technical cause only: the controller puts it in a translated sentence
                self.failed.emit(str(getattr(exc, "detail", "") or exc))
            else:
                self.written.emit()

    def _write(self, record: dict[str, Any], finished: bool) -> None:
        target = self.target
        if hasattr(target, "save_record"):
            if finished and hasattr(target, "clear"):
                target.clear()
            else:
                target.save_record(record)
        else:
            target(record)
