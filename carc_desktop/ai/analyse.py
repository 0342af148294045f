"""Game analysis: every decision of a game valued against the best one the engine can find.

For a decision (a position and the move played there) :func:`analyse_decision` works as
hard does (``levels._hard``), with a fixed budget and fixed seeds:

1. every whole-turn plan (the move and the rest of its turn, e.g. a placement and its
   figure) gets hard's one-ply value;
2. the best plans (hard's shortlist) and the best plans that start with the move played go
   into a determinised look-ahead: for ``rounds`` sampled orders of the unseen tiles (never
   the real one: the player did not know it), **the same orders for every plan**, the plan
   is played, the others reply, the player takes its next turn, and the position is
   evaluated; the first order screens every plan, and only the best ``SCREEN_KEEP`` and
   the best plan of the move played are played on the other orders (successive halving);
3. a plan's value is the average look-ahead value blended with its one-ply value (as hard
   blends them), less its **tempo charge** (``tempo_charges``: a plan that leaves open a
   feature of the player's that the decision could have completed pays for the delay), a
   move's value is the value of its best plan, and the **loss** of the move played is
   ``value(best move) - value(move played)``, at least 0: points of expected final score
   difference (``evaluate.perspective``).

A placement and the figure step after it are valued from one look-ahead
(:func:`analyse_turn`): the figure's verdict compares the placement's plans. Where every
candidate starts with the move played, the verdict is "best" without a look-ahead. With
expansions, the others' replies in the look-ahead are chosen without the expansions'
as-if-final hooks (cheaper; the player's own turn and every value keep them).

The decision's label comes from the loss (``THRESHOLDS``). A seat's **mean loss** and
**accuracy** count only its decisions with a choice (a forced decision is reported, not
counted). The engine is the only judge of the rules: everything here goes through
``legal_moves()``, ``push()`` and ``undo()``.

``python -m carc_desktop.ai.analyse GAME.carc [--seat N] [--budget SECONDS] --json``
prints one JSON object per decision and a last one with each seat's summary.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from carc_desktop.engine import (
    CITY,
    MAX_RECORD_BYTES,
    MONASTERY,
    ROAD,
    Game,
    Move,
    RecordError,
    Skip,
    move_from_record,
    new_game_from_record,
    parse_text,
)

from .evaluate import Evaluator, perspective
from .knowledge import Knowledge, determinised_bag, hidden_bag, swapped_bag
from .levels import LOOKAHEAD_BLEND, SHORTLIST_MARGIN, _shortlist
from .search import TIE, Choice, TurnSearch, canonical, pick_best
from .weights import hard_params

#: Loss (points) below which a decision gets each label; at or above the last: blunder.
THRESHOLDS: tuple[tuple[str, float], ...] = (("best", 0.5), ("good", 2.0), ("inaccuracy", 5.0), ("mistake", 10.0))
BLUNDER = "blunder"
LABELS: tuple[str, ...] = tuple(name for name, _ in THRESHOLDS) + (BLUNDER,)
#: Labels at or beyond which the review shows the better move.
SHOW_BETTER = frozenset({"inaccuracy", "mistake", BLUNDER})
#: A decision's accuracy falls linearly with its loss, to 0 at this loss (a blunder).
ACCURACY_ZERO = 10.0
#: Determinisations per decision (each plays every candidate plan). 3 rounds of 4
#: candidates gave the same labels and mean losses as 4 of 6 on a measured game in 56 %
#: of the time (docs/AI.md, "Game analysis").
ROUNDS = 3
#: Candidate plans besides those of the move played (hard's shortlist, shorter).
CANDIDATES = 4
#: Plans of the move played that are looked ahead (its best one-ply plans).
PLAYED_PLANS = 2
#: The analysis's own seed; each decision's generator is seeded from it and the position.
SEED = 30
#: Tempo pricing: a plan that leaves open a feature of the decider's that the decision
#: could have completed is charged ``TEMPO_TURN + TEMPO_RISK x stake`` per such feature,
#: ``stake`` being what completing it now would pay the decider net of any opponent's share
#: (the engine's ``value_now``). The evaluation counts an open city with one fitting cell at
#: nearly its completed value (the cell is almost surely filled *some* time), so by its
#: measure a delay is free; it is not: a later own tile must be spent on it (a turn's worth,
#: hard's 93.7 points over 36 turns in base games, docs/AI.md) and, until then, an opponent
#: may join it (sharing the points), block its last cell, or the game may end first.
#: TEMPO_RISK is the share of the stake that a delay puts at risk (docs/AI.md, "Game
#: analysis": set on bag seeds 300-306, checked on 307-313).
TEMPO_TURN = 2.5
TEMPO_RISK = 0.5
#: Feature kinds whose skipped completion is priced (fields never complete).
TEMPO_KINDS = frozenset({CITY, ROAD, MONASTERY})
#: In games of three or more, an opponent's reply in the look-ahead searches every figure
#: step of only this many placements (the best with no figure).
REPLY_WIDTH = 6
#: ... and the player's own next turn there, this many (it has the expansions' hooks).
OWN_WIDTH = 8
#: Successive halving: candidates kept after the first determinisation (besides the best
#: plan of the move played), valued on the other rounds (docs/AI.md, "Game analysis").
SCREEN_KEEP = 2
#: Bumped when the method changes, so that kept analyses are redone.
METHOD = "lookahead-3-screened"


def label_for(loss: float) -> str:
    for name, limit in THRESHOLDS:
        if loss < limit:
            return name
    return BLUNDER


def accuracy_of(loss: float) -> float:
    """0..100 for one decision."""
    return 100.0 * max(0.0, 1.0 - loss / ACCURACY_ZERO)


@dataclass
class Verdict:
    """One analysed decision."""

    index: int
    seat: int
    kind: str
    played: dict[str, Any]
    best: dict[str, Any]
    loss: float
    label: str
    #: Only one legal move: reported, not counted in the summaries.
    forced: bool = False
    #: The rest of the best move's turn (e.g. its figure), record form.
    best_plan: list[dict[str, Any]] = field(default_factory=list)
    #: The plan valued for the move played (the move and the rest of its turn).
    played_plan: list[dict[str, Any]] = field(default_factory=list)
    best_value: float = 0.0
    played_value: float = 0.0
    rounds: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "seat": self.seat, "kind": self.kind, "played": self.played, "best": self.best,
                "loss": round(self.loss, 2), "label": self.label, "forced": self.forced,
                "best_plan": self.best_plan, "played_plan": self.played_plan,
                "best_value": round(self.best_value, 3), "played_value": round(self.played_value, 3),
                "rounds": self.rounds, "seconds": round(self.seconds, 3)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Verdict:
        """Raises KeyError, TypeError or ValueError on a malformed entry."""
        loss = float(data["loss"])
        if not math.isfinite(loss) or loss < 0:
            raise ValueError(f"bad loss {loss!r}")
        label = str(data["label"])
        if label not in LABELS:
            raise ValueError(f"unknown label {label!r}")
        for key in ("played", "best"):
            if not isinstance(data[key], dict):
                raise TypeError(f"{key} is not a move")
        plans = [data.get(k) or [] for k in ("best_plan", "played_plan")]
        if not all(isinstance(p, list) and all(isinstance(m, dict) for m in p) for p in plans):
            raise TypeError("a plan is not a list of moves")
        return cls(int(data["index"]), int(data["seat"]), str(data.get("kind", data["played"].get("type", ""))),
                   dict(data["played"]), dict(data["best"]), loss, label, bool(data.get("forced", False)),
                   plans[0], plans[1], float(data.get("best_value", 0.0)), float(data.get("played_value", 0.0)),
                   int(data.get("rounds", 0)), float(data.get("seconds", 0.0)))


@dataclass(frozen=True)
class Settings:
    rounds: int = ROUNDS
    candidates: int = CANDIDATES
    #: Seconds per decision at most (None: no clock, the result depends only on the seeds).
    budget: float | None = None
    seed: int = SEED

    def key(self) -> str:
        return f"{METHOD}/r{self.rounds}/c{self.candidates}/b{self.budget}/s{self.seed}"


def analyse_decision(game: Game, played: Move, settings: Settings = Settings(), index: int | None = None) -> Verdict:
    """The verdict on ``played`` (one of ``game.legal_moves()``) for ``game.decider``.
    The game is left exactly as it was."""
    return analyse_turn(game, (played,), settings, index)[0]


def analyse_turn(game: Game, played: Sequence[Move], settings: Settings = Settings(),
                 index: int | None = None) -> list[Verdict]:
    """The verdicts on ``played[0]`` and, if given, on ``played[1]``: the same player's
    next decision before anything is drawn (the figure after a placement), valued from the
    same look-ahead: among the plans of ``played[0]`` (its best ones and the one played),
    the best against the one played. A second decision the first's plans do not spell out
    (too many moves to enumerate) is analysed on its own. The game is left as it was."""
    start = time.perf_counter()
    me = game.decider
    if me is None:
        raise ValueError("there is no decision to take (the game is over)")
    at = len(game.history) if index is None else index
    first = played[0]
    follow = played[1] if len(played) > 1 else None
    moves = game.legal_moves()
    if first not in moves:
        raise ValueError(f"{first!r} is not a legal move here")
    record = first.to_record()
    if len(moves) == 1:
        out = [Verdict(at, me, first.type, record, record, 0.0, "best", True, [], [], 0.0, 0.0, 0,
                       time.perf_counter() - start)]
        return out + (_follow_alone(game, played, settings, at) if follow is not None else [])
    rng = random.Random((settings.seed * 1_000_003 + at * 7919 + game.bag_pos) & 0xFFFFFFFFFFFF)
    deadline = None if settings.budget is None else start + settings.budget
    with hidden_bag(game, rng):
        ev = Evaluator(Knowledge(game), hard_params(game.rules.expansions))
        charge = tempo_charges(game, me, moves)
        raw = TurnSearch(ev.values, rng).expand_root(game)
        # The one-ply values with the tempo charged (the shortlist ranks by them); the
        # look-ahead starts from the raw plans and is charged once at the end.
        order = sorted(range(len(raw)), key=lambda i: -round((raw[i].score - charge.get(raw[i].move, 0.0)) / TIE))
        choices = [Choice(raw[i].move, raw[i].plan, raw[i].score - charge.get(raw[i].move, 0.0)) for i in order]
        plain = {id(c): raw[i] for c, i in zip(choices, order)}
        candidates = _candidates(choices, first, settings.candidates)
        # The second decision: the first move's best plans and the one played.
        if follow is not None:
            mine = [c for c in choices if c.move == first]
            if len(mine) > 1 and all(len(c.plan) > 1 for c in mine):
                theirs = next((c for c in mine if c.plan[1] == follow), None)
                extra = _close(mine, settings.candidates) + ([theirs] if theirs is not None else [])
                candidates += [c for c in extra if c not in candidates]
            else:
                mine = []
        # Every candidate starts with the move played and the second decision is not
        # valued here: the first is the best found whatever the look-ahead says (loss 0),
        # so the look-ahead is spared.
        certain = all(c.move == first for c in candidates) and (
            follow is None or not mine or all(c.plan[1] == follow for c in candidates))
        # Kept through the screening: the best plan of the move played and, for the
        # second decision, the best of that move's plans and of those with the follow played.
        groups = [[i for i, c in enumerate(candidates) if c.move == first]]
        if follow is not None and mine:
            groups.append([i for i, c in enumerate(candidates) if c.move == first and c.plan[1] == follow])
        charges = [charge.get(c.move, 0.0) for c in candidates]
        looked, rounds, kept = _values(game, me, [plain[id(c)] for c in candidates], ev, rng,
                                       0 if certain else settings.rounds, deadline, charges, groups)
        candidates = [candidates[i] for i in kept]
        values = [looked[i] - charges[i] for i in kept]
    seconds = time.perf_counter() - start
    out = [_verdict(at, me, candidates, values, first, 0, rounds, seconds)]
    if follow is None:
        return out
    if not mine:
        return out + _follow_alone(game, played, settings, at)
    own = [i for i, c in enumerate(candidates) if c.move == first]
    second = _verdict(at + 1, me, [candidates[i] for i in own], [values[i] for i in own], follow, 1, rounds, 0.0)
    return out + [second]


def _verdict(at: int, me: int, candidates: list[Choice], values: list[float], played: Move, depth: int,
             rounds: int, seconds: float) -> Verdict:
    """The verdict on the move at ``depth`` of the plans (0: the decision's own move)."""
    record = played.to_record()
    best_i = max(range(len(candidates)), key=lambda i: (round(values[i] / TIE), -i))
    played_i = max((i for i, c in enumerate(candidates) if c.plan[depth] == played),
                   key=lambda i: (round(values[i] / TIE), -i))
    best, mine = candidates[best_i], candidates[played_i]
    if best.plan[depth] == played:
        best = mine
    loss = max(0.0, values[best_i] - values[played_i]) if best.plan[depth] != played else 0.0
    return Verdict(at, me, played.type, record, best.plan[depth].to_record(), loss, label_for(loss), False,
                   [m.to_record() for m in best.plan[depth + 1:]], [m.to_record() for m in mine.plan[depth:]],
                   values[best_i], values[played_i], rounds, seconds)


def _follow_alone(game: Game, played: Sequence[Move], settings: Settings, at: int) -> list[Verdict]:
    game.push(played[0])
    try:
        return [analyse_decision(game, played[1], settings, at + 1)]
    finally:
        game.undo()


def _close(plans: list[Choice], k: int) -> list[Choice]:
    """The best ``k`` of ``plans`` (sorted best first) within hard's shortlist margin."""
    return [c for c in plans[:k] if c.score >= plans[0].score - SHORTLIST_MARGIN]


def tempo_charges(game: Game, me: int, moves: Sequence[Move]) -> dict[Move, float]:
    """The tempo charge of each move (``TEMPO_TURN``, ``TEMPO_RISK``): for every feature
    of ``me``'s that one of ``moves`` completes, the moves that leave it open pay its price.
    Features are followed by a figure of ``me``'s standing on them, so that they are the
    same feature whichever move is tried. The game is left as it was."""
    mine: dict[int, tuple[int, int]] = {}
    for (pi, si), fig in sorted(game.figure_at.items()):
        if fig.player != me or fig.kind not in game.majority_kinds:
            continue
        f = game.feature_of(game.board.placements[pi], si)
        if f.kind in TEMPO_KINDS and f.open > 0:
            mine.setdefault(f.id, (pi, si))
    if not mine:
        return {}
    spots = list(mine.values())
    completes: dict[Move, set[int]] = {}
    stake: dict[int, float] = {}
    for m in moves:
        game.push(m)
        try:
            done = set()
            for k, (pi, si) in enumerate(spots):
                f = game.feature_of(game.board.placements[pi], si)
                if f.open == 0:
                    done.add(k)
                    if k not in stake:
                        points = game.value_now(f).points
                        stake[k] = points.get(me, 0) - max([v for p, v in points.items() if p != me] + [0])
            completes[m] = done
        finally:
            game.undo()
    priced = {k: TEMPO_TURN + TEMPO_RISK * v for k, v in stake.items() if v > 0}
    if not priced:
        return {}
    return {m: sum(price for k, price in priced.items() if k not in done) for m, done in completes.items()}


def _candidates(choices: list[Choice], played: Move, k: int) -> list[Choice]:
    """Hard's shortlist plus the best plans of the move played (always at least one)."""
    out = _shortlist(choices, k)
    mine = [c for c in choices if c.move == played][:PLAYED_PLANS]
    return out + [c for c in mine if c not in out]


def _values(game: Game, me: int, candidates: list[Choice], ev: Evaluator, rng: random.Random, rounds: int,
            deadline: float | None, charges: Sequence[float] = (),
            groups: Sequence[Sequence[int]] = ()) -> tuple[list[float], int, list[int]]:
    """Each candidate's value: the look-ahead average over the same determinisations for
    all, blended with its one-ply value; the one-ply value alone when nothing is left to
    draw. Also the rounds done and the candidates kept (indices).

    Successive halving: the first determinisation screens every candidate; only the best
    ``SCREEN_KEEP`` by that first value (less ``charges``) and the best of each of
    ``groups`` (the plans a verdict needs: those of the move played) go on to the other
    rounds, on the same determinisations. A screened-out plan is dropped from the verdict,
    not valued on one sample: it trailed at least ``SCREEN_KEEP`` others there."""
    everyone = list(range(len(candidates)))
    if game.tiles_left() == 0 or rounds <= 0:
        return [c.score for c in candidates], 0, everyone
    replies = Evaluator(ev.know, replace(ev.p, exact_final=False)) if game.expansions else ev
    totals = [0.0] * len(candidates)
    alive = everyone
    done = 0
    while done < rounds:
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        bag = determinised_bag(game, rng)
        for i in alive:
            totals[i] += _lookahead(game, candidates[i].plan, me, bag, ev, replies, rng)
        done += 1
        if done == 1 and rounds > 1 and len(alive) > SCREEN_KEEP:
            alive = _screened(candidates, totals, charges, groups)
    return [(totals[i] / done + LOOKAHEAD_BLEND * c.score) / (1 + LOOKAHEAD_BLEND)
            for i, c in enumerate(candidates)], done, alive


def _screened(candidates: list[Choice], totals: list[float], charges: Sequence[float],
              groups: Sequence[Sequence[int]]) -> list[int]:
    """The candidates kept after the first determinisation (see :func:`_values`)."""
    first = [(totals[i] + LOOKAHEAD_BLEND * c.score) / (1 + LOOKAHEAD_BLEND) - (charges[i] if charges else 0.0)
             for i, c in enumerate(candidates)]

    def ranked(indices: Iterable[int]) -> list[int]:
        return sorted(indices, key=lambda i: (-round(first[i] / TIE), i))

    keep = set(ranked(range(len(candidates)))[:SCREEN_KEEP])
    keep.update(ranked(g)[0] for g in groups if g)
    return sorted(keep)


def _lookahead(game: Game, plan: tuple[Move, ...], me: int, bag: tuple[str, ...], ev: Evaluator,
               replies: Evaluator, rng: random.Random) -> float:
    """Hard's look-ahead (``search.lookahead_value``) with the others' replies chosen by
    ``replies``: play ``plan`` in the determinisation ``bag``, let each other player take
    its one-ply best turn until ``me`` places again, then ``me``'s best one-ply turn with
    the tile the determinisation gives, valued by ``ev``. With expansions the replies are
    chosen without the expansions' as-if-final hooks (half the cost of an evaluation; the
    points they score are still the engine's), the player's own turn and the value with
    them."""
    with swapped_bag(game, bag):
        for m in plan:
            game.push(m)
        guard = 0
        while not game.finished and guard < 64:
            decider = game.decider
            if decider is None or (decider == me and game.phase == "place"):
                break
            guard += 1
            plan = _reply(game, replies if decider != me else ev, rng, decider != me and len(game.players) >= 3)
            for m in plan:
                game.push(m)
        if not game.finished and game.decider == me:
            moves = canonical(game.legal_moves())
            if len(game.players) >= 3 and game.phase == "place" and len(moves) > OWN_WIDTH:
                moves = _best_placements(game, ev, moves, OWN_WIDTH)
            choices = TurnSearch(ev.values, rng).root(game, moves)
            if choices:
                return max(c.score for c in choices)
        return perspective(ev.values(game), me)


def _reply(game: Game, ev: Evaluator, rng: random.Random, narrow: bool) -> tuple[Move, ...]:
    """The decider's one-ply best turn. ``narrow`` (an opponent's reply in a game of three
    or more, where the replies are most of the work): the placements are first ranked with
    the turn finished without a figure, and only the best ``REPLY_WIDTH`` are searched with
    every figure step."""
    search = TurnSearch(ev.values, rng)
    moves = canonical(game.legal_moves())
    if not narrow or game.phase != "place" or len(moves) <= REPLY_WIDTH:
        return pick_best(search.root(game, moves), rng).plan
    return pick_best(search.root(game, _best_placements(game, ev, moves, REPLY_WIDTH)), rng).plan


def _best_placements(game: Game, ev: Evaluator, moves: list[Move], k: int) -> list[Move]:
    """The ``k`` best of ``moves`` (placements, canonical order) for the decider, each
    valued with the turn finished without a figure (where the engine offers none, its
    first move)."""
    decider = game.decider
    assert decider is not None
    pos0 = game.bag_pos
    ranked = []
    for i, m in enumerate(moves):
        game.push(m)
        pushed = 1
        try:
            while not game.finished and game.bag_pos == pos0 and pushed < 8:
                follow = game.legal_moves()
                if not follow:
                    break
                game.push(Skip() if Skip() in follow else canonical(follow)[0])
                pushed += 1
            ranked.append((-round(perspective(ev.values(game), decider) / TIE), i))
        finally:
            for _ in range(pushed):
                game.undo()
    return [moves[i] for _, i in sorted(ranked)[:k]]


# --- a whole record ------------------------------------------------------------------------------
def decisions(record: Mapping[str, Any], seats: Iterable[int] | None = None) -> Iterator[tuple[int, Game, Move]]:
    """``(index, game, move)`` for every decision of ``seats`` (None: everybody) in the
    record: the game as it stood before that decision (the same game object, walked on:
    use it before taking the next item). Raises RecordError on a record the engine refuses."""
    wanted = None if seats is None else set(seats)
    game = new_game_from_record(record)
    raw = record.get("moves", [])
    for i, data in enumerate(raw if isinstance(raw, list) else []):
        try:
            move = move_from_record(data)
        except ValueError as exc:
            raise RecordError(f"decision {i}: {exc}") from None
        refusal = game.check(move)
        if refusal is not None:
            raise RecordError(f"decision {i}: {refusal}")
        if wanted is None or game.decider in wanted:
            yield i, game, move
        game.play(move)


def turns(record: Mapping[str, Any], seats: Iterable[int] | None = None,
          skip: Iterable[int] = ()) -> Iterator[tuple[int, Game, tuple[Move, ...]]]:
    """Like :func:`decisions`, with a decision and the same player's next one (nothing
    drawn in between: the figure after a placement) together, for :func:`analyse_turn`.
    Decisions whose index is in ``skip`` are left out (and not paired)."""
    left = set(skip)
    held: tuple[int, Game, Move, int, int] | None = None  # index, game copy, move, decider, bag_pos
    for i, game, move in decisions(record, seats):
        if held is not None:
            j, g, m, who, pos = held
            if j + 1 == i and i not in left and who == game.decider and pos == game.bag_pos:
                held = None
                yield j, g, (m, move)
                continue
            held = None
            yield j, g, (m,)
        if i in left:
            continue
        held = (i, game.copy(undo=False), move, game.decider if game.decider is not None else -1, game.bag_pos)
    if held is not None:
        yield held[0], held[1], (held[2],)


def analyse_record(record: Mapping[str, Any], seats: Iterable[int] | None = None, settings: Settings = Settings(),
                   done: Mapping[int, Verdict] | None = None, on_verdict: Callable[[Verdict], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> list[Verdict]:
    """Every verdict of the record (``done``: verdicts kept from before, by index, not redone)."""
    kept = dict(done or {})
    wanted = None if seats is None else set(seats)
    out = [v for v in kept.values() if wanted is None or v.seat in wanted]
    for i, game, moves in turns(record, seats, kept):
        if cancelled is not None and cancelled():
            break
        for verdict in analyse_turn(game, moves, settings, i):
            out.append(verdict)
            if on_verdict is not None:
                on_verdict(verdict)
    return sorted(out, key=lambda v: v.index)


@dataclass
class SeatSummary:
    seat: int
    decisions: int
    mean_loss: float
    accuracy: float
    labels: dict[str, int]
    #: The three costliest decisions (index in the record's moves), costliest first.
    key_moments: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "decisions": self.decisions, "mean_loss": round(self.mean_loss, 2),
                "accuracy": round(self.accuracy, 1), "labels": self.labels, "key_moments": self.key_moments}


def summarise(verdicts: Sequence[Verdict], seats: Iterable[int]) -> list[SeatSummary]:
    out = []
    for seat in seats:
        mine = [v for v in verdicts if v.seat == seat and not v.forced]
        labels = {name: sum(1 for v in mine if v.label == name) for name in LABELS}
        mean = sum(v.loss for v in mine) / len(mine) if mine else 0.0
        acc = sum(accuracy_of(v.loss) for v in mine) / len(mine) if mine else 100.0
        keys = [v.index for v in sorted(mine, key=lambda v: (-v.loss, v.index)) if v.loss >= THRESHOLDS[1][1]][:3]
        out.append(SeatSummary(seat, len(mine), mean, acc, labels, keys))
    return out


# --- what a kept analysis is valid for -------------------------------------------------------------
_ENGINE_KEY: str | None = None


def engine_key() -> str:
    """Changes when the engine, the computer players or the method change: a digest of
    their sources and data (a frozen build without sources: the package version)."""
    global _ENGINE_KEY
    if _ENGINE_KEY is None:
        digest = hashlib.sha256(METHOD.encode())
        root = Path(__file__).resolve().parent.parent
        files = sorted(p for sub in ("engine", "ai") for p in (root / sub).rglob("*")
                       if p.suffix in (".py", ".json") and p.is_file() and "__pycache__" not in p.parts)
        for p in files:
            try:
                digest.update(p.relative_to(root).as_posix().encode() + b"\0" + p.read_bytes())
            except OSError:
                continue
        if not files:
            from importlib.metadata import PackageNotFoundError, version
            try:
                digest.update(version("carc_desktop").encode())
            except PackageNotFoundError:
                digest.update(b"unknown")
        _ENGINE_KEY = digest.hexdigest()[:16]
    return _ENGINE_KEY


def record_key(record: Mapping[str, Any]) -> str:
    """A digest of what decides the game: rules, players, draws and decisions."""
    core = {k: record.get(k) for k in ("rules", "players", "seed", "draws", "moves", "leipzig_arms",
                                       "surveyor_stacks")}
    return hashlib.sha256(json.dumps(core, sort_keys=True, default=str).encode()).hexdigest()[:16]


# --- the command -------------------------------------------------------------------------------------
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m carc_desktop.ai.analyse",
                                     description="Value every decision of a game against the best one found.")
    parser.add_argument("game", help="a saved game (.carc) or record (.json)")
    parser.add_argument("--seat", type=int, action="append", help="analyse only this seat (0-based; repeatable)")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds per decision at most (default: no clock, a fixed number of samples)")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help=f"determinisations per decision (default {ROUNDS})")
    parser.add_argument("--json", action="store_true", help="one JSON object per line (the only output format)")
    args = parser.parse_args(argv)
    try:
        record = _read(args.game)
        players = len(record.get("players") or [])
        seats = sorted(set(args.seat)) if args.seat else list(range(players))
        bad = [s for s in seats if not 0 <= s < players]
        if bad:
            parser.error(f"--seat {bad[0]}: the game has seats 0 to {players - 1}")
        settings = Settings(rounds=args.rounds, budget=args.budget)
        verdicts = analyse_record(record, seats, settings, on_verdict=lambda v: _print(
            {k: v.to_json()[k] for k in ("index", "seat", "kind", "played", "best", "loss", "label", "forced")}))
    except RecordError as exc:
        print(json.dumps({"error": str(exc)}), flush=True)
        return 2
    _print({"summary": [s.to_json() for s in summarise(verdicts, seats)], "engine": engine_key(),
            "settings": settings.key()})
    return 0


def _read(path: str) -> dict[str, Any]:
    """The record in a saved game or record file (the engine checks it on replay)."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_text(raw)


def _print(obj: dict[str, Any]) -> None:
    print(json.dumps(obj, separators=(",", ":")), flush=True)


if __name__ == "__main__":
    sys.exit(main())
