"""Review > Analyse: a game's decisions analysed away from the window, kept beside its file.

:class:`GameAnalysis` runs ``ai.analyse`` over a record's decisions (the chosen seats)
without holding up the window: each decision is sent, as a copy of the game before it and
the move played, to a computer players' process of its own (``ai/server.py``, request
kind ``ANALYSE``; a pool of ``workers`` processes, each fed by a thread here), so the
window's Python lock is never held by the thinking. If no process can be started
(``CARC_DESKTOP_AI_IN_PROCESS``, or it fails) the thread thinks itself.

Verdicts arrive as they come (``verdict`` signal, on the GUI thread), with ``progress``;
``cancel()`` stops after the decisions being thought; ``finished(complete)`` closes the
run. Verdicts are kept beside the game's file (``storage.analysis_store``) as they come,
keyed by the record, the engine and the settings, so that opening the analysis again is
instant, a cancelled one goes on where it stopped, and a changed engine analyses again.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from carc_desktop.ai.analyse import (
    SHOW_BETTER,
    SeatSummary,
    Settings,
    Verdict,
    analyse_turn,
    decisions,
    engine_key,
    record_key,
    summarise,
    turns,
)
from carc_desktop.engine import Game, Move, move_from_record
from carc_desktop.storage.analysis_store import read_analysis, write_analysis

log = logging.getLogger(__name__)


def default_workers() -> int:
    """Two processes where there are cores to spare for them, else one."""
    return 2 if (os.cpu_count() or 1) >= 2 else 1


def kept_verdicts(record: Mapping[str, Any], path: str | os.PathLike[str] | None,
                  settings: Settings = Settings()) -> dict[int, Verdict]:
    """The verdicts kept beside ``path`` for this record and engine, by index."""
    if path is None:
        return {}
    out: dict[int, Verdict] = {}
    for raw in read_analysis(path, record_key(record), engine_key(), settings.key()):
        try:
            v = Verdict.from_json(raw)
        except (KeyError, TypeError, ValueError):
            continue
        out[v.index] = v
    return out


class GameAnalysis(QObject):
    verdict = Signal(object)
    progress = Signal(int, int)
    #: True when every decision was analysed, False when cancelled or failed.
    finished = Signal(bool)

    def __init__(self, record: Mapping[str, Any], path: str | os.PathLike[str] | None = None,
                 seats: Sequence[int] | None = None, settings: Settings = Settings(), workers: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = dict(record)
        self.path = None if path is None else Path(path)
        players = len(self.record.get("players") or [])
        self.seats = list(range(players)) if seats is None else list(seats)
        self.settings = settings
        self.workers = default_workers() if workers is None else max(1, workers)
        #: Index -> verdict, kept ones included.
        self.verdicts: dict[int, Verdict] = kept_verdicts(self.record, self.path, settings)
        self.total = 0
        self.error = ""
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._threads: list[threading.Thread] = []
        self._running = False

    # --- what is known ---------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._running

    @property
    def complete(self) -> bool:
        return not self.running and len(self.wanted()) == self.total

    def wanted(self) -> list[Verdict]:
        return sorted((v for v in self.verdicts.values() if v.seat in self.seats), key=lambda v: v.index)

    def summaries(self) -> list[SeatSummary]:
        return summarise(self.wanted(), self.seats)

    def count_decisions(self) -> int:
        """How many decisions the chosen seats took (a replay, no thinking)."""
        return sum(1 for _ in decisions(self.record, self.seats))

    # --- running -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Analyse what is not kept yet, in the background (verdicts and progress follow).
        The record is replayed on a thread too: a long game takes a moment."""
        if self._running:
            return
        self._cancel.clear()
        self._running = True
        self.error = ""
        tasks: queue.Queue[tuple[int, Game, tuple[Move, ...]] | None] = queue.Queue()
        self._left = self.workers
        self._threads = [threading.Thread(target=self._feed, args=(tasks,), name="analysis-feed", daemon=True)]
        self._threads += [threading.Thread(target=self._work, args=(tasks,), name="analysis", daemon=True)
                          for _ in range(self.workers)]
        for t in self._threads:
            t.start()

    def _feed(self, tasks: queue.Queue[tuple[int, Game, tuple[Move, ...]] | None]) -> None:
        # A placement and its figure go together: one look-ahead values both (analyse_turn).
        try:
            found = list(turns(self.record, self.seats, self.verdicts))
            self.total = len(self.wanted()) + sum(len(moves) for _i, _g, moves in found)
        except Exception as exc:  # the thread's edge: a record the engine refuses (the review stops there too)
            self.error = f"{type(exc).__name__}: {exc}"
            found = []
            self._cancel.set()
        self.progress.emit(len(self.wanted()), self.total)
        for task in found:
            tasks.put(task)
        for _ in range(self.workers):
            tasks.put(None)

    def cancel(self) -> None:
        """Stop taking decisions; the run finishes once the ones being thought are done."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the threads (tests, closing); True if they all ended."""
        for t in list(self._threads):
            t.join(timeout)
        return not any(t.is_alive() for t in self._threads)

    def _work(self, tasks: queue.Queue[tuple[int, Game, tuple[Move, ...]] | None]) -> None:
        process = None
        try:
            while not self._cancel.is_set():
                task = tasks.get()
                if task is None:
                    break
                index, game, moves = task
                if process is None:
                    process = _new_process()
                verdicts = self._think(process, game, moves, index)
                if verdicts is None:
                    self._cancel.set()
                    break
                for verdict in verdicts:
                    with self._lock:
                        self.verdicts[verdict.index] = verdict
                        self._keep()
                        done = len(self.wanted())
                    self.verdict.emit(verdict)
                    self.progress.emit(done, self.total)
        finally:
            if process is not None:
                process.stop()
            with self._lock:
                self._left -= 1
                last = self._left == 0
            if last:
                self._running = False
                self.finished.emit(not self.error and len(self.wanted()) == self.total)

    def _think(self, process: Any, game: Game, moves: tuple[Move, ...], index: int) -> list[Verdict] | None:
        from carc_desktop.ai.server import ANALYSE

        if process is not None:
            from .ai_process import AiProcessError

            try:
                result, error, _seconds = process.call((ANALYSE, game, tuple(moves), self.settings, index))
                if isinstance(result, list) and all(isinstance(v, Verdict) for v in result):
                    return result
                log.warning("analysis of decision %d failed in the process: %s", index, error)
            except AiProcessError as exc:
                log.warning("analysis process: %s; thinking on this thread", exc)
        try:
            return analyse_turn(game, moves, self.settings, index)
        except Exception as exc:  # the thread's edge: said, and the run stops
            self.error = f"{type(exc).__name__}: {exc}"
            log.warning("analysis of decision %d failed: %s", index, self.error)
            return None

    def _keep(self) -> None:
        if self.path is None:
            return
        kept = [v.to_json() for v in sorted(self.verdicts.values(), key=lambda v: v.index)]
        if not write_analysis(self.path, record_key(self.record), engine_key(), self.settings.key(), kept):
            log.warning("the analysis could not be kept beside %s", self.path)


def _new_process() -> Any:
    """A computer players' process of this worker's own (None: think on the thread)."""
    from .ai_process import IN_PROCESS_ENV, AiProcess

    if os.environ.get(IN_PROCESS_ENV):
        return None
    return AiProcess()


# --- what the review shows at a decision ----------------------------------------------------------
@dataclass(frozen=True)
class PlanFacts:
    """What the engine's preview says of one plan (a move and the rest of its turn)."""

    #: Points the decider would score by it at once.
    points: int
    #: Features it would complete (their kinds).
    completed: tuple[str, ...]
    #: The figure it puts down and where: (figure, feature kind) or None.
    figure: tuple[str, str] | None
    #: What that feature would be worth to its owners as it stands (final scoring).
    figure_value: int
    #: For a figure in a field: the finished cities it touches.
    cities: int


def plan_facts(game: Game, plan: Sequence[Mapping[str, Any]], seat: int) -> PlanFacts | None:
    """The preview of ``plan`` (record form) in ``game`` (left as it was); None if the
    engine refuses it (a kept verdict that no longer fits)."""
    from carc_desktop.engine import Deploy, IllegalMoveError

    try:
        moves = [move_from_record(m) for m in plan]
    except ValueError:
        return None
    if not moves:
        return None
    try:
        preview = game.preview(moves[0], *moves[1:])
    except IllegalMoveError:
        return None
    kinds = tuple(str(ev.data.get("feature", "")) for ev in preview.events
                  if ev.type == "score" and ev.data.get("reason") == "completed")
    figure, value, cities = None, 0, 0
    deploy = next((m for m in moves if isinstance(m, Deploy)), None)
    if deploy is not None:
        feature, fval = _figure_feature(game, moves, deploy)
        if feature is not None and fval is not None:
            figure = (deploy.figure, fval.kind)
            value, cities = fval.value, fval.cities
    return PlanFacts(preview.points.get(seat, 0), kinds, figure, value, cities)


def _figure_feature(game: Game, moves: list[Move], deploy: Any) -> tuple[Any, Any]:
    """The feature the plan's figure goes on and what it would be worth, read with the
    plan played up to the figure and taken back."""
    pushed = 0
    try:
        for m in moves:
            if m is deploy:
                break
            game.push(m)
            pushed += 1
        placement = game.board.placements[-1]
        segment = placement.tile.segment_index.get(deploy.feature)
        for f in game.features.roots():
            if any(p.placement is placement and p.segment == segment for p in f.pieces):
                return f, game.value_now(f)
        return None, None
    finally:
        for _ in range(pushed):
            game.undo()


def shows_better(verdict: Verdict) -> bool:
    return verdict.label in SHOW_BETTER and verdict.best != verdict.played
