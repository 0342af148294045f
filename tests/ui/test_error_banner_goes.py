"""The error banner goes by itself after a while, and at once when the player acts on it:
the red "doesn't fit" goes when the tile is moved (dragged, or the cursor) to where it fits.
It stays through a refused drop that leaves the cursor where it was."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from carc_desktop.ui.board.view import tile_mime_data
from carc_desktop.ui.window import messages

from .conftest import send_drag


def test_the_error_goes_when_the_tile_reaches_a_cell_where_it_fits(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    banner, board = window.banner, window.board
    assert not controller.place_tile(40, 40)
    assert banner.isVisible() and banner.kind == messages.MessageKind.ERROR
    cell, rotations = sorted(controller.placement_options().items())[0]
    controller.set_rotation(rotations[0])
    board.set_cursor(cell)  # the keyboard or a click moved the tile to where it fits
    QApplication.processEvents()
    assert not banner.isVisible()


def test_a_drag_over_a_fitting_cell_ends_the_error_but_a_refused_drop_keeps_it(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    banner, board = window.banner, window.board
    tile = controller.tile
    cell, rotations = sorted(controller.placement_options().items())[0]
    controller.set_rotation(rotations[0])
    board.set_cursor(cell)
    far = board.mapFromScene(board.mapToScene(board.viewport().rect().topLeft()) + QPoint(3, 3))
    # a drop far off the board is refused: the error shows and stays (the cursor did not move)
    send_drag(board, tile_mime_data(tile.id, rotations[0], 0), far)
    QApplication.processEvents()
    assert banner.isVisible() and banner.kind == messages.MessageKind.ERROR
    # dragged again, over the cell where it fits: the error goes
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent
    mime = tile_mime_data(tile.id, rotations[0], 0)
    acts = Qt.DropAction.MoveAction
    vp = board.viewport()
    QApplication.sendEvent(vp, QDragEnterEvent(far, acts, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    board.set_cursor(None)
    QApplication.sendEvent(vp, QDragMoveEvent(board.view_point_of_cell(cell), acts, mime, Qt.MouseButton.LeftButton,
                                              Qt.KeyboardModifier.NoModifier))
    QApplication.processEvents()
    assert not banner.isVisible()


def test_an_error_goes_by_itself_after_a_while(qtbot, window, controller, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(messages, "ERROR_LINGER_MS", 150)
    assert not controller.place_tile(40, 40)
    assert window.banner.isVisible()
    qtbot.waitUntil(lambda: not window.banner.isVisible(), timeout=3000)
    assert controller.phase == "place"  # the same step: it went by itself
