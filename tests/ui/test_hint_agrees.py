"""The hint agrees with the engine (issue 27): its sentence comes from the engine's preview
of that exact move -- a figure put on a feature its tile completes at once is said to score
there (who, how much) and to come back, never "nobody holds it"; Enter and "Play this"
accept the hinted figure in the figure step, also right after the hinted tile was placed;
the hinted marker is drawn apart from the others."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from carc_desktop.controller.hints import compute_hint
from carc_desktop.engine import Deploy, Game, PlaceTile, RuleSet, load_all
from carc_desktop.ui.board.items import SpotMarkerItem
from carc_desktop.ui.play.hint_bar import hint_why

from .test_hint import adopt, hint_now, position


def completed_at_once() -> tuple[Game, PlaceTile, Deploy, dict[int, int]]:
    """A game where placing a tile and a figure on one of its features completes and scores
    that feature at once (points to somebody), with the preview's points for it."""
    game = Game(2, RuleSet("C3", tuple(sorted(load_all()))), seed=0)
    rng = random.Random(0)
    while len(game.history) < 80:
        if game.phase == "place":
            for m in sorted(game.legal_moves(), key=repr):
                game.play(m)
                deps = [d for d in game.legal_moves() if isinstance(d, Deploy)] \
                    if game.phase == "deploy" else []
                roots = {d: game.feature_of(game.last, game.last.tile.segment_index[d.feature]).id for d in deps}
                game.undo()
                for d, root in roots.items():
                    events = game.preview(m, d).events
                    scored = [e for e in events if e.type == "score" and e.data.get("node") == root
                              and e.data.get("reason") == "completed"]
                    if scored and any(v > 0 for v in scored[0].points.values()):
                        return game, m, d, {p: v for p, v in scored[0].points.items() if v}
        game.play(rng.choice(sorted(game.legal_moves(), key=repr)))
    raise AssertionError("no such position in 80 decisions")


def test_a_figure_on_a_feature_completed_at_once_is_said_to_score_there() -> None:
    game, place, deploy, points = completed_at_once()
    answers = iter([place, deploy])
    hint = compute_hint(game.copy(), 1, None, lambda g, level, seed, budget: next(answers))
    assert hint.moves == (place, deploy)
    assert hint.figure_scored == points  # the engine's preview of that exact move
    text = hint_why(hint, game)
    assert "nobody holds it" not in text
    for p, v in points.items():
        assert f"{game.players[p].name} {v:+d}" in text, text
    assert "the figure comes back" in text


def test_enter_places_the_hinted_figure(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    adopt(controller, position(0, 3))
    assert controller.phase == "deploy"
    hint = hint_now(qtbot, window)
    assert isinstance(hint.move, Deploy)
    n = len(controller.game.history)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert controller.game.history[n] == hint.move


def _placement_with_figure(controller):  # type: ignore[no-untyped-def]
    game = controller.game
    for m in sorted(controller.legal_moves(), key=repr):
        game.play(m)
        deploys = [d for d in game.legal_moves() if isinstance(d, Deploy)] if game.phase == "deploy" else []
        game.undo()
        if deploys:
            return m, deploys[-1]
    raise AssertionError("no placement with a figure")


def test_after_the_hinted_tile_the_hinted_figure_is_lit_and_enter_or_play_this_accept_it(
        qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    for accept in ("enter", "play"):
        assert controller.phase == "place"
        place, deploy = _placement_with_figure(controller)
        answers = iter([place, deploy])
        hint = compute_hint(controller.game.copy(), 1, None,
                            lambda g, level, seed, budget, answers=answers: next(answers))
        window.hint.show_hint(hint)
        QApplication.processEvents()
        assert window.hint.marker is not None and window.hint.marker.hinted
        window.board.setFocus()
        qtbot.keyClick(window.board, Qt.Key.Key_Return)  # the tile, where the hint put it
        QApplication.processEvents()
        assert controller.game.history[-1] == place and controller.phase == "deploy"
        lit = [s for s in window.board.board.spots if s.hinted]
        assert [(s.figure, s.feature) for s in lit] == [(deploy.figure, deploy.feature)]
        assert window.hint.bar.isVisible() and window.hint.bar.play.isVisible()
        if accept == "enter":
            qtbot.keyClick(window.board, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(window.hint.bar.play, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        assert deploy in controller.game.history[-3:]
        qtbot.waitUntil(lambda: controller.phase == "place" and controller.human_to_move, timeout=5000)


def _picture(marker: SpotMarkerItem) -> QImage:
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(QColor(40, 90, 40))
    painter = QPainter(image)
    painter.translate(40, 40)
    marker.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def test_the_hinted_marker_looks_unlike_any_other() -> None:
    def marker() -> SpotMarkerItem:
        return SpotMarkerItem("follower", "city1", QColor("red"), False, QPointF(0, 0))

    plain, focused, hinted = marker(), marker(), marker()
    focused.set_focused(True)
    hinted.set_hinted(True)
    pictures = [_picture(m) for m in (plain, focused, hinted)]
    assert pictures[2] != pictures[0] and pictures[2] != pictures[1]
    assert hinted.boundingRect().contains(QRectF(-1.7 * hinted.radius, -1.7 * hinted.radius,
                                                 3.4 * hinted.radius, 3.4 * hinted.radius))
