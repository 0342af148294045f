"""The text size setting (100-200 %): the application font scaled from the size the system
gave it, applied at start and live from Settings. Widgets that take the application's font
follow at once (Qt sends them a FontChange). Style sheets give many labels a size in pixels:
a widget styled through :func:`style` keeps its sheet as written and shows it with every
``font-size: Npx`` scaled, again whenever the size changes. Nothing here knows any
particular widget.

First-frame module: Qt and the settings keys only.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from .prefs import KEY_TEXT_SIZE, TEXT_SIZES

_system: list[QFont] = []
#: The text size in use, as a factor.
_factor = [1.0]
_PX = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")
#: The widget property that holds a sheet as written.
_SHEET = "carcStyleSheet"


def scaled(sheet: str) -> str:
    """``sheet`` with every pixel font size scaled to the text size in use."""
    if _factor[0] == 1.0:
        return sheet
    return _PX.sub(lambda m: f"font-size: {max(1, round(float(m.group(1)) * _factor[0]))}px", sheet)


def factor() -> float:
    """The text size in use as a factor (1.0 at 100 %): for room measured in pixels."""
    return _factor[0]


def style(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` the style sheet ``sheet``, its font sizes following the text size."""
    widget.setProperty(_SHEET, sheet)
    widget.setStyleSheet(scaled(sheet))


def text_size(settings: QSettings) -> int:
    """The stored text size in percent, one of ``TEXT_SIZES`` (100 when unset or unknown)."""
    try:
        value = int(str(settings.value(KEY_TEXT_SIZE, 100)))
    except (TypeError, ValueError):
        return 100
    return value if value in TEXT_SIZES else 100


def apply_text_size(app: QApplication, percent: int) -> None:
    """Scale the application font to ``percent`` of the system's."""
    if not _system:
        _system.append(QFont(app.font()))
    base = _system[0]
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * percent / 100)
    else:
        font.setPixelSize(max(1, round(base.pixelSize() * percent / 100)))
    if font != app.font():
        app.setFont(font)
    factor = percent / 100
    if factor != _factor[0]:
        _factor[0] = factor
        for widget in app.allWidgets():
            sheet = widget.property(_SHEET)
            if isinstance(sheet, str):
                widget.setStyleSheet(scaled(sheet))


def system_font_size() -> float:
    """The system font's point size before any scaling (tests compare against it)."""
    app = QApplication.instance()
    return (_system[0] if _system else app.font()).pointSizeF()  # type: ignore[union-attr]
