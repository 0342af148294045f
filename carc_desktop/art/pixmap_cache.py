"""Rendered tiles kept as pixmaps, so the board repaints by blitting instead of painting.

Keys are (tile id, rotation, square size in device pixels, edition, device pixel ratio).
Sizes are in *device* pixels so a high-DPI screen gets a sharp pixmap: the pixmap carries
its ``devicePixelRatio`` and therefore has the logical size ``size / dpr`` per square.
Bounded LRU: a zoom sweep cannot grow memory without limit.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from carc_desktop.engine import TileType

from .tile_painter import paint_tile_rotated, rotated_size

CacheKey = tuple[str, int, int, str, float]


def render_tile_image(tile: TileType, rotation: int, size: int, edition: str = "C3",
                      device_pixel_ratio: float = 1.0) -> QImage:
    """The tile turned ``rotation`` quarter turns, ``size`` device pixels per square.

    A QImage (not a pixmap) so it may be rendered off the GUI thread or exported.
    """
    if size <= 0:
        raise ValueError(f"size must be positive, not {size}")
    w, h = rotated_size(tile, rotation)
    img = QImage(w * size, h * size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    paint_tile_rotated(painter, tile, QRectF(0, 0, w * size, h * size), rotation, edition)
    painter.end()
    img.setDevicePixelRatio(device_pixel_ratio)
    return img


class TilePixmapCache:
    """LRU cache of tile pixmaps; use from the GUI thread only (QPixmap rule)."""

    def __init__(self, max_entries: int = 400) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._items: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        #: (tile id, rotation, edition, dpr) -> sizes held in ``_items``.
        self._sizes: dict[tuple[str, int, str, float], set[int]] = {}
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    @staticmethod
    def key(tile: TileType, rotation: int, size: int, edition: str, device_pixel_ratio: float) -> CacheKey:
        return (tile.id, rotation % 4, int(size), edition, round(float(device_pixel_ratio), 3))

    def pixmap(self, tile: TileType, rotation: int, size: int, edition: str = "C3",
               device_pixel_ratio: float = 1.0) -> QPixmap:
        """Pixmap of ``tile`` at ``rotation`` with ``size`` device pixels per square.

        Pass ``widget.devicePixelRatioF()`` and ``round(logical_size * dpr)`` as ``size``;
        the pixmap then draws at ``logical_size`` and is crisp on high-DPI screens.
        """
        k = self.key(tile, rotation, size, edition, device_pixel_ratio)
        pm = self._items.get(k)
        if pm is not None:
            self.hits += 1
            self._items.move_to_end(k)
            return pm
        self.misses += 1
        pm = QPixmap.fromImage(render_tile_image(tile, rotation, int(size), edition, device_pixel_ratio))
        pm.setDevicePixelRatio(device_pixel_ratio)
        self._items[k] = pm
        self._sizes.setdefault((k[0], k[1], k[3], k[4]), set()).add(k[2])
        while len(self._items) > self.max_entries:
            (tid, rot, size, ed, dpr), _ = self._items.popitem(last=False)
            held = self._sizes[(tid, rot, ed, dpr)]
            held.discard(size)
            if not held:
                del self._sizes[(tid, rot, ed, dpr)]
        return pm

    def sizes(self, tile: TileType, rotation: int, edition: str = "C3",
              device_pixel_ratio: float = 1.0) -> frozenset[int]:
        """The sizes of ``tile`` at ``rotation`` held now (a lookup: renders nothing)."""
        k = self.key(tile, rotation, 0, edition, device_pixel_ratio)
        return frozenset(self._sizes.get((k[0], k[1], k[3], k[4]), ()))

    def clear(self) -> None:
        self._items.clear()
        self._sizes.clear()
