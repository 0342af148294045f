"""The base game's decisions: placing the tile, placing a figure, the order of scorings; and
the figures on a player's card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from carc_desktop.texts.event_text import feature_name, figure_name, fill, plural_en

from ..play.feature_info import value_now
from .card_icons import figure_icon
from .common import CardItem, MoveLabels, PhaseTexts, feature_at, kind_from_feature_id

if TYPE_CHECKING:
    from carc_desktop.engine import Deploy, Game, PlaceTile, ScoreFirst, Skip

#: Always in the game.
NAME = None


def phases() -> dict[str, PhaseTexts]:
    return {
        "place": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, place your tile"),
            QCoreApplication.translate("MoveLabels", "Drag the tile onto a highlighted cell, or click a cell and press Enter. R rotates."),
            QCoreApplication.translate("Shell", "%1, place your tile: the arrow keys choose a cell, R rotates the tile, Enter places it."),
            QCoreApplication.translate("Scoreboard", "placing a tile")),
        "deploy": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, place a figure?"),
            QCoreApplication.translate("MoveLabels", "Click a marker on the tile you just placed, or place no figure."),
            QCoreApplication.translate("Shell", "%1, place a figure: Tab or the arrow keys choose a spot, Enter places the figure, "
                        "S places none."),
            QCoreApplication.translate("Scoreboard", "placing a figure")),
        "score_order": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, which feature scores first?"),
            QCoreApplication.translate("MoveLabels", "Several features were completed and the order matters."),
            QCoreApplication.translate("Shell", "%1, choose which feature scores first, in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "choosing the scoring order")),
    }


def _place(move: PlaceTile, game: Game) -> str:
    return fill(QCoreApplication.translate("MoveLabels", "Place the tile at (%1, %2), turned %3°"),
                move.x, move.y, move.rotation * 90)


def _deploy(move: Deploy, game: Game) -> str:
    last = game.last
    kind = kind_from_feature_id(move.feature)
    if last is not None and move.feature in last.tile.segment_index:
        kind = last.tile.segments[last.tile.segment_index[move.feature]].kind
    figure = "farmer" if move.figure == "follower" and kind == "field" else move.figure
    return fill(QCoreApplication.translate("MoveLabels", "Put a %1 on the %2"), figure_name(figure), feature_name(kind))


def _skip(move: Skip, game: Game) -> str:
    if game.phase == "deploy":
        return QCoreApplication.translate("MoveLabels", "No figure this turn")
    return QCoreApplication.translate("MoveLabels", "Skip")


def _score_first(move: ScoreFirst, game: Game) -> str:
    return fill(QCoreApplication.translate("MoveLabels", "Score the %1 at (%2, %3) first"),
                feature_at(game, move.x, move.y, move.feature), move.x, move.y)


LABELS: dict[str, Callable[[Any, Game], str]] = {
    "place": _place,
    "deploy": _deploy,
    "skip": _skip,
    "score_order": _score_first,
}
def _score_first_detail(move: ScoreFirst, game: Game) -> str:
    hit = game.board.at((move.x, move.y))
    if hit is None or move.feature not in hit[0].tile.segment_index:
        return ""
    feature = game.feature_of(hit[0], hit[0].tile.segment_index[move.feature])
    points = value_now(game, feature).value
    return plural_en(MoveLabels.tr("Worth %n point(s) now.", None, points), points)


DETAILS: dict[str, Callable[[Any, Game], str]] = {"score_order": _score_first_detail}


def card_items(game: Game, player: int, size: int) -> list[CardItem]:
    """The player's figures in supply, every kind the game has: followers with their count,
    the single figures (builder, pig) faint while on the board."""
    supply = game.supply[player]
    items = []
    for kind, total in game.total_figures.items():
        have = supply.get(kind, 0)
        if kind == "follower":
            text = fill(QCoreApplication.translate("Scoreboard", "Followers: %1"),
                        fill(QCoreApplication.translate("Scoreboard", "%1 of %2", "followers in supply of the total"),
                             have, total))
            items.append(CardItem(kind, figure_icon(kind, size, have == 0), str(have), text, have == 0))
            continue
        if have >= total:
            text = fill(QCoreApplication.translate("Scoreboard", "%1 ready"), figure_name(kind))
        elif have > 0:
            text = fill(QCoreApplication.translate("Scoreboard", "%1 %2 of %3 ready"), figure_name(kind), have, total)
        else:
            text = fill(QCoreApplication.translate("Scoreboard", "%1 on the board"), figure_name(kind))
        items.append(CardItem(kind, figure_icon(kind, size, have == 0), str(have) if total > 1 else "", text, have == 0))
    return items


def category_names() -> dict[str, str]:
    """The base game's scoring categories (``engine/categories.py``) and "other"."""
    return {
        "road": QCoreApplication.translate("Categories", "Roads"),
        "city": QCoreApplication.translate("Categories", "Cities"),
        "monastery": QCoreApplication.translate("Categories", "Monasteries"),
        "field": QCoreApplication.translate("Categories", "Fields"),
        "other": QCoreApplication.translate("Categories", "Other"),
    }
