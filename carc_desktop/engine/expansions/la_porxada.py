"""La Porxada (Oriol Comas i Coma, 2010): one city tile whose placer chooses an option.

Right after the tile is placed (before the figure step) its placer decides ``porxada``:

* ``bonus``: when the city holding La Porxada is completed during the game, every player
  with a knight (a majority-counting figure) in it takes a token; the city scores normally.
  At final scoring a token holder who is among the scorers of one of his incomplete cities
  scores it as if completed during the game (2 per tile + 2 per coat of arms instead of
  1 + 1, and by options the active Land Surveyors city tile and his Coiners quarter): the
  difference is an item ``porxada`` of that scoring (the Coiners bonus an item ``coiners``).
  The city stays incomplete for everything else (fields, other players).
* ``swap`` (only if the placer has a follower on the board and another player too): he
  names one of his followers (``mine``) and another player's follower (``theirs``). The
  owner of ``theirs`` decides ``porxada_answer``: accept -> the two followers exchange
  places; refuse -> he decides ``porxada_remove``: one of his followers on the board, or
  ``"supply"``, leaves the game for good. Option ``porxada_swap_may_decline``: having chosen
  the swap (with a follower of his own on the board) he may swap nothing (``swap`` without
  ``mine``/``theirs``); the bonus is then lost for everybody.

Only followers are swapped or removed (no builder, pig, nor meeples in Leipzig). A figure
is named ``[x, y, feature]``: a board cell of the tile it stands on (for a double tile the
cell of the square its feature lies on) and the tile's feature id.

State (``game.state``): ``px.option`` = the option chosen (None before); ``px.tile`` =
(placement index, segment index) of La Porxada's city; ``px.tokens`` = frozenset of token
holders; ``px.removed`` = per player, followers removed from the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..categories import ScoreCategory
from ..moves import IllegalMoveError, Move, RecordFieldError, register_move
from ..rules import SOURCE_COMMUNITY, RuleOption, declare_options
from ..scoring import Event, base_context
from ..tileset import CITY
from .base import DecisionHandler, Expansion, Step, register_expansion
from .markets_of_leipzig import COINERS_PER_PENNANT, quarters_of
from .the_land_surveyors import apply_active_tile

if TYPE_CHECKING:
    from ..board import Placement
    from ..features import Feature, Figure
    from ..game import Game
    from ..scoring import ScoringContext

NAME = "la_porxada"
SPECIAL = "la_porxada"
CHOOSE, ANSWER, REMOVE = "porxada", "porxada_answer", "porxada_remove"
TOKENS = "px_tokens"
SWAP, BONUS = "swap", "bonus"
SUPPLY = "supply"
FOLLOWER = "follower"
OPT_COINERS = "porxada_bonus_coiners"
OPT_SURVEYOR = "porxada_bonus_surveyor"
OPT_DECLINE = "porxada_swap_may_decline"

#: A figure named in a record: (x, y, feature id).
FigureRef = tuple[int, int, str]


def _ref_field(data: Mapping[str, Any], name: str, kind: str) -> FigureRef:
    value = data.get(name)
    if (not isinstance(value, (list, tuple)) or len(value) != 3
            or any(isinstance(v, bool) or not isinstance(v, int) or abs(v) > 10_000 for v in value[:2])
            or not isinstance(value[2], str) or not 0 < len(value[2]) <= 64):
        raise RecordFieldError(f"'{kind}' decision needs '{name}' = [x, y, feature], got {value!r}")
    return (value[0], value[1], value[2])


@register_move
@dataclass(frozen=True, slots=True)
class PorxadaChoice(Move):
    """The placer's option: ``bonus``, or ``swap`` his follower ``mine`` with ``theirs``."""

    type: ClassVar[str] = CHOOSE
    option: str
    mine: FigureRef | None = None
    theirs: FigureRef | None = None

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "option": self.option}
        if self.option == SWAP and self.mine is not None:
            out["mine"] = list(self.mine)
            out["theirs"] = list(self.theirs or ())
        return out

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> PorxadaChoice:
        option = data.get("option")
        if option == BONUS:
            return cls(BONUS)
        if option == SWAP:
            if "mine" not in data and "theirs" not in data:  # the swap chosen, then nothing swapped
                return cls(SWAP)
            return cls(SWAP, _ref_field(data, "mine", cls.type), _ref_field(data, "theirs", cls.type))
        raise RecordFieldError(f"'{cls.type}' decision needs 'option' = \"swap\" or \"bonus\", got {option!r}")


@register_move
@dataclass(frozen=True, slots=True)
class PorxadaAnswer(Move):
    """The targeted player accepts the swap or refuses it (and then loses a follower)."""

    type: ClassVar[str] = ANSWER
    accept: bool

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> PorxadaAnswer:
        value = data.get("accept")
        if not isinstance(value, bool):
            raise RecordFieldError(f"'{cls.type}' decision needs a boolean 'accept', got {value!r}")
        return cls(value)


@register_move
@dataclass(frozen=True, slots=True)
class PorxadaRemove(Move):
    """After refusing: the follower that leaves the game, on the board or ``"supply"``."""

    type: ClassVar[str] = REMOVE
    follower: FigureRef | str

    def to_record(self) -> dict[str, Any]:
        f = self.follower
        return {"type": self.type, "follower": f if isinstance(f, str) else list(f)}

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> PorxadaRemove:
        if data.get("follower") == SUPPLY:
            return cls(SUPPLY)
        return cls(_ref_field(data, "follower", cls.type))


@register_expansion
class LaPorxadaExpansion(Expansion):
    name = NAME
    priority = 45
    tile_sets = ("la_porxada",)
    score_categories = (ScoreCategory("porxada", 80, items=("porxada",)),)
    # Before these options existed the bonus ignored Coiners and the surveyor tile and a swap
    # always named two followers: records without them keep that (legacy=False).
    options = declare_options(
        RuleOption(OPT_COINERS, NAME, bool, True, SOURCE_COMMUNITY, "Coiners in the La Porxada bonus",
                   "A token holder with a meeple in the Coiners quarter also takes its 3 points per coat of "
                   "arms when La Porxada's bonus scores his unfinished city as completed.", legacy=False,
                   needs=("markets_of_leipzig",)),
        RuleOption(OPT_SURVEYOR, NAME, bool, True, SOURCE_COMMUNITY, "Surveyor tile in the La Porxada bonus",
                   "The active Land Surveyors city tile changes the cities that La Porxada's bonus scores as "
                   "completed at the end.", legacy=False, needs=("the_land_surveyors",)),
        RuleOption(OPT_DECLINE, NAME, bool, True, SOURCE_COMMUNITY, "Swap chosen, nothing swapped",
                   "A player who chose the swap may then swap nothing, which throws the tile's effect "
                   "away; off, choosing the swap means naming two followers.", legacy=False),
    )

    def setup(self, game: Game) -> bool:
        game.put("px.option", None)
        game.put("px.tile", None)
        game.put("px.tokens", frozenset())
        game.put("px.removed", tuple(0 for _ in game.players))
        return False

    def decisions(self) -> Mapping[str, DecisionHandler]:
        return {
            CHOOSE: DecisionHandler(_legal_choose, _apply_choose, _offered_choose, _why_not_choose),
            ANSWER: DecisionHandler(_legal_answer, _apply_answer),
            REMOVE: DecisionHandler(_legal_remove, _apply_remove),
        }

    def automatic_steps(self) -> Mapping[str, Any]:
        return {TOKENS: _step_tokens}

    def on_tile_placed(self, game: Game, placement: Placement) -> None:
        for seg in placement.tile.segments:
            if seg.extra.get("special") == SPECIAL:
                game.put("px.tile", (placement.index, seg.index))
                game.push_steps((CHOOSE, game.current))
                return

    # --- scoring --------------------------------------------------------------------
    def modify_scoring(self, game: Game, ctx: ScoringContext) -> None:
        if ctx.during_game or ctx.kind != CITY:
            return
        tokens = game.get("px.tokens")
        if not any(p in tokens for p in ctx.counts):
            return
        opts = self.rules.options
        # A "bubble": the city scores as if completed during the game, for token holders only.
        bubble = base_context(ctx.feature, True, game.majority_kinds)
        bubble.tiles, bubble.pennants = ctx.tiles, ctx.pennants
        surveyors = game.expansion("the_land_surveyors") is not None
        if surveyors and opts.get(OPT_SURVEYOR, True):
            apply_active_tile(game, bubble)
        holders = [p for p in bubble.scorers if p in tokens]
        if not holders:
            return
        ctx.add_note(game, "porxada_bubble", tuple(holders))
        if surveyors:
            ctx.add_note(game, "rule", [OPT_SURVEYOR, bool(opts.get(OPT_SURVEYOR, True))])
        for note in bubble.notes:
            ctx.add_note(game, *note)
        value, normal = bubble.value(), ctx.value()
        for p in holders:
            ctx.add_item(game, "porxada", p, value - (normal if p in ctx.scorers else 0))
        if game.expansion("markets_of_leipzig") is None or not ctx.pennants:
            return
        coiners = [p for p in holders if "coiners" in quarters_of(game, p)]
        if coiners:
            ctx.add_note(game, "rule", [OPT_COINERS, bool(opts.get(OPT_COINERS, True))])
            for p in coiners if opts.get(OPT_COINERS, True) else ():
                ctx.add_item(game, "coiners", p, COINERS_PER_PENNANT * ctx.pennants)

    def after_scoring(self, game: Game, ctx: ScoringContext) -> None:
        if not ctx.during_game or ctx.kind != CITY or game.get("px.option") != BONUS:
            return
        feature = porxada_city(game)
        if feature is None or feature.id != ctx.feature.id:
            return
        holders = tuple(sorted(p for p, n in ctx.counts.items() if n > 0))
        ctx.add_note(game, "porxada_tokens", holders)
        # Handed out right after this scoring's event, so the log reads in order.
        game.push_steps((TOKENS, -1, holders, ctx.feature.id))

    # --- records and inspection ------------------------------------------------------
    def player_summary(self, game: Game, player: int) -> dict[str, Any]:
        return {"porxada_token": player in game.get("px.tokens"),
                "porxada_removed": game.get("px.removed")[player]}


# --- what the UI and the AI may ask (state keys stay private) ------------------------------
def option(game: Game) -> str | None:
    """The option La Porxada's placer chose (``bonus`` or ``swap``); None before that, or
    when La Porxada is not in the game."""
    return cast("str | None", game.get("px.option"))


def porxada_city(game: Game) -> Feature | None:
    """The (root) city feature holding La Porxada, once the tile is on the board (None
    before, or when La Porxada is not in the game)."""
    where = game.get("px.tile")
    if where is None:
        return None
    placement = game.board.placements[where[0]]
    return game.feature_of(placement, where[1])


def porxada_placement(game: Game) -> Placement | None:
    """The La Porxada tile on the board (None before it is placed, or without it)."""
    where = game.get("px.tile")
    return None if where is None else game.board.placements[where[0]]


def pending_swap(game: Game) -> tuple[Figure, Figure] | None:
    """The two followers of the swap being answered now (the placer's, then the one asked
    to swap); None when no answer is pending."""
    step = game.agenda[0] if game.agenda else None
    if step is None or step[0] != ANSWER:
        return None
    return step[2], step[3]


def tokens(game: Game) -> frozenset[int]:
    """Players holding a La Porxada bonus token."""
    return cast("frozenset[int]", game.get("px.tokens", frozenset()))


def removed(game: Game, player: int) -> int:
    """Followers of ``player`` removed from the game by a refused swap."""
    return cast(int, game.get("px.removed")[player])


def _step_tokens(game: Game, step: Step) -> None:
    _, _, holders, node = step
    if holders:
        game.put("px.tokens", game.get("px.tokens") | frozenset(holders))
    game.emit(Event("porxada_tokens", {}, {"players": list(holders), "node": node}))


# --- figure references ------------------------------------------------------------------
def figure_ref(game: Game, fig: Figure) -> FigureRef:
    placement = game.board.placements[fig.placement]
    seg = placement.tile.segments[fig.segment]
    cell = placement.cells[seg.squares[0]]
    return (cell.x, cell.y, seg.id)


def figure_at_ref(game: Game, ref: FigureRef) -> Figure | None:
    at = game.board.at((ref[0], ref[1]))
    if at is None:
        return None
    placement = at[0]
    seg_index = placement.tile.segment_index.get(ref[2])
    if seg_index is None:
        return None
    return game.figure_at.get((placement.index, seg_index))


def _followers(game: Game, player: int | None = None, exclude: int | None = None) -> list[Figure]:
    figs = [f for f in game.figure_at.values() if f.kind == FOLLOWER
            and (player is None or f.player == player) and f.player != exclude]
    return sorted(figs, key=lambda f: (f.player, f.placement, f.segment))


# --- decisions --------------------------------------------------------------------------
def _legal_choose(game: Game, step: Step) -> list[Move]:
    player = step[1]
    moves: list[Move] = [PorxadaChoice(BONUS)]
    mine = _followers(game, player)
    theirs = _followers(game, exclude=player)
    if mine and game.rules.options.get(OPT_DECLINE, True):
        moves.append(PorxadaChoice(SWAP))
    for a in mine:
        for b in theirs:
            moves.append(PorxadaChoice(SWAP, figure_ref(game, a), figure_ref(game, b)))
    return moves


def _offered_choose(game: Game, step: Step) -> list[Move]:
    """What the prompt shows: the legal options, and the swap when none is possible."""
    moves = _legal_choose(game, step)
    if not any(isinstance(m, PorxadaChoice) and m.option == SWAP for m in moves):
        moves.append(PorxadaChoice(SWAP))
    return moves


def _why_not_choose(game: Game, step: Step, move: Move) -> IllegalMoveError | None:
    if isinstance(move, PorxadaChoice) and move.option == SWAP and not any(
            isinstance(m, PorxadaChoice) and m.option == SWAP for m in _legal_choose(game, step)):
        return IllegalMoveError("a swap needs one of the player's followers on the board and one of another's",
                                "swap_needs_followers")
    return None


def _apply_choose(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, PorxadaChoice)
    player = step[1]
    game.put("px.option", move.option)
    if move.option == BONUS:
        game.emit(Event("porxada", {}, {"player": player, "option": BONUS}))
        return
    if move.mine is None:
        game.emit(Event("porxada", {}, {"player": player, "option": SWAP, "target": None, "swapped": False}))
        return
    assert move.mine is not None and move.theirs is not None
    mine, theirs = figure_at_ref(game, move.mine), figure_at_ref(game, move.theirs)
    if mine is None or theirs is None:  # pragma: no cover - legal() only offers real figures
        raise IllegalMoveError("no such follower", "no_such_follower")
    game.emit(Event("porxada", {}, {"player": player, "option": SWAP, "target": theirs.player,
                                    "mine": list(move.mine), "theirs": list(move.theirs)}))
    game.push_steps((ANSWER, theirs.player, mine, theirs, player))


def _legal_answer(game: Game, step: Step) -> list[Move]:
    return [PorxadaAnswer(True), PorxadaAnswer(False)]


def _apply_answer(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, PorxadaAnswer)
    _, target, mine, theirs, placer = step
    game.emit(Event("porxada_answer", {}, {"player": target, "accept": move.accept}))
    if move.accept:
        board = game.board.placements
        game.move_figures(((mine, board[theirs.placement], theirs.segment),
                           (theirs, board[mine.placement], mine.segment)))
    else:
        game.push_steps((REMOVE, target))


def _legal_remove(game: Game, step: Step) -> list[Move]:
    player = step[1]
    moves: list[Move] = [PorxadaRemove(figure_ref(game, f)) for f in _followers(game, player)]
    if game.supply[player].get(FOLLOWER, 0) > 0:
        moves.append(PorxadaRemove(SUPPLY))
    return moves


def _apply_remove(game: Game, step: Step, move: Move) -> None:
    assert isinstance(move, PorxadaRemove)
    player = step[1]
    counts = list(game.get("px.removed"))
    counts[player] += 1
    game.put("px.removed", tuple(counts))
    if move.follower == SUPPLY:
        supply = game.supply[player]
        game.journal.setitem(supply, FOLLOWER, supply[FOLLOWER] - 1)
        game.emit(Event("porxada_removed", {}, {"player": player, "from": SUPPLY}))
        return
    assert not isinstance(move.follower, str)
    fig = figure_at_ref(game, move.follower)
    assert fig is not None
    game.emit(Event("porxada_removed", {}, {"player": player, "from": list(move.follower)}))
    game.remove_figures((fig,), to_supply=False)
