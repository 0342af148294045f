"""Settings: language, animation speed and the hints, stored in QSettings.

Keys (see ``common``): ``ui/language`` (en, de, fr, it, cs), ``ui/animation_speed`` (off, fast,
normal, slow), ``ui/placement_preview`` and ``ui/feature_hover`` (bools).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from .common import (ANIMATION_SPEEDS, KEY_ANIMATION, KEY_HOVER, KEY_LANGUAGE, KEY_PREVIEW, setting_bool,
                     setting_str)

#: Language codes offered (translations are loaded by the application at start).
LANGUAGES = ("en", "de", "fr", "it", "cs")
#: Each language in its own name (not translated on purpose).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano", "cs": "Čeština"}


class SettingsDialog(QDialog):
    #: The settings were saved (the shell applies them).
    settings_changed = Signal()

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self._settings = settings if settings is not None else QSettings()
        s = self._settings
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        self.language.setAccessibleName(self.tr("Language"))
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        i = self.language.findData(setting_str(s, KEY_LANGUAGE, "en"))
        self.language.setCurrentIndex(max(i, 0))
        form.addRow(self.tr("&Language:"), self.language)
        self.language_note = QLabel(self.tr("A new language applies the next time the game starts."), self)
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)

        self.animation = QComboBox(self)
        self.animation.setObjectName("animation_speed")
        self.animation.setAccessibleName(self.tr("Animation speed"))
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem(names[speed], speed)
        i = self.animation.findData(setting_str(s, KEY_ANIMATION, "normal"))
        self.animation.setCurrentIndex(max(i, 0))
        form.addRow(self.tr("&Animations:"), self.animation)

        self.preview = QCheckBox(self.tr("Show the points a placement would score"), self)
        self.preview.setObjectName("placement_preview")
        self.preview.setAccessibleName(self.tr("Placement points preview"))
        self.preview.setChecked(setting_bool(s, KEY_PREVIEW, False))
        form.addRow(self.preview)
        self.hover = QCheckBox(self.tr("Hovering a figure shows its whole feature and value"), self)
        self.hover.setObjectName("feature_hover")
        self.hover.setAccessibleName(self.tr("Feature hints on hover"))
        self.hover.setChecked(setting_bool(s, KEY_HOVER, True))
        form.addRow(self.hover)
        box.addLayout(form)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.language.setFocus()

    def accept(self) -> None:
        s = self._settings
        s.setValue(KEY_LANGUAGE, self.language.currentData())
        s.setValue(KEY_ANIMATION, self.animation.currentData())
        s.setValue(KEY_PREVIEW, self.preview.isChecked())
        s.setValue(KEY_HOVER, self.hover.isChecked())
        s.sync()
        self.settings_changed.emit()
        super().accept()
