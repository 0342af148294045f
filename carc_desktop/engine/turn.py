"""The core's part of a turn: the decisions ``place``, ``deploy`` and ``score_order`` (what
is legal, why a move is not, what it does) and the automatic steps (draw, score, end of
part and turn, final scoring). ``Game`` runs them from its agenda; expansions add theirs
through hooks."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from .expansions import DecisionHandler, Step
from .final import final_scoring
from .geometry import Position
from .moves import Deploy, IllegalMoveError, Move, PlaceTile, ScoreFirst, Skip
from .scoring import Event, award, completion_context
from .tileset import CITY, FIELD, MONASTERY, ROAD

if TYPE_CHECKING:
    from .game import Game

#: Feature kinds a follower may stand on.
DEPLOYABLE = frozenset({ROAD, CITY, FIELD, MONASTERY})
#: Edge codes of a frontier pattern, named for refusals.
_EDGE_NAMES = {1: "city", 2: "road", 3: "field", 4: "nothing"}


def turn_part(player: int) -> tuple[Step, ...]:
    """The steps of one part of a turn (a builder's double turn plays two)."""
    return (("draw", -1), ("place", player), ("deploy", player), ("score", -1), ("end_part", -1))


# --- place ----------------------------------------------------------------------------------
#: Cell -> its four placement moves (one per rotation). Moves are immutable values, so every
#: game shares them; building a frozen dataclass per legal placement was a tenth of a game.
_PLACE_MOVES: dict[tuple[int, int], tuple[PlaceTile, ...]] = {}


def _legal_place(game: Game, step: Step) -> list[Move]:
    known = _PLACE_MOVES
    out: list[Move] = []
    for cell, r in game.placements():
        moves = known.get(cell)
        if moves is None:
            moves = known[cell] = tuple(PlaceTile(cell[0], cell[1], q) for q in range(4))
        out.append(moves[r])
    return out


def check_place(game: Game, move: PlaceTile) -> IllegalMoveError | None:
    """Why the drawn tile may not go where ``move`` says (None: it may)."""
    tile = game.tile
    assert tile is not None
    pos = Position(move.x, move.y)
    if pos in game.board.cells:
        return IllegalMoveError(f"cell ({move.x}, {move.y}) is already taken", "cell_taken", x=move.x, y=move.y)
    pattern = game.board.frontier.get(pos)
    if pattern is None:
        return IllegalMoveError(f"cell ({move.x}, {move.y}) touches no tile", "not_adjacent", x=move.x, y=move.y)
    if not 0 <= move.rotation <= 3:
        return IllegalMoveError(f"rotation {move.rotation} is not a quarter turn", "bad_rotation",
                                rotation=move.rotation)
    codes = tile.rotations[move.rotation][0].codes
    for side in range(4):
        want = (pattern >> (3 * side)) & 7
        if want and want != codes[side]:
            # Whether another quarter turn fits here: the player need only rotate the tile.
            turned = any(r != move.rotation for r in tile.rotations_fitting(pattern))
            return IllegalMoveError(
                f"{tile.id} turned {move.rotation * 90}° does not fit at ({move.x}, {move.y}): its "
                f"{'NESW'[side]} edge is {_EDGE_NAMES[codes[side]]} but the neighbour needs {_EDGE_NAMES[want]}",
                "edge_mismatch", tile=tile.id, rotation=move.rotation, x=move.x, y=move.y,
                side="NESW"[side], edge=_EDGE_NAMES[codes[side]], needed=_EDGE_NAMES[want], fits_turned=turned)
    return None


def _apply_place(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, PlaceTile) and game.tile is not None
    placement, completed = game.lay_tile(game.tile, Position(move.x, move.y), move.rotation)
    j = game.journal
    j.setattr(game, "tile", None)
    j.setattr(game, "last", placement)
    j.setattr(game, "completed", tuple(completed))
    for e in game.expansions:
        e.on_tile_placed(game, placement)


# --- deploy ---------------------------------------------------------------------------------
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
    return moves


def _apply_deploy(game: Game, step: Step, move: Move) -> None:
    if isinstance(move, Deploy):
        placement = game.last
        assert placement is not None
        game.place_figure(step[1], move.figure, placement, placement.tile.segment_index[move.feature])


# --- score_order ----------------------------------------------------------------------------
def _feature_ref(game: Game, root_id: int) -> ScoreFirst:
    feature = game.features.nodes[root_id]
    piece = next((p for p in feature.pieces if p.placement is game.last), feature.pieces[0])
    cell = piece.placement.cells[piece.placement.tile.segments[piece.segment].squares[0]]
    return ScoreFirst(cell.x, cell.y, piece.placement.tile.segments[piece.segment].id)


def _legal_order(game: Game, step: Step) -> list[Move]:
    return [_feature_ref(game, r) for r in step[2]]


def resolve_order(game: Game, step: Step, move: ScoreFirst) -> ScoreFirst | IllegalMoveError:
    """The canonical form of a feature named by any of its cells and a feature id there,
    or why it names nothing to score now."""
    at = game.board.at((move.x, move.y))
    if at is None:
        return IllegalMoveError(f"there is no tile at ({move.x}, {move.y})", "order_no_tile", x=move.x, y=move.y)
    placement = at[0]
    seg_index = placement.tile.segment_index.get(move.feature)
    if seg_index is None or (move.x, move.y) not in placement.segment_cells(seg_index):
        return IllegalMoveError(f"the tile at ({move.x}, {move.y}) has no feature {move.feature!r} there",
                                "order_no_feature", x=move.x, y=move.y, feature=move.feature)
    root = game.features.find(placement.nodes[seg_index])
    if root not in step[2]:
        kind = game.features.nodes[root].kind
        return IllegalMoveError(f"the {kind} through ({move.x}, {move.y}) {move.feature} is not one of the "
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


def why_not(game: Game, move: Move) -> IllegalMoveError:
    """The most telling reason for a move that is not among the legal ones."""
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


# --- automatic steps ------------------------------------------------------------------------
def _step_draw(game: Game, step: Step) -> None:
    j = game.journal
    while game.bag_pos < len(game.bag):
        tile = game.catalogue[game.bag[game.bag_pos]]
        j.setattr(game, "bag_pos", game.bag_pos + 1)
        j.setattr(game, "tile", tile)
        if game.board.has_placement(tile):
            return
        j.append(game.discarded, tile.id)
        game.emit(Event("discard", {}, {"tile": tile.id, "player": game.current}))
    j.setattr(game, "tile", None)
    j.setattr(game, "agenda", (("final", -1),))


def _step_score(game: Game, step: Step) -> None:
    pending = list(game.completed)
    if pending:
        game.journal.setattr(game, "completed", ())
    if len(pending) > 1 and any(
            e.scoring_order_matters(game, [game.features.nodes[r] for r in pending]) for e in game.expansions):
        game.push_steps(("score_order", game.current, tuple(pending)))
    else:
        game.push_steps(*(("score_one", -1, r) for r in pending))


def _step_score_one(game: Game, step: Step) -> None:
    ctx = completion_context(game, game.features.nodes[step[2]])
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


def _step_end_part(game: Game, step: Step) -> None:
    if game.tiles_left() and any(e.extra_part(game) for e in game.expansions):
        game.journal.setattr(game, "part", game.part + 1)
        game.push_steps(*turn_part(game.current))
    else:
        game.push_steps(("end_turn", -1))


def _step_end_turn(game: Game, step: Step) -> None:
    for e in game.expansions:
        e.on_turn_end(game)
    j = game.journal
    j.setattr(game, "current", (game.current + 1) % len(game.players))
    j.setattr(game, "turn", game.turn + 1)
    if game.part:
        j.setattr(game, "part", 0)
    j.setattr(game, "last", None)


def _step_final(game: Game, step: Step) -> None:
    j = game.journal
    j.setattr(game, "score_before_final", list(game.scores))
    final_scoring(game)
    for e in game.expansions:
        e.final_scoring(game)
    j.setattr(game, "finished", True)
    j.setattr(game, "agenda", ())
    game.emit(Event("game_over", {}, {"scores": list(game.scores)}))


#: The core's decisions by step kind.
DECISIONS: Mapping[str, DecisionHandler] = {
    "place": DecisionHandler(_legal_place, _apply_place),
    "deploy": DecisionHandler(_legal_deploy, _apply_deploy),
    "score_order": DecisionHandler(_legal_order, _apply_order),
}
#: The core's automatic steps by step kind.
AUTOMATIC: Mapping[str, Callable[[Game, Step], None]] = {
    "draw": _step_draw, "score": _step_score, "score_one": _step_score_one, "award": _step_award,
    "end_part": _step_end_part, "end_turn": _step_end_turn, "final": _step_final,
}
