"""Where things are on a tile and where they go when it turns (no painting).

Light on purpose: the board imports it at start. Where a figure stands comes from the
table shipped with the game (``art/data/figure-anchors.json``, written by
``tools/render_anchors.py`` from the region analysis): analysing a tile's raster took up to
36 ms of the GUI thread the first time a figure went on each tile type of a game. A tile
the table does not know (or knows with other segments) is analysed as before.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from importlib.resources import files

from carc_desktop.engine import TileType, rotate_offset

from .layout import tile_size

#: The shipped table (tools/render_anchors.py writes it).
ANCHORS_JSON = files(__package__) / "data" / "figure-anchors.json"


def segment_anchor(tile: TileType, seg_index: int) -> tuple[float, float]:
    """Where a figure on segment ``seg_index`` stands, in canonical tile units.

    (0, 0) is the tile's top-left (north-west) corner, y grows southwards; a square is
    1 x 1 and a Leipzig tile 2 x 1. Different segments of a tile get different points.
    """
    if not 0 <= seg_index < len(tile.segments):
        raise IndexError(f"{tile.id} has no segment {seg_index}")
    shipped = shipped_anchors().get(tile.id)
    if shipped is not None and shipped[0] == segments_key(tile):
        return shipped[1][seg_index]
    return analysed_anchor(tile, seg_index)


def analysed_anchor(tile: TileType, seg_index: int) -> tuple[float, float]:
    """The anchor as the region analysis finds it (what the shipped table holds)."""
    from .regions import regions_for  # the raster analysis, only for a tile not shipped

    return regions_for(tile).anchors[seg_index]


def segments_key(tile: TileType) -> str:
    """A digest of the tile's segments as the catalogue defines them: a shipped anchor
    counts only for a tile whose segments are still these."""
    return hashlib.sha1(repr(tile.segments).encode("utf-8")).hexdigest()[:16]


@cache
def shipped_anchors() -> dict[str, tuple[str, list[tuple[float, float]]]]:
    """Tile id -> (its segments' key, the anchor of each segment), from the shipped table;
    empty when the file is missing or unreadable (every anchor is then analysed)."""
    try:
        data = json.loads(ANCHORS_JSON.read_text(encoding="utf-8"))
        return {tid: (entry["segments"], [(float(x), float(y)) for x, y in entry["anchors"]])
                for tid, entry in data["tiles"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def rotated_size(tile: TileType, rotation: int) -> tuple[int, int]:
    """Width and height (in squares) of the tile's footprint after ``rotation``."""
    w, h = tile_size(tile)
    return (w, h) if rotation % 2 == 0 else (h, w)


def footprint_top_left(tile: TileType, rotation: int) -> tuple[int, int]:
    """Board offset (dx east, dy north, in cells) of the rotated footprint's north-west
    cell from the tile's anchor square (``squares[0]``, the Leipzig outer square).

    Draw the rotated pixmap with its top-left at that cell; (0, 0) for single squares.
    """
    offsets = [rotate_offset(*sq.offset, rotation) for sq in tile.squares]
    return min(o[0] for o in offsets), max(o[1] for o in offsets)


def rotate_anchor(point: tuple[float, float], rotation: int, size: tuple[float, float] = (1.0, 1.0)) -> tuple[float, float]:
    """Map a canonical point to the tile turned ``rotation`` quarter turns clockwise.

    ``size`` is the canonical (width, height) in squares, e.g. (2, 1) for Leipzig; the
    result is relative to the top-left of the rotated footprint (``rotated_size``).
    """
    x, y = point
    w, h = size
    for _ in range(rotation % 4):
        x, y, w, h = h - y, x, h, w
    return x, y
