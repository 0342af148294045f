"""What the expansion modules share: the texts of one decision kind, and naming a figure's
place on the board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QPixmap

from carc_desktop.texts.event_text import feature_name, fill

if TYPE_CHECKING:
    from carc_desktop.engine import Game


class MoveLabels(QObject):
    """The translation context of the prompts' ``%n`` plurals: ``MoveLabels.tr(text, None, n)``
    is the form lupdate reads as a plural (QCoreApplication.translate with a count is not)."""


class Scoreboard(QObject):
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


def feature_at(game: "Game", x: int, y: int, feature: str) -> str:
    """'road', 'city'... for a feature id on the tile at a cell (the id's stem otherwise)."""
    hit = game.board.at((x, y))
    if hit is not None:
        tile = hit[0].tile
        if feature in tile.segment_index:
            return feature_name(tile.segments[tile.segment_index[feature]].kind)
    return feature_name(kind_from_feature_id(feature))


def figure_ref(game: "Game", ref: Any) -> str:
    """"the road at (2, -1)" for a figure given as (x, y, feature); "one from your supply"."""
    if isinstance(ref, (tuple, list)) and len(ref) == 3:
        x, y, feature = ref
        return fill(QCoreApplication.translate("MoveLabels", "the %1 at (%2, %3)"),
                    feature_at(game, x, y, str(feature)), x, y)
    if ref == "supply":
        return QCoreApplication.translate("MoveLabels", "one from your supply")
    return str(ref)
