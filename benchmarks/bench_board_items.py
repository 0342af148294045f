"""The board's own GUI-thread work during a game, per call (run by hand).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_board_items.py [--seed 19]
        [--players 6] [--moves 400] [--size 1600x1000] [--app-root DIR] [--repeat 3]

Plays a seeded game with every expansion through a shown ``BoardView`` (offscreen; the
board aids' dead and hard spots on, animations on): each decision a random legal move
(``random.Random(seed)``; every seat a person's, so the placement hints come and go as in
a person's turn), then the event loop runs for 40 ms so that the repaints, the flashes and
the figures leaving are drawn as on screen. Every fifth of the game the zoom steps in or
out (each item's picture at the new size). The same decisions on both sides of a change.

Counts the calls and the GUI thread's CPU time (``time.thread_time``, so time lost to the
host or other processes is not counted) of the board's refresh and its parts, and of the
paints of the last-tile outline, the spot aids and the shadow, and prints per call: calls,
total ms, mean and median µs. ``--app-root DIR`` measures another checkout (say
``/work/main``) with this benchmark. ``--repeat`` plays the game that many times (fresh
view each time) and prints each run.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
_APP = sys.argv[sys.argv.index("--app-root") + 1] if "--app-root" in sys.argv[:-1] else str(ROOT)
sys.path.insert(0, _APP)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QElapsedTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

#: (module, class, method) measured, by the name printed.
MEASURED = {
    "BoardView.refresh": ("carc_desktop.ui.board.view", "BoardView", "refresh"),
    "  BoardScene.sync": ("carc_desktop.ui.board.scene", "BoardScene", "sync"),
    "    shadow.set_cells": ("carc_desktop.ui.board.items", "BoardShadowItem", "set_cells"),
    "    _sync_figures": ("carc_desktop.ui.board.scene", "BoardScene", "_sync_figures"),
    "  BoardAids.refresh": ("carc_desktop.ui.board.aids", "BoardAids", "refresh"),
    "LastTileItem.paint": ("carc_desktop.ui.board.items", "LastTileItem", "paint"),
    "SpotAidItem.paint": ("carc_desktop.ui.board.aids", "SpotAidItem", "paint"),
    "BoardShadowItem.paint": ("carc_desktop.ui.board.items", "BoardShadowItem", "paint"),
}


def instrument(times: dict[str, list[float]]) -> None:
    import importlib

    for name, (module, cls_name, method) in MEASURED.items():
        cls = getattr(importlib.import_module(module), cls_name)
        original = getattr(cls, method)

        def wrapped(*a: Any, _f: Callable[..., Any] = original, _n: str = name, **k: Any) -> Any:
            t0 = time.thread_time()
            try:
                return _f(*a, **k)
            finally:
                times[_n].append((time.thread_time() - t0) * 1e6)

        setattr(cls, method, wrapped)


def run_events(app: QCoreApplication, ms: int) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()
        time.sleep(0.002)


def play(app: QCoreApplication, args: argparse.Namespace) -> None:
    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import default_players, default_rules
    from carc_desktop.ui.board.view import BoardView

    controller = GameController()
    controller.new_game(default_players(args.players), default_rules(), args.seed)
    view = BoardView(controller)
    view.aids.spots_enabled = True
    w, h = (int(v) for v in args.size.lower().split("x"))
    view.resize(w, h)
    view.show()
    run_events(app, 200)
    view.refresh()
    rng = random.Random(args.seed)
    for move in range(args.moves):
        if controller.game.finished:
            break
        controller.choose(rng.choice(controller.legal_moves()))
        if move % (args.moves // 5) == args.moves // 10:
            view.zoom_by(1.2 if (move // (args.moves // 5)) % 2 == 0 else 1 / 1.3)
        run_events(app, 40)
    view.close()
    controller.close()
    view.deleteLater()
    run_events(app, 100)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--moves", type=int, default=400)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--app-root", default=str(ROOT))
    args = ap.parse_args()
    os.environ.setdefault("CARC_DESKTOP_DATA_DIR", "/tmp/bench-board-items-data")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(f"app {_APP}, seed {args.seed}, {args.players} players, up to {args.moves} decisions, {args.size}")
    times: dict[str, list[float]] = defaultdict(list)
    instrument(times)
    for run in range(args.repeat):
        times.clear()
        play(app, args)
        print(f"run {run + 1}:")
        print(f"  {'':<24} {'calls':>6} {'total ms':>9} {'mean µs':>8} {'median µs':>9}")
        for name in MEASURED:
            got = times.get(name, [])
            if got:
                print(f"  {name:<24} {len(got):>6} {sum(got) / 1000:>9.1f} {statistics.mean(got):>8.1f} "
                      f"{statistics.median(got):>9.1f}")
            else:
                print(f"  {name:<24} {0:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
