"""Hints on the board: a figure's feature and its value when the mouse rests on it, and
(optional) the points a placement would score at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint
from PySide6.QtGui import QColor

from carc_desktop.controller import GameController
from carc_desktop.engine import Game, PlaceTile, aids
from carc_desktop.texts.event_text import fill, join_names

from ..board.aids import chances_text
from ..board.geometry import TILE, anchor_point, cell_rect
from ..board.items import TileItem
from ..board.view import BoardView
from ..window.status import Shell
from .feature_info import PlacementPreview, describe, feature_info, figure_from_item

#: The board notes these hints use.
NOTE, PLACEMENT_NOTE = "hover", "placement"
#: How near a feature's heart (where its figure would stand) the pointer must be for its
#: chances (Manhattan distance, in tiles).
HEART_RADIUS = 0.3


class FeatureHover(QObject):
    """Watches the board's viewport: over a figure, its feature lights up and its value shows."""

    def __init__(self, board: BoardView, controller: GameController) -> None:
        super().__init__(board)
        self.board = board
        self.controller = controller
        self.enabled = True
        #: Also say what an unfinished feature still needs (the feature-chances aid).
        self.chances = True
        self.active = False
        self.figure: Any = None  # the figure whose hint is shown (None: recompute)
        self.text = ""
        # The view's own mouse signals, not an event filter on its viewport: that would bring
        # every event of the board, each of its repaints, to Python.
        board.pointer_moved.connect(self._moved)
        board.pointer_left.connect(self._left)
        controller.state_changed.connect(self.forget)

    def forget(self) -> None:
        """The game changed: the hint is computed again on the next mouse move."""
        self.figure = None

    def _moved(self, pos: QPoint) -> None:
        if self.enabled and self.controller.has_game:
            self.hover(pos)

    def _left(self) -> None:
        if self.active:
            self.end()

    def hover(self, pos: QPoint) -> None:
        game = self.board.game  # the game the board shows
        if game is None:
            return
        figure = None
        for item in self.board.items(pos):
            figure = figure_from_item(item)
            if figure is not None:
                break
        where: tuple[int, int] | None
        if figure is not None and game.figure_at.get((figure.placement, figure.segment)) == figure:
            target: Any = figure
            where = (figure.placement, figure.segment)
        else:
            # No figure: the unfinished feature whose heart (where a figure would stand) is
            # under the pointer, for its chances; only with that aid on.
            where = self._feature_heart(game, pos) if self.chances else None
            target = where
        if target is None or where is None:
            if self.active:
                self.end()
            return
        if not (self.active and target == self.figure):  # else: shown already, same game state
            placement = game.board.placements[where[0]]
            feature = game.feature_of(placement, where[1])
            needs = chances_text(game, feature) if self.chances else ""
            if figure is None and not needs:
                if self.active:
                    self.end()
                return
            info = feature_info(game, where[0], where[1])
            self.board.board.highlight_cells(info.cells, QColor(255, 255, 255))
            self.active = True
            self.figure = target
            self.text = describe(info, game)
            if needs:
                self.text = f"{self.text}\n{needs}"
        # On the board, not in a tooltip: the scene's own tooltip handling hides any tooltip
        # the moment the mouse rests on an item that has none.
        self.board.board.show_note(NOTE, self.text, self.board.mapToScene(pos))

    def _feature_heart(self, game: Game, pos: QPoint) -> tuple[int, int] | None:
        """(placement index, segment) of the feature on the hovered tile whose anchor is
        nearest the pointer, if the pointer is near it and the engine has chances for it
        (an unfinished road, city or monastery)."""
        at = self.board.mapToScene(pos)
        tile_item = next((i for i in self.board.items(pos) if isinstance(i, TileItem)), None)
        if tile_item is None:
            return None
        index = next((k for k, p in enumerate(game.board.placements) if p.cells == tile_item.cells), None)
        if index is None:
            return None
        p = game.board.placements[index]
        best: tuple[float, int] | None = None
        for seg_index in range(len(p.tile.segments)):
            anchor = anchor_point(p.tile, p.cells, p.rotation, seg_index)
            d = (anchor - at).manhattanLength()
            if d > HEART_RADIUS * TILE or (best is not None and d >= best[0]):
                continue
            if aids.feature_chances(game, game.feature_of(p, seg_index)) is not None:
                best = (d, seg_index)
        return None if best is None else (index, best[1])

    def end(self) -> None:
        self.active = False
        self.figure = None
        self.board.board.highlight_cells([])
        self.board.board.hide_note(NOTE)


class PlacementHint:
    """"Placing it here scores at once: ..." for the cell under the cursor (when enabled)."""

    def __init__(self, board: BoardView, controller: GameController) -> None:
        self.board = board
        self.controller = controller
        self.enabled = False
        self.preview = PlacementPreview()

    def points(self) -> dict[int, int] | None:
        """Player -> points of placing the tile at the cursor now (None: nothing to say)."""
        c = self.controller
        cell = self.board.cursor_cell
        if not (self.enabled and cell is not None and c.has_game and c.phase == "place" and c.human_to_move
                and c.rotation in c.placement_options().get(cell, ())):
            return None
        game = self.board.game  # the game the board shows
        return self.preview.points(game, PlaceTile(cell.x, cell.y, c.rotation)) if game is not None else None

    def text(self) -> str:
        points = self.points()
        if points is None:
            return ""
        if not points:
            return Shell.tr("Placing it here scores nothing at once.")
        game = self.board.game
        assert game is not None  # points() said something
        parts = [fill(Shell.tr("%1 %2", "player name, signed points"), game.players[p].name, f"{v:+d}")
                 for p, v in sorted(points.items())]
        return fill(Shell.tr("Placing it here scores at once: %1."), join_names(parts))

    def show(self) -> str:
        """The hint on the board, by the cursor cell (and its text, for the status bar)."""
        text = self.text()
        cell = self.board.cursor_cell
        if text and cell is not None:
            rect = cell_rect(cell.x, cell.y)
            self.board.board.show_note(PLACEMENT_NOTE, text, rect.topRight())
        else:
            self.board.board.hide_note(PLACEMENT_NOTE)
        return text
