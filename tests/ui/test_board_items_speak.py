"""What a screen reader hears of the board: every item that tells the player something (a
tile, a figure, a mark of the aids, a field owner, the tile placed last) carries words of its
own, and choosing a cell with the keyboard makes the board describe everything on it: the
tile's edges, whose figures stand there (by name and seat), the aids' marks."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from carc_desktop.engine import Position
from carc_desktop.ui.board.aids import FieldOwnerItem, SpotAidItem
from carc_desktop.ui.board.items import (
    BoardShadowItem,
    CellHintItem,
    CursorItem,
    FloatingTextItem,
    MeepleItem,
    PreviewItem,
    ScoreFlashItem,
    TileItem,
)

#: Items that say nothing of their own, and why: the shadow and the cell hints are drawing
#: only; the cursor and the preview are what the board's own description says ("the tile fits
#: here"); score flashes and floating points are announced as they happen (ui/announcer.py).
SILENT = (BoardShadowItem, CursorItem, CellHintItem, PreviewItem, ScoreFlashItem, FloatingTextItem)


def _words(item) -> str:  # type: ignore[no-untyped-def]
    return getattr(item, "accessible_text", "") or item.toolTip()


def _play(controller, decisions: int) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(8)
    for _ in range(decisions):
        moves = controller.legal_moves()
        figure = [m for m in moves if getattr(m, "figure", None)]
        assert controller.choose(figure[0] if figure and rng.random() < 0.6 else rng.choice(moves))
    QApplication.processEvents()


def test_every_telling_item_has_words(window, controller) -> None:  # type: ignore[no-untyped-def]
    _play(controller, 40)
    window.actions["field_owners"].trigger()
    QApplication.processEvents()
    scene = window.board.board
    # The highlight lights the cells of what the pointer or the keyboard is on (a log line, a
    # choice): that thing has the words. An item with an empty rectangle draws nothing.
    items = [i for i in scene.items() if i.isVisible() and i is not scene.highlight
             and not i.boundingRect().isEmpty()]
    kinds = {type(i) for i in items}
    assert {TileItem, MeepleItem, FieldOwnerItem} <= kinds, kinds
    mute = [f"{type(i).__name__} at {i.sceneBoundingRect()}" for i in items
            if not isinstance(i, SILENT) and not _words(i).strip()]
    assert not mute, "\n".join(mute)


def test_a_chosen_cell_describes_its_tile_and_figures(window, controller) -> None:  # type: ignore[no-untyped-def]
    _play(controller, 30)
    game = controller.game
    view = window.board
    fig = next(iter(game.figures_on_board()))
    cell = game.board.placements[fig.placement].cells[0]
    view.set_cursor(cell)
    said = view.accessibleDescription()
    assert f"Cell {cell.x}, {cell.y}: taken" in said
    assert "Edges:" in said, said
    name = game.players[fig.player].name
    assert f"of {name} (player {fig.player + 1})" in said, said


def test_a_dead_or_hard_spot_is_heard_at_its_cell(window, controller) -> None:  # type: ignore[no-untyped-def]
    view = window.board
    rng = random.Random(1)
    spots: list[SpotAidItem] = []
    for _ in range(200):
        spots = [i for i in view.board.items() if isinstance(i, SpotAidItem)]
        if spots:
            break
        assert controller.choose(rng.choice(controller.legal_moves()))
        QApplication.processEvents()
    assert spots, "no dead or hard spot in 200 decisions"
    spot = spots[0]
    view.set_cursor(Position(spot.cell.x, spot.cell.y))
    said = view.accessibleDescription()
    assert spot.toolTip().rstrip(".") in said, said
