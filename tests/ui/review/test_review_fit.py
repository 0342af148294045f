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
