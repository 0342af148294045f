"""Game analysis: how long it takes and whether its figures mean something (docs/AI.md,
"Game analysis").

    python benchmarks/bench_analysis.py --games 1 --levels hard random [--expansions all]
        [--players 2] [--seed 0] [--budget S] [--hard-budget S] [--keep DIR] [--from-game G]
    python benchmarks/bench_analysis.py --record benchmarks/records/analysis-base-2p-seed0.json
    python benchmarks/bench_analysis.py --record benchmarks/records/analysis-all-4p-seed7.json

Plays each game with the given levels (seat i plays ``levels[i % len(levels)]``; hard
with ``--hard-budget`` seconds, default the arena's 12 simulations and no clock), then
analyses every seat and prints one JSON line per game (seconds, per-level mean loss and
accuracy) and a last line with the totals. ``--keep`` writes each game's record there;
``--from-game G`` starts at game G of the series (seed ``--seed + G``, its seats as in the
whole series), so a series can be finished in parts.

``--record`` times the Analyse button's way instead (the controller's pool of computer
players' processes, the app's default count unless ``--workers``) on a kept record; the
two records in ``benchmarks/records/`` are the goals' games (issue #30: a two-player base
game in 60 s, four players with all four expansions in 120 s). It prints the wall time,
the processes' CPU time and the load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from carc_desktop.ai import choose_move
from carc_desktop.ai.analyse import LABELS, Settings, analyse_record, summarise
from carc_desktop.ai.levels import ARENA_HARD_ITERATIONS
from carc_desktop.engine import EDITIONS, Game, RuleSet, load_all, record_from_game


def play(levels: list[str], players: int, rules: RuleSet, seed: int, hard_budget: float | None) -> Game:
    game = Game(players, rules, seed=seed)
    n = 0
    while not game.finished:
        seat = game.decider
        assert seat is not None
        level = levels[seat % len(levels)]
        move = choose_move(game, level, seed * 7919 + n, hard_budget if level == "hard" else None,
                           iterations=None if hard_budget else ARENA_HARD_ITERATIONS)
        game.play(move)
        n += 1
    return game


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--levels", nargs="+", default=["hard", "random"])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--expansions", nargs="*", default=[])
    ap.add_argument("--edition", default="C3", choices=list(EDITIONS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--budget", type=float, default=None, help="analysis seconds per decision")
    ap.add_argument("--rounds", type=int, default=None)
    ap.add_argument("--hard-budget", type=float, default=None)
    ap.add_argument("--keep", default=None)
    ap.add_argument("--record", default=None,
                    help="time the window's way instead: analyse this record with --workers processes")
    ap.add_argument("--workers", type=int, default=None, help="analysis processes (default: the app's)")
    ap.add_argument("--from-game", type=int, default=0)
    args = ap.parse_args()
    if args.record:
        return time_window_path(Path(args.record), args.workers)
    expansions = tuple(sorted(load_all())) if args.expansions == ["all"] else tuple(args.expansions)
    rules = RuleSet(args.edition, expansions)
    settings = Settings(budget=args.budget) if args.rounds is None else Settings(rounds=args.rounds,
                                                                                   budget=args.budget)
    loss: dict[str, list[float]] = {}
    times = []
    for g in range(args.from_game, args.games):
        seed = args.seed + g
        levels = args.levels[g % len(args.levels):] + args.levels[:g % len(args.levels)]
        game = play(levels, args.players, rules, seed, args.hard_budget)
        record = record_from_game(game)
        if args.keep:
            Path(args.keep).mkdir(parents=True, exist_ok=True)
            Path(args.keep, f"game-{seed}.json").write_text(json.dumps(record))
        start, cpu = time.perf_counter(), time.process_time()
        verdicts = analyse_record(record, range(args.players), settings)
        seconds = time.perf_counter() - start
        times.append(seconds)
        row: dict[str, object] = {"seed": seed, "seconds": round(seconds, 1),
                                  "cpu_seconds": round(time.process_time() - cpu, 1), "decisions": len(verdicts),
                                  "scores": list(game.scores), "load": os.getloadavg()[0]}
        for s in summarise(verdicts, range(args.players)):
            level = levels[s.seat % len(levels)]
            loss.setdefault(level, []).extend(v.loss for v in verdicts if v.seat == s.seat and not v.forced)
            row[f"seat{s.seat}"] = {"level": level, **s.to_json()}
        print(json.dumps(row), flush=True)
    total = {level: round(sum(v) / len(v), 3) for level, v in loss.items() if v}
    print(json.dumps({"mean_loss": total, "seconds_mean": round(sum(times) / len(times), 1),
                      "seconds_max": round(max(times), 1), "settings": settings.key()}), flush=True)
    return 0


def time_window_path(path: Path, workers: int | None) -> int:
    """The Analyse button's way: GameAnalysis with ``workers`` computer players' processes."""
    import resource

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    from carc_desktop.controller.analysis import GameAnalysis

    app = QCoreApplication.instance() or QCoreApplication([])
    record = json.loads(path.read_text())
    load_before = os.getloadavg()[0]
    run = GameAnalysis(record, None, workers=workers)
    done: list[bool] = []
    run.finished.connect(done.append)
    start = time.perf_counter()
    run.start()
    while not done:
        app.processEvents()
        time.sleep(0.01)
    seconds = time.perf_counter() - start
    run.wait()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(json.dumps({"record": path.name, "workers": run.workers, "decisions": run.total, "seconds": round(seconds, 1),
                      "children_cpu_seconds": round(children.ru_utime + children.ru_stime, 1),
                      "players": len(record["players"]), "expansions": record["rules"].get("expansions", []),
                      "load_before": load_before, "load_after": os.getloadavg()[0],
                      "labels": {label: sum(1 for v in run.wanted() if v.label == label) for label in LABELS}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
