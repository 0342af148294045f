"""The end-of-game dialog: the final steps in order and a table that adds up to the scores."""

from __future__ import annotations

import pytest

from carc_desktop.engine.final import winners
from carc_desktop.engine.scoring import Event
from carc_desktop.texts.event_text import worth_listing
from carc_desktop.ui.dialogs.end_of_game_dialog import CATEGORIES, EndOfGameDialog, final_events, score_breakdown

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
        assert sum(v for k, v in r.items() if k != "total") == r["total"]
        assert all(r[k] == full[k] for k in r if k != "total")
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


def test_categories_of_special_scorings() -> None:
    """Surveyor effects, Leipzig items, Porxada and the pig go to their own columns."""
    game = new_game(3, 1)

    def ev(points, **data):  # type: ignore[no-untyped-def]
        base = {"feature": "road", "reason": "completed", "cells": [], "tiles": 0, "pennants": 0, "cities": 0,
                "value": 0, "scorers": [], "majority": [], "figures": {}, "items": [], "notes": [], "node": -1}
        base.update(data)
        return Event("score", points, base)

    game.events[:] = [
        # Highway on a 2-tile road: 5 = 2 road + 3 surveyor; Wainwrights +5 for the same player.
        ev({0: 10}, cells=[[0, 0], [1, 0]], tiles=5, value=5, scorers=[0], majority=[0],
           items=[["wainwrights", 0, 5]], notes=[["surveyor", "LS-ROAD-HIGHWAY"]]),
        # Citizens' Jury: player 2 scores only because of the tile.
        ev({1: 8, 2: 8}, feature="city", cells=[[0, 1], [1, 1], [2, 1], [3, 1]], tiles=4, value=8,
           scorers=[1, 2], majority=[1], notes=[["surveyor", "LS-CITY-CITIZENS-JURY"]]),
        # Final: a Porxada token holder's city and a pig's field.
        ev({1: 6}, feature="city", reason="final", cells=[[5, 5], [5, 6], [5, 7]], tiles=3, value=3, scorers=[1],
           majority=[1], items=[["porxada", 1, 3]]),
        ev({0: 8}, feature="field", reason="final", cities=2, value=6, scorers=[0], majority=[0],
           items=[["pig", 0, 2]]),
    ]
    b = score_breakdown(game)
    assert (b[0]["road"], b[0]["surveyor"], b[0]["leipzig"], b[0]["field"]) == (2, 3, 5, 8)
    assert (b[1]["city"], b[1]["porxada"], b[1]["surveyor"]) == (8 + 3, 3, 0)
    assert (b[2]["city"], b[2]["surveyor"]) == (0, 8)
    assert [sum(r.values()) for r in b] == [18, 14, 8]


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
