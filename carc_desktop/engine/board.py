"""Placed tiles, the frontier of open cells with their edge constraints, legal placements."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .geometry import DELTA, Position
from .journal import Journal
from .tileset import RotatedSquare, TileType


@dataclass(eq=False, slots=True)
class Placement:
    """A tile on the board. ``cells[q]`` is where square ``q`` lies."""

    index: int
    tile: TileType
    pos: Position
    rotation: int
    cells: tuple[Position, ...]
    #: Segment index -> feature-graph node.
    nodes: list[int] = field(default_factory=list)

    @property
    def squares(self) -> tuple[RotatedSquare, ...]:
        return self.tile.rotations[self.rotation]

    def segment_cells(self, seg_index: int) -> tuple[Position, ...]:
        return tuple(self.cells[q] for q in self.tile.segments[seg_index].squares)


class Board:
    def __init__(self, journal: Journal) -> None:
        self._j = journal
        self.placements: list[Placement] = []
        #: Cell -> (placement, square index).
        self.cells: dict[Position, tuple[Placement, int]] = {}
        #: Empty cell next to a tile -> pattern: 3 bits per side, the edge code required.
        self.frontier: dict[Position, int] = {}

    def __len__(self) -> int:
        return len(self.placements)

    def at(self, cell: tuple[int, int]) -> tuple[Placement, int] | None:
        # A plain (x, y) finds its Position (equal tuples hash alike), with no Position made.
        return self.cells.get(cell)  # type: ignore[call-overload,no-any-return]

    def footprint(self, tile: TileType, pos: Position, rotation: int) -> tuple[Position, ...]:
        return tuple(Position(pos.x + sq.offset[0], pos.y + sq.offset[1]) for sq in tile.rotations[rotation])

    def placements_for(self, tile: TileType) -> list[tuple[Position, int]]:
        """Every (cell, rotation) where a single-square ``tile`` fits."""
        out = []
        known = tile.fit_cache  # looked up here first: this loop is the hottest of a game
        fitting = tile.rotations_fitting
        for cell, pattern in self.frontier.items():
            fits = known.get(pattern)
            if fits is None:
                fits = fitting(pattern)
            for r in fits:
                out.append((cell, r))
        return out

    def has_placement(self, tile: TileType) -> bool:
        known = tile.fit_cache
        fitting = tile.rotations_fitting
        for pattern in self.frontier.values():
            fits = known.get(pattern)
            if fits is None:
                fits = fitting(pattern)
            if fits:
                return True
        return False

    def fits(self, tile: TileType, pos: Position, rotation: int) -> bool:
        pattern = self.frontier.get(pos)
        return pattern is not None and rotation in tile.rotations_fitting(pattern)

    def put(self, tile: TileType, pos: Position, rotation: int) -> Placement:
        """Lay a tile (no matching check here: the game checks, setups may bypass)."""
        j = self._j
        cells = self.footprint(tile, pos, rotation)
        placement = Placement(len(self.placements), tile, pos, rotation, cells)
        j.append(self.placements, placement)
        for q, cell in enumerate(cells):
            if cell in self.cells:
                raise ValueError(f"cell {tuple(cell)} is taken")
            j.setitem(self.cells, cell, (placement, q))
            if cell in self.frontier:
                j.delitem(self.frontier, cell)
        squares = tile.rotations[rotation]
        for q, cell in enumerate(cells):
            codes = squares[q].codes
            for side in range(4):
                dx, dy = DELTA[side]
                n = Position(cell.x + dx, cell.y + dy)
                if n in self.cells:
                    continue
                facing = (side + 2) % 4
                j.setitem(self.frontier, n, self.frontier.get(n, 0) | (codes[side] << (3 * facing)))
        return placement

    def neighbours(self, placement: Placement) -> Iterator[tuple[int, int, Placement, int]]:
        """(square, side, neighbouring placement, its square) for every occupied side."""
        for q, cell in enumerate(placement.cells):
            for side in range(4):
                dx, dy = DELTA[side]
                other = self.cells.get(Position(cell.x + dx, cell.y + dy))
                if other is not None and other[0] is not placement:
                    yield q, side, other[0], other[1]

    def copy(self, journal: Journal, memo: dict[int, Any]) -> Board:
        """An independent board sharing the tile types; ``memo`` learns, by ``id``, the copy
        of every placement and container (``Game.copy`` remaps the journal with it)."""
        out = Board(journal)
        placements = [Placement(p.index, p.tile, p.pos, p.rotation, p.cells, list(p.nodes)) for p in self.placements]
        for old, new in zip(self.placements, placements):
            memo[id(old)] = new
        out.placements = placements
        out.cells = {cell: (placements[p.index], q) for cell, (p, q) in self.cells.items()}
        out.frontier = dict(self.frontier)
        memo[id(self.placements)] = out.placements
        memo[id(self.cells)] = out.cells
        memo[id(self.frontier)] = out.frontier
        return out

    def bounds(self) -> tuple[int, int, int, int]:
        xs = [c.x for c in self.cells]
        ys = [c.y for c in self.cells]
        return min(xs), min(ys), max(xs), max(ys)
