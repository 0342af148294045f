"""Saving off the GUI thread: the one way the controller writes a game.

The controller takes a :class:`carc_desktop.storage.Snapshot` of the game on the GUI thread
(the record with the seats, the summary for the list of games, the mini-map when the board
changed) and hands it with its target path to :class:`SaveWriter`, which calls
``Storage.write`` on a worker thread of its own (a save with fsync takes ~15 ms). The
autosave after every decision and the player's Save / Save As are both such jobs; only
their path differs.

Jobs are serialized and coalesced per path: one worker runs at a time, and of the jobs
waiting for one path only the newest is written (``Snapshot.replacing`` keeps what it
needs of the one it replaces), so an older snapshot never overwrites a newer one while a
Save elsewhere is never dropped. ``flush()`` waits for the last write (before quitting);
``release_after_writes`` frees a game's file once what was submitted for it is written
(switching games does not wait for the disk). Results come back as signals, delivered on the
thread of the writer object (the GUI thread): ``written`` or ``failed``, never an exception.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QThreadPool, Signal

from .loader import CallRunnable

log = logging.getLogger(__name__)

#: What a job runs: ``write(snapshot, path)`` (``Storage.write``), returns the path written.
Write = Callable[[Any, Path], Path]


class Releasable(Protocol):
    def release(self) -> None: ...


class SaveWriter(QObject):
    #: A snapshot was written: the path written, and the job's purpose (``autosave``, ``export``).
    written = Signal(str, str)
    #: A snapshot could not be written: the path, the purpose, the SaveError (the old file is intact).
    failed = Signal(str, str, object)

    def __init__(self, write: Write, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._write = write
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pool.setExpiryTimeout(2000)
        self._lock = threading.Lock()
        self._pending: dict[Path, tuple[Any, str]] = {}
        self._running = False
        #: Released when the writes submitted before them are done.
        self._releases: list[Releasable] = []

    def submit(self, snapshot: Any, path: Path, purpose: str = "autosave") -> None:
        """Write ``snapshot`` to ``path`` soon (the newest snapshot for a path wins)."""
        with self._lock:
            older = self._pending.pop(path, None)
            if older is not None:
                snapshot = snapshot.replacing(older[0])
            self._pending[path] = (snapshot, purpose)  # (moved to the end: written in order)
            if self._running:
                return
            self._running = True
        self._pool.start(CallRunnable(self._drain))

    def flush(self, timeout_ms: int = 5000) -> bool:
        """Wait until every submitted snapshot is written (True) or ``timeout_ms`` passed."""
        return self._pool.waitForDone(timeout_ms)

    def release_after_writes(self, lock: Releasable) -> None:
        """Release ``lock`` (a game's file) once every snapshot submitted so far is written:
        at once when nothing is being written, else on the writer's thread. A write with
        fsync can take long on a slow disk, and a new game must not wait for it."""
        with self._lock:
            if self._running:
                self._releases.append(lock)
                return
        lock.release()

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._running = False
                    releases, self._releases = self._releases, []
                    break
                path = next(iter(self._pending))
                snapshot, purpose = self._pending.pop(path)
            try:
                written = self._write(snapshot, path)
            except Exception as exc:  # worker-thread edge: SaveError, or a bug; reported, never raised
                log.warning("writing %s failed: %s", path, exc)
                self.failed.emit(str(path), purpose, exc)
            else:
                self.written.emit(str(written), purpose)
        for lock in releases:
            lock.release()
