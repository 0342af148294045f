"""Every choice explained at every size (issue 27): in the default window the German
Leipzig prompt takes the compact form, and each choice's button still says what it scores
now and what it does (its short form under the caption), nothing cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.ui.expansions import choice_short
from carc_desktop.ui.expansions.markets_of_leipzig import road_points_now

from .fit import clipped
from .test_leipzig_figures import to_leipzig


@pytest.mark.parametrize("lang", ["de", "en", "cs"])
def test_the_compact_leipzig_prompt_keeps_each_choices_points(qtbot, qapp, compiled_translations, lang: str) -> None:
    from carc_desktop.ui.window.main_window import MainWindow

    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    c = GameController()
    try:
        to_leipzig(c)
        w = MainWindow(c)
        qtbot.addWidget(w)
        w.show()  # the default window
        qtbot.waitExposed(w)
        for _ in range(3):
            QApplication.processEvents()
        prompt = w.prompt
        assert prompt.compact, (w.size(), w.board_area.height())
        points = road_points_now(c.game)
        for move, button in prompt.move_buttons.items():
            note = button.note
            assert note.isVisible() and note.text() == choice_short(move, c.game) and note.text()
            assert any(str(n) in note.text() for n in (points, 0)), note.text()
            if move.quarter is not None:  # the quarter's bonus, with its figure
                assert any(ch.isdigit() for ch in note.text().split(";")[-1]), note.text()
        assert not clipped(prompt), clipped(prompt)
        assert prompt.height() <= w.board_area.height() / 3 + 4
    finally:
        c.close()
        i18n.switch_language(qapp, "en", store=False)
