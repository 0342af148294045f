"""The Land Surveyors: no decision of its own; its active tiles are shown by the scoreboard."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .common import PhaseTexts

if TYPE_CHECKING:
    from carc_desktop.engine import Game


def phases() -> dict[str, PhaseTexts]:
    return {}


LABELS: dict[str, Callable[[Any, "Game"], str]] = {}
DETAILS: dict[str, Callable[[Any, "Game"], str]] = {}
UNAVAILABLE: dict[str, Callable[["Game"], list[tuple[str, str]]]] = {}
