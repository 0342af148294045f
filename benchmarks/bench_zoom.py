"""The board's repaint after a zoom step, late in a seeded game (run by hand).

    .venv/bin/python benchmarks/bench_zoom.py [--seed 19] [--moves 160] [--first 0.8]
        [--accumulate 0] [--app-root DIR] [--profile-step N] [--qt-pool]

A ``BoardView`` alone, offscreen at 1600x1000, six seats with every expansion, ``--moves``
random legal decisions (``random.Random(seed)``), tiles and figures painted later as
``carc-desktop`` runs (``art.BOARD_PAINTS_LATER``, ``art.FIGURES_PAINT_LATER``); the view
fitted to the board. ``--accumulate N`` first makes N small zoom steps (the sizes a growing
game leaves kept). Then twelve zoom steps, in and out by 0.97 (the first by ``--first``: a
game's first zoom-out is 1.1 to about 0.88), each followed by a synchronous repaint of the
viewport; it prints the GUI thread's CPU per repaint (``time.thread_time``: time lost to
other threads or the host is not counted), then six repaints after a 7-pixel pan.
``--profile-step N`` prints a cProfile of the N-th step's repaint; ``--app-root DIR``
measures another checkout with this script. Qt's pool of painting threads is off, as
``carc-desktop`` has it (``QT_NO_GUI_THREADPOOL``); ``--qt-pool`` leaves it on (Qt's
default). docs/PERFORMANCE.md ("The fourth pass" and "The seventh pass" of issue 35) has
its figures.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_APP = sys.argv[sys.argv.index("--app-root") + 1] if "--app-root" in sys.argv[:-1] else str(ROOT)
sys.path.insert(0, _APP)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "--qt-pool" not in sys.argv:  # read once, before anything is painted: as carc_desktop.app sets it
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")

from PySide6.QtCore import QElapsedTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--moves", type=int, default=160)
    ap.add_argument("--first", type=float, default=0.97, help="the first zoom step's factor")
    ap.add_argument("--accumulate", type=int, default=0, help="small zoom steps made first")
    ap.add_argument("--profile-step", type=int, default=-1)
    ap.add_argument("--app-root", default=str(ROOT))
    ap.add_argument("--qt-pool", action="store_true", help="leave Qt's pool of painting threads on")
    args = ap.parse_args()
    os.environ.setdefault("CARC_DESKTOP_DATA_DIR", "/tmp/bench-zoom-data")
    app = QApplication.instance() or QApplication(sys.argv[:1])

    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import default_players, default_rules
    from carc_desktop.ui.board import art
    from carc_desktop.ui.board.view import BoardView

    art.BOARD_PAINTS_LATER = True
    art.FIGURES_PAINT_LATER = True

    def run(ms: int) -> None:
        timer = QElapsedTimer()
        timer.start()
        while timer.elapsed() < ms:
            app.processEvents()
            time.sleep(0.002)

    controller = GameController()
    controller.new_game(default_players(6), default_rules(), args.seed)
    view = BoardView(controller)
    view.resize(1600, 1000)
    view.show()
    run(200)
    rng = random.Random(args.seed)
    for _ in range(args.moves):
        if controller.game.finished:
            break
        controller.choose(rng.choice(controller.legal_moves()))
    run(300)
    view.zoom_to_fit()
    run(500)
    for i in range(args.accumulate):
        view.zoom_by(0.985 if i < args.accumulate // 2 else 1 / 0.985)
        view.viewport().repaint()
        run(120)
    print(f"app {_APP}, Qt's painting threads {'on' if 'QT_NO_GUI_THREADPOOL' not in os.environ else 'off'}, "
          f"seed {args.seed}, {args.moves} decisions: {len(view.board.tiles)} tiles, "
          f"{len(view.board.figures)} figures, {len(art._figure_pixmaps)} figure pixmaps kept")
    times: list[float] = []
    walls: list[float] = []
    profile = cProfile.Profile()
    for i in range(12):
        factor = (args.first if i == 0 else 0.97) if i % 2 == 0 else 1 / 0.97
        view.zoom_by(factor)
        t0, w0 = time.thread_time(), time.perf_counter()
        if i == args.profile_step:
            profile.enable()
        view.viewport().repaint()
        if i == args.profile_step:
            profile.disable()
        times.append((time.thread_time() - t0) * 1000)
        walls.append((time.perf_counter() - w0) * 1000)
        run(400)  # the sizes painted on the threads come back meanwhile
    print("repaint after a zoom step, ms CPU:", " ".join(f"{t:.1f}" for t in times),
          f"(median {statistics.median(times):.1f})")
    print("the same repaints, ms of wall time:", " ".join(f"{t:.1f}" for t in walls),
          f"(median {statistics.median(walls):.1f})")
    pans: list[float] = []
    for _ in range(6):
        view.pan_by(7, 0)
        t0 = time.thread_time()
        view.viewport().repaint()
        pans.append((time.thread_time() - t0) * 1000)
    print("repaint after a pan, ms CPU:", " ".join(f"{t:.1f}" for t in pans))
    if args.profile_step >= 0:
        pstats.Stats(profile).sort_stats("tottime").print_stats(18)
    view.close()
    controller.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
