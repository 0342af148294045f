"""Undo and redo that follow the game record, and what may be taken back.

:class:`UndoHistory` wraps a :class:`Game`. ``undo_to(k)`` takes decisions back with the
engine's exact ``undo()`` and keeps them on a redo stack; ``redo_*`` plays them again
through the checked ``play()``; any new decision (``play()``) drops the redo stack, as a
record has a single line of moves. Because the bag order is part of the record, a redone
move leads to exactly the state it led to before, and after a new decision the tiles come
out of the bag in the same order as before.

:meth:`UndoHistory.undo_target` is the undo policy, worked out from engine facts (who
decides and how far the bag is drawn after each decision):

- people only, or computers only: one decision back, always;
- people and computers, **fair** (the default): back to the last decision of a person,
  skipping the computers' decisions after it, but never across a tile drawn since (the
  bag order is fixed: an undo would let the person replay knowing what comes);
- people and computers, **casual**: back to the last decision of a person even after
  computer turns; the computers then play again from there with the same bag.
"""

from __future__ import annotations

from collections.abc import Callable

from carc_desktop.engine import Event, Game, Move

#: Why nothing may be taken back (``undo_target``'s refusal codes).
NOTHING = "nothing"
DRAWN = "drawn"


class UndoHistory:
    def __init__(self, game: Game) -> None:
        self._game = game
        self._redo: list[Move] = []
        #: history length -> (bag position, who decides) in that state
        self._facts: dict[int, tuple[int, int | None]] = {}
        self._observe()

    # --- state ----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

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

    # --- policy ---------------------------------------------------------------------
    def undo_target(self, is_computer: Callable[[int | None], bool], casual: bool = False) -> tuple[int | None, str]:
        """(history length an undo goes back to, None and a refusal code if none)."""
        game = self._game
        n = len(game.history)
        if n == 0:
            return None, NOTHING
        seats = range(len(game.players))
        humans = any(not is_computer(i) for i in seats)
        computers = any(is_computer(i) for i in seats)
        k = n - 1
        if humans:
            while k > 0 and is_computer(self._fact(k)[1]):
                k -= 1
            if is_computer(self._fact(k)[1]):
                return None, NOTHING  # only computer decisions so far
        if humans and computers and not casual and self._fact(k)[0] != game.bag_pos:
            return None, DRAWN
        return k, ""

    # --- changes --------------------------------------------------------------------
    def play(self, move: Move) -> list[Event]:
        """Take a new decision (checked; raises IllegalMoveError and changes nothing if it
        is not legal). Drops whatever could have been redone."""
        events = self._game.play(move)
        self._redo.clear()
        self._observe()
        return events

    def undo(self) -> Move | None:
        """Take back the last decision; returns it, or None if there is nothing to undo."""
        if not self._game.history:
            return None
        move = self._game.undo()
        self._redo.append(move)
        return move

    def undo_to(self, length: int) -> list[Move]:
        """Take decisions back until ``length`` remain; returns them, most recent first."""
        undone: list[Move] = []
        while len(self._game.history) > max(0, length):
            undone.append(self._game.undo())
        self._redo.extend(undone)
        return undone

    def redo(self) -> list[Event] | None:
        """Replay the last undone decision; returns its events, or None if none is left."""
        if not self._redo:
            return None
        events = self._game.play(self._redo[-1])
        self._redo.pop()
        self._observe()
        return events

    def redo_to_decider(self, players: Callable[[int | None], bool]) -> list[Event]:
        """Redo at least one decision, then on until the decision awaited is one for which
        ``players`` is true again (e.g. a person's), or nothing is left to redo."""
        events: list[Event] = []
        while self._redo:
            events.extend(self._game.play(self._redo[-1]))
            self._redo.pop()
            self._observe()
            if players(self._game.decider) or self._game.finished:
                break
        return events

    # --- facts ----------------------------------------------------------------------
    def _observe(self) -> None:
        game = self._game
        n = len(game.history)
        for k in [k for k in self._facts if k > n]:
            del self._facts[k]
        self._facts[n] = (game.bag_pos, game.decider)

    def decider_at(self, k: int) -> int | None:
        """Who took the decision ``history[k]`` (who decided in the state before it)."""
        return self._fact(k)[1]

    def _fact(self, k: int) -> tuple[int, int | None]:
        if k not in self._facts:
            self._learn_facts()
        return self._facts[k]

    def _learn_facts(self) -> None:
        """The facts of every earlier state of a game this history did not see being
        played (a loaded one): a private copy walked back through its undo journal."""
        copy = self._game.copy()
        facts = {len(copy.history): (copy.bag_pos, copy.decider)}
        while copy.history:
            copy.undo()
            facts[len(copy.history)] = (copy.bag_pos, copy.decider)
        for k, fact in facts.items():
            self._facts.setdefault(k, fact)
