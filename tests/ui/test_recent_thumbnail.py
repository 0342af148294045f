"""Open Recent shows each game's mini-map whole, at a size one can read, clear of the menu's
edge and of the text (the picture used to be drawn 40 px at most, over the menu's border)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from .files.conftest import BASE, drive, make_controller, make_window, seats

MAGENTA, YELLOW = QColor(255, 0, 255), QColor(255, 255, 0)


def _fake_map(path, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """A picture whose every edge can be found again: yellow frame, magenta inside."""
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(YELLOW)
    for x in range(8, width - 8):
        for y in range(8, height - 8):
            image.setPixelColor(x, y, MAGENTA)
    assert image.save(str(path))


def _box(image: QImage, colour: QColor, area: QRect) -> QRect:
    xs, ys = [], []
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            pixel = image.pixelColor(x, y)  # (scaled pictures blend: near enough)
            if max(abs(pixel.red() - colour.red()), abs(pixel.green() - colour.green()),
                   abs(pixel.blue() - colour.blue())) < 60:
                xs.append(x)
                ys.append(y)
    return QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else QRect()


def test_open_recent_shows_the_whole_map_at_a_readable_size(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(qtbot)
    w, a = make_window(qtbot, c)
    c.new_game(seats(2), BASE, 22)
    drive(c, 2, 6)
    for name in ("wide", "tall"):
        with qtbot.waitSignal(c.files.saved, timeout=5000):
            a.save_to(tmp_path / f"{name}.carc")
    shapes = {"wide.carc": (150, 50), "tall.carc": (40, 120)}
    for entry in c.files.recent():
        assert entry.thumbnail is not None
        _fake_map(entry.thumbnail, *shapes[entry.path.name])
    menu = a.actions.recent_menu
    menu.popup(QPoint(0, 0))  # (fills the menu afresh)
    QApplication.processEvents()
    actions = [action for action in menu.actions() if action.data()]
    assert len(actions) == 2
    image = menu.grab().toImage()
    try:
        for action in actions:
            item = menu.actionGeometry(action)
            width, height = shapes[action.data().rsplit("/", 1)[-1]]
            frame = _box(image, YELLOW, item)
            inside = _box(image, MAGENTA, item)
            assert not frame.isNull(), "the map is not drawn"
            # Whole: the frame shows on all four sides around the magenta inside.
            assert frame.contains(inside) and frame.left() < inside.left() and frame.right() > inside.right() \
                and frame.top() < inside.top() and frame.bottom() > inside.bottom(), (frame, inside)
            # Readable: the longer side at least 48 px, the shape kept (within rounding).
            assert max(frame.width(), frame.height()) >= 48, frame
            assert abs(frame.width() / frame.height() - width / height) < 0.12 * width / height, frame
            # Clear of the menu's border and of the text.
            assert frame.left() >= item.left() + 4 and item.contains(frame), (frame, item)
            text_left = item.left() + menu.style().pixelMetric(menu.style().PixelMetric.PM_SmallIconSize, None, menu)
            assert frame.right() < text_left + 8, (frame, text_left)
    finally:
        menu.close()
        w.close()
