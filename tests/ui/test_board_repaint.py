"""Board repaints: a new tile repaints only the shadow strips it changes (and those it
adds beside it, which used to be left out); the last tile's outline repaints only when it
moves. The picture stays the one a freshly built board shows."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QTransform
from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.board.art import refiner
from carc_desktop.ui.board.geometry import TILE, cell_rect
from carc_desktop.ui.board.items import BoardShadowItem, LastTileItem
from carc_desktop.ui.board.view import BoardView

SCALE = 0.3


def _view(controller: GameController) -> BoardView:
    view = BoardView(controller)
    view.board.animations_enabled = False
    view.resize(900, 640)
    view.show()
    QApplication.processEvents()
    view.refresh()
    return view


def _picture(view: BoardView) -> QImage:
    """The view at a fixed zoom, centred on the first tile (equal for equal boards)."""
    view.setTransform(QTransform.fromScale(SCALE, SCALE))
    view.centerOn(QPointF(TILE / 2, TILE / 2))
    QApplication.processEvents()
    # A tile asked for at a size not rendered yet is drawn from another size until the
    # background renderer brings it (after other tests, a size they left half done):
    # both pictures are taken with every tile asked for in place.
    refiner().flush()
    QApplication.processEvents()
    return view.viewport().grab().toImage()


def _updates(item, act) -> list[QRectF]:  # type: ignore[no-untyped-def]
    """The areas ``act()`` asks ``item`` to repaint (an empty QRectF: all of it)."""
    asked: list[QRectF] = []
    item.update = lambda rect=QRectF(): asked.append(QRectF(rect))  # noqa: B008 - update()'s own default, only copied
    try:
        act()
    finally:
        del item.update
    return asked


def test_the_board_drawn_move_by_move_is_the_board_drawn_afresh(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    controller.new_game(default_players(2), default_rules(), 7)
    live = _view(controller)
    rng = random.Random(3)
    compared = 0
    try:
        for turn in range(60):
            if controller.game.finished:
                break
            assert controller.choose(rng.choice(controller.legal_moves()))
            if turn % 6 != 5:
                continue
            shown = _picture(live)
            fresh = _view(controller)
            try:
                assert shown == _picture(fresh), f"the board differs after {turn + 1} decisions"
            finally:
                fresh.close()
                fresh.deleteLater()
            compared += 1
    finally:
        live.close()
        controller.close()
    assert compared >= 8


def test_a_new_tile_inside_the_board_repaints_the_shadow_strips_it_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    shadow = BoardShadowItem()
    cells = [(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)]
    shadow.set_cells(cells)
    bounds = shadow.rect()
    asked = _updates(shadow, lambda: shadow.set_cells(cells + [(1, 1)]))
    assert shadow.rect() == bounds
    assert asked and all(not r.isEmpty() for r in asked), "only strips, not the whole board"
    hole = cell_rect(1, 1)
    # The strips the new tile now covers: the tile above's bottom one, the left tile's right one.
    for strip in (QRectF(hole.left() + TILE * 0.035, hole.top(), TILE, TILE * 0.05),
                  QRectF(hole.left(), hole.top() + TILE * 0.05, TILE * 0.035, TILE * 0.95)):
        assert any(r.contains(strip) for r in asked), strip
    assert _updates(shadow, lambda: shadow.set_cells(cells + [(1, 1)])) == []  # the same cells: nothing


def test_a_new_strip_beside_the_new_tile_is_repainted(qtbot) -> None:  # type: ignore[no-untyped-def]
    shadow = BoardShadowItem()
    # A U of tiles: (1, 0) placed last has no tile below it, so its bottom strip lies in the
    # empty cell (1, -1), inside the board's bounds, where nothing else repaints the board
    # (it used to stay missing until some other repaint came by).
    cells = [(0, 1), (1, 1), (2, 1), (0, 0), (2, 0), (0, -1), (2, -1)]
    shadow.set_cells(cells)
    bounds = shadow.rect()
    asked = _updates(shadow, lambda: shadow.set_cells(cells + [(1, 0)]))
    assert shadow.rect() == bounds
    below = cell_rect(1, 0)
    strip = QRectF(below.left() + TILE * 0.035, below.bottom(), TILE, TILE * 0.05)
    assert any(r.contains(strip) for r in asked), asked


def test_the_last_tile_outline_repaints_only_when_it_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    outline = LastTileItem()
    red, blue = QColor(200, 40, 40), QColor(40, 40, 200)
    outline.set_target(cell_rect(2, 3), red)
    assert _updates(outline, lambda: outline.set_target(cell_rect(2, 3), red)) == []
    assert _updates(outline, lambda: outline.set_target(cell_rect(2, 3), blue))  # new colour
    assert _updates(outline, lambda: outline.set_target(cell_rect(5, 3), blue))  # moved
    assert outline.rect().contains(cell_rect(5, 3))
    outline.set_target(QRectF(), blue)  # taken away: no bounds left to repaint
    assert outline.rect().isEmpty()
    # No outline, asked again for none (the highlight, after every decision): nothing.
    assert _updates(outline, lambda: outline.set_target(QRectF(), red)) == []


def test_a_repaint_draws_just_the_strips_in_the_part_repainted(qtbot) -> None:  # type: ignore[no-untyped-def]
    # A late game's board: drawing every strip at every repaint took 0.3 ms each time.
    rng = random.Random(5)
    cells = {(0, 0)}
    while len(cells) < 120:
        x, y = rng.choice(sorted(cells))
        dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
        cells.add((x + dx, y + dy))
    shadow = BoardShadowItem()
    shadow.set_cells(sorted(cells))
    every = shadow.rects_in(QRectF())
    bounds = shadow.rect()
    for _ in range(300):
        w, h = rng.uniform(1, TILE * 4), rng.uniform(1, TILE * 4)
        exposed = QRectF(rng.uniform(bounds.left() - TILE, bounds.right()), rng.uniform(bounds.top() - TILE, bounds.bottom()), w, h)
        assert shadow.rects_in(exposed) == [r for r in every if r.intersects(exposed)], exposed
    one_strip = every[len(every) // 2]
    assert one_strip in shadow.rects_in(one_strip) and len(shadow.rects_in(one_strip)) < len(every) / 10
    assert shadow.rects_in(bounds) == every
