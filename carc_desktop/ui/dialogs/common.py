"""Small shared pieces of the panels and dialogs: colours, swatches, AI levels, settings,
and the lines that describe a saved game (the Continue list, Open Recent)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from carc_desktop.controller import ai_levels as computer_levels
from carc_desktop.engine import COLOURS as ENGINE_COLOURS
from carc_desktop.texts.event_text import expansion_name, fill, join_names
from carc_desktop.texts.translate import TextContext

from ..board.art import colour_by_name

# The settings keys live in ..prefs (the first frame reads them); the dialogs find them here too.
from ..common.prefs import (  # noqa: F401
    AI_DELAY_MS,
    ANIMATION_SPEEDS,
    KEY_ANIMATION,
    KEY_CASUAL_UNDO,
    KEY_HINTS,
    KEY_HOVER,
    KEY_LANGUAGE,
    KEY_LAST_SETUP,
    KEY_PREVIEW,
    setting_bool,
    setting_str,
    settings,
)

if TYPE_CHECKING:
    from carc_desktop.controller import RecentEntry



class Common(TextContext):
    """The translation context of this module: ``Common.tr(...)`` (lupdate reads these calls)."""


#: The six Traders & Builders colours, in the engine's order.
COLOURS: tuple[str, ...] = tuple(ENGINE_COLOURS)

_FALLBACK_RGB = {"red": "#c8332b", "blue": "#2f62c4", "green": "#2f9a48", "yellow": "#e8c22c",
                 "black": "#2a2a2a", "grey": "#9a9a9a"}


def colour_name(colour: str) -> str:
    """The name of a player colour as the palette in use shows it."""
    from carc_desktop.art.figures import palette_in_use

    if palette_in_use() == "colour_blind":
        shown = {
            "red": Common.tr("Dark red"),
            "blue": Common.tr("Cyan"),
            "green": Common.tr("Teal"),
            "yellow": Common.tr("Orange"),
            "black": Common.tr("Black"),
            "grey": Common.tr("Purple"),
        }
        return shown.get(colour, colour.capitalize())
    names = {
        "red": Common.tr("Red"),
        "blue": Common.tr("Blue"),
        "green": Common.tr("Green"),
        "yellow": Common.tr("Yellow"),
        "black": Common.tr("Black"),
        "grey": Common.tr("Grey"),
    }
    return names.get(colour, colour.capitalize())


def qcolor(colour: str) -> QColor:
    """The on-screen colour of a player colour name (the board's, when available)."""
    c = colour_by_name(colour)
    return c if c.isValid() else QColor(_FALLBACK_RGB.get(colour, colour))


def swatch_pixmap(colour: str, size: int = 16) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor(30, 30, 30))
    p.setBrush(qcolor(colour))
    p.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), 3, 3)
    p.end()
    return pix


def swatch_icon(colour: str, size: int = 16) -> QIcon:
    """A colour alone: for choosing a colour, where its name stands beside it."""
    return QIcon(swatch_pixmap(colour, size))


def seat_pixmap(colour: str, number: int, size: int = 20) -> QPixmap:
    """A player's badge: a rounded square in the player's colour with the seat number on it,
    in black or white, whichever reads better on that colour (the colour is never the only
    cue: the number is on the figures, the scoreboard, the logs and the tables alike)."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = qcolor(colour)
    p.setPen(QColor(20, 16, 12))
    p.setBrush(fill)
    p.drawRoundedRect(1, 1, size - 2, size - 2, 4, 4)
    light = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF()
    p.setPen(QColor(20, 16, 12) if light > 0.55 else QColor(250, 246, 236))
    font = QFont()
    font.setPixelSize(int(size * 0.68))
    font.setBold(True)
    p.setFont(font)
    p.drawText(QRect(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, str(number))
    p.end()
    return pix


def seat_icon(colour: str, seat: int, size: int = 16) -> QIcon:
    """The badge of the player in seat ``seat`` (0-based) as an icon for lists and tables."""
    return QIcon(seat_pixmap(colour, seat + 1, size))


# --- computer levels ---------------------------------------------------------------------------
def thumbnail_icon(path: str, size: int) -> QIcon:
    """A game's mini-map as an icon of exactly ``size`` x ``size`` pixels: the whole picture
    scaled to fit (its shape kept, crisp when enlarged: it is pixel art) and centred, so
    that a menu or list draws every map whole and lines their texts up."""
    picture = QPixmap(path)
    canvas = QPixmap(size, size)
    canvas.fill(Qt.GlobalColor.transparent)
    if not picture.isNull():
        grow = picture.width() < size and picture.height() < size
        scaled = picture.scaled(QSize(size, size), Qt.AspectRatioMode.KeepAspectRatio,
                                Qt.TransformationMode.FastTransformation if grow
                                else Qt.TransformationMode.SmoothTransformation)
        target = QRect(0, 0, scaled.width(), scaled.height())
        target.moveCenter(canvas.rect().center())
        painter = QPainter(canvas)
        painter.drawPixmap(target.topLeft(), scaled)
        painter.end()
    return QIcon(canvas)


def ai_levels() -> list[tuple[str, str, str]]:
    """(id, label, description) of the computer levels (``carc_desktop.ai.LEVELS`` if it loads)."""
    labels = {
        "random": Common.tr("Random"),
        "greedy": Common.tr("Greedy"),
        "easy": Common.tr("Easy"),
        "normal": Common.tr("Normal"),
        "hard": Common.tr("Hard"),
    }
    descriptions = {
        "random": Common.tr("plays any legal move"),
        "greedy": Common.tr("takes the most points right now"),
        "easy": Common.tr("a beginner: likes points, looks at part of the board"),
        "normal": Common.tr("weighs every placement and figure by its expected worth"),
        "hard": Common.tr("looks ahead over the tiles that may come"),
    }
    return [(key, labels.get(key, key.replace("_", " ").capitalize()), descriptions.get(key, ""))
            for key in computer_levels()]


def default_level(levels: list[tuple[str, str, str]]) -> str:
    ids = [lv[0] for lv in levels]
    return "normal" if "normal" in ids else (ids[len(ids) // 2] if ids else "normal")


# --- a saved game in one line ------------------------------------------------------------------
class FileActions(TextContext):
    """The translation context "FileActions" of the lines that describe a saved game (the
    Continue dialog's list and Open Recent in ``ui/file_actions.py``, whose class of the
    same name shares the context)."""


def _local_time(iso: str) -> str:
    try:
        from datetime import datetime

        stamp = datetime.fromisoformat(iso).timestamp()
        return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(stamp)), QLocale.FormatType.ShortFormat)
    except (ValueError, OverflowError, OSError):
        return iso


def recent_text(entry: RecentEntry) -> str:
    """One line of Open Recent: date, players with their scores, expansions."""
    players = join_names([fill(FileActions.tr("%1 %2", "player name and score"), p.name, p.score)
                          for p in entry.players])
    expansions = ", ".join(expansion_name(e) for e in entry.expansions) or FileActions.tr("base game")
    if entry.finished:
        return fill(FileActions.tr("%1: %2 (%3, finished)", "date: players and scores (expansions)"),
                    _local_time(entry.saved_at), players, expansions)
    return fill(FileActions.tr("%1: %2 (%3)", "date: players and scores (expansions)"),
                _local_time(entry.saved_at), players, expansions)


def recent_tooltip(entry: RecentEntry) -> str:
    """The file, then the turn and the tiles left (or that the game is over)."""
    if entry.finished:
        state = FileActions.tr("The game is over.")
    else:
        state = fill(FileActions.tr("Turn %1, %n tile(s) left.", None, entry.tiles_left), entry.turn + 1)
    return f"{entry.path}\n{state}"
