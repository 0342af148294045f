"""The review window fits the screen it opens on, and nothing in it is cut, with six
players and every expansion, in English and Czech, on a 1024x700 and a 1600x1000 screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller.review import GameReview
from carc_desktop.engine.game import Game, PlayerInfo
from carc_desktop.engine.record import record_from_game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.review.review_window import ReviewWindow

from ..fit import clipped, clipped_items
from .conftest import ALL

COLOURS = ("red", "blue", "green", "yellow", "black", "gray")


def six_player_record() -> dict:  # type: ignore[type-arg]
    import random

    game = Game([PlayerInfo(f"Player {i + 1}", COLOURS[i]) for i in range(6)], RuleSet("C3", ALL), seed=5)
    rng = random.Random(5)
    while not game.finished:
        game.play(rng.choice(game.legal_moves()))
    return record_from_game(game)


@pytest.fixture(scope="module")
def record() -> dict:  # type: ignore[type-arg]
    return six_player_record()


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("screen", [(1024, 700), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_review_fits_the_screen_and_nothing_is_cut(qtbot, qapp, compiled_translations, record, lang: str,
                                                       screen: tuple[int, int]) -> None:
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    w = ReviewWindow(GameReview(record), title="test")
    qtbot.addWidget(w)
    w.fit_into(QRect(0, 0, *screen))
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    assert w.width() <= screen[0] and w.height() <= screen[1] - 40, w.size()  # room for the title bar
    assert w.board.height() >= 200 and w.chart.height() >= 150, (w.board.height(), w.chart.height())
    for tab in range(w.tabs.count()):
        w.tabs.setCurrentIndex(tab)
        for _ in range(2):
            QApplication.processEvents()
        problems = clipped(w) + clipped_items(w)
        assert not problems, "\n".join(problems)


def test_the_review_opens_within_the_screen_it_is_shown_on(qtbot, record) -> None:  # type: ignore[no-untyped-def]
    w = ReviewWindow(GameReview(record), title="test")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    area = w.screen().availableGeometry()
    assert w.width() <= area.width() and w.height() <= area.height(), (w.size(), area)


LONG_NAMES = ("Maximilián Dvořáček", "Bernadette Lefebvre", "Giovanni Castellani", "Kateřina Procházková",
              "Wolfgang Baumgartner", "Zdeňka Nováková")


@pytest.fixture(scope="module")
def long_names_record() -> dict:  # type: ignore[type-arg]
    import random

    game = Game([PlayerInfo(LONG_NAMES[i], COLOURS[i]) for i in range(6)], RuleSet("C3", ALL), seed=5)
    rng = random.Random(5)
    while not game.finished:
        game.play(rng.choice(game.legal_moves()))
    return record_from_game(game)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_six_long_names_on_a_small_screen(qtbot, qapp, compiled_translations, long_names_record,
                                          lang: str) -> None:  # type: ignore[no-untyped-def]
    """Every player's row in view (player 6 not behind a scroll), every name whole, and the
    score race's legend inside the chart (it takes a second row when it must)."""
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    w = ReviewWindow(GameReview(long_names_record), title="test")
    qtbot.addWidget(w)
    w.fit_into(QRect(0, 0, 1024, 700))
    w.show()
    qtbot.waitExposed(w)
    w.go(w.review.length // 2)
    for _ in range(3):
        QApplication.processEvents()
    sb = w.scoreboard
    viewport = sb.viewport().rect()
    for row in range(6):
        rect = sb.visualRect(sb.model().index(row, 0))
        assert viewport.contains(rect), (row, rect, viewport)  # no row hidden or half shown
        name = sb.item(row, 0).text()
        assert name == LONG_NAMES[row]
        assert rect.width() >= sb.fontMetrics().horizontalAdvance(name) + max(sb.iconSize().width(), 16), (name, rect)
    assert not sb.verticalScrollBar().isVisible()
    w.chart.grab()  # paints, and so lays out the labels
    legend = [r for kind, _t, r in w.chart.drawn_labels if kind == "legend"]
    assert len(legend) == 6
    chart_rect = w.chart.rect()
    for r in legend:
        assert chart_rect.contains(r.toRect()), (r, chart_rect)
    status = w.status
    assert status.height() >= status.heightForWidth(status.width()), "a status line is cut"
