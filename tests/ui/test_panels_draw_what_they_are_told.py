"""The scoreboard and the score log draw the game that ``state_changed`` told them, never
the controller's live game: a refresh reads ``controller.game`` not once, and a change
that brings another game (a review's copy, a test's) is what they show."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QWidget

from carc_desktop.controller import GameController
from carc_desktop.controller.change import MOVE, GameChange
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.engine import Game
from carc_desktop.ui.panels.score_log import ScoreLog
from carc_desktop.ui.panels.scoreboard import Scoreboard


def _play(controller: GameController, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if controller.game.finished:
            break
        assert controller.choose(rng.choice(controller.legal_moves()))


def _scores(board: Scoreboard) -> list[str]:
    return [c.score.text() for c in board.cards if c.isVisibleTo(board)]


def test_refresh_reads_only_the_told_game(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    try:
        controller.new_game(default_players(4), default_rules(), 11)
        board, log = Scoreboard(controller, host), ScoreLog(controller, host)
        _play(controller, 60, 11)
        reads: list[str] = []
        live = GameController.game

        def game(self: GameController) -> Game:
            reads.append("game")
            return live.fget(self)  # type: ignore[attr-defined,no-any-return]

        monkeypatch.setattr(GameController, "game", property(game))
        board.refresh()
        log.rebuild()
        log.sync()
        board._follow_turn(0)
        assert reads == []
        assert _scores(board) == [str(s) for s in controller.change.game.scores]  # type: ignore[union-attr]
    finally:
        controller.close()


def test_a_change_with_another_game_is_what_they_show(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    host = QWidget()
    qtbot.addWidget(host)
    try:
        controller.new_game(default_players(2), default_rules(), 5)
        board, log = Scoreboard(controller, host), ScoreLog(controller, host)
        _play(controller, 40, 5)
        board.flush()
        assert len(_scores(board)) == 2
        # Another game, three players and points of its own, told through the signal.
        other = GameController()
        try:
            other.new_game(default_players(3), default_rules(), 9)
            _play(other, 90, 9)
            told = other.game
            controller.state_changed.emit(GameChange(told, MOVE, ()))
            board.flush()
            log.flush()
            shown = _scores(board)
            assert shown == [str(s) for s in told.scores] and len(shown) == 3
            # The log lists the told game's scorings: what a log of that game's own
            # controller lists, and not what it listed of the live game.
            assert log.told_game() is told
            assert log.texts() == ScoreLog(other, host).texts() and log.texts()
        finally:
            other.close()
    finally:
        controller.close()
