"""What the board aids cost on the GUI thread after each placement (run by hand).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_aids.py [--games 3] [--seed 11]

Plays seeded random games (every expansion, 2, 4 and 6 players) in a real BoardView and,
after every decision, times ``BoardAids.refresh`` with the spot marks and the field owners
both on (the engine's ``open_spots`` and ``field_owners`` and the items they change), then one
render of the view (1280 x 800) with those items. Prints, per game, the decisions timed, the
median, the 99th percentile and the slowest refresh, by the wall clock and by the GUI
thread's own CPU time (on a loaded machine the wall clock also counts the time the thread
waited for a core), and the same for refresh + render; the load average before and after.
The goal (issue: "must not add a frame over 16 ms"): the slowest refresh under 16 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.board.view import BoardView

COLOURS = ("red", "blue", "green", "yellow", "black", "grey")


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def one_game(app: QApplication, players: int, seed: int) -> tuple[list[float], list[float], list[float]]:
    c = GameController()
    c.new_game([PlayerSetup(f"P{i + 1}", COLOURS[i], False, "normal") for i in range(players)],
               RuleSet("C3", tuple(sorted(load_all()))), seed)
    view = BoardView(c)
    view.resize(1280, 800)
    view.board.animations_enabled = False
    view.aids.spots_enabled = True
    view.aids.fields_shown = True
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    rng = random.Random(seed)
    refresh: list[float] = []
    refresh_cpu: list[float] = []
    with_render: list[float] = []
    while not c.game.finished:
        assert c.choose(rng.choice(c.legal_moves()))
        app.processEvents()
        t0, c0 = time.perf_counter(), time.thread_time()
        view.aids.refresh(c.game)
        t1, c1 = time.perf_counter(), time.thread_time()
        painter = QPainter(image)
        view.render(painter)
        painter.end()
        t2 = time.perf_counter()
        refresh.append((t1 - t0) * 1000)
        refresh_cpu.append((c1 - c0) * 1000)
        with_render.append((t2 - t0) * 1000)
    c.close()
    view.deleteLater()
    return refresh, refresh_cpu, with_render


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3, help="games per player count")
    ap.add_argument("--seed", type=int, default=11, help="first seed (then +1 per game)")
    args = ap.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    print(f"load before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    worst = worst_cpu = 0.0
    for players in (2, 4, 6):
        for k in range(args.games):
            seed = args.seed + k
            refresh, cpu, both = one_game(app, players, seed)
            worst, worst_cpu = max(worst, max(refresh)), max(worst_cpu, max(cpu))
            print(f"{players} players seed {seed}: {len(refresh)} decisions; refresh median "
                  f"{statistics.median(refresh):.2f} ms, p99 {_p(refresh, 0.99):.2f}, max {max(refresh):.2f} "
                  f"(CPU median {statistics.median(cpu):.2f}, p99 {_p(cpu, 0.99):.2f}, max {max(cpu):.2f}); "
                  f"refresh+render median {statistics.median(both):.2f}, p99 {_p(both, 0.99):.2f}, "
                  f"max {max(both):.2f}")
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"slowest refresh of all: {worst:.2f} ms by the clock, {worst_cpu:.2f} ms of CPU (goal < 16 ms)")


if __name__ == "__main__":
    main()
