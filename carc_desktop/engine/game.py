"""Game: players, supply, the seeded bag, the turn agenda, legal moves, play and undo.

A turn is an *agenda* of steps. Automatic steps (draw, score, end of turn, ...) run until a
step needs somebody's decision; ``legal_moves()`` lists what that decision may be and
``play()`` takes one. Expansions push their own steps and decisions through hooks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

from .board import Board, Placement
from .expansions import DecisionHandler, Expansion, Step, load_all
from .features import Feature, FeatureGraph, Figure, Piece
from .geometry import RING, Position, facing_half
from .journal import Journal
from .moves import Deploy, IllegalMoveError, Move, PlaceTile, ScoreFirst, Skip
from .reasons import CodedError
from .rules import CORE_OPTIONS, EDITIONS, RuleSet, option_problem
from .scoring import Event, ScoringContext, base_context
from .tileset import CITY, FIELD, MONASTERY, ROAD, Catalogue, TileType, load_catalogue

START_TILE = "BASE-D"
BASE_FOLLOWERS = 7
DEPLOYABLE = frozenset({ROAD, CITY, FIELD, MONASTERY})
COLOURS = ("red", "blue", "green", "yellow", "black", "grey")


class SetupError(CodedError):
    """The game cannot be set up as asked (bad players, rules, options or draws)."""

    default_code = "bad_setup"


@dataclass(frozen=True)
class PlayerInfo:
    name: str
    color: str


class Game:
    def __init__(self, players: Sequence[PlayerInfo] | int, rules: RuleSet | None = None, seed: int = 0,
                 draws: Sequence[str] | None = None, setup_data: Mapping[str, Any] | None = None,
                 catalogue: Catalogue | None = None) -> None:
        if isinstance(players, int):
            players = [PlayerInfo(f"Player {i + 1}", COLOURS[i % len(COLOURS)]) for i in range(players)]
        self.players: tuple[PlayerInfo, ...] = tuple(players)
        if not 2 <= len(self.players) <= 6:
            raise SetupError(f"a game needs 2 to 6 players, not {len(self.players)}", "player_count",
                             count=len(self.players))
        self.catalogue = catalogue or load_catalogue()
        self.seed = seed
        self.setup_data: Mapping[str, Any] = dict(setup_data or {})
        registry = load_all()
        rules = rules or RuleSet()
        if rules.edition not in EDITIONS:
            raise SetupError(f"unknown edition {rules.edition!r} (use C2 or C3)", "unknown_edition",
                             edition=str(rules.edition))
        for name in rules.expansions:
            if name not in registry:
                raise SetupError(f"unknown expansion {name!r}", "unknown_expansion", name=str(name))
        self.expansions: tuple[Expansion, ...] = tuple(sorted(
            (registry[name](rules) for name in dict.fromkeys(rules.expansions)), key=lambda e: e.priority))
        self.rules = RuleSet(rules.edition, tuple(e.name for e in self.expansions), self._check_options(rules))

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

        self._decisions: dict[str, DecisionHandler] = {
            "place": DecisionHandler(_legal_place, _apply_place),
            "deploy": DecisionHandler(_legal_deploy, _apply_deploy),
            "score_order": DecisionHandler(_legal_order, _apply_order),
        }
        self._auto: dict[str, Callable[[Game, Step], None]] = {
            "draw": _step_draw, "score": _step_score, "score_one": _step_score_one, "award": _step_award,
            "end_part": _step_end_part, "end_turn": _step_end_turn, "final": _step_final,
        }
        for e in self.expansions:
            self._decisions.update(e.decisions())
            self._auto.update(e.automatic_steps())
        self._placement_filters = [e for e in self.expansions
                                   if type(e).allows_placement is not Expansion.allows_placement]

        laid = False
        for e in self.expansions:
            laid = e.setup(self) or laid
        if not laid:
            self.lay_tile(self.catalogue[START_TILE], Position(0, 0), 0)
        self.journal.ops.clear()
        self._run()
        self.journal.ops.clear()

    # --- setup helpers ----------------------------------------------------------------
    def _check_options(self, rules: RuleSet) -> dict[str, Any]:
        spec: dict[str, tuple[type, Any]] = dict(CORE_OPTIONS)
        for e in self.expansions:
            spec.update(e.options)
        out: dict[str, Any] = {}
        for name, value in rules.options.items():
            if name not in spec:
                raise SetupError(f"unknown rule option {name!r}", "unknown_option", name=str(name))
            kind = spec[name][0]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise SetupError(f"rule option {name!r} must be {kind.__name__}, not {value!r}", "option_value",
                                 name=str(name), value=repr(value))
            problem = option_problem(name, value)  # a value outside the option's choices
            if problem:
                raise SetupError(problem, "option_value", name=str(name), value=repr(value))
            out[name] = value
        for name, (_, default) in spec.items():
            out.setdefault(name, default)
        names = tuple(e.name for e in self.expansions)
        for e in self.expansions:
            e.rules = RuleSet(rules.edition, names, out)
        if out["followers"] is None:
            out["followers"] = BASE_FOLLOWERS + sum(e.extra_followers() for e in self.expansions)
        if not 1 <= out["followers"] <= 20:
            raise SetupError(f"followers must be between 1 and 20, not {out['followers']}", "followers_range",
                             count=out["followers"])
        return out

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
        nodes: list[int] = []
        for seg in tile.segments:
            if seg.kind == MONASTERY:
                cell = placement.cells[seg.squares[0]]
                present = sum((cell.x + dx, cell.y + dy) in board.cells for dx, dy in RING)
                node = graph.new(MONASTERY, Piece(placement, seg.index), 8 - present)
                j.setitem(self.monasteries, cell, node)
            else:
                open_ends = len(seg.sides) if seg.kind in (ROAD, CITY) else 0
                node = graph.new(seg.kind, Piece(placement, seg.index), open_ends)
            nodes.append(node)
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
        out = self.board.placements_for(self.tile)
        for e in self._placement_filters:
            out = [(c, r) for c, r in out if e.allows_placement(self, self.tile, c, r)]
        return out

    def spots_for(self, tile: TileType, pos: Position, rotation: int) -> list[str]:
        """Feature ids where a follower could stand if ``tile`` were placed there (no change)."""
        sq = tile.rotations[rotation][0]
        cells, nodes, find, kinds = self.board.cells, self.features.nodes, self.features.find, self.majority_kinds
        taken: set[int] = set()
        for side in range(4):
            dx, dy = ((0, 1), (1, 0), (0, -1), (-1, 0))[side]
            nb = cells.get((pos[0] + dx, pos[1] + dy))  # type: ignore[call-overload]
            if nb is None:
                continue
            other, oq = nb
            theirs = other.squares[oq]
            o_side = (side + 2) % 4
            kind = sq.edges[side]
            links: list[tuple[int, int]] = []
            if kind == ROAD:
                links.append((sq.roads[side], other.nodes[theirs.roads[o_side]]))
            elif kind == CITY:
                links.append((sq.halves[2 * side], other.nodes[theirs.halves[2 * o_side]]))
            if kind != CITY:
                links.extend((sq.halves[h], other.nodes[theirs.halves[facing_half(h)]]) for h in (2 * side, 2 * side + 1))
            for seg_i, node in links:
                if seg_i not in taken and any(f.kind in kinds for f in nodes[find(node)].figures):
                    taken.add(seg_i)
        return [s.id for s in tile.segments if s.kind in DEPLOYABLE and s.index not in taken]

    def placement_choices(self) -> list[tuple[PlaceTile, list[str]]]:
        """Every placement of the drawn tile with the follower spots it would offer the
        player (none when his supply is empty). Expansion figures show after placing."""
        if self.tile is None or self.phase != "place":
            return []
        has_follower = self.supply[self.agenda[0][1]].get("follower", 0) > 0
        tile = self.tile
        return [(PlaceTile(c.x, c.y, r), self.spots_for(tile, c, r) if has_follower else [])
                for c, r in self.placements()]

    def play(self, move: Move) -> list[Event]:
        """Check and apply a decision; raises IllegalMoveError with the reason."""
        step = self.step
        if step is None:
            raise IllegalMoveError("the game is over", "game_over")
        if not isinstance(move, Move):
            raise IllegalMoveError(f"not a move: {move!r}", "not_a_move")
        expected = step[0]
        if move.type != expected and not (expected == "deploy" and isinstance(move, Skip)):
            raise IllegalMoveError(f"expected a '{expected}' decision now, not '{move.type}'", "wrong_decision",
                                   expected=expected, got=move.type)
        if isinstance(move, PlaceTile):
            _check_place(self, move)
        elif isinstance(move, ScoreFirst):
            move = _resolve_order(self, step, move)
        elif move not in self._decisions[expected].legal(self, step):
            raise _why_not(self, move)
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

    def _run(self) -> None:
        while not self.finished:
            if not self.agenda:
                p = self.current
                self.journal.setattr(self, "agenda", (
                    ("draw", -1), ("place", p), ("deploy", p), ("score", -1), ("end_part", -1)))
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


# --- core decisions --------------------------------------------------------------------
def _legal_place(game: Game, step: Step) -> list[Move]:
    return [PlaceTile(c.x, c.y, r) for c, r in game.placements()]


def _check_place(game: Game, move: PlaceTile) -> None:
    tile = game.tile
    assert tile is not None
    pos = Position(move.x, move.y)
    if pos in game.board.cells:
        raise IllegalMoveError(f"cell ({move.x}, {move.y}) is already taken", "cell_taken", x=move.x, y=move.y)
    pattern = game.board.frontier.get(pos)
    if pattern is None:
        raise IllegalMoveError(f"cell ({move.x}, {move.y}) touches no tile", "not_adjacent", x=move.x, y=move.y)
    if not 0 <= move.rotation <= 3:
        raise IllegalMoveError(f"rotation {move.rotation} is not a quarter turn", "bad_rotation",
                               rotation=move.rotation)
    codes = tile.rotations[move.rotation][0].codes
    names = {1: "city", 2: "road", 3: "field", 4: "nothing"}
    for side in range(4):
        want = (pattern >> (3 * side)) & 7
        if want and want != codes[side]:
            raise IllegalMoveError(
                f"{tile.id} turned {move.rotation * 90}° does not fit at ({move.x}, {move.y}): its "
                f"{'NESW'[side]} edge is {names[codes[side]]} but the neighbour needs {names[want]}",
                "edge_mismatch", tile=tile.id, rotation=move.rotation, x=move.x, y=move.y,
                side="NESW"[side], edge=names[codes[side]], needed=names[want])
    for e in game._placement_filters:
        if not e.allows_placement(game, tile, pos, move.rotation):
            raise IllegalMoveError(f"{e.name} does not allow {tile.id} at ({move.x}, {move.y})",
                                   "expansion_forbids", expansion=e.name, tile=tile.id, x=move.x, y=move.y)


def _apply_place(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, PlaceTile) and game.tile is not None
    placement, completed = game.lay_tile(game.tile, Position(move.x, move.y), move.rotation)
    j = game.journal
    j.setattr(game, "tile", None)
    j.setattr(game, "last", placement)
    j.setattr(game, "completed", tuple(completed))
    for e in game.expansions:
        e.on_tile_placed(game, placement)


def _legal_deploy(game: Game, step: Step) -> list[Move]:
    placement = game.last
    assert placement is not None
    player = step[1]
    moves: list[Move] = [Skip()]
    if game.supply[player].get("follower", 0) > 0:
        for seg in placement.tile.segments:
            if seg.kind in DEPLOYABLE and not game.occupied(game.feature_of(placement, seg.index)):
                moves.append(Deploy("follower", seg.id))
    for e in game.expansions:
        moves.extend(e.deployments(game, placement))
    return [m for m in moves if not isinstance(m, Deploy) or all(e.allows_deployment(game, m) for e in game.expansions)]


def _apply_deploy(game: Game, step: Step, move: Move) -> None:
    if isinstance(move, Deploy):
        placement = game.last
        assert placement is not None
        game.place_figure(step[1], move.figure, placement, placement.tile.segment_index[move.feature])


def _feature_ref(game: Game, root_id: int) -> ScoreFirst:
    feature = game.features.nodes[root_id]
    piece = next((p for p in feature.pieces if p.placement is game.last), feature.pieces[0])
    cell = piece.placement.cells[piece.placement.tile.segments[piece.segment].squares[0]]
    return ScoreFirst(cell.x, cell.y, piece.placement.tile.segments[piece.segment].id)


def _legal_order(game: Game, step: Step) -> list[Move]:
    return [_feature_ref(game, r) for r in step[2]]


def _resolve_order(game: Game, step: Step, move: ScoreFirst) -> ScoreFirst:
    """The canonical form of a feature named by any of its cells and a feature id there,
    or why it names nothing to score now."""
    at = game.board.at((move.x, move.y))
    if at is None:
        raise IllegalMoveError(f"there is no tile at ({move.x}, {move.y})", "order_no_tile", x=move.x, y=move.y)
    placement = at[0]
    seg_index = placement.tile.segment_index.get(move.feature)
    if seg_index is None or (move.x, move.y) not in placement.segment_cells(seg_index):
        raise IllegalMoveError(f"the tile at ({move.x}, {move.y}) has no feature {move.feature!r} there",
                               "order_no_feature", x=move.x, y=move.y, feature=move.feature)
    root = game.features.find(placement.nodes[seg_index])
    if root not in step[2]:
        kind = game.features.nodes[root].kind
        raise IllegalMoveError(f"the {kind} through ({move.x}, {move.y}) {move.feature} is not one of the "
                               "features to score now", "order_not_a_choice", kind=kind, x=move.x, y=move.y,
                               feature=move.feature)
    return _feature_ref(game, root)


def _apply_order(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, ScoreFirst)
    chosen = next(r for r in step[2] if _feature_ref(game, r) == move)
    rest = tuple(r for r in step[2] if r != chosen)
    follow: tuple[Step, ...] = ()
    if len(rest) > 1:
        follow = (("score_order", step[1], rest),)
    elif rest:
        follow = (("score_one", -1, rest[0]),)
    game.push_steps(("score_one", -1, chosen), *follow)


def _why_not(game: Game, move: Move) -> IllegalMoveError:
    if isinstance(move, Deploy):
        placement = game.last
        if placement is None or move.feature not in placement.tile.segment_index:
            tid = placement.tile.id if placement else "?"
            return IllegalMoveError(f"the tile just placed ({tid}) has no feature {move.feature!r}",
                                    "no_such_feature", tile=tid, feature=str(move.feature))
        if game.supply[game.decider or 0].get(move.figure, 0) <= 0:
            return IllegalMoveError(f"no {move.figure} left in supply", "no_figure_left", figure=move.figure)
        feature = game.feature_of(placement, placement.tile.segment_index[move.feature])
        if move.figure == "follower" and game.occupied(feature):
            return IllegalMoveError(f"the {feature.kind} through {move.feature} is already occupied",
                                    "feature_occupied", kind=feature.kind, feature=move.feature)
        return IllegalMoveError(f"a {move.figure} may not go on {move.feature} now", "figure_not_here",
                                figure=move.figure, kind=feature.kind, feature=move.feature)
    return IllegalMoveError(f"{move.to_record()} is not a legal choice now", "not_legal", decision=move.type)


# --- automatic steps ----------------------------------------------------------------------
def _step_draw(game: Game, step: Step) -> None:
    j = game.journal
    while game.bag_pos < len(game.bag):
        tile = game.catalogue[game.bag[game.bag_pos]]
        j.setattr(game, "bag_pos", game.bag_pos + 1)
        j.setattr(game, "tile", tile)
        if game.placements():
            return
        j.append(game.discarded, tile.id)
        game.emit(Event("discard", {}, {"tile": tile.id, "player": game.current}))
    j.setattr(game, "tile", None)
    j.setattr(game, "agenda", (("final", -1),))


def _step_score(game: Game, step: Step) -> None:
    pending = list(game.completed)
    game.journal.setattr(game, "completed", ())
    if len(pending) > 1 and any(
            e.scoring_order_matters(game, [game.features.nodes[r] for r in pending]) for e in game.expansions):
        game.push_steps(("score_order", game.current, tuple(pending)))
    else:
        game.push_steps(*(("score_one", -1, r) for r in pending))


def _step_score_one(game: Game, step: Step) -> None:
    feature = game.features.nodes[step[2]]
    ctx = base_context(feature, True, game.majority_kinds)
    for e in game.expansions:
        e.measure(game, ctx)
    decisions: list[Step] = []
    for e in game.expansions:
        decisions.extend(e.prepare_scoring(game, ctx))
    game.journal.setattr(game, "scoring", ctx)
    game.push_steps(*decisions, ("award", -1))


def _step_award(game: Game, step: Step) -> None:
    ctx = game.scoring
    assert ctx is not None
    award(game, ctx, "completed")
    game.remove_figures(ctx.feature.figures)
    game.journal.setattr(game, "scoring", None)


def settle(game: Game, ctx: ScoringContext) -> tuple[int, dict[int, int]]:
    """Run the modifiers and work out the payout: the feature's value and the points per
    player (scorers plus items). Pays nothing (the AI's as-if-final estimate uses this too)."""
    for e in game.expansions:
        e.modify_scoring(game, ctx)
    value = ctx.value()
    for e in game.expansions:
        e.after_scoring(game, ctx)
    points: dict[int, int] = {}
    for p in ctx.scorers:
        points[p] = points.get(p, 0) + value
    for _, p, v in ctx.items:
        points[p] = points.get(p, 0) + v
    return value, points


def award(game: Game, ctx: ScoringContext, reason: str) -> None:
    """Run the modifiers, pay the points and log the scoring event."""
    value, points = settle(game, ctx)
    for p, v in points.items():
        game.add_points(p, v)
    if ctx.scored or points:
        # Only figures that count for majority (followers): helpers such as a builder are not "on" it.
        figures = {str(p): n for p, n in ctx.counts.items()}
        cells = sorted(ctx.feature.cells()) if ctx.kind != FIELD else []
        game.emit(Event("score", points, {
            "feature": ctx.kind, "reason": reason, "cells": [list(c) for c in cells],
            "tiles": ctx.tiles, "pennants": ctx.pennants, "cities": ctx.cities, "value": value,
            "scorers": list(ctx.scorers), "majority": list(ctx.majority),
            "figures": figures,
            "items": [list(i) for i in ctx.items], "notes": [list(n) for n in ctx.notes],
            "node": ctx.feature.id,
        }))


def _step_end_part(game: Game, step: Step) -> None:
    if game.tiles_left() and any(e.extra_part(game) for e in game.expansions):
        p = game.current
        game.journal.setattr(game, "part", game.part + 1)
        game.push_steps(("draw", -1), ("place", p), ("deploy", p), ("score", -1), ("end_part", -1))
    else:
        game.push_steps(("end_turn", -1))


def _step_end_turn(game: Game, step: Step) -> None:
    for e in game.expansions:
        e.on_turn_end(game)
    j = game.journal
    j.setattr(game, "current", (game.current + 1) % len(game.players))
    j.setattr(game, "turn", game.turn + 1)
    j.setattr(game, "part", 0)
    j.setattr(game, "last", None)


def _step_final(game: Game, step: Step) -> None:
    from .final import final_scoring

    j = game.journal
    j.setattr(game, "score_before_final", list(game.scores))
    final_scoring(game)
    for e in game.expansions:
        e.final_scoring(game)
    j.setattr(game, "finished", True)
    j.setattr(game, "agenda", ())
    game.emit(Event("game_over", {}, {"scores": list(game.scores)}))
