"""Scoring: the context a feature is scored in, the core point values, and the itemised
events that the log, the end-of-game table and the tests read."""

from __future__ import annotations

from dataclasses import dataclass, field
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

    def update(self, game: "Game", **changes: Any) -> None:
        for name, value in changes.items():
            game.journal.setattr(self, name, value)

    def add_item(self, game: "Game", code: str, player: int, points: int) -> None:
        self.update(game, items=self.items + ((code, player, points),))

    def add_note(self, game: "Game", code: str, value: Any) -> None:
        self.update(game, notes=self.notes + ((code, value),))

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
