"""Board cells <-> scene coordinates.

The engine's ``y`` grows north; the scene's ``y`` grows south. Cell (x, y) covers the scene
square ``[x*TILE, x*TILE+TILE) x [-y*TILE, -y*TILE+TILE)``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF

from carc_desktop.art.anchors import rotate_anchor, segment_anchor
from carc_desktop.art.layout import tile_size
from carc_desktop.engine import Position, TileType

#: Scene units per board cell.
TILE = 100.0


def cell_rect(x: int, y: int) -> QRectF:
    return QRectF(x * TILE, -y * TILE, TILE, TILE)


def scene_to_cell(point: QPointF) -> Position:
    return Position(math.floor(point.x() / TILE), -math.floor(point.y() / TILE))


def cells_rect(cells: Iterable[tuple[int, int]]) -> QRectF:
    rect = QRectF()
    for x, y in cells:
        rect = rect.united(cell_rect(x, y))
    return rect


def anchor_point(tile: TileType, cells: tuple[Position, ...], rotation: int, seg_index: int) -> QPointF:
    """Scene point where a figure on ``seg_index`` of a placed (or previewed) tile stands."""
    rect = cells_rect(cells)
    w, h = tile_size(tile)
    rx, ry = rotate_anchor(segment_anchor(tile, seg_index), rotation, (float(w), float(h)))
    return QPointF(rect.left() + rx * TILE, rect.top() + ry * TILE)
