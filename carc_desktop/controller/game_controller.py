"""GameController: owns the engine ``Game``, turns intents into moves, reports changes.

Widgets call the intent slots (``place_tile``, ``rotate``, ``deploy``, ``skip``, ``choose``,
``undo``, ``new_game``) and listen to the signals. Every move goes through
``Game.play()``; the controller never decides what is legal itself, it only reads
``legal_moves()`` (cached per state) to refuse early with a readable reason.

Computer players: when the pending decision belongs to a player marked ``computer``, the
controller sends the game's recipe (its setup and a tuple of its decisions; the computer
players' process rebuilds the game from it, so nothing is copied on the GUI thread) to an
:class:`AiWorker` in a QThread, which answers with a move played back here on the GUI thread. The request goes out
once the window has repainted after the move before (:class:`.after_repaint.AfterRepaint`);
``thinking`` is True from the move on. A generation counter drops requests and answers made
stale by an undo, a pause or a new game.

Undo and redo follow the game record (:class:`.history.UndoHistory`), and the controller
decides what may be taken back (``can_undo``, ``undo_refusal``): with people and computers
at the table, fair undo (the default) never crosses a tile drawn since; ``casual_undo``
lets a person take back their last turn even after computer turns (the computers then
play again with the same bag). Redo replays what Undo took back until a new decision.

Files (:class:`.game_files.GameFiles`, ``controller.files``): with a ``storage`` every
game autosaves to its own file after every decision, undo and redo, off the GUI thread,
with the seats (who is a computer, at which level: the record's ``seats`` key); Save,
Open and Continue go through it too. A failed autosave emits ``autosave_failed`` (once
until a write succeeds again); ``close()`` waits for the last write.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from carc_desktop.engine import (
    COLOURS,
    Deploy,
    Event,
    Game,
    IllegalMoveError,
    Move,
    PlaceTile,
    PlayerInfo,
    Position,
    Preview,
    RuleSet,
    Skip,
    TileType,
    load_all,
)
from carc_desktop.storage import Storage, record_with_extra
from carc_desktop.storage.locking import FileLock
from carc_desktop.texts.error_text import refusal_text
from carc_desktop.texts.translate import TextContext

from . import ai_process, questions
from .after_repaint import AfterRepaint
from .ai_worker import AiWorker, ChooseMove, first_legal_move, request_of
from .change import MOVE, NEW_GAME, REDO, REFRESH, UNDO, GameChange
from .game_files import GameFiles
from .hints import HintService
from .history import DRAWN, UndoHistory

#: Engine refusal codes that say less than the controller's own reason for the same move.
_GENERIC_REFUSALS = frozenset({"not_legal", "wrong_decision", "not_a_move"})


def _placement_refusal(refusal: IllegalMoveError) -> str:
    """The engine's reason, or the friendlier hint when only the rotation is wrong."""
    if refusal.code == "edge_mismatch" and refusal.params.get("fits_turned"):
        return QCoreApplication.translate("GameController", "The tile does not fit there this way round: rotate it (R).")
    return refusal_text(refusal)


@dataclass(frozen=True)
class PlayerSetup:
    """A seat at the table: engine identity plus who plays it."""

    name: str
    color: str
    #: Played by ``carc_desktop.ai`` instead of a person at this computer.
    computer: bool = False
    #: AI level passed to ``choose_move`` (meaningful only for computer players).
    level: str = "normal"

    @property
    def info(self) -> PlayerInfo:
        return PlayerInfo(self.name, self.color)


def default_rules(edition: str = "C3") -> RuleSet:
    """Every expansion the engine has (``engine.expansions.load_all()``)."""
    return RuleSet(edition, tuple(sorted(load_all())))


def default_players(count: int = 2, computer: Iterable[int] = ()) -> list[PlayerSetup]:
    robots = set(computer)
    return [PlayerSetup(QCoreApplication.translate("GameController", "Player %1").replace("%1", str(i + 1)),
                        COLOURS[i % len(COLOURS)], i in robots) for i in range(count)]


#: Top-level record key with who plays each seat (docs/record-format.md, "Seats").
SEATS_KEY = "seats"
_MAX_LEVEL_CHARS = 32


def seats_to_record(players: Sequence[PlayerSetup]) -> list[dict[str, Any]]:
    """The record's ``seats``: ``[{"computer": bool, "level": str}, ...]``, one per player."""
    return [{"computer": bool(p.computer), "level": str(p.level)} for p in players]


def seats_from_game(game: Game) -> list[PlayerSetup] | None:
    """The seats a loaded record stored (its ``seats`` key, which the engine keeps in
    ``game.setup_data``), or None when it has none or they do not fit the players."""
    raw = game.setup_data.get(SEATS_KEY)
    if not isinstance(raw, list) or len(raw) != len(game.players):
        return None
    out: list[PlayerSetup] = []
    for player, seat in zip(game.players, raw):
        if not isinstance(seat, dict):
            return None
        computer = seat.get("computer", False)
        level = seat.get("level", "normal")
        if not isinstance(computer, bool) or not isinstance(level, str) or not 0 < len(level) <= _MAX_LEVEL_CHARS:
            return None
        out.append(PlayerSetup(player.name, player.color, computer, level))
    return out


class GameController(TextContext, QObject):
    #: Anything about the game changed (a move, an undo, a new game): redraw. The argument
    #: is a :class:`.change.GameChange`: the game now and what changed it.
    state_changed = Signal(object)
    #: A new tile waits to be placed (engine ``TileType``).
    tile_drawn = Signal(object)
    #: Score events (engine ``Event`` of type ``score``) of the move just played.
    scored = Signal(list)
    #: A new turn began; the argument is the player index.
    turn_started = Signal(int)
    #: A decision is pending; the argument is the step kind (``place``, ``deploy``, ...).
    decision_needed = Signal(str)
    game_over = Signal()
    #: An intent was refused; the argument says why, in a short translated sentence.
    illegal_move = Signal(str)
    #: The tray tile's preview rotation (quarter turns clockwise).
    rotation_changed = Signal(int)
    #: A computer player started (True) or stopped (False) thinking.
    thinking_changed = Signal(bool)
    #: A new game (or a loaded one) replaced the previous game.
    game_started = Signal()
    #: The game could not be autosaved; the argument is a translated sentence saying why.
    autosave_failed = Signal(str)

    # internal: request to the worker thread (generation, record, level, seed)
    _ai_request = Signal(int, object, str, int)

    def __init__(self, parent: QObject | None = None, *, choose_move: ChooseMove | None = None,
                 ai_delay_ms: int = 0, storage: Storage | None = None) -> None:
        """``storage``: where games are kept (None: no autosave until ``files.set_storage``)."""
        super().__init__(parent)
        self._choose_move = choose_move
        self._history: UndoHistory | None = None
        self._autosave_failing = False
        #: Autosave, Save, Open and Continue: the only way to the storage.
        self.files = GameFiles(self, storage)
        #: A person may take back their last turn even after computer turns.
        self.casual_undo = False
        #: Minimum time a computer move takes, so people can follow it.
        self.ai_delay_ms = ai_delay_ms
        self._game: Game | None = None
        self._last_change: GameChange | None = None
        self._players: list[PlayerSetup] = []
        self._rotation = 0
        self._legal: list[Move] | None = None
        self._cells: dict[Position, tuple[int, ...]] | None = None
        self._generation = 0
        self._thinking = False
        #: While a computer's move is applied, thinking_changed waits for its end (_apply_ai).
        self._thinking_held = False
        self._thread: QThread | None = None
        self._worker: AiWorker | None = None
        self._last_turn = -1
        self._last_tile_token: tuple[int, int, int] | None = None
        self._was_over = False
        self._paused = False
        self._request_started = 0.0
        #: Computers start thinking after the window has shown the move before (_maybe_start_ai).
        self._after_repaint = AfterRepaint(self)
        #: "What would the computer do?" for the person to move (counted per seat).
        self.hints = HintService(self)
        #: A lesson's judge (controller/lessons.py): a person's move it answers with a sentence
        #: is refused with that sentence before it is played (None: every legal move is played).
        self.judge: Callable[[Move], str | None] | None = None

    # --- read-only access ---------------------------------------------------------------
    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game yet: call new_game() first")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def players(self) -> list[PlayerSetup]:
        return list(self._players)

    @property
    def can_redo(self) -> bool:
        """Whether Redo would replay decisions taken back (until a new one is taken)."""
        return self._history is not None and self._history.can_redo and self._game is not None \
            and not self._game.finished

    @property
    def can_undo(self) -> bool:
        """Whether Undo may take something back now (see ``undo_refusal`` for why not)."""
        return self._undo_target()[0] is not None

    def placed_since_last_turn(self, player: int) -> list[tuple[int, int]]:
        """The tiles the other players placed since ``player`` last placed one, oldest
        first: (index into ``game.board.placements``, who placed it). Empty before his
        first tile or without a game."""
        game, history = self._game, self._history
        if game is None or history is None or history.game is not game:
            return []
        moves = [(k, history.decider_at(k)) for k, m in enumerate(game.history) if isinstance(m, PlaceTile)]
        first = len(game.board.placements) - len(moves)  # the tiles laid out before the first move
        placed = [(first + i, who) for i, (_k, who) in enumerate(moves)]
        mine = [i for i, (_index, who) in enumerate(placed) if who == player]
        if not mine:
            return []
        return [(index, who) for index, who in placed[mine[-1] + 1:] if who is not None and who != player]

    def undo_refusal(self) -> str:
        """Why Undo is not possible now, in a translated sentence ("" when it is)."""
        target, why = self._undo_target()
        if target is not None:
            return ""
        if why == DRAWN:
            return QCoreApplication.translate(
                "GameController", "A new tile has been drawn since: with computer players in the game, moves "
                "before a draw cannot be taken back (unless casual undo is on in the settings).")
        return QCoreApplication.translate("GameController", "There is nothing to undo.")

    def _undo_target(self) -> tuple[int | None, str]:
        if self._history is None or self._game is None or self._game is not self._history.game:
            return None, ""
        return self._history.undo_target(self.is_computer, self.casual_undo)

    def record_extra(self) -> dict[str, Any]:
        """What a save adds to the engine's record: the seats (``seats`` key), with the
        hints each seat used."""
        return {SEATS_KEY: self.hints.record_seats(seats_to_record(self._players))}

    def record(self) -> dict[str, Any]:
        """The record of the game as a save writes it: with the seats (``seats`` key)."""
        return record_with_extra(self.game, self.record_extra())

    def seats_for(self, game: Game) -> list[PlayerSetup] | None:
        """Who plays the seats of a loaded ``game``: its record's ``seats``; for an older
        save of the same table, this table's seats; else people only (None)."""
        seats = seats_from_game(game)
        if seats is None and self.has_game and \
                [(p.name, p.color) for p in self._players] == [(p.name, p.color) for p in game.players]:
            seats = self.players
        return seats

    def is_computer(self, player: int | None) -> bool:
        return player is not None and 0 <= player < len(self._players) and self._players[player].computer

    @property
    def human_to_move(self) -> bool:
        """Whether the pending decision belongs to a person at this computer."""
        return (self._game is not None and self._game.decider is not None
                and not self.is_computer(self._game.decider))

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def rotation(self) -> int:
        return self._rotation

    @property
    def phase(self) -> str:
        return self._game.phase if self._game else "over"

    @property
    def tile(self) -> TileType | None:
        return self._game.tile if self._game and self._game.phase == "place" else None

    def legal_moves(self) -> list[Move]:
        """``game.legal_moves()``, computed once per state."""
        if self._legal is None:
            self._legal = self._game.legal_moves() if self._game else []
        return self._legal

    def placement_options(self) -> dict[Position, tuple[int, ...]]:
        """Cell -> legal rotations of the tile to place (empty outside the place phase)."""
        if self._cells is None:
            out: dict[Position, list[int]] = {}
            if self.phase == "place":
                for m in self.legal_moves():
                    if isinstance(m, PlaceTile):
                        out.setdefault(Position(m.x, m.y), []).append(m.rotation)
            self._cells = {c: tuple(sorted(r)) for c, r in out.items()}
        return self._cells

    def legal_cells(self, rotation: int | None = None) -> list[Position]:
        """Cells where the tile may go with ``rotation`` (default: the preview rotation)."""
        r = self._rotation if rotation is None else rotation
        return [c for c, rots in self.placement_options().items() if r in rots]

    def deploy_options(self) -> list[Deploy]:
        return [m for m in self.legal_moves() if isinstance(m, Deploy)]

    @property
    def can_place_tile(self) -> bool:
        """Whether a person at this computer may place the drawn tile now (drag it, drop it)."""
        return self.has_game and self.phase == "place" and self.human_to_move and self.tile is not None

    # --- what if and why not (controller/questions.py) ----------------------------------
    def what_if(self, move: Move, *then: Move) -> Preview | None:
        """What the moves would cause in the game (None: refused, or no game)."""
        return questions.what_if(self._game, move, *then) if self._game is not None else None

    def why_not(self, move: Move) -> IllegalMoveError | None:
        """The engine's coded refusal of ``move`` now (None: it may be played)."""
        return questions.why_not(self._game, move) if self._game is not None else None

    def refused_choices(self) -> list[tuple[Move, IllegalMoveError]]:
        """The choices the pending decision shows but refuses now, with the reasons."""
        return questions.refused_choices(self._game) if self._game is not None else []

    # --- intents ------------------------------------------------------------------------
    @Slot()
    @Slot(int)
    def rotate(self, steps: int = 1) -> None:
        """Turn the tray tile's preview by ``steps`` quarter turns clockwise."""
        self.set_rotation((self._rotation + steps) % 4)

    @Slot(int)
    def set_rotation(self, rotation: int) -> None:
        rotation %= 4
        if rotation != self._rotation:
            self._rotation = rotation
            self.rotation_changed.emit(rotation)

    def place_tile(self, x: int, y: int, rotation: int | None = None) -> bool:
        """Place the drawn tile with its anchor square at (x, y)."""
        r = self._rotation if rotation is None else rotation % 4
        if not self._may_act():
            return False
        if self.phase != "place":
            return self._refuse(GameController.tr("There is no tile to place now."))
        move = PlaceTile(int(x), int(y), r)
        refusal = self.game.check(move)
        if refusal is not None:
            return self._refuse(_placement_refusal(refusal))
        if r != self._rotation:
            self.set_rotation(r)
        return self._play(move)

    def deploy(self, figure: str, feature: str) -> bool:
        """Put a figure on a feature of the tile just placed."""
        if not self._may_act():
            return False
        return self._play(Deploy(figure, feature), GameController.tr("You cannot put a figure there now."))

    @Slot()
    def skip(self) -> bool:
        """Place no figure (or decline whatever the pending decision allows to skip)."""
        if not self._may_act():
            return False
        move = Skip()
        if move not in self.legal_moves():
            return self._refuse(GameController.tr("This decision cannot be skipped."))
        return self._play(move)

    def choose(self, move: Move) -> bool:
        """Take any decision listed by ``legal_moves()`` (Leipzig, Porxada, score order...)."""
        if not self._may_act():
            return False
        return self._play(move, GameController.tr("That choice is not allowed now."))

    @Slot()
    def undo(self) -> bool:
        """Take back the last decision of a person (and the computer moves after it), as
        far as the undo policy allows (``can_undo``; refused with ``undo_refusal``)."""
        target, _why = self._undo_target()
        if target is None or self._history is None:
            return self._refuse(self.undo_refusal())
        self._cancel_ai()
        self._history.undo_to(target)
        self._autosave()
        self._changed([], UNDO)
        return True

    @Slot()
    def redo(self) -> bool:
        """Replay what Undo took back: a person's decision and the computer moves after it."""
        history = self._history
        if history is None or not self.can_redo:
            return self._refuse(QCoreApplication.translate("GameController", "There is nothing to redo."))
        self._cancel_ai()
        humans = any(not p.computer for p in self._players)
        try:
            if humans:
                events = history.redo_to_decider(lambda p: p is not None and not self.is_computer(p))
            else:
                events = history.redo() or []
        except IllegalMoveError as exc:  # cannot happen: the record replays exactly
            self.illegal_move.emit(refusal_text(exc))
            return False
        self._autosave()
        self._changed(events, REDO)
        return True

    def new_game(self, players: Sequence[PlayerSetup] | int = 2, rules: RuleSet | None = None,
                 seed: int | None = None, draws: Sequence[str] | None = None) -> None:
        """Start a game: players (setups or a count), rules (default: all expansions), seed."""
        setups = default_players(players) if isinstance(players, int) else list(players)
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        game = Game([p.info for p in setups], rules or default_rules(), seed=seed, draws=draws)
        self.set_game(game, setups)

    def set_game(self, game: Game, players: Sequence[PlayerSetup] | None = None) -> None:
        """Adopt an existing game; ``players`` says who is a computer (default: the
        record's ``seats``, else people only). Its own file is made at its next decision;
        the previous game keeps its file (to be continued)."""
        self.adopt(game, players)

    def adopt(self, game: Game, players: Sequence[PlayerSetup] | None = None, *,
              own_path: Path | None = None, lock: FileLock | None = None) -> None:
        """``set_game`` for a game that already has its own file (``own_path``, owned
        through ``lock``): the autosave goes on writing there."""
        self._cancel_ai()
        if players is None:
            players = seats_from_game(game) or [PlayerSetup(p.name, p.color) for p in game.players]
        if len(players) != len(game.players):
            raise ValueError("one PlayerSetup per player of the game is needed")
        self.files.replaced(own_path, lock)
        self._game = game
        self._history = UndoHistory(game)
        self._players = list(players)
        if any(p.computer for p in self._players):
            self.start_computers()
        self._last_turn = -1
        self._last_tile_token = None
        self._was_over = game.finished
        self._last_change = GameChange(game, NEW_GAME)  # what game_started's listeners read
        self.game_started.emit()
        self._changed([], NEW_GAME)

    def set_paused(self, paused: bool) -> None:
        """Hold computer players (e.g. while a dialog is open); resuming restarts them."""
        self._paused = paused
        if paused:
            self._cancel_ai()
        else:
            self._maybe_start_ai()

    def flush_autosave(self, timeout_ms: int = 5000) -> bool:
        """Wait until the last autosave is written (on quit); False on timeout."""
        return self.files.flush(timeout_ms)

    def start_computers(self) -> None:
        """Start the computer players' process if it is not running (a game with a computer
        seat does, at its start): its imports are then done on another core while the
        window shows the game, not after the first computer is asked."""
        process = ai_process.shared() if self._choose_move is None else None
        if process is not None:
            process.start()

    def close(self) -> None:
        """Stop the worker thread, finish the last autosave and release the game's file
        (call before quitting; the game stays in the data folder, to be continued)."""
        self._cancel_ai()
        self.files.close()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait(5000)
            self._thread = None
            self._worker = None

    # --- internals ----------------------------------------------------------------------
    def _may_act(self) -> bool:
        game = self._game
        if game is None or game.finished:
            return self._refuse(GameController.tr("The game is over."))
        if self.is_computer(game.decider):
            name = self._players[game.decider].name  # type: ignore[index]
            return self._refuse(GameController.tr("Please wait: %1 is thinking.").replace("%1", name))
        return True

    def _refuse(self, reason: str) -> bool:
        self.illegal_move.emit(reason)
        return False

    def _play(self, move: Move, fallback: str | None = None) -> bool:
        """Play ``move`` (the engine checks it). If it refuses: its reason, or ``fallback``
        (the intent's own, more telling reason) when the engine's is a generic one."""
        assert self._history is not None  # set with the game
        if self.judge is not None and self._game is not None and self._game.check(move) is None:
            why = self.judge(move)
            if why:
                return self._refuse(why)
        try:
            events = self._history.play(move)
        except IllegalMoveError as exc:  # the engine has the last word
            if fallback is not None and exc.code in _GENERIC_REFUSALS:
                return self._refuse(fallback)
            return self._refuse(refusal_text(exc))
        self._autosave()
        self._changed(events)
        return True

    # --- autosave -------------------------------------------------------------------------
    def _autosave(self) -> None:
        """The game's own file follows the position just reached (a snapshot taken here,
        on the GUI thread, written on the writer's thread)."""
        self.files.autosave()

    def autosave_succeeded(self) -> None:
        self._autosave_failing = False

    def report_autosave_failure(self, reason: str) -> None:
        if self._autosave_failing:
            return  # said once per run of failures (a full disk would repeat it at every move)
        self._autosave_failing = True
        self.autosave_failed.emit(QCoreApplication.translate(
            "GameController", "The game could not be autosaved (%1). Save it with Ctrl+S to be safe.")
            .replace("%1", reason))

    def announce(self) -> None:
        """Tell the listeners the position again (a window just attached): ``state_changed``
        with a REFRESH change."""
        if self._game is not None:
            self._last_change = GameChange(self._game, REFRESH)
            self.state_changed.emit(self._last_change)

    @property
    def change(self) -> GameChange | None:
        """What ``state_changed`` said last (None before the first game)."""
        return self._last_change

    def _changed(self, events: list[Event], kind: str = MOVE) -> None:
        game = self.game
        # Set first: every signal below (scored, state_changed, ...) finds it current.
        self._last_change = GameChange(game, kind, tuple(events))
        self._legal = None
        self._cells = None
        scores = [e for e in events if e.type == "score"]
        if scores:
            self.scored.emit(scores)
        phase = game.phase
        token = (game.bag_pos, game.turn, game.part) if phase == "place" else None
        new_tile = token is not None and token != self._last_tile_token
        self._last_tile_token = token
        if new_tile:
            options = self.placement_options()
            if not any(self._rotation in rots for rots in options.values()):
                for r in range(4):
                    if any(r in rots for rots in options.values()):
                        self.set_rotation(r)
                        break
        self.state_changed.emit(self._last_change)
        if game.turn != self._last_turn and not game.finished:
            self._last_turn = game.turn
            self.turn_started.emit(game.current)
        if new_tile:
            self.tile_drawn.emit(game.tile)
        if game.finished:
            if not self._was_over:
                self._was_over = True
                self.game_over.emit()
            return
        self._was_over = False
        self.decision_needed.emit(phase)
        self._maybe_start_ai()

    # --- computer players -----------------------------------------------------------------
    def _ensure_worker(self) -> AiWorker:
        if self._worker is None:
            self._thread = QThread(self)
            self._thread.setObjectName("carc-ai")
            self._worker = AiWorker(self._choose_move)
            self._worker.moveToThread(self._thread)
            self._ai_request.connect(self._worker.compute)
            self._worker.done.connect(self._ai_done)
            self._thread.finished.connect(self._worker.deleteLater)
            self._thread.start()
        return self._worker

    def ai_thread(self) -> QThread:
        """The computer players' thread (hints are thought about there too, one at a time)."""
        self._ensure_worker()
        assert self._thread is not None
        return self._thread

    def _maybe_start_ai(self) -> None:
        game = self._game
        if game is None or game.finished or self._paused or self._thinking:
            return
        decider = game.decider
        if not self.is_computer(decider):
            return
        self._generation += 1
        self._set_thinking(True)
        self._request_started = time.perf_counter()
        seed = (game.seed * 1_000_003 + len(game.history)) & 0x7FFFFFFF
        generation, level, moves = self._generation, self._players[decider].level, len(game.history)  # type: ignore[index]
        # The computer is thinking from now on (the panels say so), but its thread starts only
        # once the window has shown the move just played: thinking while the window repaints,
        # it would make each Python paint call wait for the GIL. The recipe it thinks on is
        # taken then too, out of the move's own event-loop pass.
        self._after_repaint.call(lambda: self._send_ai_request(generation, game, moves, level, seed))

    def _send_ai_request(self, generation: int, game: Game, moves: int, level: str, seed: int) -> None:
        """Hand the worker ``game``'s recipe (unless an undo, a new game or a pause came
        first): a tuple of its decisions, no copy of its board on the GUI thread."""
        if generation != self._generation or not self._thinking or game is not self._game \
                or len(game.history) != moves:
            return
        self._ensure_worker()
        self._ai_request.emit(generation, request_of(game), level, seed)

    @Slot(int, object, str, float)
    def _ai_done(self, generation: int, move: object, error: str, seconds: float) -> None:
        if generation != self._generation or not self._thinking:
            return  # an undo or a new game made this answer stale
        wait_ms = int(self.ai_delay_ms - (time.perf_counter() - self._request_started) * 1000)
        if wait_ms > 0:
            QTimer.singleShot(wait_ms, lambda: self._apply_ai(generation, move, error))
        else:
            self._apply_ai(generation, move, error)

    def _apply_ai(self, generation: int, move: object, error: str) -> None:
        if generation != self._generation or not self._thinking:
            return
        # One thinking_changed for the whole move, after it: the computer stops, its move
        # is applied (state_changed: every panel refreshes, seeing nobody thinking) and the
        # next computer may start. Said before the move as well, the window and the
        # scoreboard refreshed twice more per computer move for nothing.
        self._thinking = False
        self._thinking_held = True
        try:
            self._apply_ai_move(move, error)
        finally:
            self._thinking_held = False
            self.thinking_changed.emit(self._thinking)

    def _apply_ai_move(self, move: object, error: str) -> None:
        game = self.game
        if not isinstance(move, Move) or move not in self.legal_moves():
            fallback = first_legal_move(game, "", 0)
            why = error or GameController.tr("it chose an illegal move")
            self.illegal_move.emit(GameController.tr("The computer player failed (%1); it plays the first legal move.")
                                   .replace("%1", why))
            move = fallback
        self._play(move)

    def _cancel_ai(self) -> None:
        self._generation += 1
        self._set_thinking(False)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            if not self._thinking_held:  # _apply_ai says it once, after the move
                self.thinking_changed.emit(thinking)
