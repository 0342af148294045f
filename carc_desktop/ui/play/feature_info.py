"""Read-only facts about a feature on the board, for hover hints and previews. The engine
answers; nothing here restates a rule.

``figure_feature_info(game, figure)`` gives the whole feature a figure stands in: its cells
(to highlight), who holds the majority and what it is worth *now* (``Game.value_now``:
completed, the in-game scoring; unfinished, what final scoring would give; every
expansion's modifiers included).

``PlacementPreview`` answers "what would placing the tile here score at once?" with the
engine's preview (played and taken back through the engine's journal), asked through
``controller/questions.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from carc_desktop.controller.questions import placement_points
from carc_desktop.engine import Feature, Figure
from carc_desktop.texts.event_text import fill, join_names, pennants_phrase, plural_en, tiles_phrase
from carc_desktop.texts.translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.engine import Game, Move



class FeatureHint(TextContext):
    """The translation context of this module: ``FeatureHint.tr(...)`` (lupdate reads these calls)."""


@dataclass(frozen=True)
class FeatureInfo:
    kind: str
    #: Board cells the feature covers (each tile once), sorted.
    cells: list[tuple[int, int]]
    complete: bool
    #: Points each scorer would get if the feature were scored now (``Game.value_now``).
    value: int
    tiles: int = 0
    pennants: int = 0
    #: For fields: completed cities next to it.
    cities: int = 0
    #: Majority-counting figures per player.
    figures: dict[int, int] = field(default_factory=dict)
    majority: tuple[int, ...] = ()


def feature_info_of(game: Game, feature: Feature) -> FeatureInfo:
    """Facts about a (root) feature."""
    now = game.value_now(feature)
    cells = sorted((int(c[0]), int(c[1])) for c in feature.cells())
    return FeatureInfo(now.kind, cells, now.complete, now.value, now.tiles, now.pennants, now.cities,
                       now.counts, now.majority)


def value_now(game: Game, feature: Feature) -> FeatureInfo:
    """What a feature is and is worth now: the one door the hover hints and figure markers
    use (to become ``game.value_now(feature)`` once the engine answers it itself)."""
    return feature_info_of(game, feature)


def feature_info(game: Game, placement_index: int, seg_index: int) -> FeatureInfo:
    """The feature through segment ``seg_index`` of the ``placement_index``-th tile laid."""
    placement = game.board.placements[placement_index]
    return value_now(game, game.feature_of(placement, seg_index))


def figure_feature_info(game: Game, figure: Figure) -> FeatureInfo:
    """The feature a figure on the board stands in."""
    return feature_info(game, figure.placement, figure.segment)


def figure_from_item(item: Any) -> Figure | None:
    """The engine figure a board item stands for (``MeepleItem.key`` = (Figure, tile key))."""
    key = getattr(item, "key", None)
    if isinstance(key, tuple) and key and isinstance(key[0], Figure):
        return key[0]
    return None


def describe(info: FeatureInfo, game: Game) -> str:
    """One translated sentence: what the feature is and what it is worth now, to whom."""
    kind = info.kind
    if kind == "road":
        if info.complete:
            what = plural_en(FeatureHint.tr("Completed road of %n tile(s)", None, info.tiles),
                             info.tiles)
        else:
            what = plural_en(FeatureHint.tr("Unfinished road of %n tile(s)", None, info.tiles),
                             info.tiles)
    elif kind == "city" and not info.pennants:
        if info.complete:
            what = plural_en(FeatureHint.tr("Completed city of %n tile(s)", None, info.tiles),
                             info.tiles)
        else:
            what = plural_en(FeatureHint.tr("Unfinished city of %n tile(s)", None, info.tiles),
                             info.tiles)
    elif kind == "city":
        if info.complete:
            what = fill(FeatureHint.tr("Completed city of %1 with %2"),
                        tiles_phrase(info.tiles), pennants_phrase(info.pennants))
        else:
            what = fill(FeatureHint.tr("Unfinished city of %1 with %2"),
                        tiles_phrase(info.tiles), pennants_phrase(info.pennants))
    elif kind == "monastery":
        what = plural_en(FeatureHint.tr("Monastery with %n of 9 tiles", None, info.tiles), info.tiles)
    elif kind == "field":
        what = plural_en(FeatureHint.tr("Field next to %n completed city(ies)", None, info.cities),
                         info.cities)
    else:
        what = kind.replace("_", " ").capitalize()
    names = [game.players[p].name for p in info.majority if 0 <= p < len(game.players)]
    if not names:
        return fill(plural_en(FeatureHint.tr("%1: worth %n point(s), nobody holds it.", None,
                                                         info.value), info.value), what)
    text = plural_en(FeatureHint.tr("%1: worth %n point(s) now to %2.", None, info.value), info.value)
    return fill(text, what, join_names(names))


# --- placement preview ------------------------------------------------------------------------
class PlacementPreview:
    """Points a placement would score at once (with no new figure): the engine's
    ``Game.preview_placement`` through ``controller/questions.py`` (where the figure step
    comes, or another decision before it, is the engine's business)."""

    def points(self, game: Game, move: Move) -> dict[int, int]:
        """Player -> points the move's immediate scorings give (empty if none or illegal)."""
        return placement_points(game, move)
