"""The Markets of Leipzig (RULES.md §3): four double tiles replace the start tile; majority
players of a completed road connected to Leipzig may send a meeple into one of the four
quarters, whose bonuses then apply to later scorings.

State (``game.state``):

* ``lz.quarters`` -- per player, the quarters holding one of his meeples, in arrival order
  (a tuple of tuples of quarter names).
* ``lz.node`` -- the feature-graph root of the joined quarter feature (Leipzig city).
* ``lz.arrived`` -- (player, quarter) pairs of meeples sent in the current turn (a bonus they
  earn in the same turn is noted in the log with the 8/2024 clarification).
* ``lz.arms`` -- the Leipzig tile ids in the order of the setup's arms (record key
  ``leipzig_arms``): the signposts' order, or shuffled from the seed (option
  ``leipzig_arrangement``).

Decision ``leipzig`` (:class:`LeipzigChoice`): step ``("leipzig", player, road_root)``,
asked during the scoring of a completed Leipzig-connected road, once per majority player
who may send (in turn order from the current player). ``quarter`` None = score normally.

Events: ``leipzig_send`` / ``leipzig_score`` (the choice), and the bonuses as scoring items
``wainwrights``, ``coiners``, ``bookbinders``, ``tanners`` in the ``score`` event.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..categories import ScoreCategory
from ..geometry import Position, degrees_to_turns
from ..moves import IllegalMoveError, Move, RecordFieldError, register_move
from ..reasons import SetupError
from ..rules import (
    SOURCE_CLARIFICATION,
    SOURCE_COMMUNITY,
    SOURCE_RULE,
    Clarification,
    RuleOption,
    declare_clarification,
    declare_options,
)
from ..scoring import Event
from ..tileset import CITY, FIELD, MONASTERY, ROAD
from .base import DecisionHandler, Expansion, Step, register_expansion

if TYPE_CHECKING:
    from ..board import Placement
    from ..features import Feature
    from ..game import Game
    from ..scoring import ScoringContext
    from ..tileset import Catalogue

NAME = "markets_of_leipzig"
SET_NAME = "markets_of_leipzig"
#: The 8/2024 clarification: a quarter's bonus counts from the moment the meeple arrives.
SAME_TURN_BONUS = declare_clarification(Clarification(
    "leipzig_bonus_same_turn", SET_NAME, "8/2024",
    "A quarter's bonus counts from the moment the meeple arrives, in the same turn too."))
#: Quarters in the order of the tile numbers 01..04.
QUARTERS: tuple[str, ...] = ("wainwrights", "tanners", "coiners", "bookbinders")
QUARTER_KIND = "leipzig_quarter"
GATE = "leipzig_gate"
#: The edge kind of a quarter's walls (towards the other quarters): never matched.
WALL_EDGE = "leipzig"
#: The section of ``tiles.json`` that lays out the four tiles at the start.
SETUP_SECTION = "leipzig_setup"
CROSSROADS = "crossroads"
MEEPLE = "follower"
KEY = "lz.quarters"
NODE_KEY = "lz.node"
ARRIVED_KEY = "lz.arrived"
ARMS_KEY = "lz.arms"
ARMS_RECORD_KEY = "leipzig_arms"
OPT_EXTRA = "leipzig_extra_follower"
OPT_ON_SEND = "leipzig_wainwrights_on_send"
OPT_C2_SQUARES = "leipzig_wainwrights_c2_road_squares"
OPT_PER_SCORING = "leipzig_wainwrights_per_scoring"
OPT_ARRANGEMENT = "leipzig_arrangement"
SIGNPOSTS, SHUFFLED = "signposts", "shuffled"
#: Illustrations that the Tanners quarter pays for (shed = cowshed, pigsty, donkey stable).
TANNERS_ITEMS = ("farmhouse", "shed")

WAINWRIGHTS_PER_TILE = 1
COINERS_PER_PENNANT = 3
BOOKBINDERS_BONUS = 4
TANNERS_PER_ITEM = 2


@register_move
@dataclass(frozen=True, slots=True)
class LeipzigChoice(Move):
    """A majority player of a completed Leipzig road sends one of his meeples from it into
    ``quarter``, or scores the road normally (``quarter`` None)."""

    type: ClassVar[str] = "leipzig"
    player: int
    quarter: str | None

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> LeipzigChoice:
        if "quarter" not in data:
            raise RecordFieldError("'leipzig' decision lacks 'quarter' (a quarter name or null)")
        quarter = data["quarter"]
        if quarter is not None and quarter not in QUARTERS:
            raise RecordFieldError(
                f"'leipzig' decision: quarter must be one of {', '.join(QUARTERS)} or null, not {quarter!r}")
        player = data.get("player")
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < 6:
            raise RecordFieldError(f"'leipzig' decision needs an integer 'player' (0-5), got {player!r}")
        return cls(player, quarter)


# --- roads connected to Leipzig ---------------------------------------------------------
def connected_to_leipzig(game: Game, road: Feature) -> bool:
    """Whether a road feature starts at a quarter gate or meets such a road at one or more
    crossroads (villages of BASE-L/W/X). Topological only: the roads on the way need not
    be complete. Houses, monasteries, cities and bridges do not connect."""
    graph = game.features
    seen = {road.id}
    stack = [road]
    while stack:
        feature = stack.pop()
        for piece in feature.pieces:
            placement = piece.placement
            ends = placement.tile.segments[piece.segment].ends
            if GATE in ends:
                return True
            if CROSSROADS in ends:
                for seg in placement.tile.segments:
                    if seg.kind == ROAD and seg.index != piece.segment and CROSSROADS in seg.ends:
                        root = graph.find(placement.nodes[seg.index])
                        if root not in seen:
                            seen.add(root)
                            stack.append(graph.nodes[root])
    return False


def _majority(game: Game, feature: Feature) -> set[int]:
    counts: dict[int, int] = {}
    for fig in feature.figures:
        if fig.kind in game.majority_kinds:
            counts[fig.player] = counts.get(fig.player, 0) + 1
    best = max(counts.values(), default=0)
    return {p for p, c in counts.items() if c == best and c > 0}


def quarters_of(game: Game, player: int) -> tuple[str, ...]:
    """The quarters where ``player`` has a meeple, in arrival order."""
    return tuple(game.get(KEY)[player])


def _may_send(game: Game, feature: Feature, player: int) -> bool:
    return len(game.get(KEY)[player]) < len(QUARTERS) and any(
        f.player == player and f.kind == MEEPLE for f in feature.figures)


# --- the decision -----------------------------------------------------------------------
def _legal_choice(game: Game, step: Step) -> list[Move]:
    player = step[1]
    held = game.get(KEY)[player]
    moves: list[Move] = [LeipzigChoice(player, None)]
    moves.extend(LeipzigChoice(player, q) for q in QUARTERS if q not in held)
    return moves


def _offered_choices(game: Game, step: Step) -> list[Move]:
    """What the prompt shows: scoring normally and every quarter, held or not."""
    player = step[1]
    moves: list[Move] = [LeipzigChoice(player, None)]
    moves.extend(LeipzigChoice(player, q) for q in QUARTERS)
    return moves


def _why_not_choice(game: Game, step: Step, move: Move) -> IllegalMoveError | None:
    if isinstance(move, LeipzigChoice) and move.player == step[1] and move.quarter in game.get(KEY)[move.player]:
        return IllegalMoveError(f"player {move.player} already has a meeple in the {move.quarter} quarter",
                                "quarter_taken", quarter=str(move.quarter), player=move.player)
    return None


def _apply_choice(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, LeipzigChoice)
    ctx = game.scoring
    assert ctx is not None
    player = move.player
    cells = [list(c) for c in sorted(ctx.feature.cells())]
    if move.quarter is None:
        ctx.add_note(game, "leipzig_score", {"player": player})
        game.emit(Event("leipzig_score", {}, {"player": player, "cells": cells, "node": ctx.feature.id}))
        return
    fig = next(f for f in ctx.feature.figures if f.player == player and f.kind == MEEPLE)
    game.remove_figures((fig,), to_supply=False)
    held = game.get(KEY)
    game.put(KEY, tuple(h + (move.quarter,) if i == player else h for i, h in enumerate(held)))
    keeps = ctx.counts.get(player, 0) > 1
    if not keeps:
        ctx.update(game, scorers=tuple(p for p in ctx.scorers if p != player))
    ctx.add_note(game, "leipzig_send", {"player": player, "quarter": move.quarter, "scores_road": keeps})
    game.put(ARRIVED_KEY, game.get(ARRIVED_KEY, frozenset()) | {(player, move.quarter)})
    placement = game.board.placements[fig.placement]
    seg = placement.tile.segments[fig.segment]
    game.emit(Event("leipzig_send", {}, {
        "player": player, "quarter": move.quarter, "cells": cells, "node": ctx.feature.id,
        "from": {"cell": list(placement.cells[seg.squares[0]]), "feature": seg.id},
        "scores_road": keeps,
    }))


@register_expansion
class MarketsOfLeipzig(Expansion):
    name = NAME
    priority = 60
    tile_sets = (SET_NAME,)
    score_categories = (ScoreCategory("leipzig", 60, items=QUARTERS),)
    feature_kinds = frozenset({QUARTER_KIND})
    edge_kinds = frozenset({WALL_EDGE})
    options = declare_options(
        RuleOption(OPT_EXTRA, SET_NAME, bool, True, SOURCE_RULE, "One extra follower",
                   "Every player gets one more follower (8 instead of 7), as the rulebook recommends."),
        RuleOption(OPT_ON_SEND, SET_NAME, bool, True, SOURCE_COMMUNITY,
                   "Wainwrights after sending the only meeple",
                   "A majority player who sends his only meeple from a road still takes the Wainwrights "
                   "bonus for that road, since sending counts as his scoring."),
        RuleOption(OPT_C2_SQUARES, SET_NAME, bool, False, SOURCE_COMMUNITY,
                   "Wainwrights count the Leipzig road as 2 tiles (C2)",
                   "With 2nd edition rules, the Wainwrights bonus counts the long road of a Leipzig tile "
                   "as 2 tiles; off, it counts the road as the road scoring does (1 tile)."),
        # The 8/2024 clarification: sending is that player's scoring, and with a second meeple
        # he "can score again" ("double" score); the bonus is "for each road scoring". Versions
        # before paid it once per road: records that do not name the option keep that.
        RuleOption(OPT_PER_SCORING, SET_NAME, bool, True, SOURCE_CLARIFICATION,
                   "Wainwrights twice for send and score",
                   "A player who sends one meeple from a road and scores it with another takes the "
                   "Wainwrights bonus twice (once for each); off, once per road.", date="8/2024",
                   legacy=False),
        RuleOption(OPT_ARRANGEMENT, SET_NAME, str, SIGNPOSTS, SOURCE_RULE, "Leipzig start arrangement",
                   "Where the four Leipzig tiles lie at the start: as the signposts point (west, north, "
                   "east, south), or shuffled.", choices=(SIGNPOSTS, SHUFFLED)),
    )

    # --- setup ------------------------------------------------------------------------
    def extra_followers(self) -> int:
        return 1 if self.rules.options.get(OPT_EXTRA, True) else 0

    def setup(self, game: Game) -> bool:
        quarters: list[int] = []
        arms = _arms(game)
        for entry, tile_id in zip(setup_placements(game.catalogue), arms):
            tile = game.catalogue[tile_id]
            placement, _ = game.lay_tile(tile, Position(*entry["outer"]), degrees_to_turns(entry["rotation"]))
            for seg in tile.segments:
                if seg.kind == QUARTER_KIND:
                    quarters.append(placement.nodes[seg.index])
                    if placement.cells[seg.squares[0]] != Position(*entry["inner"]):
                        raise ValueError(f"leipzig_setup: {tile.id} inner square is not at {entry['inner']}")
        if len(quarters) != len(QUARTERS):
            raise ValueError("leipzig_setup must lay the four quarter tiles")
        root = game.features.root(quarters[0])
        for node in quarters[1:]:
            root = game.features.union(root.id, node)
        game.put(NODE_KEY, root.id)
        game.put(KEY, tuple(() for _ in game.players))
        game.put(ARRIVED_KEY, frozenset())
        game.put(ARMS_KEY, arms)
        return True

    def record_fields(self, game: Game) -> dict[str, Any]:
        return {ARMS_RECORD_KEY: list(game.get(ARMS_KEY))}

    def on_turn_end(self, game: Game) -> None:
        if game.get(ARRIVED_KEY):
            game.put(ARRIVED_KEY, frozenset())

    def decisions(self) -> Mapping[str, DecisionHandler]:
        return {"leipzig": DecisionHandler(_legal_choice, _apply_choice, _offered_choices, _why_not_choice)}

    def is_completed_city(self, game: Game, feature: Feature) -> bool | None:
        return True if feature.kind == QUARTER_KIND else None

    # --- scoring ----------------------------------------------------------------------
    def measure(self, game: Game, ctx: ScoringContext) -> None:
        # C2: the long road on a Leipzig tile counts as one tile in a road scoring; C3
        # counts each square (the core's default).
        if ctx.kind != ROAD or game.edition != "C2":
            return
        extra = 0
        for piece in ctx.feature.pieces:
            tile = piece.placement.tile
            if tile.expansion == SET_NAME:
                extra += len(tile.segments[piece.segment].squares) - 1
        if extra:
            ctx.update(game, tiles=ctx.tiles - extra)
            ctx.add_note(game, "leipzig_road_length", {"squares": ctx.tiles + extra, "tiles": ctx.tiles})

    def prepare_scoring(self, game: Game, ctx: ScoringContext) -> list[Step]:
        if not ctx.during_game or ctx.kind != ROAD or not ctx.majority:
            return []
        if not connected_to_leipzig(game, ctx.feature):
            return []
        n = len(game.players)
        steps: list[Step] = []
        for k in range(n):
            p = (game.current + k) % n
            if p in ctx.majority and _may_send(game, ctx.feature, p):
                steps.append(("leipzig", p, ctx.feature.id))
        return steps

    def after_scoring(self, game: Game, ctx: ScoringContext) -> None:
        held = game.get(KEY)
        if ctx.during_game:
            if not ctx.scored:
                return
            if ctx.kind == ROAD:
                self._wainwrights(game, ctx, held)
            elif ctx.kind == CITY:
                points = COINERS_PER_PENNANT * ctx.pennants
                for p in sorted(ctx.counts):
                    if ctx.counts[p] > 0 and "coiners" in held[p] and points:
                        self._bonus(game, ctx, "coiners", p, points)
            elif ctx.kind == MONASTERY and ctx.feature.open == 0:
                for p in range(len(game.players)):
                    if "bookbinders" in held[p]:
                        self._bonus(game, ctx, "bookbinders", p, BOOKBINDERS_BONUS)
        elif ctx.kind == FIELD and ctx.majority:
            tanners = [p for p in ctx.majority if "tanners" in held[p]]
            if not tanners:
                return
            found = field_illustrations(game, ctx.feature)
            count = sum(found.values())
            if count:
                ctx.add_note(game, "tanners_illustrations", dict(found))
                for p in tanners:
                    ctx.add_item(game, "tanners", p, TANNERS_PER_ITEM * count)

    def _bonus(self, game: Game, ctx: ScoringContext, quarter: str, player: int, points: int) -> None:
        ctx.add_item(game, quarter, player, points)
        if (player, quarter) in game.get(ARRIVED_KEY, frozenset()) and \
                ("clarification", SAME_TURN_BONUS) not in ctx.notes:
            ctx.add_note(game, "clarification", SAME_TURN_BONUS)

    def _wainwrights(self, game: Game, ctx: ScoringContext, held: tuple[tuple[str, ...], ...]) -> None:
        opts = self.rules.options
        sent = {n["player"]: n["quarter"] for code, n in ctx.notes if code == "leipzig_send"}
        holders = [p for p in ctx.majority if "wainwrights" in held[p]]
        tiles, rules_used = ctx.tiles, []
        length = next((n for code, n in ctx.notes if code == "leipzig_road_length"), None)
        # C2, and no modifier has set the count since the measuring: Highway's fixed count is
        # the bonus's count whatever the road's length (the Land Surveyors rules: "the modified
        # tile count will be considered for any other modifier or bonus applied afterwards").
        if holders and length is not None and not ctx.tiles_set_by:
            rules_used.append([OPT_C2_SQUARES, bool(opts.get(OPT_C2_SQUARES, False))])
            if opts.get(OPT_C2_SQUARES, False):
                tiles = length["squares"]
        for p in holders:
            times = 1
            if p in sent and p not in ctx.scorers:  # sent his only meeple: the option decides
                rules_used.append([OPT_ON_SEND, bool(opts.get(OPT_ON_SEND, True))])
                times = 1 if opts.get(OPT_ON_SEND, True) else 0
            elif sent.get(p, "wainwrights") != "wainwrights":
                # Sent one meeple (elsewhere: he held the Wainwrights before) and scores with another.
                rules_used.append([OPT_PER_SCORING, bool(opts.get(OPT_PER_SCORING, True))])
                times = 2 if opts.get(OPT_PER_SCORING, True) else 1
            points = WAINWRIGHTS_PER_TILE * tiles * times
            if points:
                self._bonus(game, ctx, "wainwrights", p, points)
        for used in rules_used:
            if ("rule", used) not in ctx.notes:
                ctx.add_note(game, "rule", used)

    def scoring_order_matters(self, game: Game, features: list[Feature]) -> bool:
        """True when a send from one of these roads could give its sender a bonus in
        another of these scorings (the only way the order changes Leipzig points)."""
        majorities = {f.id: _majority(game, f) for f in features}
        for road in features:
            if road.kind != ROAD:
                continue
            senders = [p for p in majorities[road.id] if _may_send(game, road, p)]
            if not senders or not connected_to_leipzig(game, road):
                continue
            for other in features:
                if other is road:
                    continue
                for p in senders:
                    if other.kind == ROAD and p in majorities[other.id]:
                        return True
                    if other.kind == CITY and other.pennants() > 0 and any(
                            f.player == p and f.kind in game.majority_kinds for f in other.figures):
                        return True
                    if other.kind == MONASTERY and game.occupied(other):
                        return True
        return False

    # --- inspection -------------------------------------------------------------------
    def player_summary(self, game: Game, player: int) -> dict[str, Any]:
        return {"leipzig": list(quarters_of(game, player))}


def _arms(game: Game) -> tuple[str, ...]:
    """The Leipzig tile of each arm of the setup: from the record, else by the option."""
    signposts = tuple(str(e["tile"]) for e in setup_placements(game.catalogue))
    given = game.setup_data.get(ARMS_RECORD_KEY)
    if given is not None:
        if not isinstance(given, list) or sorted(map(str, given)) != sorted(signposts):
            raise SetupError(f"'{ARMS_RECORD_KEY}' must list each of {', '.join(signposts)} once",
                             "bad_leipzig_arms", tiles=", ".join(signposts))
        return tuple(given)
    if game.rules.options.get(OPT_ARRANGEMENT, SIGNPOSTS) == SHUFFLED:
        arms = list(signposts)
        random.Random(f"{game.seed}/leipzig").shuffle(arms)
        return tuple(arms)
    return signposts


def field_illustrations(game: Game, field: Feature) -> dict[str, int]:
    """Farmhouses and sheds drawn in a field, over every segment of it (Leipzig tiles
    included), in the art of the game's edition."""
    found = {item: 0 for item in TANNERS_ITEMS}
    for piece in field.pieces:
        seg = piece.placement.tile.segments[piece.segment]
        for item in seg.illustrations.get(game.edition, ()):
            if item in found:
                found[item] += 1
    return found


def setup_placements(catalogue: Catalogue) -> list[dict[str, Any]]:
    """The starting layout of the four tiles: per tile ``tile`` (id), ``rotation`` (degrees),
    ``outer`` and ``inner`` (the cells of its two squares), from ``tiles.json``."""
    return list(catalogue.data.get(SETUP_SECTION, {}).get("placements", []))


def leipzig_feature(game: Game) -> Feature:
    """The joined quarter feature."""
    return game.features.root(game.get(NODE_KEY))


def leipzig_placements(game: Game) -> list[Placement]:
    """The four Leipzig tiles on the board."""
    return [p for p in game.board.placements if p.tile.expansion == SET_NAME]
