"""The Land Surveyors: no decision of its own; its three active tiles are lines under the
player cards (``table_lines``), each with what it does."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine import the_land_surveyors as ls
from carc_desktop.texts.event_text import fill, surveyor_display_name, surveyor_effect

from .common import CardItem, PhaseTexts, TableLine

if TYPE_CHECKING:
    from carc_desktop.engine import Game

NAME = "the_land_surveyors"


def phases() -> dict[str, PhaseTexts]:
    return {}


LABELS: dict[str, Callable[[Any, Game], str]] = {}
DETAILS: dict[str, Callable[[Any, Game], str]] = {}


def card_items(game: Game, player: int, size: int) -> list[CardItem]:
    return []


def table_title() -> str:
    return QCoreApplication.translate("Scoreboard", "Land Surveyors: active tiles")


def table_lines(game: Game) -> list[TableLine]:
    """One line per active tile: its feature, its name and what it does."""
    heads = {
        "city": QCoreApplication.translate("Scoreboard", "City: %1 \u2014 %2"),
        "road": QCoreApplication.translate("Scoreboard", "Road: %1 \u2014 %2"),
        "monastery": QCoreApplication.translate("Scoreboard", "Monastery: %1 \u2014 %2"),
    }
    active = ls.active(game)
    out = []
    for kind in ("city", "road", "monastery"):
        tid = active.get(kind)
        if tid is None:
            continue
        effect = surveyor_effect(tid, game)
        out.append(TableLine(kind, fill(heads[kind], surveyor_display_name(tid, game), effect), effect, kind))
    return out


def category_names() -> dict[str, str]:
    return {"surveyor": QCoreApplication.translate("Categories", "Land Surveyors")}
