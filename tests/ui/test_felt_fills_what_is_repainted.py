"""The board's felt is filled only where the view repaints (a tile's or a hint's
rectangle), not over the whole viewport every time; what it fills there is the same felt,
anchored to the scene, as a fill of the whole viewport."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import default_players, default_rules
from carc_desktop.ui.board.view import BoardView

MARK = QColor(255, 0, 255)


def _background(view: BoardView, scene_rect: QRectF) -> QImage:
    """drawBackground as the view calls it: the painter with the view's transform."""
    size = view.viewport().size()
    img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(MARK)
    p = QPainter(img)
    p.setWorldTransform(view.viewportTransform())
    view.drawBackground(p, scene_rect)
    p.end()
    return img


def test_the_felt_is_filled_only_where_the_view_repaints(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = GameController()
    try:
        c.new_game(default_players(2), default_rules(), 7)
        view = BoardView(c)
        qtbot.addWidget(view)
        view.resize(800, 600)
        view.show()
        qtbot.waitExposed(view)
        whole = _background(view, view.mapToScene(view.viewport().rect()).boundingRect())
        part_scene = view.mapToScene(100, 80, 120, 90).boundingRect()
        part = _background(view, part_scene)
        device = view.mapFromScene(part_scene).boundingRect()
        inside = outside = 0
        for x in range(0, whole.width(), 7):
            for y in range(0, whole.height(), 7):
                if device.adjusted(-1, -1, 1, 1).contains(x, y) and not device.adjusted(2, 2, -2, -2).contains(x, y):
                    continue  # the rectangle's edge: rounded outwards
                if device.contains(x, y):
                    assert part.pixelColor(x, y) == whole.pixelColor(x, y), (x, y)
                    inside += 1
                else:
                    assert part.pixelColor(x, y) == MARK, (x, y)  # left alone
                    outside += 1
        assert inside > 100 and outside > 1000
    finally:
        c.close()


def test_the_lessons_are_read_when_first_asked_for_not_at_attach(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController()
    try:
        c.new_game(default_players(2), default_rules(), 7)
        w = MainWindow(c)
        qtbot.addWidget(w)
        assert w.lessons._lessons is None
        assert w.lessons.lessons and w.lessons._lessons is w.lessons.lessons
        w.close()
    finally:
        c.close()
