"""Answer times of the AI levels, as the UI would ask them.

    python benchmarks/bench_ai.py [--games 4] [--levels normal hard] [--expansions all] [--players 2] [--arena] [--process]

Plays ``--games`` games of the level against itself (``--players`` seats, bag seeds from
``--seed``) and times every decision. By default hard runs with its UI settings
(``LEVELS["hard"].time_budget`` and iteration cap); ``--arena`` times the deterministic
arena setting instead. ``--process`` asks the computer players' process as the window
does (``controller/ai_process.py``: a copy of the game pickled to it, the move back) and
times that round trip. Prints one JSON object per level with p50/p95/max seconds over all
decisions and over placements only, how many took over a second, and the machine's load
average (1 min) when the level started and ended. Figures are wall-clock: on a shared
machine, report the load with them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from carc_desktop.ai import LEVELS, choose_move
from carc_desktop.ai.arena import percentile
from carc_desktop.ai.levels import ARENA_HARD_ITERATIONS
from carc_desktop.controller.ai_process import AiProcess
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet


def bench(level: str, games: int, expansions: tuple[str, ...], arena: bool, seed: int,
          players: int = 2, process: AiProcess | None = None) -> dict[str, object]:
    spec = LEVELS[level]
    budget = None if arena else spec.time_budget
    iterations = ARENA_HARD_ITERATIONS if (arena and level == "hard") else None
    all_times: list[float] = []
    place_times: list[float] = []
    load_start = os.getloadavg()[0]
    for g in range(games):
        game = Game(players, RuleSet("C3", expansions), seed=seed + g)
        n = 0
        while not game.finished:
            phase = game.phase
            start = time.perf_counter()
            if process is None:
                move = choose_move(game, level, seed * 1000 + n, budget, iterations=iterations)
            else:
                answer, error, _seconds = process.call((game.copy(undo=False), level, seed * 1000 + n, budget))
                if answer is None:
                    raise RuntimeError(error)
                move = answer
            elapsed = time.perf_counter() - start
            all_times.append(elapsed)
            if phase == "place":
                place_times.append(elapsed)
            game.push(move)
            n += 1
    return {
        "level": level, "games": games, "players": players, "seed": seed, "expansions": list(expansions),
        "mode": "arena" if arena else "ui", "process": process is not None, "time_budget": budget,
        "iterations": iterations if iterations is not None else spec.iterations,
        "decisions": len(all_times),
        "p50_s": round(statistics.median(all_times), 4), "p95_s": round(percentile(all_times, 0.95), 4),
        "max_s": round(max(all_times), 4), "mean_s": round(statistics.mean(all_times), 4),
        "place_p50_s": round(statistics.median(place_times), 4),
        "place_p95_s": round(percentile(place_times, 0.95), 4),
        "place_max_s": round(max(place_times), 4),
        "over_1s": sum(1 for t in all_times if t > 1.0),
        "load_start": round(load_start, 2), "load_end": round(os.getloadavg()[0], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--levels", nargs="*", default=["normal", "hard"], choices=list(LEVELS))
    parser.add_argument("--expansions", nargs="*", default=[])
    parser.add_argument("--arena", action="store_true", help="time the arena's deterministic hard setting")
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--players", type=int, default=2, choices=range(2, 7))
    parser.add_argument("--process", action="store_true", help="ask the computer players' process, as the window does")
    args = parser.parse_args()
    expansions = tuple(sorted(load_all())) if args.expansions == ["all"] else tuple(args.expansions)
    if args.process and args.arena:
        parser.error("--process times the UI's settings; the process takes no iteration cap (drop --arena)")
    process = AiProcess() if args.process else None
    try:
        for level in args.levels:
            print(json.dumps(bench(level, args.games, expansions, args.arena, args.seed, args.players, process)),
                  flush=True)
    finally:
        if process is not None:
            process.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
