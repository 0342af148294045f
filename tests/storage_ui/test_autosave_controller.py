"""The controller autosaves after every decision, off the GUI thread, in order; failures
are reported and play goes on; finished games leave the slot; redo follows the record."""

from __future__ import annotations

import threading
import time

from carc_desktop.controller.game_controller import seats_from_game
from carc_desktop.engine.moves import move_from_record
from carc_desktop.storage import Autosave, SaveError

from .conftest import BASE, drive, make_controller, seats


def test_autosave_after_every_decision_and_resume_is_identical(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    try:
        c.new_game(seats(2), BASE, 5)
        assert not storage.autosave.exists()  # a new game is first written after a decision
        for i in range(1, 9):
            drive(c, i, 1)
            assert c.flush_autosave()
            assert c.autosave_follows_game
            result = storage.autosave.load_autosave()
            assert len(result.game.history) == i == len(c.game.history)
            assert result.game.snapshot() == c.game.snapshot()
        # Undo is a change of the record too.
        assert c.undo()
        assert c.flush_autosave()
        assert storage.autosave.load_autosave().game.snapshot() == c.game.snapshot()
        # A second controller resumes exactly this game.
        c2 = make_controller(qtbot, storage.autosave)
        try:
            result = storage.autosave.load_autosave()
            c2.set_game(result.game, autosaved=True)
            assert c2.game.snapshot() == c.game.snapshot()
            assert c2.game.history == c.game.history
            assert c2.autosave_follows_game
        finally:
            c2.close()
    finally:
        c.close()


def test_the_write_happens_off_the_gui_thread_and_newest_wins(qtbot) -> None:  # type: ignore[no-untyped-def]
    written: list[tuple[int, int]] = []
    main = threading.get_ident()

    def slow(record) -> None:  # type: ignore[no-untyped-def]
        time.sleep(0.03)
        written.append((threading.get_ident(), len(record["moves"])))

    c = make_controller(qtbot, slow)
    try:
        c.new_game(seats(2), BASE, 6)
        start = time.perf_counter()
        drive(c, 2, 12)
        elapsed = time.perf_counter() - start
        assert elapsed < 12 * 0.03, "the decisions waited for the (slow) autosave"
        assert c.flush_autosave()
        assert written, "nothing was autosaved"
        assert all(tid != main for tid, _ in written)
        counts = [n for _, n in written]
        assert counts == sorted(counts), f"an older record was written after a newer one: {counts}"
        assert counts[-1] == len(c.game.history) == 12
    finally:
        c.close()


def test_a_failed_autosave_is_reported_and_play_goes_on(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(self, data):  # type: ignore[no-untyped-def]
        raise SaveError(self.path, "No space left on device")

    monkeypatch.setattr(Autosave, "save_record", broken)
    c = make_controller(qtbot, storage.autosave)
    try:
        c.new_game(seats(2), BASE, 7)
        with qtbot.waitSignal(c.autosave_failed, timeout=3000) as blocker:
            drive(c, 1, 1)
        assert "No space left on device" in blocker.args[0]
        told: list[str] = []
        c.autosave_failed.connect(told.append)
        assert drive(c, 2, 3) == 3  # the game goes on
        assert len(c.game.history) == 4
        assert c.flush_autosave()
        qtbot.wait(50)
        assert told == []  # said once, not at every decision
        assert not storage.autosave.exists()
        # The disk is back: the next decision is saved again.
        monkeypatch.undo()
        with qtbot.waitSignal(c._autosaver.written, timeout=3000):
            drive(c, 3, 1)
        assert len(storage.autosave.load_autosave().game.history) == 5
        # A new failure is reported again.
        monkeypatch.setattr(Autosave, "save_record", broken)
        with qtbot.waitSignal(c.autosave_failed, timeout=3000):
            drive(c, 4, 1)
    finally:
        c.close()


def test_a_finished_game_empties_the_slot(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    try:
        c.new_game(seats(2, computer=(1,)), BASE, 8)
        drive(c, 1, 2, qtbot)
        assert c.flush_autosave()
        assert storage.autosave.has_unfinished()
        drive(c, 2, 10_000, qtbot)
        assert c.game.finished
        assert c.flush_autosave()
        assert not storage.autosave.exists()
        assert not storage.autosave.has_unfinished()
    finally:
        c.close()


def test_computer_seats_are_in_the_autosave(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    try:
        c.new_game(seats(3, computer=(1,), level="hard"), BASE, 9)
        drive(c, 1, 3, qtbot)
        qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
        assert c.flush_autosave()
        result = storage.autosave.load_autosave()
        got = seats_from_game(result.game)
        assert got == c.players
        assert [s.computer for s in got] == [False, True, False] and got[1].level == "hard"
        # Resumed through a new controller, the computer seat plays by itself again.
        c2 = make_controller(qtbot, None)
        try:
            c2.set_game(result.game)
            assert [p.computer for p in c2.players] == [False, True, False]
            drive(c2, 4, 2, qtbot)
            qtbot.waitUntil(lambda: c2.game.decider != 1 or c2.game.finished, timeout=5000)
            assert any(c2.is_computer(i) for i in range(3))
        finally:
            c2.close()
    finally:
        c.close()


def test_redo_restores_the_state_until_a_new_decision(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    try:
        c.new_game(seats(2), BASE, 10)
        drive(c, 1, 6)
        after = c.game.snapshot()
        history = list(c.game.history)
        assert not c.can_redo
        assert c.undo() and c.undo()
        assert len(c.game.history) == 4 and c.can_redo
        assert c.redo()
        assert c.can_redo
        assert c.redo()
        assert c.game.snapshot() == after and c.game.history == history
        assert not c.can_redo
        assert not c.redo()  # nothing left: refused with a reason
        # Undo, then a different decision: the redo line is gone.
        assert c.undo()
        assert c.can_redo
        other = [m for m in c.legal_moves() if m != history[-1]]
        assert other
        assert c.choose(other[0])
        assert not c.can_redo
        assert not c.redo()
        assert c.flush_autosave()
        saved = storage.autosave.load_autosave().game
        assert [move_from_record(m.to_record()) for m in saved.history] == c.game.history
    finally:
        c.close()


def test_undo_and_redo_skip_over_computer_moves(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot)
    try:
        c.new_game(seats(2, computer=(1,)), BASE, 11)
        drive(c, 2, 2, qtbot)  # place + deploy: the computer answers with its turn
        qtbot.waitUntil(lambda: c.human_to_move and len(c.game.history) > 2, timeout=5000)
        snapshot, n = c.game.snapshot(), len(c.game.history)
        assert c.undo()
        assert c.human_to_move and len(c.game.history) < n
        assert c.redo()  # the person's decision and the computer's answer come back
        assert len(c.game.history) == n and c.game.snapshot() == snapshot
        assert c.human_to_move
    finally:
        c.close()
