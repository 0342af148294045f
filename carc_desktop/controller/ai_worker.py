"""Computer players off the GUI thread.

The controller hands the worker a private copy of the game (``Game.copy(undo=False)``, made on the
GUI thread; it shares nothing the real game changes); the worker asks the AI for a move on
it and sends the move back. The real game is never touched outside the GUI thread.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from PySide6.QtCore import QObject, Signal, Slot

from carc_desktop.engine import Game, Move

from . import ai_process

log = logging.getLogger(__name__)

ChooseMove = Callable[[Game, str, int], Move]


def first_legal_move(game: Game, level: str, seed: int) -> Move:
    """The first legal move: the controller's fallback when the AI fails, and a fast
    deterministic player for tests."""
    moves = game.legal_moves()
    if not moves:
        raise RuntimeError("no legal move to choose from")
    return moves[0]


def ai_levels() -> tuple[str, ...]:
    """The computer players' levels, weakest first (the New Game dialog offers these)."""
    from carc_desktop.ai import LEVELS  # not before it is asked for: start-up does not need the AI

    return tuple(LEVELS)


def think_here(clone: Game, level: str, seed: int) -> Move:
    """The move, thought on this thread (choose_move itself refuses an unknown level)."""
    # Imported here, off the GUI thread: the first frame does not wait for it.
    from carc_desktop.ai import LEVELS, choose_move
    budget = LEVELS[level].time_budget if level in LEVELS else None
    return choose_move(clone, level, seed, budget)


class AiWorker(QObject):
    """Lives in a worker QThread; one request at a time, answered with ``done``."""

    #: generation, the chosen move (or None), error text ("" when fine), seconds spent.
    done = Signal(int, object, str, float)

    def __init__(self, choose: ChooseMove | None = None) -> None:
        """``choose``: who plays instead of ``carc_desktop.ai.choose_move`` (tests)."""
        super().__init__()
        self._choose = choose

    @staticmethod
    def _think(clone: Game, level: str, seed: int) -> tuple[object, str]:
        """The move (and an error text): in the computer players' process, whose thinking
        takes no lock the GUI thread needs; on this thread when it cannot answer."""
        process = ai_process.shared()
        if process is not None:
            try:
                move, error, _seconds = process.ask(clone, level, seed)
                return move, error
            except ai_process.AiProcessError as exc:
                log.warning("%s; thinking in this process instead", exc)
        return think_here(clone, level, seed), ""

    @Slot(int, object, str, int)
    def compute(self, generation: int, clone: Game, level: str, seed: int) -> None:
        """Choose a move for ``clone`` (the worker's own copy of the game)."""
        start = time.perf_counter()
        try:
            if self._choose is not None:
                move = self._choose(clone, level, seed)
            else:
                move, error = self._think(clone, level, seed)
                if error:
                    raise RuntimeError(error)
            if not isinstance(move, Move):
                raise TypeError(f"the AI returned {move!r}, not a move")
            self.done.emit(generation, move, "", time.perf_counter() - start)
        except Exception as exc:  # reported to the GUI thread, which falls back
            log.exception("computer player failed")
            self.done.emit(generation, None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start)
