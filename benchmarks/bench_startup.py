"""Start-up: carc-desktop's first window against a bare PySide6 window (run by hand).

    .venv/bin/python benchmarks/bench_startup.py [--runs 5] [--size 1600x1000] [--cold]

Each run is a fresh process, offscreen, that renders its window to a PNG and exits:
``python -m carc_desktop --demo 0 --screenshot FILE`` against ``benchmarks/bare_window.py``
(a QMainWindow with a menu bar and a dock, grabbed and saved the same way). The two are run
alternately, after one unmeasured run of each (bytecode and the tile cache warm, as after
an installation and a first start), and the medians are printed:

- *first frame*: from starting the process to the window's picture being taken (both
  print a line at that moment), the goal is at most 1.5x the bare window;
- *whole run*: until the process has written the PNG and exited.

``--cold`` gives carc-desktop an empty tile cache folder on every run (a first start).
Python's bytecode cache is always on here, even if PYTHONDONTWRITEBYTECODE is set.
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


def run_once(cmd: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """(seconds to the 'window rendered' line, seconds to exit, CPU seconds of the process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=env["PYTHONPATH"], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    frame = None
    for line in proc.stdout:
        if frame is None and "window rendered" in line:
            frame = time.perf_counter() - start
    # (A checkout from before that line existed says only when the file is written.)
    code = proc.wait()
    total = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if code != 0:
        raise SystemExit(f"{' '.join(cmd)} failed (exit code {code})")
    return (frame if frame is not None else float("nan")), total, cpu


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--cold", action="store_true", help="an empty tile cache for every carc-desktop run")
    ap.add_argument("--app-root", metavar="DIR", default=str(ROOT),
                    help="the checkout whose carc-desktop is measured (say an export of an older commit)")
    args = ap.parse_args()
    out = tempfile.mkdtemp(prefix="carc-startup-")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = args.app_root
    env["CARC_DESKTOP_TILE_CACHE"] = os.path.join(out, "tiles")
    app = [sys.executable, "-m", "carc_desktop", "--demo", "0", "--screenshot", os.path.join(out, "app.png"),
           "--size", args.size]
    bare = [sys.executable, str(ROOT / "benchmarks" / "bare_window.py"), os.path.join(out, "bare.png"), args.size]
    run_once(app, env)
    run_once(bare, env)
    times: dict[str, list[tuple[float, float, float]]] = {"carc-desktop": [], "bare window": []}
    for i in range(args.runs):
        app_env = dict(env, CARC_DESKTOP_TILE_CACHE=os.path.join(out, f"cold{i}")) if args.cold else env
        times["carc-desktop"].append(run_once(app, app_env))
        times["bare window"].append(run_once(bare, env))
    med = {name: tuple(statistics.median(t[k] for t in ts) for k in range(3)) for name, ts in times.items()}
    print(f"{args.runs} runs each, alternating, {args.size}, tile cache {'cold' if args.cold else 'warm'}, "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'median':14} {'first frame':>12} {'whole run':>10} {'CPU time':>9}")
    for name, (frame, total, cpu) in med.items():
        print(f"{name:14} {frame:11.3f}s {total:9.3f}s {cpu:8.3f}s")
    app_m, bare_m = med["carc-desktop"], med["bare window"]
    print(f"{'ratio':14} {app_m[0] / bare_m[0]:11.2f}x {app_m[1] / bare_m[1]:9.2f}x {app_m[2] / bare_m[2]:8.2f}x"
          f"   (goal for the first frame: <= {GOAL}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
