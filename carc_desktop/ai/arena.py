"""Play AI levels against each other and report win rates.

``python -m carc_desktop.ai.arena --games 200 --a hard --b normal --jobs 2 [--json]``

Two players. Games come in pairs on the same tile order with the seats swapped (game
``i`` uses bag seed ``seed + i // 2``; A sits first in even games), so luck of the draw
largely cancels. A draw counts as half a win in ``win_rate_a``; the 95 % interval is
Wilson's score interval over ``games``. Without ``--time-budget`` every move is chosen
by iteration counts only, so a run is reproducible on any machine.

Each side's character is reported too (``character_a``/``character_b``): the share of its
tile placements made with no follower in hand, its mean score, and on which of its own
turns it placed farmers. Besides the levels of the UI the arena plays ``reference``,
today's hard frozen (see :mod:`.reference`).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from carc_desktop.engine import Deploy, Game, PlaceTile, RuleSet, load_all

from .evaluate import Params
from .levels import ARENA_HARD_ITERATIONS, ARENA_LEVELS, LEVELS, SEARCH_LEVELS, choose_move


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval for a proportion."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def new_game(rules: RuleSet, bag_seed: int, max_tiles: int | None = None) -> Game:
    """The arena's game for a bag seed; ``max_tiles`` keeps only the first draws of that
    bag (short games for tests and quick checks)."""
    game = Game(2, rules, seed=bag_seed)
    if max_tiles is not None:
        game = Game(2, rules, seed=bag_seed, draws=game.bag[:max_tiles])
    return game


def play_game(task: dict[str, Any]) -> dict[str, Any]:
    """One game; ``task`` holds index, seed, levels, expansions, edition, budgets, and
    optionally ``params_a``/``params_b`` (hard's weights per side) and ``max_tiles``."""
    index = task["index"]
    a_seat = index % 2
    levels = [task["b"], task["b"]]
    levels[a_seat] = task["a"]
    params = [task.get("params_b"), task.get("params_b")]
    params[a_seat] = task.get("params_a")
    game = new_game(RuleSet(task["edition"], tuple(task["expansions"])), task["seed"] + index // 2,
                    task.get("max_tiles"))
    times: list[list[float]] = [[], []]
    character = [_Character(), _Character()]
    decisions = 0
    while not game.finished:
        seat = game.decider
        assert seat is not None
        level = levels[seat]
        move_seed = (task["seed"] * 7_919 + index * 104_729 + decisions * 31 + seat) & 0x7FFFFFFF
        start = time.perf_counter()
        searches = level in SEARCH_LEVELS
        move = choose_move(game, level, move_seed, task["time_budget"] if searches else None,
                           iterations=task["hard_iterations"] if searches else None, params=params[seat])
        times[seat].append(time.perf_counter() - start)
        character[seat].saw(game, seat, move)
        game.push(move)
        decisions += 1
        if decisions > 5000:
            raise RuntimeError("game did not finish")
    score_a, score_b = game.scores[a_seat], game.scores[1 - a_seat]
    return {"index": index, "score_a": score_a, "score_b": score_b,
            "times_a": times[a_seat], "times_b": times[1 - a_seat], "decisions": decisions,
            "character_a": character[a_seat].as_dict(), "character_b": character[1 - a_seat].as_dict()}


class _Character:
    """What a seat did, as a person would notice it: tile placements made with no follower
    in hand, and on which of its own turns it put followers on fields (farmers)."""

    def __init__(self) -> None:
        self.placements = 0
        self.empty_handed = 0
        self.farmer_turns: list[int] = []

    def saw(self, game: Game, seat: int, move: object) -> None:
        if isinstance(move, PlaceTile):
            self.placements += 1
            self.empty_handed += game.supply[seat].get("follower", 0) <= 0
        elif isinstance(move, Deploy) and move.figure == "follower" and move.feature.startswith("field"):
            self.farmer_turns.append(self.placements)

    def as_dict(self) -> dict[str, Any]:
        return {"placements": self.placements, "empty_handed": self.empty_handed, "farmer_turns": self.farmer_turns}


def character_summary(rows: Sequence[dict[str, Any]], scores: Sequence[float]) -> dict[str, Any]:
    """One side's character over many games: the share of its tile placements made with no
    follower in hand, its mean score, its farmers per game and the own turn (1 = its first
    tile placement) on which they were placed: mean and a histogram in blocks of six turns."""
    placements = sum(r["placements"] for r in rows)
    empty = sum(r["empty_handed"] for r in rows)
    turns = [t for r in rows for t in r["farmer_turns"]]
    histogram: dict[str, int] = {}
    for t in turns:
        lo = (t - 1) // 6 * 6 + 1
        label = f"{lo}-{lo + 5}"
        histogram[label] = histogram.get(label, 0) + 1
    return {
        "placements": placements,
        "no_follower_share": round(empty / placements, 4) if placements else 0.0,
        "mean_score": round(statistics.mean(scores), 2) if scores else 0.0,
        "farmers_per_game": round(len(turns) / len(rows), 2) if rows else 0.0,
        "farmer_turn_mean": round(statistics.mean(turns), 2) if turns else None,
        "farmer_turn_histogram": dict(sorted(histogram.items(), key=lambda kv: int(kv[0].split("-")[0]))),
    }


def run(games: int, a: str, b: str, expansions: Sequence[str], seed: int = 0, jobs: int = 1,
        hard_iterations: int = ARENA_HARD_ITERATIONS, time_budget: float | None = None,
        edition: str = "C3", progress: bool = False, *, params_a: Params | None = None,
        params_b: Params | None = None, max_tiles: int | None = None) -> dict[str, Any]:
    """``games`` games of ``a`` against ``b``; ``params_a``/``params_b`` replace hard's
    weights of that side (default: ``weights.json``)."""
    tasks = [{"index": i, "seed": seed, "a": a, "b": b, "expansions": list(expansions), "edition": edition,
              "hard_iterations": hard_iterations, "time_budget": time_budget, "params_a": params_a,
              "params_b": params_b, "max_tiles": max_tiles} for i in range(games)]
    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for r in pool.map(play_game, tasks, chunksize=1):
                results.append(r)
                if progress:
                    _progress(results, games)
    else:
        for t in tasks:
            results.append(play_game(t))
            if progress:
                _progress(results, games)
    elapsed = time.perf_counter() - start
    wins_a = sum(1 for r in results if r["score_a"] > r["score_b"])
    wins_b = sum(1 for r in results if r["score_b"] > r["score_a"])
    draws = games - wins_a - wins_b
    rate = (wins_a + 0.5 * draws) / games if games else 0.0
    low, high = wilson(wins_a + 0.5 * draws, games)
    times_a = [t for r in results for t in r["times_a"]]
    times_b = [t for r in results for t in r["times_b"]]
    mean_a = statistics.mean(r["score_a"] for r in results) if results else 0.0
    mean_b = statistics.mean(r["score_b"] for r in results) if results else 0.0
    return {
        "games": games, "wins_a": wins_a, "wins_b": wins_b, "draws": draws,
        "win_rate_a": round(rate, 4), "wilson_low_a": round(low, 4), "wilson_high_a": round(high, 4),
        "mean_score_a": round(mean_a, 2), "mean_score_b": round(mean_b, 2),
        "score_ratio_a": round(mean_a / mean_b, 2) if mean_b > 0 else None,
        "move_time_p95_a_s": round(percentile(times_a, 0.95), 4),
        "move_time_p95_b_s": round(percentile(times_b, 0.95), 4),
        "move_time_mean_a_s": round(statistics.mean(times_a), 4) if times_a else 0.0,
        "move_time_mean_b_s": round(statistics.mean(times_b), 4) if times_b else 0.0,
        "move_time_max_a_s": round(max(times_a, default=0.0), 4),
        "move_time_max_b_s": round(max(times_b, default=0.0), 4),
        "character_a": character_summary([r["character_a"] for r in results], [r["score_a"] for r in results]),
        "character_b": character_summary([r["character_b"] for r in results], [r["score_b"] for r in results]),
        "a": a, "b": b, "expansions": list(expansions), "edition": edition, "seed": seed,
        "hard_iterations": hard_iterations, "time_budget": time_budget, "jobs": jobs,
        "wall_seconds": round(elapsed, 1),
    }


def _progress(results: list[dict[str, Any]], games: int) -> None:
    """The running result, so that a stopped run still tells what it measured."""
    wins = sum(1 for r in results if r["score_a"] > r["score_b"])
    draws = sum(1 for r in results if r["score_a"] == r["score_b"])
    shares = []
    for side in ("a", "b"):
        rows = [r[f"character_{side}"] for r in results]
        placed = sum(c["placements"] for c in rows)
        shares.append(sum(c["empty_handed"] for c in rows) / placed if placed else 0.0)
    mean_a = statistics.mean(r["score_a"] for r in results)
    mean_b = statistics.mean(r["score_b"] for r in results)
    print(f"  {len(results)}/{games} games, A won {wins}, drew {draws}; mean {mean_a:.1f} vs {mean_b:.1f}; "
          f"no follower in hand A {shares[0]:.3f} B {shares[1]:.3f}", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m carc_desktop.ai.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--a", default="hard", choices=[*LEVELS, *ARENA_LEVELS])
    parser.add_argument("--b", default="normal", choices=[*LEVELS, *ARENA_LEVELS])
    parser.add_argument("--expansions", nargs="*", default=[],
                        help="expansion names, or 'all' for every expansion present")
    parser.add_argument("--edition", default="C3", choices=("C2", "C3"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="games in parallel (processes)")
    parser.add_argument("--hard-iterations", type=int, default=ARENA_HARD_ITERATIONS,
                        help=f"hard's look-ahead simulations per decision (default {ARENA_HARD_ITERATIONS})")
    parser.add_argument("--time-budget", type=float, default=None,
                        help="seconds per hard move (makes results machine-dependent)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action="store_true", help="report each finished game on stderr")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    expansions = list(args.expansions)
    if expansions == ["all"]:
        expansions = sorted(load_all())
    unknown = [e for e in expansions if e not in load_all()]
    if unknown:
        parser.error(f"unknown expansion(s): {', '.join(unknown)} (present: {', '.join(sorted(load_all())) or 'none'})")
    out = run(args.games, args.a, args.b, expansions, args.seed, max(1, args.jobs), args.hard_iterations,
              args.time_budget, args.edition, args.progress)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{args.a} (A) vs {args.b} (B), {out['games']} games, expansions: {', '.join(expansions) or 'none'}")
        print(f"  A wins {out['wins_a']}, B wins {out['wins_b']}, draws {out['draws']}")
        print(f"  win rate A {out['win_rate_a']:.3f}  (95% Wilson {out['wilson_low_a']:.3f} .. {out['wilson_high_a']:.3f})")
        print(f"  mean score A {out['mean_score_a']}  B {out['mean_score_b']}")
        print(f"  move time A p95 {out['move_time_p95_a_s']:.3f}s mean {out['move_time_mean_a_s']:.3f}s max "
              f"{out['move_time_max_a_s']:.3f}s; B p95 {out['move_time_p95_b_s']:.3f}s")
        for side in ("a", "b"):
            ch = out[f"character_{side}"]
            print(f"  {side.upper()}: {ch['no_follower_share']:.0%} of {ch['placements']} placements with no follower in hand; "
                  f"{ch['farmers_per_game']} farmers a game, mean own turn {ch['farmer_turn_mean']}")
        print(f"  wall {out['wall_seconds']}s with {out['jobs']} job(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
