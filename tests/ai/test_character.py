"""The arena's character figures: placements with no follower in hand, mean score, farmers'
turns; recounted here from the moves the arena's players actually chose."""

from __future__ import annotations

from typing import Any

import pytest

from carc_desktop.ai import arena
from carc_desktop.engine import Deploy, Game, PlaceTile


def test_character_figures_match_a_recount_of_the_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, Any, int, int]] = []
    real = arena.choose_move

    def watching(game: Game, level: str, seed: int, *args: Any, **kw: Any) -> Any:
        move = real(game, level, seed, *args, **kw)
        seat = game.decider
        assert seat is not None
        seen.append((len(game.history), seat, move, game.supply[seat]["follower"]))
        return move

    monkeypatch.setattr(arena, "choose_move", watching)
    out = arena.run(2, "greedy", "easy", (), seed=31, max_tiles=30)
    # Game 0: A (greedy) in seat 0; game 1: A in seat 1. Recount per side.
    split = next(i for i in range(1, len(seen)) if seen[i][0] < seen[i - 1][0])  # history restarts
    games = [seen[:split], seen[split:]]
    expected = {"a": [0, 0, []], "b": [0, 0, []]}
    for g, moves in enumerate(games):
        own = [0, 0]
        for _, seat, move, followers in moves:
            side = "a" if seat == g % 2 else "b"
            if isinstance(move, PlaceTile):
                own[seat] += 1
                expected[side][0] += 1
                expected[side][1] += followers == 0
            elif isinstance(move, Deploy) and move.feature.startswith("field"):
                expected[side][2].append(own[seat])
    for side in ("a", "b"):
        ch = out[f"character_{side}"]
        placements, empty, farmers = expected[side]
        assert ch["placements"] == placements
        assert ch["no_follower_share"] == round(empty / placements, 4)
        assert ch["mean_score"] == out[f"mean_score_{side}"]
        assert ch["farmers_per_game"] == len(farmers) / 2
        assert sum(ch["farmer_turn_histogram"].values()) == len(farmers)
    assert out["character_a"]["placements"] + out["character_b"]["placements"] == 2 * 30


def test_the_summary_counts_shares_and_turn_blocks() -> None:
    rows = [{"placements": 10, "empty_handed": 3, "farmer_turns": [1, 6, 7]},
            {"placements": 10, "empty_handed": 1, "farmer_turns": [30]}]
    out = arena.character_summary(rows, [80.0, 100.0])
    assert out["no_follower_share"] == 0.2
    assert out["mean_score"] == 90.0
    assert out["farmers_per_game"] == 2.0
    assert out["farmer_turn_mean"] == 11.0
    assert out["farmer_turn_histogram"] == {"1-6": 2, "7-12": 1, "25-30": 1}
    none = arena.character_summary([{"placements": 5, "empty_handed": 0, "farmer_turns": []}], [10.0])
    assert none["farmer_turn_mean"] is None and none["no_follower_share"] == 0.0
