"""The scoreboard fits its width again only when what the fit follows from changed: a
thinking toggle keeps the cards' items and makes no fit; a decision makes the items anew."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QWidget

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.panels.scoreboard import Scoreboard


def test_thinking_keeps_items_and_fit_a_decision_does_not(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    try:
        controller.new_game(default_players(6), default_rules(), 29)
        board = Scoreboard(controller, host)
        host.resize(400, 900)
        host.show()
        board.flush()
        items = board._items
        fits = board.fits
        for thinking in (True, False):
            controller._thinking = thinking
            controller.thinking_changed.emit(thinking)
            board.flush()
        assert board._items is items  # a computer thinking changes no item
        assert board.fits == fits  # nor anything the width follows from
        rng = random.Random(29)
        assert controller.choose(rng.choice(controller.legal_moves()))
        board.flush()
        assert board._items is not items  # a decision: the items are made anew
    finally:
        controller.close()
