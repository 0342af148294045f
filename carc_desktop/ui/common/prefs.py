"""The QSettings keys the window and the settings dialog share, and reading them.

Kept apart from ``dialogs/common.py`` (which re-exports them) because the first frame
reads them: this module imports QtCore and the language's key only, no game code.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from carc_desktop.i18n import SETTINGS_KEY

#: The language's key belongs to :mod:`carc_desktop.i18n` (``switch_language`` stores it).
KEY_LANGUAGE = SETTINGS_KEY
KEY_ANIMATION = "ui/animation_speed"
KEY_PREVIEW = "ui/placement_preview"
KEY_HOVER = "ui/feature_hover"
#: Undo may take back a person's turn after computer turns (the controller's ``casual_undo``).
KEY_CASUAL_UNDO = "game/casual_undo"
#: "What would the computer do?" is offered (off: hidden, for competitive play).
KEY_HINTS = "game/hints"
KEY_LAST_SETUP = "new_game/last_setup"
#: Board aids (ui/board/aids.py): open spots no tile or few tiles left can fill, and what an
#: unfinished feature still needs (in its hover sentence).
KEY_AID_SPOTS = "aids/spots"
KEY_AID_CHANCES = "aids/feature_chances"
#: Purist play (tournaments): every aid off at once, hints, previews and hover texts included.
KEY_PURIST = "aids/purist"
#: The player colours: "classic" (the physical game's) or "colour_blind" (art/figures.py).
KEY_PALETTE = "ui/palette"
PALETTE_NAMES = ("classic", "colour_blind")
#: The lessons finished (Help > Learn to Play), by id.
KEY_LESSONS_DONE = "lessons/done"
#: The tiles others placed since your last turn carry a numbered mark (default on).
KEY_RECENT_MARKS = "ui/recent_marks"
#: Text size in percent of the system font (ui/text_size.py).
KEY_TEXT_SIZE = "ui/text_size"
TEXT_SIZES = (100, 125, 150, 175, 200)

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
#: Minimum time a computer move takes on screen, per animation speed.
AI_DELAY_MS = {"off": 0, "fast": 200, "normal": 450, "slow": 900}


def settings() -> QSettings:
    return QSettings()


def setting_bool(s: QSettings, key: str, default: bool) -> bool:
    value = s.value(key, default)
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes", "on")
    return bool(value)


def setting_str(s: QSettings, key: str, default: str) -> str:
    value = s.value(key, default)
    return str(value) if value is not None else default
