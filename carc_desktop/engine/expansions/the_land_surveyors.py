"""The Land Surveyors (HiG print & play, 2020): twelve scoring tiles in three stacks.

* Setup: three stacks (city 5, road 4, monastery 3), each shuffled with a random generator
  derived from the game seed (independent of the bag), or given by the record key
  ``surveyor_stacks`` (``{"city": [...], "road": [...], "monastery": [...]}``, each stack
  top first). The top tile of each stack is the active one.
* Effects apply only to scorings of completed features during the game in which somebody
  takes part (``ctx.during_game and ctx.scored``); the active tile of the feature's type
  changes that scoring (see ``_apply``). Every applied tile adds the note
  ``("surveyor", tile id)`` to the scoring.
* Rotation: after a turn with at least one such scoring (sending a meeple to Leipzig counts),
  all three active tiles go under their stacks (event ``surveyor_rotation``).
* Final scoring is untouched.

Wealth/Poverty: each copy's sign is data (``_WEALTH`` below, read from
``data/land_surveyors.json``); the road and monastery copies, whose printed sign is
unverified, can be overridden by the options ``ls_road_wealth_sign`` /
``ls_monastery_wealth_sign`` (+1 = Wealth +3, -1 = Poverty -3). Option
``ls_hermit_counts_leipzig``: the Hermit Monastery also counts Leipzig quarter squares as
city. A scoring that an option decided carries the note ``("rule", [option, value])``.

State (``game.state``): ``ls.city`` / ``ls.road`` / ``ls.monastery`` = the stack, top
(active) first; ``ls.initial`` = the stacks at the start (for the record);
``ls.scored`` = this turn has had a scoring.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, cast

from ..categories import ScoreCategory
from ..geometry import RING
from ..reasons import SetupError
from ..rules import SOURCE_PROJECT, RuleOption, declare_options
from ..scoring import Event
from ..tileset import CITY, FIELD, MONASTERY, ROAD
from .base import Expansion, register_expansion
from .markets_of_leipzig import QUARTER_KIND

if TYPE_CHECKING:
    from ..board import Placement
    from ..game import Game
    from ..scoring import ScoringContext

NAME = "the_land_surveyors"
#: Stack names = feature kinds, in setup (and shuffle) order.
STACKS: tuple[str, ...] = (CITY, ROAD, MONASTERY)
RECORD_KEY = "surveyor_stacks"
ROAD_SIGN_OPTION = "ls_road_wealth_sign"
MONASTERY_SIGN_OPTION = "ls_monastery_wealth_sign"
HERMIT_LEIPZIG_OPTION = "ls_hermit_counts_leipzig"
WEALTH_POINTS = 3
HIGHWAY_TILES = 5


@lru_cache(maxsize=1)
def surveyor_data() -> Mapping[str, Any]:
    """The packaged ``land_surveyors.json`` (the twelve scoring tiles and their effects)."""
    text = resources.files("carc_desktop.engine").joinpath("data", "land_surveyors.json").read_text(encoding="utf-8")
    return cast("Mapping[str, Any]", json.loads(text))


def _tiles_by_stack() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {s: [] for s in STACKS}
    for tile in surveyor_data()["tiles"]:
        out[tile["feature"]].extend([tile["id"]] * int(tile.get("count", 1)))
    for stack, n in surveyor_data()["stacks"].items():
        if len(out[stack]) != n:
            raise ValueError(f"land_surveyors.json: stack {stack} has {len(out[stack])} tiles, expected {n}")
    return {s: tuple(ids) for s, ids in out.items()}


#: Stack -> the tile ids it holds, in data order (the order shuffled from the seed).
TILES_BY_STACK: dict[str, tuple[str, ...]] = _tiles_by_stack()
#: Tile id -> its stack.
STACK_OF: dict[str, str] = {tid: s for s, ids in TILES_BY_STACK.items() for tid in ids}
#: Tile id -> effect code (``effect_code`` in the json).
EFFECTS: dict[str, Mapping[str, Any]] = {t["id"]: t["effect_code"] for t in surveyor_data()["tiles"]}


def _wealth_table() -> dict[str, tuple[int, str | None]]:
    """The ONE place that says what each Wealth/Poverty copy is worth: tile id ->
    (default points per scorer, option overriding its sign or None)."""
    options = {ROAD: ROAD_SIGN_OPTION, MONASTERY: MONASTERY_SIGN_OPTION}
    out: dict[str, tuple[int, str | None]] = {}
    for t in surveyor_data()["tiles"]:
        code = t["effect_code"]
        if "flat_delta_per_scoring_player" not in code:
            continue
        points = code["flat_delta_per_scoring_player"]
        if points is None:  # sign unverified: provisional default, overridable
            out[t["id"]] = (int(code["provisional_default"]), options[t["feature"]])
        else:
            out[t["id"]] = (int(points), None)
    return out


_WEALTH: dict[str, tuple[int, str | None]] = _wealth_table()


def _default_sign(option: str) -> int:
    for points, opt in _WEALTH.values():
        if opt == option:
            return 1 if points > 0 else -1
    raise ValueError(f"land_surveyors.json has no tile for option {option}")


def wealth_points(game: Game | None, tile_id: str) -> int:
    """Points a Wealth/Poverty tile gives each scorer under the game's options (without a
    game: under the default options); 0 for any other tile."""
    entry = _WEALTH.get(tile_id)
    if entry is None:
        return 0
    points, option = entry
    if option is None or game is None:
        return points
    return abs(points) * int(game.rules.options.get(option, 1 if points > 0 else -1))


@register_expansion
class LandSurveyorsExpansion(Expansion):
    name = NAME
    priority = 20
    score_categories = (ScoreCategory("surveyor", 70, share=True),)
    options = declare_options(
        RuleOption(ROAD_SIGN_OPTION, NAME, int, _default_sign(ROAD_SIGN_OPTION), SOURCE_PROJECT,
                   "Road Wealth/Poverty tile",
                   "Whether the road stack's Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to each "
                   "scorer; its printed side is not known.", choices=(1, -1)),
        RuleOption(MONASTERY_SIGN_OPTION, NAME, int, _default_sign(MONASTERY_SIGN_OPTION), SOURCE_PROJECT,
                   "Monastery Wealth/Poverty tile",
                   "Whether the monastery stack's Wealth/Poverty tile gives +3 (Wealth) or -3 (Poverty) to "
                   "each scorer; its printed side is not known.", choices=(1, -1)),
        RuleOption(HERMIT_LEIPZIG_OPTION, NAME, bool, False, SOURCE_PROJECT,
                   "Hermit Monastery counts Leipzig",
                   "The Hermit Monastery also takes 1 point for each Leipzig quarter square around the "
                   "monastery; off, only ordinary city segments count.", needs=("markets_of_leipzig",)),
    )

    # --- setup ----------------------------------------------------------------------
    def setup(self, game: Game) -> bool:
        given = game.setup_data.get(RECORD_KEY)
        if given is None:
            rng = random.Random(f"{game.seed}/surveyors")
            order: dict[str, tuple[str, ...]] = {}
            for s in STACKS:
                ids = list(TILES_BY_STACK[s])
                rng.shuffle(ids)
                order[s] = tuple(ids)
        else:
            order = _check_stacks(given, SetupError)
        for s in STACKS:
            game.put(f"ls.{s}", order[s])
        game.put("ls.initial", tuple(order[s] for s in STACKS))
        game.put("ls.scored", False)
        return False

    # --- scoring --------------------------------------------------------------------
    def modify_scoring(self, game: Game, ctx: ScoringContext) -> None:
        if not ctx.during_game or not ctx.scored or ctx.kind not in STACKS:
            return
        if not game.get("ls.scored"):
            game.put("ls.scored", True)
        apply_active_tile(game, ctx)

    # --- turn structure -------------------------------------------------------------
    def on_turn_end(self, game: Game) -> None:
        if not game.get("ls.scored"):
            return
        game.put("ls.scored", False)
        before = active(game)
        for s in STACKS:
            stack = game.get(f"ls.{s}")
            game.put(f"ls.{s}", stack[1:] + stack[:1])
        game.emit(Event("surveyor_rotation", {}, {"previous": before, "active": active(game)}))

    # --- records and inspection ------------------------------------------------------
    def record_fields(self, game: Game) -> dict[str, Any]:
        initial = game.get("ls.initial")
        return {RECORD_KEY: {s: list(ids) for s, ids in zip(STACKS, initial)}}


def apply_active_tile(game: Game, ctx: ScoringContext) -> str:
    """Apply the active tile of the feature's kind to a scoring (notes it); returns its id.
    Also used for a scoring as if during the game after it (La Porxada's bonus)."""
    tile_id = active(game)[ctx.kind]
    ctx.add_note(game, "surveyor", tile_id)
    _apply(game, ctx, tile_id)
    return tile_id


def active(game: Game) -> dict[str, str]:
    """The three active scoring tiles: feature kind -> surveyor tile id."""
    return {s: game.get(f"ls.{s}")[0] for s in STACKS}


def stacks(game: Game) -> dict[str, tuple[str, ...]]:
    """Each stack, active tile first, then the order in which the others will come up."""
    return {s: game.get(f"ls.{s}") for s in STACKS}


def _check_stacks(given: Any, error: type[Exception]) -> dict[str, tuple[str, ...]]:
    if not isinstance(given, Mapping):
        raise error(f"'{RECORD_KEY}' must be an object with the stacks {', '.join(STACKS)}")
    unknown = sorted(str(k) for k in given if k not in STACKS)
    if unknown:
        raise error(f"'{RECORD_KEY}': unknown stack {unknown[0]!r} (stacks are {', '.join(STACKS)})")
    out: dict[str, tuple[str, ...]] = {}
    for s in STACKS:
        ids = given.get(s)
        if ids is None:
            raise error(f"'{RECORD_KEY}' lacks the {s} stack")
        if not isinstance(ids, list) or not all(isinstance(t, str) for t in ids):
            raise error(f"'{RECORD_KEY}.{s}' must be a list of surveyor tile ids")
        for t in ids:
            if t not in STACK_OF:
                raise error(f"'{RECORD_KEY}.{s}': {t!r} is not a Land Surveyors tile")
            if STACK_OF[t] != s:
                raise error(f"'{RECORD_KEY}.{s}': {t} belongs to the {STACK_OF[t]} stack")
        if sorted(ids) != sorted(TILES_BY_STACK[s]):
            raise error(f"'{RECORD_KEY}.{s}' must hold each of {', '.join(TILES_BY_STACK[s])} exactly once")
        out[s] = tuple(ids)
    return out


# --- the effects ----------------------------------------------------------------------
def _square_shows(placement: Placement, square: int, kind: str) -> bool:
    """Whether a square of a placed tile shows a segment of ``kind``."""
    return any(seg.kind == kind and square in seg.squares for seg in placement.tile.segments)


def _shows_farmhouse(game: Game, placement: Placement) -> bool:
    edition = game.edition
    return any(seg.kind == FIELD and "farmhouse" in seg.illustrations.get(edition, ())
               for seg in placement.tile.segments)


def _cap_only_tiles(ctx: ScoringContext) -> int:
    """Board cells of the city where its only parts are single-edge caps."""
    by_cell: dict[tuple[int, int], bool] = {}
    for piece in ctx.feature.pieces:
        seg = piece.placement.tile.segments[piece.segment]
        cap = len(seg.sides) == 1
        for cell in piece.placement.segment_cells(piece.segment):
            by_cell[cell] = by_cell.get(cell, True) and cap
    return sum(1 for cap in by_cell.values() if cap)


def _monastery_ring(game: Game, ctx: ScoringContext) -> list[tuple[Placement, int]]:
    """(placement, square) of the monastery's cell and of its (up to 8) neighbours."""
    piece = ctx.feature.pieces[0]
    centre = piece.placement.cells[piece.placement.tile.segments[piece.segment].squares[0]]
    out = []
    for dx, dy in ((0, 0),) + RING:
        at = game.board.at((centre.x + dx, centre.y + dy))
        if at is not None:
            out.append(at)
    return out


def _apply(game: Game, ctx: ScoringContext, tile_id: str) -> None:
    code = EFFECTS[tile_id]
    if tile_id in _WEALTH:
        ctx.update(game, delta=ctx.delta + wealth_points(game, tile_id))
        option = _WEALTH[tile_id][1]
        if option is not None:
            ctx.add_note(game, "rule", [option, int(game.rules.options.get(option, 0))])
    elif code.get("majority") == "all_present_players":  # Citizens' Jury
        ctx.update(game, scorers=tuple(sorted(p for p, n in ctx.counts.items() if n > 0)))
    elif code.get("exclude_tiles_where_city_part_is_single_edge_cap"):  # Bad Neighbourhood
        ctx.update(game, tiles=max(0, ctx.tiles - _cap_only_tiles(ctx)), tiles_set_by=tile_id)
    elif "points_per_pennant_delta" in code:  # Siege
        ctx.update(game, per_pennant=ctx.per_pennant + int(code["points_per_pennant_delta"]))
    elif "points_per_tile" in code:  # Street Fair
        ctx.update(game, per_tile=int(code["points_per_tile"]))
    elif "fixed_tile_count" in code:  # Highway
        ctx.update(game, tiles=int(code["fixed_tile_count"]), tiles_set_by=tile_id)
    elif "points_per_tile_with_farmhouse_delta" in code:  # Peasant Uprising
        n = sum(1 for p in ctx.feature.placements() if _shows_farmhouse(game, p))
        ctx.update(game, delta=ctx.delta + n * int(code["points_per_tile_with_farmhouse_delta"]))
    elif "points_per_tile_with_city_delta" in code:  # Hermit Monastery
        ring = _monastery_ring(game, ctx)
        n = sum(1 for p, q in ring if _square_shows(p, q, CITY))
        leipzig = sum(1 for p, q in ring if not _square_shows(p, q, CITY) and _square_shows(p, q, QUARTER_KIND))
        if leipzig:
            counted = bool(game.rules.options.get(HERMIT_LEIPZIG_OPTION, False))
            ctx.add_note(game, "rule", [HERMIT_LEIPZIG_OPTION, counted])
            n += leipzig if counted else 0
        ctx.update(game, delta=ctx.delta + n * int(code["points_per_tile_with_city_delta"]))
    elif "points_per_tile_with_road_delta" in code:  # Pilgrimage Route
        n = sum(1 for p, q in _monastery_ring(game, ctx) if _square_shows(p, q, ROAD))
        ctx.update(game, delta=ctx.delta + n * int(code["points_per_tile_with_road_delta"]))
    else:  # pragma: no cover - data and code out of step
        raise ValueError(f"no effect implemented for surveyor tile {tile_id}")
