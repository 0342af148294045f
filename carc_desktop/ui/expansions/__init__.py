"""The UI side of each expansion, one module each: the titles, help and status-bar guidance
of its decisions, the labels of its moves and what each choice is worth and does.

Adding an expansion's UI means adding one module here and naming it in ``MODULES`` (an
expansion that lives outside this package calls :func:`register` with its module instead).
Every module offers ``phases()`` (decision kind -> :class:`PhaseTexts`), ``LABELS`` and
``DETAILS`` (move type -> function of the move and the game) and, for the choices the
engine refuses now (``Game.refused_choices``), optionally ``REFUSED_LABELS`` (their name
when it differs from ``LABELS``) and ``REFUSED_NOTES`` (what to say after the engine's
reason), both move type -> function of the move and the game; ``NAME`` (the engine's
expansion, None for the base game) and ``card_items(game, player, size)`` (the icons with
counts on a player's card); and, where it has something to say about the whole table,
``table_title()`` and ``table_lines(game)`` (lines under the player cards); and
``category_names()`` (the names of the scoring categories its engine side declares,
``Expansion.score_categories``: the columns of the end-of-game table and the review).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from carc_desktop.controller.questions import refused_choices
from carc_desktop.texts.error_text import refusal_text

from . import base, la_porxada, markets_of_leipzig, the_land_surveyors, traders_and_builders
from .common import CardItem, PhaseTexts, TableLine

if TYPE_CHECKING:
    from carc_desktop.engine import Game, Move

MODULES = (base, traders_and_builders, markets_of_leipzig, the_land_surveyors, la_porxada)
#: UI modules of expansions from outside this package, in the order they registered.
_REGISTERED: list[ModuleType] = []


def register(module: ModuleType) -> ModuleType:
    """Add the UI module of an expansion that lives outside this package (once)."""
    if module not in MODULES and module not in _REGISTERED:
        _REGISTERED.append(module)
    return module


def unregister(module: ModuleType) -> None:
    if module in _REGISTERED:
        _REGISTERED.remove(module)


def modules() -> tuple[ModuleType, ...]:
    """Every expansion's UI module: the base game's first, then as listed, then registered."""
    return MODULES + tuple(_REGISTERED)


def category_name(key: str) -> str:
    """The name of a scoring category in the current language (its expansion's words)."""
    for module in modules():
        names = getattr(module, "category_names", None)
        name = names().get(key) if names is not None else None
        if name:
            return name
    return key.replace("_", " ").capitalize()


def phase_texts(kind: str) -> PhaseTexts | None:
    """The texts of the decision ``kind`` (in the current language), or None if unknown."""
    for module in modules():
        texts = module.phases().get(kind)
        if texts is not None:
            return texts
    return None


def label_function(move_type: str) -> Callable[[Any, Game], str] | None:
    for module in modules():
        fn = module.LABELS.get(move_type)
        if fn is not None:
            return fn
    return None


def choice_detail(move: Move, game: Game) -> str:
    """What choosing ``move`` scores now and does, in the rule's words ("" if nothing to say)."""
    for module in modules():
        fn = module.DETAILS.get(move.type)
        if fn is not None:
            return fn(move, game)
    return ""


def choice_short(move: Move, game: Game) -> str:
    """What choosing ``move`` scores now and does, in a few words for the compact prompt
    (an expansion's ``SHORT``; its whole ``DETAILS`` text where it has no short form)."""
    for module in modules():
        fn = getattr(module, "SHORT", {}).get(move.type)
        if fn is not None:
            return fn(move, game)
    return choice_detail(move, game)


def unavailable_choices(kind: str, game: Game) -> list[tuple[str, str]]:
    """Choices of the decision ``kind`` the engine refuses now, as (label, reason): the prompt
    shows them disabled so the player sees what exists and why not. The engine says which
    and why (``Game.refused_choices``, a coded reason); here they are only worded: the
    move's label, the reason's sentence, and what the expansion adds (``REFUSED_NOTES``)."""
    if game.phase != kind:
        return []
    out = []
    for move, refusal in refused_choices(game):
        label = _hook("REFUSED_LABELS", move.type) or label_function(move.type)
        note = _hook("REFUSED_NOTES", move.type)
        reason = refusal_text(refusal)
        extra = note(move, game) if note is not None else ""
        out.append((label(move, game) if label is not None else move.type, f"{reason} {extra}".strip()))
    return out


def _hook(table: str, move_type: str) -> Callable[[Any, Game], str] | None:
    """The first module's entry for ``move_type`` in its optional table ``table``."""
    for module in modules():
        fn = getattr(module, table, {}).get(move_type)
        if fn is not None:
            return fn
    return None


def _in_game(module: Any, game: Game) -> bool:
    name = getattr(module, "NAME", None)
    return name is None or game.expansion(name) is not None


def card_items(game: Game, player: int, size: int) -> list[CardItem]:
    """What a player's card shows as icons with counts, the base game's figures first, then
    each expansion's in the game (the same items for every player, so the cards line up)."""
    out: list[CardItem] = []
    for module in modules():
        if _in_game(module, game):
            out += module.card_items(game, player, size)
    return out


def table_boxes(game: Game) -> list[tuple[str, str, list[TableLine]]]:
    """(name, title, lines) of every expansion in the game with lines about the whole table."""
    out = []
    for module in modules():
        if _in_game(module, game) and hasattr(module, "table_lines"):
            out.append((module.__name__.rsplit(".", 1)[-1], module.table_title(), module.table_lines(game)))
    return out


__all__ = ["CardItem", "TableLine", "card_items", "category_name", "table_boxes", "MODULES", "PhaseTexts",
           "choice_detail", "choice_short", "label_function", "modules", "phase_texts", "register", "unavailable_choices",
           "unregister"]
