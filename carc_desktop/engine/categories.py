"""Scoring categories: the kinds of points the end-of-game table, the game review and the
player summaries add up by (roads, cities, ..., an expansion's bonuses).

Each expansion declares its own on its class (``Expansion.score_categories``) and the base
game's are here; :func:`score_categories` is the one list every table reads, so adding an
expansion adds its column without touching a table. A category takes a ``score`` event's
points by the feature kind scored (``features``) and a scoring item's by its code
(``items``); an expansion may add codes to another's category (Traders & Builders' pig to
the fields). ``share``: what the expansion changes in what features pay (the Land
Surveyors' tiles) is measured by replaying the same record without that expansion, which
therefore must add no tiles and no decisions.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .expansions import load_all


@dataclass(frozen=True)
class ScoreCategory:
    #: Stable key (tables and tests use it; the UI names it in the player's language).
    key: str
    #: Place among the columns (the base game's 10-40, the expansions' after, "other" last).
    order: int
    #: Feature kinds whose ``score`` events count here (what their items leave).
    features: tuple[str, ...] = ()
    #: Scoring item codes counted here (a quarter bonus, the pig).
    items: tuple[str, ...] = ()
    #: Shown even when nobody scored in it.
    always: bool = False
    #: The points its expansion changed in what features paid, measured by a replay without it.
    share: bool = False


#: The base game's categories.
BASE_CATEGORIES: tuple[ScoreCategory, ...] = (
    ScoreCategory("road", 10, ("road",), always=True),
    ScoreCategory("city", 20, ("city",), always=True),
    ScoreCategory("monastery", 30, ("monastery",), always=True),
    ScoreCategory("field", 40, ("field",), always=True),
)
#: Whatever no category claims (points of events other than scorings).
OTHER = ScoreCategory("other", 1000)


def _merged(a: ScoreCategory, b: ScoreCategory) -> ScoreCategory:
    return ScoreCategory(a.key, min(a.order, b.order), tuple(dict.fromkeys(a.features + b.features)),
                         tuple(dict.fromkeys(a.items + b.items)), a.always or b.always, a.share or b.share)


def score_categories(expansions: Iterable[str] | None = None) -> tuple[ScoreCategory, ...]:
    """The categories of the base game and of ``expansions`` (default: every registered
    expansion), declarations of the same key merged, in column order, "other" last."""
    registry = load_all()
    names = list(registry) if expansions is None else [n for n in expansions if n in registry]
    found: dict[str, ScoreCategory] = {c.key: c for c in BASE_CATEGORIES}
    for name in names:
        for cat in registry[name].score_categories:
            found[cat.key] = _merged(found[cat.key], cat) if cat.key in found else cat
    found.pop(OTHER.key, None)
    return tuple(sorted(found.values(), key=lambda c: (c.order, c.key))) + (OTHER,)


def share_expansions(expansions: Iterable[str]) -> list[tuple[str, str]]:
    """(expansion, category) of each of ``expansions`` whose share is measured by a replay."""
    registry = load_all()
    return [(n, c.key) for n in expansions if n in registry for c in registry[n].score_categories if c.share]
