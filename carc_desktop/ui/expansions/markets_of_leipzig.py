"""The Markets of Leipzig: a completed road may send one of its meeples into a quarter."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication

from carc_desktop.texts.event_text import fill, player_name
from .common import PhaseTexts

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


def _leipzig(move: Any, game: "Game") -> str:
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


LABELS: dict[str, Callable[[Any, "Game"], str]] = {"leipzig": _leipzig}
DETAILS: dict[str, Callable[[Any, "Game"], str]] = {}
