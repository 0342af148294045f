"""What a placed tile says when hovered: a Leipzig tile names its quarter (the art shows
only the trade's emblem, the same in every language) and what a meeple there brings."""

from __future__ import annotations

from carc_desktop.engine import TileType
from carc_desktop.texts.event_text import quarter_name

from ..expansions.markets_of_leipzig import quarter_effect


def tile_quarter(tile: TileType) -> str | None:
    for seg in tile.segments:
        if seg.kind == "leipzig_quarter":
            return str(seg.extra.get("quarter") or tile.raw.get("quarter", "")) or None
    return None


def tile_tooltip(tile: TileType) -> str:
    """The tooltip of a placed tile ("" for most tiles)."""
    quarter = tile_quarter(tile)
    if quarter is None:
        return ""
    return f"{quarter_name(quarter)}\n{quarter_effect(quarter)}"
