"""Load benchmark: how long opening a saved game takes (read + parse + replay).

Plays a seeded random game to the end with every expansion the engine offers, saves it,
then loads it repeatedly with ``storage.load_game`` and prints the median. Target: at most
100 ms for a full game.

    .venv/bin/python benchmarks/bench_load.py [--repeat 30] [--seed 1] [--players 4] [--none]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from carc_desktop.engine import record
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import load_game, read_record, save_game

TARGET_MS = 100.0


def full_game(seed: int, players: int, expansions: tuple[str, ...]) -> Game:
    rng = random.Random(seed)
    game = Game(players, RuleSet("C3", expansions), seed=seed)
    while game.phase != "over":
        game.play(rng.choice(game.legal_moves()))
    return game


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--none", action="store_true", help="base game only")
    args = parser.parse_args()

    expansions = () if args.none else tuple(sorted(load_all()))
    game = full_game(args.seed, args.players, expansions)
    with tempfile.TemporaryDirectory() as folder:
        path = save_game(game, Path(folder) / "bench.carc")
        size = path.stat().st_size
        loaded = load_game(path)
        assert loaded.snapshot() == game.snapshot(), "round trip differs"
        load_game(path)  # warm caches (catalogue, expansion modules)
        total = median_ms(lambda: load_game(path), args.repeat)
        parse = median_ms(lambda: read_record(path), args.repeat)
        data = read_record(path)
        replay = median_ms(lambda: record.game_from_record(data), args.repeat)

    print(f"expansions: {', '.join(expansions) or 'none'}")
    print(f"game: {args.players} players, {len(game.history)} decisions, {len(game.board.placements)} tiles, "
          f"scores {game.scores}; file {size / 1024:.1f} KiB")
    print(f"load_game median over {args.repeat}: {total:.1f} ms "
          f"(read+parse+checks {parse:.1f} ms, replay {replay:.1f} ms); target <= {TARGET_MS:.0f} ms: "
          f"{'OK' if total <= TARGET_MS else 'SLOW'}")
    return 0 if total <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
