"""Command line: ``replay FILE`` prints the documented JSON; ``simulate`` plays random games."""

from __future__ import annotations

import argparse
import errno
import json
import os
import random
import stat
import statistics
import sys
import time
from collections.abc import Sequence

from .game import Game
from .record import MAX_RECORD_BYTES, RecordError, game_from_record, parse_text, replay_summary
from .rules import RuleSet


def read_regular_file(path: str, limit: int) -> bytes:
    """The first ``limit`` bytes of ``path``, which must be a regular file: a named pipe, a
    device or a folder is refused at once (opened without blocking, checked, then read).
    Raises OSError (``EINVAL``, "not a regular file", for anything but a file)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file (a folder, a named pipe or a device)", path)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(limit)
    finally:
        os.close(fd)


def _replay(path: str) -> int:
    try:
        raw = read_regular_file(path, MAX_RECORD_BYTES + 1)
        game = game_from_record(parse_text(raw))
    except RecordError as exc:
        print(json.dumps(exc.to_json()))
        return 2
    except OSError as exc:
        print(json.dumps({"error": f"cannot read {path}: {exc.strerror}", "move_index": -1}))
        return 2
    print(json.dumps(replay_summary(game), indent=2))
    return 0


def play_random_game(players: int, rules: RuleSet, seed: int) -> Game:
    game = Game(players, rules, seed=seed)
    rng = random.Random(seed)
    while not game.finished:
        game.push(rng.choice(game.legal_moves()))
    return game


def _simulate(games: int, seed: int, players: int, expansions: Sequence[str], edition: str) -> int:
    rules = RuleSet(edition, tuple(expansions))
    scores: list[int] = []
    start = time.perf_counter()
    for i in range(games):
        scores.extend(play_random_game(players, rules, seed + i).scores)
    elapsed = time.perf_counter() - start
    print(json.dumps({
        "games": games, "seconds": round(elapsed, 3), "games_per_second": round(games / elapsed, 2),
        "mean_score": round(statistics.mean(scores), 2), "max_score": max(scores), "min_score": min(scores),
        "expansions": list(expansions), "edition": edition,
    }, indent=2))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m carc_desktop.engine")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="replay a game record and print the result as JSON")
    rp.add_argument("file")
    sp = sub.add_parser("simulate", help="play random games and print speed and score statistics")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--players", type=int, default=2)
    sp.add_argument("--edition", default="C3", choices=("C2", "C3"))
    sp.add_argument("--expansions", nargs="*", default=[])
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(args.file)
    return _simulate(args.games, args.seed, args.players, args.expansions, args.edition)


if __name__ == "__main__":
    sys.exit(main())
