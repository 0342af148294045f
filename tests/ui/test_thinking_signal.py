"""A computer's move says ``thinking_changed`` once, after the move (and after the next
computer has started thinking): the panels then show exactly what panels built from
scratch show, and the flag they are told is the controller's."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QWidget

from carc_desktop.controller import GameController, PlayerSetup
from carc_desktop.controller.game_controller import default_rules
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Move
from carc_desktop.ui.panels.scoreboard import Scoreboard

from .test_scoreboard_incremental import _shown as _shown_with_width


def _shown(board: Scoreboard) -> list[object]:
    # The scroll area's minimum width is left out: a live scoreboard's can stay a few
    # pixels narrower than a new one's on main already (not what this test is about).
    return _shown_with_width(board)[:3]


def _random_move(game: Game, level: str, seed: int) -> Move:
    return random.Random(seed).choice(game.legal_moves())


@pytest.mark.parametrize("computers,seed", [((True, True), 5), ((True, False, True), 8)])
def test_one_thinking_signal_per_computer_move_and_panels_equal_fresh_ones(qtbot, computers, seed) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(choose_move=_random_move)
    host = QWidget()
    qtbot.addWidget(host)
    colours = ("red", "blue", "green")
    players = [PlayerSetup(f"P{i + 1}", colours[i], computer=c, level="easy") for i, c in enumerate(computers)]
    said: list[bool] = []
    mismatches: list[int] = []
    live = Scoreboard(controller, host)
    # Kept until the end: a scoreboard stays connected to the controller's signals.
    fresh_ones: list[Scoreboard] = []

    def told(flag: bool) -> None:
        said.append(flag)
        if flag != controller.thinking:
            mismatches.append(len(said))
        if len(said) % 9 == 1 or flag is False:
            fresh_ones.append(Scoreboard(controller, host))
            if _shown(live) != _shown(fresh_ones[-1]):
                mismatches.append(-len(said))

    controller.thinking_changed.connect(told)
    rng = random.Random(seed)
    try:
        controller.new_game(players, default_rules(), seed)
        # A computer starting after the new game or a person's move is said then.
        started = int(controller.thinking)
        human_moves = 0
        for _ in range(2000):
            if controller.game.finished:
                break
            if controller.thinking:
                before = len(controller.game.history)
                qtbot.waitUntil(lambda before=before: len(controller.game.history) > before, timeout=10000)
            else:
                assert controller.choose(rng.choice(controller.legal_moves()))
                human_moves += 1
                started += int(controller.thinking)
        assert controller.game.finished
        computer_moves = len(controller.game.history) - human_moves
        assert not mismatches, mismatches
        # Each computer move is said once, with the state after it.
        assert computer_moves > 20
        assert len(said) == computer_moves + started
        assert said[-1] is False and not controller.thinking
        fresh = Scoreboard(controller, host)
        assert _shown(live) == _shown(fresh)
    finally:
        controller.close()
