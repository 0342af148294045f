"""Procedural art: tile painter, figure shapes, pixmap cache, contact sheet.

May import Qt (QtGui) and the engine's read-only types; never changes engine state.
"""

from __future__ import annotations

from .figures import FIGURE_KINDS, PLAYER_COLOURS, figure_path, paint_figure
from .leipzig_art import quarter_name
from .pixmap_cache import TilePixmapCache, render_tile_image
from .tile_painter import (footprint_top_left, paint_tile, paint_tile_rotated, rotate_anchor, rotated_size,
                           segment_anchor)

__all__ = [
    "FIGURE_KINDS", "PLAYER_COLOURS", "TilePixmapCache", "figure_path", "footprint_top_left", "paint_figure", "paint_tile",
    "paint_tile_rotated", "quarter_name", "render_tile_image", "rotate_anchor", "rotated_size",
    "segment_anchor",
]
