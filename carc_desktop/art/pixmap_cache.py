"""Rendered tiles kept as pixmaps, so the board repaints by blitting instead of painting.

Keys are (tile id, rotation, square size in device pixels, edition, device pixel ratio).
Sizes are in *device* pixels so a high-DPI screen gets a sharp pixmap: the pixmap carries
its ``devicePixelRatio`` and therefore has the logical size ``size / dpr`` per square.
Bounded LRU: a zoom sweep cannot grow memory without limit.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtGui import QImage, QPixmap

from carc_desktop.engine import TileType

from .tile_store import paint_canonical, paint_image, painted_per_rotation, turned

CacheKey = tuple[str, int, int, str, float]


def render_tile_image(tile: TileType, rotation: int, size: int, edition: str = "C3",
                      device_pixel_ratio: float = 1.0) -> QImage:
    """The tile turned ``rotation`` quarter turns, ``size`` device pixels per square.

    Painted in canonical orientation and turned as an image (see ``tile_store``); a QImage,
    not a pixmap, so it may be rendered off the GUI thread or exported.
    """
    if painted_per_rotation(tile):
        img = paint_image(tile, size, edition, rotation)
    else:
        img = turned(paint_canonical(tile, size, edition), rotation)
    img.setDevicePixelRatio(device_pixel_ratio)
    return img


#: Where a cache's images come from: (tile, rotation, size, edition) -> QImage.
ImageSource = Callable[[TileType, int, int, str], QImage]


class TilePixmapCache:
    """LRU cache of tile pixmaps; use from the GUI thread only (QPixmap rule)."""

    def __init__(self, max_entries: int = 400, source: ImageSource | None = None) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        #: Renders a missing entry (by default the painter, every time).
        self.source: ImageSource = source or render_tile_image
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
        pm = self.cached(tile, rotation, size, edition, device_pixel_ratio)
        if pm is not None:
            self.hits += 1
            return pm
        self.misses += 1
        if size <= 0:
            raise ValueError(f"size must be positive, not {size}")
        return self.insert(tile, rotation, size, edition, device_pixel_ratio,
                           self.source(tile, rotation % 4, int(size), edition))

    def cached(self, tile: TileType, rotation: int, size: int, edition: str = "C3",
               device_pixel_ratio: float = 1.0) -> QPixmap | None:
        """The pixmap if it is held now (a lookup: renders nothing)."""
        k = self.key(tile, rotation, size, edition, device_pixel_ratio)
        pm = self._items.get(k)
        if pm is not None:
            self._items.move_to_end(k)
        return pm

    def insert(self, tile: TileType, rotation: int, size: int, edition: str, device_pixel_ratio: float,
               image: QImage) -> QPixmap:
        """Keep ``image`` (the tile at ``rotation`` and ``size``) as a pixmap and return it."""
        k = self.key(tile, rotation, size, edition, device_pixel_ratio)
        pm = QPixmap.fromImage(image)
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
