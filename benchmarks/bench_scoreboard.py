"""The GUI thread's CPU per scoreboard refresh over one seeded game (run by hand).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_scoreboard.py [--seed 29]
        [--players 6] [--size 1600x1000] [--app-root DIR]

Plays a game with every expansion in the real window (offscreen), random legal moves from
the seed, the scoreboard's refresh asked for after each decision as the window does and
made as the event loop would (``flush``); every other decision a computer "thinks" about
the next one (the thinking flag on, then off: two more refreshes). At the end the final
scoring is held and released as the end-of-game dialog does (``final_hold``). Every
``Scoreboard.refresh`` is timed with ``time.thread_time`` (CPU of this thread, not the
wall clock: on a shared machine that waits for a core too), Python's garbage collections
made between decisions rather than in a refresh; prints the median, p90 and
max, during play and at the end apart.

``--app-root DIR`` measures another checkout (say a worktree of main) with this script.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_APP = sys.argv[sys.argv.index("--app-root") + 1] if "--app-root" in sys.argv[:-1] else str(ROOT)
sys.path.insert(0, _APP)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="carc-scoreboard-")
os.environ["CARC_DESKTOP_DATA_DIR"] = os.path.join(_TMP, "data")
os.environ.setdefault("CARC_DESKTOP_TILE_CACHE", os.path.join(_TMP, "tiles"))


def _summary(name: str, ms: list[float]) -> str:
    if not ms:
        return f"{name}: none"
    ordered = sorted(ms)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return (f"{name}: {len(ms)} refreshes, median {statistics.median(ms):.2f} ms, p90 {p90:.2f} ms, "
            f"max {max(ms):.2f} ms, total {sum(ms):.0f} ms")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=29)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--app-root", metavar="DIR", help="the checkout to measure (default: this one)")
    ap.add_argument("--profile", metavar="FILE", help="write a cProfile of the refreshes to FILE")
    args = ap.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import default_players, default_rules
    from carc_desktop.ui.panels import final_hold
    from carc_desktop.ui.panels.scoreboard import Scoreboard
    from carc_desktop.ui.window.main_window import MainWindow

    phase = ["start"]
    times: dict[str, list[float]] = {"start": [], "play": [], "end": []}
    plain = Scoreboard.refresh
    profile = cProfile.Profile() if args.profile else None

    def timed(self: Scoreboard) -> None:
        if profile is not None:
            profile.enable()
        t0 = time.thread_time()
        plain(self)
        times[phase[0]].append((time.thread_time() - t0) * 1000)
        if profile is not None:
            profile.disable()

    Scoreboard.refresh = timed  # type: ignore[method-assign]

    controller = GameController()
    controller.new_game(default_players(args.players), default_rules(), args.seed)
    window = MainWindow(controller)
    window.board.board.animations_enabled = False
    w, h = (int(v) for v in args.size.lower().split("x"))
    window.resize(w, h)
    window.show()
    for _ in range(5):
        app.processEvents()
    # the end-of-game dialog is not what is measured: the hold it makes is, below
    window.game_ended = lambda: None  # type: ignore[method-assign]
    board = window.scoreboard
    board.flush()
    # Python's collections are left out of the figures: a full one, which can start in any
    # allocation, would land in whichever refresh crosses its threshold (the window paces
    # them from the event loop, ``collector.py``); here they are made between decisions.
    gc.collect()
    gc.freeze()
    gc.disable()
    phase[0] = "play"
    rng = random.Random(args.seed)
    step = 0
    while not controller.game.finished and step < 1000:
        assert controller.choose(rng.choice(controller.legal_moves()))
        board.flush()
        if step % 2:
            for thinking in (True, False):
                controller._thinking = thinking
                controller.thinking_changed.emit(thinking)
                board.flush()
        app.processEvents()
        step += 1
        if step % 10 == 0:
            gc.collect()
    phase[0] = "end"
    game = controller.game
    release = final_hold.hold_scores_before_final(window, game)
    app.processEvents()
    # the dialog's own hold follows at once, then steps through the final scoring
    release()
    before = list(game.score_before_final or game.scores)
    final_hold._hold(window, before)
    app.processEvents()
    for i in range(len(before)):
        running = list(before)
        running[i] = game.scores[i]
        board.hold_scores(running)
        app.processEvents()
    final_hold._release(window)
    app.processEvents()
    print(f"seed {args.seed}, {args.players} players, {step} decisions, window {args.size}, app {_APP}")
    print(_summary("play", times["play"]))
    print(_summary("end", times["end"]))
    print(_summary("all", times["play"] + times["end"]))
    if profile is not None:
        profile.dump_stats(args.profile)
    controller.close()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
