"""The end-of-game dialog: the final steps in order and a table that adds up to the scores."""

from __future__ import annotations

import pytest

from carc_desktop.controller.review import CATEGORIES
from carc_desktop.engine.final import winners
from carc_desktop.texts.event_text import worth_listing
from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog, final_events, score_breakdown

from .conftest import ALL, new_game, play_random


@pytest.mark.parametrize("seed,players,edition", [(1, 2, "C3"), (2, 3, "C2"), (3, 4, "C3"), (4, 5, "C2"),
                                                  (5, 6, "C3"), (6, 3, "C3"), (7, 4, "C2"), (8, 2, "C2")])
def test_table_sums_to_the_final_scores(qtbot, seed: int, players: int, edition: str) -> None:
    game = play_random(new_game(players, seed, ALL, edition), seed)
    assert game.finished
    breakdown = score_breakdown(game)
    assert [sum(row.values()) for row in breakdown] == game.scores
    d = EndOfGameDialog(game)
    qtbot.addWidget(d)
    assert d.table.isHidden()  # the results come after the steps
    d.show_all()
    rows = d.table_values()
    assert [r["total"] for r in rows] == game.scores
    for r, full in zip(rows, breakdown):
        assert sum(v for k, v in r.items() if k not in ("total", "place")) == r["total"]
        assert all(r[k] == full[k] for k in r if k not in ("total", "place"))
        assert all(full[k] == 0 for k in CATEGORIES if k not in r)
    names = [game.players[i].name for i in winners(game.scores)]
    assert all(n in d.winner_label.text() for n in names)


def test_steps_run_from_the_scores_before_final_to_the_end(qtbot) -> None:
    game = play_random(new_game(3, 11), 11)
    d = EndOfGameDialog(game)
    qtbot.addWidget(d)
    assert d.running == list(game.score_before_final)
    events = [e for e in final_events(game) if worth_listing(e)]
    assert events and all(e.data["reason"] == "final" for e in events)
    total = list(game.score_before_final)
    for k, ev in enumerate(events, 1):
        d.next_step()
        for p, v in ev.points.items():
            total[p] += v
        assert d.running == total
        assert d.steps.count() == k
    assert d.running == game.scores
    assert d.table.isVisibleTo(d) and d.play_again.isDefault()


def test_play_again_is_asked(qtbot) -> None:
    game = play_random(new_game(2, 12), 12)
    d = EndOfGameDialog(game)
    qtbot.addWidget(d)
    d.show_all()
    with qtbot.waitSignal(d.play_again_requested, timeout=1000):
        d.play_again.click()


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_categories_of_special_scorings(seed: int) -> None:
    """Leipzig items and Porxada go to their own columns and every row adds up; the Land
    Surveyors share is the engine's (tests/ui/review/test_review_model.py)."""
    game = play_random(new_game(4, seed), seed)
    b = score_breakdown(game)
    assert [sum(r.values()) for r in b] == game.scores
    leipzig = [0] * len(game.players)
    porxada = [0] * len(game.players)
    for ev in game.events:
        for code, player, value in ev.data.get("items", []) if ev.type == "score" else []:
            if code in ("wainwrights", "coiners", "bookbinders", "tanners"):
                leipzig[player] += value
            elif code == "porxada":
                porxada[player] += value
    assert [r["leipzig"] for r in b] == leipzig
    assert [r["porxada"] for r in b] == porxada


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("screen", [(1024, 700), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_results_use_the_room_and_nothing_is_cut(qtbot, qapp, compiled_translations, lang: str,
                                                screen: tuple[int, int]) -> None:
    """Six players, every expansion: on a 1024x700 or 1600x1000 screen the dialog fits the
    screen, the table's rows and columns fill it exactly (no empty block under or beside
    them, no scrolling), the chart gets the rest, and no text is cut."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from carc_desktop import i18n

    from ..fit import clipped, clipped_items

    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    game = play_random(new_game(6, 5, ALL, "C3"), 5)
    d = EndOfGameDialog(game)
    qtbot.addWidget(d)
    d.fit_into(QRect(0, 0, *screen))
    d.show()
    d.show_all()
    for _ in range(3):
        QApplication.processEvents()
    assert d.width() <= screen[0] and d.height() <= screen[1] - 40, d.size()  # room for the title bar
    t = d.table
    rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
    assert t.verticalScrollBar().isHidden() or not t.verticalScrollBar().isVisible()
    assert abs(t.viewport().height() - rows) <= 1, (t.viewport().height(), rows)
    assert abs(t.horizontalHeader().length() - t.viewport().width()) <= 1, \
        (t.horizontalHeader().length(), t.viewport().width())
    assert d.chart.height() >= 180 and d.steps.height() >= 3 * d.steps.sizeHintForRow(0)
    problems = clipped(d) + clipped_items(d)
    assert not problems, "\n".join(problems)


def test_review_is_not_blocked_by_the_final_scoring(qtbot) -> None:
    """"Review the Game…" steps the window-modal final scoring aside: the review window opens
    with nothing modal over the game (it was opened behind the dialog, which blocked it;
    found playing under Xvfb)."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    game = play_random(new_game(3, 12), 12)
    main = QMainWindow()
    qtbot.addWidget(main)
    main.resize(900, 700)
    main.show()
    d = EndOfGameDialog(game, main)
    d.show_all()
    d.open()
    qtbot.waitExposed(d)
    assert QApplication.activeModalWidget() is d
    d.review_button.click()
    review = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "ReviewWindow" and w.isVisible()]
    assert review, "no review window"
    assert not d.isVisible() and QApplication.activeModalWidget() is None
    for w in review:
        w.close()
