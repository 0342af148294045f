"""The turn's keys work from anywhere in the window (window-wide QActions), and the board
keeps the keyboard during a turn (Tab goes through the legal cells, not into the panels)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from .conftest import send_drag


def activate(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def place_by_drop(window, controller) -> None:  # type: ignore[no-untyped-def]
    cell, rotations = sorted(controller.placement_options().items())[0]
    controller.set_rotation(rotations[0])
    send_drag(window.board, window.tray.view.drag_mime(), window.board.view_point_of_cell(cell))
    assert controller.phase == "deploy"


def test_s_places_no_figure_wherever_the_focus_is(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    place_by_drop(window, controller)
    elsewhere = window.scoreboard.cards[0]
    elsewhere.setFocus()
    assert QApplication.focusWidget() is elsewhere
    n = len(controller.game.history)
    qtbot.keyClick(elsewhere, Qt.Key.Key_S)
    assert len(controller.game.history) == n + 1 and controller.phase == "place"


def test_r_rotates_from_the_score_log(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    window.score_log.list.setFocus()
    before = controller.rotation
    qtbot.keyClick(window.score_log.list, Qt.Key.Key_R)
    assert controller.rotation == (before + 1) % 4
    qtbot.keyClick(window.score_log.list, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert controller.rotation == before


def test_the_board_keeps_the_keyboard_during_a_turn(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    place_by_drop(window, controller)
    assert QApplication.focusWidget() is window.board  # after the drop: the figure keys go to the board
    qtbot.keyClick(window.board, Qt.Key.Key_S)
    assert controller.phase == "place"
    assert QApplication.focusWidget() is window.board
    legal = set(controller.placement_options())
    for _ in range(3):
        qtbot.keyClick(window.board, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is window.board, "Tab left the board during the turn"
        assert window.board.cursor_cell in legal
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert controller.phase == "deploy"


def test_l_and_the_button_show_every_legal_cell(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    view = window.board
    for _ in range(8):
        view.zoom_in()
    view.pan_by(3000, 3000)
    cells = list(controller.placement_options())

    def all_in_view() -> bool:
        shown = view.viewport().rect()
        return all(shown.contains(view.view_point_of_cell(c)) for c in cells)

    assert not all_in_view()
    qtbot.keyClick(window.score_log.list, Qt.Key.Key_L)
    assert all_in_view()
    view.pan_by(3000, 3000)
    assert not all_in_view()
    buttons = [b for b in window.prompt.findChildren(QWidget) if getattr(b, "text", lambda: "")().startswith("Show legal")]
    assert len(buttons) == 1
    buttons[0].click()
    assert all_in_view()
