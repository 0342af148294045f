"""Text size from Settings (100-200 %): applied to the whole window at once, and back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel

from carc_desktop.ui.common.prefs import KEY_TEXT_SIZE
from carc_desktop.ui.common.text_size import apply_text_size, system_font_size, text_size


@pytest.fixture
def restore_font(qapp):  # type: ignore[no-untyped-def]
    yield
    apply_text_size(qapp, 100)


def test_the_setting_scales_every_label_live(window, restore_font) -> None:  # type: ignore[no-untyped-def]
    base = system_font_size()
    labels = [w for w in window.findChildren(QLabel) if w.isVisible() and w.text()]
    assert labels
    before = {id(w): w.fontMetrics().height() for w in labels}
    QSettings().setValue(KEY_TEXT_SIZE, 150)
    window.apply_settings()
    QApplication.processEvents()
    assert QApplication.font().pointSizeF() == pytest.approx(base * 1.5)
    grown = [w for w in labels if w.fontMetrics().height() > before[id(w)]]
    assert len(grown) >= len(labels) * 0.8, "most labels follow the application font"
    QSettings().setValue(KEY_TEXT_SIZE, 100)
    window.apply_settings()
    assert QApplication.font().pointSizeF() == pytest.approx(base)


def test_unknown_values_fall_back_to_100() -> None:
    s = QSettings()
    for bad in ("huge", 300, None, "37"):
        s.setValue(KEY_TEXT_SIZE, bad)
        assert text_size(s) == 100
    s.setValue(KEY_TEXT_SIZE, "175")
    assert text_size(s) == 175


def test_settings_dialog_offers_the_sizes(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert [dialog.text_size.itemData(i) for i in range(dialog.text_size.count())] == [100, 125, 150, 175, 200]
    dialog.text_size.setCurrentIndex(2)
    dialog.accept()
    assert text_size(QSettings()) == 150
