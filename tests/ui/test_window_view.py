"""The view keeps the player's zoom and position: a new tile is followed only when it is off
screen, with the least movement; the prompt never covers the last tile or a legal cell."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup, default_rules


def view_state(view):  # type: ignore[no-untyped-def]
    return (round(view.scale_factor(), 6), view.horizontalScrollBar().value(), view.verticalScrollBar().value())


def in_view(view, cell) -> bool:  # type: ignore[no-untyped-def]
    return view.viewport().rect().contains(view.view_point_of_cell(cell))


def test_placing_in_view_moves_nothing(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    view = window.board
    view.zoom_out()  # the player's own zoom
    QApplication.processEvents()
    for _ in range(4):  # place, then a figure or none, twice
        before = view_state(view)
        if controller.phase == "place":
            cell, rotations = next((c, r) for c, r in sorted(controller.placement_options().items()) if in_view(view, c))
            assert controller.place_tile(cell.x, cell.y, rotations[0])
        else:
            moves = controller.deploy_options()
            assert controller.deploy(moves[0].figure, moves[0].feature) if moves else controller.skip()
        QApplication.processEvents()
        assert view_state(view) == before, "the view jumped"


def test_a_tile_off_screen_is_scrolled_to_without_zooming(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    view = window.board
    for _ in range(3):
        view.zoom_in()
    view.pan_by(2500, 0)
    scale = view.scale_factor()
    cell, rotations = sorted(controller.placement_options().items())[0]
    assert not in_view(view, cell)
    v = view.verticalScrollBar().value()
    assert controller.place_tile(cell.x, cell.y, rotations[0])
    QApplication.processEvents()
    assert in_view(view, cell)
    assert view.scale_factor() == scale
    # the least movement: the tile ends up near the edge it came in from, not centred
    assert view.view_point_of_cell(cell).x() < view.viewport().width() / 4
    assert view.verticalScrollBar().value() == v


def test_the_computers_tile_keeps_the_view_when_it_is_visible(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = GameController(choose_move=first_legal_move)
    try:
        c.ai_delay_ms = 0
        window_for = type(window)(c)
        qtbot.addWidget(window_for)
        window_for.board.board.animations_enabled = False
        c.new_game([PlayerSetup("Ada", "red"), PlayerSetup("Cpu", "blue", True, "normal")], default_rules(), 3)
        window_for.resize(1200, 800)
        window_for.show()
        qtbot.waitExposed(window_for)
        view = window_for.board
        qtbot.waitUntil(lambda: c.human_to_move, timeout=3000)
        view.zoom_to_fit()
        view.zoom_out()
        QApplication.processEvents()
        cell, rotations = sorted(c.placement_options().items())[0]
        assert c.place_tile(cell.x, cell.y, rotations[0]) and c.skip()
        before = view_state(view)
        n = len(c.game.board.placements)
        qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
        assert len(c.game.board.placements) == n + 1
        QApplication.processEvents()
        assert in_view(view, c.game.board.placements[-1].pos)
        assert view_state(view) == before
    finally:
        c.close()


def test_the_prompt_never_covers_what_matters(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    """The prompt stands over the board's bottom edge, but the last tile and the legal
    cells are never under it (the view pans the least amount when they would be)."""
    board = window.board
    for _ in range(6):
        if controller.phase == "place":
            cell, rotations = sorted(controller.placement_options().items())[0]
            assert controller.place_tile(cell.x, cell.y, rotations[0])
        else:
            assert controller.skip()
        QApplication.processEvents()
        assert window.prompt.isVisible()
        prompt = QRect(board.viewport().mapFrom(window, window.prompt.mapTo(window, window.prompt.rect().topLeft())),
                       window.prompt.size())
        watched = board.must_stay_clear() + board.avoid_under_band()
        assert watched
        for rect in watched:
            assert not board.mapFromScene(rect).boundingRect().intersects(prompt), (rect, prompt)
