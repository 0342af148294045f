"""Figure markers never overlap (in scene units, so at no zoom) and each names its feature
and what it is worth now, on hover and when chosen with the keyboard."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet
from carc_desktop.ui.board.geometry import TILE
from carc_desktop.ui.board.scene import spread_markers

FEATURE_WORDS = ("road", "city", "monastery", "field", "Road", "City", "Monastery", "Field")


def test_crowded_anchors_are_spread_and_shrunk() -> None:
    points = [QPointF(50, 50)] * 7  # seven markers asked for on one spot
    spread, r = spread_markers(points, QRectF(0, 0, TILE, TILE), TILE * 0.15)
    assert r > 0
    for i, a in enumerate(spread):
        assert 0 <= a.x() - r and a.x() + r <= TILE + 1e-6
        for b in spread[i + 1:]:
            assert math.hypot(a.x() - b.x(), a.y() - b.y()) >= 2 * r - 1e-6


def test_markers_on_real_tiles(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    controller.new_game(2, RuleSet("C3", tuple(sorted(load_all()))), 8)
    rng = random.Random(4)
    view = window.board
    seen = 0
    while not controller.game.finished and seen < 12:
        if controller.phase == "deploy" and len(controller.deploy_options()) >= 3:
            QApplication.processEvents()
            spots = view.board.spots
            assert len(spots) == len(controller.deploy_options())
            for i, a in enumerate(spots):
                assert any(w in a.toolTip() for w in FEATURE_WORDS), a.toolTip()
                assert "point" in a.toolTip(), a.toolTip()
                for b in spots[i + 1:]:
                    d = a.pos() - b.pos()
                    assert math.hypot(d.x(), d.y()) >= a.radius + b.radius, (a.feature, b.feature)
            seen += 1
            window.activateWindow()
            view.setFocus()
            qtbot.keyClick(view, Qt.Key.Key_Tab)
            focused = next(s for s in spots if s.focused)
            assert focused.toolTip().split("\n")[1] in window.guidance.text()
        assert controller.choose(rng.choice(controller.legal_moves()))
    assert seen >= 5
