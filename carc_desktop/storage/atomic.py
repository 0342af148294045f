"""Crash-safe file replacement.

:func:`atomic_write_bytes` writes the new content to a temporary file in the target's own
folder, flushes and fsyncs it, keeps the current file as ``<name>.bak`` (a hard link where
the file system has them, else a synced copy), then ``os.replace``-s the temporary file
over the target and fsyncs the folder where the platform allows it.

A symbolic link is written through (the link stays), but only into a folder that exists:
no folder is ever created at the far end of a link. Temporary names are short (a prefix of
the target's name), so a long file name that fits the file system also fits its temporary
files.

At every instant the target name holds either the complete old content or the complete
new content: a crash, a full disk or any exception before the final rename leaves the old
file (and its old backup) untouched and removes the temporary files. Nothing here
overwrites good data with partial data.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from .paths import backup_path

TMP_SUFFIX = ".tmp"
#: Leftover temporary files of a crashed write older than this are removed on next write.
STALE_TEMP_SECONDS = 3600.0
#: Characters of the target's name in its temporary names.
TEMP_STEM_CHARS = 60


def atomic_write_text(path: str | os.PathLike[str], text: str, *, backup: bool = True,
                      encoding: str = "utf-8") -> None:
    atomic_write_bytes(path, text.encode(encoding), backup=backup)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, backup: bool = True) -> None:
    """Replace ``path`` by ``data`` atomically; with ``backup`` keep the previous content
    (if any, and not empty) as ``<path>.bak``. Raises ``OSError`` on failure, after which
    ``path`` is exactly as it was and no temporary file is left behind."""
    target = Path(path)
    folder = target.parent
    if target.is_symlink():
        target = Path(os.path.realpath(target))  # write through the link, keep the link
        folder = target.parent
        if not folder.is_dir():  # never create folders where a link points
            raise FileNotFoundError(errno.ENOENT, "the folder the link points into does not exist", str(folder))
    else:
        _make_folder(folder)
    remove_stale_temps(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{_stem(target)}.", suffix=TMP_SUFFIX, dir=folder)
    leftovers: list[Path] = [Path(tmp_name)]
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        _copy_mode(target, Path(tmp_name))
        if backup:
            staged = _stage_backup(target)
            if staged is not None:
                leftovers.append(staged)
                # When the .bak already is the same file (two hard links of one inode),
                # the rename does nothing and ``staged`` stays: the finally removes it.
                os.replace(staged, backup_path(target))
        os.replace(tmp_name, target)
        leftovers.remove(Path(tmp_name))
    finally:
        for leftover in leftovers:
            with contextlib.suppress(OSError):
                os.unlink(leftover)
    fsync_dir(folder)


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where directories cannot be
    opened (Windows) or synced."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _make_folder(folder: Path) -> None:
    """Create ``folder`` and its parents, refusing to go through a dangling link."""
    missing: list[Path] = []
    probe = folder
    while not probe.is_dir():
        if probe.is_symlink():
            raise FileNotFoundError(errno.ENOENT, "a folder on the way is a link to nowhere", str(probe))
        missing.append(probe)
        if probe.parent == probe:
            break
        probe = probe.parent
    for new in reversed(missing):
        try:
            os.mkdir(new)
        except FileExistsError:
            if not new.is_dir():
                raise


def _stem(target: Path) -> str:
    """The start of ``target``'s name used in its temporary names (short enough that the
    temporary name of any name the file system takes is taken too)."""
    return target.name[:TEMP_STEM_CHARS]


def remove_stale_temps(target: str | os.PathLike[str], older_than: float = STALE_TEMP_SECONDS) -> int:
    """Delete temporary files that an interrupted write of ``target`` left behind (only
    old ones, so that a concurrent writer is never disturbed). Returns how many went."""
    target = Path(target)
    removed = 0
    now = time.time()
    try:
        candidates = list(target.parent.glob(f".{_glob_escape(_stem(target))}.*{TMP_SUFFIX}"))
    except OSError:
        return 0
    for leftover in candidates:
        try:
            if now - leftover.stat().st_mtime >= older_than:
                leftover.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def remove_orphan_temps(folder: str | os.PathLike[str], live: Callable[[Path], bool],
                        older_than: float = 0.0) -> int:
    """At start: delete the temporary files of ``folder`` left by writes that never
    finished, except those of a target that ``live(target)`` says a running copy holds
    (it may be writing it now) and those younger than ``older_than`` seconds. Returns how
    many went."""
    folder = Path(folder)
    now = time.time()
    removed = 0
    try:
        names = [e.name for e in os.scandir(folder) if e.name.startswith(".") and e.name.endswith(TMP_SUFFIX)]
    except OSError:
        return 0
    for name in names:
        leftover = folder / name
        target = _target_of(folder, name)
        try:
            if older_than and now - leftover.stat().st_mtime < older_than:
                continue
            if target is not None and live(target):
                continue
            leftover.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def _target_of(folder: Path, name: str) -> Path | None:
    """The file a temporary name belongs to (``.<stem>.<random>.tmp`` or
    ``.<stem>.bak.<random>.tmp``), or None when the stem was cut short."""
    stem = name[1:-len(TMP_SUFFIX)].rsplit(".", 1)[0]
    if stem.endswith(".bak"):
        stem = stem[:-4]
    if not stem or len(stem) >= TEMP_STEM_CHARS:
        return None
    return folder / stem


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in name)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError("write made no progress")
        view = view[written:]


def _copy_mode(source: Path, dest: Path) -> None:
    """Keep the permissions of the file being replaced (mkstemp creates 0600)."""
    try:
        mode = stat.S_IMODE(source.stat().st_mode)
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.chmod(dest, mode)


def _stage_backup(target: Path) -> Path | None:
    """A temporary second name for the current content of ``target`` (None if there is
    nothing worth keeping), ready to be renamed to ``<target>.bak``."""
    try:
        st = target.stat()
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(st.st_mode) or st.st_size == 0:
        return None
    staged = target.with_name(f".{_stem(target)}.bak.{secrets.token_hex(6)}{TMP_SUFFIX}")
    try:
        os.link(target, staged)
        return staged
    except (OSError, NotImplementedError, AttributeError):
        pass
    # No hard links here (FAT, some network shares): a synced copy instead.
    try:
        with open(target, "rb") as src, open(staged, "xb") as dst:
            while chunk := src.read(1 << 20):
                _write_all(dst.fileno(), chunk)
            dst.flush()
            os.fsync(dst.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(staged)
        raise
    return staged
