"""What the board still allows: the open cells that the tiles still to come can fill, and
what an unfinished road, city or monastery still needs.

The board aids (dead and hard spots, feature chances) draw these answers; every answer is
read from the frontier patterns and tile fits that the engine's own placement rule uses
(``Board.fits``), so an aid can never disagree with what the game would let a player do.

"Tiles to come" are the tiles still in the bag plus the drawn tile while it waits to be
placed: a player may know these (the bag's content, not its order).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .features import Feature
from .geometry import DELTA, RING, Position
from .tileset import CITY, MONASTERY, ROAD, Catalogue

if TYPE_CHECKING:
    from .game import Game

#: A spot that this many tiles to come (or fewer, but at least one) can fill is "hard".
HARD_SPOT_TILES = 2


@dataclass(frozen=True, slots=True)
class FeatureChances:
    """What an unfinished road, city or monastery still needs (``feature_chances``)."""

    feature: int
    kind: str
    #: Empty cells the feature must have filled to be finished: a lower bound on the tiles
    #: it needs (a tile laid there may open new ends).
    min_tiles: int
    #: Each gap cell -> how many tiles to come fit there (0: the feature can never finish).
    gaps: dict[Position, int]

    @property
    def can_finish(self) -> bool:
        return all(n > 0 for n in self.gaps.values())


def tiles_to_come(game: Game) -> dict[str, int]:
    """Tile id -> copies still to be placed: the bag and, while it waits, the drawn tile."""
    out = dict(game.remaining_tiles())
    tile = game.tile
    if tile is not None and game.phase == "place" and not game.finished:
        out[tile.id] = out.get(tile.id, 0) + 1
    return out


#: Per catalogue, frontier pattern -> the ids of the tile types that fit it in some rotation:
#: the same for the whole game (only the counts to come change), so the board aids, asked
#: after every move, test each pattern against the tile types once.
_FITTING: weakref.WeakKeyDictionary[Catalogue, dict[int, tuple[str, ...]]] = weakref.WeakKeyDictionary()


def _fitting_ids(catalogue: Catalogue, pattern: int) -> tuple[str, ...]:
    known = _FITTING.get(catalogue)
    if known is None:
        known = _FITTING[catalogue] = {}
    ids = known.get(pattern)
    if ids is None:
        ids = known[pattern] = tuple(tid for tid, tile in catalogue.tiles.items() if tile.rotations_fitting(pattern))
    return ids


def _fitting_counts(game: Game, cells: list[Position]) -> dict[Position, int]:
    board = game.board
    catalogue = game.catalogue
    to_come = tiles_to_come(game)
    out: dict[Position, int] = {}
    by_pattern: dict[int, int] = {}
    for cell in cells:
        pattern = board.frontier.get(cell)
        if pattern is None:
            continue
        count = by_pattern.get(pattern)
        if count is None:
            count = by_pattern[pattern] = sum(to_come.get(tid, 0) for tid in _fitting_ids(catalogue, pattern))
        out[cell] = count
    return out


def open_spots(game: Game) -> dict[Position, int]:
    """Every open cell next to a tile -> how many tiles to come could be placed there."""
    return _fitting_counts(game, list(game.board.frontier))


def dead_spots(game: Game) -> list[Position]:
    """Open cells that no tile to come can ever fill (sorted)."""
    return sorted(c for c, n in open_spots(game).items() if n == 0)


def hard_spots(game: Game) -> dict[Position, int]:
    """Open cells that only one or two tiles to come can fill -> that number."""
    return {c: n for c, n in sorted(open_spots(game).items()) if 0 < n <= HARD_SPOT_TILES}


def gap_cells(game: Game, feature: Feature) -> list[Position]:
    """The empty cells an unfinished road, city or monastery must have filled (sorted);
    empty for a finished one or a field."""
    root = game.features.root(feature.id)
    if root.open == 0 or root.kind not in (ROAD, CITY, MONASTERY):
        return []
    cells = game.board.cells
    gaps: set[Position] = set()
    for piece in root.pieces:
        placement = piece.placement
        seg = placement.tile.segments[piece.segment]
        if root.kind == MONASTERY:
            centre = placement.cells[seg.squares[0]]
            around = (Position(centre.x + dx, centre.y + dy) for dx, dy in RING)
            gaps.update(c for c in around if c not in cells)
            continue
        for q, side in seg.sides:
            turned = (side + placement.rotation) % 4
            cell = placement.cells[q]
            dx, dy = DELTA[turned]
            nb = Position(cell.x + dx, cell.y + dy)
            if nb not in cells:
                gaps.add(nb)
    return sorted(gaps)


def feature_chances(game: Game, feature: Feature) -> FeatureChances | None:
    """How many tiles an unfinished road, city or monastery needs at least and how many
    tiles to come fit each of its gaps; None for a field or a finished feature."""
    root = game.features.root(feature.id)
    gaps = gap_cells(game, root)
    if not gaps:
        return None
    counts = _fitting_counts(game, gaps)
    # A monastery's corner cells touch no tile yet: any tile to come may go there later.
    total = sum(tiles_to_come(game).values())
    return FeatureChances(root.id, root.kind, len(gaps), {c: counts.get(c, total) for c in gaps})
