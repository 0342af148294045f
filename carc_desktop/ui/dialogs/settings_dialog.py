"""Settings: language, animation speed and the hints, stored in QSettings.

Keys (see ``common``): ``ui/animation_speed`` (off, fast, normal, slow),
``ui/placement_preview``, ``ui/feature_hover``, ``game/hints`` (hints offered) and
``game/casual_undo`` (bools; casual undo
lets a person take back their last turn even after computer turns, see
``GameController.casual_undo``). The language (en, de, fr, it, cs)
is :mod:`carc_desktop.i18n`'s: the dialog shows the one the game speaks and a choice goes
through :func:`~carc_desktop.i18n.switch_language`, which stores it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Signal
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QVBoxLayout, QWidget)

from carc_desktop.i18n import available_languages, current_language, switch_language

from ..prefs import KEY_RECENT_MARKS
from .common import (ANIMATION_SPEEDS, KEY_ANIMATION, KEY_CASUAL_UNDO, KEY_HINTS, KEY_HOVER, KEY_PREVIEW, setting_bool,
                     setting_str)

#: Language codes offered (choosing one switches the language at once: ``carc_desktop.i18n``).
#: Each language in its own name (not translated on purpose).
LANGUAGE_NAMES = dict(available_languages())
LANGUAGES = tuple(LANGUAGE_NAMES)


class SettingsDialog(QDialog):
    """The settings. Choosing a language switches the whole game to it at once (and stores
    the choice); Cancel goes back to the language the dialog was opened with."""

    #: The settings were saved (the shell applies them).
    settings_changed = Signal()

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self._settings = settings if settings is not None else QSettings()
        s = self._settings
        self._language_at_open = current_language()
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(max(self.language.findData(self._language_at_open), 0))
        # Only a choice of the user (not setCurrentIndex) switches the language.
        self.language.activated.connect(self._language_chosen)
        self.language_label = QLabel(self)
        self.language_label.setBuddy(self.language)
        form.addRow(self.language_label, self.language)

        self.animation = QComboBox(self)
        self.animation.setObjectName("animation_speed")
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem(speed, speed)
        i = self.animation.findData(setting_str(s, KEY_ANIMATION, "normal"))
        self.animation.setCurrentIndex(max(i, 0))
        self.animation_label = QLabel(self)
        self.animation_label.setBuddy(self.animation)
        form.addRow(self.animation_label, self.animation)

        self.preview = QCheckBox(self)
        self.preview.setObjectName("placement_preview")
        self.preview.setChecked(setting_bool(s, KEY_PREVIEW, False))
        form.addRow(self.preview)
        self.hover = QCheckBox(self)
        self.hover.setObjectName("feature_hover")
        self.hover.setChecked(setting_bool(s, KEY_HOVER, True))
        form.addRow(self.hover)
        self.casual_undo = QCheckBox(self)
        self.casual_undo.setObjectName("casual_undo")
        self.casual_undo.setChecked(setting_bool(s, KEY_CASUAL_UNDO, False))
        form.addRow(self.casual_undo)
        self.hints = QCheckBox(self)
        self.hints.setObjectName("hints")
        self.hints.setChecked(setting_bool(s, KEY_HINTS, True))
        form.addRow(self.hints)
        self.recent_marks = QCheckBox(self)
        self.recent_marks.setObjectName("recent_marks")
        self.recent_marks.setChecked(setting_bool(s, KEY_RECENT_MARKS, True))
        form.addRow(self.recent_marks)
        box.addLayout(form)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.retranslate_ui()
        self.language.setFocus()

    def retranslate_ui(self) -> None:
        """Every text again in the current language (at start and on LanguageChange)."""
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.language.setAccessibleName(self.tr("Language"))
        self.language_label.setText(self.tr("&Language:"))
        self.animation.setAccessibleName(self.tr("Animation speed"))
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for i in range(self.animation.count()):
            self.animation.setItemText(i, names.get(self.animation.itemData(i), self.animation.itemData(i)))
        self.animation_label.setText(self.tr("&Animations:"))
        self.preview.setText(self.tr("Show the points a placement would score"))
        self.preview.setAccessibleName(self.tr("Placement points preview"))
        self.hover.setText(self.tr("Hovering a figure shows its whole feature and value"))
        self.hover.setAccessibleName(self.tr("Feature hints on hover"))
        self.casual_undo.setText(self.tr("Casual undo: take back your turn even after the computer has played"))
        self.casual_undo.setAccessibleName(self.tr("Casual undo"))
        self.hints.setText(self.tr("Offer hints: what the computer would do (H)"))
        self.hints.setAccessibleName(self.tr("Hints"))
        self.hints.setToolTip(self.tr("Switch off for competitive play: the hint action is then disabled."))
        self.recent_marks.setText(self.tr("Number the tiles placed since your last turn"))
        self.recent_marks.setAccessibleName(self.tr("Tiles since your last turn"))
        self.casual_undo.setToolTip(self.tr("Off (fair): with computer players, Undo stops at the last tile drawn. "
                                            "On: the computers play again from there, with the same tiles."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "casual_undo"):
            self.retranslate_ui()
        super().changeEvent(event)

    def _language_chosen(self, _index: int = -1) -> None:
        """The user picked a language: the game speaks it now (the choice is stored)."""
        self.switch_to(self.language.currentData())

    def switch_to(self, code: str) -> None:
        if code and code != current_language():
            switch_language(QApplication.instance(), code, settings=self._settings)

    def accept(self) -> None:
        # The language: a choice in the list was switched to and stored at once
        # (switch_language); the one shown when the dialog opened is no choice (it may be
        # the system's), so nothing is stored for it here.
        s = self._settings
        s.setValue(KEY_ANIMATION, self.animation.currentData())
        s.setValue(KEY_PREVIEW, self.preview.isChecked())
        s.setValue(KEY_HOVER, self.hover.isChecked())
        s.setValue(KEY_CASUAL_UNDO, self.casual_undo.isChecked())
        s.setValue(KEY_HINTS, self.hints.isChecked())
        s.setValue(KEY_RECENT_MARKS, self.recent_marks.isChecked())
        s.sync()
        self.settings_changed.emit()
        super().accept()

    def reject(self) -> None:
        # Cancel: back to the language the game spoke when the dialog opened.
        if current_language() != self._language_at_open:
            self.switch_to(self._language_at_open)
        super().reject()
