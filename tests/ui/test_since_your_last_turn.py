"""Since your last turn (issue 27): the tiles the other players placed since your last turn
carry a small numbered mark in their colour (1 = the first of them), and the setting
switches the marks off and on (on by default)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup, default_rules
from carc_desktop.ui.board import art
from carc_desktop.ui.common.prefs import KEY_RECENT_MARKS


def play_turn(c) -> None:  # type: ignore[no-untyped-def]
    """One whole turn of the player to move: the first legal tile, no figure."""
    player = c.game.current
    while c.game.current == player and not c.game.finished:
        moves = c.legal_moves()
        skip = [m for m in moves if type(m).__name__ == "Skip"]
        assert c.choose(skip[0] if skip else moves[0])


def test_the_tiles_since_your_last_turn_carry_their_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController(choose_move=first_legal_move)
    try:
        c.new_game([PlayerSetup("Ada", "red"), PlayerSetup("Bo", "blue"), PlayerSetup("Cy", "green")],
                   default_rules(), 11)
        w = MainWindow(c)
        qtbot.addWidget(w)
        w.resize(1200, 800)
        w.show()
        QApplication.processEvents()
        assert w.settings.value(KEY_RECENT_MARKS) is None and w.board.recent_marks  # on by default
        assert not w.board.board.recent  # nobody has had a turn yet
        for _ in range(3):
            play_turn(c)
        QApplication.processEvents()
        # Ada again: Bo's and Cy's tiles, in their order and colours
        assert c.game.current == 0
        placements = c.game.board.placements
        marks = [(m.order, m.data(0), m.colour.name()) for m in w.board.board.recent]
        assert marks == [(1, len(placements) - 2, art.player_colour(c.game, 1).name()),
                         (2, len(placements) - 1, art.player_colour(c.game, 2).name())]
        assert "Bo" in w.board.board.recent[0].toolTip()
        w.settings.setValue(KEY_RECENT_MARKS, False)
        w.apply_settings()
        assert not w.board.board.recent
        w.settings.setValue(KEY_RECENT_MARKS, True)
        w.apply_settings()
        assert len(w.board.board.recent) == 2
        play_turn(c)  # Ada's turn; now Bo sees Cy's and Ada's tiles
        QApplication.processEvents()
        assert [m.data(1) for m in w.board.board.recent] == [2, 0]
    finally:
        c.close()


def test_the_settings_dialog_has_the_switch(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = window.show_settings()
    box = dialog.recent_marks
    assert box.isChecked() and box.text()
    box.setChecked(False)
    dialog.accept()
    assert not window.board.recent_marks
