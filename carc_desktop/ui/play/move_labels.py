"""Readable, translated labels for decisions and moves.

Each expansion's module in :mod:`.expansions` labels its own moves and names its own
decisions; anything unknown falls back to a label built from the move's record form, so a
new decision kind shows up in the prompt without UI changes.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication

from carc_desktop.engine import Game, Move
from carc_desktop.texts.event_text import fill

from ..expansions import label_function, phase_texts


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


def move_label(move: Move, game: Game) -> str:
    return (label_function(move.type) or _generic)(move, game)


def decision_title(kind: str, who: str) -> str:
    """The prompt's heading for a pending decision of ``kind`` taken by ``who``."""
    texts = phase_texts(kind)
    text = texts.title if texts is not None else QCoreApplication.translate("MoveLabels", "%1, decide: %2")
    return fill(text, who, kind.replace("_", " "))


def decision_help(kind: str) -> str:
    texts = phase_texts(kind)
    return texts.help if texts is not None else ""


def move_cells(move: Move) -> list[tuple[int, int]]:
    """Board cells a move refers to (for highlighting them while the choice is hovered)."""
    out: list[tuple[int, int]] = []
    if not dataclasses.is_dataclass(move):
        return out
    names = {f.name for f in dataclasses.fields(move)}
    if {"x", "y"} <= names:
        x, y = getattr(move, "x"), getattr(move, "y")  # noqa: B009 - any Move with these fields (mypy knows none)
        if isinstance(x, int) and isinstance(y, int):
            out.append((x, y))
    for f in dataclasses.fields(move):
        v = getattr(move, f.name)
        if isinstance(v, (tuple, list)) and len(v) == 3 and all(isinstance(c, int) and not isinstance(c, bool)
                                                                for c in v[:2]):
            out.append((v[0], v[1]))
    return out
