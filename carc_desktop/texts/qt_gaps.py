"""Words of Qt's own dialogs that Qt's translations leave in English.

Qt's ``qtbase_<lang>.qm`` (loaded by :mod:`carc_desktop.i18n`) translates its file dialog
"Look in:" and "Files of type:", but not the forms with a mnemonic that the dialog shows
("&Look in:", "Files of &type:") for French, Italian and Czech. Our own translator is asked
before Qt's, so giving these texts in Qt's contexts here fills the gaps: lupdate reads the
``QT_TRANSLATE_NOOP`` marks; nothing needs to import this module.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
