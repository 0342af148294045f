"""Locks between running copies of the game: an operating-system lock on a small file
beside what it protects (``<name>.lock``).

The lock is ``flock`` on POSIX and ``msvcrt.locking`` on Windows: the system drops it when
the process that holds it ends, however it ends, so a lock left by a crashed or killed
copy is never in the way (no stale-lock guessing). The lock file holds the holder's process
id, for messages only; it is left in place (removing it would race with a new holder).

Two uses: :meth:`FileLock.try_acquire` for a game file owned by one window for as long as
that game is open, and :meth:`FileLock.hold` (waiting a little) around a read-merge-write
of a shared index.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

LOCK_SUFFIX = ".lock"

# sys.platform, not os.name: mypy reads this test and checks each branch for its own platform.
if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError as exc:
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            raise

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class LockTimeout(OSError):
    """Another process held the lock for longer than we were willing to wait."""


def lock_path(path: str | os.PathLike[str]) -> Path:
    p = Path(path)
    return p.with_name(p.name + LOCK_SUFFIX)


class FileLock:
    """An exclusive lock named after ``path`` (the lock file is ``<path>.lock``). Each
    FileLock is its own open file, so two of them conflict even inside one process."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.target = Path(path)
        self.path = lock_path(path)
        self._fd: int | None = None

    @property
    def locked(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock if nobody holds it (True), else False at once. Raises OSError
        when the lock file cannot be made (a read-only or missing folder)."""
        if self._fd is not None:
            return True
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(self.path, flags, 0o644)
        try:
            if not _try_lock(fd):
                os.close(fd)
                return False
            with contextlib.suppress(OSError):  # the pid is only for messages
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, str(os.getpid()).encode("ascii"))
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return True

    def acquire(self, timeout: float = 10.0) -> None:
        """Wait (polling) until the lock is ours; LockTimeout after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        delay = 0.002
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                raise LockTimeout(errno.EWOULDBLOCK, f"{self.path.name} is held by process {self.owner()}")
            time.sleep(delay)
            delay = min(delay * 2, 0.05)

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)

    def owner(self) -> int | None:
        """The process id written by the holder (None if unknown)."""
        try:
            text = self.path.read_text("ascii", errors="replace").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def is_held_elsewhere(self) -> bool:
        """Whether another FileLock (here or in another process) holds it now."""
        if self._fd is not None:
            return False
        if not self.path.exists():
            return False
        probe = FileLock(self.target)
        try:
            if probe.try_acquire():
                probe.release()
                return False
        except OSError:
            return False
        return True

    @contextlib.contextmanager
    def hold(self, timeout: float = 10.0) -> Iterator[FileLock]:
        self.acquire(timeout)
        try:
            yield self
        finally:
            self.release()

    def __del__(self) -> None:
        self.release()
