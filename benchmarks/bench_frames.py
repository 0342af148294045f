"""Frame time during play: the longest the GUI thread is blocked (run by hand).

    .venv/bin/python benchmarks/bench_frames.py [--players 2] [--level easy] [--seed 1]
                                                [--speed fast] [--size 1600x1000]
                                                [--new-game-at 30] [--load] [--json FILE]
    .venv/bin/python benchmarks/bench_frames.py --suite [--load] [--startup-runs 5]

Every run says first what it is and what the machine was doing: seed, level, players, the
load average at its start and at its end (the figures follow the load more than the code:
on two cores, a computer thinking in its own process and any other job share them), then
the blocks over 16, 33 and 50 ms per phase, the latest tick and the ticks' lateness p99
during play.

``--suite`` plays the ten full games of docs/PERFORMANCE.md ("Frame time, ten games"), each
in a fresh process one after the other: seeds 11-20, 2, 4 and 6 players, easy, normal and
hard computers (``SUITE``), the first with an empty tile cache (the very first start), the
others with the tiles it left on disk; then ``bench_startup.py`` with and without an empty
tile cache (``--startup-runs``, 0: not); and prints the table. ``--load`` keeps one core
busy with another process for the whole run (a Python busy loop; its process id is said),
for the goal "one core busy".

Starts as ``carc-desktop`` does (the window's frame, then the game code, the controller and
the first game behind it) and plays with every expansion, all seats computers, through the
real window (offscreen), as a player would see it: animations at the chosen speed,
autosave into a temporary folder, and a fresh tile cache (the very first start: the
background renderer is at work too) or with ``--tile-cache DIR`` one kept between runs
(every later start). After ``--new-game-at`` computer moves a new game is started in the
running window, as Game > New Game does once its dialog is closed, and played to the end.

A heartbeat timer ticks every 4 ms on the GUI thread; a tick that comes late means the
event loop was blocked for that long, and the GUI thread's CPU time between two ticks says
how much of that it was working (the rest it waited: for the GIL, or on a busy machine for
a core). The kernel says how much of the rest was lost without running: the GUI thread's
wait for a core (its run-queue wait) and, on a virtual machine, the time the host took a
core away (steal: on the project's 2-core machine up to a seventh of a second's time, in
bursts; the same seed and code gave 67 and 293 blocks over 16 ms five minutes apart). Each
run reports the steal over the run and the blocks counted again without that lost time, so
that runs on a quiet and a noisy host can be told apart. While a tick is overdue a
watchdog thread has the GUI thread report where its Python code is, so every block over
16 ms comes with where it was spent.
Blocks are counted by phase: start-up (until the first game's first frame is on screen and
the work queued behind it is done; ``bench_startup.py`` measures it), play, and the end
(the last move's block, which opens the end-of-game dialog, and after).
Goals (issue 35): during play no block over 16 ms on a quiet machine, none over 33 ms with
one core busy, tick lateness p99 <= 8 ms; the end (the last move, the final scoring, the
dialog opening) no block over 50 ms; start-up none over 50 ms before the game is playable.
"""
from __future__ import annotations

import argparse
import collections
import gc
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# --app-root DIR (read before anything is imported): measure another checkout, say an
# export of an older commit, with this benchmark.
_APP = sys.argv[sys.argv.index("--app-root") + 1] if "--app-root" in sys.argv[:-1] else str(ROOT)
sys.path.insert(0, _APP)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.mkdtemp(prefix="carc-frames-")
# --tile-cache DIR (read before Qt starts): a folder kept between runs, so the tiles are on
# disk as at every start after the first; by default a fresh one, as at the very first start.
_CACHE = sys.argv[sys.argv.index("--tile-cache") + 1] if "--tile-cache" in sys.argv[:-1] else None
os.environ["CARC_DESKTOP_TILE_CACHE"] = _CACHE or os.path.join(_TMP, "tiles")
os.environ["CARC_DESKTOP_DATA_DIR"] = os.path.join(_TMP, "data")

from PySide6.QtCore import QObject, QSettings, Qt, QTimer  # noqa: E402

GOAL_MS = 16.0
BEAT_MS = 4
#: A tick counts as one in which the GUI thread waited for a core when it waited longer (ms).
WAIT_MS = 4.0
#: The thresholds every run counts blocks over (ms).
OVER = (16.0, 33.0, 50.0)
#: The suite's ten games: (seed, players, level). Every player count and every level three
#: times or more, hard with 2, 4 and 6 players.
SUITE = ((11, 4, "normal"), (12, 2, "easy"), (13, 6, "hard"), (14, 2, "normal"), (15, 4, "hard"),
         (16, 6, "easy"), (17, 2, "hard"), (18, 4, "easy"), (19, 6, "normal"), (20, 4, "normal"))


def busy_core() -> subprocess.Popen[bytes]:
    """Another process keeping one core busy (a Python busy loop) until it is ended."""
    return subprocess.Popen([sys.executable, "-c", "while True: pass"])


def _load() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"{one:.2f} (5 min: {five:.2f})"


class GcWatch:
    """How long Python's cyclic garbage collector holds everything up (any thread)."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = collections.defaultdict(list)
        #: (when it ended, perf_counter seconds; generation; ms) of every collection.
        self.log: list[tuple[float, int, float]] = []
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:  # type: ignore[type-arg]
        if phase == "start":
            self._start = time.perf_counter()
        else:
            end = time.perf_counter()
            self.pauses[info["generation"]].append((end - self._start) * 1000)
            self.log.append((end, info["generation"], (end - self._start) * 1000))

    def inside(self, start: float, end: float) -> list[tuple[int, float]]:
        """(generation, ms) of the collections that ended between ``start`` and ``end``."""
        return [(gen, ms) for at, gen, ms in self.log if start <= at <= end]


class EventLog(QObject):
    """(``--events``) Every event the GUI thread delivers, with the GUI thread's CPU time at
    its start: a block is then listed event by event (an event's cost is the CPU time until
    the next one starts, nested events included in their parent's share once)."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[tuple[float, str]] = []

    def eventFilter(self, obj: QObject, event) -> bool:  # type: ignore[no-untyped-def]
        self.events.append((time.thread_time(), f"{event.type().name}>{_name(obj)}"))
        return False

    def take(self) -> list[tuple[float, str]]:
        out, self.events = self.events, []
        return out


def _name(obj: QObject) -> str:
    """A class name, with the object's name or its nearest named parent's."""
    name = f"{type(obj).__name__}:{obj.objectName()}"
    parent = obj
    while not parent.objectName() and parent.parent() is not None:
        parent = parent.parent()
        name = f"{type(obj).__name__} in {type(parent).__name__}:{parent.objectName()}"
    return name


class LostTime:
    """Time the GUI thread lost without running, as the kernel counts it: waiting for a core
    in its own machine (the thread's run-queue wait, ``/proc/thread-self/schedstat``) and a
    core taken away by the host of this virtual machine (steal, ``/proc/stat``; the most any
    one core lost). Read at every tick (about 15 µs); zeros where the files are missing."""

    def __init__(self) -> None:
        # Opened on the GUI thread: thread-self is the thread that opens it.
        self._sched = self._open("/proc/thread-self/schedstat")
        self._stat = self._open("/proc/stat")
        #: Clock ticks per second of /proc/stat (steal comes in these: 10 ms at 100).
        self._hz = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
        self._cores = os.cpu_count() or 1
        self._stat_bytes = 256 * (self._cores + 1)
        self.runq_ms, self.steal = self.read()
        self.steal_start = list(self.steal)

    @staticmethod
    def _open(path: str) -> int | None:
        try:
            return os.open(path, os.O_RDONLY)
        except OSError:
            return None

    def read(self) -> tuple[float, list[float]]:
        """(ms this thread has waited for a core, ms each core has been stolen)."""
        runq = 0.0
        if self._sched is not None:
            fields = os.pread(self._sched, 128, 0).split()
            runq = int(fields[1]) / 1e6 if len(fields) > 1 else 0.0
        steal: list[float] = []
        if self._stat is not None:
            # Only the per-core lines, which come first (the whole file, its interrupt counts
            # among them, is ten times as long to read and split at every tick).
            lines = os.pread(self._stat, self._stat_bytes, 0).split(b"\n", self._cores + 1)[1:self._cores + 1]
            for line in lines:
                parts = line.split(None, 9)
                steal.append(int(parts[8]) * 1000 / self._hz if line.startswith(b"cpu") and len(parts) > 8 else 0.0)
        return runq, steal

    def since_last(self) -> tuple[float, float]:
        """(run-queue wait, the most stolen from one core), ms since the last call."""
        runq, steal = self.read()
        waited = runq - self.runq_ms
        stolen = max((now - before for now, before in zip(steal, self.steal)), default=0.0)
        self.runq_ms, self.steal = runq, steal
        return waited, stolen

    def steal_share(self, seconds: float) -> float:
        """Of the run so far, the share of the cores' time the host took (all cores)."""
        _runq, steal = self.read()
        lost = sum(now - before for now, before in zip(steal, self.steal_start))
        return lost / (seconds * 1000 * max(1, len(steal)))


class Heartbeat(QObject):
    """Ticks on the GUI thread; ``blocks`` are the ticks that came late (ms over the beat)."""

    def __init__(self) -> None:
        super().__init__()
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(BEAT_MS)
        self.timer.timeout.connect(self._beat)
        self.last = time.perf_counter()
        self.last_cpu = time.thread_time()
        self.gaps: list[float] = []
        #: (seconds since start, ms over the beat, phase) per tick.
        self.ticks: list[tuple[float, float, str]] = []
        #: The latest tick per phase (ms over the beat).
        self.longest: dict[str, float] = {}
        #: (ms blocked, ms of it the GUI thread spent on the CPU, seconds since start, phase,
        #: sampled stacks). Blocked but not on the CPU: waiting for the GIL or, on a busy
        #: machine, for a core.
        self.blocks: list[tuple[float, float, float, str, list[str]]] = []
        self.lost = LostTime()
        #: Per block over the goal (by its start): (ms waiting for a core, ms stolen by the host).
        self.block_lost: dict[float, tuple[float, float]] = {}
        #: Per phase: ms the GUI thread waited for a core over the whole phase, and the ticks
        #: in which it waited more than WAIT_MS (a figure steadier than the blocks' count).
        self.waited: dict[str, float] = collections.defaultdict(float)
        self.waits: dict[str, int] = collections.defaultdict(int)
        self.phase = "start-up"
        #: Frames of our code per sampled stack.
        self.depth = 3
        #: Blocks longer than this (ms) are kept with their stacks (and events).
        self.record_over = GOAL_MS
        #: The phase from the next tick on (a block that began in start-up stays start-up).
        self.next_phase = self.phase
        self.start = self.last
        self._samples: dict[float, list[str]] = collections.defaultdict(list)
        self._main = threading.get_ident()
        self._stop = False
        self._watchdog = threading.Thread(target=self._watch, daemon=True)
        self.event_log: EventLog | None = None
        #: Per block over the goal (with ``--events``): the events delivered in it.
        self.block_events: dict[float, list[tuple[float, str]]] = {}
        #: A computer's move was applied since the last tick (set by the benchmark).
        self.moved = False
        #: Per computer move: ms of GUI-thread CPU between the ticks around the move (its
        #: pass: the move applied, and whatever else came before the next tick), then the
        #: same for the next two intervals (the repaint and the work posted after it).
        self.move_passes: list[list[float]] = []
        #: With ``--events``: ms of CPU per event name over every move's pass (and the next two).
        self.move_events = [collections.Counter[str]() for _ in range(3)]

    def begin(self) -> None:
        self.last = self.start = time.perf_counter()
        self.last_cpu = time.thread_time()
        self.lost.since_last()
        self.lost.steal_start = list(self.lost.steal)
        self.timer.start()
        self._watchdog.start()

    def end(self) -> None:
        self.timer.stop()
        self._stop = True
        self._watchdog.join(1)

    def _beat(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        last, self.last = self.last, now
        busy = (cpu - self.last_cpu) * 1000
        self.last_cpu = cpu
        blocked = (now - last) * 1000 - BEAT_MS
        waited, stolen = self.lost.since_last()
        self.waited[self.phase] += waited
        self.waits[self.phase] += waited > WAIT_MS
        self.gaps.append(blocked)
        self.ticks.append((now - self.start, blocked, self.phase))
        self.longest[self.phase] = max(self.longest.get(self.phase, 0.0), blocked)
        stacks = self._samples.pop(last, [])
        events = self.event_log.take() if self.event_log is not None else []
        if blocked > self.record_over:
            self.blocks.append((blocked, busy, last - self.start, self.phase, stacks))
            self.block_lost[last - self.start] = (waited, stolen)
            if events:
                self.block_events[last - self.start] = events + [(cpu, "(beat)")]
        self.phase = self.next_phase
        if self.moved:
            self.moved = False
            self.move_passes.append([])
        if self.move_passes and len(self.move_passes[-1]) < 3:
            self.move_events[len(self.move_passes[-1])].update(_event_costs(events + [(cpu, "(beat)")]))
            self.move_passes[-1].append(busy)

    def _watch(self) -> None:
        # While a tick is overdue, every 3 ms, ask the GUI (main) thread where it is: a
        # signal whose Python handler runs in that thread, at its next line of Python. (Not
        # read from here: holding another thread's frames keeps its locals alive, a QPainter
        # past its paint event say, and faulthandler's dump is unsafe on live threads.)
        while not self._stop:
            time.sleep(0.003)
            if (time.perf_counter() - self.last) * 1000 > BEAT_MS + 8:
                signal.pthread_kill(self._main, signal.SIGUSR1)

    def sample(self, signum: int, frame) -> None:  # type: ignore[no-untyped-def]
        where = _where(frame, self.depth)
        if where:
            self._samples[self.last].append(where)


def _event_costs(events: list[tuple[float, str]]) -> collections.Counter[str]:
    """ms of GUI-thread CPU per event name (until the next event starts)."""
    costs: collections.Counter[str] = collections.Counter()
    for (t0, what), (t1, _next) in zip(events, events[1:]):
        costs[what] += (t1 - t0) * 1000
    return costs


def _where(frame, depth: int = 3) -> str:  # type: ignore[no-untyped-def]
    """The innermost ``depth`` frames of our code (and what they called), one line. Walked
    by hand: ``traceback.extract_stack`` reads source lines (``linecache``), which would
    add its own file reading to the GUI thread's block being sampled."""
    stack = []
    while frame is not None:
        stack.append((frame.f_code.co_filename, frame.f_code.co_name, frame.f_lineno))
        frame = frame.f_back
    ours = [f for f in stack if "carc_desktop" in f[0] and "benchmarks" not in f[0]]
    if not ours:
        return ""
    parts = [f"{Path(name).stem}.{func}:{line}" for name, func, line in ours[:depth]]
    if stack[0] is not ours[0]:
        parts.insert(0, f"{Path(stack[0][0]).stem}.{stack[0][1]}")
    return " < ".join(parts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="easy", help="AI level of every seat (easy is quickest)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--speed", default="fast", choices=("off", "fast", "normal", "slow"),
                    help="animation speed setting (also sets the computers' pause between moves)")
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--app-root", metavar="DIR", help="the checkout to measure (default: this one)")
    ap.add_argument("--tile-cache", metavar="DIR", help="tile cache folder kept between runs (default: a fresh one)")
    ap.add_argument("--switch-ms", type=float, default=None,
                    help="override Python's thread switch interval (experiments)")
    ap.add_argument("--profile", metavar="FILE", help="write a cProfile of the GUI thread to FILE")
    ap.add_argument("--events", action="store_true",
                    help="log every event the GUI thread delivers and list the longest blocks event by event")
    ap.add_argument("--top", type=int, default=12, help="how many of the longest blocks to list")
    ap.add_argument("--list-over", type=float, default=GOAL_MS, metavar="MS",
                    help="also list blocks shorter than the goal, down to this (ms)")
    ap.add_argument("--depth", type=int, default=3, help="frames of our code shown per sampled stack")
    ap.add_argument("--python-gc", action="store_true",
                    help="leave full garbage collections to Python, as before carc_desktop.ui.window.collector")
    ap.add_argument("--new-game-at", type=int, default=30, metavar="MOVES",
                    help="start a new game in the running window after this many computer moves (0: never)")
    ap.add_argument("--load", action="store_true",
                    help="keep one core busy with another process (a busy loop) for the whole run")
    ap.add_argument("--json", metavar="FILE", help="also write the run's figures to FILE (the suite reads them)")
    # 15 s: with six players the dialog's scoring steps at "fast" take longer than 4 s,
    # and the ranking's opening (the end's longest block) came after the watch had stopped.
    ap.add_argument("--end-s", type=float, default=15.0, metavar="S",
                    help="how long the end is watched after the game is over (the dialog steps through the scoring "
                         "and opens the ranking)")
    ap.add_argument("--suite", action="store_true", help="the ten games of docs/PERFORMANCE.md (see above)")
    ap.add_argument("--startup-runs", type=int, default=5, metavar="N",
                    help="with --suite: bench_startup.py runs, empty tile cache and kept (0: none)")
    args = ap.parse_args()
    if args.suite:
        return suite(args)
    busy = busy_core() if args.load else None
    if busy is not None:
        print(f"one core kept busy: process {busy.pid} (a Python busy loop)", flush=True)
    try:
        return play(args)
    finally:
        if busy is not None:
            busy.terminate()
            busy.wait()


def play(args: argparse.Namespace) -> int:
    """One run: the window, a game to its end (and the end watched), the figures."""
    load_start = _load()
    print(f"run: seed {args.seed}, {args.level}, {args.players} players, load average at the start {load_start} "
          f"on {os.cpu_count()} cores", flush=True)
    had_tiles = bool(_CACHE) and any(Path(_CACHE).rglob("*.png"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.path.join(_TMP, "settings"))
    from carc_desktop import app as app_module
    from carc_desktop.app import create_application, create_window

    app = create_application(sys.argv[:1])
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)
    QSettings().setValue("ui/animation_speed", args.speed)
    w, h = (int(v) for v in args.size.lower().split("x"))
    beat = Heartbeat()
    beat.depth = args.depth
    beat.record_over = min(args.list_over, GOAL_MS)
    if args.events:
        beat.event_log = EventLog()
        app.installEventFilter(beat.event_log)
    signal.signal(signal.SIGUSR1, beat.sample)
    gc_watch = GcWatch()
    gc.callbacks.append(gc_watch)
    #: The game's controller and players, once the second step has made them.
    made: dict[str, object] = {}
    applied_cpu: list[float] = []
    moves = {"applied": 0}

    def over() -> None:
        beat.phase = beat.next_phase = "end (dialog opens)"
        QTimer.singleShot(int(args.end_s * 1000), app.quit)

    def second_step() -> None:
        """As ``carc_desktop.app.run`` does behind the window's first frame (minus the
        welcome and Continue offers): the game code (imported on a thread), the controller,
        the window attached step by step, the first game."""
        if hasattr(app_module, "load_game_code"):
            app_module.load_game_code(window, build)
        else:  # a checkout from before it (--app-root): all in this pass
            build()

    def build() -> None:
        from carc_desktop.controller import GameController
        from carc_desktop.storage import Storage
        from carc_desktop.ui.board import art as board_art

        if hasattr(board_art, "BOARD_PAINTS_LATER"):  # as carc_desktop.app.run does
            board_art.BOARD_PAINTS_LATER = True
        if hasattr(board_art, "FIGURES_PAINT_LATER"):
            board_art.FIGURES_PAINT_LATER = True
        from carc_desktop.ui.window import dialog_openers
        if hasattr(dialog_openers, "REVIEW_AHEAD"):  # as carc_desktop.app.run does
            dialog_openers.REVIEW_AHEAD = True
        storage = Storage(os.path.join(_TMP, "data"))  # every decision autosaved, as in a real game
        controller = GameController(ai_delay_ms=200, storage=storage)
        window.storage = storage
        if hasattr(app_module, "attach_in_steps"):
            app_module.attach_in_steps(window, controller, lambda: first_game(controller))
        else:
            window.attach(controller)
            first_game(controller)

    def first_game(controller) -> None:  # type: ignore[no-untyped-def]
        from carc_desktop.controller.after_repaint import AfterRepaint
        from carc_desktop.controller.game_controller import default_players, default_rules

        app_module.freeze_startup_objects()
        if not args.python_gc:
            try:
                from carc_desktop.ui.window.collector import pace_full_collections
            except ImportError:  # a checkout from before it (--app-root)
                pass
            else:
                pace_full_collections(window, controller.state_changed)
        from carc_desktop.controller import PlayerSetup
        players = [PlayerSetup(p.name, p.color, True, args.level) for p in default_players(args.players)]
        made.update(controller=controller, players=players, rules=default_rules())
        controller.new_game(players, default_rules(), args.seed)
        controller.game_over.connect(over)
        watch_moves(controller)
        # Start-up is over once the first game's first frame is on screen and the work
        # queued behind it (the panels, the first computer's request) is done.
        marker = AfterRepaint(window)
        marker.call(lambda: marker.call(lambda: setattr(beat, "next_phase", "play")))

    def watch_moves(controller) -> None:  # type: ignore[no-untyped-def]
        # Which tick intervals hold a computer's move: its pass is measured apart.
        apply_ai = controller._apply_ai

        def watched_apply(*a) -> None:  # type: ignore[no-untyped-def]
            t0 = time.thread_time()
            apply_ai(*a)
            applied_cpu.append((time.thread_time() - t0) * 1000)
            beat.moved = True
            moves["applied"] += 1
            if moves["applied"] == args.new_game_at:
                # As Game > New Game does once its dialog is closed (the menu's own path).
                def new_game() -> None:
                    made["new_game_at"] = time.perf_counter() - beat.start
                    controller.new_game(made["players"], made["rules"], args.seed + 1)
                QTimer.singleShot(0, new_game)

        controller._apply_ai = watched_apply

    beat.begin()
    start, start_cpu = time.perf_counter(), time.thread_time()
    window = create_window(None)
    if hasattr(app_module, "watch_file_open"):  # as carc-desktop does (a checkout before it: a filter)
        app_module.watch_file_open(app, window)
    elif hasattr(app_module, "FileOpenEvents"):
        app.installEventFilter(app_module.FileOpenEvents(window, app))
    window.resize(w, h)
    window.show()
    app_module.after_first_frame(window, second_step)
    QTimer.singleShot(30 * 60 * 1000, app.quit)  # a hung game must not hang the benchmark
    profiler = None
    if args.profile:
        import cProfile
        profiler = cProfile.Profile()
        profiler.enable()
    app.exec()
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(args.profile)
    gui_cpu = time.thread_time() - start_cpu
    beat.end()
    controller = made.get("controller")
    if controller is None:
        print("the game never started")
        return 1
    game = controller.game
    played = len(game.board.placements) if controller.has_game else 0
    controller.close()

    long_blocks = [b for b in beat.blocks if b[0] > GOAL_MS]
    startup = [b for b in long_blocks if b[3] == "start-up"]
    play = [b for b in long_blocks if b[3] == "play"]
    end = [b for b in long_blocks if b[3] not in ("play", "start-up")]
    gaps = sorted(beat.gaps)
    second = (f", then a new game at move {args.new_game_at}"
              if args.new_game_at and moves["applied"] >= args.new_game_at else "")
    print(f"game: {args.players} computers ({args.level}), every expansion{second}, {played} tiles placed, "
          f"tile cache {'kept' if _CACHE and had_tiles else 'fresh'}, "
          f"finished={controller.has_game and game.finished}, {time.perf_counter() - start:.0f} s, "
          f"animations {args.speed}, GUI thread on the CPU {gui_cpu:.1f} s")
    if startup:
        print(f"start-up (frame, game code, window completed, first game's first frame): {len(startup)} "
              f"blocks over {GOAL_MS:.0f} ms, longest {max(b[0] for b in startup):.1f} ms "
              f"(bench_startup.py measures start-up)")
    print(f"heartbeat: {len(gaps)} ticks, median late {statistics.median(gaps):.2f} ms, "
          f"p99 {gaps[int(len(gaps) * 0.99)]:.1f} ms")
    longest = beat.longest.get("play", 0.0)
    busiest = max((b[1] for b in play), default=0.0)
    worked = sum(1 for b in play if b[1] > GOAL_MS)
    print(f"during play: {len(play)} blocks over {GOAL_MS:.0f} ms, the latest tick {longest:.1f} ms late; "
          f"{worked} with over {GOAL_MS:.0f} ms of GUI-thread CPU, the most {busiest:.1f} ms "
          f"(goal: none over {GOAL_MS:.0f} ms)")
    if "new_game_at" in made:
        at = float(made["new_game_at"])  # type: ignore[arg-type]
        first = [blocked for t, blocked, _phase in beat.ticks if at <= t <= at + 1.0]
        print(f"  the new game's first second: the latest tick {max(first, default=0.0):.1f} ms late")
    steal = beat.lost.steal_share(time.perf_counter() - start)
    net_play = [b for b in play if _net(beat, b) > GOAL_MS]
    print(f"  without the time the GUI thread waited for a core or the host took its core (steal: "
          f"{100 * steal:.1f} % of the cores' time over the run): {len(net_play)} blocks over {GOAL_MS:.0f} ms")
    print(f"  the GUI thread waited for a core {beat.waited.get('play', 0.0):.0f} ms in all during play, "
          f"longer than {WAIT_MS:.0f} ms in {beat.waits.get('play', 0)} ticks")
    if play:
        cpus = sorted(b[1] for b in play)
        print(f"  of these, GUI-thread CPU: median {statistics.median(cpus):.1f} ms, "
              f"p90 {cpus[int(len(cpus) * 0.9)]:.1f} ms (the rest of a block is waiting)")
    if end:
        print(f"the end (the last move, the end-of-game dialog opening): longest {max(b[0] for b in end):.1f} ms")
    for gen, pauses in sorted(gc_watch.pauses.items()):
        print(f"garbage collection, generation {gen}: {len(pauses)} runs, longest {max(pauses):.1f} ms")
    passes = [p for p in beat.move_passes if len(p) == 3]
    if passes:
        def spread(values: list[float]) -> str:
            values = sorted(values)
            return (f"median {statistics.median(values):.1f}, p90 {values[int(len(values) * 0.9)]:.1f}, "
                    f"max {values[-1]:.1f} ms")
        print(f"per computer move ({len(passes)}), GUI-thread CPU: applying it {spread(applied_cpu)}; "
              f"its tick interval {spread([p[0] for p in passes])}; the next {spread([p[1] for p in passes])}; "
              f"the one after {spread([p[2] for p in passes])}")
    for which, costs in zip(("the move's interval", "the next", "the one after"), beat.move_events):
        if costs:
            n = max(1, len(beat.move_passes))
            print(f"  {which} by event, ms of CPU per move: " + "; ".join(
                f"{what} {ms / n:.2f}" for what, ms in costs.most_common(8)))
    load_end = _load()
    print(f"load average at the end: {load_end} on {os.cpu_count()} cores")
    play_ticks = sorted(blocked for _t, blocked, phase in beat.ticks if phase == "play")
    figures = {
        "seed": args.seed, "level": args.level, "players": args.players, "size": args.size,
        "speed": args.speed, "tile_cache": "kept" if _CACHE and had_tiles else "fresh",
        "busy_core": bool(args.load), "load_start": load_start, "load_end": load_end,
        "finished": bool(controller.has_game and game.finished), "tiles": played,
        "over": {phase: {f"{ms:.0f}": sum(1 for b in beat.blocks if b[3] == phase and b[0] > ms) for ms in OVER}
                 for phase in ("start-up", "play", "end (dialog opens)")},
        "latest": {phase: round(ms, 1) for phase, ms in beat.longest.items()},
        "p99_play": round(play_ticks[int(len(play_ticks) * 0.99)], 1) if play_ticks else None,
        "gui_cpu_s": round(gui_cpu, 1),
        "steal_pct": round(100 * steal, 2),
        "over_net_play": {f"{ms:.0f}": sum(1 for b in play if _net(beat, b) > ms) for ms in OVER},
        "waited_ms": {phase: round(ms, 1) for phase, ms in beat.waited.items()},
        "waits_over": dict(beat.waits),
    }
    print("RESULT " + "; ".join([
        f"seed {args.seed}, {args.level}, {args.players} players, tile cache {figures['tile_cache']}",
        f"load average {load_start} -> {load_end}" + (", one core kept busy" if args.load else ""),
        "during play: blocks over " + "/".join(f"{ms:.0f}" for ms in OVER) + " ms: "
        + "/".join(str(n) for n in figures["over"]["play"].values())
        + f", latest tick {figures['latest'].get('play', 0.0)} ms, lateness p99 {figures['p99_play']} ms",
        f"waited for a core in play {figures['waited_ms'].get('play', 0.0)} ms, "
        f"{figures['waits_over'].get('play', 0)} ticks over {WAIT_MS:.0f} ms",
        f"steal {figures['steal_pct']} %, blocks over " + "/".join(f"{ms:.0f}" for ms in OVER)
        + " ms without the lost time: " + "/".join(str(n) for n in figures["over_net_play"].values()),
        "the end: blocks over 50 ms: " + str(figures["over"]["end (dialog opens)"]["50"])
        + f", longest {figures['latest'].get('end (dialog opens)', 0.0)} ms",
        "start-up: blocks over 50 ms: " + str(figures["over"]["start-up"]["50"])
        + f", longest {figures['latest'].get('start-up', 0.0)} ms"]), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1), encoding="utf-8")
    print("longest blocks (ms blocked / ms on the CPU / ms waiting for a core / ms stolen by the host):")
    for ms, busy, at, phase, stacks in sorted(beat.blocks, reverse=True)[:args.top]:
        waited, stolen = beat.block_lost.get(at, (0.0, 0.0))
        where = collections.Counter(stacks).most_common(2)
        what = "; ".join(f"{s} (x{n})" for s, n in where) or "(no Python code of ours on the stack)"
        begun = beat.start + at
        collected = gc_watch.inside(begun, begun + (ms + BEAT_MS) / 1000)
        held = "".join(f" [gen. {gen} collection {gms:.1f} ms]" for gen, gms in collected if gms >= 1)
        print(f"  {ms:6.1f} / {busy:5.1f} / {waited:5.1f} / {stolen:5.1f} at {at:5.1f} s [{phase}]{held}: {what}")
    print("most GUI-thread CPU in one block:")
    for ms, busy, at, phase, stacks in sorted(beat.blocks, key=lambda b: -b[1])[:args.top]:
        where = collections.Counter(stacks).most_common(2)
        what = "; ".join(f"{s} (x{n})" for s, n in where) or "(no Python code of ours on the stack)"
        print(f"  {ms:6.1f} / {busy:5.1f} at {at:5.1f} s [{phase}]: {what}")
    if beat.block_events:
        print("events in the blocks with the most GUI-thread CPU (ms of CPU until the next event):")
        for ms, busy, at, phase, _stacks in sorted(beat.blocks, key=lambda b: -b[1])[:args.top]:
            events = beat.block_events.get(at)
            if not events:
                continue
            print(f"  {ms:6.1f} / {busy:5.1f} at {at:5.1f} s [{phase}]:")
            costs = _event_costs(events)
            print("    " + "; ".join(f"{what} {ms:.1f}" for what, ms in costs.most_common(8)))
    return 0


def _net(beat: Heartbeat, block: tuple[float, float, float, str, list[str]]) -> float:
    """A block less the time its thread waited for a core or had its core taken by the host."""
    waited, stolen = beat.block_lost.get(block[2], (0.0, 0.0))
    return block[0] - waited - stolen


def suite(args: argparse.Namespace) -> int:
    """The ten games, each in a process of its own, then start-up; the table at the end."""
    busy = busy_core() if args.load else None
    if busy is not None:
        print(f"one core kept busy for the whole suite: process {busy.pid} (a Python busy loop)", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="carc-frames-suite-"))
    cache = folder / "tiles"
    cache.mkdir()  # empty: the first game is a very first start; the others find its tiles
    rows: list[dict[str, Any]] = []
    startup: list[str] = []
    print(f"suite: {len(SUITE)} games, {args.size}, animations {args.speed}, outputs in {folder}", flush=True)
    try:
        for i, (seed, players, level) in enumerate(SUITE, 1):
            out = folder / f"game{i}.json"
            cmd = [sys.executable, str(Path(__file__).resolve()), "--seed", str(seed), "--players", str(players),
                   "--level", level, "--new-game-at", "0", "--speed", args.speed, "--size", args.size,
                   "--tile-cache", str(cache), "--json", str(out), "--end-s", str(args.end_s)]
            if args.app_root:
                cmd += ["--app-root", args.app_root]
            with open(folder / f"game{i}.txt", "w", encoding="utf-8") as log:
                code = subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT, check=False).returncode
            text = (folder / f"game{i}.txt").read_text(encoding="utf-8")
            print(next((line for line in text.splitlines() if line.startswith("RESULT")),
                       f"game {i} (seed {seed}) failed, exit code {code}: see {folder}/game{i}.txt"), flush=True)
            if out.exists():
                rows.append(json.loads(out.read_text(encoding="utf-8")))
        for cold in (True, False):
            if args.startup_runs <= 0:
                break
            cmd = [sys.executable, str(ROOT / "benchmarks" / "bench_startup.py"), "--runs", str(args.startup_runs),
                   "--size", args.size] + (["--cold"] if cold else [])
            if args.app_root:
                cmd += ["--app-root", args.app_root]
            result = subprocess.run(cmd, capture_output=True, text=True, check=False)
            startup.append(f"bench_startup.py{' --cold' if cold else ''}:\n{result.stdout}{result.stderr[-2000:]}")
            print(startup[-1], flush=True)
    finally:
        if busy is not None:
            busy.terminate()
            busy.wait()
    print("| game | seed | players | level | tile cache | load average, start -> end | during play: blocks over "
          "16 / 33 / 50 ms | the same without lost time | steal | latest tick | lateness p99 | "
          "the end: blocks over 50 ms, longest | start-up: blocks over 50 ms, longest |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for i, r in enumerate(rows, 1):
        over, latest = r["over"], r["latest"]
        play_over = " / ".join(str(n) for n in over["play"].values())
        net = " / ".join(str(n) for n in r.get("over_net_play", {}).values())
        print(f"| {i} | {r['seed']} | {r['players']} | {r['level']} | {r['tile_cache']} | "
              f"{r['load_start']} -> {r['load_end']}{' (core busy)' if r['busy_core'] or busy else ''} | {play_over} | "
              f"{net or '-'} | {r.get('steal_pct', '-')} % | "
              f"{latest.get('play', 0.0)} ms | {r['p99_play']} ms | "
              f"{over['end (dialog opens)']['50']}, {latest.get('end (dialog opens)', 0.0)} ms | "
              f"{over['start-up']['50']}, {latest.get('start-up', 0.0)} ms |")
    return 0 if len(rows) == len(SUITE) else 1


if __name__ == "__main__":
    sys.exit(main())
