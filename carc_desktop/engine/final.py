"""Final scoring after the last tile: incomplete roads, cities and monasteries, then fields."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .features import Feature
from .scoring import base_context
from .tileset import CITY, FIELD, MONASTERY, ROAD

if TYPE_CHECKING:
    from .game import Game


def is_completed_city(game: "Game", feature: Feature) -> bool:
    for e in game.expansions:
        verdict = e.is_completed_city(game, feature)
        if verdict is not None:
            return verdict
    return feature.kind == CITY and feature.open == 0


def field_cities(game: "Game", field: Feature) -> list[Feature]:
    """The distinct completed cities a field supplies (each counts once per field)."""
    graph = game.features
    seen: dict[int, Feature] = {}
    for piece in field.pieces:
        placement = piece.placement
        for adj in placement.tile.segments[piece.segment].adjacent:
            root = graph.root(placement.nodes[adj])
            if root.id not in seen and is_completed_city(game, root):
                seen[root.id] = root
    return list(seen.values())


def final_scoring(game: "Game") -> None:
    from .game import award

    roots = [f for f in game.features.roots() if f.figures]
    # Stable order for the log: roads, cities, monasteries, then fields; by first tile.
    order = {ROAD: 0, CITY: 1, MONASTERY: 2, FIELD: 3}
    roots.sort(key=lambda f: (order.get(f.kind, 4), min(p.placement.index for p in f.pieces), f.id))
    for feature in roots:
        if feature.kind == FIELD:
            ctx = base_context(feature, False, game.majority_kinds)
            ctx.cities = len(field_cities(game, feature))
        elif feature.kind in (ROAD, CITY, MONASTERY) and feature.open > 0:
            ctx = base_context(feature, False, game.majority_kinds)
        else:
            continue
        for e in game.expansions:
            e.measure(game, ctx)
        award(game, ctx, "final")
