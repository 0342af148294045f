"""What a screen reader hears: the sentences describing the tile to place and the board's
chosen cell, and the accessibility events that tell it something changed.

A screen reader learns of a change only through an event (Qt's ``QAccessible`` update):
setting an accessible name or description alone is read the next time the reader looks.
Everything here goes through :func:`notify` so that tests can see what was sent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleValueChangeEvent

from carc_desktop.texts.event_text import feature_name, plural_en
from carc_desktop.texts.fill import fill
from carc_desktop.texts.translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.controller import GameController
    from carc_desktop.engine import Position, TileType


class A11y(TextContext):
    """The translation context of this module: ``A11y.tr(...)``."""


def _update(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


def notify(obj: QObject, kind: QAccessible.Event) -> None:
    """Tell assistive technology that ``obj``'s ``kind`` (name, description, focus) changed."""
    _update(QAccessibleEvent(obj, kind))


def notify_value(obj: QObject, value: str) -> None:
    """Tell assistive technology that ``obj``'s value is now ``value``."""
    _update(QAccessibleValueChangeEvent(obj, value))


def set_description(widget, text: str) -> None:  # type: ignore[no-untyped-def]
    """Set ``widget``'s accessible description and, when it changed, say so."""
    if widget.accessibleDescription() != text:
        widget.setAccessibleDescription(text)
        notify(widget, QAccessible.Event.DescriptionChanged)


def name_with_value(label, title: str) -> None:  # type: ignore[no-untyped-def]
    """A label's accessible name: what it is and what it says now ("Tiles left: 40 tiles
    left in the bag"); a name alone hid the value from screen readers."""
    name = fill(A11y.tr("%1: %2", "what a label is: what it says"), title, label.text()) if label.text() else title
    if label.accessibleName() != name:
        label.setAccessibleName(name)
        notify(label, QAccessible.Event.NameChanged)


def side_names() -> tuple[str, str, str, str]:
    return (A11y.tr("north"), A11y.tr("east"), A11y.tr("south"), A11y.tr("west"))


def edge_name(kind: str) -> str:
    if kind in ("road", "city", "field"):
        return feature_name(kind)
    return A11y.tr("closed")  # never matched (a Leipzig quarter's wall, a tile's inner joint)


def tile_description(tile: TileType, rotation: int) -> str:
    """The tile's edges as it lies now, clockwise from the top, and what it holds:
    "Edges: north city, east road, south road, west field. Monastery."""
    squares = tile.rotations[rotation % 4]
    if len(squares) == 1:
        edges = squares[0].edges
        parts = [fill(A11y.tr("%1 %2", "side and edge kind: north city"), side, edge_name(kind))
                 for side, kind in zip(side_names(), edges)]
        text = fill(A11y.tr("Edges: %1."), ", ".join(parts))
    else:  # never drawn from the bag, but say something true
        text = A11y.tr("A large tile.")
    extras = []
    kinds = {seg.kind for seg in tile.segments}
    for kind in sorted(kinds - {"road", "city", "field"}):
        extras.append(feature_name(kind).capitalize())
    pennants = sum(seg.pennants for seg in tile.segments)
    if pennants:
        extras.append(plural_en(A11y.tr("%n pennant(s)", None, pennants), pennants))
    if tile.goods:
        extras.append(A11y.tr("Goods"))
    return " ".join([text] + [e + "." for e in extras])


def cell_description(controller: GameController, cell: Position, on_cell: Sequence[str] = ()) -> str:
    """The board's chosen cell: where it is, whether the tile fits there as it is turned,
    and what the board shows on it (``on_cell``: the tile, its figures, the aids' marks)."""
    where = fill(A11y.tr("Cell %1, %2"), cell.x, cell.y)
    c = controller
    if not c.has_game:
        return where
    if cell in c.game.board.cells:
        head = fill(A11y.tr("%1: taken"), where)
    else:
        rotations = c.placement_options().get(cell, ())
        if c.rotation in rotations:
            head = fill(A11y.tr("%1: the tile fits here"), where)
        elif rotations:
            head = fill(A11y.tr("%1: the tile fits here turned another way (R)"), where)
        else:
            head = fill(A11y.tr("%1: the tile does not fit here"), where)
    return ". ".join([head] + [t.rstrip(".") for t in on_cell]) + ("." if on_cell else "")


def board_name() -> str:
    return QCoreApplication.translate("BoardView", "Board")
