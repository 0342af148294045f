"""A scoreboard card grows with its details: a fourth line (a Leipzig quarter, goods, or a
figure line that now wraps) is shown whole as soon as the scoreboard refreshes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.panels.scoreboard import Scoreboard

from .fit import clipped

COLOURS = ("red", "blue", "green", "yellow", "black", "gray")


def test_a_card_whose_details_grow_by_a_line_shows_every_line(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.main_window import MainWindow

    c = GameController(choose_move=first_legal_move)
    c.new_game([PlayerSetup(f"Player {i + 1}", COLOURS[i]) for i in range(6)],
               RuleSet("C3", tuple(sorted(load_all()))), 5)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    board = w.scoreboard
    assert not clipped(board)
    first, last = board.cards[0].detail, board.cards[5].detail
    lines_before = first.height() // first.fontMetrics().lineSpacing()

    plain = Scoreboard.detail_lines

    def grown(self, game, player):  # type: ignore[no-untyped-def]
        lines = plain(self, game, player)
        if player in (0, 5):
            # the two ways a card grew in play: one more line, and a line that now wraps
            lines.append("Lipsko: Kolářská čtvrť" if player == 0 else
                         "builder on the board and pig on the board and a long word or two more to wrap")
        return lines

    monkeypatch.setattr(Scoreboard, "detail_lines", grown)
    board.refresh()
    # the cards have their new heights when the refresh returns (the player sees the next
    # frame), and keep them once the posted layout requests have run
    assert not clipped(board), clipped(board)
    assert first.height() // first.fontMetrics().lineSpacing() == lines_before + 1
    assert last.height() >= last.heightForWidth(last.width())
    for _ in range(3):
        QApplication.processEvents()
    assert not clipped(board), clipped(board)
    c.close()
