"""Engine speed (run by hand from the repository root: ``PYTHONPATH=. .venv/bin/python
benchmarks/bench_engine.py``).

Boards of 150 tiles are grown beyond the box (random tile types, random legal spots) since
the base game has only 72 tiles; the engine does not care where tiles come from.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from carc_desktop.engine.__main__ import play_random_game
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.engine.tileset import load_catalogue


def grown_board(size: int, seed: int) -> Game:
    game = Game(2, seed=seed)
    rng = random.Random(seed)
    types = [t for t in load_catalogue().of_set("base")]
    while len(game.board) < size:
        tile = rng.choice(types)
        spots = game.board.placements_for(tile)
        if spots:
            cell, r = rng.choice(spots)
            game.lay_tile(tile, cell, r)
    return game


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    cat = load_catalogue()
    tiles = [cat[t] for t in ("BASE-D", "BASE-V", "BASE-L", "BASE-C", "BASE-B")]
    results = {}
    for size in (70, 150):
        boards = [grown_board(size, s) for s in range(5)]
        samples = []
        for g in boards:
            for t in tiles:
                t.fit_cache.clear()  # the first query per pattern is the honest worst case
                samples.append(median_ms(lambda g=g, t=t: g.board.placements_for(t), 50))
        results[f"legal placements, {size} tiles (median ms)"] = statistics.median(samples)
    boards = [grown_board(150, s) for s in range(5)]
    samples = []
    for g in boards:
        for t in tiles:
            samples.append(median_ms(lambda g=g, t=t: g.placement_choices(t), 20))
    results["full decision list incl. follower spots, 150 tiles (median ms)"] = statistics.median(samples)
    for size in (20, 150):
        g = grown_board(size, 11)
        rng = random.Random(3)
        samples = []
        for _ in range(300):
            t = rng.choice(tiles)
            spots = g.board.placements_for(t)
            cell, r = rng.choice(spots)
            mark = g.journal.mark()
            start = time.perf_counter()
            g.lay_tile(t, cell, r)
            samples.append(time.perf_counter() - start)
            g.journal.rollback(mark)
        results[f"apply a placement, {size} tiles (median ms)"] = statistics.median(samples) * 1000
    # As ``python -m carc_desktop.engine simulate --games 200``: seeds 0..199, median of runs.
    # CPU time too: on a shared machine the wall clock also counts the other processes.
    for label, expansions in (("base", ()), ("traders_and_builders", ("traders_and_builders",)),
                              ("all expansions", tuple(sorted(load_all())))):
        n = 200
        wall, cpu = [], []
        for _ in range(3):
            start, start_cpu = time.perf_counter(), time.process_time()
            for seed in range(n):
                play_random_game(2, RuleSet("C3", expansions), seed)
            wall.append(n / (time.perf_counter() - start))
            cpu.append(n / (time.process_time() - start_cpu))
        results[f"random 2-player games, {label} (games/s, wall)"] = statistics.median(wall)
        results[f"random 2-player games, {label} (games/s, CPU time)"] = statistics.median(cpu)
    print(f"Python {sys.version.split()[0]}")
    for k, v in results.items():
        print(f"{k:70s} {v:.3f}" if isinstance(v, float) else f"{k:70s} {v}")


if __name__ == "__main__":
    main()
