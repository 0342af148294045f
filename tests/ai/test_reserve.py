"""The reserve term: followers actually in hand are worth more while many turns remain, and
with it normal keeps a follower in hand far more often (issue #28)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from carc_desktop.ai import arena, evaluate, levels
from carc_desktop.ai.evaluate import Evaluator, Params
from carc_desktop.ai.knowledge import Knowledge
from carc_desktop.engine import Game, RuleSet


def _values(game: Game, params: Params) -> list[float]:
    return Evaluator(Knowledge(game), params).values(game)


def test_each_of_the_first_followers_in_hand_is_worth_reserve_times_the_turns_left() -> None:
    game = Game(2, RuleSet("C3", ()), seed=3)
    plain = Params(reserve=0.0)
    with_reserve = replace(plain, reserve=0.5)
    turns = min(game.tiles_left() / 2, with_reserve.reserve_turns)
    # Seven in hand: only the first two count.
    gain = [b - a for a, b in zip(_values(game, plain), _values(game, with_reserve))]
    assert gain == pytest.approx([0.5 * turns * 2] * 2)
    # One in hand: one counts.
    game.supply[0]["follower"] = 1
    gain = [b - a for a, b in zip(_values(game, plain), _values(game, with_reserve))]
    assert gain == pytest.approx([0.5 * turns, 0.5 * turns * 2])


def test_the_reserve_fades_in_the_last_turns() -> None:
    game = Game(2, RuleSet("C3", ()), seed=3)
    game = Game(2, RuleSet("C3", ()), seed=3, draws=game.bag[:9])  # 8 tiles left to draw
    plain, with_reserve = Params(reserve=0.0), Params(reserve=0.5)
    gain = _values(game, with_reserve)[0] - _values(game, plain)[0]
    assert gain == pytest.approx(0.5 * (game.tiles_left() / 2) * 2)
    assert game.tiles_left() / 2 < with_reserve.reserve_turns


def test_normal_with_its_reserve_keeps_followers_in_hand_more_often(monkeypatch: pytest.MonkeyPatch) -> None:
    with_reserve = arena.run(4, "normal", "normal", (), seed=90_000, max_tiles=40)
    monkeypatch.setattr(levels, "NORMAL", replace(evaluate.NORMAL, reserve=0.0))
    without = arena.run(4, "normal", "normal", (), seed=90_000, max_tiles=40)

    def share(out: dict) -> float:
        a, b = out["character_a"], out["character_b"]
        return (a["no_follower_share"] * a["placements"] + b["no_follower_share"] * b["placements"]) / (
            a["placements"] + b["placements"])

    assert evaluate.NORMAL.reserve > 0.0
    assert share(with_reserve) < 0.5 * share(without)
