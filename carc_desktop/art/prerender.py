"""A background thread that fills a :class:`TileImageStore`, so the GUI thread only converts.

Jobs are (tile, size, edition). Urgent ones (a tile the board shows at the wrong size right
now) go before background ones (every tile type at a size the game has started to use).
Each finished job calls ``on_ready`` from the worker thread: pass something thread-safe,
such as a Qt signal's ``emit`` (delivered to the GUI thread as a queued call).
The thread only produces QImages (never pixmaps) and stops at interpreter exit.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections import deque
from collections.abc import Callable, Iterable

from carc_desktop import threads
from carc_desktop.engine import TileType

from .tile_store import TileImageStore

log = logging.getLogger(__name__)


class Prerenderer:
    def __init__(self, store: TileImageStore, on_ready: Callable[[], None] | None = None) -> None:
        self.store = store
        self.on_ready = on_ready
        self._urgent: deque[tuple[TileType, int, str]] = deque()
        self._background: deque[tuple[TileType, int, str]] = deque()
        self._queued: set[tuple[str, int, str]] = set()
        self._urgent_keys: set[tuple[str, int, str]] = set()
        self._cond = threading.Condition()
        self._busy = False
        self._stopping = False
        #: The worker thread's ident once started, and set when it has ended.
        self._ident: int | None = None
        self._finished = threading.Event()
        self.done = 0

    # --- asking --------------------------------------------------------------------------
    def request(self, tile: TileType, size: int, edition: str) -> None:
        """Have ``tile`` at ``size`` ready soon (ahead of the background work)."""
        self._add([(tile, int(size), edition)], urgent=True)

    def prefetch(self, tiles: Iterable[TileType], size: int, edition: str) -> None:
        """Have every one of ``tiles`` at ``size`` ready eventually (kept on disk too)."""
        self._add([(t, int(size), edition) for t in tiles], urgent=False)

    def pending(self) -> int:
        with self._cond:
            return len(self._urgent) + len(self._background) + (1 if self._busy else 0)

    def wait_idle(self, timeout: float | None = None, urgent_only: bool = False) -> bool:
        """Block until nothing (with ``urgent_only``: no urgent job) is queued or running
        (True) or ``timeout`` passes (False)."""
        def idle() -> bool:
            return not (self._urgent or self._busy or (self._background and not urgent_only))
        with self._cond:
            return self._cond.wait_for(idle, timeout)

    def stop(self, timeout: float = 5.0) -> None:
        """Drop what is queued and end the thread after the job it is on."""
        with self._cond:
            self._stopping = True
            self._urgent.clear()
            self._background.clear()
            self._queued.clear()
            self._urgent_keys.clear()
            self._cond.notify_all()
        if self._ident is not None and self._ident != threading.get_ident():
            self._finished.wait(timeout)

    # --- the thread ----------------------------------------------------------------------
    def _add(self, jobs: list[tuple[TileType, int, str]], urgent: bool) -> None:
        with self._cond:
            if self._stopping:
                return
            for tile, size, edition in jobs:
                k = (tile.id, size, edition)
                if urgent:
                    # Asked again at every repaint until it is done: once in the queue is enough.
                    if k not in self._urgent_keys:
                        self._urgent.append((tile, size, edition))
                        self._urgent_keys.add(k)
                elif k not in self._queued:
                    self._background.append((tile, size, edition))
                self._queued.add(k)
            if self._ident is None:
                # Not threading.Thread, whose start() waits for the thread to run: the
                # first request comes from a tile's paint (see carc_desktop.threads). Like a
                # daemon, a hung job cannot keep the process alive; atexit stops it
                # cleanly before Qt is torn down.
                self._ident = threads.start(self._run, "tile-prerender")
                atexit.register(self.stop)
            self._cond.notify()

    def _next(self) -> tuple[TileType, int, str] | None:
        with self._cond:
            self._busy = False
            self._cond.notify_all()
            while not (self._urgent or self._background or self._stopping):
                self._cond.wait()
            if self._stopping:
                return None
            job = self._urgent.popleft() if self._urgent else self._background.popleft()
            self._queued.discard((job[0].id, job[1], job[2]))
            self._urgent_keys.discard((job[0].id, job[1], job[2]))
            self._busy = True
            return job

    def _run(self) -> None:
        try:
            self._work()
        finally:
            self._finished.set()

    def _work(self) -> None:
        try:
            self.store.prune_other_versions()
        except OSError:  # someone else's files, a read-only folder: they can stay
            log.warning("could not remove old rendered tiles", exc_info=True)
        while (job := self._next()) is not None:
            tile, size, edition = job
            rotations = self.store.rotations(tile)
            fresh = any(self.store.cached(tile, size, edition, r) is None for r in rotations)
            try:
                for r in rotations:
                    self.store.image(tile, size, edition, persist=True, rotation=r)
            except Exception:  # worker thread edge: one bad tile must not stop the others
                log.exception("could not render %s at %s px", tile.id, size)
                continue
            self.done += 1
            if fresh and self.on_ready is not None:
                try:
                    self.on_ready()
                except RuntimeError:  # the receiver is gone (application shutting down)
                    return
