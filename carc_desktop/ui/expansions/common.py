"""What the expansion modules share: the texts of one decision kind, and naming a figure's
place on the board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap

from carc_desktop.texts.event_text import feature_name, fill
from carc_desktop.texts.translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.engine import Game


class MoveLabels(TextContext):
    """The translation context of the prompts' ``%n`` plurals: ``MoveLabels.tr(text, None, n)``
    is the form lupdate reads as a plural (QCoreApplication.translate with a count is not)."""


class Scoreboard(TextContext):
    """The same for the scoreboard's plurals (the player cards' items are written here)."""


@dataclass(frozen=True)
class PhaseTexts:
    """The texts of one kind of decision, already translated."""
    #: The prompt's heading; ``%1`` is who decides.
    title: str
    #: One line under the heading ("" for none).
    help: str
    #: The status bar's sentence; ``%1`` is who decides.
    guidance: str
    #: A few words for the scoreboard ("placing a tile").
    doing: str


@dataclass(frozen=True)
class CardItem:
    """One small icon with a count on a player's card: a figure in supply, the quarters
    held, a token. Each expansion's UI module says what its items are (``card_items``)."""
    #: What it is ("follower", "builder", "leipzig"...): the card keeps its items apart by it.
    key: str
    icon: QPixmap
    #: The number beside the icon ("" for none: a single figure, a token).
    count: str
    #: The whole sentence, for the tooltip and screen readers ("Followers: 7 of 8").
    text: str
    #: Not in the player's hand now (on the board, not held): drawn faint.
    faint: bool = False
    #: Nothing held: the card may leave it out when room is short (a figure never is).
    optional: bool = False


@dataclass(frozen=True)
class TableLine:
    """A line about the whole table under the player cards (a Land Surveyors tile)."""
    key: str
    #: The line as shown (elided to one line when room is short).
    text: str
    #: Its explanation, for the tooltip ("" for none).
    tooltip: str = ""
    #: An icon from ``card_icons.shape_icon`` ("" for none).
    shape: str = ""


def kind_from_feature_id(feature: str) -> str:
    return feature.rstrip("0123456789") or feature


def feature_at(game: Game, x: int, y: int, feature: str) -> str:
    """'road', 'city'... for a feature id on the tile at a cell (the id's stem otherwise)."""
    hit = game.board.at((x, y))
    if hit is not None:
        tile = hit[0].tile
        if feature in tile.segment_index:
            return feature_name(tile.segments[tile.segment_index[feature]].kind)
    return feature_name(kind_from_feature_id(feature))


def _direction(dx: int, dy: int) -> str:
    """Where (dx, dy) lies from La Porxada, in words (the engine's y grows north)."""
    if dx == 0 and dy == 0:
        return QCoreApplication.translate("MoveLabels", "the %1 on La Porxada")
    names = {
        (0, 1): QCoreApplication.translate("MoveLabels", "the %1 north of La Porxada"),
        (1, 1): QCoreApplication.translate("MoveLabels", "the %1 north-east of La Porxada"),
        (1, 0): QCoreApplication.translate("MoveLabels", "the %1 east of La Porxada"),
        (1, -1): QCoreApplication.translate("MoveLabels", "the %1 south-east of La Porxada"),
        (0, -1): QCoreApplication.translate("MoveLabels", "the %1 south of La Porxada"),
        (-1, -1): QCoreApplication.translate("MoveLabels", "the %1 south-west of La Porxada"),
        (-1, 0): QCoreApplication.translate("MoveLabels", "the %1 west of La Porxada"),
        (-1, 1): QCoreApplication.translate("MoveLabels", "the %1 north-west of La Porxada"),
    }
    # eight sectors of 45 degrees: a step counts when it is at least half the other one
    sx = (dx > 0) - (dx < 0) if abs(dx) * 2 >= abs(dy) else 0
    sy = (dy > 0) - (dy < 0) if abs(dy) * 2 >= abs(dx) else 0
    return names[(sx, sy)]


def figure_ref(game: Game, ref: Any) -> str:
    """"the road north-west of La Porxada" for a figure given as (x, y, feature) -- in words
    from La Porxada's tile, never as coordinates; "one from your supply"."""
    if isinstance(ref, (tuple, list)) and len(ref) == 3:
        from carc_desktop.engine import la_porxada

        x, y, feature = ref
        here = la_porxada.porxada_placement(game)
        centre = here.pos if here is not None else game.board.placements[0].pos
        return fill(_direction(int(x) - centre.x, int(y) - centre.y), feature_at(game, x, y, str(feature)))
    if ref == "supply":
        return QCoreApplication.translate("MoveLabels", "one from your supply")
    return str(ref)
