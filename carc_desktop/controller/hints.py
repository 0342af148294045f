"""Hints: "What would the computer do?" for the person whose decision it is.

The hard computer player is asked, off the GUI thread and on a private copy of the game,
what it would choose in the person's place (the same level, seed formula and UI time budget
as a computer player at that seat). After a placement the same plan's figure step is asked
too, so a hint shows the whole turn. The why comes from the engine: ``Game.preview`` of the
hinted moves (points now, completed features) and ``Game.value_now`` of the features the
plan extends or puts a figure on, measured on that copy. The real game is never touched;
the player may play the hint (``play``) or ignore it.

Hints used are counted per seat and written into the record's ``seats`` (``"hints"``, see
docs/record-format.md); a loaded game continues its counts.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from carc_desktop.engine import Deploy, FeatureValue, Game, Move, PlaceTile, rebuild_game

from .ai_worker import GameRequest, request_of, think

if TYPE_CHECKING:
    from .game_controller import GameController

log = logging.getLogger(__name__)
#: ``choose_move``'s signature: (game, level, seed, time budget) -> move.
Choose = Callable[[Game, str, int, "float | None"], Move]

#: The level whose choice a hint shows.
HINT_LEVEL = "hard"
#: Per-seat key in the record's ``seats``: hints that seat used.
HINTS_KEY = "hints"
#: ``request``'s default: the time budget a computer player of the hint level gets in the UI.
UI_BUDGET = object()


def hint_seed(game: Game) -> int:
    """The seed a computer player would get for this decision (``GameController``'s formula)."""
    return (game.seed * 1_000_003 + len(game.history)) & 0x7FFFFFFF


@dataclass(frozen=True)
class Hint:
    """What the hint level would do now, and the engine's facts about it."""

    #: Who asked (the decider) and at which decision (``len(game.history)``).
    player: int
    position: int
    #: The decision; after a placement, then the same plan's figure step (Deploy or Skip).
    moves: tuple[Move, ...]
    #: Player -> points the moves score at once (``Game.preview``; only changed scores).
    points: dict[int, int] = field(default_factory=dict)
    #: Kinds of the features the moves complete (road, city, monastery...).
    completed: tuple[str, ...] = ()
    #: The feature the plan puts a figure on, as it stands after the moves (None: no figure).
    figure: FeatureValue | None = None
    #: The player's own features the placed tile extends, after the moves.
    extended: tuple[FeatureValue, ...] = ()
    #: Other players who hold figures in those features too.
    shared_with: tuple[int, ...] = ()
    #: The feature the figure goes on is completed and scored by the moves themselves:
    #: player -> points of that scoring, from the engine's preview (None: it is not).
    figure_scored: dict[int, int] | None = None

    @property
    def move(self) -> Move:
        return self.moves[0]

    @property
    def deploy(self) -> Deploy | None:
        """The figure the plan places (None when it places none)."""
        return next((m for m in self.moves if isinstance(m, Deploy)), None)


def compute_hint(game: Game, seed: int, time_budget: float | None, choose: Choose | None = None) -> Hint:
    """The hint for ``game``'s pending decision. ``game`` must be a private copy: it is
    played on (the caller's game is never touched). ``choose``: who answers the hint
    level's questions (default: ``choose_move`` on this thread)."""
    if choose is None:
        from carc_desktop.ai import choose_move  # on the worker thread: start-up does not load the AI

        choose = choose_move

    me = game.decider
    if me is None:
        raise ValueError("there is no decision to take (the game is over)")
    position = len(game.history)
    move = choose(game, HINT_LEVEL, seed, time_budget)
    moves = [move]
    if isinstance(move, PlaceTile):
        game.play(move)
        if not game.finished and game.decider == me and game.phase == "deploy":
            # The plan's figure (hard remembers it for the step that follows its placement).
            moves.append(choose(game, HINT_LEVEL, hint_seed(game), time_budget))
        game.undo()
    shown = game.preview(*moves)
    target = None
    target_root = None
    for m in moves:
        if isinstance(m, Deploy) and game.last is not None and m.feature in game.last.tile.segment_index:
            target = (game.last, game.last.tile.segment_index[m.feature])
            target_root = game.feature_of(*target).id
        game.play(m)
    placed = game.board.placements[-1] if isinstance(move, PlaceTile) else None
    scored = _scored(shown.events, target_root)
    return _facts(game, me, position, tuple(moves), shown.points, shown.completed, target, placed, scored)


def _scored(events: Sequence[Any], root: int | None) -> dict[int, int] | None:
    """The points of the preview's scoring of the completed feature ``root`` (None: the
    moves do not score it)."""
    if root is None:
        return None
    for ev in events:
        if ev.type == "score" and ev.data.get("reason") == "completed" and ev.data.get("node") == root:
            return {p: v for p, v in ev.points.items() if v}
    return None


def _facts(game: Game, me: int, position: int, moves: tuple[Move, ...], points: dict[int, int],
           completed: Sequence[int], target: Any, placed: Any, scored: dict[int, int] | None = None) -> Hint:
    """The hint's facts, read from ``game`` as it is right after the moves."""
    kinds = tuple(game.features.root(n).kind for n in completed)
    figure = game.value_now(game.feature_of(*target)) if target is not None else None
    extended: list[FeatureValue] = []
    if placed is not None:
        seen = {figure.feature} if figure is not None else set()
        for seg in range(len(placed.tile.segments)):
            value = game.value_now(game.feature_of(placed, seg))
            if value.feature not in seen and value.counts.get(me):
                seen.add(value.feature)
                extended.append(value)
    held = ([figure] if figure is not None else []) + extended
    shared = sorted({p for v in held for p, n in v.counts.items() if n and p != me})
    return Hint(me, position, moves, {p: v for p, v in points.items() if v}, kinds, figure, tuple(extended),
                tuple(shared), scored)


def hints_from_game(game: Game) -> list[int]:
    """Hints each seat used, as the loaded record's ``seats`` say (0 where they do not)."""
    raw = game.setup_data.get("seats")
    out = [0] * len(game.players)
    if isinstance(raw, list) and len(raw) == len(out):
        for i, seat in enumerate(raw):
            n = seat.get(HINTS_KEY) if isinstance(seat, dict) else None
            if isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 1_000_000:
                out[i] = n
    return out


def _think_on_a_copy(game: Game, level: str, seed: int, budget: float | None) -> Move:
    return think(request_of(game), level, seed, budget)


class HintWorker(QObject):
    """Lives in the computer players' thread: one hint at a time, answered with ``done``."""

    #: token, the Hint (or None), error text ("" when fine).
    done = Signal(int, object, str)

    @Slot(int, object, int, object)
    def compute(self, token: int, request: GameRequest, seed: int, time_budget: object) -> None:
        try:
            clone = rebuild_game(request)  # here: the GUI thread sent a recipe, not a copy
            budget = time_budget if isinstance(time_budget, (int, float)) else None
            # The hint level thinks in the computer players' process, as they do: the
            # window stays smooth while it thinks (a recipe is sent each time: ``clone`` is
            # played on here between the questions).
            self.done.emit(token, compute_hint(clone, seed, budget, _think_on_a_copy), "")
        except Exception as exc:  # a thread's outer edge: reported to the GUI thread
            log.exception("hint failed")
            self.done.emit(token, None, f"{type(exc).__name__}: {exc}")


class HintService(QObject):
    """The controller's hints: ``request`` one, get it through ``ready``, ``play`` it."""

    #: The hint for the pending decision (a :class:`Hint`).
    ready = Signal(object)
    #: A hint was refused or failed; a translated sentence says why.
    refused = Signal(str)
    #: The hint level started (True) or stopped (False) thinking about a hint.
    busy_changed = Signal(bool)
    #: The hints used per seat changed.
    counts_changed = Signal()

    # internal: request to the worker (token, game copy, seed, time budget)
    _request = Signal(int, object, int, object)

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = controller
        #: Hints are offered (the settings may hide them, for competitive play).
        self.enabled = True
        self._counts: list[int] = []
        self._worker: HintWorker | None = None
        self._token = 0
        self._busy_at: int | None = None  # the position a hint is being computed for
        self._last: Hint | None = None
        controller.game_started.connect(self._game_started)
        controller.state_changed.connect(self._state_changed)

    # --- reading ----------------------------------------------------------------------------
    @property
    def counts(self) -> list[int]:
        """Hints used per seat in this game."""
        return list(self._counts)

    @property
    def busy(self) -> bool:
        return self._busy_at is not None

    @property
    def current(self) -> Hint | None:
        """The hint for the pending decision, if one was given for it."""
        hint = self._last
        c = self._controller
        if hint is None or not c.has_game or hint.position != len(c.game.history) or c.game.finished:
            return None
        return hint

    def refusal(self) -> str:
        """Why a hint cannot be given now ("" when it can)."""
        c = self._controller
        if not self.enabled:
            return QCoreApplication.translate("Hints", "Hints are turned off in the settings.")
        if not c.has_game or c.game.finished:
            return QCoreApplication.translate("Hints", "There is no decision to give a hint for.")
        if not c.human_to_move:
            return QCoreApplication.translate("Hints", "Hints are for a person's decision, not a computer's.")
        return ""

    # --- asking -----------------------------------------------------------------------------
    def request(self, time_budget: float | None | object = UI_BUDGET) -> bool:
        """Ask for a hint for the pending decision (answered with ``ready``); False with
        ``refused`` when none can be given now. ``time_budget``: seconds the hint level may
        think (default: what a computer player of that level gets in the UI; None: no
        limit, the same move for the same seed every time)."""
        why = self.refusal()
        if why:
            self.refused.emit(why)
            return False
        c = self._controller
        game = c.game
        if self.current is not None:  # asked again: the same answer, not counted twice
            self.ready.emit(self._last)
            return True
        if self._busy_at == len(game.history):
            return True
        if self._worker is None:
            self._worker = HintWorker()
            self._worker.moveToThread(c.ai_thread())
            self._request.connect(self._worker.compute)
            self._worker.done.connect(self._done)
        if time_budget is UI_BUDGET:
            from carc_desktop.ai import LEVELS  # on the first hint, not at start-up

            time_budget = LEVELS[HINT_LEVEL].time_budget
        budget = time_budget
        self._token += 1
        self._set_busy(len(game.history))
        self._request.emit(self._token, request_of(game), hint_seed(game), budget)
        return True

    @Slot(int, object, str)
    def _done(self, token: int, hint: object, error: str) -> None:
        if token != self._token or self._busy_at is None:
            return  # the game moved on while the hint was thought about
        self._set_busy(None)
        c = self._controller
        if not isinstance(hint, Hint) or not c.has_game or hint.position != len(c.game.history) \
                or hint.move not in c.legal_moves():
            self.refused.emit(QCoreApplication.translate("Hints", "No hint could be found (%1).")
                              .replace("%1", error or "?"))
            return
        self._last = hint
        if 0 <= hint.player < len(self._counts):
            self._counts[hint.player] += 1
            self.counts_changed.emit()
            c.files.autosave()  # the count is part of the saved game
        self.ready.emit(hint)

    def play(self, hint: Hint | None = None) -> bool:
        """Play the hint (default: the current one): its decision and, after a placement,
        its figure step. Refused (False) when it is not for the pending decision any more."""
        hint = hint or self.current
        c = self._controller
        if hint is None or not c.has_game or hint.position != len(c.game.history):
            self.refused.emit(QCoreApplication.translate("Hints", "This hint is not for the decision now."))
            return False
        for i, move in enumerate(hint.moves):
            if i and (c.game.decider != hint.player or c.game.check(move) is not None):
                break  # the figure step did not come as planned: the rest is the player's
            if not c.choose(move):
                return i > 0
        return True

    def cancel(self) -> None:
        """Forget a hint being computed (its answer is dropped)."""
        self._token += 1
        self._set_busy(None)

    # --- internals --------------------------------------------------------------------------
    def _set_busy(self, position: int | None) -> None:
        was = self._busy_at is not None
        self._busy_at = position
        if was != (position is not None):
            self.busy_changed.emit(position is not None)

    def _game_started(self) -> None:
        self.cancel()
        self._last = None
        game = self._controller.game
        self._counts = hints_from_game(game)
        self.counts_changed.emit()

    def _state_changed(self) -> None:
        c = self._controller
        if self._busy_at is not None and (not c.has_game or self._busy_at != len(c.game.history)):
            self.cancel()

    def record_seats(self, seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``seats`` with each seat's hint count (only where hints were used)."""
        for seat, n in zip(seats, self._counts):
            if n:
                seat[HINTS_KEY] = n
        return seats


__all__ = ["HINT_LEVEL", "HINTS_KEY", "Hint", "HintService", "compute_hint", "hint_seed", "hints_from_game"]
