"""A start never puts the window partly off the screen: the default size (1280x820) is
larger than a small laptop screen, and a window saved on a large monitor may come back on a
smaller one. Found under Xvfb at 1024x700: the docks were off the screen's right edge."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from carc_desktop import app as app_module


def test_a_size_that_fits_is_kept_and_centred() -> None:
    area = QRect(0, 30, 1920, 1050)
    rect = app_module.fitted_geometry(QSize(1280, 820), QSize(10, 40), area)
    assert rect is not None and rect.size() == QSize(1280, 820)
    assert area.contains(rect.adjusted(-5, -35, 5, 5))
    assert abs(rect.center().x() - area.center().x()) <= 1


def test_a_size_larger_than_the_screen_means_maximised() -> None:
    assert app_module.fitted_geometry(QSize(1280, 820), QSize(10, 40), QRect(0, 0, 1024, 700)) is None
    assert app_module.fitted_geometry(QSize(1000, 680), QSize(10, 40), QRect(0, 0, 1024, 700)) is None


def test_the_real_start_fits_the_window_on_a_small_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = app_module.create_window(None)
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    assert w.width() > area.width()  # the offscreen screen (800x600) is smaller than the default
    app_module.fit_to_screen(w)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: area.contains(w.geometry()))
    assert w.isMaximized()
    w.close()
