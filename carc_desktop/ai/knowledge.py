"""What a player may know at a decision: the multiset of tiles still in the bag (never
their order), and how many of them could fill a given open cell.

The hidden order of the bag must not leak into a search: :func:`hidden_bag` swaps the
game's bag for a determinisation (the known multiset in an order drawn from the AI's own
random generator) through the game's journal, so that every push made inside the search
draws from it and the caller's rollback restores the real bag exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from carc_desktop.engine import Catalogue, Game


class Knowledge:
    """The root position's public information, shared by every evaluation of one search."""

    __slots__ = ("remaining", "total", "catalogue", "_fit", "mover", "root_turn")

    def __init__(self, game: Game) -> None:
        self.remaining: dict[str, int] = game.remaining_tiles()
        self.total = sum(self.remaining.values())
        self.catalogue = game.catalogue
        self._fit: dict[int, float] = {}
        #: The player whose turn it is at the root (the one a builder double turn helps).
        self.mover = game.current
        self.root_turn = game.turn

    def fit_fraction(self, pattern: int) -> float:
        """The share of the remaining tiles that fit an open cell with this edge pattern."""
        q = self._fit.get(pattern)
        if q is None:
            if self.total == 0:
                q = 0.0
            else:
                remaining = self.remaining
                q = sum(remaining.get(tid, 0) for tid in _fitting(self.catalogue, pattern)) / self.total
            self._fit[pattern] = q
        return q


_FITTING: dict[tuple[int, int], tuple[str, ...]] = {}


def _fitting(catalogue: Catalogue, pattern: int) -> tuple[str, ...]:
    """Ids of the single-square tiles that fit a frontier pattern in some rotation."""
    key = (id(catalogue), pattern)
    ids = _FITTING.get(key)
    if ids is None:
        ids = _FITTING[key] = tuple(tid for tid, t in catalogue.tiles.items()
                                    if not t.is_multi_cell and t.rotations_fitting(pattern))
    return ids


def determinised_bag(game: Game, rng: random.Random) -> tuple[str, ...]:
    """The bag with its unknown part replaced by the known multiset in a random order."""
    rest = sorted(game.bag[game.bag_pos:])
    rng.shuffle(rest)
    return tuple(game.bag[:game.bag_pos]) + tuple(rest)


@contextmanager
def hidden_bag(game: Game, rng: random.Random) -> Iterator[None]:
    """Search inside this block never sees the real order of future draws.

    The swap goes through the journal; leaving the block rolls it back (every push made
    inside must have been undone by then)."""
    with swapped_bag(game, determinised_bag(game, rng)):
        yield


@contextmanager
def swapped_bag(game: Game, bag: tuple[str, ...]) -> Iterator[None]:
    """Search inside this block sees ``bag`` as the bag (a given determinisation); every
    decision pushed inside is undone and the real bag restored on leaving."""
    mark = game.journal.mark()
    marks = len(game._marks)
    game.journal.setattr(game, "bag", bag)
    try:
        yield
    finally:
        while len(game._marks) > marks:
            game.undo()
        game.journal.rollback(mark)
