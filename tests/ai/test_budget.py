"""Hard's time budget covers its whole search (issue #28): the one-ply pass over every
whole-turn plan stops at it as well as the look-ahead. The clock is one the test controls
(time advances with the leaf evaluations done), so nothing here is timed."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from test_ai import _constructed_road_position  # tests/ai is on the path (rootdir imports)

from carc_desktop.ai import choose_move
from carc_desktop.ai.evaluate import HARD, Evaluator
from carc_desktop.ai.knowledge import Knowledge
from carc_desktop.ai.search import TurnSearch, canonical
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import PlaceTile
from carc_desktop.engine.rules import RuleSet

ALL = tuple(sorted(load_all()))


class WorkClock:
    """Seconds that pass only while the AI works: every leaf evaluation costs one."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.evaluations = 0
        original: Callable[[Evaluator, Game], list[float]] = Evaluator.values

        def counting(ev: Evaluator, game: Game) -> list[float]:
            self.evaluations += 1
            return original(ev, game)

        monkeypatch.setattr(Evaluator, "values", counting)

    def __call__(self) -> float:
        return float(self.evaluations)


def _wide_position(expansions: tuple[str, ...], seed: int, steps: int) -> Game:
    """A placement decision some way into a randomly played game."""
    game = Game(2, RuleSet("C3", expansions), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.push(rng.choice(game.legal_moves()))
    while game.phase != "place":
        game.push(rng.choice(game.legal_moves()))
    assert not game.finished
    return game


def _pass_cost(game: Game, clock: WorkClock) -> int:
    """Leaf evaluations of hard's one-ply pass without a deadline."""
    before = clock.evaluations
    TurnSearch(Evaluator(Knowledge(game), HARD).values, random.Random(0)).expand_root(game)
    return clock.evaluations - before


def test_the_one_ply_pass_stops_at_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock(monkeypatch)
    game = _wide_position(ALL, 41, 40)
    cost = _pass_cost(game, clock)
    assert cost > 60  # a pass that really is longer than the budgets below
    snapshot = game.snapshot()
    for budget in (0, 5, cost // 3, cost // 2):
        start = clock.evaluations
        move = choose_move(game, "hard", 3, budget, clock=clock)
        spent = clock.evaluations - start
        # One evaluation may be under way when the deadline passes, one more ends it.
        assert spent <= budget + 2, (budget, spent, cost)
        assert move in game.legal_moves()
        assert game.snapshot() == snapshot


def test_the_look_ahead_stops_at_the_budget_too(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock(monkeypatch)
    game = _wide_position((), 12, 20)
    cost = _pass_cost(game, clock)
    start = clock.evaluations
    choose_move(game, "hard", 4, iterations=48)
    unlimited = clock.evaluations - start
    assert unlimited > 2 * cost
    budget = cost + (unlimited - cost) // 3
    start = clock.evaluations
    assert choose_move(game, "hard", 4, budget, iterations=48, clock=clock) in game.legal_moves()
    assert clock.evaluations - start <= budget + 2


def test_a_budgeted_search_is_deterministic_under_a_fixed_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock(monkeypatch)
    game = _wide_position(ALL, 41, 40)
    cost = _pass_cost(game, clock)
    moves = {budget: choose_move(game, "hard", 9, budget, clock=clock) for budget in (cost // 4, cost // 2, 3 * cost)}
    again = {budget: choose_move(game, "hard", 9, budget, clock=clock) for budget in moves}
    assert moves == again


def test_a_budget_never_reached_changes_nothing() -> None:
    """Best-first expansion under a deadline evaluates the same plans as the canonical
    pass: while the clock stands still, the move is the unbudgeted one."""
    for seed, steps in ((12, 20), (13, 31), (14, 8)):
        game = _wide_position((), seed, steps)
        for iterations in (0, 6):
            expected = choose_move(game, "hard", seed, iterations=iterations)
            assert choose_move(game, "hard", seed, 5.0, iterations=iterations, clock=lambda: 0.0) == expected


def test_a_cut_pass_still_finds_the_closing_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pass values every placement by its turn finished without a figure first and expands
    the best first: with room for only a few whole plans after that, hard still closes
    the road (as it does without a budget)."""
    clock = WorkClock(monkeypatch)
    game = _constructed_road_position()
    placements = len(game.legal_moves())
    cost = _pass_cost(game, clock)
    budget = placements + 4
    assert budget < cost // 2
    move = choose_move(game, "hard", 1, budget, clock=clock)
    assert isinstance(move, PlaceTile) and (move.x, move.y) == (-1, 0)


def test_a_cut_pass_has_expanded_the_best_valued_moves_first(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock(monkeypatch)
    for seed, steps in ((24, 34), (31, 21), (41, 40)):
        game = _wide_position(ALL if seed == 41 else (), seed, steps)
        cost = _pass_cost(game, clock)
        moves = canonical(game.legal_moves())
        quick: dict[int, float] = {}
        TurnSearch(Evaluator(Knowledge(game), HARD).values, random.Random(0))._quick_values(
            game, moves, game.decider, quick)
        budget = clock.evaluations + len(moves) + cost // 3
        search = TurnSearch(Evaluator(Knowledge(game), HARD).values, random.Random(0), budget, clock)
        choices = search.expand_root(game)
        assert search.timed_out
        expanded = {c.move for c in choices}
        assert 0 < len(expanded) < len(moves)
        # The moves with plans are a best-first prefix (the last one possibly cut among
        # its plans): none left out is valued above one expanded.
        worst_in = min(quick[moves.index(m)] for m in expanded)
        best_out = max(quick[i] for i, m in enumerate(moves) if m not in expanded)
        assert best_out <= worst_in
        # ... and they come back in the canonical order, as from an uncut pass.
        assert [moves.index(c.move) for c in choices] == sorted(moves.index(c.move) for c in choices)
