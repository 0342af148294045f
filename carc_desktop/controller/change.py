"""What ``GameController.state_changed`` carries: the game as it is now and what the step
that changed it did, so that a panel redraws from what it is told instead of going back
to the controller's live game.

``game`` is the engine's game itself, to be read, never played on (moves go through the
controller's intents); ``kind`` says what happened and ``events`` what the step logged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from carc_desktop.engine import Event, Game

#: A decision was played (a person's or a computer's): ``events`` are its events.
MOVE = "move"
#: Undo took decisions back.
UNDO = "undo"
#: Redo replayed decisions taken back: ``events`` are theirs.
REDO = "redo"
#: Another game took the table (New Game, Open, Continue, a lesson).
NEW_GAME = "new_game"
#: The same position, told again (a window attached, seats or settings changed).
REFRESH = "refresh"


@dataclass(frozen=True, eq=False)
class GameChange:
    #: The game now (read it; never play on it).
    game: Game
    #: MOVE, UNDO, REDO, NEW_GAME or REFRESH.
    kind: str
    #: What the step logged, in order (empty after an undo, a new game or a refresh).
    events: tuple[Event, ...] = ()

    @property
    def new_game(self) -> bool:
        return self.kind == NEW_GAME

    @property
    def scored(self) -> bool:
        """Whether the step paid points (a score event with points)."""
        return any(e.type == "score" and any(e.points.values()) for e in self.events)
