"""Board repaints: the tiles' shadow is drawn once into a cache and only the strips a new
tile changes are drawn again; the last tile's outline repaints only when it moves. The
picture stays the one a freshly built board shows."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
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
    return view.viewport().grab().toImage()


def _changes(scene: QGraphicsScene, act) -> list[QRectF]:  # type: ignore[no-untyped-def]
    """The scene areas ``act()`` marks for repainting."""
    QApplication.processEvents()
    regions: list[QRectF] = []
    scene.changed.connect(regions.extend)
    act()
    QApplication.processEvents()
    scene.changed.disconnect(regions.extend)
    return regions


def test_the_board_drawn_move_by_move_is_the_board_drawn_afresh(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    controller.new_game(default_players(2), default_rules(), 7)
    live = _view(controller)
    assert live.board.shadow.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
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


def test_a_new_tile_inside_the_board_repaints_its_new_shadow_strips(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    shadow = BoardShadowItem()
    scene.addItem(shadow)
    cells = [(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)]
    shadow.set_cells(cells)
    bounds = shadow.rect()
    # The hole filled: the bounds stay, but the strips change (under the new tile and
    # around it), so the shadow is repainted (it used not to be: a strip went missing).
    changed = _changes(scene, lambda: shadow.set_cells(cells + [(1, 1)]))
    assert shadow.rect() == bounds
    hole = cell_rect(1, 1)
    assert any(r.contains(hole) for r in changed)
    assert _changes(scene, lambda: shadow.set_cells(cells + [(1, 1)])) == []  # the same cells: nothing


def test_the_last_tile_outline_repaints_only_when_it_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    outline = LastTileItem()
    scene.addItem(outline)
    red, blue = QColor(200, 40, 40), QColor(40, 40, 200)
    outline.set_target(cell_rect(2, 3), red)
    assert _changes(scene, lambda: outline.set_target(cell_rect(2, 3), red)) == []
    assert _changes(scene, lambda: outline.set_target(cell_rect(2, 3), blue))  # new colour
    moved = _changes(scene, lambda: outline.set_target(cell_rect(5, 3), blue))
    assert any(r.intersects(cell_rect(2, 3)) for r in moved) and any(r.intersects(cell_rect(5, 3)) for r in moved)
    assert _changes(scene, lambda: outline.set_target(QRectF(), blue))  # taken away
    assert outline.rect().isEmpty()
    # No outline, asked again for none (the highlight, after every decision): nothing.
    assert _changes(scene, lambda: outline.set_target(QRectF(), red)) == []
