"""Where things are on a tile and where they go when it turns (no painting).

Light on purpose: the board imports it at start, and the region analysis behind
``segment_anchor`` is loaded only when a figure's place is first asked for.
"""

from __future__ import annotations

from carc_desktop.engine import TileType, rotate_offset

from .layout import tile_size


def segment_anchor(tile: TileType, seg_index: int) -> tuple[float, float]:
    """Where a figure on segment ``seg_index`` stands, in canonical tile units.

    (0, 0) is the tile's top-left (north-west) corner, y grows southwards; a square is
    1 x 1 and a Leipzig tile 2 x 1. Different segments of a tile get different points.
    """
    if not 0 <= seg_index < len(tile.segments):
        raise IndexError(f"{tile.id} has no segment {seg_index}")
    from .regions import regions_for  # the raster analysis, only when a figure is placed

    return regions_for(tile).anchors[seg_index]


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
