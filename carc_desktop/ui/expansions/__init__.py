"""The UI side of each expansion, one module each: the titles, help and status-bar guidance
of its decisions, the labels of its moves and what each choice is worth and does.

Adding an expansion's UI means adding one module here and naming it in ``MODULES``.
Every module offers ``phases()`` (decision kind -> :class:`PhaseTexts`), ``LABELS`` and
``DETAILS`` (move type -> function of the move and the game) and ``UNAVAILABLE`` (decision
kind -> the choices the engine refuses now, with the reason).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import base, la_porxada, markets_of_leipzig, the_land_surveyors, traders_and_builders
from .common import PhaseTexts

if TYPE_CHECKING:
    from carc_desktop.engine import Game
    from carc_desktop.engine import Move

MODULES = (base, traders_and_builders, markets_of_leipzig, the_land_surveyors, la_porxada)


def phase_texts(kind: str) -> PhaseTexts | None:
    """The texts of the decision ``kind`` (in the current language), or None if unknown."""
    for module in MODULES:
        texts = module.phases().get(kind)
        if texts is not None:
            return texts
    return None


def label_function(move_type: str) -> Callable[[Any, "Game"], str] | None:
    for module in MODULES:
        fn = module.LABELS.get(move_type)
        if fn is not None:
            return fn
    return None


def choice_detail(move: "Move", game: "Game") -> str:
    """What choosing ``move`` scores now and does, in the rule's words ("" if nothing to say)."""
    for module in MODULES:
        fn = module.DETAILS.get(move.type)
        if fn is not None:
            return fn(move, game)
    return ""


def choice_short(move: "Move", game: "Game") -> str:
    """What choosing ``move`` scores now and does, in a few words for the compact prompt
    (an expansion's ``SHORT``; its whole ``DETAILS`` text where it has no short form)."""
    for module in MODULES:
        fn = getattr(module, "SHORT", {}).get(move.type)
        if fn is not None:
            return fn(move, game)
    return choice_detail(move, game)


def unavailable_choices(kind: str, game: "Game") -> list[tuple[str, str]]:
    """Choices of the decision ``kind`` the engine refuses now, as (label, reason): the prompt
    shows them disabled so the player sees what exists and why not."""
    for module in MODULES:
        fn = module.UNAVAILABLE.get(kind)
        if fn is not None:
            return fn(game)
    return []


__all__ = ["MODULES", "PhaseTexts", "choice_detail", "choice_short", "label_function", "phase_texts", "unavailable_choices"]
