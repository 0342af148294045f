"""A computer's move and a hint cost the GUI thread no copy and no pickle of the game: the
controller sends the game's recipe (its decisions as a tuple), and the worker thread or the
computer players' process rebuilds the game from it."""

from __future__ import annotations

import copyreg
import threading

import pytest
from controller_helpers import play_people, seats

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.engine import Game, GameRecipe


@pytest.fixture
def gui_copies(monkeypatch):  # type: ignore[no-untyped-def]
    """The Game.copy calls and game pickles made on the GUI (main) thread, by stack top."""
    made: list[str] = []
    real_copy = Game.copy

    def watched_copy(self: Game, undo: bool = True) -> Game:
        if threading.current_thread() is threading.main_thread():
            made.append("copy")
        return real_copy(self, undo)

    def watched_reduce(self: Game, protocol: int):  # type: ignore[no-untyped-def]
        if threading.current_thread() is threading.main_thread():
            made.append("pickle")
        return copyreg.__reduce_ex__(self, protocol) if protocol < 2 else object.__reduce_ex__(self, protocol)

    monkeypatch.setattr(Game, "copy", watched_copy)
    monkeypatch.setattr(Game, "__reduce_ex__", watched_reduce, raising=False)
    return made


def test_computers_play_a_game_without_a_copy_on_the_gui_thread(qtbot, gui_copies) -> None:  # type: ignore[no-untyped-def]
    asked: list[object] = []

    def choose(game: Game, level: str, seed: int):  # type: ignore[no-untyped-def]
        asked.append(game)
        return first_legal_move(game, level, seed)

    c = GameController(choose_move=choose)
    try:
        c.new_game(seats(3, computer=(0, 1, 2)), seed=4)
        qtbot.waitUntil(lambda: c.game.finished, timeout=60000)
    finally:
        c.close()
    assert len(asked) == len(c.game.history) > 50
    assert gui_copies == []
    # Each worker's game was its own (played on by the worker, never the real game).
    assert all(g is not c.game for g in asked)


def test_the_request_sent_is_a_recipe_of_the_position(qtbot, gui_copies) -> None:  # type: ignore[no-untyped-def]
    sent: list[object] = []
    c = GameController(choose_move=first_legal_move)
    c._ai_request.connect(lambda _gen, request, _level, _seed: sent.append(request))
    try:
        c.new_game(seats(2, computer=(0, 1)), seed=2)
        qtbot.waitUntil(lambda: len(sent) >= 5, timeout=20000)
        c.set_paused(True)
    finally:
        c.close()
    assert all(isinstance(r, GameRecipe) for r in sent)
    assert [len(r.moves) for r in sent[:5]] == list(range(5))  # type: ignore[attr-defined]
    assert gui_copies == []


def test_the_real_computers_and_a_hint_go_without_a_copy_on_the_gui_thread(qtbot, gui_copies, storage) -> None:  # type: ignore[no-untyped-def]
    c = GameController(storage=storage)
    try:
        c.new_game(seats(2, computer=(1,)), seed=3)
        got: list[object] = []
        c.hints.ready.connect(got.append)
        assert c.hints.request()
        qtbot.waitUntil(lambda: bool(got), timeout=30000)
        played = play_people(c, qtbot, 4, seed=3)  # the computer answers between
    finally:
        c.close()
    assert played == 4 and len(c.game.history) > played  # the computer's decisions too
    assert gui_copies == []
