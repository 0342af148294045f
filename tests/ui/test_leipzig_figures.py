"""Leipzig's figures on the board (issue 27): a meeple sent to a quarter stands on that
quarter, in its player's colour; hovering it names the players there and the quarter's
bonus; an undo takes it off again."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine import markets_of_leipzig as leipzig
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.texts.event_text import quarter_name
from carc_desktop.ui.board import art
from carc_desktop.ui.board.geometry import cells_rect
from carc_desktop.ui.board.tooltips import tile_quarter
from carc_desktop.ui.expansions.markets_of_leipzig import quarter_effect

COLOURS = ("red", "blue", "green", "yellow", "black", "grey")


def to_leipzig(c: GameController) -> None:
    """Six players, every expansion, seed 1, choices from Random(2) among the sorted legal
    moves, up to the first Leipzig decision (the 51st)."""
    c.new_game([PlayerSetup(f"Player {i + 1}", COLOURS[i]) for i in range(6)],
               RuleSet("C3", tuple(sorted(load_all()))), 1)
    rng = random.Random(2)
    while c.phase != "leipzig":
        assert len(c.game.history) < 200
        assert c.choose(rng.choice(sorted(c.legal_moves(), key=repr)))


def test_a_meeple_sent_to_leipzig_stands_on_its_quarter(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController()
    try:
        to_leipzig(c)
        w = MainWindow(c)
        qtbot.addWidget(w)
        w.resize(1200, 800)
        w.show()
        QApplication.processEvents()
        scene = w.board.board
        assert not scene.quarter_figures
        player = c.game.decider
        send = next(m for m in c.legal_moves() if getattr(m, "quarter", None))
        assert c.choose(send)
        QApplication.processEvents()
        assert send.quarter in leipzig.quarters_of(c.game, player)
        items = [(k, item) for k, item in scene.quarter_figures.items() if k[0] == send.quarter]
        assert len(items) == 1
        (_q, who, _n), item = items[0]
        assert who == player and item.colour == art.player_colour(c.game, player)
        tile = next(p for p in leipzig.leipzig_placements(c.game) if tile_quarter(p.tile) == send.quarter)
        assert cells_rect(tile.cells).contains(item.pos())
        tip = item.toolTip()
        assert c.game.players[player].name in tip and quarter_name(send.quarter) in tip
        assert quarter_effect(send.quarter) in tip
        assert item.isVisible() and item.scene() is scene
        assert c.undo()
        QApplication.processEvents()
        assert not scene.quarter_figures
    finally:
        c.close()
