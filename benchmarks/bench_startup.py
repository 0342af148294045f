"""Start-up: carc-desktop's window against a bare PySide6 window (run by hand).

    .venv/bin/python benchmarks/bench_startup.py [--runs 7] [--size 1600x1000] [--cold]
        [--compare DIR ...]

Each run is a fresh process, offscreen, that shows its window, renders it to a PNG and
exits: ``python -m carc_desktop --demo 0 --screenshot FILE`` against
``benchmarks/bare_window.py`` (a QMainWindow with a menu bar and a dock). They are run in
turn (carc-desktop, each ``--compare`` checkout, the bare window; again), after one
unmeasured run of each (bytecode and the tile cache warm, as after an installation and a
first start), and the medians are printed:

- *first frame*: from starting the process to its ``first frame painted`` line, said in
  the event loop's turn after the window's first paint. carc-desktop starts in two steps
  (docs/ARCHITECTURE.md, "Start-up"): this is its frame -- menus, toolbar, docks, status
  bar, the felt -- before the game code is loaded. The goal: at most 1.5x the bare window.
- *window complete*: to the ``window rendered`` line, said when the picture of the
  finished window has been taken (for carc-desktop: the game started, the board and the
  panels filled in; for the bare window: right after its first frame).
- *whole run*: until the process has written the PNG and exited.

A checkout from before the two-step start says only ``window rendered``: its first frame
is the finished window, so both columns show that time. ``--cold`` gives carc-desktop an
empty tile cache folder on every run (a first start). Python's bytecode cache is always on
here, even if PYTHONDONTWRITEBYTECODE is set.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL = 1.5
#: (first frame, window complete, whole run, CPU time) of one run, in seconds.
Run = tuple[float, float, float, float]


def run_once(cmd: list[str], cwd: str, env: dict[str, str]) -> Run:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    first = done = None
    for line in proc.stdout:
        if first is None and "first frame painted" in line:
            first = time.perf_counter() - start
        if done is None and "window rendered" in line:
            done = time.perf_counter() - start
    code = proc.wait()
    total = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if code != 0:
        raise SystemExit(f"{' '.join(cmd)} failed (exit code {code})")
    done = done if done is not None else float("nan")
    return (first if first is not None else done), done, total, cpu


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--cold", action="store_true", help="an empty tile cache for every carc-desktop run")
    ap.add_argument("--app-root", metavar="DIR", default=str(ROOT),
                    help="the checkout whose carc-desktop is measured (default: this one)")
    ap.add_argument("--compare", metavar="DIR", action="append", default=[],
                    help="another checkout measured in the same turns (say an export of main); repeatable")
    args = ap.parse_args()
    out = tempfile.mkdtemp(prefix="carc-startup-")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["CARC_DESKTOP_TILE_CACHE"] = os.path.join(out, "tiles")
    env["CARC_DESKTOP_DATA_DIR"] = os.path.join(out, "data")
    env["XDG_CONFIG_HOME"] = os.path.join(out, "config")  # no remembered window layout
    app = [sys.executable, "-m", "carc_desktop", "--demo", "0", "--screenshot", os.path.join(out, "app.png"),
           "--size", args.size]
    bare = [sys.executable, str(ROOT / "benchmarks" / "bare_window.py"), os.path.join(out, "bare.png"), args.size]
    roots = [args.app_root] + args.compare
    names = [f"carc-desktop {Path(r).name}" if len(roots) > 1 else "carc-desktop" for r in roots]
    subjects: list[tuple[str, list[str], str]] = [(n, app, r) for n, r in zip(names, roots)]
    subjects.append(("bare window", bare, str(ROOT)))
    for _name, cmd, root in subjects:
        run_once(cmd, root, dict(env, PYTHONPATH=root))
    times: dict[str, list[Run]] = {name: [] for name, _c, _r in subjects}
    for i in range(args.runs):
        for name, cmd, root in subjects:
            run_env = dict(env, PYTHONPATH=root)
            if args.cold and cmd is app:
                run_env["CARC_DESKTOP_TILE_CACHE"] = os.path.join(out, f"cold{i}-{name}")
            times[name].append(run_once(cmd, root, run_env))
    med = {name: tuple(statistics.median(t[k] for t in ts) for k in range(4)) for name, ts in times.items()}
    print(f"{args.runs} runs each, in turn, {args.size}, tile cache {'cold' if args.cold else 'warm'}, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    width = max(len(n) for n in med) + 1
    print(f"{'median':{width}} {'first frame':>12} {'complete':>10} {'whole run':>10} {'CPU time':>9}")
    for name, (first, done, total, cpu) in med.items():
        print(f"{name:{width}} {first:11.3f}s {done:9.3f}s {total:9.3f}s {cpu:8.3f}s")
    bare_m = med["bare window"]
    for name in names:
        m = med[name]
        print(f"{'ratio ' + name[13:] if len(names) > 1 else 'ratio':{width}} "
              f"{m[0] / bare_m[0]:11.2f}x {m[1] / bare_m[1]:9.2f}x {m[2] / bare_m[2]:9.2f}x {m[3] / bare_m[3]:8.2f}x")
    print(f"(ratios against the bare window; goal for the first frame: <= {GOAL}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
