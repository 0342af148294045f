"""Perft-style checks: legal placement and (placement, figure spot) counts.

Fixed positions are kept as data (``perft/base.json``): a record prefix and the exact
counts. A brute-force generator (scan the bounding box, every rotation, edges read
straight from tiles.json) must agree with the engine on thousands of random positions.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers import brute_force_placements, brute_force_spots

from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import PlaceTile
from carc_desktop.engine.record import game_from_record
from carc_desktop.engine.rules import RuleSet

PERFT = json.loads((Path(__file__).parent / "perft" / "base.json").read_text())


def _counts(game: Game) -> tuple[int, int]:
    choices = game.placement_choices()
    return len(choices), sum(1 + len(spots) for _, spots in choices)


@pytest.mark.parametrize("case", PERFT, ids=lambda c: c["name"])
def test_fixed_positions(case: dict) -> None:
    game = game_from_record(case["record"])
    assert game.phase == "place" and game.tile is not None and game.tile.id == case["tile"]
    assert _counts(game) == (case["placements"], case["choices"])


@pytest.mark.parametrize("expansions", [(), ("all",)])
def test_engine_agrees_with_brute_force(expansions: tuple[str, ...]) -> None:
    from carc_desktop.engine.expansions import load_all

    names = tuple(load_all()) if expansions == ("all",) else ()
    checked = 0
    for seed in range(40):
        game = Game(2, RuleSet("C3", names), seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            if game.phase == "place":
                engine = {(c.x, c.y, r) for c, r in game.placements()}
                assert engine == brute_force_placements(game)
                checked += 1
                if checked % 10 == 0:
                    choices = {(m.x, m.y, m.rotation): set(s) for m, s in game.placement_choices()}
                    for (x, y, r) in rng.sample(sorted(engine), min(3, len(engine))):
                        actual = brute_force_spots(game, PlaceTile(x, y, r))
                        if actual is not None:
                            assert choices[(x, y, r)] == actual
            game.push(rng.choice(game.legal_moves()))
    assert checked > 2000
