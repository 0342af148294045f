"""A small mini-map of a game's board, drawn with Pillow from the engine state.

Each board cell is ``cell_px`` pixels (4-6 by default) split into a 3x3 grid: the four
side blocks show the edge kinds (city brown, road light), the centre shows what the tile
holds there (a city spanning several sides, a road junction, a red monastery), corners
between two sides of one city are brown, everything else is field green. Read-only: it
touches only ``board.cells``, ``placement.squares[q].edges/halves`` and the segments.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from PIL import Image

    from carc_desktop.engine import Game, Placement, TileType

FIELD_RGB = (104, 160, 72)
CITY_RGB = (150, 98, 52)
ROAD_RGB = (236, 228, 204)
MONASTERY_RGB = (206, 40, 40)
OTHER_RGB = (128, 120, 150)
BACKGROUND = (0, 0, 0, 0)
MIN_CELL_PX, MAX_CELL_PX = 3, 6
DEFAULT_MAX_SIZE = 192

# 3x3 block coordinates (column, row), row 0 at the top (north).
_SIDE_BLOCK = ((1, 0), (2, 1), (1, 2), (0, 1))            # N, E, S, W
_CORNER_AFTER = ((2, 0), (2, 2), (0, 2), (0, 0))          # NE, SE, SW, NW: between s and s+1
_CENTRE = (1, 1)


@dataclass(frozen=True)
class MiniMap:
    """What the mini-map shows, read from the game (no Pillow): the image size and its
    coloured rectangles. Cheap to take on the thread that owns the game; drawing and
    encoding it (:func:`minimap_png`) can then happen on any thread."""

    size: tuple[int, int]
    #: (x0, y0, x1, y1, rgb), corners included.
    rects: tuple[tuple[int, int, int, int, tuple[int, int, int]], ...]
    max_size: int


#: A rectangle inside a cell: (x0, y0, x1, y1, rgb), corners included.
_Rect = tuple[int, int, int, int, tuple[int, int, int]]

#: Per tile type, (rotation, square, cell size) -> its blocks as rectangles inside the cell.
#: The autosave takes a mini-map after nearly every move, on the GUI thread; working out
#: every cell's blocks again was half of it (5 ms late in a six-player game with every
#: expansion), though a cell's blocks follow from its tile, rotation and square alone.
_CELL_RECTS: WeakKeyDictionary[TileType, dict[tuple[int, int, int], tuple[_Rect, ...]]] = WeakKeyDictionary()


def minimap_of(game: Game, cell_px: int | None = None, max_size: int = DEFAULT_MAX_SIZE) -> MiniMap:
    """The mini-map of ``game`` as rectangles (touches only the board, never Pillow)."""
    cells = game.board.cells
    if not cells:
        return MiniMap(((cell_px or MAX_CELL_PX),) * 2, (), max_size)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    min_x, max_y = min(xs), max(ys)
    span_x, span_y = max(xs) - min_x + 1, max_y - min(ys) + 1
    if cell_px is None:
        cell_px = max(MIN_CELL_PX, min(MAX_CELL_PX, max_size // max(span_x, span_y)))
    c = max(1, int(cell_px))
    rects = []
    for cell, (placement, q) in cells.items():
        ox, oy = (cell[0] - min_x) * c, (max_y - cell[1]) * c
        for x0, y0, x1, y1, rgb in _cell_rects(placement, q, c):
            rects.append((ox + x0, oy + y0, ox + x1, oy + y1, rgb))
    return MiniMap((span_x * c, span_y * c), tuple(rects), max_size)


def _cell_rects(placement: Placement, q: int, c: int) -> tuple[_Rect, ...]:
    """Square ``q``'s blocks as rectangles in a cell of ``c`` pixels (remembered)."""
    per_tile = _CELL_RECTS.get(placement.tile)
    if per_tile is None:
        per_tile = _CELL_RECTS[placement.tile] = {}
    key = (placement.rotation, q, c)
    known = per_tile.get(key)
    if known is None:
        edges = (0, round(c / 3), round(2 * c / 3), c)
        made = []
        for (col, row), rgb in _cell_blocks(placement, q).items():
            x0, x1 = edges[col], edges[col + 1] - 1
            y0, y1 = edges[row], edges[row + 1] - 1
            if x1 >= x0 and y1 >= y0:
                made.append((x0, y0, x1, y1, rgb))
        known = per_tile[key] = tuple(made)
    return known


def draw_minimap(minimap: MiniMap) -> Image.Image:
    """The mini-map as an RGBA image (transparent around the tiles)."""
    # Pillow is imported here, not with the module: the first window makes no mini-map.
    from PIL import Image, ImageDraw

    image = Image.new("RGBA", minimap.size, BACKGROUND)
    draw = ImageDraw.Draw(image)
    for x0, y0, x1, y1, rgb in minimap.rects:
        draw.rectangle((x0, y0, x1, y1), fill=rgb)
    if max(image.size) > minimap.max_size:
        image.thumbnail((minimap.max_size, minimap.max_size), Image.Resampling.NEAREST)
    return image


def minimap_png(minimap: MiniMap) -> bytes:
    """The mini-map encoded as PNG bytes."""
    buffer = io.BytesIO()
    draw_minimap(minimap).save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def render_thumbnail(game: Game, cell_px: int | None = None, max_size: int = DEFAULT_MAX_SIZE) -> Image.Image:
    """The mini-map as an RGBA image (transparent around the tiles)."""
    return draw_minimap(minimap_of(game, cell_px, max_size))


def _cell_blocks(placement: Placement, q: int) -> dict[tuple[int, int], tuple[int, int, int]]:
    """Colour of each of the 9 blocks of square ``q`` of a placed tile."""
    square = placement.squares[q]
    segments = placement.tile.segments
    blocks = {(col, row): FIELD_RGB for col in range(3) for row in range(3)}
    city_sides: dict[int, list[int]] = {}
    has_road = False
    for side in range(4):
        kind = square.edges[side]
        if kind == "city":
            blocks[_SIDE_BLOCK[side]] = CITY_RGB
            city_sides.setdefault(square.halves[2 * side], []).append(side)
        elif kind == "road":
            blocks[_SIDE_BLOCK[side]] = ROAD_RGB
            has_road = True
    centre = None
    for sides in city_sides.values():
        if len(sides) >= 2:
            centre = CITY_RGB
            for s in sides:
                if (s + 1) % 4 in sides:
                    blocks[_CORNER_AFTER[s]] = CITY_RGB
    if centre is None and has_road:
        centre = ROAD_RGB
    for seg in segments:
        if q not in seg.squares:
            continue
        if seg.kind == "monastery":
            centre = MONASTERY_RGB
        elif seg.kind not in ("road", "city", "field") and centre is None:
            centre = OTHER_RGB
    if centre is not None:
        blocks[_CENTRE] = centre
    return blocks


def thumbnail_png(game: Game, cell_px: int | None = None, max_size: int = DEFAULT_MAX_SIZE) -> bytes:
    """The mini-map encoded as PNG bytes."""
    return minimap_png(minimap_of(game, cell_px, max_size))
