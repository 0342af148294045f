"""Scoring: the context a feature is scored in, the core point values, how a context is
settled into points (``settle``) and paid (``award``), and the itemised events that the
log, the end-of-game table and the tests read.

Every scoring runs through here: completions during the game, final scoring
(``final.py``), the AI's as-if-final estimate and ``Game.value_now``."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .features import Feature, Figure
from .tileset import CITY, FIELD, MONASTERY, ROAD

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Event:
    """Something the players should be told about. ``points`` maps player -> points won.

    Core types: ``score`` (a feature scored; ``data`` itemises it), ``discard`` (a drawn
    tile fitted nowhere), ``game_over``. Expansions add their own (see docs/record-format.md).
    """

    type: str
    points: dict[int, int] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "points": {str(p): v for p, v in self.points.items()}, **self.data}


@dataclass(eq=False)
class ScoringContext:
    """One feature being scored. Hooks adjust it; ``Game`` turns it into points.

    Changes made while a decision is pending must go through :meth:`update` so that undo
    can restore them.
    """

    feature: Feature
    kind: str
    during_game: bool
    figures: tuple[Figure, ...]
    #: Majority-counting figures per player.
    counts: dict[int, int]
    majority: tuple[int, ...]
    #: Players who receive ``value`` (the majority unless a rule says otherwise).
    scorers: tuple[int, ...]
    tiles: int = 0
    #: Who last set ``tiles`` after the measuring (a modifier's code, e.g. the Highway's
    #: surveyor tile id); empty while ``tiles`` is the measured count. A later per-tile
    #: bonus reads it instead of guessing from the value (Highway's 5 may equal the length).
    tiles_set_by: str = ""
    pennants: int = 0
    #: For fields: the completed cities the field supplies.
    cities: int = 0
    per_tile: int = 1
    per_pennant: int = 0
    per_city: int = 3
    delta: int = 0
    #: Extra points: (code, player, points), e.g. a quarter bonus or a surveyor adjustment.
    items: tuple[tuple[str, int, int], ...] = ()
    #: Facts for the log: (code, value), e.g. ("surveyor", "LS-ROAD-HIGHWAY").
    notes: tuple[tuple[str, Any], ...] = ()

    def update(self, game: Game, **changes: Any) -> None:
        for name, value in changes.items():
            game.journal.setattr(self, name, value)

    def add_item(self, game: Game, code: str, player: int, points: int) -> None:
        self.update(game, items=self.items + ((code, player, points),))

    def add_note(self, game: Game, code: str, value: Any) -> None:
        self.update(game, notes=self.notes + ((code, value),))

    def copy_for(self, feature: Feature) -> ScoringContext:
        """The same context about ``feature`` (its counterpart in a copied game)."""
        return replace(self, feature=feature, counts=dict(self.counts))

    @property
    def scored(self) -> bool:
        """Whether anyone takes part in this scoring (an empty feature is no scoring)."""
        return bool(self.figures)

    def value(self) -> int:
        if self.kind == CITY:
            return self.tiles * self.per_tile + self.pennants * self.per_pennant + self.delta
        if self.kind == FIELD:
            return self.cities * self.per_city + self.delta
        return self.tiles * self.per_tile + self.delta


def base_context(feature: Feature, during_game: bool, majority_kinds: frozenset[str]) -> ScoringContext:
    counts: dict[int, int] = {}
    for fig in feature.figures:
        if fig.kind in majority_kinds:
            counts[fig.player] = counts.get(fig.player, 0) + 1
    best = max(counts.values(), default=0)
    majority = tuple(sorted(p for p, c in counts.items() if c == best and c > 0))
    ctx = ScoringContext(feature, feature.kind, during_game, feature.figures, counts, majority, majority)
    if feature.kind in (ROAD, CITY):
        ctx.tiles = len(feature.cells())
        ctx.pennants = feature.pennants()
        if feature.kind == CITY:
            ctx.per_tile = ctx.per_pennant = 2 if during_game else 1
    elif feature.kind == MONASTERY:
        ctx.tiles = 9 - feature.open
    return ctx


def completion_context(game: Game, feature: Feature) -> ScoringContext:
    """How a feature completed during the game scores, measured by every expansion (before
    modifiers and before any decision an expansion asks for, such as a Leipzig send)."""
    ctx = base_context(feature, True, game.majority_kinds)
    for e in game.expansions:
        e.measure(game, ctx)
    return ctx


def settle(game: Game, ctx: ScoringContext) -> tuple[int, dict[int, int]]:
    """Run the modifiers and work out the payout: the feature's value and the points per
    player (scorers plus items). Pays nothing; hooks may change state through the journal
    (callers that only ask roll it back)."""
    for e in game.expansions:
        e.modify_scoring(game, ctx)
    value = ctx.value()
    for e in game.expansions:
        e.after_scoring(game, ctx)
    points: dict[int, int] = {}
    for p in ctx.scorers:
        points[p] = points.get(p, 0) + value
    for _, p, v in ctx.items:
        points[p] = points.get(p, 0) + v
    return value, points


def award(game: Game, ctx: ScoringContext, reason: str) -> None:
    """Settle a scoring, pay the points and log the ``score`` event."""
    value, points = settle(game, ctx)
    for p, v in points.items():
        game.add_points(p, v)
    if ctx.scored or points:
        # Only figures that count for majority (followers): helpers such as a builder are not "on" it.
        figures = {str(p): n for p, n in ctx.counts.items()}
        cells = sorted(ctx.feature.cells()) if ctx.kind != FIELD else []
        game.emit(Event("score", points, {
            "feature": ctx.kind, "reason": reason, "cells": [list(c) for c in cells],
            "tiles": ctx.tiles, "pennants": ctx.pennants, "cities": ctx.cities, "value": value,
            "scorers": list(ctx.scorers), "majority": list(ctx.majority),
            "figures": figures,
            "items": [list(i) for i in ctx.items], "notes": [list(n) for n in ctx.notes],
            "node": ctx.feature.id,
        }))
