"""The Expansion base class: every hook with a do-nothing default.

State rule: an expansion keeps its state in ``game.state`` (via ``game.put(key, value)``)
as immutable values (ints, strings, tuples, frozensets), and changes figures and scores
only through ``Game`` methods. Everything then undoes exactly, for free.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from ..board import Placement
    from ..categories import ScoreCategory
    from ..features import Feature, Figure
    from ..game import Game
    from ..moves import Deploy, IllegalMoveError, Move
    from ..rules import RuleSet
    from ..scoring import ScoringContext

#: An entry of the game's agenda: (kind, deciding player or -1, payload...).
Step = tuple[Any, ...]


class DecisionHandler:
    """A kind of decision an expansion asks for: what is legal and what a move does; and,
    for a decision whose prompt also shows the choices refused now, ``offered`` (every
    choice shown, legal or not) and ``why_not`` (the coded refusal of a choice that is not
    legal; None leaves it to the core's reason). ``Game.refused_choices`` reads them."""

    def __init__(self, legal: Callable[[Game, Step], list[Move]],
                 apply: Callable[[Game, Step, Move], None],
                 offered: Callable[[Game, Step], list[Move]] | None = None,
                 why_not: Callable[[Game, Step, Move], IllegalMoveError | None] | None = None) -> None:
        self.legal = legal
        self.apply = apply
        self.offered = offered
        self.why_not = why_not


class Expansion:
    #: Record name (``rules.expansions``).
    name: ClassVar[str] = ""
    #: Hooks run in ascending priority (Land Surveyors' changes before Leipzig's bonuses).
    priority: ClassVar[int] = 50
    #: Tile sets this expansion puts in the bag.
    tile_sets: ClassVar[tuple[str, ...]] = ()
    #: Option name -> (type, default).
    options: ClassVar[Mapping[str, tuple[type, Any]]] = {}
    #: Figure kind -> (figures per player, counts for majority).
    figures: ClassVar[Mapping[str, tuple[int, bool]]] = {}
    #: Feature kinds this expansion's tiles bring (beyond road, city, field, monastery);
    #: the core never joins them by matching edges.
    feature_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Edge kinds of this expansion's tiles that no tile ever matches (a blocked side).
    edge_kinds: ClassVar[frozenset[str]] = frozenset()
    #: The points-by-category columns this expansion adds or adds to (``engine/categories.py``).
    score_categories: ClassVar[tuple[ScoreCategory, ...]] = ()

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules

    # --- setup ----------------------------------------------------------------------
    def extra_followers(self) -> int:
        return 0

    def setup(self, game: Game) -> bool:
        """Prepare state; return True if this expansion laid the starting tiles."""
        return False

    def decisions(self) -> Mapping[str, DecisionHandler]:
        return {}

    def automatic_steps(self) -> Mapping[str, Callable[[Game, Step], None]]:
        return {}

    # --- tiles and figures ----------------------------------------------------------
    def deployments(self, game: Game, placement: Placement) -> Iterable[Deploy]:
        """Extra figure placements on the tile just placed (builder, pig)."""
        return ()

    def on_tile_placed(self, game: Game, placement: Placement) -> None:
        """After a tile is laid and its features merged, before the figure step."""

    def on_figures_left(self, game: Game, figures: tuple[Figure, ...]) -> None:
        """Figures left the board (scored, sent away, swapped, removed)."""

    # --- scoring --------------------------------------------------------------------
    def scoring_order_matters(self, game: Game, features: list[Feature]) -> bool:
        return False

    def prepare_scoring(self, game: Game, ctx: ScoringContext) -> list[Step]:
        """Before points: decisions needed for this feature (e.g. sending to Leipzig)."""
        return []

    def measure(self, game: Game, ctx: ScoringContext) -> None:
        """Adjust what is counted (tiles, pennants, cities) before modifiers apply."""

    def modify_scoring(self, game: Game, ctx: ScoringContext) -> None:
        """Change the rates, the scorers or add adjustments (surveyor tiles, Porxada, pig)."""

    def after_scoring(self, game: Game, ctx: ScoringContext) -> None:
        """Bonuses that depend on the final value; side effects such as goods."""

    def is_completed_city(self, game: Game, feature: Feature) -> bool | None:
        """Whether a feature a field touches counts as a completed city (None: no opinion)."""
        return None

    # --- turn structure -------------------------------------------------------------
    def extra_part(self, game: Game) -> bool:
        """At the end of a turn part: whether the same player plays another part."""
        return False

    def on_turn_end(self, game: Game) -> None:
        pass

    def final_scoring(self, game: Game) -> None:
        """After the core's final scoring (goods, ...)."""

    # --- records and inspection ------------------------------------------------------
    def record_fields(self, game: Game) -> dict[str, Any]:
        """Extra top-level record keys (e.g. ``surveyor_stacks``)."""
        return {}

    def player_summary(self, game: Game, player: int) -> dict[str, Any]:
        """Extra per-player keys for the replay output."""
        return {}


EXPANSIONS: dict[str, type[Expansion]] = {}


def register_expansion(cls: type[Expansion]) -> type[Expansion]:
    EXPANSIONS[cls.name] = cls
    return cls
