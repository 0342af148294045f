"""Computer players off the GUI thread.

The controller hands the worker a *record* of the game (cheap to make on the GUI thread);
the worker rebuilds a private clone from it (``game_from_record``), asks the AI for a move
and sends the move back. The real game is never touched outside the GUI thread.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal, Slot

from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Move
from carc_desktop.engine.record import game_from_record

log = logging.getLogger(__name__)

ChooseMove = Callable[[Game, str, int], Move]


def first_legal_move(game: Game, level: str, seed: int) -> Move:
    """Fallback player while ``carc_desktop.ai`` is not available: the first legal move."""
    moves = game.legal_moves()
    if not moves:
        raise RuntimeError("no legal move to choose from")
    return moves[0]


def resolve_choose_move() -> ChooseMove:
    """``carc_desktop.ai.choose_move`` if that module exists and loads, else the fallback."""
    try:
        from carc_desktop.ai import choose_move  # type: ignore[attr-defined]
    except ImportError:
        return first_legal_move
    except Exception:  # a half-written AI module must not stop the game
        log.exception("carc_desktop.ai failed to load; using the first-legal-move player")
        return first_legal_move
    return choose_move  # type: ignore[no-any-return]


def level_time_budget(level: str) -> float | None:
    """Seconds the AI suggests for a move at ``level`` (its ``LEVELS`` table), if any."""
    try:
        from carc_desktop.ai import LEVELS  # type: ignore[attr-defined]
        return LEVELS[level].time_budget  # type: ignore[no-any-return]
    except Exception:
        return None


class AiWorker(QObject):
    """Lives in a worker QThread; one request at a time, answered with ``done``."""

    #: generation, the chosen move (or None), error text ("" when fine), seconds spent.
    done = Signal(int, object, str, float)

    def __init__(self, choose: ChooseMove | None = None) -> None:
        super().__init__()
        self._choose = choose

    @Slot(int, object, str, int)
    def compute(self, generation: int, record: Any, level: str, seed: int) -> None:
        start = time.perf_counter()
        try:
            clone = game_from_record(record)
            if self._choose is not None:
                move = self._choose(clone, level, seed)
            else:
                choose = resolve_choose_move()
                budget = level_time_budget(level) if choose is not first_legal_move else None
                move = choose(clone, level, seed, time_budget=budget) if budget else choose(clone, level, seed)
            if not isinstance(move, Move):
                raise TypeError(f"the AI returned {move!r}, not a move")
            self.done.emit(generation, move, "", time.perf_counter() - start)
        except Exception as exc:  # reported to the GUI thread, which falls back
            log.exception("computer player failed")
            self.done.emit(generation, None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start)
