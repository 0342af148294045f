# FROZEN COPY (issue #28): hard's decision as it was at commit b1cf427 (levels.py's
# choose_move for "hard", _hard, _shortlist, _lookahead, _remember_plan), with the weights
# weights.json held then. Do not edit; see the package docstring.
"""The reference player's move: today's hard, frozen (arena level ``reference``)."""

from __future__ import annotations

import random
import time
from collections.abc import Iterable

from carc_desktop.engine import Game, Move

from .evaluate import HARD, Evaluator, Params
from .knowledge import Knowledge, determinised_bag, hidden_bag
from .search import TIE, Choice, OutOfTime, TurnSearch, lookahead_value

#: Hard's look-ahead settings then: 48 simulations in the UI, 12 in the arena, 6 plans.
UI_ITERATIONS = 48
CANDIDATES = 6
SHORTLIST_MARGIN = 4.0
LOOKAHEAD_BLEND = 0.5

#: The expansions there were when it was frozen (their set is the key "all").
_ALL = ("la_porxada", "markets_of_leipzig", "the_land_surveyors", "traders_and_builders")
#: weights.json's "all" fit (SPSA, tuning/all.json), also used for Leipzig and for
#: Traders & Builders alone; every other set played with HARD.
_FITTED_ALL = Params(fill_rate=0.3695, city_spread=0.6932, road_spread=0.6729, monastery_spread=0.8706,
                     growth=0.4767, meeple=8.2991, meeple_decay=0.9704, return_discount=0.6412, farm_city=1.3089,
                     turn_value=4.8363, builder=1.4141, builder_turns=7.5922, leipzig_rate=0.5013,
                     wainwrights=2.2047, coiners=0.1782, bookbinders=0.0147, porxada_token=0.4454)
_SETS: dict[tuple[str, ...], Params] = {
    _ALL: _FITTED_ALL,
    ("markets_of_leipzig",): _FITTED_ALL,
    ("traders_and_builders",): _FITTED_ALL,
}


def reference_params(expansions: Iterable[str]) -> Params:
    """The weights the reference plays with for this expansion set."""
    return _SETS.get(tuple(sorted(set(expansions))), HARD)


_PLAN_CACHE: dict[tuple[object, ...], Move] = {}
_PLAN_CACHE_MAX = 256


def _position_key(game: Game, params: Params) -> tuple[object, ...]:
    return ("reference", params, game.seed, len(game.history), hash(tuple(game.history)), game.bag_pos,
            game.bag[:game.bag_pos])


def choose_reference_move(game: Game, seed: int, time_budget: float | None = None, *,
                          iterations: int | None = None) -> Move:
    """One of ``game.legal_moves()``, exactly as hard chose it at the freeze."""
    moves = game.legal_moves()
    if not moves:
        raise ValueError("there is no decision to take (the game is over)")
    rng = random.Random((seed * 1_000_003 + len(game.history) * 7919 + game.bag_pos) & 0xFFFFFFFFFFFF)
    if len(moves) == 1:
        return moves[0]
    deadline = None if time_budget is None else time.perf_counter() + time_budget
    with hidden_bag(game, rng):
        return _hard(game, rng, UI_ITERATIONS if iterations is None else iterations, CANDIDATES, deadline,
                     reference_params(game.rules.expansions))


def _hard(game: Game, rng: random.Random, iterations: int, candidates: int,
          deadline: float | None, params: Params) -> Move:
    me = game.decider
    assert me is not None
    key = _position_key(game, params)
    cached = _PLAN_CACHE.pop(key, None)
    if cached is not None and cached in game.legal_moves():
        return cached
    ev = Evaluator(Knowledge(game), params)
    choices = TurnSearch(ev.values, rng).expand_root(game)
    choices.sort(key=lambda c: -round(c.score / TIE))
    best = choices[0]
    shortlist = _shortlist(choices, candidates)
    if len(shortlist) > 1 and iterations > 0 and game.tiles_left() > 0:
        best = _lookahead(game, me, shortlist, ev, rng, iterations, deadline) or best
    _remember_plan(game, best, me, params)
    return best.move


def _shortlist(choices: list[Choice], k: int) -> list[Choice]:
    out: list[Choice] = []
    per_move: dict[Move, int] = {}
    top = choices[0].score
    for c in choices:
        if len(out) >= k or c.score < top - SHORTLIST_MARGIN:
            break
        if per_move.get(c.move, 0) >= 2:
            continue
        per_move[c.move] = per_move.get(c.move, 0) + 1
        out.append(c)
    return out


def _lookahead(game: Game, me: int, shortlist: list[Choice], ev: Evaluator, rng: random.Random,
               iterations: int, deadline: float | None) -> Choice | None:
    totals = [0.0] * len(shortlist)
    rounds = 0
    limit = max(iterations, len(shortlist))
    while (rounds + 1) * len(shortlist) <= limit:
        if deadline is not None and rounds and time.perf_counter() > deadline:
            break
        bag = determinised_bag(game, rng)
        row = []
        try:
            for c in shortlist:
                row.append(lookahead_value(game, c.plan, me, bag, ev, rng, deadline))
        except OutOfTime:
            break
        for i, v in enumerate(row):
            totals[i] += v
        rounds += 1
    if not rounds:
        return None
    scored = [(round((totals[i] / rounds + LOOKAHEAD_BLEND * c.score) / TIE), -i) for i, c in enumerate(shortlist)]
    return shortlist[-max(scored)[1]]


def _remember_plan(game: Game, choice: Choice, me: int, params: Params) -> None:
    if len(choice.plan) < 2:
        return
    pos0 = game.bag_pos
    pushed = 0
    try:
        game.push(choice.plan[0])
        pushed = 1
        if not game.finished and game.bag_pos == pos0 and game.decider == me:
            if len(_PLAN_CACHE) >= _PLAN_CACHE_MAX:
                _PLAN_CACHE.clear()
            _PLAN_CACHE[_position_key(game, params)] = choice.plan[1]
    finally:
        for _ in range(pushed):
            game.undo()
