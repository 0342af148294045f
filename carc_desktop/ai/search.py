"""Searching over ``legal_moves()``: one ply (the rest of the turn), and determinised
look-ahead over the next draws.

Nothing here knows an expansion: every decision, whoever takes it, is explored by
pushing each legal move, continuing until the turn's horizon (the next tile drawn, or
the end of the game) and evaluating, then undoing. Decisions taken by other players on
the way (a Leipzig choice, a Porxada answer) are taken as they would take them: the best
for their own perspective.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from carc_desktop.engine import Game, Move

from .evaluate import Evaluator, perspective
from .knowledge import swapped_bag

Values = list[float]
#: Follow-up decisions (after the first of a turn) explore at most this many moves.
FOLLOW_CAP = 32
#: A follow-up decision with more moves than this is decided one at a time (see resolve).
EXHAUSTIVE_CAP = 16
#: Deeper than this inside one turn, follow-up decisions take their first legal move.
MAX_DEPTH = 8
#: Values closer than this are equal (float sums may differ in the last bits).
TIE = 1e-7


#: Where the search reads the time: ``time.perf_counter`` in the UI, a fake in tests.
Clock = Callable[[], float]


class OutOfTime(Exception):
    pass


def canonical(moves: list[Move]) -> list[Move]:
    """Legal moves in a fixed order. The engine lists placements in the order of its
    frontier dict, which an undo may permute; anything that samples or breaks ties must
    not depend on that."""
    return sorted(moves, key=repr)


@dataclass
class Choice:
    """A root move with the plan (this move and the follow-ups chosen after it) and the
    leaf values it leads to."""

    move: Move
    plan: tuple[Move, ...]
    score: float


class TurnSearch:
    """Exhaustive search of the current turn: every legal move at the root and every
    follow-up decision until the next draw, leaves scored by ``leaf``."""

    def __init__(self, leaf: Callable[[Game], Values], rng: random.Random,
                 deadline: float | None = None, clock: Clock = time.perf_counter) -> None:
        self.leaf = leaf
        self.rng = rng
        #: ``clock()`` value after which the search raises :class:`OutOfTime` (None: never).
        self.deadline = deadline
        self.clock = clock
        self.nodes = 0
        #: Set by :meth:`expand_root` when the deadline cut its pass short.
        self.timed_out = False

    def _check_time(self) -> None:
        # Read at every node: a node costs a leaf evaluation or more (0.1-1 ms, far more
        # on a loaded machine), the clock well under a microsecond.
        if self.deadline is not None and self.clock() > self.deadline:
            raise OutOfTime()

    def resolve(self, game: Game, pos0: int, depth: int) -> tuple[Values, tuple[Move, ...]]:
        """Value of the position for everyone, after all decisions up to the horizon.

        The first follow-up decision (``depth`` 1: the figure step after a placement) is
        searched exhaustively, each move followed by this same resolution; deeper ones
        (rare: Leipzig choices, a Porxada answer, a removal) and very wide ones (a Porxada
        swap among many followers) are taken one at a time, each move judged by completing
        the turn with first-listed moves, so that chains of decisions cost a sum, not a
        product."""
        self.nodes += 1
        if game.finished or game.bag_pos != pos0:
            return self.leaf(game), ()
        moves = game.legal_moves()
        if not moves:
            return self.leaf(game), ()
        if len(moves) > 1:
            moves = canonical(moves)
        if depth >= MAX_DEPTH:
            moves = moves[:1]
        elif len(moves) > FOLLOW_CAP:
            moves = self.rng.sample(moves, FOLLOW_CAP)
        decider = game.decider
        assert decider is not None
        if len(moves) > 1 and (depth >= 2 or len(moves) > EXHAUSTIVE_CAP):
            best_move, best_s = moves[0], None
            for m in moves:
                self._check_time()
                game.push(m)
                try:
                    vals = self._default_completion(game, pos0)
                finally:
                    game.undo()
                s = perspective(vals, decider)
                if best_s is None or s > best_s + TIE:
                    best_move, best_s = m, s
            moves = [best_move]
        best: tuple[float, Values, tuple[Move, ...]] | None = None
        for m in moves:
            self._check_time()
            game.push(m)
            try:
                vals, plan = self.resolve(game, pos0, depth + 1)
            finally:
                game.undo()
            s = perspective(vals, decider)
            if best is None or s > best[0] + TIE:
                best = (s, vals, (m,) + plan)
        assert best is not None
        return best[1], best[2]

    def _default_completion(self, game: Game, pos0: int) -> Values:
        """Finish the turn with the first legal move at every decision; evaluate; undo."""
        pushed = 0
        try:
            while not game.finished and game.bag_pos == pos0 and pushed < MAX_DEPTH:
                moves = game.legal_moves()
                if not moves:
                    break
                game.push(moves[0])
                pushed += 1
            return self.leaf(game)
        finally:
            for _ in range(pushed):
                game.undo()

    def root(self, game: Game, moves: list[Move] | None = None) -> list[Choice]:
        """Every root move (or ``moves``) with its best continuation, for the decider."""
        me = game.decider
        assert me is not None
        pos0 = game.bag_pos
        out = []
        for m in canonical(game.legal_moves() if moves is None else moves):
            self._check_time()
            game.push(m)
            try:
                vals, plan = self.resolve(game, pos0, 1)
            finally:
                game.undo()
            out.append(Choice(m, (m,) + plan, perspective(vals, me)))
        return out

    def expand_root(self, game: Game) -> list[Choice]:
        """Like :meth:`root` but one choice per full plan of the decider's turn: for a
        placement, each of its follow-up choices (figure or none) is a separate plan.

        With a deadline the pass stops when it passes (``timed_out`` is then set) and
        returns the plans it finished. So that those are the promising ones, it first
        values every move by the turn finished with first-listed moves (one leaf each,
        about a quarter of the pass) and then expands the moves best first. The plans
        come back in the canonical order either way, so a pass the deadline does not cut
        gives the same choices as one without a deadline. If even that first valuation
        is cut, the moves it valued come back as one-move plans (the first move is always
        valued)."""
        me = game.decider
        assert me is not None
        pos0 = game.bag_pos
        moves = canonical(game.legal_moves())
        quick: dict[int, float] = {}
        order: list[int] = list(range(len(moves)))
        if self.deadline is not None:
            try:
                self._quick_values(game, moves, me, quick)
            except OutOfTime:
                self.timed_out = True
                return [Choice(moves[i], (moves[i],), s) for i, s in sorted(quick.items())]
            order = sorted(order, key=lambda i: -quick[i])
        plans: dict[int, list[Choice]] = {}
        try:
            for i in order:
                plans[i] = []
                self._expand(game, moves[i], me, pos0, plans[i])
        except OutOfTime:
            self.timed_out = True
            if not any(plans.values()):
                return [Choice(moves[i], (moves[i],), s) for i, s in sorted(quick.items())]
        return [c for i in sorted(plans) for c in plans[i]]

    def _quick_values(self, game: Game, moves: list[Move], me: int, out: dict[int, float]) -> None:
        """``out[i]``: the decider's value after ``moves[i]`` and the rest of the turn
        taken with first-listed moves (the engine lists the skip of a figure step first):
        one leaf per move. Valued before the turn ends, a feature the move closes is not
        scored yet and looks worse than a move elsewhere."""
        pos0 = game.bag_pos
        for i, m in enumerate(moves):
            if i:
                self._check_time()
            game.push(m)
            try:
                out[i] = perspective(self._default_completion(game, pos0), me)
            finally:
                game.undo()

    def _expand(self, game: Game, m: Move, me: int, pos0: int, out: list[Choice]) -> None:
        """Append every plan that starts with ``m`` to ``out`` (as they are finished)."""
        self._check_time()
        game.push(m)
        try:
            follow = [] if game.finished or game.bag_pos != pos0 or game.decider != me else game.legal_moves()
            if 0 < len(follow) <= EXHAUSTIVE_CAP:
                for m2 in canonical(follow):
                    self._check_time()
                    game.push(m2)
                    try:
                        vals, plan = self.resolve(game, pos0, 2)
                    finally:
                        game.undo()
                    out.append(Choice(m, (m, m2) + plan, perspective(vals, me)))
            else:
                vals, plan = self.resolve(game, pos0, 1)
                out.append(Choice(m, (m,) + plan, perspective(vals, me)))
        finally:
            game.undo()


def pick_best(choices: list[Choice], rng: random.Random, tolerance: float = TIE) -> Choice:
    """The best choice; exact ties are broken at random (with the caller's generator)."""
    top = max(c.score for c in choices)
    tied = [c for c in choices if c.score >= top - tolerance]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


# --- determinised look-ahead ------------------------------------------------------------
def play_turns_out(game: Game, me: int, evaluator: Evaluator, rng: random.Random,
                   deadline: float | None, clock: Clock = time.perf_counter) -> None:
    """Play the following decisions (pushed; the caller undoes) until it is ``me``'s turn
    to place again (or the game ends). Each decider plays its one-ply best turn plan."""
    guard = 0
    while not game.finished:
        decider = game.decider
        if decider is None or (decider == me and game.phase == "place"):
            break
        guard += 1
        if guard > 64:
            break
        choice = pick_best(TurnSearch(evaluator.values, rng, deadline, clock).root(game), rng)
        for m in choice.plan:
            game.push(m)


def lookahead_value(game: Game, plan: tuple[Move, ...], me: int, bag: tuple[str, ...],
                    evaluator: Evaluator, rng: random.Random, deadline: float | None,
                    clock: Clock = time.perf_counter) -> float:
    """Apply ``plan`` in the determinisation ``bag``, let the others reply until ``me``
    places again, then take ``me``'s best one-ply turn with the tile the determinisation
    gives, and evaluate for ``me`` (one evaluator judges every player's turn)."""
    with swapped_bag(game, bag):
        for m in plan:
            game.push(m)
        play_turns_out(game, me, evaluator, rng, deadline, clock)
        if not game.finished and game.decider == me:
            choices = TurnSearch(evaluator.values, rng, deadline, clock).root(game)
            if choices:
                return max(c.score for c in choices)
        return perspective(evaluator.values(game), me)
