"""Computer players off the GUI thread.

The controller hands the worker the game's recipe (:func:`request_of`: the game's setup and
a tuple of its decisions, ``engine.replay.GameRecipe``; nothing the real game changes, and
nothing copied on the GUI thread); the worker asks the AI for a move on the game it
describes (:func:`think`: in the computer players' process, ``controller/ai_process.py``,
which rebuilds the game there, or on this thread when that process cannot answer) and
sends the move back. The real game is never touched outside the GUI thread.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from carc_desktop.engine import Game, GameRecipe, Move, ReplayCache, rebuild_game

from . import ai_process

log = logging.getLogger(__name__)

ChooseMove = Callable[[Game, str, int], Move]
#: What the GUI thread sends to think about: a recipe, or (a game the recipe cannot describe)
#: a private copy.
GameRequest = GameRecipe | Game


def request_of(game: Game) -> GameRequest:
    """What to send a thread or process that thinks about ``game``: its recipe (a tuple of
    its decisions: no copy of the board on the GUI thread), or a private copy for a game on
    a catalogue of its own."""
    try:
        return GameRecipe.of(game)
    except ValueError:
        return game.copy(undo=False)


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


def level_budget(level: str) -> float | None:
    """The time a computer of ``level`` may think in the window (None: no clock)."""
    from carc_desktop.ai import LEVELS  # off the GUI thread: start-up does not need the AI

    return LEVELS[level].time_budget if level in LEVELS else None


def think(game: GameRequest, level: str, seed: int, budget: float | None,
          cache: ReplayCache | None = None) -> Move:
    """``choose_move`` for ``game`` (a recipe, or a copy made for it, played on by the
    caller only after this returns): in the computer players' process, whose thinking takes
    no lock the GUI thread needs; on this thread when that process cannot answer (a recipe
    rebuilt here, with ``cache``). Raises RuntimeError with the AI's own error."""
    process = ai_process.shared()
    if process is not None:
        try:
            move, error, _seconds = process.ask(game, level, seed, budget)
        except ai_process.AiProcessError as exc:
            log.warning("%s; thinking in this process instead", exc)
        else:
            if error:
                raise RuntimeError(error)
            return move  # type: ignore[no-any-return]
    from carc_desktop.ai import choose_move  # (it refuses an unknown level itself)

    return choose_move(rebuild_game(game, cache), level, seed, budget)


class AiWorker(QObject):
    """Lives in a worker QThread; one request at a time, answered with ``done``."""

    #: generation, the chosen move (or None), error text ("" when fine), seconds spent.
    done = Signal(int, object, str, float)

    def __init__(self, choose: ChooseMove | None = None) -> None:
        """``choose``: who plays instead of ``carc_desktop.ai.choose_move`` (tests)."""
        super().__init__()
        self._choose = choose
        #: The game the recipes describe, kept between requests (thinking on this thread).
        self._cache = ReplayCache()

    @Slot(int, object, str, int)
    def compute(self, generation: int, request: GameRequest, level: str, seed: int) -> None:
        """Choose a move for the game ``request`` describes (its recipe, or a private copy)."""
        start = time.perf_counter()
        try:
            if self._choose is not None:
                move = self._choose(rebuild_game(request, self._cache), level, seed)
            else:
                move = think(request, level, seed, level_budget(level), self._cache)
            if not isinstance(move, Move):
                raise TypeError(f"the AI returned {move!r}, not a move")
            self.done.emit(generation, move, "", time.perf_counter() - start)
        except Exception as exc:  # reported to the GUI thread, which falls back
            log.exception("computer player failed")
            self.done.emit(generation, None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start)
