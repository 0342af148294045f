"""A game described by what makes it, to be rebuilt elsewhere: :class:`GameRecipe`.

The computer players think on their own copy of the game, in another process. Copying the
board and the feature graph (``Game.copy``) or pickling a game costs milliseconds late in
a game, and the window's GUI thread would pay them at every computer move. A recipe costs
a tuple of the moves: the players, rules, seed, bag and setup the game was made with and
its decisions, all immutable values, cheap to pickle. Whoever receives it rebuilds the
game (:meth:`GameRecipe.build`), or keeps one game and plays on it only the decisions
made since it last saw the game (:class:`ReplayCache`).

A rebuilt game is the game the decisions make from its start: the same position, bag and
scores (``tests/engine/test_replay.py`` compares it with ``Game.copy``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .game import Game, PlayerInfo
from .moves import Move
from .rules import RuleSet
from .tileset import load_catalogue


@dataclass(frozen=True)
class GameRecipe:
    players: tuple[PlayerInfo, ...]
    rules: RuleSet
    seed: int
    #: The bag as the game drew it (``Game.bag``): the same tiles in the same order.
    bag: tuple[str, ...]
    setup_data: tuple[tuple[str, Any], ...]
    moves: tuple[Move, ...]

    @classmethod
    def of(cls, game: Game) -> GameRecipe:
        """The recipe of ``game`` as it is now (no copy of its board: a tuple of its
        decisions). Raises ValueError for a game on a catalogue of its own (a test's),
        which a rebuilt game would not have."""
        if game.catalogue is not load_catalogue():
            raise ValueError("a game on a catalogue of its own cannot be rebuilt from a recipe")
        return cls(game.players, game.rules, game.seed, game.bag, tuple(game.setup_data.items()),
                   tuple(game.history))

    @property
    def start(self) -> tuple[Any, ...]:
        """What the game is before its first decision (equal for every position of one game)."""
        return self.players, self.rules.edition, self.rules.expansions, tuple(sorted(self.rules.options.items())), \
            self.seed, self.bag, self.setup_data

    def new_game(self) -> Game:
        """The game before its first decision."""
        return Game(self.players, self.rules, seed=self.seed, draws=self.bag, setup_data=dict(self.setup_data))

    def build(self) -> Game:
        """The game with every decision played again."""
        game = self.new_game()
        for move in self.moves:
            game.push(move)  # each was legal when it was played: checked then
        return game


class ReplayCache:
    """One game kept between requests: a recipe that continues the last one plays only its
    new decisions on it; any other (a new game, an undo) rebuilds it."""

    def __init__(self) -> None:
        self._start: tuple[Any, ...] | None = None
        self._game: Game | None = None

    def game(self, recipe: GameRecipe) -> Game:
        """A private game at ``recipe``'s position (the caller may play on it and keep it)."""
        return self.position(recipe).copy(undo=False)

    def position(self, recipe: GameRecipe) -> Game:
        """The kept game, brought to ``recipe``'s position (never play on it: see ``game``)."""
        game = self._game
        start = recipe.start
        done = len(game.history) if game is not None else 0
        if game is None or start != self._start or done > len(recipe.moves) \
                or tuple(game.history) != recipe.moves[:done]:
            self._game, self._start = None, None
            game, done = recipe.new_game(), 0
        for move in recipe.moves[done:]:
            game.push(move)
        # The journal is not needed: nothing is ever taken back on the kept game.
        game.journal.ops.clear()
        game._marks.clear()
        self._game, self._start = game, start
        return game


def rebuild_game(recipe: GameRecipe | Game, cache: ReplayCache | None = None) -> Game:
    """A private game for ``recipe`` (a game passed as it is: an older caller's copy)."""
    if isinstance(recipe, Game):
        return recipe
    return cache.game(recipe) if cache is not None else recipe.build()


__all__ = ["GameRecipe", "ReplayCache", "rebuild_game"]
