"""The La Porxada prompt at 1024x700 (English, Czech): at most about a third of the board
area, the window does not grow, every choice explained whole (its tooltip, and the shared
line under the buttons for the choice under the pointer or the keyboard), nothing cut.
On a tall screen the long form (each explanation beside its button) stays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QFocusEvent
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.record import game_from_record

from .fit import clipped

RECORDS = Path(__file__).resolve().parents[1] / "engine" / "records" / "la_porxada"
# two choices (bonus or one swap), nine (bonus or eight swaps), the answer to a swap
# (accept or refuse and lose a follower: the longest captions) and the follower to lose
CASES = [("03_swap_accepted.json", 5, 2), ("01_bonus_tokens_and_final_bubble.json", 19, 9),
         ("03_swap_accepted.json", 6, 2), ("04_swap_refused_remove_on_board.json", 7, 2)]


def porxada_window(qtbot, record: str, stop_at: int, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    game = game_from_record(json.loads((RECORDS / record).read_text()), stop_at=stop_at)
    c = GameController()
    c.set_game(game, [PlayerSetup(p.name, p.color, False, "normal") for p in game.players])
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    return c, w


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("record,stop_at,choices", CASES, ids=["2-choices", "9-choices", "answer", "remove"])
def test_the_porxada_prompt_is_compact_at_1024x700(qtbot, qapp, compiled_translations, lang: str, record: str,
                                                   stop_at: int, choices: int) -> None:
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    c, w = porxada_window(qtbot, record, stop_at, (1024, 700))
    try:
        assert c.game.phase.startswith("porxada") and len(c.legal_moves()) == choices
        area, prompt = w.board_area, w.board_area.prompt
        assert w.height() <= 700, "the prompt made the window grow"
        assert prompt.height() <= area.height() / 3 + 4, (prompt.height(), area.height())
        assert not clipped(prompt), clipped(prompt)
        # the explanations are read on a line as wide as the prompt, not in a narrow column
        assert prompt.explain.isVisible() and prompt.explain.width() >= 0.9 * (prompt.width() - 32)
        assert prompt.explain.text() == prompt.help.text()
        for button, detail in prompt.details.items():
            assert button.toolTip() == detail.text()
            if button.isEnabled():
                QApplication.sendEvent(button, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
            else:
                QApplication.sendEvent(button, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
            settle()
            assert prompt.explain.text() == detail.text()
            assert prompt.explain.height() >= prompt.explain.heightForWidth(prompt.explain.width()) - 1
            assert not clipped(prompt), clipped(prompt)
            assert prompt.height() <= area.height() / 3 + 4 and w.height() <= 700  # nothing jumps
            QApplication.sendEvent(button, QEvent(QEvent.Type.Leave))
        settle()
        assert prompt.explain.text() == prompt.help.text()
        # a button still chooses its move
        move, button = next(iter(prompt.move_buttons.items()))
        button.click()
        assert c.game.phase != "porxada" or c.game.history[-1] == move
    finally:
        c.close()


def test_a_tall_window_keeps_each_explanation_beside_its_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    c, w = porxada_window(qtbot, *CASES[0][:2], (1600, 1000))
    try:
        prompt = w.board_area.prompt
        assert not prompt.explain.isVisible()
        assert all(label.isVisible() for label in prompt.details.values())
        assert not clipped(prompt), clipped(prompt)
    finally:
        c.close()
