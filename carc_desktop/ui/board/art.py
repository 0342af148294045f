"""The board's bridge to ``carc_desktop.art``: tile pixmaps at a few sizes, figures, colours.

All drawing of tiles and figures is done by ``carc_desktop.art``; this module only picks
pixmap sizes for the zoom level, maps player colours and draws the table under the board.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap

from carc_desktop import threads
from carc_desktop.art import figures
from carc_desktop.controller.after_repaint import LaterOnce
from carc_desktop.engine import Game, TileType

#: Pixel sizes (per cell) the tiles are cached at; the smallest one at least as large as
#: the cell on screen is used, so zooming never blurs and small zoom levels stay cheap.
SIZES = (24, 48, 96, 160, 256, 384)
#: How long after a size is first used the background starts rendering every tile type
#: at it: the first frame and the first moves come first.
PREFETCH_DELAY_MS = 300
#: Whether tiles are rendered in the background: every tile type at each size in use,
#: and a tile at a new zoom level while the board shows another size of it for a moment.
#: Off for a one-shot picture (``--screenshot``): each tile is rendered when first painted.
BACKGROUND = True
#: Tiles finished in the background within this time are announced with one repaint.
REFINE_COALESCE_MS = 30
#: Whether a board tile made at no size yet and not on disk (the very first start, or the
#: first of a type at a new size) is shown plain for the moment the background takes to
#: paint it, instead of being painted on the GUI thread (up to a fifth of a second for the
#: first frame's tiles). ``carc-desktop`` sets it; off by default, so that a picture
#: taken at once (tests) shows every tile painted.
BOARD_PAINTS_LATER = False
#: The plain tile shown meanwhile (the tray's blank tile's colour).
PLAIN_TILE = QColor(214, 200, 160)

log = logging.getLogger(__name__)
_cache = None
_refiner = None


def _pixmap_cache():  # type: ignore[no-untyped-def]
    global _cache
    if _cache is None:
        from carc_desktop.art.pixmap_cache import TilePixmapCache
        _cache = TilePixmapCache(max_entries=900, source=_image_now)
    return _cache


def _store():  # type: ignore[no-untyped-def]
    from carc_desktop.art.tile_store import default_store
    return default_store()


def _image_now(tile: TileType, rotation: int, size: int, edition: str) -> QImage:
    """A tile nobody rendered in advance, made on the GUI thread (from memory or disk when it
    can be; painting is the last resort); the background keeps it on disk and starts on the
    other tile types at this size."""
    store = _store()
    # A one-shot picture writes what it painted at once: its process ends with the picture.
    image = store.rotated(tile, rotation, size, edition, persist=not BACKGROUND)
    ref = refiner()
    if not store.on_disk(tile, size, edition, rotation):
        ref.keep(tile, size, edition)
    ref.prefetch_size(size, edition)
    return image


#: One event per read-ahead thread not known to be over (set when it is).
_reads_ahead: list[threading.Event] = []


def read_ahead(tiles: Iterable[tuple[TileType, int]], pixels_per_cell: float, edition: str) -> threading.Event | None:
    """Read the tiles a frame about to be painted will show from the disk cache, on a thread
    of its own: a new game's first frame then converts images already in memory instead of
    decoding PNG files while it paints. Tiles not on disk are left to the painting. Returns
    what is set once the thread is over (None when there is nothing to read); the thread is
    started without waiting for it to run (``carc_desktop.threads``: called as a frame is made)."""
    if not BACKGROUND:
        return None
    size, store = bucket(pixels_per_cell), _store()
    todo = [(t, r % 4) for t, r in tiles if store.cached_rotated(t, r % 4, size, edition) is None]
    if not todo:
        return None

    over = threading.Event()

    def read() -> None:
        try:
            for tile, rotation in todo:
                try:
                    path = store.path(tile, size, edition, rotation)
                    if path is not None and path.is_file():
                        store.image(tile, size, edition, persist=False, rotation=rotation)
                except Exception:  # a thread's outer edge: the painting reads or paints it anyway
                    log.exception("could not read tile %s ahead", tile.id)
        finally:
            over.set()

    _reads_ahead[:] = [e for e in _reads_ahead if not e.is_set()] + [over]
    threads.start(read, "carc-tiles-ahead")
    return over


def wait_read_ahead(timeout: float = 10.0) -> bool:
    """Wait until every read-ahead thread is over (False if one is still reading after
    ``timeout`` seconds): for tests and benchmarks."""
    return all(e.wait(timeout) for e in list(_reads_ahead))


def bucket(pixels: float) -> int:
    for s in SIZES:
        if s >= pixels:
            return s
    return SIZES[-1]


def tile_pixmap(tile: TileType, rotation: int, pixels_per_cell: float, edition: str = "C3") -> QPixmap:
    """The tile turned ``rotation`` quarter turns, about ``pixels_per_cell`` px per cell."""
    return _render(tile, rotation % 4, bucket(pixels_per_cell), edition)


def _render(tile: TileType, rotation: int, size: int, edition: str) -> QPixmap:
    cache = _pixmap_cache()
    ready = cache.cached(tile, rotation, size, edition)
    if ready is not None:
        return ready
    done = _converted(tile, rotation, size, edition)
    return done if done is not None else cache.pixmap(tile, rotation, size, edition)


def _converted(tile: TileType, rotation: int, size: int, edition: str) -> QPixmap | None:
    """The pixmap made from the background's image, if it has one (turning and converting
    is all that is left for the GUI thread: well under a millisecond)."""
    image = _store().cached_rotated(tile, rotation, size, edition)
    if image is None:
        return None
    return _pixmap_cache().insert(tile, rotation, size, edition, 1.0, image)


def _in_memory(tile: TileType, rotation: int, size: int, edition: str) -> QPixmap | None:
    """The pixmap at ``size`` if it is made (as a pixmap, or as the background's image)."""
    ready = _pixmap_cache().cached(tile, rotation, size, edition)
    return ready if ready is not None else _converted(tile, rotation, size, edition)


def _nearest_meanwhile(tile: TileType, rotation: int, size: int, edition: str) -> QPixmap | None:
    """Another size of the tile already made (the painter scales it) while ``size`` is
    rendered in the background (``refiner().refined`` says when); None if there is none."""
    cache = _pixmap_cache()
    have = cache.sizes(tile, rotation, edition)
    if not have:
        return None
    refiner().request(tile, rotation, size, edition)
    return cache.pixmap(tile, rotation, min(have, key=lambda s: (s < size, abs(s - size))), edition)


def tile_pixmap_if_ready(tile: TileType, rotation: int, pixels_per_cell: float,
                         edition: str = "C3") -> QPixmap | None:
    """A tile shown on its own (the tray), never painted on the GUI thread: the right size
    from memory or the disk cache, else another size of it already made, else None (and
    it is rendered in the background ahead of everything else; ``refiner().refined`` says
    when to ask again). Without the background (a one-shot picture) it is painted now, as
    by :func:`tile_pixmap`."""
    rotation %= 4
    size = bucket(pixels_per_cell)
    ready = _in_memory(tile, rotation, size, edition)
    if ready is not None:
        return ready
    path = _store().path(tile, size, edition, rotation)
    if not BACKGROUND or (path is not None and path.is_file()):
        return _render(tile, rotation, size, edition)  # (from the disk cache: under a millisecond)
    refiner().prefetch_size(size, edition)
    meanwhile = _nearest_meanwhile(tile, rotation, size, edition)
    if meanwhile is None:
        refiner().request(tile, rotation, size, edition)
    return meanwhile


def board_tile_pixmap(tile: TileType, rotation: int, pixels_per_cell: float,
                      edition: str = "C3") -> tuple[QPixmap | None, bool]:
    """Like :func:`tile_pixmap`, but never renders a board tile while painting when some
    other size of it exists: that one is returned (scaled by the painter) and the right
    size is rendered in the background (``refiner().refined`` says when to repaint).
    With :data:`BOARD_PAINTS_LATER`, a tile at no size yet and not on disk is not painted
    here either: None (draw it plain), and it is rendered in the background ahead of
    everything else. Returns the pixmap and whether it is the right size."""
    rotation %= 4
    size = bucket(pixels_per_cell)
    ready = _in_memory(tile, rotation, size, edition)
    if ready is not None:
        return ready, True
    meanwhile = _nearest_meanwhile(tile, rotation, size, edition) if BACKGROUND else None
    if meanwhile is not None:
        return meanwhile, False
    if BACKGROUND and BOARD_PAINTS_LATER:
        path = _store().path(tile, size, edition, rotation)
        if path is None or not path.is_file():  # (read from disk: under a millisecond)
            refiner().request(tile, rotation, size, edition)
            refiner().prefetch_size(size, edition)
            return None, False
    return _render(tile, rotation, size, edition), True


class Refiner(QObject):
    """The GUI thread's side of the background tile renderer (``art.prerender``): asks it for
    tiles and says (``refined``) when what it asked for is ready to be converted."""

    refined = Signal()
    #: Emitted by the worker thread; arrives here as a queued call.
    _ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._worker = None
        self._prefetched: set[tuple[int, str]] = set()
        #: Asked for during the current event (a paint): handed to the thread after it.
        self._pending: list[tuple[TileType, int, str]] = []
        self._send_later = LaterOnce(self._send, self)
        self._ready.connect(self._on_ready)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFINE_COALESCE_MS)
        self._timer.timeout.connect(self.refined)

    def worker(self):  # type: ignore[no-untyped-def]
        if self._worker is None:
            from carc_desktop.art.prerender import Prerenderer
            self._worker = Prerenderer(_store(), on_ready=self._ready.emit)
        return self._worker

    def request(self, tile: TileType, rotation: int, size: int, edition: str) -> None:
        """Render ``tile`` at ``size`` in the background, ahead of everything else: once
        the event that asks (a paint) is over, so that the thread does not wake and take
        Python's lock from the GUI thread in the middle of a repaint (a zoom asks for every
        tile and figure at once)."""
        self._pending.append((tile, size, edition))
        self._send_later.ask()

    def _send(self) -> None:
        pending, self._pending = self._pending, []
        for tile, size, edition in pending:
            self.worker().request(tile, size, edition)

    def keep(self, tile: TileType, size: int, edition: str) -> None:
        """Have the background write a tile the GUI thread had to render to the disk cache."""
        if BACKGROUND:
            self.worker().prefetch([tile], size, edition)

    def prefetch_size(self, size: int, edition: str) -> None:
        """Soon, render every tile type at ``size`` in the background (once per size)."""
        if not BACKGROUND or (size, edition) in self._prefetched:
            return
        self._prefetched.add((size, edition))
        QTimer.singleShot(PREFETCH_DELAY_MS, self, lambda: self._prefetch(size, edition))

    def _prefetch(self, size: int, edition: str) -> None:
        from carc_desktop.engine import load_catalogue
        self.worker().prefetch(load_catalogue().tiles.values(), size, edition)

    def flush(self, timeout: float = 30.0) -> None:
        """Wait for the tiles asked for with :meth:`request` and announce them now."""
        self._send_later.flush()
        if self._worker is not None:
            self._worker.wait_idle(timeout, urgent_only=True)
        self._timer.stop()
        self.refined.emit()

    def _on_ready(self) -> None:
        # Many tiles may finish in one event-loop turn: one repaint for all of them.
        if not self._timer.isActive():
            self._timer.start()


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
#: Whether a figure at a size not painted yet is drawn, for a moment, from the nearest size
#: of it already painted (scaled) while a thread paints the right one (``FigurePainter``):
#: at a new zoom level every figure on the board needed a new size, up to 61 ms of painting
#: on the GUI thread with six players. ``carc-desktop`` sets it (with ``BOARD_PAINTS_LATER``);
#: off by default, so that a picture taken at once shows every figure at its own size.
FIGURES_PAINT_LATER = False
#: Figures finished on the thread within this time are announced with one repaint.
FIGURE_COALESCE_MS = 15


def _figure_image(name: str, rgba: int, w: int, h: int) -> QImage:
    """The figure's picture (any thread: a QImage, never a QPixmap)."""
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    # The figure fills the box less a margin on the right and bottom for its shadow.
    figures.paint_figure(p, name, QColor.fromRgba(rgba), QRectF(0, 0, w / FIGURE_MARGIN[0], h / FIGURE_MARGIN[1]))
    p.end()
    return img


def figure_pixmap(kind: str, colour: QColor, width: float, height: float, lying: bool = False) -> QPixmap:
    """A figure drawn by ``carc_desktop.art.figures`` into a pixmap of about width x height
    device pixels (sizes rounded to 2 px), kept for reuse: vector figures with gradients are
    the slowest thing on the board to paint. With :data:`FIGURES_PAINT_LATER` a size not
    painted yet comes from the thread (see there) when some other size of it exists."""
    w, h = max(2, int(round(width / 2)) * 2), max(2, int(round(height / 2)) * 2)
    name = "farmer" if lying and kind == "follower" else kind
    key = (name, colour.rgba(), w, h)
    pix = _figure_pixmaps.get(key)
    if pix is None:
        if FIGURES_PAINT_LATER:
            near = _nearest_figure(key)
            if near is not None:
                figure_painter().request(key)
                return near
        pix = QPixmap.fromImage(_figure_image(*key))
        _keep_figure(key, pix)
    return pix


def _keep_figure(key: tuple[str, int, int, int], pix: QPixmap) -> None:
    if len(_figure_pixmaps) > 600:
        _figure_pixmaps.clear()
    _figure_pixmaps[key] = pix


def _nearest_figure(key: tuple[str, int, int, int]) -> QPixmap | None:
    name, rgba, w, h = key
    best, gap = None, 0
    for (n, c, w2, h2), pix in _figure_pixmaps.items():
        if n == name and c == rgba and (best is None or abs(w2 - w) + abs(h2 - h) < gap):
            best, gap = pix, abs(w2 - w) + abs(h2 - h)
    return best


class FigurePainter(QObject):
    """Paints figures at new sizes on a thread of its own (QImages; the GUI thread makes
    the pixmaps) and says (``painted``) when the figures on the board may be repainted."""

    painted = Signal()
    #: Emitted by the thread; arrives here as a queued call.
    _done = Signal(object, object)

    def __init__(self) -> None:
        super().__init__()
        self._asked: set[tuple[str, int, int, int]] = set()
        self._todo: list[tuple[str, int, int, int]] = []
        #: Asked for during the current event (a paint): handed to the thread after it.
        self._pending: list[tuple[str, int, int, int]] = []
        self._send_later = LaterOnce(self._send, self)
        self._lock = threading.Condition()
        #: The painting thread's ident, once started.
        self._thread: int | None = None
        self._done.connect(self._on_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(FIGURE_COALESCE_MS)
        self._timer.timeout.connect(self.painted)

    def request(self, key: tuple[str, int, int, int]) -> None:
        """Paint ``key`` on the thread, once the event that asks (a paint) is over (as
        :meth:`Refiner.request`, and for the same reason)."""
        if key in self._asked:
            return
        self._asked.add(key)
        self._pending.append(key)
        self._send_later.ask()

    def _send(self) -> None:
        pending, self._pending = self._pending, []
        with self._lock:
            self._todo.extend(pending)
            self._lock.notify()
        if self._thread is None:  # never wait for the thread to run (see carc_desktop.threads)
            self._thread = threads.start(self._run, "carc-figures")

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._todo:
                    self._lock.wait()
                key = self._todo.pop(0)
            try:
                image = _figure_image(*key)
            except Exception:  # a thread's outer edge: the GUI thread paints it when asked again
                log.exception("could not paint figure %s", key)
                image = None
            self._done.emit(key, image)

    def _on_done(self, key: tuple[str, int, int, int], image: QImage | None) -> None:
        self._asked.discard(key)
        if image is None:
            return
        _keep_figure(key, QPixmap.fromImage(image))
        self._timer.start()


_figure_painter: FigurePainter | None = None


def figure_painter() -> FigurePainter:
    global _figure_painter
    if _figure_painter is None:
        _figure_painter = FigurePainter()
    return _figure_painter


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


#: The felt's size (pixels, square); it tiles without seams.
FELT_SIZE = 256


@lru_cache(maxsize=1)
def table_texture() -> QPixmap:
    """A dark felt tabletop, tiled under the board: the picture shipped with the game
    (``carc_desktop/resources/table-felt-1.png``, made by :func:`paint_felt`; painting it
    took a quarter of a second of the GUI thread at the very first start), or painted once
    and kept in the tile cache when that file is missing or unreadable."""
    from carc_desktop.resources import FELT_PNG

    with contextlib.suppress(OSError):
        img = QImage(str(FELT_PNG))
        if not img.isNull() and img.width() == img.height() == FELT_SIZE:
            return QPixmap.fromImage(img)
    return QPixmap.fromImage(_store().picture("table-felt-1", FELT_SIZE, FELT_SIZE, paint_felt))


def paint_felt() -> QImage:
    """The felt, painted (``tools/render_felt.py`` writes it into the package;
    ``tests/ui/test_felt_shipped.py`` checks the shipped picture is this)."""
    size = FELT_SIZE
    img = QImage(size, size, QImage.Format.Format_RGB32)
    img.fill(QColor(46, 58, 50))
    p = QPainter(img)
    rng = random.Random(7)
    p.setPen(Qt.PenStyle.NoPen)
    shades = tuple(QBrush(c) for c in (QColor(255, 255, 255, 9), QColor(0, 0, 0, 16), QColor(120, 150, 110, 12)))
    for _ in range(2600):
        x, y = rng.random() * size, rng.random() * size
        p.setBrush(rng.choice(shades))
        r = rng.uniform(0.6, 2.2)
        reach = r + 1
        for dx in (-size, 0, size):  # wrap so the tiling shows no seams
            for dy in (-size, 0, size):
                # Copies that miss the image entirely are not drawn (nothing would change).
                if -reach < x + dx < size + reach and -reach < y + dy < size + reach:
                    p.drawEllipse(QPointF(x + dx, y + dy), r, r)
    p.end()
    return img
