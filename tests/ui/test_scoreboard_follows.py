"""The scoreboard follows the turn: squeezed so that it must scroll, it keeps the player to
move in view at every turn, and in a game against computers the one person's card stays
in view while the computers play."""

from __future__ import annotations

import random

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.panels.scoreboard import Scoreboard

COLOURS = ("red", "blue", "green", "yellow", "black", "grey")


def in_view(board: Scoreboard, player: int) -> bool:
    card = board.cards[player]
    view = board.scroll.viewport()
    return view.rect().contains(QRect(card.mapTo(view, card.rect().topLeft()), card.size()))


def squeezed(qtbot, computers: tuple[int, ...]):  # type: ignore[no-untyped-def]
    c = GameController(choose_move=first_legal_move)
    seats = [PlayerSetup(f"Player {i + 1}", COLOURS[i], i in computers, "normal") for i in range(6)]
    c.new_game(seats, RuleSet("C3", tuple(sorted(load_all()))), 9)
    board = Scoreboard(c)
    qtbot.addWidget(board)
    board.resize(260, 110)  # room for about two cards
    board.show()
    qtbot.waitExposed(board)
    QApplication.processEvents()
    return c, board


def test_the_player_to_move_is_always_in_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    c, board = squeezed(qtbot, ())
    try:
        assert board.scroll.verticalScrollBar().maximum() > 0, "the test needs a scoreboard that scrolls"
        rng = random.Random(3)
        seen = set()
        for _ in range(40):
            board.flush()
            active = c.game.decider if c.game.decider is not None else c.game.current
            assert in_view(board, active), f"player {active + 1} out of view"
            seen.add(active)
            assert c.choose(rng.choice(c.legal_moves()))
        assert len(seen) == 6
    finally:
        c.close()


def test_the_person_against_computers_stays_in_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    c, board = squeezed(qtbot, (0, 1, 2, 3, 5))  # the person sits fifth
    try:
        rng = random.Random(4)
        for _ in range(12):
            qtbot.waitUntil(lambda: c.human_to_move, timeout=10_000)
            board.flush()
            assert in_view(board, 4)
            assert c.choose(rng.choice(c.legal_moves()))
            board.flush()
            assert in_view(board, 4)
    finally:
        c.close()
