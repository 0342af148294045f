"""Rendered tiles, painted once and kept: in memory and in the user's cache folder.

A tile is painted in its canonical orientation once per (tile, size, edition); the other
three rotations are that image turned by a quarter turn (an exact pixel permutation). The
Leipzig tiles, whose emblems and signposts stay upright, are painted at each rotation.
Images are written as PNG under ``<cache>/tiles/<art key>/<edition>-<size>/``: the art key
names the painter's version (``ART_VERSION`` plus a digest of this package's sources and
the Qt version), and a file's name carries a digest of the tile's topology, so a new
painter or a changed tile type is painted afresh instead of read. A file that cannot be
read or has the wrong size is ignored and painted again; a folder that cannot be written
only means nothing is kept. Safe to use from several threads (QImage only, no pixmaps).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import shutil
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, qVersion
from PySide6.QtGui import QImage, QPainter, QTransform

from carc_desktop.engine import TileType

from .layout import QUARTER_KIND, tile_size, visual_key

log = logging.getLogger(__name__)

#: Bump when the painter's output changes in a way the source digest would not show.
ART_VERSION = 1
#: Canonical images kept in memory (bytes); about 90 tiles at 384 px per square.
MEMORY_BUDGET = 96 * 2 ** 20

#: (tile id, size, edition, rotation kept: 0 for a tile that is turned as a whole)
StoreKey = tuple[str, int, str, int]


@lru_cache(maxsize=1)
def art_key() -> str:
    """Names the painter's output: the art version, its sources and the Qt version."""
    digest = hashlib.sha1(f"{ART_VERSION}/{qVersion()}".encode())
    for path in sorted(Path(__file__).parent.glob("*.py")):
        try:
            digest.update(path.name.encode() + path.read_bytes())
        except OSError:  # a bundle without sources: the version alone names the art
            pass
    return f"v{ART_VERSION}-{digest.hexdigest()[:12]}"


#: Environment variable naming another folder for rendered tiles (empty: keep none on disk).
FOLDER_ENV = "CARC_DESKTOP_TILE_CACHE"


def default_folder() -> Path | None:
    """``tiles`` in the user's cache folder, or the folder ``$CARC_DESKTOP_TILE_CACHE`` names
    (tests and benchmarks); None keeps nothing on disk."""
    if FOLDER_ENV in os.environ:
        return Path(os.environ[FOLDER_ENV]) if os.environ[FOLDER_ENV] else None
    try:
        from platformdirs import user_cache_dir
    except ImportError:
        return None
    return Path(user_cache_dir("carc-desktop", "carc_desktop")) / "tiles"


def painted_per_rotation(tile: TileType) -> bool:
    """Whether part of the tile's picture stays upright when the tile turns (the emblem and
    signposts of a Leipzig quarter): such a tile is painted at each rotation, not turned.
    Read from the tile itself, not its layout: every lookup in the store asks this, and
    working out a layout takes milliseconds the first time."""
    return tile.shows(QUARTER_KIND)


def paint_image(tile: TileType, size: int, edition: str = "C3", rotation: int = 0) -> QImage:
    """The tile painted turned ``rotation`` quarter turns, ``size`` pixels per square."""
    from .tile_painter import paint_tile_rotated

    if size <= 0:
        raise ValueError(f"size must be positive, not {size}")
    w, h = tile_size(tile)
    if rotation % 2:
        w, h = h, w
    img = QImage(w * size, h * size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    paint_tile_rotated(painter, tile, QRectF(0, 0, w * size, h * size), rotation % 4, edition)
    painter.end()
    return img


def paint_canonical(tile: TileType, size: int, edition: str = "C3") -> QImage:
    """The tile in canonical orientation, ``size`` pixels per square (always painted)."""
    return paint_image(tile, size, edition, 0)


def turned(image: QImage, rotation: int) -> QImage:
    """``image`` turned ``rotation`` quarter turns clockwise (a copy; exact, no filtering)."""
    r = rotation % 4
    return image.copy() if r == 0 else image.transformed(QTransform().rotate(90 * r))


def _file_name(tile: TileType, rotation: int) -> str:
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in tile.id)
    turn = f"-r{rotation}" if rotation else ""
    return f"{safe}-{zlib.crc32(visual_key(tile).encode()):08x}{turn}.png"


class TileImageStore:
    """Canonical tile images by (tile id, size, edition): memory, then disk, then paint."""

    def __init__(self, folder: Path | None, memory_budget: int = MEMORY_BUDGET) -> None:
        #: This painter's folder (under ``folder``), or None to keep nothing on disk.
        self.folder = folder / art_key() if folder is not None else None
        self.memory_budget = memory_budget
        self._images: OrderedDict[StoreKey, QImage] = OrderedDict()
        self._bytes = 0
        self._on_disk: set[StoreKey] = set()
        self._lock = threading.Lock()
        self._disk_ok = True
        self.painted = 0
        self.loaded = 0

    @staticmethod
    def key(tile: TileType, size: int, edition: str, rotation: int = 0) -> StoreKey:
        """Tiles that turn as a whole are kept once (rotation 0) and turned when asked for."""
        return tile.id, int(size), edition, rotation % 4 if painted_per_rotation(tile) else 0

    @staticmethod
    def rotations(tile: TileType) -> tuple[int, ...]:
        """The rotations kept for ``tile``: all four, or just the one that is turned."""
        return (0, 1, 2, 3) if painted_per_rotation(tile) else (0,)

    def path(self, tile: TileType, size: int, edition: str, rotation: int = 0) -> Path | None:
        if self.folder is None:
            return None
        return self.folder / f"{edition}-{int(size)}" / _file_name(tile, self.key(tile, size, edition, rotation)[3])

    def cached(self, tile: TileType, size: int, edition: str = "C3", rotation: int = 0) -> QImage | None:
        """The kept image if it is in memory now (no disk, no painting)."""
        k = self.key(tile, size, edition, rotation)
        with self._lock:
            img = self._images.get(k)
            if img is not None:
                self._images.move_to_end(k)
            return img

    def image(self, tile: TileType, size: int, edition: str = "C3", persist: bool = True,
              rotation: int = 0) -> QImage:
        """The kept image (canonical, or at ``rotation`` for a tile painted per rotation):
        from memory, else from disk, else painted (and, with ``persist``, written to disk
        so the next start reads it)."""
        k = self.key(tile, size, edition, rotation)
        img = self.cached(tile, size, edition, rotation)
        if img is None:
            img = self._read(tile, size, edition, k[3])
            if img is None:
                img = paint_image(tile, int(size), edition, k[3])
                self.painted += 1
            else:
                self.loaded += 1
                with self._lock:
                    self._on_disk.add(k)
            self._remember(k, img)
        if persist and k not in self._on_disk:
            self._write(tile, size, edition, k[3], img)
        return img

    def rotated(self, tile: TileType, rotation: int, size: int, edition: str = "C3",
                persist: bool = True) -> QImage:
        """The tile at ``rotation``: the kept image, turned if the tile turns as a whole."""
        img = self.image(tile, size, edition, persist, rotation)
        return turned(img, rotation) if self.key(tile, size, edition, rotation)[3] != rotation % 4 else img

    def cached_rotated(self, tile: TileType, rotation: int, size: int, edition: str = "C3") -> QImage | None:
        """Like :meth:`rotated`, but only from memory (None when it is not there)."""
        img = self.cached(tile, size, edition, rotation)
        if img is None:
            return None
        return turned(img, rotation) if self.key(tile, size, edition, rotation)[3] != rotation % 4 else img

    def on_disk(self, tile: TileType, size: int, edition: str = "C3", rotation: int = 0) -> bool:
        return self.key(tile, size, edition, rotation) in self._on_disk

    def _remember(self, k: StoreKey, img: QImage) -> None:
        with self._lock:
            if k not in self._images:
                self._bytes += img.sizeInBytes()
            self._images[k] = img
            while self._bytes > self.memory_budget and len(self._images) > 1:
                _, old = self._images.popitem(last=False)
                self._bytes -= old.sizeInBytes()

    def _read(self, tile: TileType, size: int, edition: str, rotation: int) -> QImage | None:
        path = self.path(tile, size, edition, rotation)
        try:
            if path is None or not path.is_file():
                return None
        except OSError:  # unreadable folder: as good as empty
            return None
        img = QImage(str(path))
        w, h = tile_size(tile)
        if rotation % 2:
            w, h = h, w
        if img.isNull() or (img.width(), img.height()) != (w * size, h * size):
            log.warning("ignoring the unreadable cached tile %s", path)
            return None
        return img.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)

    def _write(self, tile: TileType, size: int, edition: str, rotation: int, img: QImage) -> None:
        path = self.path(tile, size, edition, rotation)
        if path is None or not self._disk_ok:
            return
        if self._save(path, img):
            with self._lock:
                self._on_disk.add(self.key(tile, size, edition, rotation))

    def _save(self, path: Path, img: QImage) -> bool:
        """Write ``img`` to ``path`` whole or not at all (through a temporary file)."""
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Fast zlib level: the file is a cache, reading it back is what must be quick.
            if not img.save(str(tmp), "PNG", 80):
                raise OSError(f"could not write {tmp}")
            os.replace(tmp, path)
        except OSError as exc:
            self._disk_ok = False  # say it once; the game goes on without a disk cache
            log.warning("not keeping rendered tiles on disk: %s", exc)
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            return False
        return True

    def picture(self, name: str, width: int, height: int, make: Callable[[], QImage]) -> QImage:
        """Another picture kept beside the tiles (say the table's felt): read from disk if
        it is there and of this size, else made by ``make()`` and written. Put a version
        into ``name`` when the code that makes it changes."""
        path = self.folder / f"{name}.png" if self.folder is not None else None
        if path is not None:
            with contextlib.suppress(OSError):
                if path.is_file():
                    img = QImage(str(path))
                    if not img.isNull() and (img.width(), img.height()) == (width, height):
                        return img
        img = make()
        if path is not None and self._disk_ok:
            self._save(path, img)
        return img

    def prune_other_versions(self) -> int:
        """Remove the folders other painter versions left (returns how many)."""
        if self.folder is None or not self.folder.parent.is_dir():
            return 0
        gone = 0
        for old in self.folder.parent.iterdir():
            if old.is_dir() and old.name != self.folder.name and old.name.startswith("v"):
                shutil.rmtree(old, ignore_errors=True)
                gone += 1
        return gone


_default: TileImageStore | None = None


def default_store() -> TileImageStore:
    """The process's store, kept in the user's cache folder."""
    global _default
    if _default is None:
        _default = TileImageStore(default_folder())
    return _default
