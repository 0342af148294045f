"""La Porxada: after scoring, the option to swap followers, remove one, or take the bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication

from carc_desktop.texts.event_text import fill, player_name
from .common import PhaseTexts, figure_ref

if TYPE_CHECKING:
    from carc_desktop.engine import Game


def phases() -> dict[str, PhaseTexts]:
    return {
        "porxada": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, La Porxada: choose an option"),
            "",
            QCoreApplication.translate("Shell", "%1, choose a La Porxada option in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "choosing a La Porxada option")),
        "porxada_answer": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, answer the Porxada swap"),
            "",
            QCoreApplication.translate("Shell", "%1, accept or refuse the swap in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "answering a swap")),
        "porxada_remove": PhaseTexts(
            QCoreApplication.translate("MoveLabels", "%1, which follower leaves the game?"),
            "",
            QCoreApplication.translate("Shell", "%1, choose the follower that leaves the game, in the panel below the board."),
            QCoreApplication.translate("Scoreboard", "removing a follower")),
    }


def _owner_of(game: "Game", ref: Any) -> str:
    if isinstance(ref, (tuple, list)) and len(ref) == 3:
        hit = game.board.at((ref[0], ref[1]))
        if hit is not None:
            for (pi, si), fig in game.figure_at.items():
                if pi == hit[0].index and hit[0].tile.segments[si].id == ref[2]:
                    return player_name(game, fig.player)
    return ""


def _porxada(move: Any, game: "Game") -> str:
    option = getattr(move, "option", None)
    if option == "bonus":
        return QCoreApplication.translate("MoveLabels", "Take the Porxada bonus token")
    if getattr(move, "mine", None) is None:  # the rule choice that lets a swap go unused
        return QCoreApplication.translate("MoveLabels", "Choose the swap and swap nothing")
    theirs = getattr(move, "theirs", None)
    return fill(QCoreApplication.translate("MoveLabels", "Swap your follower on %1 with %2's on %3"),
                figure_ref(game, getattr(move, "mine", None)), _owner_of(game, theirs) or "?",
                figure_ref(game, theirs))


def _porxada_answer(move: Any, game: "Game") -> str:
    if getattr(move, "accept", None):
        return QCoreApplication.translate("MoveLabels", "Accept the swap")
    return QCoreApplication.translate("MoveLabels", "Refuse (and lose a follower)")


def _porxada_remove(move: Any, game: "Game") -> str:
    follower = getattr(move, "follower", None)
    if follower == "supply":
        return QCoreApplication.translate("MoveLabels", "Remove a follower from your supply")
    return fill(QCoreApplication.translate("MoveLabels", "Remove your follower on %1"), figure_ref(game, follower))


LABELS: dict[str, Callable[[Any, "Game"], str]] = {
    "porxada": _porxada,
    "porxada_answer": _porxada_answer,
    "porxada_remove": _porxada_remove,
}
DETAILS: dict[str, Callable[[Any, "Game"], str]] = {}
