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
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from carc_desktop.i18n import available_languages, current_language, switch_language

from ..common.prefs import (
    KEY_AID_CHANCES,
    KEY_AID_SPOTS,
    KEY_PALETTE,
    KEY_PURIST,
    KEY_RECENT_MARKS,
    KEY_TEXT_SIZE,
    PALETTE_NAMES,
    TEXT_SIZES,
)
from ..common.text_size import text_size
from .common import (
    ANIMATION_SPEEDS,
    KEY_ANIMATION,
    KEY_CASUAL_UNDO,
    KEY_HINTS,
    KEY_HOVER,
    KEY_PREVIEW,
    setting_bool,
    setting_str,
)

#: Language codes offered (choosing one switches the language at once: ``carc_desktop.i18n``).
#: Each language in its own name (not translated on purpose).
LANGUAGE_NAMES = dict(available_languages())
LANGUAGES = tuple(LANGUAGE_NAMES)


class SettingsDialog(QDialog):
    """The settings. Choosing a language switches the whole game to it at once (and stores
    the choice); Cancel goes back to the language the dialog was opened with."""

    # The colour palette's choice; it hides QWidget.palette(), which nothing calls on the dialog.
    palette: QComboBox  # type: ignore[assignment]

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

        self.palette = QComboBox(self)
        self.palette.setObjectName("palette")
        for name in PALETTE_NAMES:
            self.palette.addItem(name, name)
        self.palette.setCurrentIndex(max(self.palette.findData(setting_str(s, KEY_PALETTE, "classic")), 0))
        self.palette_label = QLabel(self)
        self.palette_label.setBuddy(self.palette)
        form.addRow(self.palette_label, self.palette)

        self.text_size = QComboBox(self)
        self.text_size.setObjectName("text_size")
        for percent in TEXT_SIZES:
            self.text_size.addItem(f"{percent} %", percent)
        self.text_size.setCurrentIndex(max(self.text_size.findData(text_size(s)), 0))
        self.text_size_label = QLabel(self)
        self.text_size_label.setBuddy(self.text_size)
        form.addRow(self.text_size_label, self.text_size)

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
        self.aid_spots = QCheckBox(self)
        self.aid_spots.setObjectName("aid_spots")
        self.aid_spots.setChecked(setting_bool(s, KEY_AID_SPOTS, True))
        form.addRow(self.aid_spots)
        self.aid_chances = QCheckBox(self)
        self.aid_chances.setObjectName("aid_chances")
        self.aid_chances.setChecked(setting_bool(s, KEY_AID_CHANCES, True))
        form.addRow(self.aid_chances)
        self.purist = QCheckBox(self)
        self.purist.setObjectName("purist")
        self.purist.setChecked(setting_bool(s, KEY_PURIST, False))
        self.purist.toggled.connect(self._purist_toggled)
        form.addRow(self.purist)
        self._purist_toggled(self.purist.isChecked())
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
        self.text_size_label.setText(self.tr("Text si&ze:"))
        self.text_size.setAccessibleName(self.tr("Text size"))
        self.palette_label.setText(self.tr("Player &colours:"))
        self.palette.setAccessibleName(self.tr("Player colours"))
        palettes = {"classic": self.tr("Classic (as in the box)"),
                    "colour_blind": self.tr("Colour-blind safe")}
        for i in range(self.palette.count()):
            self.palette.setItemText(i, palettes.get(self.palette.itemData(i), self.palette.itemData(i)))
        self.palette.setToolTip(self.tr("Colours that stay apart with red-green or blue-yellow colour blindness; "
                                        "every figure also shows its player's number."))
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
        self.aid_spots.setText(self.tr("Mark the spots that no tile left, or only one or two, can fill"))
        self.aid_spots.setAccessibleName(self.tr("Dead and hard spots"))
        self.aid_chances.setText(self.tr("Hovering a feature also says how many tiles it needs and how many fit"))
        self.aid_chances.setAccessibleName(self.tr("Feature chances"))
        self.purist.setText(self.tr("Purist play: no aids, hints or previews (tournaments)"))
        self.purist.setAccessibleName(self.tr("Purist play"))
        self.purist.setToolTip(self.tr("Switches off every aid at once; each aid keeps its own choice for later."))
        self.casual_undo.setToolTip(self.tr("Off (fair): with computer players, Undo stops at the last tile drawn. "
                                            "On: the computers play again from there, with the same tiles."))

    def _aid_boxes(self) -> tuple[QCheckBox, ...]:
        return (self.preview, self.hover, self.hints, self.aid_spots, self.aid_chances)

    def _purist_toggled(self, on: bool) -> None:
        # The aids keep their own choices underneath: leaving purist play brings them back.
        for box in self._aid_boxes():
            box.setEnabled(not on)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "purist"):
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
        s.setValue(KEY_AID_SPOTS, self.aid_spots.isChecked())
        s.setValue(KEY_AID_CHANCES, self.aid_chances.isChecked())
        s.setValue(KEY_PURIST, self.purist.isChecked())
        s.setValue(KEY_PALETTE, self.palette.currentData())
        s.setValue(KEY_TEXT_SIZE, self.text_size.currentData())
        s.sync()
        self.settings_changed.emit()
        super().accept()

    def reject(self) -> None:
        # Cancel: back to the language the game spoke when the dialog opened.
        if current_language() != self._language_at_open:
            self.switch_to(self._language_at_open)
        super().reject()
