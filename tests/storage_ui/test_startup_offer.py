"""At start-up the app offers to continue an unfinished autosaved game, without blocking;
a damaged slot is reported (or its backup offered) and never crashes the start."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

import carc_desktop.app as app_module
from carc_desktop.__main__ import _parser
from carc_desktop.ui.main_window import MainWindow

from .conftest import BASE, drive, make_controller, make_window, seats


def autosaved_game(qtbot, storage, moves: int = 5, computer=(1,)):  # type: ignore[no-untyped-def]
    """Play a game that autosaves into ``storage``; returns its final snapshot and seats."""
    c = make_controller(qtbot, storage.autosave)
    try:
        c.new_game(seats(2, computer=computer), BASE, 31)
        drive(c, 7, moves, qtbot)
        qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
        assert c.flush_autosave()
        return c.game.snapshot(), c.players, len(c.game.history)
    finally:
        c.close()


def test_offer_and_resume(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    snapshot, players, _n = autosaved_game(qtbot, storage)
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2), BASE, 1)
    w, _a = make_window(qtbot, c, storage)
    questions: list[str] = []
    answers = []

    def ask(text, answer):  # type: ignore[no-untyped-def]
        questions.append(text)
        answers.append(answer)

    assert app_module.offer_resume(w, c, storage, ask=ask, inform=lambda t: None) == "asked"
    assert len(questions) == 1 and "Ada" in questions[0] and "Bob" in questions[0]
    assert c._paused  # nothing moves (and nothing is autosaved) until the answer
    answers[0](True)
    assert not c._paused
    assert c.game.snapshot() == snapshot
    assert c.players == players and c.is_computer(1)
    w.close()


def test_declining_keeps_the_new_game_and_the_slot(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    _snapshot, _players, n = autosaved_game(qtbot, storage)
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2), BASE, 1)
    w, a = make_window(qtbot, c, storage)
    assert app_module.offer_resume(w, c, storage, ask=lambda text, answer: answer(False)) == "asked"
    assert c.game.history == [] and not c._paused
    assert len(storage.autosave.load_autosave().game.history) == n
    a.files.update_continue()
    assert a.actions["continue"].isEnabled()  # still there to continue later
    w.close()


def test_nothing_to_offer(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2), BASE, 1)
    asked: list[str] = []
    assert app_module.offer_resume(None, c, storage, ask=lambda t, a: asked.append(t)) == "none"
    # A finished game in the slot is not offered either.
    finished = make_controller(qtbot, storage.autosave.save_record)  # writes even finished games
    finished.new_game(seats(2), BASE, 2)
    drive(finished, 1, 10_000)
    assert finished.flush_autosave() and finished.game.finished
    finished.close()
    assert storage.autosave.exists()
    assert app_module.offer_resume(None, c, storage, ask=lambda t, a: asked.append(t)) == "none"
    assert asked == []
    c.close()


def test_damaged_autosave_is_reported_not_raised(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    storage.autosave.path.parent.mkdir(parents=True, exist_ok=True)
    storage.autosave.path.write_bytes(b'{"format": "carc-record", "version": 1, "moves": [')
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2), BASE, 1)
    w, _a = make_window(qtbot, c, storage)
    told: list[str] = []
    asked: list[str] = []
    result = app_module.offer_resume(w, c, storage, ask=lambda t, a: asked.append(t), inform=told.append)
    assert result == "damaged"
    assert asked == [] and len(told) == 1 and "damaged" in told[0]
    assert not c._paused and drive(c, 1, 2) == 2  # the new game is playable
    w.close()


def test_damaged_autosave_offers_its_backup(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    first = make_controller(qtbot, storage.autosave)
    first.new_game(seats(2), BASE, 31)
    for i in range(5):  # each autosave written before the next decision: the .bak holds the 4th
        drive(first, i, 1)
        assert first.flush_autosave()
    first.close()
    assert len(storage.autosave.load_autosave().game.history) == 5
    assert storage.autosave.backup_path.is_file()
    storage.autosave.path.write_text("garbage", encoding="utf-8")
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2), BASE, 1)
    questions: list[str] = []
    assert app_module.offer_resume(None, c, storage, ask=lambda t, a: (questions.append(t), a(True)),
                                   inform=lambda t: None) == "asked"
    assert "damaged" in questions[0]
    assert len(c.game.history) == 4
    c.close()


def test_the_default_offer_is_a_non_blocking_message_box(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    snapshot, _players, _n = autosaved_game(qtbot, storage)
    c = make_controller(qtbot, storage.autosave)
    c.new_game(seats(2), BASE, 1)
    w, _a = make_window(qtbot, c, storage)
    assert app_module.offer_resume(w, c, storage) == "asked"  # returns at once
    box = w.findChild(QMessageBox, "ResumeQuestion")
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.Yes).click()
    QApplication.processEvents()
    assert c.game.snapshot() == snapshot and not c._paused
    w.close()


def test_run_offers_unless_no_resume(qtbot, storage, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert _parser().parse_args(["--no-resume"]).no_resume is True
    assert _parser().parse_args([]).no_resume is False
    autosaved_game(qtbot, storage)
    offers: list[str] = []
    real = app_module.offer_resume

    def spy(window, controller, st=None, **kw):  # type: ignore[no-untyped-def]
        offers.append(real(window, controller, st, ask=lambda t, a: a(False), **kw))
        return offers[-1]

    monkeypatch.setattr(app_module, "offer_resume", spy)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    for resume in (False, True):
        before = set(QApplication.topLevelWidgets())
        assert app_module.run([], seed=3, resume=resume, storage=storage) == 0
        made = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
        assert len(made) == 1
        controller = made[0].controller
        assert controller.autosave is storage.autosave
        assert controller.game.history == []  # the offer was declined: the new game stays
        made[0].close()
        made[0].deleteLater()
    assert offers == ["asked"]
    QApplication.processEvents()
