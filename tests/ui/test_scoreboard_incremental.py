"""The scoreboard sets again only the cards whose contents changed: after every decision
of random games (every expansion, up to six players, the thinking flag coming and going) it shows
exactly what a scoreboard built from scratch shows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QWidget

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.panels.scoreboard import Scoreboard


def _shown(board: Scoreboard) -> list[object]:
    board.flush()  # a refresh asked for by the last decision waits for the event loop
    cards = []
    for card in board.cards:
        if not card.isVisibleTo(board):
            continue
        cards.append((card.swatch.pixmap().toImage(), card.name.full_text, card.score.text(), card.chip_items(),
                      card.property("active"), card.toolTip(), card.accessibleName(), card.accessibleDescription()))
    return [cards, board.turn_label.full_text, board.tiles_label.text(), board.scroll.minimumWidth()]


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 11), (6, 29)])
def test_the_scoreboard_after_every_decision_equals_one_built_from_scratch(qtbot, players, seed) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    try:
        controller.new_game(default_players(players), default_rules(), seed)
        live = Scoreboard(controller, host)
        rng = random.Random(seed)
        for step in range(400):
            if controller.game.finished:
                break
            if step % 7 == 3:  # the thinking flag comes and goes between decisions
                controller.thinking_changed.emit(True)
                controller.thinking_changed.emit(False)
            assert controller.choose(rng.choice(controller.legal_moves()))
            if step % 5 == 0 or controller.game.finished:
                fresh = Scoreboard(controller, host)
                assert _shown(live) == _shown(fresh), f"step {step}"
                fresh.deleteLater()
        assert controller.game.finished
        fresh = Scoreboard(controller, host)
        assert _shown(live) == _shown(fresh)
    finally:
        controller.close()
