"""What a placed tile says when hovered: a Leipzig tile names its quarter (the art shows
only the trade's emblem, the same in every language) and what a meeple there brings; and
what a screen reader says of the tiles and figures on the board."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine import TileType
from carc_desktop.texts.event_text import quarter_name
from carc_desktop.texts.fill import fill

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


def tile_reading(tile: TileType, rotation: int) -> str:
    """What a screen reader says of a placed tile: its edges as it lies and what it holds,
    then its hover text (a Leipzig quarter)."""
    from ..common import a11y

    hover = tile_tooltip(tile).replace("\n", ": ")
    return " ".join(t for t in (a11y.tile_description(tile, rotation), hover) if t)


def figure_reading(kind: str, lying: bool, name: str, seat: int) -> str:
    """Whose figure it is and what kind, by name and seat number (as the figure's mark)."""
    names = {
        "follower": QCoreApplication.translate("BoardView", "Follower of %1 (player %2)"),
        "farmer": QCoreApplication.translate("BoardView", "Farmer of %1 (player %2)"),
        "builder": QCoreApplication.translate("BoardView", "Builder of %1 (player %2)"),
        "pig": QCoreApplication.translate("BoardView", "Pig of %1 (player %2)"),
    }
    text = names.get("farmer" if lying and kind == "follower" else kind, names["follower"])
    return fill(text, name, seat + 1)
