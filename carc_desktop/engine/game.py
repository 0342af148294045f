"""Game: players, supply, the seeded bag, the turn agenda, legal moves, play and undo.

A turn is an *agenda* of steps. Automatic steps (draw, score, end of turn, ...) run until a
step needs somebody's decision; ``legal_moves()`` lists what that decision may be and
``play()`` takes one. Expansions push their own steps and decisions through hooks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .board import Board, Placement
from .expansions import DecisionHandler, Expansion, Step, load_all
from .features import Feature, FeatureGraph, Figure, Piece
from .final import final_context
from .geometry import DELTA, RING, Position, facing_half
from .journal import Journal
from .moves import IllegalMoveError, Move, PlaceTile, ScoreFirst, Skip
from .reasons import SetupError
from .rules import CORE_OPTIONS, EDITIONS, RuleSet, option_problem
from .scoring import Event, ScoringContext, completion_context, settle
from .tileset import CITY, FIELD, MONASTERY, ROAD, Catalogue, TileType, load_catalogue
from .turn import AUTOMATIC, DECISIONS, DEPLOYABLE, check_place, resolve_order, turn_part, why_not

START_TILE = "BASE-D"
BASE_FOLLOWERS = 7
COLOURS = ("red", "blue", "green", "yellow", "black", "grey")
#: Containers a copy may share: filled when the game is set up, never changed after.
_SHARED = frozenset({"_decisions", "_auto", "setup_data"})


@dataclass(frozen=True)
class PlayerInfo:
    name: str
    color: str


@dataclass(frozen=True)
class Preview:
    """What decisions would cause, worked out and taken back (``Game.preview``)."""

    #: The events they would log, in order.
    events: tuple[Event, ...]
    #: Player -> points won (only players whose score would change).
    points: dict[int, int]
    #: Root ids of the roads, cities and monasteries they would complete.
    completed: tuple[int, ...]
    #: Root id -> who scores it: every feature the decisions scored (the players its
    #: ``score`` event paid as scorers) and the one being scored when they end, still
    #: waiting for a decision (a Leipzig send: who would score it as things stand then).
    scorers: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    #: Root id -> who holds it after the decisions (the most majority figures on it), for
    #: the features of the tiles they placed and those they scored or left being scored.
    holders: Mapping[int, tuple[int, ...]] = field(default_factory=dict)

    def scores_feature(self, player: int, feature: int) -> bool:
        """Whether ``player`` scores the feature (root id ``feature``) after the decisions."""
        return player in self.scorers.get(feature, ())


@dataclass(frozen=True)
class FeatureValue:
    """What a feature would score now (``Game.value_now``), worked out by the same hooks as
    a real scoring: during-game rates if it is complete, final scoring otherwise."""

    feature: int
    kind: str
    complete: bool
    #: What each scorer gets (0 for what never scores, e.g. an empty complete feature).
    value: int
    #: Player -> points, scorers' value plus items (surveyor, Porxada, pig, quarters).
    points: dict[int, int]
    tiles: int
    pennants: int
    cities: int
    #: Majority-counting figures per player.
    counts: dict[int, int]
    majority: tuple[int, ...]
    scorers: tuple[int, ...]
    items: tuple[tuple[str, int, int], ...]
    notes: tuple[tuple[str, Any], ...]


def _players(players: Sequence[PlayerInfo] | int) -> tuple[PlayerInfo, ...]:
    if isinstance(players, int):
        players = [PlayerInfo(f"Player {i + 1}", COLOURS[i % len(COLOURS)]) for i in range(players)]
    out = tuple(players)
    if not 2 <= len(out) <= 6:
        raise SetupError(f"a game needs 2 to 6 players, not {len(out)}", "player_count", count=len(out))
    return out


def _expansions(rules: RuleSet) -> tuple[Expansion, ...]:
    """The rules' expansions, checked and in hook order."""
    registry = load_all()
    if rules.edition not in EDITIONS:
        raise SetupError(f"unknown edition {rules.edition!r} (use C2 or C3)", "unknown_edition",
                         edition=str(rules.edition))
    for name in rules.expansions:
        if name not in registry:
            raise SetupError(f"unknown expansion {name!r}", "unknown_expansion", name=str(name))
    return tuple(sorted((registry[name](rules) for name in dict.fromkeys(rules.expansions)),
                        key=lambda e: e.priority))


def _checked_options(rules: RuleSet, expansions: tuple[Expansion, ...]) -> dict[str, Any]:
    """Every option of the core and of ``expansions``, the rules' values checked and the
    rest defaulted (the expansions are told the final rules)."""
    spec: dict[str, tuple[type, Any]] = dict(CORE_OPTIONS)
    for e in expansions:
        spec.update(e.options)
    out: dict[str, Any] = {}
    for name, value in rules.options.items():
        if name not in spec:
            raise SetupError(f"unknown rule option {name!r}", "unknown_option", name=str(name))
        kind, default = spec[name]
        if value is None and default is None:  # documented: null is the automatic value
            out[name] = value
            continue
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise SetupError(f"rule option {name!r} must be {kind.__name__}, not {value!r}", "option_value",
                             name=str(name), value=repr(value))
        problem = option_problem(name, value)  # a value outside the option's choices
        if problem:
            raise SetupError(problem, "option_value", name=str(name), value=repr(value))
        out[name] = value
    for name, (_, default) in spec.items():
        out.setdefault(name, default)
    names = tuple(e.name for e in expansions)
    for e in expansions:
        e.rules = RuleSet(rules.edition, names, out)
    if out["followers"] is None:
        out["followers"] = BASE_FOLLOWERS + sum(e.extra_followers() for e in expansions)
    if not 1 <= out["followers"] <= 20:
        raise SetupError(f"followers must be between 1 and 20, not {out['followers']}", "followers_range",
                         count=out["followers"])
    return out


def setup_problem(players: Sequence[PlayerInfo] | int, rules: RuleSet | None = None) -> SetupError | None:
    """Why a game of these players and rules cannot be set up (None: it can), asked without
    setting one up (no board, no bag): the checks ``Game()`` makes of them, the same codes."""
    try:
        rules = rules or RuleSet()
        _players(players)
        _checked_options(rules, _expansions(rules))
    except SetupError as exc:
        return exc
    return None


class Game:
    def __init__(self, players: Sequence[PlayerInfo] | int, rules: RuleSet | None = None, seed: int = 0,
                 draws: Sequence[str] | None = None, setup_data: Mapping[str, Any] | None = None,
                 catalogue: Catalogue | None = None) -> None:
        self.players: tuple[PlayerInfo, ...] = _players(players)
        self.catalogue = catalogue or load_catalogue()
        self.seed = seed
        self.setup_data: Mapping[str, Any] = dict(setup_data or {})
        rules = rules or RuleSet()
        self.expansions: tuple[Expansion, ...] = _expansions(rules)
        self.rules = RuleSet(rules.edition, tuple(e.name for e in self.expansions),
                             _checked_options(rules, self.expansions))

        self.journal = Journal()
        self.board = Board(self.journal)
        self.features = FeatureGraph(self.journal)
        self.majority_kinds = frozenset({"follower"} | {
            kind for e in self.expansions for kind, (_, counts) in e.figures.items() if counts})
        followers = self.rules.options["followers"]
        supply = {"follower": followers}
        for e in self.expansions:
            supply.update({kind: n for kind, (n, _) in e.figures.items()})
        self.total_figures: dict[str, int] = dict(supply)
        self.scores: list[int] = [0] * len(self.players)
        self.supply: list[dict[str, int]] = [dict(supply) for _ in self.players]
        self.state: dict[str, Any] = {}
        self.figure_at: dict[tuple[int, int], Figure] = {}
        self.monasteries: dict[Position, int] = {}
        self.events: list[Event] = []
        self.history: list[Move] = []
        self._marks: list[int] = []
        self.bag: tuple[str, ...] = self._make_bag(draws)
        self.bag_pos = 0
        self.discarded: list[str] = []
        self.tile: TileType | None = None
        self.last: Placement | None = None
        self.completed: tuple[int, ...] = ()
        self.scoring: ScoringContext | None = None
        self.agenda: tuple[Step, ...] = ()
        self.current = 0
        self.turn = 0
        self.part = 0
        self.finished = False
        self.score_before_final: list[int] | None = None

        self._decisions: dict[str, DecisionHandler] = dict(DECISIONS)
        self._auto: dict[str, Callable[[Game, Step], None]] = dict(AUTOMATIC)
        for e in self.expansions:
            self._decisions.update(e.decisions())
            self._auto.update(e.automatic_steps())

        laid = False
        for e in self.expansions:
            laid = e.setup(self) or laid
        if not laid:
            self.lay_tile(self.catalogue[START_TILE], Position(0, 0), 0)
        self.journal.ops.clear()
        self._run()
        self.journal.ops.clear()

    # --- setup helpers ----------------------------------------------------------------
    def tile_sets(self) -> list[str]:
        return ["base"] + [s for e in self.expansions for s in e.tile_sets]

    def _make_bag(self, draws: Sequence[str] | None) -> tuple[str, ...]:
        counts = self.catalogue.box_counts(self.tile_sets())
        if draws is None:
            bag = [tid for tid in sorted(counts) for _ in range(counts[tid])]
            random.Random(self.seed).shuffle(bag)
            return tuple(bag)
        used: dict[str, int] = {}
        for i, tid in enumerate(draws):
            if not isinstance(tid, str) or tid not in counts:
                raise SetupError(f"draws[{i}]: {tid!r} is not a tile of the enabled sets", "draw_not_in_sets",
                                 index=i, tile=str(tid))
            used[tid] = used.get(tid, 0) + 1
            if used[tid] > counts[tid]:
                raise SetupError(f"draws[{i}]: the box holds only {counts[tid]} x {tid}", "draw_too_many",
                                 index=i, tile=tid, count=counts[tid])
        return tuple(draws)

    # --- state access for expansions, UI and AI ----------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        return self.state.get(key, default)

    def put(self, key: str, value: Any) -> None:
        self.journal.setitem(self.state, key, value)

    def expansion(self, name: str) -> Expansion | None:
        for e in self.expansions:
            if e.name == name:
                return e
        return None

    @property
    def edition(self) -> str:
        return self.rules.edition

    @property
    def phase(self) -> str:
        """The kind of decision awaited (``place``, ``deploy``, ...) or ``over``."""
        return "over" if self.finished or not self.agenda else str(self.agenda[0][0])

    @property
    def decider(self) -> int | None:
        """The player who must decide now (not always the current player)."""
        if self.finished or not self.agenda:
            return None
        return int(self.agenda[0][1])

    @property
    def step(self) -> Step | None:
        return None if self.finished or not self.agenda else self.agenda[0]

    def tiles_left(self) -> int:
        return len(self.bag) - self.bag_pos

    def remaining_tiles(self) -> dict[str, int]:
        """Tiles still in the bag by id (what a player may know; not their order)."""
        out: dict[str, int] = {}
        for tid in self.bag[self.bag_pos:]:
            out[tid] = out.get(tid, 0) + 1
        return out

    def feature_of(self, placement: Placement, seg_index: int) -> Feature:
        return self.features.root(placement.nodes[seg_index])

    def figures_on_board(self) -> list[Figure]:
        return list(self.figure_at.values())

    def occupied(self, feature: Feature) -> bool:
        kinds = self.majority_kinds
        return any(f.kind in kinds for f in feature.figures)

    # --- mutations used by the core and by expansions ---------------------------------
    def push_steps(self, *steps: Step) -> None:
        """Put steps at the front of the agenda (they run before anything pending)."""
        self.journal.setattr(self, "agenda", tuple(steps) + self.agenda)

    def schedule_before(self, kind: str, *steps: Step) -> None:
        """Insert steps just before the next pending step of ``kind`` (or at the end)."""
        agenda = self.agenda
        at = next((i for i, s in enumerate(agenda) if s[0] == kind), len(agenda))
        self.journal.setattr(self, "agenda", agenda[:at] + tuple(steps) + agenda[at:])

    def add_points(self, player: int, points: int) -> None:
        self.journal.setindex(self.scores, player, self.scores[player] + points)

    def emit(self, event: Event) -> None:
        self.journal.append(self.events, event)

    def place_figure(self, player: int, kind: str, placement: Placement, seg_index: int) -> Figure:
        supply = self.supply[player]
        if supply.get(kind, 0) <= 0:
            raise IllegalMoveError(f"no {kind} left in supply", "no_figure_left", figure=kind)
        self.journal.setitem(supply, kind, supply[kind] - 1)
        fig = Figure(player, kind, placement.index, seg_index)
        self.journal.setitem(self.figure_at, (placement.index, seg_index), fig)
        root = self.feature_of(placement, seg_index)
        self.journal.setattr(root, "figures", root.figures + (fig,))
        return fig

    def remove_figures(self, figures: Iterable[Figure], to_supply: bool = True) -> None:
        """Take figures off the board, back to the supply or out of it (Leipzig, removal)."""
        figures = tuple(figures)
        if not figures:
            return
        j = self.journal
        for fig in figures:
            j.delitem(self.figure_at, (fig.placement, fig.segment))
            root = self.feature_of(self.board.placements[fig.placement], fig.segment)
            j.setattr(root, "figures", tuple(f for f in root.figures if f != fig))
            if to_supply:
                j.setitem(self.supply[fig.player], fig.kind, self.supply[fig.player][fig.kind] + 1)
        for e in self.expansions:
            e.on_figures_left(self, figures)

    def move_figure(self, fig: Figure, placement: Placement, seg_index: int) -> Figure:
        """Move a figure to another segment; no supply change (see ``move_figures``)."""
        return self.move_figures(((fig, placement, seg_index),))[0]

    def move_figures(self, moves: Iterable[tuple[Figure, Placement, int]]) -> list[Figure]:
        """Move figures to other segments all at once (a swap exchanges two places); no
        supply change. Then expansions hear through ``on_figures_left`` (with the figures
        as they were) that these figures left their old places. Returns the moved figures."""
        moves = tuple(moves)
        j = self.journal
        for fig, _, _ in moves:
            j.delitem(self.figure_at, (fig.placement, fig.segment))
            old_root = self.feature_of(self.board.placements[fig.placement], fig.segment)
            j.setattr(old_root, "figures", tuple(f for f in old_root.figures if f != fig))
        out = []
        for fig, placement, seg_index in moves:
            new = Figure(fig.player, fig.kind, placement.index, seg_index)
            j.setitem(self.figure_at, (placement.index, seg_index), new)
            root = self.feature_of(placement, seg_index)
            j.setattr(root, "figures", root.figures + (new,))
            out.append(new)
        if moves:
            for e in self.expansions:
                e.on_figures_left(self, tuple(fig for fig, _, _ in moves))
        return out

    def lay_tile(self, tile: TileType, pos: Position, rotation: int) -> tuple[Placement, list[int]]:
        """Put a tile on the board and merge its features; returns the placement and the
        roots it completed. No legality check (setups use it directly)."""
        j = self.journal
        board, graph = self.board, self.features
        placement = board.put(tile, pos, rotation)
        parts: list[tuple[str, Piece, int]] = []
        for seg in tile.segments:
            if seg.kind == MONASTERY:
                cell = placement.cells[seg.squares[0]]
                open_ends = 8 - sum((cell.x + dx, cell.y + dy) in board.cells for dx, dy in RING)
            else:
                open_ends = len(seg.sides) if seg.kind in (ROAD, CITY) else 0
            parts.append((seg.kind, Piece(placement, seg.index), open_ends))
        nodes = graph.add(parts)
        for seg in tile.segments:
            if seg.kind == MONASTERY:
                j.setitem(self.monasteries, placement.cells[seg.squares[0]], nodes[seg.index])
        placement.nodes = nodes
        squares = placement.squares
        union = graph.union
        for q, side, other, oq in board.neighbours(placement):
            mine, theirs = squares[q], other.squares[oq]
            kind = mine.edges[side]
            o_side = (side + 2) % 4
            if kind == ROAD or kind == CITY:
                if kind == ROAD:
                    a, b = nodes[mine.roads[side]], other.nodes[theirs.roads[o_side]]
                else:
                    a, b = nodes[mine.halves[2 * side]], other.nodes[theirs.halves[2 * o_side]]
                root = union(a, b)
                j.setattr(root, "open", root.open - 2)
            if kind == ROAD or kind == FIELD:
                for h in (2 * side, 2 * side + 1):
                    union(nodes[mine.halves[h]], other.nodes[theirs.halves[facing_half(h)]])
        completed: list[int] = []
        for seg, node in zip(tile.segments, nodes):
            if seg.kind in (ROAD, CITY, MONASTERY):
                r = graph.find(node)
                if graph.nodes[r].open == 0 and r not in completed:
                    completed.append(r)
        own = set(placement.cells)
        for cell in placement.cells:
            for dx, dy in RING:
                m = self.monasteries.get((cell.x + dx, cell.y + dy))  # type: ignore[call-overload]
                if m is None or (cell.x + dx, cell.y + dy) in own:
                    continue
                monastery = graph.nodes[m]
                j.setattr(monastery, "open", monastery.open - 1)
                if monastery.open == 0:
                    completed.append(m)
        return placement, completed

    # --- legal moves, play, undo ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        step = self.step
        if step is None:
            return []
        return self._decisions[step[0]].legal(self, step)

    def placements(self) -> list[tuple[Position, int]]:
        """Every (cell, rotation) where the drawn tile may go."""
        if self.tile is None or self.phase != "place":
            return []
        return self.board.placements_for(self.tile)

    def _occupied_around(self, pos: Position) -> tuple[tuple[bool, bool, bool] | None, ...]:
        """Per side of an empty cell: None if no tile is there, else whether the features the
        neighbour shows on that side hold a majority figure: (its road or city edge, the
        field half meeting our first half, the one meeting our second half)."""
        cells, nodes, find, kinds = self.board.cells, self.features.nodes, self.features.find, self.majority_kinds
        memo: dict[int, bool] = {}

        def held(node: int) -> bool:
            root = find(node)
            out = memo.get(root)
            if out is None:
                out = memo[root] = any(f.kind in kinds for f in nodes[root].figures)
            return out

        sides: list[tuple[bool, bool, bool] | None] = []
        for side, (dx, dy) in enumerate(DELTA):
            nb = cells.get((pos[0] + dx, pos[1] + dy))  # type: ignore[call-overload]
            if nb is None:
                sides.append(None)
                continue
            other, oq = nb
            theirs, pnodes = other.squares[oq], other.nodes
            o_side = (side + 2) % 4
            edge = theirs.edges[o_side]
            if edge == ROAD:
                main = held(pnodes[theirs.roads[o_side]])
            elif edge == CITY:
                main = held(pnodes[theirs.halves[2 * o_side]])
            else:
                main = False
            first = second = False
            if edge == ROAD or edge == FIELD:
                # Our half 2s meets their half facing_half(2s) = 2o+1; ours 2s+1 meets 2o.
                first = held(pnodes[theirs.halves[2 * o_side + 1]])
                second = held(pnodes[theirs.halves[2 * o_side]])
            sides.append((main, first, second))
        return tuple(sides)

    def _spots(self, tile: TileType, rotation: int, around: tuple[tuple[bool, bool, bool] | None, ...]) -> list[str]:
        sq = tile.rotations[rotation][0]
        taken: set[int] = set()
        for side, occ in enumerate(around):
            if occ is None:
                continue
            kind = sq.edges[side]
            if kind == ROAD:
                if occ[0]:
                    taken.add(sq.roads[side])
            elif kind == CITY:
                if occ[0]:
                    taken.add(sq.halves[2 * side])
                continue
            if occ[1]:
                taken.add(sq.halves[2 * side])
            if occ[2]:
                taken.add(sq.halves[2 * side + 1])
        return [s.id for s in tile.segments if s.kind in DEPLOYABLE and s.index not in taken]

    def placement_choices(self, tile: TileType | None = None) -> list[tuple[PlaceTile, list[str]]]:
        """Every placement of the drawn tile (or of ``tile``, a what-if) with the follower
        spots it would offer the player (none when his supply is empty). Expansion figures
        show after placing."""
        tile = tile or self.tile
        if tile is None or self.phase != "place":
            return []
        has_follower = self.supply[self.agenda[0][1]].get("follower", 0) > 0
        out: list[tuple[PlaceTile, list[str]]] = []
        cell: Position | None = None
        around: tuple[tuple[bool, bool, bool] | None, ...] = ()
        for c, r in self.board.placements_for(tile):  # grouped by cell: neighbours read once per cell
            if not has_follower:
                out.append((PlaceTile(c.x, c.y, r), []))
                continue
            if c != cell:
                cell, around = c, self._occupied_around(c)
            out.append((PlaceTile(c.x, c.y, r), self._spots(tile, r, around)))
        return out

    def check(self, move: Move) -> IllegalMoveError | None:
        """Why ``move`` may not be played now, as a coded refusal; None if it may. The one
        legality check: ``play`` refuses exactly what this returns."""
        step = self.step
        if step is None:
            return IllegalMoveError("the game is over", "game_over")
        if not isinstance(move, Move):
            return IllegalMoveError(f"not a move: {move!r}", "not_a_move")
        expected = step[0]
        if move.type != expected and not (expected == "deploy" and isinstance(move, Skip)):
            return IllegalMoveError(f"expected a '{expected}' decision now, not '{move.type}'", "wrong_decision",
                                    expected=expected, got=move.type)
        if isinstance(move, PlaceTile):
            return check_place(self, move)
        if isinstance(move, ScoreFirst):
            resolved = resolve_order(self, step, move)
            return resolved if isinstance(resolved, IllegalMoveError) else None
        handler = self._decisions[expected]
        if move not in handler.legal(self, step):
            own = handler.why_not(self, step, move) if handler.why_not is not None else None
            return own if own is not None else why_not(self, move)
        return None

    def play(self, move: Move) -> list[Event]:
        """Check and apply a decision; raises IllegalMoveError with the reason."""
        refusal = self.check(move)
        if refusal is not None:
            raise refusal
        if isinstance(move, ScoreFirst):  # a feature named by any of its cells: the canonical name
            resolved = resolve_order(self, self.agenda[0], move)
            assert isinstance(resolved, ScoreFirst)
            move = resolved
        return self.push(move)

    def push(self, move: Move) -> list[Event]:
        """Apply a decision without checking it (for search over ``legal_moves()``)."""
        step = self.agenda[0]
        mark = self.journal.mark()
        first_event = len(self.events)
        try:
            self.journal.setattr(self, "agenda", self.agenda[1:])
            self._decisions[step[0]].apply(self, step, move)
            self._run()
        except BaseException:
            self.journal.rollback(mark)
            raise
        self._marks.append(mark)
        self.history.append(move)
        return self.events[first_event:]

    def undo(self) -> Move:
        """Take back the last decision, restoring the state before it exactly."""
        if not self._marks:
            raise IllegalMoveError("nothing to undo", "nothing_to_undo")
        self.journal.rollback(self._marks.pop())
        return self.history.pop()

    # --- questions answered without changing the game -----------------------------------
    def copy(self, undo: bool = True) -> Game:
        """An independent copy, undo history included: what either does later leaves the
        other as it was. No replay: the board, the feature graph and the journal are copied
        and the journal's entries pointed at the copied objects (expansion state is
        immutable values, shared safely).

        ``undo=False``: a copy that can take back only what is played on it later (its
        journal starts empty), in every other way the same game. The computer players
        think on such a copy: copying the journal is most of a copy's cost late in a game,
        and it is made on the GUI thread."""
        new = object.__new__(Game)
        memo: dict[int, Any] = {id(self): new}
        new.__dict__.update(self.__dict__)
        j = new.journal = Journal()
        new.board = self.board.copy(j, memo)
        new.features = self.features.copy(j, new.board.placements, memo)
        containers: list[tuple[str, Any]] = [
            ("scores", list(self.scores)), ("state", dict(self.state)), ("figure_at", dict(self.figure_at)),
            ("monasteries", dict(self.monasteries)), ("events", list(self.events)),
            ("history", list(self.history)), ("_marks", list(self._marks) if undo else []),
            ("discarded", list(self.discarded)),
            ("total_figures", dict(self.total_figures))]
        for name, value in containers:
            memo[id(getattr(self, name))] = value
            setattr(new, name, value)
        new.supply = [dict(s) for s in self.supply]
        for old, copied in zip(self.supply, new.supply):
            memo[id(old)] = copied
        memo[id(self.supply)] = new.supply

        def remap(value: Any) -> Any:
            copied = memo.get(id(value))
            if copied is not None:
                return copied
            if isinstance(value, ScoringContext):  # the live one, or one the journal remembers
                copied = memo[id(value)] = value.copy_for(remap(value.feature))
                return copied
            if isinstance(value, (list, dict, set)):
                raise TypeError(f"Game.copy does not know a {type(value).__name__} the game refers to")
            return value  # immutable (tuples, tile types, numbers, strings, None)

        new.last = remap(self.last)
        new.scoring = remap(self.scoring)
        if self.score_before_final is not None:
            new.score_before_final = list(self.score_before_final)
        if undo:
            j.ops = self.journal.copy(remap).ops
        for name, value in self.__dict__.items():  # a container added to Game must be copied above
            if isinstance(value, (list, dict, set)) and getattr(new, name) is value and name not in _SHARED:
                raise TypeError(f"Game.copy shares the game's {name!r}")
        return new

    def preview(self, move: Move, *then: Move) -> Preview:
        """What playing ``move`` (and then the moves ``then``) would cause, without changing
        the game: played, measured and taken back through the journal. Raises
        IllegalMoveError if one of them may not be played."""
        marks = len(self._marks)
        first = len(self.events)
        before = list(self.scores)
        completed: list[int] = []
        placed: list[Placement] = []
        try:
            for m in (move, *then):
                self.play(m)
                completed.extend(r for r in self.completed if r not in completed)
                if isinstance(m, PlaceTile) and self.last is not None:
                    placed.append(self.last)
            events = tuple(self.events[first:])
            points = {p: s - before[p] for p, s in enumerate(self.scores) if s != before[p]}
            scorers = {int(ev.data["node"]): tuple(ev.data.get("scorers", ())) for ev in events
                       if ev.type == "score" and ev.data.get("node") is not None}
            touched = {self.features.find(n) for p in placed for n in p.nodes} | set(scorers)
            if self.scoring is not None:  # a scoring waits for a decision
                root = self.scoring.feature.id
                scorers[root] = tuple(self.scoring.scorers)
                touched.add(root)
            holders = {r: self.holders(self.features.nodes[r]) for r in sorted(touched)}
        finally:
            while len(self._marks) > marks:
                self.undo()
        for ev in events:
            node = ev.data.get("node")
            if ev.type == "score" and ev.data.get("reason") == "completed" and isinstance(node, int) \
                    and node not in completed:
                completed.append(node)
        return Preview(events, points, tuple(completed), scorers, holders)

    def preview_placement(self, move: Move) -> Preview:
        """What placing the tile (``move``) would score at once with no new figure: the move
        and a skipped figure step; where another decision comes before the figure step (La
        Porxada's choice), what happens up to that decision. Raises IllegalMoveError if
        ``move`` may not be played."""
        try:
            return self.preview(move, Skip())
        except IllegalMoveError:
            return self.preview(move)

    def holders(self, feature: Feature) -> tuple[int, ...]:
        """The players with the most majority figures on ``feature`` (its root), in order."""
        counts: dict[int, int] = {}
        for fig in self.features.root(feature.id).figures:
            if fig.kind in self.majority_kinds:
                counts[fig.player] = counts.get(fig.player, 0) + 1
        best = max(counts.values(), default=0)
        return tuple(sorted(p for p, c in counts.items() if c == best and c > 0))

    def refused_choices(self) -> list[tuple[Move, IllegalMoveError]]:
        """The choices the pending decision offers but the rules refuse now, each with its
        coded reason (a Leipzig quarter the player already has a meeple in): a prompt shows
        them disabled, with the reason in the player's language."""
        step = self.step
        if step is None:
            return []
        handler = self._decisions[step[0]]
        if handler.offered is None:
            return []
        legal = handler.legal(self, step)
        out: list[tuple[Move, IllegalMoveError]] = []
        for move in handler.offered(self, step):
            if move not in legal:
                refusal = self.check(move)
                if refusal is not None:
                    out.append((move, refusal))
        return out

    def value_now(self, feature: Feature) -> FeatureValue:
        """What ``feature`` would score now, through the same hooks as a real scoring: a
        complete road, city or monastery at the during-game rates (as if no expansion
        decision intervened, e.g. nobody sends a meeple to Leipzig), anything else as
        final scoring would count it. Nothing changes (the hooks run and are rolled back)."""
        root = self.features.root(feature.id)
        complete = root.kind in (ROAD, CITY, MONASTERY) and root.open == 0
        ctx = completion_context(self, root) if complete else final_context(self, root)
        if ctx is None:  # something that never scores (a Leipzig quarter)
            counts: dict[int, int] = {}
            return FeatureValue(root.id, root.kind, complete, 0, {}, 0, 0, 0, counts, (), (), (), ())
        mark = self.journal.mark()
        try:
            value, points = settle(self, ctx)
            return FeatureValue(root.id, root.kind, complete, value, points, ctx.tiles, ctx.pennants,
                                ctx.cities, dict(ctx.counts), ctx.majority, ctx.scorers, ctx.items, ctx.notes)
        finally:
            self.journal.rollback(mark)

    def _run(self) -> None:
        while not self.finished:
            if not self.agenda:
                self.journal.setattr(self, "agenda", turn_part(self.current))
            step = self.agenda[0]
            if step[0] in self._decisions:
                return
            self.journal.setattr(self, "agenda", self.agenda[1:])
            self._auto[step[0]](self, step)

    def snapshot(self) -> dict[str, Any]:
        """A plain comparable picture of the whole state (tests compare these)."""
        roots = sorted(
            (tuple(sorted((p.placement.index, p.segment) for p in f.pieces)), f.open, tuple(sorted(f.figures)))
            for f in self.features.roots())
        return {
            "tiles": [(p.tile.id, tuple(p.pos), p.rotation) for p in self.board.placements],
            "frontier": sorted(self.board.frontier.items()),
            "roots": roots, "scores": list(self.scores), "supply": [dict(s) for s in self.supply],
            "state": dict(self.state), "figures": sorted(self.figure_at.items()),
            "bag_pos": self.bag_pos, "agenda": self.agenda, "current": self.current, "turn": self.turn,
            "part": self.part, "tile": self.tile.id if self.tile else None, "events": list(self.events),
            "finished": self.finished, "discarded": list(self.discarded), "completed": self.completed,
        }
