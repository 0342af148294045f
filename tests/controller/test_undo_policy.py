"""The controller decides what Undo may take back, from the engine's facts: fair by default
(never across a tile drawn since, when computers play), casual on request (a person takes
back their last turn even after computer turns; the computers replay with the same bag)."""

from __future__ import annotations

import pytest
from controller_helpers import play_people, seats

from carc_desktop.engine.moves import Skip


def finish_own_turn(c, qtbot):  # type: ignore[no-untyped-def]
    """The person (seat 0) ends the turn (places the tile, then no figure); the computer
    draws and plays its turn, until it is the person's turn again."""
    qtbot.waitUntil(lambda: c.human_to_move or c.game.finished, timeout=5000)
    turn = c.game.turn
    while c.game.turn == turn and c.human_to_move and not c.game.finished:
        if c.phase == "place":
            assert c.place_tile(*c.legal_cells()[0], c.rotation)
        else:
            assert c.choose(Skip() if Skip() in c.legal_moves() else c.legal_moves()[0])
    qtbot.waitUntil(lambda: c.human_to_move or c.game.finished, timeout=5000)


def test_people_only_undo_one_decision_at_a_time(make_controller, qtbot):
    c = make_controller()
    c.new_game(seats(2), seed=4)
    play_people(c, qtbot, 5)
    snapshot = c.game.snapshot()
    assert c.can_undo and c.undo_refusal() == ""
    assert c.undo() and len(c.game.history) == 4
    assert c.redo() and c.game.snapshot() == snapshot


def test_fair_undo_within_the_turn_but_not_after_the_computer_drew(make_controller, qtbot):
    c = make_controller()
    c.new_game(seats(2, computer=(1,)), seed=5)
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    start = len(c.game.history)
    assert not c.can_undo  # nothing of the person's yet
    x, y = c.legal_cells()[0]
    assert c.place_tile(x, y)
    assert c.can_undo  # the tile just placed may go back: nothing was drawn since
    assert c.undo() and len(c.game.history) == start and c.phase == "place"
    finish_own_turn(c, qtbot)
    assert len(c.game.history) > start + 1  # the computer played in between
    assert not c.can_undo and "drawn" in c.undo_refusal()
    refused = []
    c.illegal_move.connect(refused.append)
    before = c.game.snapshot()
    assert not c.undo()
    assert refused == [c.undo_refusal()] and c.game.snapshot() == before


def test_casual_undo_takes_back_the_turn_and_the_computer_replays_with_the_same_bag(make_controller, qtbot):
    c = make_controller()
    c.casual_undo = True
    c.new_game(seats(2, computer=(1,)), seed=5)
    bag = c.game.bag
    drawn: list[tuple[int | None, str]] = []
    c.tile_drawn.connect(lambda tile: drawn.append((c.game.decider, c.game.bag[c.game.bag_pos - 1])))
    finish_own_turn(c, qtbot)
    computer_tile = [t for who, t in drawn if who == 1][0]
    after_turn = c.game.snapshot()
    history = list(c.game.history)
    assert c.can_undo
    assert c.undo()
    assert c.human_to_move and len(c.game.history) < len(history)
    assert list(c.game.history) == history[:len(c.game.history)]
    # the same decisions again: the computer's turn comes out exactly as before
    assert c.redo()
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    assert c.game.snapshot() == after_turn
    # a different decision: the computer still draws the same tile from the same bag
    assert c.undo()
    drawn.clear()
    others = [m for m in c.legal_moves() if m != history[len(c.game.history)]]
    assert others
    assert c.choose(others[-1])
    finish_own_turn(c, qtbot)
    assert [t for who, t in drawn if who == 1][0] == computer_tile
    assert c.game.bag == bag


def test_turning_casual_undo_off_restores_the_fair_rule(make_controller, qtbot):
    c = make_controller()
    c.new_game(seats(2, computer=(1,)), seed=5)
    finish_own_turn(c, qtbot)
    assert not c.can_undo
    c.casual_undo = True
    assert c.can_undo
    c.casual_undo = False
    assert not c.can_undo


@pytest.mark.parametrize("casual", [False, True])
def test_a_loaded_game_knows_its_earlier_states(make_controller, qtbot, storage, casual):
    c = make_controller(storage)
    c.casual_undo = casual
    c.new_game(seats(2, computer=(1,)), seed=5)
    finish_own_turn(c, qtbot)
    path = c.files.game_path
    c.flush_autosave()
    other = make_controller(storage)
    other.casual_undo = casual
    c.close()
    assert other.files.open(path)
    qtbot.waitUntil(lambda: other.has_game, timeout=10000)
    assert other.can_undo == casual
