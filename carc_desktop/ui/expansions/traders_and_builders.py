"""Traders & Builders: the builder's second tile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication

from .common import PhaseTexts

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


def _builder_second(move: Any, game: "Game") -> str:
    if getattr(move, "take", None):
        return QCoreApplication.translate("MoveLabels", "Take the builder's second tile")
    return QCoreApplication.translate("MoveLabels", "Decline the second tile")


LABELS: dict[str, Callable[[Any, "Game"], str]] = {"builder_second_tile": _builder_second}
def _builder_second_detail(move: Any, game: "Game") -> str:
    if getattr(move, "take", None):
        return QCoreApplication.translate("MoveLabels", "You draw and place another tile this turn (never a third).")
    return QCoreApplication.translate("MoveLabels", "Your turn ends; your builder stays where it is.")


DETAILS: dict[str, Callable[[Any, "Game"], str]] = {"builder_second_tile": _builder_second_detail}
UNAVAILABLE: dict[str, Callable[["Game"], list[tuple[str, str]]]] = {}
