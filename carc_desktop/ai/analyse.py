"""Game analysis: every decision of a game valued against the best one the engine can find.

For a decision (a position and the move played there) :func:`analyse_decision` works as
hard does (``levels._hard``), with a fixed budget and fixed seeds:

1. every whole-turn plan (the move and the rest of its turn, e.g. a placement and its
   figure) gets hard's one-ply value;
2. the best plans (hard's shortlist) and the best plans that start with the move played go
   into a determinised look-ahead: for ``rounds`` sampled orders of the unseen tiles (never
   the real one: the player did not know it), **the same orders for every plan**, the plan
   is played, the others reply, the player takes its next turn, and the position is
   evaluated;
3. a plan's value is the average look-ahead value blended with its one-ply value (as hard
   blends them), a move's value is the value of its best plan, and the **loss** of the move
   played is ``value(best move) - value(move played)``, at least 0: points of expected
   final score difference (``evaluate.perspective``).

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from carc_desktop.engine import (MAX_RECORD_BYTES, Game, Move, RecordError, move_from_record, new_game_from_record,
                                 parse_text)
from .evaluate import Evaluator
from .knowledge import Knowledge, determinised_bag, hidden_bag
from .levels import LOOKAHEAD_BLEND, _shortlist
from .search import TIE, Choice, TurnSearch, lookahead_value
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
#: Bumped when the method changes, so that kept analyses are redone.
METHOD = "lookahead-1"


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
    def from_json(cls, data: Mapping[str, Any]) -> "Verdict":
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
    start = time.perf_counter()
    me = game.decider
    if me is None:
        raise ValueError("there is no decision to take (the game is over)")
    at = len(game.history) if index is None else index
    moves = game.legal_moves()
    if played not in moves:
        raise ValueError(f"{played!r} is not a legal move here")
    record = played.to_record()
    if len(moves) == 1:
        return Verdict(at, me, played.type, record, record, 0.0, "best", True, [], [], 0.0, 0.0, 0,
                       time.perf_counter() - start)
    rng = random.Random((settings.seed * 1_000_003 + at * 7919 + game.bag_pos) & 0xFFFFFFFFFFFF)
    deadline = None if settings.budget is None else start + settings.budget
    with hidden_bag(game, rng):
        ev = Evaluator(Knowledge(game), hard_params(game.rules.expansions))
        choices = TurnSearch(ev.values, rng).expand_root(game)
        choices.sort(key=lambda c: -round(c.score / TIE))
        candidates = _candidates(choices, played, settings.candidates)
        values, rounds = _values(game, me, candidates, ev, rng, settings.rounds, deadline)
    best_i = max(range(len(candidates)), key=lambda i: (round(values[i] / TIE), -i))
    played_i = max((i for i, c in enumerate(candidates) if c.move == played),
                   key=lambda i: (round(values[i] / TIE), -i))
    best, mine = candidates[best_i], candidates[played_i]
    if best.move == played:
        best = mine
    loss = max(0.0, values[best_i] - values[played_i]) if best.move != played else 0.0
    return Verdict(at, me, played.type, record, best.move.to_record(), loss, label_for(loss), False,
                   [m.to_record() for m in best.plan[1:]], [m.to_record() for m in mine.plan],
                   values[best_i], values[played_i], rounds, time.perf_counter() - start)


def _candidates(choices: list[Choice], played: Move, k: int) -> list[Choice]:
    """Hard's shortlist plus the best plans of the move played (always at least one)."""
    out = _shortlist(choices, k)
    mine = [c for c in choices if c.move == played][:PLAYED_PLANS]
    return out + [c for c in mine if c not in out]


def _values(game: Game, me: int, candidates: list[Choice], ev: Evaluator, rng: random.Random, rounds: int,
            deadline: float | None) -> tuple[list[float], int]:
    """Each candidate's value: the look-ahead average over the same determinisations for
    all, blended with its one-ply value; the one-ply value alone when nothing is left to
    draw."""
    if game.tiles_left() == 0 or rounds <= 0:
        return [c.score for c in candidates], 0
    totals = [0.0] * len(candidates)
    done = 0
    while done < rounds:
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        bag = determinised_bag(game, rng)
        for i, c in enumerate(candidates):
            totals[i] += lookahead_value(game, c.plan, me, bag, ev, rng, None)
        done += 1
    return [(totals[i] / done + LOOKAHEAD_BLEND * c.score) / (1 + LOOKAHEAD_BLEND)
            for i, c in enumerate(candidates)], done


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


def analyse_record(record: Mapping[str, Any], seats: Iterable[int] | None = None, settings: Settings = Settings(),
                   done: Mapping[int, Verdict] | None = None, on_verdict: Callable[[Verdict], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> list[Verdict]:
    """Every verdict of the record (``done``: verdicts kept from before, by index, not redone)."""
    out = []
    for i, game, move in decisions(record, seats):
        if cancelled is not None and cancelled():
            break
        verdict = (done or {}).get(i) or analyse_decision(game, move, settings, i)
        out.append(verdict)
        if on_verdict is not None:
            on_verdict(verdict)
    return out


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
