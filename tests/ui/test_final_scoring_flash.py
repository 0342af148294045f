"""The final scoring lights nothing up on the board (the end-of-game dialog shows it step by
step; every field and unfinished feature flashing at once held the window as the dialog
opened), while a scoring during play still does; a flash's bounds are worked out once."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor

from carc_desktop.engine import Deploy
from carc_desktop.ui.board.items import ScoreFlashItem


def _flashes(scene) -> list[ScoreFlashItem]:  # type: ignore[no-untyped-def]
    return [i for i in scene.items() if isinstance(i, ScoreFlashItem)]


def test_the_final_scoring_flashes_nothing_and_play_does(window, controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = window.board.board
    scene.animations_enabled = True
    rng = random.Random(3)
    during_play = 0
    while not controller.game.finished:
        moves = controller.legal_moves()
        deploys = [m for m in moves if isinstance(m, Deploy)]
        before = len(controller.game.events)
        controller.choose(rng.choice(deploys) if deploys and rng.random() < 0.7 else rng.choice(moves))
        if controller.game.finished:
            break
        if any(e.type == "score" for e in controller.game.events[before:]):
            during_play += len(_flashes(scene))
        scene.finish_animations()
    assert during_play > 0, "no scoring during play lit anything up"
    finals = [e for e in controller.game.events if e.data.get("reason") == "final"]
    assert finals, "the game had no final scoring"
    assert _flashes(scene) == []
    scene.flash_scores(controller.game, finals)  # asked again directly: still nothing
    assert _flashes(scene) == []


def test_a_flash_answers_its_bounds_without_working_them_out_again() -> None:
    flash = ScoreFlashItem([(x, y) for x in range(12) for y in range(9) if (x + y) % 3], QColor(200, 30, 30))
    first = flash.boundingRect()
    assert first is flash.boundingRect() and first.width() > 0
