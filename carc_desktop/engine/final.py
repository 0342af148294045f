"""Final scoring after the last tile: incomplete roads, cities and monasteries, then fields."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .features import Feature
from .scoring import ScoringContext, award, base_context
from .tileset import CITY, FIELD, MONASTERY, ROAD

if TYPE_CHECKING:
    from .game import Game


def is_completed_city(game: Game, feature: Feature) -> bool:
    for e in game.expansions:
        verdict = e.is_completed_city(game, feature)
        if verdict is not None:
            return verdict
    return feature.kind == CITY and feature.open == 0


def field_neighbours(game: Game, field: Feature) -> list[Feature]:
    """The distinct features (roots) next to a field, in the order they are met."""
    graph = game.features
    seen: dict[int, Feature] = {}
    for piece in field.pieces:
        placement = piece.placement
        for adj in placement.tile.segments[piece.segment].adjacent:
            root = graph.root(placement.nodes[adj])
            seen.setdefault(root.id, root)
    return list(seen.values())


def field_cities(game: Game, field: Feature) -> list[Feature]:
    """The distinct completed cities a field supplies (each counts once per field)."""
    return [f for f in field_neighbours(game, field) if is_completed_city(game, f)]


def final_context(game: Game, feature: Feature) -> ScoringContext | None:
    """How an unfinished feature or a field scores at the end, measured by every expansion
    (before modifiers); None for what does not score then (a finished road, city or
    monastery, anything else)."""
    if feature.kind == FIELD:
        ctx = base_context(feature, False, game.majority_kinds)
        ctx.cities = len(field_cities(game, feature))
    elif feature.kind in (ROAD, CITY, MONASTERY) and feature.open > 0:
        ctx = base_context(feature, False, game.majority_kinds)
    else:
        return None
    for e in game.expansions:
        e.measure(game, ctx)
    return ctx


def final_scoring(game: Game) -> None:
    """The core's final scoring: every feature holding figures, through ``award``."""
    roots = [f for f in game.features.roots() if f.figures]
    # Stable order for the log: roads, cities, monasteries, then fields; by first tile.
    order = {ROAD: 0, CITY: 1, MONASTERY: 2, FIELD: 3}
    roots.sort(key=lambda f: (order.get(f.kind, 4), min(p.placement.index for p in f.pieces), f.id))
    for feature in roots:
        ctx = final_context(game, feature)
        if ctx is not None:
            award(game, ctx, "final")


def winners(scores: Sequence[int]) -> list[int]:
    """The players with the highest score (all of them share the win on a tie)."""
    best = max(scores, default=0)
    return [i for i, s in enumerate(scores) if s == best]
