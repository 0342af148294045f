"""After F11 (or any change of the window's state) the board is centred again in the part
of the board above the band (fitted again if it was whole in view and no longer fits)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication


def _board_centre_offset(window) -> QPointF:  # type: ignore[no-untyped-def]
    board = window.board
    centre = board.mapFromScene(board.board.board_rect.center())
    clear = board.clear_rect()
    return QPointF(centre) - QPointF(clear.center())


def test_f11_centres_the_board_again(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    board = window.board
    board.zoom_in()
    board.pan_by(260, 140)  # the player looked elsewhere
    QApplication.processEvents()
    assert abs(_board_centre_offset(window).x()) > 100
    scale = board.scale_factor()
    window.actions["fullscreen"].trigger()  # F11
    # centred across; up and down, the least pan that keeps the legal cells clear of the band
    # may move it by less than a tile
    qtbot.waitUntil(lambda: abs(_board_centre_offset(window).x()) <= 2
                    and abs(_board_centre_offset(window).y()) <= 0.6 * 100 * board.scale_factor(), timeout=3000)
    assert board.scale_factor() <= scale
    board.pan_by(-300, 0)
    window.actions["fullscreen"].trigger()  # and back
    qtbot.waitUntil(lambda: abs(_board_centre_offset(window).x()) <= 2, timeout=3000)
