"""Procedural art: tile painter, figure shapes, pixmap cache, contact sheet.

May import Qt (QtGui) and the engine's read-only types; never changes engine state.
Names are loaded on first use (PEP 562), so importing one small module of the package
(say ``art.anchors`` at start) does not load the painter.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_WHERE = {
    "FIGURE_KINDS": "figures", "PLAYER_COLOURS": "figures", "figure_path": "figures", "paint_figure": "figures",
    "quarter_name": "leipzig_art",
    "TilePixmapCache": "pixmap_cache", "render_tile_image": "pixmap_cache",
    "paint_tile": "tile_painter", "paint_tile_rotated": "tile_painter",
    "footprint_top_left": "anchors", "rotate_anchor": "anchors", "rotated_size": "anchors",
    "segment_anchor": "anchors",
}

__all__ = sorted(_WHERE)  # noqa: PLE0605 - the names that __getattr__ loads on first use


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    try:  # a submodule, e.g. ``art.tile_painter`` after ``from carc_desktop import art``
        return import_module(f".{name}", __name__)
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from exc
