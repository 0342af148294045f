"""BoardView: the board on screen and every gesture on it.

Gestures become controller intents here (and only here): a drop of our MIME type places
the tile, a click on a highlighted cell moves the cursor there, Enter places at the cursor,
a click on a spot marker deploys a figure. Panning (drag, arrow keys with Ctrl) and zooming
(wheel, +/-) only move the view.
"""

from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QMimeData,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QToolTip

from carc_desktop.controller import GameController
from carc_desktop.controller.after_repaint import LaterOnce
from carc_desktop.engine import Event, Position

from ..common import a11y
from ..play.feature_info import describe, feature_info
from . import art
from .aids import BoardAids
from .geometry import TILE, cell_rect, cells_rect, scene_to_cell
from .items import SpotMarkerItem
from .scene import BoardScene

if TYPE_CHECKING:
    from carc_desktop.controller.change import GameChange
    from carc_desktop.engine import Game

#: Our drag-and-drop MIME type; the payload is JSON {"tile": id, "rotation": r, "token": n}.
TILE_MIME = "application/x-carc-desktop-tile"
MIN_SCALE, MAX_SCALE = 0.12, 3.0
ZOOM_STEP = 1.2
#: Room (viewport px) kept between what must stay clear and the band over the board.
CLEAR_GAP = 6


def least_pan(must: list[QRectF], avoid: list[QRectF], covers: list[QRect], height: int) -> float | None:
    """The vertical pan (viewport px; positive: the board moves up) of least size after
    which every rect of ``must`` is inside the viewport's ``height`` and under no cover, and
    no rect of ``avoid`` is under a cover (None: no pan does it). Rects are in viewport
    coordinates before the pan."""
    lo, hi = -math.inf, math.inf
    forbidden: list[tuple[float, float]] = []
    for r in must:
        lo, hi = max(lo, r.bottom() + CLEAR_GAP - height), min(hi, r.top() - CLEAR_GAP)
    if lo > hi:
        return None
    for r in must + avoid:
        for c in covers:
            if r.left() < c.right() and r.right() > c.left():
                forbidden.append((r.top() - c.bottom() - CLEAR_GAP - 1, r.bottom() - c.top() + CLEAR_GAP))
    candidates = [0.0] + [v for pair in forbidden for v in pair] + [lo, hi]
    best: float | None = None
    for dy in candidates:
        if not (lo - 1e-6 <= dy <= hi + 1e-6) or not math.isfinite(dy):
            continue
        if any(a < dy < b for a, b in forbidden):
            continue
        if best is None or abs(dy) < abs(best):
            best = dy
    return best


def tile_mime_data(tile_id: str, rotation: int, token: int) -> QMimeData:
    data = QMimeData()
    payload = json.dumps({"tile": tile_id, "rotation": rotation, "token": token}).encode()
    data.setData(TILE_MIME, QByteArray(payload))
    return data


def read_tile_mime(mime: QMimeData) -> dict | None:
    if mime is None or not mime.hasFormat(TILE_MIME):
        return None
    try:
        data = json.loads(bytes(mime.data(TILE_MIME).data()).decode())
    except (ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def _least_shift(low: float, high: float, view_low: float, view_high: float, margin: float) -> float:
    """How far to scroll along one axis so that [low, high] is in [view_low, view_high] with
    ``margin`` to spare: 0 if it is; centred if it cannot fit."""
    if high - low + 2 * margin >= view_high - view_low:
        return (low + high) / 2 - (view_low + view_high) / 2
    if low < view_low + margin:
        return low - (view_low + margin)
    if high > view_high - margin:
        return high - (view_high - margin)
    return 0.0


class BoardView(QGraphicsView):
    #: A short message for the status bar / toast (e.g. why a drop was refused).
    message = Signal(str)
    #: The cursor cell changed (None when hidden); the prompt enables "Place here" from it.
    cursor_changed = Signal(object)
    #: The zoom factor changed.
    zoom_changed = Signal(float)
    #: The figure spot chosen with the keyboard: what it is and is worth ("" when none).
    spot_focused = Signal(str)
    #: The player moved the tile (cursor, drag or rotation) to a place where it fits: an
    #: error about a refused placement is over.
    fitting_spot_reached = Signal()
    #: The mouse moved over the board (viewport coordinates), or left it: what watches the
    #: pointer (the feature hover) listens here, not through an event filter on the
    #: viewport, which would bring every paint of the board to Python.
    pointer_moved = Signal(QPoint)
    pointer_left = Signal()
    #: The view took a new size (what stands over it follows, without an event filter).
    resized = Signal()

    def __init__(self, controller: GameController, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.controller = controller
        self.board = BoardScene(self)
        self.setScene(self.board)
        #: Dead and hard spots, field owners (switched by the window from the settings).
        self.aids = BoardAids(self.board)
        # Tiles and figures keep device-sized copies (item cache): leave room for them.
        if QPixmapCache.cacheLimit() < 96 * 1024:
            QPixmapCache.setCacheLimit(96 * 1024)
        self.setObjectName("BoardView")
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.retranslate_ui()

        self.cursor_cell: Position | None = None
        self._drag_cell: Position | None = None
        self._press: QPoint | None = None
        self._panning = False
        self._last_pan: QPoint | None = None
        self._spot_focus = -1
        self._fitted_once = False
        #: Tiles on the board at the last refresh (a new one is brought into view if off screen).
        self._tiles_seen = 0
        #: The parts of the viewport under the band over the board (the prompt, messages).
        self.covers: list[QRect] = []
        #: The cells of the hint shown now (kept clear of the band like the last tile).
        self.hinted_cells: list[tuple[int, int]] = []
        #: Tiles others placed since your last turn carry a numbered badge (the setting).
        self.recent_marks = True
        self._viewer: int | None = None
        #: The last (cell, rotation) where the tile fitted (``fitting_spot_reached``).
        self._fitting: tuple[Position, int] | None = None
        self._quiet_fit = False
        #: After a window-state change (F11), the next resizes centre the board again.
        self._recentre = False
        #: A zoom-out a move needs, done once the move is on screen (``keep_clear``).
        self._zoom_out_after_repaint = LaterOnce(self.keep_clear, self)

        c = controller
        #: What the controller last told (``state_changed``): the game this view draws.
        self.shown: GameChange | None = c.change
        c.state_changed.connect(self.refresh)
        c.rotation_changed.connect(lambda _r: (self._refresh_place(), self.describe_for_readers()))
        c.scored.connect(self._on_scored)
        c.game_started.connect(self._on_game_started)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The felt texture in device pixels (never scaled with the zoom: cheap to fill),
        anchored to the scene so that it moves with the board."""
        painter.save()
        # Only the part being repainted (a tile's or a hint's rectangle, most of the time),
        # not the whole viewport: the texture is anchored, so the pixels are the same.
        exposed = painter.worldTransform().mapRect(rect).toAlignedRect().intersected(self.viewport().rect())
        painter.resetTransform()
        origin = self.mapFromScene(QPointF(0, 0))
        brush = self.board.backgroundBrush()
        painter.setBrushOrigin(origin)
        painter.fillRect(QRectF(exposed), brush)
        painter.restore()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("BoardView", "Board"))
        if hasattr(self, "board"):
            self.board.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- helpers ------------------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def cell_at(self, view_pos: QPoint | QPointF) -> Position:
        p = view_pos.toPoint() if isinstance(view_pos, QPointF) else view_pos
        return scene_to_cell(self.mapToScene(p))

    def view_point_of_cell(self, cell: tuple[int, int]) -> QPoint:
        """Viewport coordinates of a cell's centre (tests use it)."""
        return self.mapFromScene(cell_rect(*cell).center())

    def placing(self) -> bool:
        return self.controller.can_place_tile

    @property
    def game(self) -> Game | None:
        """The game as the controller last told it (None before the first)."""
        return self.shown.game if self.shown is not None else None

    # --- refresh from the controller ------------------------------------------------------------
    def refresh(self, change: GameChange | None = None) -> None:
        """Draw the game ``change`` brings (the one last told, when called without)."""
        c = self.controller
        if change is not None:
            self.shown = change
        game = self.game
        if game is None:
            return
        self.board.sync(game)
        self.aids.refresh(game)
        self.board.hide_preview()
        self.board.clear_spots()
        if self._spot_focus >= 0:
            self.spot_focused.emit("")
            QToolTip.hideText()
        self._spot_focus = -1
        if self.placing():
            if self.cursor_cell is not None and self.cursor_cell in game.board.cells:
                self.set_cursor(None)
            self._refresh_place()
        else:
            self.board.clear_hints()
            self.set_cursor(None)
            if c.phase == "deploy" and c.human_to_move and game.last is not None:
                last = game.last
                self.board.show_spots(game, last, c.deploy_options(), game.decider or 0,
                                      lambda seg: describe(feature_info(game, last.index, seg), game))
        self._show_recent()
        self.board.show_swap(game, self.swap_figures())
        placements = game.board.placements
        if len(placements) > self._tiles_seen and placements:
            # The player's zoom and position stay; a new tile off screen is scrolled to, no further.
            self.show_cells(placements[-1].cells)
        self._tiles_seen = len(placements)
        self.describe_for_readers()  # a marker chosen before this change is gone
        self._first_fit()
        self.keep_clear(zoom_later=True)

    def swap_figures(self):  # type: ignore[no-untyped-def]
        """The two followers of a La Porxada swap being answered now (None: none)."""
        game = self.game
        if game is None or game.phase != "porxada_answer":
            return None
        from carc_desktop.engine import la_porxada

        return la_porxada.pending_swap(game)

    def set_recent_marks(self, on: bool) -> None:
        """The setting: mark the tiles others placed since your last turn (or not)."""
        self.recent_marks = on
        self._show_recent()

    def _show_recent(self) -> None:
        """Badges on the tiles the other players placed since the last turn of the person
        at the table (the one deciding now, or the last person who did)."""
        c = self.controller
        game = self.game
        if game is None or not self.recent_marks or game.finished:
            self.board.clear_recent()
            return
        decider = game.decider
        if decider is not None and not c.is_computer(decider):
            self._viewer = decider
        viewer = self._viewer if self._viewer is not None and self._viewer < len(game.players) else None
        if viewer is None:
            self.board.clear_recent()
            return

        def tooltip(order: int, who: int) -> str:
            return QCoreApplication.translate("BoardView", "%1 placed this tile since your last turn (%2 of %3).") \
                .replace("%1", game.players[who].name).replace("%2", str(order)).replace("%3", str(len(marks)))

        marks = c.placed_since_last_turn(viewer)
        self.board.show_recent(game, marks, tooltip)

    def _first_fit(self) -> None:
        """Fit the board once per game, when the view has its real size on screen (a fit made
        while the window is still hidden and small leaves the tiles a few pixels wide)."""
        if not self._fitted_once and self.isVisible() and self.viewport().width() > 10:
            self._fitted_once = True
            self.zoom_to_fit()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        QTimer.singleShot(0, self._first_fit)

    def _refresh_place(self) -> None:
        if not self.placing():
            self.board.clear_hints()
            self.board.hide_preview()
            return
        c = self.controller
        options = c.placement_options()
        hot = self._drag_cell or self.cursor_cell
        self.board.show_hints(options, c.rotation, hot)
        cell = self._drag_cell or self.cursor_cell
        fits = (cell, c.rotation) if cell is not None and c.rotation in options.get(cell, ()) else None
        if fits is not None and fits != self._fitting and not self._quiet_fit:
            self.fitting_spot_reached.emit()
        self._fitting = fits
        game = self.game
        if cell is not None and c.tile is not None and game is not None and cell not in game.board.cells:
            self.board.show_preview(game, c.tile, cell, c.rotation, c.rotation in options.get(cell, ()))
        else:
            self.board.hide_preview()

    def _on_game_started(self) -> None:
        self._tiles_seen = 0
        self._viewer = None
        self.set_cursor(None)
        self._drag_cell = None
        self._fitted_once = False
        self._read_first_tiles_ahead()
        QTimer.singleShot(0, self.zoom_to_fit)

    def _read_first_tiles_ahead(self) -> None:
        """The new game's first frame shows its tiles at the size the fit will choose: have
        them read from disk meanwhile, off the GUI thread (see ``art.read_ahead``)."""
        change = self.controller.change  # the new game (game_started comes before state_changed)
        if change is None:
            return
        game = change.game
        placements = game.board.placements
        scale = self._fit_scale(cells_rect([c for p in placements for c in p.cells])) if placements else None
        if scale is not None:
            art.read_ahead([(p.tile, p.rotation) for p in placements],
                           TILE * scale * self.devicePixelRatioF(), game.edition)

    def _on_scored(self, events: list[Event]) -> None:
        change = self.controller.change  # this step's (scored comes before state_changed)
        if change is not None:
            self.board.flash_scores(change.game, events)

    def set_cursor(self, cell: Position | None) -> None:
        if cell != self.cursor_cell:
            self.cursor_cell = cell
            self.board.set_cursor(cell)
            self.cursor_changed.emit(cell)
        self._refresh_place() if self.controller.has_game else None
        self.describe_for_readers()

    def describe_for_readers(self) -> None:
        """The chosen cell (and how the tile fits there) as the board's accessible
        description and value, with the events that make a screen reader say it."""
        cell = self.cursor_cell
        text = a11y.cell_description(self.controller, cell, self.board.texts_at(cell)) if cell is not None else ""
        if text != self.accessibleDescription():
            a11y.set_description(self, text)
            if text:
                a11y.notify_value(self, text)

    # --- the band over the board -----------------------------------------------------------------
    def set_covers(self, covers: list[QRect]) -> None:
        """What the band over the board covers now (viewport coordinates); the view pans
        as little as it must so that nothing that matters is under it."""
        if covers == self.covers:
            return
        self.covers = list(covers)
        self.keep_clear()
        for note in self.board.notes.values():
            self.place_note(note)  # clear of the band as it is now

    def clear_rect(self) -> QRect:
        """The viewport above the band (all of it when nothing covers the board)."""
        vp = self.viewport().rect()
        top = min((c.top() for c in self.covers if c.width() > vp.width() // 2), default=vp.bottom() + 1)
        return QRect(vp.left(), vp.top(), vp.width(), max(1, top - vp.top()))

    def must_stay_clear(self) -> list[QRectF]:
        """Scene rects that must never be under the band: the last tile and the hinted spot."""
        out: list[QRectF] = []
        last = self.board.last_tile.target_rect()
        if not last.isEmpty():
            out.append(last)
        if self.hinted_cells:
            out.append(cells_rect(self.hinted_cells))
        if self.board.swap is not None:  # the two followers a swap is asked about
            out.append(self.board.swap.boundingRect())
        return out

    def avoid_under_band(self) -> list[QRectF]:
        """Scene rects better not under the band: the legal cells of the tile to place."""
        return [item.rect() for item in self.board.hints.values()] if self.placing() else []

    def place_note(self, note) -> None:  # type: ignore[no-untyped-def]
        """Stand a note (a BoardNoteItem) on the side of its anchor where it is whole inside
        the part of the board above the band; pushed inside if no side has the room."""
        anchor = QPointF(self.mapFromScene(note.pos()))
        clear = QRectF(self.clear_rect()).adjusted(2, 2, -2, -2)
        sides = note.sides()
        for side in sides:
            if clear.contains(side.translated(anchor)):
                note.set_box(side)
                return
        box = sides[0].translated(anchor)
        dx = max(clear.left() - box.left(), min(0.0, clear.right() - box.right()))
        dy = max(clear.top() - box.top(), min(0.0, clear.bottom() - box.bottom()))
        note.set_box(sides[0].translated(dx, dy))

    def notes_on_screen(self) -> list[QRectF]:
        """The notes' boxes in viewport coordinates (tests)."""
        return [note.box().translated(QPointF(self.mapFromScene(note.pos()))) for note in self.board.notes.values()]

    def _to_view(self, rect: QRectF) -> QRectF:
        return self.mapFromScene(rect).boundingRect().toRectF()

    def keep_clear(self, zoom_later: bool = False) -> None:
        """Pan by the least amount so that the last tile and the hinted spot are in view and
        not under the band, and no legal cell is under it (the legal cells give way when
        both cannot be had). With ``zoom_later`` (a move just made), a zoom-out that this
        needs waits for the move's repaint: it draws every tile and figure again at the new
        size, and the two together made one of the longest pauses of a game."""
        if not self.covers or not self.controller.has_game:
            return
        must_scene, avoid_scene = self.must_stay_clear(), self.avoid_under_band()
        height = self.viewport().height()
        dy = least_pan([self._to_view(r) for r in must_scene], [self._to_view(r) for r in avoid_scene],
                       self.covers, height)
        if dy is None and zoom_later and self._zoom_out_scale(must_scene + avoid_scene) is not None:
            self._zoom_out_after_repaint.ask()
        elif dy is None and self._zoom_out_to_clear(must_scene + avoid_scene):
            dy = least_pan([self._to_view(r) for r in must_scene], [self._to_view(r) for r in avoid_scene],
                           self.covers, height)
        if dy is None:  # the legal cells give way to the last tile and the hinted spot
            dy = least_pan([self._to_view(r) for r in must_scene], [], self.covers, height)
        if dy:
            self.pan_by(0, dy)

    def _zoom_out_scale(self, rects: list[QRectF]) -> float | None:
        """The zoom at which ``rects`` all fit above the band, if it is smaller than this one."""
        if not rects:
            return None
        union = _united(rects)
        clear = self.clear_rect()
        vw, vh = clear.width() - 2 * CLEAR_GAP, clear.height() - 2 * CLEAR_GAP
        if vw < 10 or vh < 10:
            return None
        s = max(MIN_SCALE, min(vw / union.width(), vh / union.height()) * 0.98)
        return s if s < self.scale_factor() else None

    def _zoom_out_to_clear(self, rects: list[QRectF]) -> bool:
        """No pan clears them at this zoom: zoom out just enough that they all fit above the
        band, centred there (False when they fit already, or cannot)."""
        s = self._zoom_out_scale(rects)
        if s is None:
            return False
        self.setTransform(QTransform.fromScale(s, s))
        self._centre_in_clear(_united(rects).center())
        self.zoom_changed.emit(self.scale_factor())
        return True

    def recentre_after_state_change(self) -> None:
        """The window goes to or from full screen: centre the board again once it has its
        new size (fitted again if the whole board was in view before)."""
        self._refit = self.board_in_view()
        self._recentre = True
        QTimer.singleShot(600, self._stop_recentring)
        QTimer.singleShot(0, self.recentre)

    def _stop_recentring(self) -> None:
        self._recentre = False

    def board_in_view(self) -> bool:
        """Whether every tile is in the part of the viewport above the band."""
        rect = self.board.board_rect
        return not rect.isEmpty() and self.mapToScene(self.clear_rect()).boundingRect().contains(rect)

    def recentre(self) -> None:
        """The board's centre in the middle of the part above the band, at the same zoom
        (or fitted again, if it was whole in view and no longer fits)."""
        rect = self.board.board_rect
        if rect.isEmpty():
            return
        fit = self._fit_scale(rect)
        if getattr(self, "_refit", False) and fit is not None and fit < self.scale_factor():
            self.zoom_to_fit()
            return
        self._centre_in_clear(rect.center())
        self.keep_clear()

    def _centre_in_clear(self, point: QPointF) -> None:
        """Scroll so that scene ``point`` is in the middle of the clear part."""
        self.centerOn(point)
        shift = (self.viewport().height() - self.clear_rect().height()) / 2
        if shift:
            self.pan_by(0, shift)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        for note in self.board.notes.values():
            self.place_note(note)  # still inside the board after the pan

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if self._recentre:
            QTimer.singleShot(0, self.recentre)
        self.resized.emit()

    # --- zoom and pan ---------------------------------------------------------------------------
    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        current = self.scale_factor()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if math.isclose(target, current):
            return
        if anchor is None:
            old = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(target / current, target / current)
            self.setTransformationAnchor(old)
        else:
            self.scale(target / current, target / current)
        self.zoom_changed.emit(self.scale_factor())

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def zoom_to_fit(self) -> None:
        """Show the whole board (and the cells around it)."""
        rect = self.board.board_rect
        s = self._fit_scale(rect)
        if s is None:
            return
        self.setTransform(QTransform.fromScale(s, s))
        self._centre_in_clear(rect.center())
        self.zoom_changed.emit(self.scale_factor())
        self.keep_clear()

    def _fit_scale(self, board: QRectF) -> float | None:
        """The zoom that shows ``board`` and the cells around it (None: no board, or the
        view has no size yet)."""
        if board.isEmpty():
            return None
        rect = board.adjusted(-TILE * 1.1, -TILE * 1.1, TILE * 1.1, TILE * 1.1)
        clear = self.clear_rect()
        vw, vh = clear.width(), clear.height() - 2 * CLEAR_GAP
        if vw < 10 or vh < 10:
            return None
        return min(1.1, max(MIN_SCALE, min(vw / rect.width(), vh / rect.height())))

    def show_legal_cells(self) -> None:
        """Zoom and scroll so that every cell the tile may go to is in view (L)."""
        cells = list(self.controller.placement_options()) if self.placing() else []
        if not cells:
            return
        rect = cells_rect(cells).adjusted(-TILE * 0.6, -TILE * 0.6, TILE * 0.6, TILE * 0.6)
        clear = self.clear_rect()
        vw, vh = clear.width(), clear.height() - 2 * CLEAR_GAP
        if vw < 10 or vh < 10:
            return
        s = min(1.1, max(MIN_SCALE, min(vw / rect.width(), vh / rect.height())))
        self.setTransform(QTransform.fromScale(s, s))
        self._centre_in_clear(rect.center())
        self.zoom_changed.emit(self.scale_factor())
        self.keep_clear()

    def pan_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(int(h.value() + dx))
        v.setValue(int(v.value() + dy))

    def show_cells(self, cells) -> None:  # type: ignore[no-untyped-def]
        """Scroll as little as needed to bring ``cells`` into view (nothing if they are),
        above the band over the board."""
        self.show_cells_at(cells_rect(cells))

    def show_cells_at(self, rect: QRectF) -> None:
        """Pan by the least amount that shows ``rect`` (scene units) with a small margin in
        the part of the board above the band; nothing when it is in view there. Never
        re-centres: the board stays where the player put it."""
        view = QRectF(self.clear_rect())
        target = self._to_view(rect)
        margin = min(40.0, view.width() / 10, view.height() / 10)
        dx = _least_shift(target.left(), target.right(), view.left(), view.right(), margin)
        dy = _least_shift(target.top(), target.bottom(), view.top(), view.bottom() - CLEAR_GAP, margin)
        if dx or dy:
            self.pan_by(math.floor(dx) if dx < 0 else math.ceil(dx), math.floor(dy) if dy < 0 else math.ceil(dy))

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if not delta:
            return
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and self.placing():
            self.controller.rotate(1 if delta < 0 else -1)
        else:
            self.zoom_by(ZOOM_STEP ** (delta / 120), event.position().toPoint())
        event.accept()

    # --- mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if event.button() == Qt.MouseButton.LeftButton:
            for item in self.items(pos):
                if isinstance(item, SpotMarkerItem):
                    self.controller.deploy(item.figure, item.feature)
                    event.accept()
                    return
            self._press = pos
            self._last_pan = pos
            self._panning = False
            event.accept()
            return
        if event.button() == Qt.MouseButton.MiddleButton:
            self._press = self._last_pan = pos
            self._panning = True
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton:
            if self.placing():
                self.controller.rotate(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        self.pointer_moved.emit(pos)
        if self._press is not None and event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.MiddleButton):
            if not self._panning and (pos - self._press).manhattanLength() >= QApplication.startDragDistance():
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning and self._last_pan is not None:
                d = pos - self._last_pan
                self.pan_by(-d.x(), -d.y())
                self._last_pan = pos
            event.accept()
            return
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        # The viewport fills the view (no frame, no scroll bars): leaving it leaves the view.
        self.pointer_left.emit()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None:
            was_panning = self._panning
            self._press = self._last_pan = None
            self._panning = False
            self.viewport().unsetCursor()
            if not was_panning and event.button() == Qt.MouseButton.LeftButton:
                self._click_cell(self.cell_at(event.position()))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.placing():
            cell = self.cell_at(event.position())
            if cell in self.controller.placement_options():
                self.place_at_cursor() if cell == self.cursor_cell else self._click_cell(cell)
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def _click_cell(self, cell: Position) -> None:
        if not self.placing():
            return
        options = self.controller.placement_options()
        if cell not in options:
            return
        if self.controller.rotation not in options[cell]:
            self.controller.set_rotation(options[cell][0])
        self.set_cursor(cell)
        self.setFocus(Qt.FocusReason.MouseFocusReason)

    # --- keyboard -----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, mods = event.key(), event.modifiers()
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}
        if key in arrows:
            dx, dy = arrows[key]
            pan = mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
            if self.placing() and not pan:
                self._move_cursor(dx, dy)
            elif self.controller.phase == "deploy" and self.board.spots and not pan:
                self._cycle_spot(1 if dx + dy > 0 else -1)
            else:
                step = self.viewport().width() / 8
                self.pan_by(dx * step, -dy * step)
            event.accept()
            return
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.zoom_to_fit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.placing():
                self.place_at_cursor()
            elif self.controller.phase == "deploy" and 0 <= self._spot_focus < len(self.board.spots):
                spot = self.board.spots[self._spot_focus]
                self.controller.deploy(spot.figure, spot.feature)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.turn_on_board():
            step = -1 if key == Qt.Key.Key_Backtab or mods & Qt.KeyboardModifier.ShiftModifier else 1
            self._cycle_spot(step) if self.controller.phase == "deploy" else self._cycle_cell(step)
        elif key == Qt.Key.Key_Escape:
            self.set_cursor(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def turn_on_board(self) -> bool:
        """A person is placing a tile or a figure here: the keyboard belongs to the board."""
        c = self.controller
        return self.placing() or (c.has_game and c.phase == "deploy" and c.human_to_move and bool(self.board.spots))

    def focusNextPrevChild(self, forward: bool) -> bool:
        if self.turn_on_board():
            return False  # Tab goes through the legal cells or the figure spots, not into the panels
        return super().focusNextPrevChild(forward)

    def _cycle_cell(self, step: int) -> None:
        cells = sorted(self.controller.placement_options(), key=lambda p: (-p.y, p.x))
        if not cells:
            return
        i = cells.index(self.cursor_cell) + step if self.cursor_cell in cells else (0 if step > 0 else -1)
        cell = cells[i % len(cells)]
        rotations = self.controller.placement_options()[cell]
        if self.controller.rotation not in rotations:
            self.controller.set_rotation(rotations[0])
        self.set_cursor(cell)
        self.show_cells([cell])

    def _move_cursor(self, dx: int, dy: int) -> None:
        c = self.controller
        if self.cursor_cell is None:
            options = c.placement_options()
            # Start on the legal cell nearest to the last tile (or the board's centre).
            game = self.game
            ref = game.board.placements[-1].pos if game is not None and game.board.placements else Position(0, 0)
            cell = min(options, key=lambda p: (abs(p.x - ref.x) + abs(p.y - ref.y), p.x, p.y)) if options else ref
            self.set_cursor(cell)
        else:
            self.set_cursor(Position(self.cursor_cell.x + dx, self.cursor_cell.y + dy))
        self.show_cells([self.cursor_cell])

    def rotate_at_cursor(self, steps: int = 1) -> None:
        """R: next rotation; on a legal cell, the next rotation that fits there."""
        c = self.controller
        rotations = c.placement_options().get(self.cursor_cell) if self.cursor_cell is not None else None
        if rotations and len(rotations) > 0:
            r = c.rotation
            for _ in range(4):
                r = (r + steps) % 4
                if r in rotations:
                    break
            c.set_rotation(r)
        else:
            c.rotate(steps)

    def place_at_cursor(self) -> bool:
        if self.cursor_cell is None:
            self.message.emit(QCoreApplication.translate(
                "BoardView", "Choose a cell first: click a highlighted cell or use the arrow keys."))
            return False
        cell = self.cursor_cell
        if self.controller.place_tile(cell.x, cell.y):
            self.set_cursor(None)
            return True
        return False

    def focus_spot(self, spot: SpotMarkerItem) -> None:
        """Give the keyboard to ``spot`` (one of the board's markers): Enter places it."""
        spots = self.board.spots
        if spot not in spots:
            return
        if 0 <= self._spot_focus < len(spots):
            spots[self._spot_focus].set_focused(False)
        self._spot_focus = spots.index(spot)
        spot.set_focused(True)
        self.spot_focused.emit(spot.accessible_text.replace("\n", ": ", 1))

    def _cycle_spot(self, step: int) -> None:
        spots = self.board.spots
        if not spots:
            return
        if 0 <= self._spot_focus < len(spots):
            spots[self._spot_focus].set_focused(False)
        self._spot_focus = (self._spot_focus + step) % len(spots)
        spot = spots[self._spot_focus]
        spot.set_focused(True)
        text = spot.accessible_text.replace("\n", ": ", 1)
        self.spot_focused.emit(text)
        self.show_cells_at(spot.sceneBoundingRect())
        # Said beside the marker, where the eyes are (the status bar may be too narrow).
        at = self.mapFromScene(spot.sceneBoundingRect().bottomRight())
        QToolTip.showText(self.viewport().mapToGlobal(at), spot.accessible_text, self.viewport())
        a11y.set_description(self, text)
        a11y.notify_value(self, text)
        a11y.notify(self, QAccessible.Event.Focus)

    # --- drag and drop ------------------------------------------------------------------------
    def _drag_payload_ok(self, mime: QMimeData) -> dict | None:
        data = read_tile_mime(mime)
        if data is None or not self.placing():
            return None
        tile = self.controller.tile
        if tile is None or data.get("tile") != tile.id:
            return None
        return data

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._drag_payload_ok(event.mimeData()) is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self._drag_to(event.position())

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._drag_payload_ok(event.mimeData()) is None:
            event.ignore()
            return
        # Accepted everywhere, so that a drop on a wrong cell can say why it is refused.
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self._drag_to(event.position())
        self._autoscroll(event.position().toPoint())

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._drag_cell = None
        self._refresh_place()
        event.accept()

    def dropEvent(self, event: QDropEvent) -> None:
        data = self._drag_payload_ok(event.mimeData())
        self._drag_cell = None
        if data is None:
            event.ignore()
            self._refresh_place()
            return
        cell = self.cell_at(event.position())
        rotation = data.get("rotation")
        rotation = self.controller.rotation if not isinstance(rotation, int) else rotation
        if self.controller.place_tile(cell.x, cell.y, rotation):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
            self.set_cursor(None)
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # the figure keys work at once
        else:
            event.ignore()  # refused: the controller said why (illegal_move)
            self._quiet_fit = True  # back to the cursor is not the player's answer to the error
            try:
                self._refresh_place()
            finally:
                self._quiet_fit = False

    def _drag_to(self, pos: QPointF) -> None:
        cell = self.cell_at(pos)
        if cell != self._drag_cell:
            self._drag_cell = cell
            self._refresh_place()

    def _autoscroll(self, pos: QPoint) -> None:
        margin = 24
        vp = self.viewport().rect()
        dx = -12 if pos.x() < margin else 12 if pos.x() > vp.width() - margin else 0
        dy = -12 if pos.y() < margin else 12 if pos.y() > vp.height() - margin else 0
        if dx or dy:
            self.pan_by(dx, dy)


def _united(rects: list[QRectF]) -> QRectF:
    union = QRectF()
    for r in rects:
        union = union.united(r)
    return union
