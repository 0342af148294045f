"""The game library with a data folder of 10,000 games (docs/PERFORMANCE.md, "Game library").

Builds the folder once (``--data``, default a temporary folder): ``--base`` seeded random
games of every expansion mix (finished, and one in twenty left unfinished), with computer
seats, written through ``Storage.write`` and copied under new names up to ``--games``
files, each with its mini-map. All but ``--unknown`` of them are catalogued; the rest are
files the catalogue does not know (as after a copy from another machine). Then, in one
offscreen window's process, as the app does it:

1. **Adoption in the background**: ``GameFiles.set_storage`` starts the catalogue job on
   the thread pool; a 5 ms timer on the GUI thread records the longest gap between its
   ticks (a GUI-thread block) until ``library_changed``. Goal: the unknown files in
   <= 30 s, no block over 50 ms.
2. **Continue**: ``files.unfinished()`` and the Continue dialog built and shown; **Open
   Recent**: the menu filled (``refresh_recent_menu``); **Statistics**: ``files.statistics()``
   and the dialog. Each ``--repeat`` times, the median and the worst printed. Goals:
   <= 0.2 s, <= 0.2 s, <= 0.5 s.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_library.py [--games 10000]
        [--unknown 2000] [--base 120] [--seed 1] [--repeat 5] [--data DIR]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from carc_desktop.engine import Game, RuleSet
from carc_desktop.engine.expansions import load_all
from carc_desktop.storage import Snapshot, Storage, paths

LEVELS = ("easy", "normal", "hard")


def build(data: Path, games: int, unknown: int, base: int, seed: int) -> None:
    """The data folder: ``games`` files, ``unknown`` of them not catalogued."""
    rng = random.Random(seed)
    names = sorted(load_all())
    storage = Storage(data, adopt_inline=False)
    made: list[tuple[Path, bool]] = []
    t0 = time.perf_counter()
    for i in range(base):
        mix = tuple(n for n in names if rng.random() < 0.5)
        players = rng.randint(2, 5)
        game = Game(players, RuleSet(rng.choice(("C2", "C3")), mix), seed=seed * 1000 + i)
        finished = i % 20 != 0
        limit = None if finished else rng.randint(10, 60)
        while not game.finished and (limit is None or len(game.history) < limit):
            game.play(rng.choice(game.legal_moves()))
        seats = [{"computer": False}] + [{"computer": True, "level": rng.choice(LEVELS)}
                                         for _ in range(players - 1)]
        path = storage.games_dir / f"2020-01-01_{i:06d}-base00.carc"
        storage.write(Snapshot.of(game, {"seats": seats}), path)
        made.append((path, game.finished))
    print(f"built {base} base games in {time.perf_counter() - t0:.1f} s", flush=True)
    t0 = time.perf_counter()
    copies = []
    for n in range(games - base):
        src, _finished = made[n % base]
        day = 1 + n // 400
        dst = storage.games_dir / f"{2021 + day // 365}-01-01_{n % 1000000:06d}-{n:06x}.carc"
        shutil.copyfile(src, dst)
        thumb = storage.thumbnails_dir / paths.thumbnail_name(src)
        if thumb.is_file():
            shutil.copyfile(thumb, storage.thumbnails_dir / paths.thumbnail_name(dst))
        copies.append(dst)
    hidden = copies[-unknown:] if unknown else []
    aside = data / "unknown"
    aside.mkdir(exist_ok=True)
    for p in hidden:  # catalogued without them, then put back: files the catalogue does not know
        os.replace(p, aside / p.name)
    storage.adopt(thumbnails=False)
    for p in hidden:
        os.replace(aside / p.name, p)
    aside.rmdir()
    print(f"copied and catalogued {games - base - unknown} more in {time.perf_counter() - t0:.1f} s; "
          f"{unknown} left unknown", flush=True)


def measure(data: Path, repeat: int) -> dict[str, list[float]]:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from carc_desktop.controller import GameController
    from carc_desktop.ui.window.file_actions import FileActions
    from carc_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    controller = GameController()
    window = MainWindow(controller)
    window.resize(1024, 700)
    window.show()
    app.processEvents()
    # The app's garbage-collection policy (app.second_step): what start-up built frozen,
    # full collections paced by the event loop.
    from carc_desktop.app import freeze_startup_objects
    from carc_desktop.ui.window.collector import pace_full_collections

    freeze_startup_objects()
    pace_full_collections(window, controller.state_changed)
    out: dict[str, list[float]] = {}
    storage = Storage(data)

    # 0. the same ticking with nothing to do: what the machine's load alone costs
    out["idle_block_ms"] = [float(idle_block(app, 3000))]
    # 1. adoption in the background, the GUI thread ticking
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]
    worst = [0]

    def tick() -> None:
        now = clock.elapsed()
        worst[0] = max(worst[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    loop = QEventLoop()
    controller.files.library_changed.connect(loop.quit)
    QTimer.singleShot(600_000, loop.quit)
    t0 = time.perf_counter()
    timer.start()
    controller.files.set_storage(storage)
    tick()
    loop.exec()
    timer.stop()
    out["adopt_s"] = [time.perf_counter() - t0]
    out["gui_block_ms"] = [float(worst[0] - 5)]
    # the mini-maps of the unknown unfinished games are drawn after: let that finish too
    while controller.files._library is not None and controller.files._library.running:
        app.processEvents()
        time.sleep(0.01)

    files = window.findChild(FileActions, "FileActions")
    assert files is not None
    for name, action in (("continue_s", lambda: files.show_continue()),
                         ("open_recent_s", lambda: files.refresh_recent_menu()),
                         ("statistics_s", lambda: window_statistics(window))):
        times = []
        for _ in range(repeat):
            t = time.perf_counter()
            dialog = action()
            app.processEvents()
            times.append(time.perf_counter() - t)
            if hasattr(dialog, "reject"):
                dialog.reject()
                app.processEvents()
        out[name] = times
    out["unfinished"] = [float(len(controller.files.unfinished()))]
    out["statistics_games"] = [float(controller.files.statistics().games)]
    window.close()
    controller.close()
    return out


def idle_block(app, ms: int) -> int:  # type: ignore[no-untyped-def]
    """The longest gap between two ticks of a 5 ms timer over ``ms`` of an idle loop, less 5."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    clock = QElapsedTimer()
    clock.start()
    last, worst = [0], [0]

    def tick() -> None:
        now = clock.elapsed()
        worst[0] = max(worst[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    timer.start()
    loop.exec()
    timer.stop()
    return worst[0] - 5


def window_statistics(window):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(window.controller.files.statistics(), window)
    dialog.open()
    return dialog


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--unknown", type=int, default=2_000)
    ap.add_argument("--base", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--data", type=Path, default=None, help="build here (kept), else in a temporary folder")
    args = ap.parse_args()
    data = args.data or Path(tempfile.mkdtemp(prefix="bench-library-"))
    if not (data / "games").is_dir():
        build(data, args.games, args.unknown, args.base, args.seed)
    else:  # a folder built before: its catalogue made again, but for the last --unknown files
        storage = Storage(data, adopt_inline=False)
        storage.catalogue.reset()
        files = sorted(p for p in storage.games_dir.glob("*.carc") if "base00" not in p.name)
        hidden = files[-args.unknown:] if args.unknown else []
        aside = data / "unknown"
        aside.mkdir(exist_ok=True)
        for p in hidden:
            os.replace(p, aside / p.name)
        t0 = time.perf_counter()
        storage.adopt(thumbnails=False)
        print(f"catalogue made again from {len(files) + 120 - len(hidden)} files in {time.perf_counter() - t0:.1f} s")
        for p in hidden:
            os.replace(aside / p.name, p)
        aside.rmdir()
        storage.catalogue.close()
    results = measure(data, args.repeat)
    print(f"load average: {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "")
    for name, values in results.items():
        print(f"{name:18s} median {statistics.median(values):9.3f}  worst {max(values):9.3f}  runs "
              + " ".join(f"{v:.3f}" for v in values))
    if args.data is None:
        shutil.rmtree(data, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
