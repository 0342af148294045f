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
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL = 1.5


def run_once(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds to the 'window rendered' line, seconds to exit)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    frame = None
    for line in proc.stdout:
        if frame is None and "window rendered" in line:
            frame = time.perf_counter() - start
    code = proc.wait()
    total = time.perf_counter() - start
    if code != 0 or frame is None:
        raise SystemExit(f"{' '.join(cmd)} failed (exit code {code})")
    return frame, total


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--cold", action="store_true", help="an empty tile cache for every carc-desktop run")
    args = ap.parse_args()
    out = tempfile.mkdtemp(prefix="carc-startup-")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT)
    env["CARC_DESKTOP_TILE_CACHE"] = os.path.join(out, "tiles")
    app = [sys.executable, "-m", "carc_desktop", "--demo", "0", "--screenshot", os.path.join(out, "app.png"),
           "--size", args.size]
    bare = [sys.executable, str(ROOT / "benchmarks" / "bare_window.py"), os.path.join(out, "bare.png"), args.size]
    run_once(app, env)
    run_once(bare, env)
    times: dict[str, list[tuple[float, float]]] = {"carc-desktop": [], "bare window": []}
    for i in range(args.runs):
        app_env = dict(env, CARC_DESKTOP_TILE_CACHE=os.path.join(out, f"cold{i}")) if args.cold else env
        times["carc-desktop"].append(run_once(app, app_env))
        times["bare window"].append(run_once(bare, env))
    med = {name: (statistics.median(f for f, _ in ts), statistics.median(t for _, t in ts)) for name, ts in times.items()}
    print(f"{args.runs} runs each, alternating, {args.size}, tile cache {'cold' if args.cold else 'warm'}")
    print(f"{'':14} {'first frame':>12} {'whole run':>10}")
    for name, (frame, total) in med.items():
        print(f"{name:14} {frame:11.3f}s {total:9.3f}s")
    ratio = med["carc-desktop"][0] / med["bare window"][0]
    whole = med["carc-desktop"][1] / med["bare window"][1]
    print(f"ratio          {ratio:11.2f}x {whole:9.2f}x   (goal for the first frame: <= {GOAL}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
