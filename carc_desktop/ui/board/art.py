"""The board's bridge to ``carc_desktop.art``: tile pixmaps at a few sizes, figures, colours.

All drawing of tiles and figures is done by ``carc_desktop.art``; this module only picks
pixmap sizes for the zoom level, maps player colours and draws the table under the board.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from carc_desktop.art import figures
from carc_desktop.engine import Game, TileType

#: Pixel sizes (per cell) the tiles are cached at; the smallest one at least as large as
#: the cell on screen is used, so zooming never blurs and small zoom levels stay cheap.
SIZES = (24, 48, 96, 160, 256, 384)

_cache = None
_refiner = None


def _pixmap_cache():  # type: ignore[no-untyped-def]
    global _cache
    if _cache is None:
        from carc_desktop.art.pixmap_cache import TilePixmapCache
        _cache = TilePixmapCache(max_entries=900)
    return _cache


def bucket(pixels: float) -> int:
    for s in SIZES:
        if s >= pixels:
            return s
    return SIZES[-1]


def tile_pixmap(tile: TileType, rotation: int, pixels_per_cell: float, edition: str = "C3") -> QPixmap:
    """The tile turned ``rotation`` quarter turns, about ``pixels_per_cell`` px per cell."""
    return _render(tile, rotation % 4, bucket(pixels_per_cell), edition)


def _render(tile: TileType, rotation: int, size: int, edition: str) -> QPixmap:
    return _pixmap_cache().pixmap(tile, rotation, size, edition)


def board_tile_pixmap(tile: TileType, rotation: int, pixels_per_cell: float,
                      edition: str = "C3") -> tuple[QPixmap, bool]:
    """Like :func:`tile_pixmap`, but never renders a board tile while painting when some
    other size of it exists: that one is returned (scaled by the painter) and the right
    size is rendered shortly after, one tile per event-loop turn (``refiner().refined``).
    Returns the pixmap and whether it is the right size."""
    rotation %= 4
    size = bucket(pixels_per_cell)
    have = _pixmap_cache().sizes(tile, rotation, edition)
    if not have or size in have:
        return _render(tile, rotation, size, edition), True
    nearest = min(have, key=lambda s: (s < size, abs(s - size)))
    refiner().request(tile, rotation, size, edition)
    return _render(tile, rotation, nearest, edition), False


class Refiner(QObject):
    """Renders the tile pixmaps asked for in the background of the event loop."""

    refined = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._queue: dict[tuple[str, int, int, str], TileType] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    def request(self, tile: TileType, rotation: int, size: int, edition: str) -> None:
        self._queue.setdefault((tile.id, rotation, size, edition), tile)
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        while self._queue:
            self._step()

    def _step(self) -> None:
        if not self._queue:
            self._timer.stop()
            return
        (tid, rotation, size, edition), tile = next(iter(self._queue.items()))
        del self._queue[(tid, rotation, size, edition)]
        _render(tile, rotation, size, edition)
        if not self._queue:
            self._timer.stop()
            self.refined.emit()
        elif len(self._queue) % 8 == 0:
            self.refined.emit()


def refiner() -> Refiner:
    global _refiner
    if _refiner is None:
        _refiner = Refiner()
    return _refiner


def paint_figure(painter: QPainter, kind: str, colour: QColor, rect: QRectF, lying: bool = False) -> None:
    figures.paint_figure(painter, "farmer" if lying and kind == "follower" else kind, colour, rect)


#: Box of a figure pixmap relative to the figure itself (room for the drop shadow).
FIGURE_MARGIN = (1.06, 1.07)
_figure_pixmaps: dict[tuple[str, int, int, int], QPixmap] = {}


def figure_pixmap(kind: str, colour: QColor, width: float, height: float, lying: bool = False) -> QPixmap:
    """A figure drawn by ``carc_desktop.art.figures`` into a pixmap of about width x height
    device pixels (sizes rounded to 2 px), kept for reuse: vector figures with gradients are
    the slowest thing on the board to paint."""
    w, h = max(2, int(round(width / 2)) * 2), max(2, int(round(height / 2)) * 2)
    name = "farmer" if lying and kind == "follower" else kind
    key = (name, colour.rgba(), w, h)
    pix = _figure_pixmaps.get(key)
    if pix is None:
        if len(_figure_pixmaps) > 600:
            _figure_pixmaps.clear()
        img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        # The figure fills the box less a margin on the right and bottom for its shadow.
        figures.paint_figure(p, name, colour, QRectF(0, 0, w / FIGURE_MARGIN[0], h / FIGURE_MARGIN[1]))
        p.end()
        pix = QPixmap.fromImage(img)
        _figure_pixmaps[key] = pix
    return pix


def figure_tooltip(kind: str, lying: bool) -> str:
    names = {
        "follower": QCoreApplication.translate("BoardView", "Place a follower here"),
        "farmer": QCoreApplication.translate("BoardView", "Place a farmer here"),
        "builder": QCoreApplication.translate("BoardView", "Place your builder here"),
        "pig": QCoreApplication.translate("BoardView", "Place your pig here"),
    }
    key = "farmer" if lying and kind == "follower" else kind
    return names.get(key, key)


def colour_by_name(name: str) -> QColor:
    return QColor(figures.colour_of(name))


def player_colour(game: Game, player: int | None) -> QColor:
    if player is None or not 0 <= player < len(game.players):
        return QColor(230, 230, 230)
    return colour_by_name(game.players[player].color)


@lru_cache(maxsize=1)
def table_texture() -> QPixmap:
    """A dark felt tabletop, tiled under the board (generated once)."""
    size = 256
    img = QImage(size, size, QImage.Format.Format_RGB32)
    img.fill(QColor(46, 58, 50))
    p = QPainter(img)
    rng = random.Random(7)
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(2600):
        x, y = rng.random() * size, rng.random() * size
        shade = rng.choice((QColor(255, 255, 255, 9), QColor(0, 0, 0, 16), QColor(120, 150, 110, 12)))
        p.setBrush(shade)
        r = rng.uniform(0.6, 2.2)
        for dx in (-size, 0, size):  # wrap so the tiling shows no seams
            for dy in (-size, 0, size):
                p.drawEllipse(QPointF(x + dx, y + dy), r, r)
    p.end()
    return QPixmap.fromImage(img)
