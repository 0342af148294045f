"""The autosave snapshot is taken once the window has shown the change (one event-loop pass
later, one per burst of changes), and whatever ends or switches the game takes a snapshot
still to come first: quitting right after a move keeps that move."""

from __future__ import annotations

import json

from controller_helpers import seats
from PySide6.QtCore import QCoreApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.storage import Snapshot


def _moves_in(path) -> int:  # type: ignore[no-untyped-def]
    return len(json.loads(path.read_text())["moves"])


def test_the_snapshot_comes_after_the_move_once(storage, monkeypatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    taken: list[int] = []
    plain = Snapshot.of

    def spy(game, *a, **k):  # type: ignore[no-untyped-def]
        taken.append(len(game.history))
        return plain(game, *a, **k)

    monkeypatch.setattr(Snapshot, "of", staticmethod(spy))
    c = GameController(storage=storage)
    try:
        c.new_game(seats(2), seed=4)
        assert c.choose(c.legal_moves()[0])
        assert taken == []  # not inside the move's own call
        assert c.files.game_path is not None  # the file is the game's from its first decision
        assert c.choose(c.legal_moves()[0])
        for _ in range(4):
            QCoreApplication.processEvents()
        assert taken == [2]  # two moves in one pass: one snapshot, of the position then
        assert c.choose(c.legal_moves()[0])
        for _ in range(4):
            QCoreApplication.processEvents()
        assert taken == [2, 3]
    finally:
        c.close()
    assert _moves_in(c.files.game_path) == 3


def test_quitting_right_after_a_move_keeps_it(storage) -> None:  # type: ignore[no-untyped-def]
    c = GameController(storage=storage)
    c.new_game(seats(2), seed=5)
    for _ in range(5):
        assert c.choose(c.legal_moves()[0])
    path = c.files.game_path
    c.close()  # no event loop in between: the snapshot still to come is taken here
    assert path is not None and _moves_in(path) == 5


def test_flush_autosave_and_a_new_game_take_the_pending_snapshot(storage) -> None:  # type: ignore[no-untyped-def]
    c = GameController(choose_move=first_legal_move, storage=storage)
    try:
        c.new_game(seats(2), seed=6)
        for _ in range(3):
            assert c.choose(c.legal_moves()[0])
        first = c.files.game_path
        assert c.flush_autosave()
        assert first is not None and _moves_in(first) == 3
        assert c.choose(c.legal_moves()[0])
        c.new_game(seats(2), seed=7)  # the old game's last move goes to its own file first
        assert c.flush_autosave()  # (written on the writer's thread: the switch does not wait)
        assert _moves_in(first) == 4
        assert c.files.game_path is None
    finally:
        c.close()
