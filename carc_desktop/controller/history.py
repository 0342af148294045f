"""Undo and redo that follow the game record.

:class:`RecordHistory` wraps a :class:`Game`. ``undo()`` takes back the last decision with
the engine's exact ``undo()`` and keeps it on a redo stack; ``redo()`` plays it again
through the checked ``play()``; any new decision (``play()``) drops the redo stack, as a
record has a single line of moves. Because the bag order is part of the record, a redone
move leads to exactly the state it led to before.

Listeners (``add_listener``) are told after every change, e.g. to autosave::

    history = RecordHistory(game)
    history.add_listener(lambda game, change: autosave.save(game))
    history.play(move)        # instead of game.play(move)
    history.undo(); history.redo()
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Collection

from ..engine import record
from ..engine.game import Game
from ..engine.moves import Move
from ..engine.scoring import Event

log = logging.getLogger(__name__)

#: A listener gets the game and what happened: ``"play"``, ``"undo"``, ``"redo"``, ``"reset"``.
Listener = Callable[[Game, str], None]


class RecordHistory:
    def __init__(self, game: Game) -> None:
        self._game = game
        self._redo: list[Move] = []
        self._listeners: list[Listener] = []

    # --- state ----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def can_undo(self) -> bool:
        return bool(self._game.history)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def moves(self) -> tuple[Move, ...]:
        """The decisions taken so far (the record's ``moves``)."""
        return tuple(self._game.history)

    @property
    def redo_moves(self) -> tuple[Move, ...]:
        """The decisions ``redo()`` would replay, next one first."""
        return tuple(reversed(self._redo))

    def record(self) -> dict[str, Any]:
        """The game record of the current position (what a save writes)."""
        return record.record_from_game(self._game)

    # --- listeners ------------------------------------------------------------------
    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def _notify(self, change: str) -> None:
        for listener in list(self._listeners):
            try:
                listener(self._game, change)
            except Exception:  # a failing listener (autosave on a full disk) must not undo the move
                log.exception("history listener %r failed after %s", listener, change)

    # --- changes --------------------------------------------------------------------
    def play(self, move: Move) -> list[Event]:
        """Take a new decision (checked; raises IllegalMoveError and changes nothing if it
        is not legal). Drops whatever could have been redone."""
        events = self._game.play(move)
        self._redo.clear()
        self._notify("play")
        return events

    def undo(self) -> Move | None:
        """Take back the last decision; returns it, or None if there is nothing to undo."""
        if not self._game.history:
            return None
        move = self._game.undo()
        self._redo.append(move)
        self._notify("undo")
        return move

    def redo(self) -> list[Event] | None:
        """Replay the last undone decision; returns its events, or None if none is left."""
        if not self._redo:
            return None
        events = self._game.play(self._redo[-1])
        self._redo.pop()
        self._notify("redo")
        return events

    def undo_to_decider(self, players: Collection[int]) -> list[Move]:
        """Undo at least one decision, then on until the decision awaited belongs to one
        of ``players`` (e.g. the humans, so that "undo" skips back over computer moves).
        Returns the undone moves, most recent first."""
        undone: list[Move] = []
        while self._game.history:
            undone.append(self._undo_quiet())
            if self._game.decider in players:
                break
        if undone:
            self._notify("undo")
        return undone

    def redo_to_decider(self, players: Collection[int]) -> list[Event]:
        """Redo at least one decision, then on until the decision awaited belongs to one
        of ``players`` again (or nothing is left to redo). Returns all their events."""
        events: list[Event] = []
        redone = False
        while self._redo:
            events.extend(self._game.play(self._redo[-1]))
            self._redo.pop()
            redone = True
            if self._game.decider in players or self._game.finished:
                break
        if redone:
            self._notify("redo")
        return events

    def reset(self, game: Game) -> None:
        """Follow another game (a new or loaded one); the redo stack is dropped."""
        self._game = game
        self._redo.clear()
        self._notify("reset")

    def _undo_quiet(self) -> Move:
        move = self._game.undo()
        self._redo.append(move)
        return move
