"""A move that no pan can keep clear of the band zooms the board out, but only once the move
itself is on screen: zooming draws every tile and figure again at the new size, and doing
both in one pass of the event loop was one of a game's longest pauses (issue 35: the board's
first zoom-out, 20 ms of GUI-thread CPU in one block)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from carc_desktop.ui.board.geometry import cell_rect


def test_the_zoom_out_waits_for_the_moves_repaint(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    view = window.board
    rng = random.Random(5)
    for _ in range(12):
        view.zoom_in()  # the closest zoom: the legal cells soon stop fitting above the band
    QApplication.processEvents()
    zoom_outs = 0
    for _ in range(40):
        if controller.game.finished:
            break
        before = view.scale_factor()
        assert controller.choose(rng.choice(controller.legal_moves()))
        # the move's own event leaves the zoom as it was...
        assert view.scale_factor() == before
        last = controller.game.board.placements[-1].cells
        QApplication.processEvents()
        QApplication.processEvents()
        after = view.scale_factor()
        if after < before:
            zoom_outs += 1
            # ...and the zoom that follows keeps the tile just placed in view, above the band
            clear = view.clear_rect()
            for cell in last:
                shown = view.mapFromScene(cell_rect(*cell)).boundingRect()
                assert clear.contains(shown), (cell, shown, clear)
    assert zoom_outs >= 1


def test_a_zoom_the_player_asks_for_is_at_once(window) -> None:  # type: ignore[no-untyped-def]
    view = window.board
    for _ in range(12):
        view.zoom_in()
    before = view.scale_factor()
    window.actions["zoom_fit"].trigger()
    assert view.scale_factor() < before
