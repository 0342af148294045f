"""La Porxada's swap in words and on the board (issue 27): every swap choice names each
follower's feature and where it is from La Porxada in words, never coordinates such as
"(-3, 1)"; the answer to a swap marks both followers on the board in their owners' colours,
clear of the prompt."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.engine import la_porxada
from carc_desktop.ui.board import art
from carc_desktop.ui.board.geometry import anchor_point

from .test_decision_compact import CASES, porxada_window, settle

COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


@pytest.mark.parametrize("lang", ["en", "de", "cs"])
@pytest.mark.parametrize("record,stop_at,choices", CASES, ids=["2-choices", "9-choices", "answer", "remove"])
def test_no_choice_names_coordinates(qtbot, qapp, compiled_translations, lang: str, record: str, stop_at: int,
                                     choices: int) -> None:
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    c, w = porxada_window(qtbot, record, stop_at, (1600, 1000))
    try:
        texts = [b.text() for b in w.prompt.move_buttons.values()] + [d.text() for d in w.prompt.details.values()]
        assert texts and not [t for t in texts if COORDINATES.search(t)], texts
        if lang == "en":
            for move, button in w.prompt.move_buttons.items():
                if getattr(move, "option", None) == "swap" and move.mine is not None:
                    assert button.text().count("La Porxada") == 2, button.text()
                    assert re.search(r"(road|city|monastery|field)", button.text()), button.text()
    finally:
        c.close()
        i18n.switch_language(qapp, "en", store=False)


def test_the_answer_marks_both_followers_on_the_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    c, w = porxada_window(qtbot, CASES[2][0], CASES[2][1], (1024, 700))
    try:
        assert c.phase == "porxada_answer"
        settle()
        mine, theirs = la_porxada.pending_swap(c.game)
        mark = w.board.board.swap
        assert mark is not None and mark.isVisible()
        for point, fig, colour in ((mark.a, mine, mark.colours[0]), (mark.b, theirs, mark.colours[1])):
            p = c.game.board.placements[fig.placement]
            assert point == anchor_point(p.tile, p.cells, p.rotation, fig.segment)
            assert colour == art.player_colour(c.game, fig.player)
        assert mine.player != theirs.player
        # both clear of the band over the board
        view = w.board.mapFromScene(mark.boundingRect()).boundingRect()
        assert not any(view.intersects(cover) for cover in w.board_area.covers())
        assert w.board.viewport().rect().contains(view)
        move = next(m for m in c.legal_moves() if getattr(m, "accept", None))
        assert c.choose(move)
        QApplication.processEvents()
        assert w.board.board.swap is None
    finally:
        c.close()
