"""Traders & Builders (original edition): 24 tiles, the builder, the pig, trade goods.

* Builder: deployed instead of a follower on a road/city segment of the tile just placed,
  into a road/city that already holds one of the player's followers. When, in the first
  part of a turn, the player places a tile that extends the road/city holding his builder
  (at placement time), he plays a second part (draw, place, deploy, score). No chaining.
  Option ``tb_builder_second_tile_optional`` (default True, the rule's "may"): the player is
  asked a ``builder_second_tile`` decision (take it or decline) before the second part.
* Pig: deployed on a field segment of the tile just placed, into a field that already holds
  one of the player's farmers; at final scoring its owner, if among the field's scorers,
  gets +1 per completed city (4 instead of 3).
* Both return to the supply when their owner's last follower leaves their feature other
  than by a scoring (a scoring returns every figure of the feature anyway).
* Goods: the player who completes a city during the game takes one token per goods symbol
  in it (even if he has no knight there, even if nobody has). At the end, for each kind,
  the player(s) with the most tokens (more than 0, unless ``tb_goods_tie_at_zero_scores``)
  score 10.

State (``game.state``): ``tb.goods`` = per player (wine, grain, cloth); ``tb.double`` = the
current turn has earned a second part.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..categories import ScoreCategory
from ..moves import Deploy, Move, RecordFieldError, register_move
from ..rules import SOURCE_PROJECT, SOURCE_RULE, RuleOption, declare_options
from ..scoring import Event
from ..tileset import CITY, FIELD, ROAD
from .base import DecisionHandler, Expansion, Step, register_expansion

if TYPE_CHECKING:
    from ..board import Placement
    from ..features import Figure
    from ..game import Game
    from ..scoring import ScoringContext

GOODS: tuple[str, ...] = ("wine", "grain", "cloth")
GOODS_INDEX: dict[str, int] = {g: i for i, g in enumerate(GOODS)}
GOODS_POINTS = 10
BUILDER, PIG = "builder", "pig"
OPTION_OPTIONAL = "tb_builder_second_tile_optional"
OPTION_ZERO_TIE = "tb_goods_tie_at_zero_scores"
DECISION = "builder_second_tile"
_BUILDER_KINDS = frozenset({ROAD, CITY})


@register_move
@dataclass(frozen=True, slots=True)
class BuilderSecondTile(Move):
    """Take (``take`` true) or decline the second tile the builder has earned."""

    type: ClassVar[str] = DECISION
    take: bool

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> BuilderSecondTile:
        value = data.get("take")
        if not isinstance(value, bool):
            raise RecordFieldError(f"'{cls.type}' decision needs a boolean 'take', got {value!r}")
        return cls(value)


@register_expansion
class TradersAndBuildersExpansion(Expansion):
    name = "traders_and_builders"
    priority = 40
    tile_sets = ("traders_and_builders",)
    score_categories = (ScoreCategory("goods", 50, features=("goods",)), ScoreCategory("field", 40, items=("pig",)))
    options = declare_options(
        # Before this option existed the second tile was always taken: records without it keep that.
        RuleOption(OPTION_OPTIONAL, "traders_and_builders", bool, True, SOURCE_RULE,
                   "Builder's second tile is optional",
                   "The player may decline the second tile his builder earns; off, he always takes it.",
                   legacy=False),
        RuleOption(OPTION_ZERO_TIE, "traders_and_builders", bool, False, SOURCE_PROJECT,
                   "A tie at zero goods wins",
                   "When nobody has a token of a kind, everybody ties for the most and scores 10; "
                   "off, a kind nobody collected scores nothing."),
    )
    figures = {BUILDER: (1, False), PIG: (1, False)}

    # --- setup ----------------------------------------------------------------------
    def setup(self, game: Game) -> bool:
        game.put("tb.goods", tuple((0, 0, 0) for _ in game.players))
        return False

    def decisions(self) -> Mapping[str, DecisionHandler]:
        return {DECISION: DecisionHandler(_legal_second, _apply_second)}

    def automatic_steps(self) -> Mapping[str, Callable[[Game, Step], None]]:
        return {"tb_goods": _step_goods}

    # --- figures --------------------------------------------------------------------
    def deployments(self, game: Game, placement: Placement) -> Iterable[Deploy]:
        player = game.current
        supply = game.supply[player]
        builder, pig = supply.get(BUILDER, 0) > 0, supply.get(PIG, 0) > 0
        if not (builder or pig):
            return ()
        kinds = game.majority_kinds
        out: list[Deploy] = []
        for seg in placement.tile.segments:
            if seg.kind in _BUILDER_KINDS:
                if not builder:
                    continue
                figure = BUILDER
            elif seg.kind == FIELD:
                if not pig:
                    continue
                figure = PIG
            else:
                continue
            root = game.feature_of(placement, seg.index)
            if any(f.player == player and f.kind in kinds for f in root.figures):
                out.append(Deploy(figure, seg.id))
        return out

    def on_tile_placed(self, game: Game, placement: Placement) -> None:
        if game.part != 0 or game.supply[game.current].get(BUILDER, 0) > 0:
            return
        player = game.current
        for seg in placement.tile.segments:
            if seg.kind in _BUILDER_KINDS and any(
                    f.kind == BUILDER and f.player == player
                    for f in game.feature_of(placement, seg.index).figures):
                break
        else:
            return
        game.put("tb.double", True)
        if game.rules.options.get(OPTION_OPTIONAL) and game.tiles_left():
            # Ask before the end of this part (after its figure step and scoring).
            game.schedule_before("end_part", (DECISION, player))

    def on_figures_left(self, game: Game, figures: tuple[Figure, ...]) -> None:
        # A builder (pig) stays only while its owner has a follower in its road/city (field).
        extra = [f for f in game.figure_at.values() if f.kind == BUILDER or f.kind == PIG]
        if not extra:
            return
        kinds = game.majority_kinds
        leaving = []
        for fig in extra:
            root = game.feature_of(game.board.placements[fig.placement], fig.segment)
            if not any(f.player == fig.player and f.kind in kinds for f in root.figures):
                leaving.append(fig)
        if leaving:
            for fig in leaving:
                game.emit(Event("figure_returned", {}, {"player": fig.player, "figure": fig.kind,
                                                        "reason": "no_follower"}))
            game.remove_figures(leaving)

    # --- scoring --------------------------------------------------------------------
    def modify_scoring(self, game: Game, ctx: ScoringContext) -> None:
        if ctx.kind != FIELD or ctx.during_game or not ctx.cities:
            return
        owners = sorted({f.player for f in ctx.figures if f.kind == PIG})
        for p in owners:
            if p in ctx.scorers:
                ctx.add_item(game, "pig", p, ctx.cities)

    def after_scoring(self, game: Game, ctx: ScoringContext) -> None:
        if ctx.kind != CITY or not ctx.during_game or ctx.feature.open:
            return
        counts = [0, 0, 0]
        for piece in ctx.feature.pieces:
            goods = piece.placement.tile.segments[piece.segment].goods
            if goods:
                counts[GOODS_INDEX[goods]] += 1
        if any(counts):
            # Handed out right after this scoring's event, so the log reads in order.
            game.push_steps(("tb_goods", -1, game.current, tuple(counts), ctx.feature.id))

    # --- turn structure -------------------------------------------------------------
    def extra_part(self, game: Game) -> bool:
        if game.part != 0 or not game.get("tb.double"):
            return False
        game.emit(Event("double_turn", {}, {"player": game.current, "taken": True}))
        return True

    def on_turn_end(self, game: Game) -> None:
        if game.get("tb.double"):
            game.put("tb.double", False)

    def final_scoring(self, game: Game) -> None:
        goods = game.get("tb.goods")
        zero_wins = bool(game.rules.options.get(OPTION_ZERO_TIE))
        for k, kind in enumerate(GOODS):
            best = max(g[k] for g in goods)
            if best <= 0 and not zero_wins:
                continue
            notes = [["rule", [OPTION_ZERO_TIE, True]]] if best <= 0 else []
            winners = [p for p, g in enumerate(goods) if g[k] == best]
            for p in winners:
                game.add_points(p, GOODS_POINTS)
            game.emit(Event("score", {p: GOODS_POINTS for p in winners}, {
                "feature": "goods", "reason": "final", "goods": kind, "cells": [],
                "tiles": 0, "pennants": 0, "cities": 0, "value": GOODS_POINTS,
                "scorers": winners, "majority": winners, "figures": {},
                "tokens": {str(p): g[k] for p, g in enumerate(goods)},
                "items": [], "notes": notes, "node": -1,
            }))

    # --- inspection -----------------------------------------------------------------
    def player_summary(self, game: Game, player: int) -> dict[str, Any]:
        return {"goods": goods_of(game, player)}


def goods_of(game: Game, player: int) -> dict[str, int]:
    """The goods tokens a player holds, by kind."""
    counts = game.get("tb.goods")[player]
    return {kind: counts[k] for k, kind in enumerate(GOODS)}


def _step_goods(game: Game, step: Step) -> None:
    _, _, player, counts, node = step
    goods = list(game.get("tb.goods"))
    goods[player] = tuple(a + b for a, b in zip(goods[player], counts))
    game.put("tb.goods", tuple(goods))
    game.emit(Event("goods", {}, {"player": player, "node": node,
                                  **{kind: counts[k] for k, kind in enumerate(GOODS)}}))


def _legal_second(game: Game, step: Step) -> list[Move]:
    return [BuilderSecondTile(True), BuilderSecondTile(False)]


def _apply_second(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, BuilderSecondTile)
    if not move.take:
        game.put("tb.double", False)
        game.emit(Event("double_turn", {}, {"player": step[1], "taken": False}))
