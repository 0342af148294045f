"""The board aids' answers (engine/aids.py) against a brute force that knows nothing of
frontier patterns: every tile to come, every rotation, its edges compared with each
neighbour's, on seeded positions of every expansion combination."""

from __future__ import annotations

import itertools
import random

import pytest

from carc_desktop.engine import CITY, DELTA, MONASTERY, RING, ROAD, Game, PlaceTile, Position, RuleSet, aids
from carc_desktop.engine.expansions import load_all

EXPANSIONS = tuple(sorted(load_all()))
COMBINATIONS = [combo for n in range(len(EXPANSIONS) + 1) for combo in itertools.combinations(EXPANSIONS, n)]
# 200 positions over the combinations, each played to a seeded random depth.
CASES = [(COMBINATIONS[i % len(COMBINATIONS)], 1000 + i) for i in range(200)]


def _position(combo: tuple[str, ...], seed: int) -> Game:
    game = Game(2 + seed % 3, RuleSet("C3", combo), seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 160)):
        if game.finished:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def _brute_fits(game: Game, tile_id: str, cell: Position) -> bool:
    """Some rotation of the tile shows, on every side, the edge its neighbour shows there."""
    tile = game.catalogue[tile_id]
    for r in range(4):
        edges = tile.rotations[r][0].edges
        ok, touching = True, False
        for side, (dx, dy) in enumerate(DELTA):
            there = game.board.at((cell.x + dx, cell.y + dy))
            if there is None:
                continue
            touching = True
            placement, q = there
            theirs = placement.squares[q].edges[(side + 2) % 4]
            mine = edges[side]
            if mine != theirs or placement.squares[q].codes[(side + 2) % 4] != tile.rotations[r][0].codes[side]:
                ok = False
                break
        if ok and touching:
            return True
    return False


def _brute_counts(game: Game) -> dict[Position, int]:
    to_come = dict(game.remaining_tiles())
    if game.tile is not None and game.phase == "place" and not game.finished:
        to_come[game.tile.id] = to_come.get(game.tile.id, 0) + 1
    empty = {Position(c.x + dx, c.y + dy) for c in game.board.cells for dx, dy in DELTA} - set(game.board.cells)
    return {cell: sum(n for tid, n in to_come.items() if _brute_fits(game, tid, cell)) for cell in empty}


@pytest.mark.parametrize(("combo", "seed"), CASES, ids=[f"{'+'.join(c) or 'base'}-{s}" for c, s in CASES])
def test_spots_agree_with_brute_force(combo: tuple[str, ...], seed: int) -> None:
    game = _position(combo, seed)
    brute = _brute_counts(game)
    assert aids.open_spots(game) == brute
    assert aids.dead_spots(game) == sorted(c for c, n in brute.items() if n == 0)
    assert aids.hard_spots(game) == {c: n for c, n in sorted(brute.items()) if 0 < n <= 2}


@pytest.mark.parametrize(("combo", "seed"), CASES[::5], ids=[f"{'+'.join(c) or 'base'}-{s}" for c, s in CASES[::5]])
def test_feature_chances_agree_with_brute_force(combo: tuple[str, ...], seed: int) -> None:
    game = _position(combo, seed)
    brute = _brute_counts(game)
    total = sum(game.remaining_tiles().values()) + (1 if game.tile is not None and game.phase == "place" else 0)
    seen = 0
    for feature in game.features.roots():
        chances = aids.feature_chances(game, feature)
        if feature.kind not in (ROAD, CITY, MONASTERY) or feature.open == 0:
            assert chances is None
            continue
        seen += 1
        assert chances is not None
        cells = feature.cells()
        if feature.kind == MONASTERY:
            (centre,) = cells
            want = {Position(centre[0] + dx, centre[1] + dy) for dx, dy in RING} - set(game.board.cells)
        else:
            # Brute force: the empty neighbours of the feature's cells that its open edges face
            # are those whose placed neighbour shows this feature's kind on the shared side.
            want = set()
            for cx, cy in cells:
                for side, (dx, dy) in enumerate(DELTA):
                    nb = Position(cx + dx, cy + dy)
                    if nb in game.board.cells:
                        continue
                    placement, q = game.board.at((cx, cy))
                    if placement.squares[q].edges[side] == feature.kind and _edge_feature(game, placement, q, side) == feature.id:
                        want.add(nb)
        assert set(chances.gaps) == want
        assert chances.min_tiles == len(want)
        for cell, n in chances.gaps.items():
            assert n == brute.get(cell, total)
        assert chances.can_finish == all(n > 0 for n in chances.gaps.values())
    assert seen or len(game.board) < 3


def _edge_feature(game: Game, placement, q: int, side: int) -> int:  # type: ignore[no-untyped-def]
    sq = placement.squares[q]
    seg = sq.roads[side] if sq.edges[side] == ROAD else sq.halves[2 * side]
    return game.features.root(placement.nodes[seg]).id


def test_a_spot_that_only_the_last_tile_fits_is_hard_then_dead() -> None:
    """Playing the one tile that fits a hard spot elsewhere turns the spot dead."""
    for seed in range(2000, 2300):
        game = _position((), seed)
        hard = {c: n for c, n in aids.hard_spots(game).items() if n == 1}
        if not hard or game.phase != "place":
            continue
        cell = next(iter(hard))
        fitting = [t for t, n in aids.tiles_to_come(game).items()
                   if game.catalogue[t].rotations_fitting(game.board.frontier[cell])]
        assert len(fitting) == 1
        if fitting[0] != game.tile.id:
            continue
        other = [(c, r) for c, r in game.placements() if c != cell]
        if not other:
            continue
        c, r = other[0]
        game.play(PlaceTile(c.x, c.y, r))
        if cell in game.board.frontier and cell not in aids.hard_spots(game):
            assert cell in aids.dead_spots(game)
            return
    pytest.fail("no seeded position had a hard spot only the drawn tile fits")


def test_spots_stay_right_move_after_move_with_the_fits_remembered() -> None:
    # The fitting tile types are remembered per pattern for the whole game (only the counts
    # to come change): every move of one game, against the brute force.
    game = Game(3, RuleSet("C3", EXPANSIONS), seed=77)
    rng = random.Random(77)
    checked = 0
    while not game.finished and checked < 40:
        if game.phase == "place":
            assert aids.open_spots(game) == _brute_counts(game)
            checked += 1
        game.play(rng.choice(game.legal_moves()))
    assert checked == 40 and aids._FITTING.get(game.catalogue)
