"""Lessons: short guided games over prepared positions, read from data files.

A lesson file (``carc_desktop/resources/lessons/*.json``, format in docs/LESSONS.md) holds a
game record with a fixed draw order (the prepared position) and a few steps. Each step has
an instruction, the cells to light up, a goal, the sentence that explains a move missing
the goal, and its intended moves ("Show me" plays them; the tests play them too).

The engine is the judge: a goal is a list of conditions on the engine's events of the step
(``{"event": "score", "feature": "city", "points": {"0": 8}}``) or on its board (a figure of
the learner on a feature of some kind). A person's move is accepted when, played on a copy
of the game, it meets the goal, is the step's intended move, or leaves the goal within reach
of the learner's next few non-placement decisions; else it is refused (never played) with
the step's explanation. Texts are English in the files and translated through the
``Lesson`` context (``carc_desktop/texts/lesson_texts.py`` makes them visible to lupdate).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib.resources import files
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from carc_desktop.engine import (
    Event,
    Game,
    IllegalMoveError,
    Move,
    PlaceTile,
    RecordError,
    game_from_record,
    move_from_record,
)
from carc_desktop.texts.lesson_texts import lesson_text

from .game_controller import GameController, PlayerSetup

FORMAT = "carc-desktop-lesson"
#: The groups of lessons, in the order the list shows them.
GROUPS = ("base", "traders_and_builders", "markets_of_leipzig", "the_land_surveyors", "la_porxada", "together")
#: How many of the learner's decisions ahead a move may leave its step's goal (a placement,
#: then its figure and an expansion's question or two).
REACH = 3
CONTEXT = "Lesson"


class LessonError(ValueError):
    """A lesson file that cannot be used (says which file and why)."""


def tr(text: str) -> str:
    """A lesson text in the current language (the files hold the English)."""
    return lesson_text(text)


@dataclass(frozen=True)
class Step:
    text: str
    why: str
    goal: tuple[dict[str, Any], ...]
    #: [x, y] cells and [x, y, feature] features to light up.
    highlight: tuple[tuple[Any, ...], ...] = ()
    #: The intended moves in record form, the other player's among them; None: the computer's
    #: suggestion (a coached game).
    moves: tuple[dict[str, Any], ...] | None = ()
    #: A move (record form) that does not reach the goal: the tests show it is refused.
    wrong: dict[str, Any] | None = None


@dataclass(frozen=True)
class Lesson:
    id: str
    group: str
    order: int
    title: str
    summary: str
    record: dict[str, Any]
    steps: tuple[Step, ...]
    learner: int = 0
    #: The level that answers for the other player when its scripted move no longer fits.
    other: str = "easy"
    texts: tuple[str, ...] = field(default=(), compare=False)

    def all_texts(self) -> list[str]:
        out = [self.title, self.summary]
        for s in self.steps:
            out += [s.text, s.why]
        return [t for t in out if t]


def _step(raw: Any, where: str) -> Step:
    if not isinstance(raw, dict) or not isinstance(raw.get("text"), str) or not isinstance(raw.get("why"), str):
        raise LessonError(f"{where}: a step needs 'text' and 'why'")
    goal = raw.get("goal")
    if not isinstance(goal, list) or not goal or not all(isinstance(g, dict) for g in goal):
        raise LessonError(f"{where}: 'goal' must be a non-empty list of conditions")
    for g in goal:
        if not ({"event", "figure", "any", "asks"} & g.keys()):
            raise LessonError(f"{where}: a condition names 'event', 'figure', 'asks' or 'any'")
    moves = raw.get("moves", [])
    if moves == "computer":
        moves = None
    elif not isinstance(moves, list) or not moves:
        raise LessonError(f"{where}: 'moves' lists the intended moves (or is \"computer\")")
    highlight = raw.get("highlight", [])
    if not isinstance(highlight, list) or not all(isinstance(h, list) and len(h) in (2, 3) for h in highlight):
        raise LessonError(f"{where}: 'highlight' lists [x, y] and [x, y, feature]")
    return Step(raw["text"], raw["why"], tuple(goal), tuple(tuple(h) for h in highlight),
                None if moves is None else tuple(moves), raw.get("wrong"))


def parse_lesson(data: Any, where: str = "lesson") -> Lesson:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LessonError(f"{where}: not a {FORMAT} document")
    for key in ("id", "title", "summary"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise LessonError(f"{where}: '{key}' is missing")
    group = data.get("group")
    if group not in GROUPS:
        raise LessonError(f"{where}: unknown group {group!r}")
    record = data.get("record")
    if not isinstance(record, dict):
        raise LessonError(f"{where}: 'record' is missing")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise LessonError(f"{where}: a lesson needs steps")
    return Lesson(data["id"], group, int(data.get("order", 0)), data["title"], data["summary"], record,
                  tuple(_step(s, f"{where} step {i + 1}") for i, s in enumerate(steps)),
                  int(data.get("learner", 0)), str(data.get("other", "easy")))


def lesson_files() -> list[Any]:
    folder = files("carc_desktop.resources.lessons")
    return sorted((f for f in folder.iterdir() if f.name.endswith(".json")), key=lambda f: f.name)


def load_lessons() -> list[Lesson]:
    """Every lesson shipped, in list order (group, then order). A broken file is skipped
    with a warning, so one bad lesson never hides the others."""
    import logging

    out = []
    for f in lesson_files():
        try:
            out.append(parse_lesson(json.loads(f.read_text(encoding="utf-8")), f.name))
        except (LessonError, ValueError) as exc:
            logging.getLogger(__name__).warning("lesson %s skipped: %s", f.name, exc)
    return sorted(out, key=lambda lesson: (GROUPS.index(lesson.group), lesson.order, lesson.id))


# --- goals ----------------------------------------------------------------------------------------
def _matches(value: Any, want: Any) -> bool:
    if isinstance(want, dict) and isinstance(value, dict):
        return all(_matches(value.get(k, value.get(_int(k))), v) for k, v in want.items())
    if isinstance(want, list) and isinstance(value, (list, tuple)):
        # a list asks for a subset of the event's elements, each one in full ([x, y] cells, items)
        return list(value) == want or all(any(_same(x, w) for x in value) for w in want)
    return bool(value == want)


def _same(value: Any, want: Any) -> bool:
    if isinstance(want, list) and isinstance(value, (list, tuple)):
        return len(value) == len(want) and all(_same(x, w) for x, w in zip(value, want))
    if isinstance(want, dict):
        return _matches(value, want)
    return bool(value == want)


def _int(key: Any) -> Any:
    try:
        return int(key)
    except (TypeError, ValueError):
        return key


def event_matches(event: Event, cond: dict[str, Any]) -> bool:
    if event.type != cond["event"]:
        return False
    for key, want in cond.items():
        if key in ("event", "count"):
            continue
        if key == "points":
            if not all(event.points.get(int(p), 0) == v for p, v in want.items()):
                return False
        elif key == "min_points":
            if not all(event.points.get(int(p), 0) >= v for p, v in want.items()):
                return False
        elif not _matches(event.data.get(key), want):
            return False
    return True


def figure_matches(game: Game, cond: dict[str, Any], learner: int) -> bool:
    for fig in game.figures_on_board():
        if fig.player != cond.get("player", learner) or fig.kind != cond["figure"]:
            continue
        placement = game.board.placements[fig.placement]
        if "on" in cond and game.feature_of(placement, fig.segment).kind != cond["on"]:
            continue
        if "cell" in cond and tuple(cond["cell"]) not in {tuple(c) for c in placement.segment_cells(fig.segment)}:
            continue
        return True
    return False


def goal_met(game: Game, goal: Iterable[dict[str, Any]], events: list[Event], learner: int,
             start_turn: int | None = None) -> bool:
    """Whether every condition of ``goal`` holds: ``event`` ones among ``events`` (the
    step's; ``count`` of them, one if not said), ``figure`` ones on the board, ``asks`` when
    the engine asks the learner that decision, ``any`` once the learner's turn begun at
    ``start_turn`` is over."""
    for cond in goal:
        if "any" in cond:
            if not (game.finished or (start_turn is not None and game.turn > start_turn)):
                return False
        elif "asks" in cond:
            if game.finished or game.decider != learner or game.phase != cond["asks"]:
                return False
        elif "event" in cond:
            # "count": at least that many events of the step match (e.g. two fields scored)
            if sum(1 for e in events if event_matches(e, cond)) < int(cond.get("count", 1)):
                return False
        elif not figure_matches(game, cond, learner):
            return False
    return True


# --- a lesson being played ----------------------------------------------------------------------------
class LessonRun(QObject):
    """Plays one lesson in the window's own game controller: the learner's moves go through
    the controller as in any game, judged by :meth:`judge` first; the other player's
    moves are the lesson's own. Nothing is autosaved meanwhile."""

    #: The step shown changed (its index); also at the start.
    step_changed = Signal(int)
    #: A move was refused: the explanation (translated).
    refused = Signal(str)
    #: The position was set up again for the step (the learner took another way or undid).
    reset = Signal()
    #: The lesson is over (every step's goal reached).
    finished = Signal()

    def __init__(self, controller: GameController, lesson: Lesson, parent: QObject | None = None, *,
                 show_delay_ms: int = 500) -> None:
        super().__init__(parent)
        self.controller = controller
        self.lesson = lesson
        self.show_delay_ms = show_delay_ms
        self.index = 0
        self.done = False
        self._event_start = 0
        self._history_start = 0
        self._start_turn = 0
        self._scripting = False
        self._showing: list[Move] = []
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._show_next)
        self._active = False

    # --- position -------------------------------------------------------------------------------
    def position(self, step: int) -> Game:
        """The prepared position at the start of ``step``: the record, then the intended
        moves of the steps before (a coached step's: the computer's)."""
        record = dict(self.lesson.record)
        game = game_from_record(record)
        for s in self.lesson.steps[:step]:
            for move in self._intended(game, s):
                game.play(move)
            self._play_other(game, scripted=False)
        return game

    def _intended(self, game: Game, step: Step) -> list[Move]:
        """The step's intended moves from its start (a coached step: the computer's, played
        until its goal holds)."""
        if step.moves is not None:
            return [move_from_record(m) for m in step.moves]
        from carc_desktop.ai import choose_move

        trial = game.copy(undo=False)
        first = len(trial.events)
        out: list[Move] = []
        turn = trial.turn
        while not trial.finished and not goal_met(trial, step.goal, trial.events[first:], self.lesson.learner, turn) \
                and len(out) < 8:
            move = choose_move(trial, self.lesson.other if trial.decider != self.lesson.learner else "easy", len(out))
            trial.play(move)
            out.append(move)
        return out

    def _play_other(self, game: Game, via_controller: bool = False, scripted: bool = True,
                    trial: bool = False) -> None:
        """Let the other player decide while it is his turn: the step's scripted move when
        it fits, else the computer's (``trial``: while judging a move on a copy, the first
        legal one, so that a judgement stays within a frame)."""
        learner = self.lesson.learner
        while not game.finished and game.decider is not None and game.decider != learner:
            move = self._other_move(game, scripted, trial)
            if via_controller:
                self._script(move)
            else:
                game.play(move)

    def _other_move(self, game: Game, scripted: bool = True, trial: bool = False) -> Move:
        step_moves = self.step.moves if scripted else None
        done = len(game.history) - self._history_start
        if step_moves is not None and 0 <= done < len(step_moves):
            try:
                move = move_from_record(step_moves[done])
            except (RecordError, ValueError):
                move = None
            if move is not None and game.check(move) is None:
                return move
        if trial:
            return game.legal_moves()[0]
        from carc_desktop.ai import choose_move

        return choose_move(game, self.lesson.other, len(game.history))

    # --- running --------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    @property
    def game(self) -> Game:
        return self.controller.game

    def start(self, step: int = 0) -> None:
        """Set up the position of ``step`` in the controller and show it."""
        self._show_timer.stop()
        self._showing = []
        self.index = step
        self.done = False
        game = self.position(step)
        c = self.controller
        if not self._active:
            c.files.held = True
            c.state_changed.connect(self._state_changed)
            self._active = True
        c.judge = self.judge
        players = [PlayerSetup(p.name, p.color) for p in game.players]
        self._scripting = True
        try:
            c.set_game(game, players)
        finally:
            self._scripting = False
        self._mark()
        self.step_changed.emit(self.index)

    def stop(self) -> None:
        """Leave the lesson: the controller judges no more and autosaves again."""
        self._show_timer.stop()
        c = self.controller
        if self._active:
            c.state_changed.disconnect(self._state_changed)
            self._active = False
        if c.judge == self.judge:
            c.judge = None
        c.files.held = False

    def restart_step(self) -> None:
        self.start(self.index)
        self.reset.emit()

    def _mark(self) -> None:
        self._start_turn = self.game.turn
        self._event_start = len(self.game.events)
        self._history_start = len(self.game.history)

    def step_events(self, game: Game | None = None) -> list[Event]:
        g = game or self.game
        return list(g.events[self._event_start:])

    def highlight_cells(self) -> list[tuple[int, int]]:
        """The cells the step lights up: its cells, and every cell of its features."""
        targets, features = self.highlight_parts()
        return targets + [c for c in features if c not in targets]

    def highlight_parts(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """The step's [x, y] cells (where to play) and the cells of its [x, y, feature]
        features (what the step is about), apart."""
        game = self.game
        targets: list[tuple[int, int]] = []
        features: list[tuple[int, int]] = []
        for h in self.step.highlight:
            cell = (int(h[0]), int(h[1]))
            if len(h) == 2:
                targets += [cell] if cell not in targets else []
                continue
            cells = [cell]
            at = game.board.at(cell)
            if at is not None:
                placement = at[0]
                seg = placement.tile.segment_index.get(str(h[2]))
                if seg is not None:
                    cells = sorted((c.x, c.y) for c in game.feature_of(placement, seg).cells())
            features += [c for c in cells if c not in features]
        return targets, features

    # --- judging --------------------------------------------------------------------------------
    def judge(self, move: Move) -> str | None:
        """None if the learner's ``move`` may be played, else why it misses the goal (the
        controller refuses it with that sentence). The lesson's own moves pass."""
        if self._scripting or self.done:
            return None
        game = self.game
        if game.decider != self.lesson.learner:
            return None
        trial = game.copy(undo=False)
        try:
            trial.play(move)
        except IllegalMoveError:
            return None  # the controller refuses it with the engine's own reason
        if self._met(trial):
            return None
        self._play_other(trial, trial=True)
        if self._met(trial):
            return None
        if self._is_intended(move) or self._reachable(trial, self.step_events(trial), REACH - 1):
            return None
        return tr(self.step.why)

    def _met(self, game: Game, events: list[Event] | None = None) -> bool:
        return goal_met(game, self.step.goal, self.step_events(game) if events is None else events,
                        self.lesson.learner, self._start_turn)

    def _is_intended(self, move: Move) -> bool:
        if self.step.moves is None:
            return False
        try:
            intended = [move_from_record(m) for m in self.step.moves]
            done = len(self.game.history) - self._history_start
            return done < len(intended) and intended[done] == move
        except (RecordError, ValueError):
            return False

    def _reachable(self, game: Game, events: list[Event], depth: int) -> bool:
        """Whether the learner can still meet the goal in ``depth`` decisions that place no
        tile (the figure, an expansion's question), the other player answering."""
        if self._met(game, events):
            return True
        if depth <= 0 or game.finished or game.decider != self.lesson.learner:
            return False
        moves = game.legal_moves()
        if any(isinstance(m, PlaceTile) for m in moves):
            return False
        # one copy for the whole search: each branch is played on it and taken back
        mark = len(game.history)
        for m in moves:
            first = len(game.events)
            try:
                game.play(m)
                self._play_other(game, trial=True)
                if self._reachable(game, events + list(game.events[first:]), depth - 1):
                    return True
            finally:
                while len(game.history) > mark:
                    game.undo()
        return False

    # --- after each move ------------------------------------------------------------------------
    def _state_changed(self) -> None:
        if self._scripting or not self.controller.has_game:
            return
        game = self.game
        if len(game.history) < self._history_start:  # an undo went back before the step
            QTimer.singleShot(0, self.restart_step)
            return
        if self.done or self._check():
            return
        if game.decider is not None and game.decider != self.lesson.learner and not game.finished:
            QTimer.singleShot(0, self._other_turn)

    def _other_turn(self) -> None:
        if not self._active or self.done or not self.controller.has_game:
            return
        self._play_other(self.game, via_controller=True)
        self._check()

    def _check(self) -> bool:
        """Go on to the next step if this one's goal holds (the other player first plays
        the rest of his part in it); True if the step changed or the lesson ended."""
        game = self.game
        if not self._met(game):
            return False
        self._show_timer.stop()
        self._showing = []
        self._play_other(game, via_controller=True)
        if self.index + 1 >= len(self.lesson.steps):
            self.done = True
            self.finished.emit()
            return True
        self.index += 1
        self._mark()
        if not self._fits(self.step):
            self.start(self.index)  # the learner's way left no room for the next step's moves
            self.reset.emit()
            return True
        self.step_changed.emit(self.index)
        return True

    def _fits(self, step: Step) -> bool:
        """Whether the step's intended moves can be played from here."""
        if step.moves is None:
            return True
        trial = self.game.copy(undo=False)
        try:
            for m in step.moves:
                trial.play(move_from_record(m))
        except (IllegalMoveError, RecordError, ValueError):
            return False
        return True

    def _script(self, move: Move) -> None:
        self._scripting = True
        try:
            self.controller.choose(move)
        finally:
            self._scripting = False

    # --- show me --------------------------------------------------------------------------------
    def show_me(self) -> None:
        """Play the step's intended moves (from its start), one every ``show_delay_ms``."""
        if self.done:
            return
        if len(self.game.history) != self._history_start:
            index = self.index
            self.start(index)
        trial = self.game.copy(undo=False)
        self._showing = []
        for move in self._intended(self.game, self.step):
            if trial.decider == self.lesson.learner:
                self._showing.append(move)
            trial.play(move)
        self._show_next()

    @property
    def scripting(self) -> bool:
        """Whether the lesson itself is playing a move or setting up a position now."""
        return self._scripting

    @property
    def showing(self) -> bool:
        return bool(self._showing)

    def _show_next(self) -> None:
        if not self._showing or not self._active or self.done:
            return
        move = self._showing.pop(0)
        if self.game.decider == self.lesson.learner:
            self._script(move)
        if self._check():
            return
        if self.game.decider != self.lesson.learner:
            self._play_other(self.game, via_controller=True)
            if self._check():
                return
        if self._showing:
            self._show_timer.start(self.show_delay_ms)


__all__ = ["FORMAT", "GROUPS", "Lesson", "LessonError", "LessonRun", "Step", "event_matches", "goal_met",
           "load_lessons", "parse_lesson", "tr"]
