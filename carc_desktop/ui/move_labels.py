"""Readable, translated labels for decisions and moves.

One small function per known move type; anything else falls back to a label built from the
move's record form, so a new decision kind shows up in the prompt without UI changes.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Deploy, Move, PlaceTile, ScoreFirst, Skip

from carc_desktop.texts.event_text import feature_name, figure_name, fill, player_name


def quarter_name(quarter: str) -> str:
    """The bare trade ("Wainwrights"): the labels say "the %1 quarter", which needs another
    grammatical form than event_text's whole "Wainwrights' quarter" in some languages."""
    names = {
        "wainwrights": QCoreApplication.translate("MoveLabels", "Wainwrights"),
        "tanners": QCoreApplication.translate("MoveLabels", "Tanners"),
        "coiners": QCoreApplication.translate("MoveLabels", "Coiners"),
        "bookbinders": QCoreApplication.translate("MoveLabels", "Bookbinders"),
    }
    return names.get(quarter, quarter.replace("_", " ").capitalize())


def _kind_from_feature_id(feature: str) -> str:
    return feature.rstrip("0123456789") or feature


def _feature_at(game: Game, x: int, y: int, feature: str) -> str:
    """'road', 'city'... for a feature id on the tile at a cell (the id's stem otherwise)."""
    hit = game.board.at((x, y))
    if hit is not None:
        tile = hit[0].tile
        if feature in tile.segment_index:
            return feature_name(tile.segments[tile.segment_index[feature]].kind)
    return feature_name(_kind_from_feature_id(feature))


def _figure_ref(game: Game, ref: Any) -> str:
    if isinstance(ref, (tuple, list)) and len(ref) == 3:
        x, y, feature = ref
        return fill(QCoreApplication.translate("MoveLabels", "the %1 at (%2, %3)"),
                     _feature_at(game, x, y, str(feature)), x, y)
    if ref == "supply":
        return QCoreApplication.translate("MoveLabels", "one from your supply")
    return str(ref)


# --- one label function per known move type ---------------------------------------------

def _place(move: PlaceTile, game: Game) -> str:
    return fill(QCoreApplication.translate("MoveLabels", "Place the tile at (%1, %2), turned %3°"),
                 move.x, move.y, move.rotation * 90)


def _deploy(move: Deploy, game: Game) -> str:
    last = game.last
    kind = _kind_from_feature_id(move.feature)
    if last is not None and move.feature in last.tile.segment_index:
        kind = last.tile.segments[last.tile.segment_index[move.feature]].kind
    figure = "farmer" if move.figure == "follower" and kind == "field" else move.figure
    return fill(QCoreApplication.translate("MoveLabels", "Put a %1 on the %2"),
                 figure_name(figure), feature_name(kind))


def _skip(move: Skip, game: Game) -> str:
    if game.phase == "deploy":
        return QCoreApplication.translate("MoveLabels", "No figure this turn")
    return QCoreApplication.translate("MoveLabels", "Skip")


def _score_first(move: ScoreFirst, game: Game) -> str:
    return fill(QCoreApplication.translate("MoveLabels", "Score the %1 at (%2, %3) first"),
                 _feature_at(game, move.x, move.y, move.feature), move.x, move.y)


def _leipzig(move: Any, game: Game) -> str:
    quarter = getattr(move, "quarter", None)
    player = getattr(move, "player", None)
    if player == game.decider:
        if quarter is None:
            return QCoreApplication.translate("MoveLabels", "Score the road normally")
        return fill(QCoreApplication.translate("MoveLabels", "Send a meeple to the %1 quarter"),
                     quarter_name(str(quarter)))
    who = player_name(game, player)
    if quarter is None:
        return fill(QCoreApplication.translate("MoveLabels", "%1: score the road normally"), who)
    return fill(QCoreApplication.translate("MoveLabels", "%1: send a meeple to the %2 quarter"),
                 who, quarter_name(str(quarter)))


def _porxada(move: Any, game: Game) -> str:
    option = getattr(move, "option", None)
    if option == "bonus":
        return QCoreApplication.translate("MoveLabels", "Take the Porxada bonus token")
    if option == "swap" and getattr(move, "mine", None) is None:
        return QCoreApplication.translate("MoveLabels", "Choose the swap and swap nothing")
    if option == "swap":
        theirs = getattr(move, "theirs", None)
        owner = ""
        if isinstance(theirs, (tuple, list)) and len(theirs) == 3:
            hit = game.board.at((theirs[0], theirs[1]))
            if hit is not None:
                for (pi, si), fig in game.figure_at.items():
                    if pi == hit[0].index and hit[0].tile.segments[si].id == theirs[2]:
                        owner = player_name(game, fig.player)
                        break
        return fill(QCoreApplication.translate("MoveLabels", "Swap your follower on %1 with %2's on %3"),
                     _figure_ref(game, getattr(move, "mine", None)), owner or "?",
                     _figure_ref(game, theirs))
    return _generic(move, game)


def _porxada_answer(move: Any, game: Game) -> str:
    if getattr(move, "accept", None):
        return QCoreApplication.translate("MoveLabels", "Accept the swap")
    return QCoreApplication.translate("MoveLabels", "Refuse (and lose a follower)")


def _porxada_remove(move: Any, game: Game) -> str:
    follower = getattr(move, "follower", None)
    if follower == "supply":
        return QCoreApplication.translate("MoveLabels", "Remove a follower from your supply")
    return fill(QCoreApplication.translate("MoveLabels", "Remove your follower on %1"), _figure_ref(game, follower))


def _builder_second(move: Any, game: Game) -> str:
    if getattr(move, "take", None):
        return QCoreApplication.translate("MoveLabels", "Take the builder's second tile")
    return QCoreApplication.translate("MoveLabels", "Decline the second tile")


def _generic(move: Move, game: Game) -> str:
    """Fallback: the record form, made readable ('Porxada answer: accept = yes')."""
    record = move.to_record()
    kind = str(record.pop("type", move.type)).replace("_", " ").capitalize()
    parts = []
    for key, value in record.items():
        if isinstance(value, bool):
            value = QCoreApplication.translate("MoveLabels", "yes") if value else QCoreApplication.translate("MoveLabels", "no")
        elif value is None:
            value = "-"
        elif isinstance(value, (list, tuple)):
            value = "(" + ", ".join(str(v) for v in value) + ")"
        parts.append(f"{key.replace('_', ' ')} = {value}")
    return kind + (": " + ", ".join(parts) if parts else "")


LABELS: dict[str, Callable[[Any, Game], str]] = {
    "place": _place,
    "deploy": _deploy,
    "skip": _skip,
    "score_order": _score_first,
    "leipzig": _leipzig,
    "porxada": _porxada,
    "porxada_answer": _porxada_answer,
    "porxada_remove": _porxada_remove,
    "builder_second_tile": _builder_second,
}


def move_label(move: Move, game: Game) -> str:
    fn = LABELS.get(move.type, _generic)
    try:
        return fn(move, game)
    except Exception:  # a label must never break the prompt
        return _generic(move, game)


def decision_title(kind: str, who: str) -> str:
    """The prompt's heading for a pending decision of ``kind`` taken by ``who``."""
    titles = {
        "place": QCoreApplication.translate("MoveLabels", "%1, place your tile"),
        "deploy": QCoreApplication.translate("MoveLabels", "%1, place a figure?"),
        "score_order": QCoreApplication.translate("MoveLabels", "%1, which feature scores first?"),
        "leipzig": QCoreApplication.translate("MoveLabels", "%1, send a meeple to Leipzig?"),
        "porxada": QCoreApplication.translate("MoveLabels", "%1, La Porxada: choose an option"),
        "porxada_answer": QCoreApplication.translate("MoveLabels", "%1, answer the Porxada swap"),
        "porxada_remove": QCoreApplication.translate("MoveLabels", "%1, which follower leaves the game?"),
        "builder_second_tile": QCoreApplication.translate("MoveLabels", "%1, take a second tile?"),
    }
    text = titles.get(kind) or QCoreApplication.translate("MoveLabels", "%1, decide: %2")
    return fill(text, who, kind.replace("_", " "))


def decision_help(kind: str) -> str:
    helps = {
        "place": QCoreApplication.translate(
            "MoveLabels", "Drag the tile onto a highlighted cell, or click a cell and press Enter. "
                          "R rotates."),
        "deploy": QCoreApplication.translate(
            "MoveLabels", "Click a marker on the tile you just placed, or place no figure."),
        "leipzig": QCoreApplication.translate(
            "MoveLabels", "A completed road leads to Leipzig: send one of your meeples from it into a "
                          "quarter, or let the road score normally."),
        "score_order": QCoreApplication.translate(
            "MoveLabels", "Several features were completed and the order matters."),
    }
    return helps.get(kind, "")


def move_cells(move: Move) -> list[tuple[int, int]]:
    """Board cells a move refers to (for highlighting them while the choice is hovered)."""
    out: list[tuple[int, int]] = []
    if not dataclasses.is_dataclass(move):
        return out
    names = {f.name for f in dataclasses.fields(move)}
    if {"x", "y"} <= names:
        x, y = getattr(move, "x"), getattr(move, "y")
        if isinstance(x, int) and isinstance(y, int):
            out.append((x, y))
    for f in dataclasses.fields(move):
        v = getattr(move, f.name)
        if isinstance(v, (tuple, list)) and len(v) == 3 and all(isinstance(c, int) and not isinstance(c, bool)
                                                                for c in v[:2]):
            out.append((v[0], v[1]))
    return out
