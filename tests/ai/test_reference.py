"""The frozen reference player (arena level ``reference``) is today's hard and stays so.

``reference_moves.json`` holds, for twelve seeded positions (base game and all four
expansions, placements and figure decisions), the move hard chose at commit b1cf427 with
the arena's 12 look-ahead simulations (``move``) and with the UI's 48 (``move_ui``).
It was written by hard itself before any change of issue #28.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from carc_desktop.ai import LEVELS, choose_move, evaluate, levels, weights
from carc_desktop.ai.arena import run
from carc_desktop.ai.levels import ARENA_HARD_ITERATIONS, ARENA_LEVELS
from carc_desktop.engine import Game, RuleSet
from carc_desktop.engine.moves import MOVE_TYPES

RECORDED: list[dict[str, Any]] = json.loads(Path(__file__).with_name("reference_moves.json").read_text())


def _position(row: dict[str, Any]) -> Game:
    game = Game(2, RuleSet("C3", tuple(row["expansions"])), seed=row["seed"])
    for rec in row["history"]:
        game.push(MOVE_TYPES[rec["type"]].from_record(rec))
    return game


@pytest.mark.parametrize("index", range(len(RECORDED)))
def test_the_reference_plays_the_move_hard_played_when_it_was_frozen(index: int) -> None:
    row = RECORDED[index]
    game = _position(row)
    before = game.snapshot()
    seed = 4242 + row["seed"] - 9100
    move = choose_move(game, "reference", seed, iterations=ARENA_HARD_ITERATIONS)
    assert move.to_record() == row["move"]
    assert game.snapshot() == before


def test_the_reference_with_the_ui_look_ahead_matches_too() -> None:
    for row in RECORDED[::3]:
        move = choose_move(_position(row), "reference", 4242 + row["seed"] - 9100)
        assert move.to_record() == row["move_ui"]


def test_changing_the_live_evaluation_and_weights_does_not_move_the_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard with a broken live evaluation and other weights plays otherwise; the reference
    does not notice."""
    silly = evaluate.Params(meeple=0.5, fill_rate=1.5, farm_city=5.0)
    monkeypatch.setattr(weights, "hard_params", lambda expansions, path=None: silly)
    monkeypatch.setattr(levels, "hard_params", lambda expansions, path=None: silly)
    monkeypatch.setattr(evaluate.Evaluator, "values", lambda self, game: [float(-s) for s in game.scores])
    differs = 0
    for row in RECORDED[:6]:
        game = _position(row)
        seed = 4242 + row["seed"] - 9100
        assert choose_move(game, "reference", seed, iterations=ARENA_HARD_ITERATIONS).to_record() == row["move"]
        differs += choose_move(game, "hard", seed, iterations=ARENA_HARD_ITERATIONS).to_record() != row["move"]
    assert differs >= 1, "the monkeypatch did not reach live hard: the test proves nothing"


def test_the_ui_does_not_offer_the_reference_but_the_arena_plays_it() -> None:
    assert "reference" not in LEVELS and "reference" in ARENA_LEVELS
    out = run(2, "reference", "normal", [], seed=77, hard_iterations=2, max_tiles=8)
    assert out["games"] == 2 and out["a"] == "reference"
    assert out["move_time_p95_a_s"] > 0.0
