"""The scoreboard chooses its shape (roomy, tables cut short, compact) again only when
something its height depends on changed: after every decision of random games, in docks of
several sizes, its shape is the one a full choice makes, and most moves (a score, whose
turn it is) measure no shape at all."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QVBoxLayout, QWidget

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.panels.scoreboard import Scoreboard


def _shape(board: Scoreboard) -> tuple[object, ...]:
    return (board.compact, tuple(t.wrap for t in board.table_boxes.values()), board.scroll.minimumWidth(),
            tuple(card.compact for card in board.cards if card.isVisibleTo(board)))


@pytest.mark.parametrize("players,seed,height", [(2, 5, 260), (4, 11, 420), (6, 29, 520), (6, 31, 900)])
def test_the_shape_after_every_decision_is_what_a_full_choice_makes(qtbot, players, seed, height) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    QVBoxLayout(host).setContentsMargins(0, 0, 0, 0)
    qtbot.addWidget(host)
    try:
        controller.new_game(default_players(players), default_rules(), seed)
        board = Scoreboard(controller, host)
        host.layout().addWidget(board)
        host.resize(300, height)
        host.show()
        qtbot.waitExposed(host)
        measured = {"n": 0}
        needed = board.needed_height

        def counted(width: int | None = None) -> int:
            measured["n"] += 1
            return needed(width)

        board.needed_height = counted  # type: ignore[method-assign]
        rng = random.Random(seed)
        moves = skipped = 0
        for step in range(400):
            if controller.game.finished:
                break
            assert controller.choose(rng.choice(controller.legal_moves()))
            before = measured["n"]
            board.flush()
            moves += 1
            skipped += measured["n"] == before
            if step % 2:  # a computer thinks about the next decision (the turn says so), then is done
                for thinking in (True, False):
                    controller._thinking = thinking
                    controller.thinking_changed.emit(thinking)
                    board.flush()
                    shown = _shape(board)
                    board._choose_shape()
                    assert _shape(board) == shown, f"step {step}, thinking {thinking}"
            if step % 3 == 0 or controller.game.finished:
                shown = _shape(board)
                board._choose_shape()  # the full choice, from the roomiest shape on
                assert _shape(board) == shown, f"step {step}"
        assert controller.game.finished
        # Most decisions change only scores, supplies and whose turn it is.
        assert skipped > moves // 2, (skipped, moves)
    finally:
        controller.close()
