"""Read-only facts about a feature on the board, for hover hints and previews.

``figure_feature_info(game, figure)`` gives the whole feature a figure stands in: its cells
(to highlight), who holds the majority and what it is worth *now* under the core rules
(completed: the in-game value; unfinished: what final scoring would give). Expansion
modifiers (surveyor tiles, Porxada tokens, pigs) are left out on purpose: this reads the
engine's state only, it never runs a hook that could change it.

``PlacementPreview`` answers "what would placing the tile here score?" on a private copy of
the game rebuilt from its record, so the real game is never touched.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from PySide6.QtCore import QObject

from carc_desktop.engine.features import Feature, Figure
from carc_desktop.engine.final import field_cities
from carc_desktop.engine.scoring import base_context

from carc_desktop.texts.event_text import fill, join_names, plural_en, tiles_phrase, pennants_phrase

if TYPE_CHECKING:
    from carc_desktop.engine.game import Game
    from carc_desktop.engine.moves import Move


T = TypeVar("T")


class FeatureHint(QObject):
    """The translation context of this module: ``FeatureHint.tr(...)`` (lupdate reads these calls)."""


@dataclass(frozen=True)
class FeatureInfo:
    kind: str
    #: Board cells the feature covers (each tile once), sorted.
    cells: list[tuple[int, int]]
    complete: bool
    #: Points each majority player would get if the feature were scored now (core rules).
    value: int
    tiles: int = 0
    pennants: int = 0
    #: For fields: completed cities next to it.
    cities: int = 0
    #: Majority-counting figures per player.
    figures: dict[int, int] = field(default_factory=dict)
    majority: tuple[int, ...] = ()


def feature_info_of(game: "Game", feature: Feature) -> FeatureInfo:
    """Facts about a (root) feature."""
    kind = feature.kind
    complete = kind != "field" and feature.open == 0
    ctx = base_context(feature, complete, game.majority_kinds)
    if kind == "field":
        ctx.cities = len(field_cities(game, feature))
    cells = sorted((int(c[0]), int(c[1])) for c in feature.cells())
    return FeatureInfo(kind, cells, complete, ctx.value(), ctx.tiles, ctx.pennants, ctx.cities,
                       ctx.counts, ctx.majority)


def value_now(game: "Game", feature: Feature) -> FeatureInfo:
    """What a feature is and is worth now: the one door the hover hints and figure markers
    use (to become ``game.value_now(feature)`` once the engine answers it itself)."""
    return feature_info_of(game, feature)


def feature_info(game: "Game", placement_index: int, seg_index: int) -> FeatureInfo:
    """The feature through segment ``seg_index`` of the ``placement_index``-th tile laid."""
    placement = game.board.placements[placement_index]
    return value_now(game, game.feature_of(placement, seg_index))


def figure_feature_info(game: "Game", figure: Figure) -> FeatureInfo:
    """The feature a figure on the board stands in."""
    return feature_info(game, figure.placement, figure.segment)


def figure_from_item(item: Any) -> Figure | None:
    """The engine figure a board item stands for (``MeepleItem.key`` = (Figure, tile key))."""
    key = getattr(item, "key", None)
    if isinstance(key, tuple) and key and isinstance(key[0], Figure):
        return key[0]
    return None


def describe(info: FeatureInfo, game: "Game") -> str:
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
    """Points a placement would score at once (with no new figure), computed on a private copy.

    The copy is rebuilt from the game's record when the game moved on (a few ms); each query
    plays the placement there and takes it back."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._clone: "Game | None" = None

    def _copy(self, game: "Game") -> "Game":
        key = (id(game), len(game.history), game.bag_pos, game.turn)
        if self._clone is None or self._key != key:
            from carc_desktop.engine.record import game_from_record, record_from_game
            self._clone = game_from_record(record_from_game(game))
            self._key = key
        return self._clone

    def points(self, game: "Game", move: "Move") -> dict[int, int]:
        """Player -> points the move's immediate scorings give (empty if none or illegal)."""
        from carc_desktop.engine.moves import IllegalMoveError, Skip

        if game.finished:
            return {}
        clone = self._copy(game)
        played = 0
        out: dict[int, int] = {}
        try:
            events = list(clone.play(move))
            played += 1
            # Let the turn's scoring run: no figure on the new tile.
            if clone.phase == "deploy" and Skip() in clone.legal_moves():
                events += clone.play(Skip())
                played += 1
            for ev in events:
                if ev.type == "score" and ev.data.get("reason") == "completed":
                    for p, v in ev.points.items():
                        out[p] = out.get(p, 0) + v
        except (IllegalMoveError, ValueError):
            return {}
        finally:
            for _ in range(played):
                clone.undo()
        return {p: v for p, v in out.items() if v}

    def after(self, game: "Game", move: "Move", read: Callable[["Game"], T]) -> T | None:
        """``read`` of the game as it would be right after ``move`` (None if illegal): the
        engine answers, on the private copy, and the move is taken back at once."""
        from carc_desktop.engine.moves import IllegalMoveError

        if game.finished:
            return None
        clone = self._copy(game)
        try:
            clone.play(move)
        except (IllegalMoveError, ValueError):
            return None
        try:
            return read(clone)
        finally:
            clone.undo()


#: One copy for the decision prompt's previews (rebuilt only when the game moved on).
CHOICE_PREVIEW = PlacementPreview()
