"""At a game's end (as ``carc-desktop`` runs, ``REVIEW_AHEAD``) the end-of-game dialog's
review is built on a thread, its replays giving up the GIL after every decision, and the
dialog opens once it is there; meanwhile the window already holds the final scores back.
The dialog shows what one built in the game's last pass shows."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import review as review_module
from carc_desktop.controller.review import ReviewAhead, review_of_game
from carc_desktop.engine import RuleSet
from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog
from carc_desktop.ui.window import dialog_openers

from .conftest import ALL, drive, play_to_the_end_in_a_window, seats


def test_the_review_ahead_is_the_review_built_on_a_thread(qtbot, controller, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller.new_game(seats(3), RuleSet("C3", ALL), 43)
    drive(controller, 43, 10_000)
    game = controller.game
    assert game.finished
    threads: set[str] = set()
    paced = review_module._let_others_run
    monkeypatch.setattr(review_module, "_let_others_run", lambda: (threads.add(threading.current_thread().name), paced()))
    ahead = ReviewAhead(game)
    ahead.wait(60)
    assert ahead.done and ahead.error is None and ahead.review is not None
    assert threads == {"carc-review-ahead"}  # every decision replayed there, none on this thread
    here = review_of_game(game)
    assert ahead.review.final_scores == here.final_scores == game.scores
    assert ahead.review.categories_at() == here.categories_at()
    assert [(m.position, m.categories) for m in ahead.review.marks] == [(m.position, m.categories) for m in here.marks]


def test_the_game_s_last_pass_never_waits_for_the_review_thread_to_run(qtbot, controller, held_threads) -> None:  # type: ignore[no-untyped-def]
    """Started from the game's last pass on the GUI thread, the review's thread is not
    waited for (threading.Thread.start waited until it ran: 31 ms once with a core busy)."""
    controller.new_game(seats(2), RuleSet("C3", ()), 5)
    drive(controller, 5, 10_000)
    assert controller.game.finished
    ahead = ReviewAhead(controller.game)
    assert not held_threads.began.is_set() and not ahead.done  # returned before the thread ran
    held_threads.gate.set()
    ahead.wait(60)
    assert held_threads.began.is_set() and ahead.done and ahead.error is None and ahead.review is not None
    assert ahead.review.final_scores == controller.game.scores


def test_the_window_holds_the_scores_and_opens_the_dialog_when_the_review_is_there(qtbot, controller, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(dialog_openers, "REVIEW_AHEAD", True)
    w = play_to_the_end_in_a_window(qtbot, controller)
    game = controller.game
    assert "end" not in w.dialogs  # not in the game's last pass: its review is being built
    w.scoreboard.flush()
    before = list(game.score_before_final)
    assert before != game.scores
    assert [c.score.text() for c in w.scoreboard.cards[:3]] == [str(s) for s in before]  # no result yet
    assert "step by step" in w.prompt.help.text()
    qtbot.waitUntil(lambda: isinstance(w.dialogs.get("end"), EndOfGameDialog), timeout=30_000)
    d = w.dialogs["end"]
    d._timer.stop()
    QApplication.processEvents()
    w.scoreboard.flush()
    assert [c.score.text() for c in w.scoreboard.cards[:3]] == [str(s) for s in d.running] == [str(s) for s in before]
    here = review_of_game(game)
    assert d.review.final_scores == here.final_scores and d.breakdown == here.categories_at()
    d.show_all()
    qtbot.waitUntil(lambda: w.scoreboard.held_scores is None, timeout=2000)  # after the ranking's paint
    w.scoreboard.flush()
    assert [c.score.text() for c in w.scoreboard.cards[:3]] == [str(s) for s in game.scores]
    assert "step by step" not in w.prompt.help.text()
    d.reject()
