"""Computer players: pure Python on the engine only (no Qt).

``choose_move(game, level, seed, time_budget=None)`` returns one of
``game.legal_moves()`` for ``game.decider`` and leaves the game exactly as it found it.
``LEVELS`` describes the levels ("random", "greedy", "easy", "normal", "hard").
"""

from .levels import LEVELS, Level, choose_move

__all__ = ["LEVELS", "Level", "choose_move"]
