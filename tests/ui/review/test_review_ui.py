"""The review window, the chart, the statistics dialog and the menu entries (offscreen)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from carc_desktop.controller.review import GameReview
from carc_desktop.controller.statistics import Statistics, Tally
from carc_desktop.engine.record import game_from_record
from carc_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from carc_desktop.ui.review.chart import ScoreRaceChart
from carc_desktop.ui.review.review_window import ReviewWindow

from .conftest import played_record


@pytest.fixture
def window(qtbot, all_expansions_record):  # type: ignore[no-untyped-def]
    w = ReviewWindow(GameReview(all_expansions_record), title="test")
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_keyboard_steps_through_the_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    review = window.review
    assert window.position == review.length
    qtbot.keyClick(window.slider, Qt.Key.Key_Home)
    assert window.position == 0
    for i in range(1, 6):
        qtbot.keyClick(window.slider, Qt.Key.Key_Right)
        assert window.position == i
        assert len(window.board.board.tiles) == len(review.game_at(i).board.placements)
        window.go_again()
    qtbot.keyClick(window.slider, Qt.Key.Key_Left)
    assert window.position == 4
    qtbot.keyClick(window.log, Qt.Key.Key_N)
    first = review.next_scoring(4)
    assert window.position == first
    qtbot.keyClick(window.log, Qt.Key.Key_N)
    assert window.position == review.next_scoring(first)
    qtbot.keyClick(window.log, Qt.Key.Key_P)
    assert window.position == first
    qtbot.keyClick(window.board, Qt.Key.Key_End)
    assert window.position == review.length and window.slider.value() == review.length


def test_scoreboard_and_log_follow_the_position(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    review = window.review
    for pos in (0, 37, review.next_scoring(50), review.length):
        window.go(pos)
        game = review.game_at(pos)
        assert [(n, s) for n, s, _ in window.scoreboard_values()] == list(zip(review.players, game.scores))
        assert [f for _, _, f in window.scoreboard_values()] == [s["follower"] for s in game.supply]
        assert window.breakdown.values() == [{**{c: r[c] for c in window.breakdown.categories},
                                              "total": sum(r.values())} for r in review.categories_at(pos)]
        shown = window.log.currentRow()
        done = [i for i, m in enumerate(review.marks) if m.position <= pos]
        assert shown == (done[-1] if done else -1)


def test_clicking_a_log_entry_jumps_there(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    review = window.review
    window.go(0)
    target = review.marks[3]
    item = window.log.item(3)
    window.log.scrollToItem(item)
    rect = window.log.visualItemRect(item)
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.position == target.position


def test_chart_values_are_the_score_events(qtbot, all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    review = GameReview(all_expansions_record)
    chart = ScoreRaceChart()
    qtbot.addWidget(chart)
    chart.set_review(review, review.players, [])
    rows = chart.rows
    running = [0, 0, 0]
    final = [0, 0, 0]
    by_turn: dict[int, list[int]] = {}
    for m in review.marks:
        for p, v in m.event.points.items():
            if m.final:
                final[p] += v
            else:
                by_turn.setdefault(m.turn, [0, 0, 0])[p] += v
    for t in range(1, len(rows) - 1):
        for p, v in enumerate(by_turn.get(t - 1, [0, 0, 0])):
            running[p] += v
        assert rows[t] == running, f"turn {t}"
    assert rows[-1] == [a + b for a, b in zip(running, final)] == review.game_at(review.length).scores
    markers = chart.scoring_points()
    assert markers == sorted({(m.turn + 1, p) for m in review.marks if not m.final
                              for p, v in m.event.points.items() if v})
    chart.set_category("city")
    assert [row[0] for row in chart.rows] == review.category_series(0)["city"]


def test_chart_hover_names_the_turn_and_what_scored(qtbot, all_expansions_record) -> None:  # type: ignore[no-untyped-def]
    review = GameReview(all_expansions_record)
    chart = ScoreRaceChart()
    qtbot.addWidget(chart)
    chart.resize(900, 400)
    chart.set_review(review, review.players, [])
    chart.show()
    qtbot.waitExposed(chart)
    mark = next(m for m in review.marks if not m.final)
    x = mark.turn + 1
    point = chart.point(x, 0, chart.plot_rect())
    assert chart.x_at(point.x()) == x
    text = chart.tooltip_text(x)
    assert text.startswith(f"Turn {x}") and "scores" in text
    assert "Final scoring" in chart.tooltip_text(len(chart.rows) - 1)
    with qtbot.waitSignal(chart.position_requested) as sig:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert sig.args == [review.end_of_turn(x - 1)]
    assert review.scores_at(sig.args[0]) == chart.rows[x]


def test_exports(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.go(20)
    png = tmp_path / "game.png"
    assert window.export_picture(str(png))
    image = QImage(str(png))
    assert image.width() == 3200 and image.height() == 1600
    assert window.position == 20
    rec = tmp_path / "game"
    assert window.export_record(str(rec))
    saved = json.loads((tmp_path / "game.carc").read_text(encoding="utf-8"))
    assert saved == window.review.record
    assert game_from_record(saved).scores == window.review.final_scores


def test_statistics_dialog_shows_the_figures(qtbot) -> None:  # type: ignore[no-untyped-def]
    stats = Statistics(games=3, wins=2, by_level={"easy": Tally(2, 2), "": Tally(1, 0)},
                       by_mix={(): Tally(1, 0), ("la_porxada", "markets_of_leipzig"): Tally(2, 2)},
                       scores=[40, 55, 61], longest_road=9, biggest_city=14)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert "3 finished games" in dialog.summary.text() and "2 won" in dialog.summary.text()
    assert dialog.values["mean"].text() == "52.0" and dialog.values["best"].text() == "61"
    assert dialog.values["road"].text() == "9 tiles"
    assert [dialog.levels.item(i, 0).text() for i in range(2)] == ["People only", "Easy"]
    assert dialog.levels.item(1, 1).text() == "2 / 2"
    assert dialog.mixes.item(0, 0).text() == "Base game"
    assert dialog.mixes.item(1, 0).text() == "La Porxada, The Markets of Leipzig"


def test_menu_entries_open_review_and_statistics(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.controller import GameController
    from carc_desktop.storage import Storage
    from carc_desktop.ui.window.main_window import MainWindow, around_board, install_around_board

    controller = GameController()
    controller.set_game(game_from_record(played_record(seed=6, moves=30)))
    storage = Storage(tmp_path / "data")
    storage.save(game_from_record(played_record(seed=3, players=2, expansions=())), storage.new_game_path())
    w = MainWindow(controller)
    qtbot.addWidget(w)
    controller.files.set_storage(storage)  # the storage is the controller's
    install_around_board(w, controller)
    shell = around_board(w)
    assert shell is not None
    game_menu = shell.actions.menus["game"]
    names = [a.objectName() for a in game_menu.actions()]
    assert names.index("action_review") < names.index("action_statistics") < names.index("action_undo")
    chooser = shell.review_actions.choose_review()
    assert chooser.games.count() == 2  # the game on the table and the kept one
    chooser.games.setCurrentRow(1)
    chooser._chosen()
    review = shell.review_actions.dialogs["review"]
    assert isinstance(review, ReviewWindow) and review.review.finished
    review.close()
    chooser = shell.review_actions.choose_review()
    chooser.games.setCurrentRow(0)
    chooser._chosen()
    current = shell.review_actions.dialogs["review"]
    assert current.review.length == 30 and not current.review.finished
    stats = shell.review_actions.show_statistics()
    assert stats.stats.games == 1 and stats.clear_button.isEnabled()
    box = stats.confirm_clear()
    box.button(box.StandardButton.Yes).click()  # the player confirms: the finished game is deleted
    assert stats.stats.games == 0 and not stats.clear_button.isEnabled()
    assert not storage.games(finished=True)
    for d in (current, stats):
        d.close()
    controller.close()
    QApplication.processEvents()


def test_end_of_game_dialog_shows_the_race_and_offers_the_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog

    game = game_from_record(played_record(seed=5))
    dialog = EndOfGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.show_all()
    assert dialog.chart.isVisibleTo(dialog) and dialog.chart.rows[-1] == game.scores
    window = dialog.open_review(3)
    qtbot.addWidget(window)
    assert window.position == 3
