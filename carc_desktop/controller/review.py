"""GameReview: a finished or unfinished game record, replayed once through the engine, that
can show the game as it was after any decision.

Qt-free. Position ``i`` is the game after its first ``i`` decisions (0 = the setup,
``len(moves)`` = the end). The review keeps one private engine game and walks it to a
position with the engine's own exact ``undo()`` and ``play()``: nothing is copied and the
record is never changed.

What the review tells, all read from the engine's events (nothing here scores):

* ``marks``: every event that paid points, with the position after which it happened and
  the turn it belongs to; ``next_scoring(i)`` / ``previous_scoring(i)`` for stepping.
* ``turn_scores()``: each player's score after every turn, then after the final scoring.
* ``categories_at(i)``: per player, points by category at position ``i``; the categories
  are the engine's one list (``engine.score_categories``: the base game's and each
  expansion's own, e.g. goods, Leipzig, Land Surveyors, La Porxada). A scoring item
  (Leipzig quarters, La Porxada token, the pig) goes to its category by its code, the rest
  of a scoring to its feature's. What a Land Surveyors tile changed in what the feature
  paid (a category with ``share``) is measured by the engine itself: the same record is
  replayed once more without that expansion (it adds no tiles and no decisions, so the
  game is otherwise the same) and the difference per scoring is that tile's share. Every
  player's categories add up to his score.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from carc_desktop import threads
from carc_desktop.engine import (
    Event,
    Game,
    IllegalMoveError,
    Move,
    RecordError,
    RecordFieldError,
    load_all,
    move_from_record,
    new_game_from_record,
    score_categories,
    share_expansions,
)


def categories() -> tuple[str, ...]:
    """The category keys in display order: the one list (``engine.score_categories``, the
    base game's and every registered expansion's)."""
    return tuple(c.key for c in score_categories())


def __getattr__(name: str) -> Any:
    if name == "CATEGORIES":  # the live list, also for an expansion registered later
        return categories()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _routing() -> tuple[dict[str, str], dict[str, str]]:
    """(scoring item code -> category, feature kind -> category)."""
    items: dict[str, str] = {}
    features: dict[str, str] = {}
    for cat in score_categories():
        for code in cat.items:
            items.setdefault(code, cat.key)
        for kind in cat.features:
            features.setdefault(kind, cat.key)
    return items, features


class ReviewError(ValueError):
    """A record that cannot be reviewed at all (its setup is refused)."""


@dataclass(frozen=True)
class ScoreMark:
    """One event that paid (or took) points."""

    #: The position right after it (the decision that caused it, plus one).
    position: int
    #: The turn it happened in (0-based; the final scoring belongs to the last turn).
    turn: int
    #: Its index in the game's event list.
    event_index: int
    event: Event
    #: Part of the scoring after the last tile.
    final: bool
    #: Player -> category -> points (adds up to ``event.points``).
    categories: dict[int, dict[str, int]] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        """The scored feature (road, city, ..., goods) or the event type."""
        return str(self.event.data.get("feature", self.event.type))

    @property
    def size(self) -> int:
        """Board cells of the scored feature (0 for fields and goods)."""
        return len(self.event.data.get("cells", []) or [])


def _item_points(event: Event, routing: tuple[dict[str, str], dict[str, str]]) -> dict[int, dict[str, int]]:
    """Player -> category -> points of a scoring's items."""
    out: dict[int, dict[str, int]] = {}
    by_item, by_feature = routing
    home = by_feature.get(str(event.data.get("feature")), "other")
    for item in event.data.get("items", []) or []:
        if isinstance(item, (list, tuple)) and len(item) == 3:
            code, who, v = item
            row = out.setdefault(int(who), {})
            cat = by_item.get(str(code), home)
            row[cat] = row.get(cat, 0) + int(v)
    return out


def _split(event: Event, shadow: Event | None, share: str,
           routing: tuple[dict[str, str], dict[str, str]]) -> dict[int, dict[str, int]]:
    """Player -> category -> points of one paying event (see the module docstring);
    ``share``: the category of what the expansion replayed without (``shadow``) changed."""
    out: dict[int, dict[str, int]] = {}
    if event.type != "score":
        for p, v in event.points.items():
            out.setdefault(p, {})["other"] = v
        return out
    home = routing[1].get(str(event.data.get("feature")), "other")
    items = _item_points(event, routing)
    shadow_items = _item_points(shadow, routing) if shadow is not None else {}
    for p, total in event.points.items():
        row = dict(items.get(p, {}))
        rest = total - sum(row.values())
        if shadow is not None:
            # The feature's own points as the game without that expansion paid them; the
            # rest of what the feature paid is that expansion's doing (a surveyor tile).
            base = shadow.points.get(p, 0) - sum(shadow_items.get(p, {}).values())
            row[share] = row.get(share, 0) + rest - base
            rest = base
        row[home] = row.get(home, 0) + rest
        out[p] = {c: v for c, v in row.items() if v}
    return out


def _without(record: Mapping[str, Any], expansion: str) -> dict[str, Any]:
    rules = dict(record.get("rules") or {})
    options = load_all()[expansion].options
    rules["expansions"] = [e for e in rules.get("expansions") or [] if e != expansion]
    rules["options"] = {k: v for k, v in (rules.get("options") or {}).items() if k not in options}
    return {**record, "rules": rules}


class GameReview:
    def __init__(self, record: Mapping[str, Any], pace: Callable[[], None] | None = None) -> None:
        """Replay ``record`` (a dict as storage reads it). Raises ReviewError when even its
        setup is refused; a decision the engine refuses ends the review there (``error``
        says why, ``len(moves)`` counts only the decisions that replayed). ``pace`` is
        called after every decision replayed (:class:`ReviewAhead`: a thread lets others run)."""
        self._pace = pace or _no_pace
        self.record: dict[str, Any] = dict(record)
        #: The game's file, if it has one (its analysis is kept beside it).
        self.path: Path | None = None
        try:
            self._game = new_game_from_record(record)
        except RecordError as exc:
            raise ReviewError(exc.message) from None
        raw_moves = record.get("moves", [])
        self.error: str = ""
        self.moves: list[Move] = []
        #: Per position: the turn and the number of events so far.
        self.turn_at: list[int] = [self._game.turn]
        self._events_at: list[int] = [len(self._game.events)]
        event_turn: list[int] = [self._game.turn] * len(self._game.events)
        event_pos: list[int] = [0] * len(self._game.events)
        for i, raw in enumerate(raw_moves if isinstance(raw_moves, list) else []):
            turn = self._game.turn
            try:
                move = move_from_record(raw)
                self._game.play(move)
            except (RecordFieldError, IllegalMoveError) as exc:
                self.error = f"decision {i + 1}: {exc}"
                break
            self.moves.append(move)
            self._pace()
            added = len(self._game.events) - len(event_turn)
            event_turn += [turn] * added
            event_pos += [i + 1] * added
            self.turn_at.append(self._game.turn)
            self._events_at.append(len(self._game.events))
        game = self._game
        self.finished = game.finished
        self.final_scores: list[int] = list(game.scores)
        self.events: list[Event] = list(game.events)
        #: The category keys, in display order (``engine.score_categories``).
        self.categories: tuple[str, ...] = categories()
        routing = _routing()
        # What an expansion changes in features' pay, told apart by a replay without it
        # (the first such expansion in the game: the Land Surveyors).
        shared = share_expansions(game.rules.expansions)[:1]
        share = shared[0][1] if shared else ""
        shadows = self._shadow_scorings(shared[0][0]) if shared else None
        self.marks: list[ScoreMark] = []
        n_score = 0
        for k, ev in enumerate(self.events):
            shadow = None
            if ev.type == "score":
                if shadows is not None and n_score < len(shadows):
                    shadow = shadows[n_score]
                n_score += 1
            if any(ev.points.values()):
                final = ev.data.get("reason") == "final"
                self.marks.append(ScoreMark(event_pos[k], event_turn[k], k, ev, final, _split(ev, shadow, share, routing)))
        self.position = len(self.moves)

    # --- the game at a position ---------------------------------------------------------------
    @property
    def length(self) -> int:
        """The last position (the number of decisions replayed)."""
        return len(self.moves)

    @property
    def players(self) -> list[str]:
        return [p.name for p in self._game.players]

    @property
    def game(self) -> Game:
        """The engine's game at the current position (read it, never play on it)."""
        return self._game

    def game_at(self, position: int) -> Game:
        """The engine's game after ``position`` decisions (the same object every time:
        read it, never play on it)."""
        target = max(0, min(self.length, position))
        game = self._game
        while len(game.history) > target:
            game.undo()
        while len(game.history) < target:
            game.push(self.moves[len(game.history)])  # replayed (checked) once already
        self.position = target
        return game

    def events_until(self, position: int) -> list[Event]:
        """The events that happened up to ``position``."""
        return self.events[:self._events_at[max(0, min(self.length, position))]]

    def scores_at(self, position: int) -> list[int]:
        scores = [0] * len(self._game.players)
        for m in self.marks:
            if m.position > position:
                break
            for p, v in m.event.points.items():
                scores[p] += v
        return scores

    # --- stepping through scorings --------------------------------------------------------------
    def next_scoring(self, position: int) -> int | None:
        """The first position after ``position`` right after something scored."""
        return next((m.position for m in self.marks if m.position > position), None)

    def previous_scoring(self, position: int) -> int | None:
        return next((m.position for m in reversed(self.marks) if m.position < position), None)

    def mark_positions(self) -> list[int]:
        return sorted({m.position for m in self.marks})

    # --- the race and the categories -----------------------------------------------------------
    @property
    def turns(self) -> int:
        """Turns begun (the x axis of the race: turn 1 .. turns, then the final scoring)."""
        return max(self.turn_at) + (0 if self.finished else 1)

    def end_of_turn(self, turn: int) -> int:
        """The position at which turn ``turn`` (0-based) is over (or the last one)."""
        return next((i for i, t in enumerate(self.turn_at) if t > turn), self.length)

    def turn_scores(self) -> list[list[int]]:
        """Scores after each turn: row 0 = start, row t = after turn t, and when the game is
        finished one more row after the final scoring."""
        n = len(self._game.players)
        rows = [[0] * n for _ in range(self.turns + 1)]
        final = [0] * n
        for m in self.marks:
            for p, v in m.event.points.items():
                if m.final:
                    final[p] += v
                else:
                    for row in rows[m.turn + 1:]:
                        row[p] += v
        if self.finished:
            rows.append([a + b for a, b in zip(rows[-1], final)])
        return rows

    def categories_at(self, position: int | None = None) -> list[dict[str, int]]:
        """Per player, category -> points up to ``position`` (default: the end)."""
        limit = self.length if position is None else position
        table = [dict.fromkeys(self.categories, 0) for _ in self._game.players]
        for m in self.marks:
            if m.position > limit:
                break
            for p, row in m.categories.items():
                for c, v in row.items():
                    table[p][c] += v
        return table

    def category_series(self, player: int) -> dict[str, list[int]]:
        """Category -> the player's running total after each turn (rows as ``turn_scores``)."""
        rows = self.turns + 1 + (1 if self.finished else 0)
        out = {c: [0] * rows for c in self.categories}
        for m in self.marks:
            first = rows - 1 if m.final else m.turn + 1
            for c, v in m.categories.get(player, {}).items():
                for r in range(first, rows):
                    out[c][r] += v
        return out

    def used_categories(self) -> list[str]:
        """The categories anyone scored in, and those always shown (the base game's): the
        columns of every points-by-category table."""
        totals = self.categories_at()
        always = {c.key for c in score_categories() if c.always}
        return [c for c in self.categories if c in always or any(r[c] for r in totals)]

    # --- helpers ---------------------------------------------------------------------------------
    def _shadow_scorings(self, expansion: str) -> list[Event] | None:
        """The ``score`` events of the same game without ``expansion``, or None when that
        game does not follow the same decisions (then no share is told apart)."""
        try:
            shadow = new_game_from_record(_without(self.record, expansion))
            for move in self.moves:
                shadow.play(move)
                self._pace()
        except (RecordError, IllegalMoveError):
            return None
        real = [e for e in self.events if e.type == "score"]
        other = [e for e in shadow.events if e.type == "score"]
        if len(real) != len(other) or any(a.data.get("node") != b.data.get("node") for a, b in zip(real, other)):
            return None
        return other



# --- files (the UI's door to storage for reviews) -------------------------------------------------
def review_file(path: str | os.PathLike[str]) -> GameReview:
    """The review of a saved game. Raises storage's LoadError (unreadable, damaged) or
    ReviewError (a setup the engine refuses)."""
    from carc_desktop.storage.saves import read_record

    review = GameReview(read_record(path))
    review.path = Path(path)
    return review


def export_record(review: GameReview, path: str | os.PathLike[str]) -> Path:
    """Write the reviewed record, unchanged, to ``path`` (atomically, never over good data
    on failure). Raises storage's SaveError."""
    from carc_desktop.storage.paths import SAVE_SUFFIX
    from carc_desktop.storage.saves import save_record

    target = Path(path)
    if not target.suffix:
        target = target.with_name(target.name + SAVE_SUFFIX)
    return save_record(review.record, target, backup=False)


def _no_pace() -> None:
    pass


def _let_others_run() -> None:
    time.sleep(0)  # gives up the GIL: a thread waiting for it (the GUI thread) runs now


class ReviewAhead:
    """The review of a game just finished, built on a thread of its own: the end-of-game
    dialog shows it, and building it replays the game twice (the second time without the
    Land Surveyors, to tell their share apart), 100-230 ms that held the GUI thread as the
    dialog opened. The replay gives up the GIL after every decision, so the GUI thread
    waits for it at most one decision's replay. The record is taken on the caller's
    thread (the game is the caller's); ``done`` says when ``review`` (or ``error``) is there."""

    def __init__(self, game: Game) -> None:
        from carc_desktop.engine import record_from_game

        self.game = game
        self.review: GameReview | None = None
        #: Why no review could be built (the dialog then builds it and says so itself).
        self.error: Exception | None = None
        self._over = threading.Event()
        record = record_from_game(game)
        # Started from the game's last pass on the GUI thread: never wait for it to run there.
        threads.start(lambda: self._build(record), "carc-review-ahead")

    def _build(self, record: dict[str, Any]) -> None:
        try:
            self.review = GameReview(record, pace=_let_others_run)
        except Exception as exc:  # a thread's outer edge: the GUI thread decides what to do
            self.error = exc
        finally:
            self._over.set()

    @property
    def done(self) -> bool:
        return self._over.is_set()

    def wait(self, timeout: float | None = None) -> None:
        self._over.wait(timeout)


def review_of_game(game: Game, extra: Mapping[str, Any] | None = None) -> GameReview:
    """The review of a game being played or just finished (from its record)."""
    from carc_desktop.engine import record_from_game

    return GameReview({**record_from_game(game), **(extra or {})})
