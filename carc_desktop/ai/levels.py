"""The computer players by level, behind one function: :func:`choose_move`.

* ``random`` — any legal move.
* ``greedy`` — one ply (the rest of its turn: placement and figure together), the move
  with the best immediate score difference; ties at random.
* ``easy`` — a crude heuristic (immediate points, naive worth of its own features, a
  little meeple thrift) over a random part of the placements, with some noise.
* ``normal`` — the full heuristic (:mod:`.evaluate`) over every placement x figure spot.
* ``hard`` — the same one-ply search (with more finely tuned weights) to shortlist
  whole-turn plans (placement + figure), then determinised look-ahead: for sampled orders
  of the remaining tiles (never the real one; the same orders for every plan), each
  shortlisted plan is played, the opponents reply with their own one-ply best turn on the
  tile they would draw, the player then takes its best one-ply turn with the tile it would
  draw, and the result is evaluated; the plan with the best average (blended with its
  one-ply value) wins. The figure step that follows reuses the chosen plan.

Determinism: everything random comes from ``random.Random`` seeded from ``seed`` and the
position. Without ``time_budget`` no clock is read, so a seed always gives the same move;
with it, hard's whole search (its one-ply pass as well as its look-ahead) stops when the
budget runs out (the UI's mode), reading ``clock`` (``time.perf_counter`` unless a test
passes one that it controls).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from carc_desktop.engine import Game, Move

from .evaluate import EASY, NORMAL, Evaluator, Params
from .knowledge import Knowledge, determinised_bag, hidden_bag
from .reference import choose_reference_move
from .search import TIE, Choice, Clock, OutOfTime, TurnSearch, canonical, lookahead_value, pick_best
from .weights import hard_params


@dataclass(frozen=True)
class Level:
    name: str
    description: str
    #: Seconds the UI should give a move (None: the level is fast and ignores budgets).
    time_budget: float | None
    #: Hard: look-ahead simulations (plans x sampled draws) at most per decision.
    iterations: int = 0
    #: Hard: how many whole-turn plans go into the look-ahead.
    candidates: int = 0


#: Hard's seconds per decision in the UI. The whole search stops at the budget (the one-ply
#: pass too), so its decisions end just after it; docs/AI.md ("Answer times") has the
#: measured p95 against the 1 s goal.
HARD_UI_BUDGET = 0.9

LEVELS: dict[str, Level] = {
    "random": Level("random", "plays any legal move", None),
    "greedy": Level("greedy", "takes the most points right now", None),
    "easy": Level("easy", "a beginner: likes points, looks at part of the board", None),
    "normal": Level("normal", "weighs every placement and figure by its expected worth", None),
    "hard": Level("hard", "looks ahead over the tiles that may come", HARD_UI_BUDGET, iterations=48, candidates=6),
}

#: Levels the arena knows but the UI does not offer. ``reference`` is today's hard frozen
#: at commit b1cf427 (:mod:`.reference`): every later hard is measured against it.
ARENA_LEVELS: dict[str, Level] = {
    "reference": Level("reference", "hard as of b1cf427, frozen (arena only)", HARD_UI_BUDGET,
                       iterations=48, candidates=6),
}
#: Levels whose look-ahead the arena caps (``--hard-iterations``) and times.
SEARCH_LEVELS = ("hard", "reference")

#: Hard's look-ahead cap in the arena (deterministic; no time budget): what docs/AI.md
#: measured. The UI uses ``LEVELS["hard"]`` (more simulations, cut by its time budget).
ARENA_HARD_ITERATIONS = 12

_PLAN_CACHE: dict[tuple[object, ...], Move] = {}
_PLAN_CACHE_MAX = 256


def _position_key(game: Game, level: str, params: Params) -> tuple[object, ...]:
    """Identifies a position within a game (the same record prefix) for one player's
    weights (two hard players with different weights share this process in tuning)."""
    return (level, params, game.seed, len(game.history), hash(tuple(game.history)), game.bag_pos, game.bag[:game.bag_pos])


def choose_move(game: Game, level: str, seed: int, time_budget: float | None = None, *,
                iterations: int | None = None, params: Params | None = None,
                clock: Clock | None = None) -> Move:
    """One of ``game.legal_moves()`` for ``game.decider``; the game is left as it was.

    ``time_budget`` (seconds) makes hard stop searching when it runs out, in its one-ply
    pass or in its look-ahead, and answer with the best plan found so far (the UI's mode;
    results then depend on the machine). ``clock`` is what it reads (default
    ``time.perf_counter``; tests pass a clock they control, which makes a budgeted search
    deterministic again). ``iterations`` overrides hard's simulation cap; ``params``
    hard's evaluation weights (default: ``weights.json`` for the game's expansion set;
    the tuner passes candidates here).
    """
    if level not in LEVELS and level not in ARENA_LEVELS:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(LEVELS)})")
    if level == "reference":
        return choose_reference_move(game, seed, time_budget, iterations=iterations)
    moves = game.legal_moves()
    if not moves:
        raise ValueError("there is no decision to take (the game is over)")
    rng = random.Random((seed * 1_000_003 + len(game.history) * 7919 + game.bag_pos) & 0xFFFFFFFFFFFF)
    if len(moves) == 1:
        return moves[0]
    if level == "random":
        return rng.choice(canonical(moves))
    clock = clock or time.perf_counter
    deadline = None if time_budget is None else clock() + time_budget
    with hidden_bag(game, rng):
        if level == "greedy":
            return _greedy(game, rng)
        if level == "easy":
            return _easy(game, rng)
        if level == "normal":
            return _normal(game, rng)
        spec = LEVELS[level]
        return _hard(game, rng, iterations if iterations is not None else spec.iterations,
                     spec.candidates, deadline, params or hard_params(game.rules.expansions), clock)


def _scores(game: Game) -> list[float]:
    return [float(s) for s in game.scores]


def _greedy(game: Game, rng: random.Random) -> Move:
    return pick_best(TurnSearch(_scores, rng).root(game), rng).move


def _easy(game: Game, rng: random.Random) -> Move:
    ev = Evaluator(Knowledge(game), EASY)
    moves = canonical(game.legal_moves())
    if game.phase == "place" and len(moves) > 6:
        moves = rng.sample(moves, max(6, len(moves) * 2 // 5))
    choices = TurnSearch(ev.values, rng).root(game, moves)
    for c in choices:
        c.score += rng.gauss(0.0, 1.0)
    return max(choices, key=lambda c: c.score).move


def _normal(game: Game, rng: random.Random) -> Move:
    ev = Evaluator(Knowledge(game), NORMAL)
    return pick_best(TurnSearch(ev.values, rng).root(game), rng).move


def _hard(game: Game, rng: random.Random, iterations: int, candidates: int,
          deadline: float | None, params: Params, clock: Clock = time.perf_counter) -> Move:
    me = game.decider
    assert me is not None
    key = _position_key(game, "hard", params)
    cached = _PLAN_CACHE.pop(key, None)
    if cached is not None and cached in game.legal_moves():
        return cached
    ev = Evaluator(Knowledge(game), params)
    search = TurnSearch(ev.values, rng, deadline, clock)
    choices = search.expand_root(game)
    choices.sort(key=lambda c: -round(c.score / TIE))
    best = choices[0]
    shortlist = _shortlist(choices, candidates)
    if len(shortlist) > 1 and iterations > 0 and game.tiles_left() > 0 and not search.timed_out:
        best = _lookahead(game, me, shortlist, ev, rng, iterations, deadline, clock) or best
    _remember_plan(game, best, me, params)
    return best.move


#: Plans further than this behind the best one-ply plan are not looked ahead.
SHORTLIST_MARGIN = 4.0


def _shortlist(choices: list[Choice], k: int) -> list[Choice]:
    """The best ``k`` plans close to the best one, at most 2 per first move so that the
    look-ahead compares different placements."""
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
               iterations: int, deadline: float | None, clock: Clock = time.perf_counter) -> Choice | None:
    """Average, over sampled orders of the unseen tiles (the same orders for every plan),
    the value after the opponents' replies; blended with the one-ply value."""
    totals = [0.0] * len(shortlist)
    rounds = 0
    limit = max(iterations, len(shortlist))
    while (rounds + 1) * len(shortlist) <= limit:
        if deadline is not None and rounds and clock() > deadline:
            break
        bag = determinised_bag(game, rng)
        row = []
        try:
            for c in shortlist:
                row.append(lookahead_value(game, c.plan, me, bag, ev, rng, deadline, clock))
        except OutOfTime:
            break
        for i, v in enumerate(row):
            totals[i] += v
        rounds += 1
    if not rounds:
        return None
    # Best blended value; among equal values the better one-ply plan (earlier in the list).
    scored = [(round((totals[i] / rounds + LOOKAHEAD_BLEND * c.score) / TIE), -i) for i, c in enumerate(shortlist)]
    return shortlist[-max(scored)[1]]


#: Weight of the one-ply value next to the look-ahead average.
LOOKAHEAD_BLEND = 0.5


def _remember_plan(game: Game, choice: Choice, me: int, params: Params) -> None:
    """Keep the plan's next own decision (same turn, no draw in between) for the next call."""
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
            _PLAN_CACHE[_position_key(game, "hard", params)] = choice.plan[1]
    finally:
        for _ in range(pushed):
            game.undo()


__all__ = ["ARENA_LEVELS", "LEVELS", "Level", "choose_move", "ARENA_HARD_ITERATIONS", "SEARCH_LEVELS"]

