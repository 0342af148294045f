"""BoardScene: the items of the board, kept in step with the game by small diffs.

``sync(game)`` adds and removes only the tiles and figures that changed (an undo removes
them again); hints, the preview, the cursor and spot markers are set by the view.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsScene

from carc_desktop.engine import FIELD, Deploy, Event, Figure, Game, Placement, Position, TileType
from carc_desktop.texts.event_text import event_cells

from . import art
from .geometry import TILE, anchor_point, cells_rect
from .items import (
    BoardNoteItem,
    BoardShadowItem,
    CellHintItem,
    CursorItem,
    FloatingTextItem,
    LastTileItem,
    MeepleItem,
    PreviewItem,
    RecentMarkItem,
    ScoreFlashItem,
    SpotMarkerItem,
    SwapMarkItem,
    TileItem,
)
from .tooltips import figure_reading, tile_reading, tile_tooltip

#: Empty scene space kept around the board (in cells): it can be panned past its edge, and
#: a small board can still be framed off-centre (clear of the prompt).
MARGIN_CELLS = 40
#: Durations (ms) of the short animations.
LEAVE_MS = 420
FLASH_MS = 1600
#: A figure marker's radius (scene units) when there is room for it.
SPOT_RADIUS = TILE * 0.15
#: Least gap between two markers' centres beyond their radii (scene units): room for their
#: outlines (up to 0.03 of a tile) and a gap still seen at a small screen's zoom (0.3).
SPOT_GAP = TILE * 0.075


def spread_markers(points: list[QPointF], bounds: QRectF, radius: float) -> tuple[list[QPointF], float]:
    """Marker centres and one radius such that no two markers overlap and all stay on the
    tile: crowded anchors are pushed apart first, and the markers shrink if that is not enough."""
    pts = [QPointF(p) for p in points]
    inner = bounds.adjusted(radius, radius, -radius, -radius)
    for _ in range(60):
        moved = False
        for i in range(len(pts)):
            for j in range(i + 1, len(pts)):
                d = pts[j] - pts[i]
                dist = math.hypot(d.x(), d.y())
                need = 2 * radius + SPOT_GAP
                if dist >= need:
                    continue
                if dist < 1e-6:  # the same point: split sideways
                    d, dist = QPointF(1.0, 0.0), 1.0
                push = (need - dist) / 2 + 0.01
                step = QPointF(d.x() / dist * push, d.y() / dist * push)
                pts[i] -= step
                pts[j] += step
                moved = True
        for p in pts:  # stay on the tile
            p.setX(min(max(p.x(), inner.left()), inner.right()))
            p.setY(min(max(p.y(), inner.top()), inner.bottom()))
        if not moved:
            break
    closest = min((math.hypot(a.x() - b.x(), a.y() - b.y()) for k, a in enumerate(pts) for b in pts[k + 1:]),
                  default=math.inf)
    if closest >= radius + SPOT_GAP:
        return pts, min(radius, (closest - SPOT_GAP) / 2)
    # Too crowded to keep the anchors: a grid over the tile, in the anchors' reading order.
    k = math.ceil(math.sqrt(len(pts)))
    step_x, step_y = bounds.width() / k, bounds.height() / k
    order = sorted(range(len(pts)), key=lambda i: (round(pts[i].y()), pts[i].x()))
    grid = [QPointF()] * len(pts)
    for slot, i in enumerate(order):
        grid[i] = QPointF(bounds.left() + (slot % k + 0.5) * step_x, bounds.top() + (slot // k + 0.5) * step_y)
    return grid, min(radius, (min(step_x, step_y) - SPOT_GAP) / 2)


def _tile_key(p: Placement) -> tuple:
    return (p.index, p.tile.id, tuple(p.pos), p.rotation)


class BoardScene(QGraphicsScene):
    def __init__(self, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.setBackgroundBrush(QBrush(art.table_texture()))
        self.edition = "C3"
        self.animations_enabled = True
        self.tiles: dict[tuple, TileItem] = {}
        self.figures: dict[tuple, MeepleItem] = {}
        #: The meeples sent to Leipzig, by (quarter, player, which of his there).
        self.quarter_figures: dict[tuple, MeepleItem] = {}
        # A figure drawn from another size for a moment (art.FIGURES_PAINT_LATER): redrawn
        # when its own size is painted.
        art.figure_painter().painted.connect(self._figures_painted)
        self.hints: dict[Position, CellHintItem] = {}
        self.spots: list[SpotMarkerItem] = []
        #: Notes on the board by name ("hover": a feature's value; "placement": its points).
        self.notes: dict[str, BoardNoteItem] = {}
        self.shadow = BoardShadowItem()
        self.addItem(self.shadow)
        self.last_tile = LastTileItem()
        self.last_tile.accessible_text = QCoreApplication.translate("BoardView", "placed last")
        self.addItem(self.last_tile)
        self.preview = PreviewItem()
        self.addItem(self.preview)
        self.cursor = CursorItem()
        self.addItem(self.cursor)
        self.highlight = LastTileItem()
        self.highlight.setZValue(self.cursor.zValue() - 1)
        self.addItem(self.highlight)
        #: The two followers of a La Porxada swap being answered (None: no swap asked).
        self.swap: SwapMarkItem | None = None
        #: The numbered badges on the tiles placed since the viewer's last turn.
        self.recent: list[RecentMarkItem] = []
        self._animations: set[QAbstractAnimation] = set()
        self._board_rect = QRectF()
        art.refiner().refined.connect(self._refresh_inexact_tiles)

    def _refresh_inexact_tiles(self) -> None:
        for item in self.tiles.values():
            if not item.exact:
                item.update()

    # --- notes: a value or the points of a placement, on the board ------------------------------
    def show_note(self, name: str, text: str, anchor: QPointF) -> None:
        """Show (or replace) the note ``name`` next to ``anchor`` (scene coordinates)."""
        held = self.notes.get(name)
        if held is not None and held.text == text:
            held.setPos(anchor)
            self._place_note(held)
            return
        self.hide_note(name)
        if text:
            item = BoardNoteItem(text, anchor)
            self.addItem(item)
            self.notes[name] = item
            self._place_note(item)

    def _place_note(self, item: BoardNoteItem) -> None:
        """Let the view stand the note where it is inside the board and clear of the band."""
        for view in self.views():
            place = getattr(view, "place_note", None)
            if place is not None:
                place(item)

    def hide_note(self, name: str) -> None:
        item = self.notes.pop(name, None)
        if item is not None:
            self.removeItem(item)

    def note_text(self, name: str) -> str:
        item = self.notes.get(name)
        return item.text if item is not None else ""

    def retranslate(self) -> None:
        """Tooltips again in the current language (the tile pictures carry no words)."""
        for item in self.tiles.values():
            item.setToolTip(tile_tooltip(item.tile))
            item.accessible_text = tile_reading(item.tile, item.rotation_turns)
        self.last_tile.accessible_text = QCoreApplication.translate("BoardView", "placed last")
        for fitem in self.figures.values():
            if fitem.owner is not None:
                fitem.accessible_text = figure_reading(fitem.kind, fitem.lying, *fitem.owner)

    def texts_at(self, cell: Position) -> list[str]:
        """What a screen reader hears of a cell: the words of every board item on it (the
        tile, the figures, the marks of the aids), tile first, each once."""
        rect = cells_rect([cell])
        found: list[tuple[float, str]] = []
        for item in self.items(rect):
            if not item.isVisible():
                continue
            text = getattr(item, "accessible_text", "") or item.toolTip()
            if not text:
                continue
            covers = isinstance(item, (TileItem, LastTileItem)) or rect.contains(item.sceneBoundingRect().center())
            if covers and all(text != t for _, t in found):
                found.append((item.zValue(), text.replace("\n", ": ")))
        return [t for _, t in sorted(found, key=lambda f: f[0])]

    # --- the board ----------------------------------------------------------------------------
    def sync(self, game: Game) -> None:
        """Bring tiles and figures in line with the game (only what changed is touched)."""
        self.edition = game.edition
        placements = game.board.placements
        wanted = {_tile_key(p): p for p in placements}
        changed = False
        for key in [k for k in self.tiles if k not in wanted]:
            self.removeItem(self.tiles.pop(key))
            changed = True
        for key, p in wanted.items():
            if key not in self.tiles:
                item = TileItem(p.tile, p.cells, p.rotation, game.edition)
                item.setToolTip(tile_tooltip(p.tile))
                item.accessible_text = tile_reading(p.tile, p.rotation)
                self.addItem(item)
                self.tiles[key] = item
                changed = True
        if changed:
            cells = [c for p in placements for c in p.cells]
            self.shadow.set_cells(cells)
            self._board_rect = cells_rect(cells)
            self._update_scene_rect()
        last = game.last if game.last is not None else (placements[-1] if len(placements) > 1 else None)
        if last is not None and game.history:
            owner = game.current if game.last is not None else (game.current - 1) % len(game.players)
            self.last_tile.set_target(cells_rect(last.cells), art.player_colour(game, owner))
        else:
            self.last_tile.set_target(QRectF(), QColor("white"))
        self._sync_figures(game)

    def recolour(self, game: Game) -> None:
        """The player colours changed (another palette): every figure is drawn again."""
        for item in list(self.figures.values()) + list(self.quarter_figures.values()):
            self.removeItem(item)
        self.figures.clear()
        self.quarter_figures.clear()
        self.sync(game)

    def _sync_quarters(self, game: Game) -> None:
        """The meeples in Leipzig's quarters, on the quarters (only what changed)."""
        from .leipzig_figures import quarter_figures  # Leipzig's own module, for its games

        wanted = {(f.quarter, f.player, f.nth): f for f in quarter_figures(game)} \
            if game.rules.has("markets_of_leipzig") else {}
        for key in [k for k in self.quarter_figures if k not in wanted]:
            self.removeItem(self.quarter_figures.pop(key))
        for key, f in wanted.items():
            item = self.quarter_figures.get(key)
            if item is None:
                item = MeepleItem(("leipzig",) + key, "follower", art.player_colour(game, f.player), False, f.centre,
                                  str(f.player + 1))
                self.addItem(item)
                self.quarter_figures[key] = item
            item.setPos(f.centre)
            item.setToolTip(f.tooltip)

    def _figures_painted(self) -> None:
        for item in list(self.figures.values()) + list(self.quarter_figures.values()):
            item.update()

    def _sync_figures(self, game: Game) -> None:
        self._sync_quarters(game)
        placements = game.board.placements
        wanted: dict[tuple, Figure] = {}
        for fig in game.figure_at.values():
            p = placements[fig.placement]
            wanted[(fig, _tile_key(p))] = fig
        for key in [k for k in self.figures if k not in wanted]:
            self._remove_figure(self.figures.pop(key))
        for key, fig in wanted.items():
            if key in self.figures:
                continue
            p = placements[fig.placement]
            seg = p.tile.segments[fig.segment]
            lying = fig.kind == "follower" and seg.kind == FIELD
            centre = anchor_point(p.tile, p.cells, p.rotation, fig.segment)
            item = MeepleItem(key, fig.kind, art.player_colour(game, fig.player), lying, centre, str(fig.player + 1))
            item.owner = (game.players[fig.player].name, fig.player)
            item.accessible_text = figure_reading(fig.kind, lying, *item.owner)
            self.addItem(item)
            self.figures[key] = item

    def _remove_figure(self, item: MeepleItem) -> None:
        """Figures leaving the board float up and fade (short), then go."""
        if not self.animations_enabled:
            self.removeItem(item)
            return
        group = QParallelAnimationGroup(self)
        fade = QPropertyAnimation(item, b"opacity", group)
        fade.setDuration(LEAVE_MS)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        rise = QPropertyAnimation(item, b"pos", group)
        rise.setDuration(LEAVE_MS)
        rise.setStartValue(item.pos())
        rise.setEndValue(item.pos() + QPointF(0, -TILE * 0.45))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(fade)
        group.addAnimation(rise)
        self._run(group, lambda: self.removeItem(item) if item.scene() is self else None)

    def _run(self, anim: QAbstractAnimation, done=None) -> None:  # type: ignore[no-untyped-def]
        self._animations.add(anim)

        def finished() -> None:
            self._animations.discard(anim)
            if done is not None:
                done()
            anim.deleteLater()

        anim.finished.connect(finished)
        anim.start()

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        for anim in list(self._animations):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            anim.finished.emit()

    @property
    def board_rect(self) -> QRectF:
        return QRectF(self._board_rect)

    def _update_scene_rect(self) -> None:
        m = MARGIN_CELLS * TILE
        self.setSceneRect(self._board_rect.adjusted(-m, -m, m, m))

    # --- La Porxada's swap -----------------------------------------------------------------------
    def show_swap(self, game: Game, figures: tuple[Figure, Figure] | None) -> None:
        """Mark the two followers of the swap being answered (None: take the marks away)."""
        if self.swap is not None:
            self.removeItem(self.swap)
            self.swap = None
        if figures is None:
            return
        points = []
        for fig in figures:
            p = game.board.placements[fig.placement]
            points.append((anchor_point(p.tile, p.cells, p.rotation, fig.segment), art.player_colour(game, fig.player)))
        self.swap = SwapMarkItem(points[0][0], points[0][1], points[1][0], points[1][1])
        self.addItem(self.swap)

    # --- since your last turn -------------------------------------------------------------------
    def show_recent(self, game: Game, marks: list[tuple[int, int]], tooltip: Callable[[int, int], str]) -> None:
        """A numbered badge on each tile of ``marks`` ((placement index, who placed it),
        oldest first) in its player's colour; ``tooltip(order, player)`` says what it means."""
        placements = game.board.placements
        wanted = [(i + 1, index, who) for i, (index, who) in enumerate(marks) if 0 <= index < len(placements)]
        have = [(m.order, m.data(0), m.data(1)) for m in self.recent]
        if have == wanted:
            return
        self.clear_recent()
        for order, index, who in wanted:
            rect = cells_rect(placements[index].cells)
            item = RecentMarkItem(order, art.player_colour(game, who), rect.topLeft())
            item.setData(0, index)
            item.setData(1, who)
            item.setToolTip(tooltip(order, who))
            self.addItem(item)
            self.recent.append(item)

    def clear_recent(self) -> None:
        for item in self.recent:
            self.removeItem(item)
        self.recent.clear()

    # --- placement hints ----------------------------------------------------------------------
    def show_hints(self, options: dict[Position, tuple[int, ...]], rotation: int, hot: Position | None = None) -> None:
        for cell in [c for c in self.hints if c not in options]:
            self.removeItem(self.hints.pop(cell))
        for cell, rotations in options.items():
            item = self.hints.get(cell)
            if item is None:
                item = CellHintItem(cell)
                self.addItem(item)
                self.hints[cell] = item
            item.set_state(rotation in rotations, cell == hot)

    def clear_hints(self) -> None:
        for item in self.hints.values():
            self.removeItem(item)
        self.hints.clear()

    def show_preview(self, game: Game, tile: TileType, cell: Position, rotation: int, legal: bool) -> None:
        self.preview.show_at(tile, game.board.footprint(tile, cell, rotation), rotation, legal, self.edition)

    def hide_preview(self) -> None:
        self.preview.setVisible(False)

    def set_cursor(self, cell: Position | None) -> None:
        self.cursor.set_cell(cell)

    def highlight_cells(self, cells: Iterable[tuple[int, int]], colour: QColor | None = None) -> None:
        cells = list(cells)
        self.highlight.set_target(cells_rect(cells) if cells else QRectF(), colour or QColor(255, 240, 150))

    # --- figure spots -------------------------------------------------------------------------
    def show_spots(self, game: Game, placement: Placement, moves: list[Deploy], player: int,
                   describe: Callable[[int], str] | None = None) -> None:
        """A marker per deploy move on ``placement``; ``describe(seg_index)`` names the feature
        and its value for the tooltip. Markers never overlap (in scene units, so at no zoom)."""
        self.clear_spots()
        colour = art.player_colour(game, player)
        by_segment: dict[int, list[Deploy]] = {}
        for m in moves:
            if m.feature in placement.tile.segment_index:
                by_segment.setdefault(placement.tile.segment_index[m.feature], []).append(m)
        wanted: list[tuple[Deploy, int, QPointF]] = []
        for seg_index, group in by_segment.items():
            centre = anchor_point(placement.tile, placement.cells, placement.rotation, seg_index)
            for i, m in enumerate(group):
                wanted.append((m, seg_index, centre + QPointF((i - (len(group) - 1) / 2) * TILE * 0.4, 0)))
        points, radius = spread_markers([p for _m, _s, p in wanted], cells_rect(placement.cells), SPOT_RADIUS)
        for (m, seg_index, _p), point in zip(wanted, points):
            seg = placement.tile.segments[seg_index]
            lying = m.figure == "follower" and seg.kind == FIELD
            item = SpotMarkerItem(m.figure, m.feature, colour, lying, point, radius)
            tip = art.figure_tooltip(m.figure, lying)
            if describe is not None:
                tip = f"{tip}\n{describe(seg_index)}"
            item.setToolTip(tip)
            item.setAccessibleText(tip)
            self.addItem(item)
            self.spots.append(item)

    def clear_spots(self) -> None:
        for item in self.spots:
            self.removeItem(item)
        self.spots.clear()

    # --- scoring flashes ----------------------------------------------------------------------
    def flash_scores(self, game: Game, events: list[Event]) -> None:
        """Briefly light up the features just scored, with the points rising above them.

        Not the final scoring: the end-of-game dialog opening over the board shows it step
        by step, and every unfinished feature and field flashing at once (each a cached
        picture up to the board's size, painted as the dialog opens) held the window for
        60-90 ms."""
        if not self.animations_enabled:
            return
        for ev in events:
            if ev.data.get("reason") == "final":
                continue
            cells = event_cells(ev, game)
            winners = [p for p, v in ev.points.items() if v > 0]
            colour = art.player_colour(game, winners[0]) if winners else QColor(255, 240, 180)
            if cells:
                flash = ScoreFlashItem(cells, colour)
                self.addItem(flash)
                fade = QPropertyAnimation(flash, b"opacity", self)
                fade.setDuration(FLASH_MS)
                fade.setKeyValueAt(0.0, 0.0)
                fade.setKeyValueAt(0.15, 1.0)
                fade.setKeyValueAt(0.6, 0.9)
                fade.setKeyValueAt(1.0, 0.0)
                self._run(fade, lambda f=flash: self.removeItem(f) if f.scene() is self else None)
                centre = cells_rect(cells).center()
            else:
                continue
            for i, p in enumerate(winners):
                text = FloatingTextItem(f"+{ev.points[p]}", art.player_colour(game, p),
                                        centre + QPointF(i * TILE * 0.6, 0))
                self.addItem(text)
                anim = QParallelAnimationGroup(self)
                rise = QPropertyAnimation(text, b"pos", anim)
                rise.setDuration(FLASH_MS)
                rise.setStartValue(text.pos())
                rise.setEndValue(text.pos() + QPointF(0, -TILE * 0.8))
                rise.setEasingCurve(QEasingCurve.Type.OutCubic)
                fade = QPropertyAnimation(text, b"opacity", anim)
                fade.setDuration(FLASH_MS)
                fade.setKeyValueAt(0.0, 1.0)
                fade.setKeyValueAt(0.7, 1.0)
                fade.setKeyValueAt(1.0, 0.0)
                anim.addAnimation(rise)
                anim.addAnimation(fade)
                self._run(anim, lambda t=text: self.removeItem(t) if t.scene() is self else None)

