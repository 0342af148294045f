"""The Markets of Leipzig: a completed road may send one of its meeples into a quarter; the
quarters held on a player's card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from carc_desktop.controller.questions import what_if
from carc_desktop.engine import markets_of_leipzig as leipzig
from carc_desktop.texts.event_text import fill, join_names, player_name, plural_en
from carc_desktop.texts.event_text import quarter_name as event_quarter_name

from ..play.feature_info import value_now
from .card_icons import shape_icon
from .common import CardItem, MoveLabels, PhaseTexts

#: The engine's expansion this module speaks for.
NAME = "markets_of_leipzig"

if TYPE_CHECKING:
    from carc_desktop.engine import Game


def quarter_name(quarter: str) -> str:
    """The bare trade ("Wainwrights"): the labels say "the %1 quarter", which needs another
    grammatical form than event_text's whole "Wainwrights' quarter" in some languages."""
    names = {
        "wainwrights": QCoreApplication.translate("MoveLabels", "Wainwrights"),
        "tanners": QCoreApplication.translate("MoveLabels", "Tanners"),
        "coiners": QCoreApplication.translate("MoveLabels", "Coiners"),
        "bookbinders": QCoreApplication.translate("MoveLabels", "Bookbinders"),
    }
    return names.get(quarter, quarter.replace("_", " ").capitalize())


def phases() -> dict[str, PhaseTexts]:
    return {
        "leipzig": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, send a meeple to Leipzig?"),
            QCoreApplication.translate("MoveLabels", "A completed road leads to Leipzig: send one of your meeples from it into a "
                             "quarter, or let the road score normally."),
            QCoreApplication.translate("Shell", "%1, send a meeple to Leipzig or score the road: choose in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "deciding about Leipzig")),
    }


def _leipzig(move: Any, game: Game) -> str:
    quarter = getattr(move, "quarter", None)
    player = getattr(move, "player", None)
    if player == game.decider:
        if quarter is None:
            return QCoreApplication.translate("MoveLabels", "Score the road normally")
        return fill(QCoreApplication.translate("MoveLabels", "Send a meeple to the %1 quarter"),
                    quarter_name(str(quarter)))
    who = player_name(game, player)
    if quarter is None:
        return fill(QCoreApplication.translate("MoveLabels", "%1: score the road normally"), who)
    return fill(QCoreApplication.translate("MoveLabels", "%1: send a meeple to the %2 quarter"),
                who, quarter_name(str(quarter)))


def quarter_effect(quarter: str) -> str:
    """What a meeple in ``quarter`` brings, in the rules dialog's words (the engine's figures)."""
    if quarter == "wainwrights":
        return fill(QCoreApplication.translate("MoveLabels", "+%1 per tile of roads you win, at every later road scoring."),
                    leipzig.WAINWRIGHTS_PER_TILE)
    if quarter == "coiners":
        return fill(QCoreApplication.translate(
            "MoveLabels", "+%1 per coat of arms in cities where you have a knight, at every later city scoring."),
            leipzig.COINERS_PER_PENNANT)
    if quarter == "bookbinders":
        return fill(QCoreApplication.translate("MoveLabels", "+%1 for every completed monastery, whoever scores it."),
                    leipzig.BOOKBINDERS_BONUS)
    if quarter == "tanners":
        return fill(QCoreApplication.translate(
            "MoveLabels", "+%1 per farmhouse and shed in the fields you win at the end."), leipzig.TANNERS_PER_ITEM)
    return ""


def road_points_now(game: Game) -> int:
    """What the road being scored is worth now if scored normally (the one value door)."""
    ctx = game.scoring
    return value_now(game, ctx.feature).value if ctx is not None else 0


def _road_scored_by(game: Game, move: Any) -> bool:
    """Whether the sender still scores the road after this choice (the engine's what-if)."""
    ctx = game.scoring
    if ctx is None:
        return False
    shown = what_if(game, move)
    return shown is not None and shown.scores_feature(getattr(move, "player", -1), ctx.feature.id)


def _leipzig_detail(move: Any, game: Game) -> str:
    points = road_points_now(game)
    quarter = getattr(move, "quarter", None)
    if quarter is None:
        return plural_en(MoveLabels.tr("The road scores %n point(s) now; your meeple comes back.", None, points), points)
    if _road_scored_by(game, move):
        now = plural_en(MoveLabels.tr("You still score the road's %n point(s) with your other meeple.", None, points), points)
    else:
        now = plural_en(MoveLabels.tr("Your only meeple on the road leaves it: you do not score its %n point(s).", None, points),
            points)
    return now + " " + quarter_effect(str(quarter))


def quarter_effect_short(quarter: str) -> str:
    """A quarter's bonus in a few words (the compact prompt)."""
    if quarter == "wainwrights":
        return fill(QCoreApplication.translate("MoveLabels", "later +%1 per road tile"), leipzig.WAINWRIGHTS_PER_TILE)
    if quarter == "coiners":
        return fill(QCoreApplication.translate("MoveLabels", "later +%1 per coat of arms"), leipzig.COINERS_PER_PENNANT)
    if quarter == "bookbinders":
        return fill(QCoreApplication.translate("MoveLabels", "later +%1 per monastery"), leipzig.BOOKBINDERS_BONUS)
    if quarter == "tanners":
        return fill(QCoreApplication.translate("MoveLabels", "at the end +%1 per farmhouse or shed"), leipzig.TANNERS_PER_ITEM)
    return ""


def _leipzig_short(move: Any, game: Game) -> str:
    """The choice's points now and effect in a few words (the compact prompt)."""
    points = road_points_now(game)
    quarter = getattr(move, "quarter", None)
    if quarter is None:
        return plural_en(MoveLabels.tr("Road: %n point(s) now; meeple back", None, points), points)
    if _road_scored_by(game, move):
        now = plural_en(MoveLabels.tr("Road: %n point(s) now", None, points), points)
    else:
        now = QCoreApplication.translate("MoveLabels", "Road: 0 now (meeple leaves)")
    return fill(QCoreApplication.translate("MoveLabels", "%1; %2"), now, quarter_effect_short(str(quarter)))


def _refused_note(move: Any, game: Game) -> str:
    """Said after the engine's reason for a refused quarter: what the quarter brings."""
    quarter = getattr(move, "quarter", None)
    return quarter_effect(str(quarter)) if quarter is not None else ""


LABELS: dict[str, Callable[[Any, Game], str]] = {"leipzig": _leipzig}
DETAILS: dict[str, Callable[[Any, Game], str]] = {"leipzig": _leipzig_detail}
SHORT: dict[str, Callable[[Any, Game], str]] = {"leipzig": _leipzig_short}
#: Said after the engine's reason of a refused choice (``ui.expansions.unavailable_choices``).
REFUSED_NOTES: dict[str, Callable[[Any, Game], str]] = {"leipzig": _refused_note}


def card_items(game: Game, player: int, size: int) -> list[CardItem]:
    """The quarters the player has a meeple in: a house with their number; each quarter
    and what it brings in the tooltip."""
    held = list(leipzig.quarters_of(game, player))
    if held:
        text = fill(QCoreApplication.translate("Scoreboard", "Leipzig: %1"),
                    join_names([event_quarter_name(str(q)) for q in held]))
        text += "".join(f"\n\u2022 {event_quarter_name(str(q))}: {quarter_effect(str(q))}" for q in held)
    else:
        text = fill(QCoreApplication.translate("Scoreboard", "Leipzig: %1"), "\u2014")
    return [CardItem(NAME, shape_icon("house", size, not held), str(len(held)) if held else "", text, not held, not held)]


def category_names() -> dict[str, str]:
    return {"leipzig": QCoreApplication.translate("Categories", "Leipzig bonuses")}
