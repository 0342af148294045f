"""Shared test helpers: random play and an independent brute-force placement generator."""

from __future__ import annotations

import random
from typing import Any

from carc_desktop.engine.game import Game
from carc_desktop.engine.geometry import DELTA, SIDE_NAMES
from carc_desktop.engine.moves import Deploy, PlaceTile
from carc_desktop.engine.rules import RuleSet


def random_game(seed: int, expansions: tuple[str, ...] = (), players: int = 2, edition: str = "C3") -> Game:
    game = Game(players, RuleSet(edition, expansions), seed=seed)
    rng = random.Random(seed)
    while not game.finished:
        game.play(rng.choice(game.legal_moves()))
    return game


def _raw_edges(raw: dict[str, Any]) -> list[tuple[tuple[int, int], dict[str, str]]]:
    """(offset, side name -> kind) per square, straight from the tiles.json entry."""
    if raw.get("double"):
        return [(tuple(raw["squares"][q]["offset"]), raw["square_edges"][q]) for q in raw["squares"]]
    return [((0, 0), raw["edges"])]


def rotated_edges(raw: dict[str, Any], turns: int, anchor: tuple[int, int]) -> dict[tuple[int, int], dict[int, str]]:
    """Cell -> absolute side -> edge kind for a tile laid at ``anchor`` turned ``turns``."""
    out = {}
    for (dx, dy), edges in _raw_edges(raw):
        for _ in range(turns):
            dx, dy = dy, -dx
        cell = (anchor[0] + dx, anchor[1] + dy)
        out[cell] = {(i + turns) % 4: edges[name] for i, name in enumerate(SIDE_NAMES)}
    return out


def brute_force_placements(game: Game) -> set[tuple[int, int, int]]:
    """Every (x, y, rotation) where the drawn tile fits, by scanning the bounding box."""
    tile = game.tile
    assert tile is not None
    occupied: dict[tuple[int, int], dict[int, str]] = {}
    for p in game.board.placements:
        occupied.update(rotated_edges(p.tile.raw, p.rotation, tuple(p.pos)))
    xs = [c[0] for c in occupied]
    ys = [c[1] for c in occupied]
    out = set()
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            if (x, y) in occupied:
                continue
            for r in range(4):
                mine = rotated_edges(tile.raw, r, (x, y))[(x, y)]
                touching = 0
                ok = True
                for side, (dx, dy) in enumerate(DELTA):
                    other = occupied.get((x + dx, y + dy))
                    if other is None:
                        continue
                    touching += 1
                    if other[(side + 2) % 4] != mine[side]:
                        ok = False
                if ok and touching:
                    out.add((x, y, r))
    return out


def brute_force_spots(game: Game, move: PlaceTile) -> set[str] | None:
    """Follower spots after actually playing the placement (then taken back); None when
    an expansion asks another decision before the figure step."""
    game.push(move)
    try:
        if game.phase != "deploy":
            return None
        return {m.feature for m in game.legal_moves() if isinstance(m, Deploy) and m.figure == "follower"}
    finally:
        game.undo()
