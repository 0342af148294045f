"""An ending worth waiting for: while the final scoring steps through, the window behind
shows the totals of the steps shown so far and no winner (scoreboard, score log, status
bar); the last step opens a ranking (place, name, total, points by category) that fits a
1024x700 screen with six players."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QApplication

from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog

from ..fit import clipped, clipped_items
from .conftest import ALL, new_game, play_random, play_to_the_end_in_a_window


def test_the_window_follows_the_final_steps(qtbot, controller) -> None:  # type: ignore[no-untyped-def]
    w = play_to_the_end_in_a_window(qtbot, controller)
    game = controller.game
    d = w.dialogs.get("end")
    assert isinstance(d, EndOfGameDialog) and d.events
    d._timer.stop()  # the test steps by hand
    QApplication.processEvents()
    board, log = w.scoreboard, w.score_log
    board.flush()
    before = list(game.score_before_final)
    assert before != game.scores
    assert [c.score.text() for c in board.cards[:3]] == [str(s) for s in d.running]
    assert not any(c.property("winner") for c in board.cards)
    winner_names = [game.players[i].name for i in range(3) if game.scores[i] == max(game.scores)]
    assert "wins" not in w.guidance.text() and "victory" not in w.guidance.text()
    assert not any("game is over" in t for t in log.texts())
    assert not any(n in w.prompt.help.text() for n in winner_names) and "step by step" in w.prompt.help.text()
    assert not any(str(game.scores[i]) in board.turn_label.full_text for i in range(3))
    d.next_step()
    board.flush()
    assert [c.score.text() for c in board.cards[:3]] == [str(s) for s in d.running]
    d.show_all()
    qtbot.waitUntil(lambda: board.held_scores is None, timeout=2000)
    board.flush()
    assert [c.score.text() for c in board.cards[:3]] == [str(s) for s in game.scores]
    assert any(c.property("winner") for c in board.cards)
    assert any(n in w.guidance.text() for n in winner_names)
    assert any("game is over" in t for t in log.texts())
    assert any(n in w.prompt.help.text() for n in winner_names)
    d.reject()


def test_the_window_lets_the_results_out_after_the_rankings_first_paint(qtbot, controller) -> None:  # type: ignore[no-untyped-def]
    """The ranking's first paint and the window's refresh for the final scores fall in two
    passes of the event loop (one long freeze otherwise); closed at once, it lets go at once."""
    w = play_to_the_end_in_a_window(qtbot, controller)
    d = w.dialogs.get("end")
    assert isinstance(d, EndOfGameDialog) and d.events
    d._timer.stop()
    QApplication.processEvents()
    board, log = w.scoreboard, w.score_log
    seen: list[tuple[str, bool]] = []

    class Spy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                seen.append(("chart painted", board.held_scores is not None))
            return False

    spy = Spy()
    d.chart.installEventFilter(spy)
    d.show_all()
    assert board.held_scores is not None and log.holding_final  # not in the same pass
    qtbot.waitUntil(lambda: board.held_scores is None, timeout=2000)
    assert not log.holding_final and not w.status.final_hold
    assert seen and seen[0] == ("chart painted", True)
    d.chart.removeEventFilter(spy)
    d.reject()


def test_closing_the_dialog_lets_the_results_out_at_once(qtbot, controller) -> None:  # type: ignore[no-untyped-def]
    w = play_to_the_end_in_a_window(qtbot, controller)
    d = w.dialogs.get("end")
    assert isinstance(d, EndOfGameDialog) and d.events
    d._timer.stop()
    QApplication.processEvents()
    d.show_all()
    assert w.scoreboard.held_scores is not None
    d.reject()
    assert w.scoreboard.held_scores is None and not w.score_log.holding_final


def test_the_ranking_fits_at_1024x700(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = play_random(new_game(6, 5, ALL, "C3"), 5)
    d = EndOfGameDialog(game, hints=[1, 0, 0, 2, 0, 0])
    qtbot.addWidget(d)
    d.fit_into(QRect(0, 0, 1024, 700))
    d.show()
    qtbot.waitExposed(d)
    d.show_all()
    for _ in range(3):
        QApplication.processEvents()
    assert d.width() <= 1024 and d.height() <= 700 - 40
    table = d.table
    assert table.isVisible() and table.horizontalHeaderItem(0).text() == "Place"
    # every row of the ranking inside the dialog, the first place first
    bottom = table.mapTo(d, table.rect().bottomLeft()).y()
    assert bottom <= d.height()
    assert table.verticalScrollBar().maximum() == 0 and table.horizontalScrollBar().maximum() == 0
    totals = [int(table.item(r, 1).text()) for r in range(6)]
    assert totals == sorted(game.scores, reverse=True)
    assert [table.verticalHeaderItem(r).text() for r in range(6)] == [game.players[i].name for i in d.row_players]
    rows = d.table_values()
    assert [r["total"] for r in rows] == game.scores
    assert all(r["place"] == 1 + sum(s > r["total"] for s in game.scores) for r in rows)
    problems = clipped(d) + clipped_items(d)
    assert not problems, problems
