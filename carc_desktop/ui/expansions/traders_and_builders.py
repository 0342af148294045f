"""Traders & Builders: the builder's second tile; the goods on a player's card (the builder
and the pig are figures: the base module shows them with the others)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine import traders_and_builders
from carc_desktop.texts.event_text import fill, goods_phrase, join_names

from .card_icons import shape_icon
from .common import CardItem, PhaseTexts

#: The engine's expansion this module speaks for.
NAME = "traders_and_builders"

if TYPE_CHECKING:
    from carc_desktop.engine import Game


def phases() -> dict[str, PhaseTexts]:
    return {
        "builder_second_tile": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, take a second tile?"),
            "",
            QCoreApplication.translate("Shell", "%1, take the builder's second tile or not, in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "deciding about a second tile")),
    }


def second_tile_texts(game: Game) -> PhaseTexts | None:
    """The prompt's and the status bar's words while the builder's second tile is placed
    and its figure step is played: that this is the extra tile of a double turn (else the
    turn looks like the next one). None at any other time."""
    if game.part == 0 or game.finished:
        return None
    if game.phase == "place":
        return PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, place the builder's extra tile"),
            QCoreApplication.translate(
                "MoveLabels", "Your builder earned this second tile: the double turn's extra tile."),
            QCoreApplication.translate(
                "Shell", "%1, the builder's extra tile (double turn): the arrow keys choose a cell, "
                         "R rotates, Enter places it."),
            QCoreApplication.translate("Scoreboard", "placing the builder's extra tile"))
    if game.phase == "deploy":
        return PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, a figure on the extra tile?"),
            QCoreApplication.translate(
                "MoveLabels", "The double turn's extra tile: click a marker on it, or place no figure."),
            QCoreApplication.translate(
                "Shell", "%1, a figure on the builder's extra tile: Tab chooses a spot, Enter places "
                         "it, S places none."),
            QCoreApplication.translate("Scoreboard", "placing a figure"))
    return None


def _builder_second(move: Any, game: Game) -> str:
    if getattr(move, "take", None):
        return QCoreApplication.translate("MoveLabels", "Take the builder's second tile")
    return QCoreApplication.translate("MoveLabels", "Decline the second tile")


LABELS: dict[str, Callable[[Any, Game], str]] = {"builder_second_tile": _builder_second}
def _builder_second_detail(move: Any, game: Game) -> str:
    if getattr(move, "take", None):
        return QCoreApplication.translate("MoveLabels", "You draw and place another tile this turn (never a third).")
    return QCoreApplication.translate("MoveLabels", "Your turn ends; your builder stays where it is.")


DETAILS: dict[str, Callable[[Any, Game], str]] = {"builder_second_tile": _builder_second_detail}


def card_items(game: Game, player: int, size: int) -> list[CardItem]:
    """The goods tokens held, as one crate with their number (each kind in the tooltip)."""
    goods = traders_and_builders.goods_of(game, player)
    held = [goods_phrase(k, int(v)) for k, v in goods.items() if v]
    text = (fill(QCoreApplication.translate("Scoreboard", "Goods: %1"), join_names(held)) if held
            else QCoreApplication.translate("Scoreboard", "No goods"))
    total = sum(int(v) for v in goods.values())
    return [CardItem("goods", shape_icon("crate", size, total == 0), str(total) if total else "", text, total == 0, total == 0)]


def category_names() -> dict[str, str]:
    return {"goods": QCoreApplication.translate("Categories", "Goods")}
