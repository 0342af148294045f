"""Static evaluation: every player's expected final score, estimated from a position.

``values(game)`` returns one number per player:

* the points each player would get if the game ended now (current score plus the final
  scoring of every incomplete feature and field, with every expansion's scoring hooks and
  end-of-game bonuses such as goods majorities);
* plus, for each incomplete road, city and monastery holding figures, the probability
  that it is completed times what completion adds (during-game rates, expected growth);
  the probability comes from the remaining tiles that could fill each of its open cells
  and from how many turns are left;
* plus for farmers the likely completion of the incomplete cities their field touches;
* plus the value of followers in supply (and those likely to come back), concave and
  bounded by the turns the player has left: meeple economy;
* plus cheap expansion-aware terms (builder double turns, meeples in Leipzig, La Porxada
  bonus token), each only when the expansion's state is present.

The absolute numbers matter only through differences between players (see
:func:`perspective`).
"""

from __future__ import annotations

from dataclasses import dataclass

from carc_desktop.engine import (
    CITY,
    DELTA,
    FIELD,
    MONASTERY,
    RING,
    ROAD,
    Feature,
    Game,
    base_context,
    field_neighbours,
    final_context,
    is_completed_city,
    la_porxada,
    markets_of_leipzig,
    settle,
)

from .knowledge import Knowledge


@dataclass(frozen=True)
class Params:
    """Tunable weights of the evaluation (one set per level)."""

    #: Draw-rate multiplier in the chance that an open cell is eventually filled.
    fill_rate: float = 1.0
    #: Per extra open cell of a road/city: the chance it closes rather than grows.
    city_spread: float = 0.72
    road_spread: float = 0.8
    #: Per empty neighbour of a monastery.
    monastery_spread: float = 0.95
    #: Expected extra tiles per open cell when a road/city is eventually completed.
    growth: float = 0.8
    #: Value of the first follower in supply; later ones decay geometrically.
    meeple: float = 2.2
    meeple_decay: float = 0.8
    #: A meeple that comes back only later is worth a little less than one in hand.
    return_discount: float = 0.85
    #: Followers actually in hand (not expected back): points per own turn left (at most
    #: ``reserve_turns``) for each of the first ``reserve_count``. A player with none in
    #: hand misses every chance until one returns, so the last ones are worth keeping for
    #: a good spot rather than spending on a weak one; the term fades as the end nears.
    reserve: float = 0.0
    reserve_turns: float = 12.0
    reserve_count: float = 2.0
    #: Points a farmer expects from an incomplete city next to its field (x chance).
    farm_city: float = 3.0
    #: Value of one more part (a builder double turn) for the player who plays it.
    turn_value: float = 3.0
    #: Builder: per own turn left (capped) times the chance to extend its feature.
    builder: float = 1.6
    builder_turns: float = 3.0
    #: Leipzig quarters: points per own turn left that a meeple in a quarter is expected
    #: to bring (wainwrights, coiners, bookbinders; tanners is counted at the end).
    leipzig_rate: float = 0.35
    #: Expected points per own turn left of a meeple in each quarter (before
    #: ``leipzig_rate``); Tanners pays at the end and is counted exactly.
    wainwrights: float = 1.2
    coiners: float = 0.9
    bookbinders: float = 0.8
    #: La Porxada bonus token: fraction of a player's incomplete city points it adds.
    porxada_token: float = 1.0
    #: Multiplier of all potential terms (0 turns the level into a pure score counter).
    potential: float = 1.0
    #: Use expansion hooks when computing the as-if-final values.
    exact_final: bool = True


#: Normal: the first self-play tuning round (meeple thrift, slower filling of open cells);
#: the reserve (issue #28) keeps it from spending its last followers on weak spots: 68 %
#: of its placements were made with none in hand, 15 % with it (docs/AI.md, "Character").
NORMAL = Params(meeple=4.0, meeple_decay=0.9, fill_rate=0.6, reserve=0.5)
#: Hard: further self-play rounds (see docs/AI.md): followers worth more in hand, farmers
#: and growth valued lower, returns discounted. The default of every expansion set in
#: ``weights.json`` (which is what hard plays with; see :mod:`.weights`).
HARD = Params(meeple=5.0, meeple_decay=0.9, fill_rate=0.45, growth=0.0, farm_city=2.0, return_discount=0.65,
              reserve=0.25)
#: Easy: no completion model worth the name, no meeple economy, no farmers.
EASY = Params(meeple=0.6, meeple_decay=0.9, farm_city=0.0, city_spread=1.0, road_spread=1.0,
              monastery_spread=1.0, growth=0.0, builder=0.0, turn_value=0.0, leipzig_rate=0.0,
              porxada_token=0.0, fill_rate=0.4, exact_final=False, reserve=0.4)


def perspective(values: list[float], player: int) -> float:
    """How good the values are for ``player``: own value minus the opponents' (half best,
    half mean, so that a runaway leader matters more in games of three or more)."""
    mine = values[player]
    others = [v for i, v in enumerate(values) if i != player]
    if not others:
        return mine
    return mine - 0.5 * (max(others) + sum(others) / len(others))


class Evaluator:
    def __init__(self, know: Knowledge, params: Params = NORMAL) -> None:
        self.know = know
        self.p = params

    # --- completion chances ---------------------------------------------------------
    def _cell_chance(self, game: Game, cell: tuple[int, int], exponent: float) -> float:
        q = self.know.fit_fraction(game.board.frontier.get(cell, 0))  # type: ignore[call-overload]
        if q <= 0.0:
            return 0.0
        if q >= 1.0:
            return 1.0
        miss: float = (1.0 - q) ** exponent  # a float: 1 - q > 0 (typeshed says Any for a float power)
        return 1.0 - miss

    def open_cells(self, game: Game, feature: Feature) -> set[tuple[int, int]]:
        cells = game.board.cells
        out: set[tuple[int, int]] = set()
        for piece in feature.pieces:
            pl = piece.placement
            r = pl.rotation
            pcells = pl.cells
            for q, side in pl.tile.segments[piece.segment].sides:
                c = pcells[q]
                dx, dy = DELTA[(side + r) % 4]
                n = (c[0] + dx, c[1] + dy)
                if n not in cells:
                    out.add(n)
        return out

    def completion(self, game: Game, feature: Feature, exponent: float) -> tuple[float, int]:
        """(chance the feature is completed, number of open cells around it)."""
        if exponent <= 0.0:
            return 0.0, 0
        p = self.p
        if feature.kind == MONASTERY:
            cell = feature.pieces[0].placement.cells[
                feature.pieces[0].placement.tile.segments[feature.pieces[0].segment].squares[0]]
            cells = game.board.cells
            empty = [(cell[0] + dx, cell[1] + dy) for dx, dy in RING if (cell[0] + dx, cell[1] + dy) not in cells]
            if len(empty) > game.tiles_left():
                return 0.0, len(empty)
            chance = p.monastery_spread ** len(empty)
            for c in empty:
                chance *= self._cell_chance(game, c, exponent)
                if chance <= 0.0:
                    break
            return chance, len(empty)
        open_cells = self.open_cells(game, feature)
        if not open_cells or len(open_cells) > game.tiles_left():
            return 0.0, len(open_cells)
        spread = p.city_spread if feature.kind == CITY else p.road_spread
        chance = spread ** (len(open_cells) - 1)
        for c in open_cells:
            chance *= self._cell_chance(game, c, exponent)
            if chance <= 0.0:
                break
        return chance, len(open_cells)

    # --- the evaluation --------------------------------------------------------------
    def values(self, game: Game) -> list[float]:
        n = len(game.players)
        if game.finished:
            return [float(s) for s in game.scores]
        p = self.p
        tiles_left = game.tiles_left()
        turns_left = tiles_left / n
        exponent = p.fill_rate * turns_left
        hooks = bool(game.expansions) and p.exact_final
        feats = self._occupied(game)
        vals = self._as_if_final_hooks(game, feats) if hooks else [float(s) for s in game.scores]
        potential = p.potential
        majority_kinds = game.majority_kinds
        returns = [0.0] * n
        city_chance: dict[int, float] = {}
        for root, f in sorted(feats.items()):
            kind = f.kind
            counts: dict[int, int] = {}
            builders: list[int] = []
            for fig in f.figures:
                if fig.kind in majority_kinds:
                    counts[fig.player] = counts.get(fig.player, 0) + 1
                elif fig.kind == "builder":
                    builders.append(fig.player)
            if kind == FIELD:
                if not counts:
                    continue
                best = max(counts.values())
                owners = [pl for pl, c in counts.items() if c == best]
                completed, incomplete = self._field_cities(game, f)
                extra = 0.0 if hooks else 3.0 * completed
                if p.farm_city > 0.0 and exponent > 0.0:
                    likely = 0.0
                    for city in incomplete:
                        ch = city_chance.get(city.id)
                        if ch is None:
                            ch = city_chance[city.id] = self.completion(game, city, exponent)[0]
                        likely += ch
                    extra += likely * p.farm_city * potential
                for pl in owners:
                    vals[pl] += extra
                continue
            if kind not in (ROAD, CITY, MONASTERY) or f.open == 0:
                continue
            chance, n_open = self.completion(game, f, exponent)
            if kind == CITY:
                city_chance[root] = chance
            if counts:
                best = max(counts.values())
                if kind == MONASTERY:
                    now = 9 - f.open
                    gain = float(f.open)
                else:
                    tiles = len({pc.placement.index for pc in f.pieces})
                    grown = tiles + p.growth * n_open
                    if kind == ROAD:
                        now = tiles
                        gain = grown - tiles
                    else:
                        pennants = f.pennants()
                        now = tiles + pennants
                        gain = 2 * (grown + pennants) - now
                gain *= chance * potential
                if not hooks:
                    gain += now
                for pl, c in counts.items():
                    if c == best:
                        vals[pl] += gain
                    returns[pl] += chance * c
            if builders and p.builder > 0.0 and kind in (ROAD, CITY) and chance < 1.0:
                ext = self._extend_chance(game, f)
                for pl in builders:
                    vals[pl] += p.builder * potential * ext * min(turns_left, p.builder_turns)
        # Meeple economy.
        if p.meeple > 0.0 and tiles_left > 0:
            useful_max = turns_left + 0.5
            for pl in range(n):
                have = game.supply[pl].get("follower", 0) + p.return_discount * returns[pl]
                have = min(have, useful_max)
                vals[pl] += p.meeple * potential * _geometric(p.meeple_decay, have)
        if p.reserve > 0.0 and tiles_left > 0:
            horizon = min(turns_left, p.reserve_turns)
            for pl in range(n):
                in_hand = min(game.supply[pl].get("follower", 0), p.reserve_count)
                vals[pl] += p.reserve * potential * horizon * in_hand
        if game.expansions:
            self._expansion_terms(game, vals, turns_left)
        # A pending extra part (builder double turn) for the player who moved at the root.
        know = self.know
        if (p.turn_value and game.turn == know.root_turn and game.current == know.mover
                and game.phase == "place"):
            vals[know.mover] += p.turn_value * potential
        return vals

    @staticmethod
    def _occupied(game: Game) -> dict[int, Feature]:
        """The features holding figures, by root id."""
        find, nodes, placements = game.features.find, game.features.nodes, game.board.placements
        roots = {find(placements[pi].nodes[si]) for (pi, si) in game.figure_at}
        return {root: nodes[root] for root in roots}

    def _field_cities(self, game: Game, field: Feature) -> tuple[int, list[Feature]]:
        """(completed cities the field supplies, the incomplete cities it touches)."""
        completed = 0
        incomplete: list[Feature] = []
        for f in field_neighbours(game, field):
            if is_completed_city(game, f):
                completed += 1
            elif f.kind == CITY:
                incomplete.append(f)
        return completed, incomplete

    def _extend_chance(self, game: Game, feature: Feature) -> float:
        """Chance that one of the player's next draws can extend the feature."""
        miss = 1.0
        for c in self.open_cells(game, feature):
            miss *= 1.0 - self.know.fit_fraction(game.board.frontier.get(c, 0))  # type: ignore[call-overload]
        return 1.0 - miss

    # --- as-if-final values ------------------------------------------------------------
    def _as_if_final_hooks(self, game: Game, feats: dict[int, Feature]) -> list[float]:
        """The engine's final scoring of ``feats`` and the expansions' end bonuses, paid
        nowhere (no events) and rolled back."""
        journal = game.journal
        mark = journal.mark()
        gained = [0.0] * len(game.players)
        try:
            for root in sorted(feats):
                ctx = final_context(game, feats[root])
                if ctx is None:
                    continue
                for pl, v in settle(game, ctx)[1].items():
                    gained[pl] += v
            before = list(game.scores)
            for e in game.expansions:
                e.final_scoring(game)
            for pl in range(len(gained)):
                gained[pl] += game.scores[pl] - before[pl]
            base = [float(s) for s in before]
        finally:
            journal.rollback(mark)
        return [b + g for b, g in zip(base, gained)]

    def _expansion_terms(self, game: Game, vals: list[float], turns_left: float) -> None:
        """Cheap terms for expansion state the as-if-final scoring cannot see."""
        p = self.p
        if p.leipzig_rate > 0.0 and game.expansion(markets_of_leipzig.NAME) is not None:
            # A meeple in a quarter pays on later scorings (Tanners is in the final values).
            rates = {"wainwrights": p.wainwrights, "coiners": p.coiners, "bookbinders": p.bookbinders}
            for pl in range(len(vals)):
                rate = sum(rates.get(q, 0.0) for q in markets_of_leipzig.quarters_of(game, pl))
                if rate:
                    vals[pl] += p.leipzig_rate * rate * turns_left * p.potential
        if p.porxada_token > 0.0 and la_porxada.option(game) == la_porxada.BONUS:
            # Knights in the unfinished Porxada city may earn the token that doubles their
            # incomplete cities at the end (holders' doubling is in the final values).
            city = la_porxada.porxada_city(game)
            if city is None or city.open == 0:
                return
            knights = {f.player for f in city.figures if f.kind in game.majority_kinds}
            knights -= la_porxada.tokens(game)
            if not knights:
                return
            chance = self.completion(game, city, p.fill_rate * turns_left)[0]
            extra = self._incomplete_city_points(game)
            for pl in knights:
                if 0 <= pl < len(vals):
                    vals[pl] += p.porxada_token * 0.5 * chance * extra[pl] * p.potential

    def _incomplete_city_points(self, game: Game) -> list[float]:
        n = len(game.players)
        out = [0.0] * n
        seen: set[int] = set()
        for (pi, si) in sorted(game.figure_at):
            f = game.feature_of(game.board.placements[pi], si)
            if f.id in seen or f.kind != CITY or f.open == 0:
                continue
            seen.add(f.id)
            ctx = base_context(f, False, game.majority_kinds)
            for pl in ctx.majority:
                out[pl] += ctx.tiles + ctx.pennants
        return out


def _geometric(decay: float, count: float) -> float:
    """1 + decay + decay^2 + ... over ``count`` terms (fractional count interpolates)."""
    if count <= 0:
        return 0.0
    whole = int(count)
    total = (1.0 - decay ** whole) / (1.0 - decay) if decay != 1.0 else float(whole)
    return total + (count - whole) * decay ** whole
