"""The UI asks, the engine answers: the New Game dialog checks a setup without building a
game, and the tile tray and the board agree on when a tile may be placed (one answer,
the controller's ``can_place_tile``)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup, default_rules
from carc_desktop.engine import RuleSet
from carc_desktop.engine import game as engine_game
from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog


def test_new_game_dialog_validates_without_building_a_game(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = NewGameDialog(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(d)

    def no_game(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("the dialog built a Game to check a setup")

    monkeypatch.setattr(engine_game.Game, "__init__", no_game)
    assert d.validate() is None
    monkeypatch.setattr(d, "rules", lambda: RuleSet("C3", (), {"followers": 0}))
    assert d.validate() == "These rules cannot start a game: Each player needs 1 to 20 followers, not 0."


def test_tray_and_board_agree_on_when_a_tile_may_be_placed(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.board.view import BoardView
    from carc_desktop.ui.panels.tile_tray import TileTray

    c = GameController()
    try:
        for computer in (False, True):
            c.new_game([PlayerSetup("A", "red", computer), PlayerSetup("B", "blue")], default_rules(), 5)
            c.set_paused(True)  # no computer move meanwhile
            tray, board = TileTray(c), BoardView(c)
            qtbot.addWidget(tray)
            qtbot.addWidget(board)
            assert tray.view.can_drag() == board.placing() == c.can_place_tile == (not computer)
        c.new_game([PlayerSetup("A", "red"), PlayerSetup("B", "blue")], default_rules(), 5)
        c.place_tile(*c.legal_cells()[0], c.rotation)  # now the figure step: no tile to place
        assert c.phase == "deploy" and not c.can_place_tile and not TileTray(c).view.can_drag()
    finally:
        c.close()


def test_the_tray_draws_the_game_it_is_told(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tray shows the game state_changed brings, not what it could look up itself."""
    import random

    from carc_desktop.controller.change import MOVE, GameChange
    from carc_desktop.engine import Game
    from carc_desktop.ui.panels.tile_tray import TileTray

    c = GameController()
    try:
        c.new_game([PlayerSetup("A", "red"), PlayerSetup("B", "blue")], default_rules(), 5)
        tray = TileTray(c)
        qtbot.addWidget(tray)
        assert tray.title.text() == "Your tile"
        other = Game(2, seed=9)
        rng = random.Random(9)
        while not other.finished:
            other.play(rng.choice(other.legal_moves()))
        tray.refresh(GameChange(other, MOVE))
        assert tray.title.text() == "Game over" and not c.game.finished
        assert tray.view.game is other
    finally:
        c.close()
