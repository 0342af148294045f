"""How much look-ahead the UI's hard really runs: simulations per decision at its budget.

    python benchmarks/bench_lookahead.py [--games 2] [--seed 3200000] [--expansions all]

Plays hard with its UI settings (``LEVELS["hard"]``: the time budget and the cap of
simulations) against normal, two players, hard in either seat (game *i* uses bag seed
``seed + i // 2``), and counts for every look-ahead the simulations whose round finished
(a round cut by the deadline counts nothing: hard discards it). The arena's hard plays a
fixed number (``--hard-iterations``, default ``ARENA_HARD_ITERATIONS``); it represents the
player's hard only where the UI's hard runs at least that many. Prints one JSON object:
the count of look-aheads, mean, median, 10th percentile, the share with at least 12, 18,
24 and 48 simulations, hard's p95 decision time and the load average (1 min) at start and
end. Wall-clock bound: report the load with it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from carc_desktop.ai import LEVELS, choose_move, levels
from carc_desktop.ai.arena import new_game, percentile
from carc_desktop.engine.rules import RuleSet


def count_simulations(games: int, seed: int, expansions: tuple[str, ...]) -> dict[str, Any]:
    done: list[int] = []
    real_lookahead = levels._lookahead
    real_value = levels.lookahead_value

    def counting(game: Any, me: int, shortlist: list[Any], *args: Any, **kwargs: Any) -> Any:
        calls = [0]

        def value(*a: Any, **k: Any) -> float:
            v = real_value(*a, **k)
            calls[0] += 1
            return v

        levels.lookahead_value = value
        try:
            return real_lookahead(game, me, shortlist, *args, **kwargs)
        finally:
            levels.lookahead_value = real_value
            done.append(calls[0] // len(shortlist) * len(shortlist))

    levels._lookahead = counting
    times: list[float] = []
    load_start = os.getloadavg()[0]
    try:
        for i in range(games):
            game = new_game(RuleSet("C3", expansions), seed + i // 2)
            hard_seat = i % 2
            decisions = 0
            while not game.finished:
                seat = game.decider
                if seat == hard_seat:
                    start = time.perf_counter()
                    move = choose_move(game, "hard", decisions * 31 + i, LEVELS["hard"].time_budget)
                    times.append(time.perf_counter() - start)
                else:
                    move = choose_move(game, "normal", decisions * 31 + i)
                game.push(move)
                decisions += 1
    finally:
        levels._lookahead = real_lookahead
    s = sorted(done)
    n = len(s)
    return {"games": games, "seed": seed, "expansions": list(expansions), "lookaheads": n,
            "mean": round(statistics.mean(s), 1) if s else 0.0, "median": statistics.median(s) if s else 0,
            "p10": s[n // 10] if s else 0,
            **{f"share_at_least_{k}": round(sum(x >= k for x in s) / n, 3) if n else 0.0 for k in (12, 18, 24, 48)},
            "hard_time_p95_s": round(percentile(times, 0.95), 3),
            "load_start": load_start, "load_end": os.getloadavg()[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/bench_lookahead.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3_200_000)
    parser.add_argument("--expansions", nargs="*", default=[])
    args = parser.parse_args(argv)
    from carc_desktop.engine.expansions import load_all
    expansions = tuple(sorted(load_all())) if args.expansions == ["all"] else tuple(args.expansions)
    print(json.dumps(count_simulations(args.games, args.seed, expansions)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
