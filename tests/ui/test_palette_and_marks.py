"""The colour-blind palette from Settings recolours the figures on the board at once, and in
every palette each figure carries its player's seat number (never colour alone)."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from carc_desktop.art import figures
from carc_desktop.ui.board.items import MeepleItem
from carc_desktop.ui.common.prefs import KEY_PALETTE
from carc_desktop.ui.dialogs.common import colour_name


def _figures(window) -> list[MeepleItem]:  # type: ignore[no-untyped-def]
    return [i for i in window.board.board.items() if isinstance(i, MeepleItem)]


def _play_until_figures(controller, n: int = 3) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(2)
    while len(controller.game.figures_on_board()) < n:
        moves = controller.legal_moves()
        deploy = [m for m in moves if getattr(m, "figure", None) == "follower"]
        assert controller.choose(deploy[0] if deploy else rng.choice(moves))
    QApplication.processEvents()


def test_every_figure_carries_its_seat_number(window, controller) -> None:  # type: ignore[no-untyped-def]
    _play_until_figures(controller)
    items = _figures(window)
    assert items
    for item in items:
        fig = item.key[0]
        assert item.mark == str(fig.player + 1)


def test_the_seat_mark_is_drawn(window, controller) -> None:  # type: ignore[no-untyped-def]
    """The same figure drawn with and without its mark differs at the mark's place."""
    _play_until_figures(controller, 1)
    item = _figures(window)[0]

    def render(mark: str) -> QImage:
        item.mark = mark
        img = QImage(200, 200, QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        p.translate(100, 100)
        p.scale(4, 4)
        item.paint(p, None)  # type: ignore[arg-type]
        p.end()
        return img

    plain, marked = render(""), render("2")
    c = item.mark_centre()
    x, y = int(100 + 4 * c.x()), int(100 + 4 * c.y())
    assert plain.pixelColor(x, y) != marked.pixelColor(x, y) or any(
        plain.pixelColor(x + dx, y + dy) != marked.pixelColor(x + dx, y + dy) for dx in (-3, 0, 3) for dy in (-3, 0, 3))


def test_colour_blind_palette_recolours_the_board(window, controller) -> None:  # type: ignore[no-untyped-def]
    _play_until_figures(controller)
    try:
        QSettings().setValue(KEY_PALETTE, "colour_blind")
        window.apply_settings()
        want = figures.PALETTES["colour_blind"]
        for item in _figures(window):
            colour = controller.game.players[item.key[0].player].color
            assert item.colour.name() == want[colour]
        assert colour_name("grey") == "Purple" and colour_name("red") == "Dark red"
        # The scoreboard's badges follow at once (seen under Xvfb: they kept the old colours).
        badge = window.scoreboard.cards[0].swatch.pixmap().toImage()
        seen = badge.pixelColor(3, badge.height() // 2)
        red = QColor(want[controller.game.players[0].color])
        assert abs(seen.red() - red.red()) + abs(seen.green() - red.green()) + abs(seen.blue() - red.blue()) < 40
        QSettings().setValue(KEY_PALETTE, "classic")
        window.apply_settings()
        for item in _figures(window):
            colour = controller.game.players[item.key[0].player].color
            assert item.colour.name() == figures.PALETTES["classic"][colour]
        assert colour_name("grey") == "Grey"
    finally:
        figures.use_palette("classic")


def test_settings_dialog_stores_the_palette(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.palette.setCurrentIndex(dialog.palette.findData("colour_blind"))
    dialog.accept()
    assert QSettings().value(KEY_PALETTE) == "colour_blind"
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.palette.currentData() == "colour_blind"
    assert again.palette.currentText() == "Colour-blind safe"


def _icon_image(icon):  # type: ignore[no-untyped-def]
    return icon.pixmap(16, 16).toImage()


def test_log_entries_carry_the_seat_number_and_follow_the_palette(window, controller) -> None:  # type: ignore[no-untyped-def]
    """A log line's icon is its player's numbered badge (two seats in one colour would still
    differ), redrawn when the palette changes."""
    from carc_desktop.ui.dialogs.common import seat_icon

    assert _icon_image(seat_icon("red", 0)) != _icon_image(seat_icon("red", 1))
    from carc_desktop.texts.event_text import event_players

    rng = random.Random(4)
    log = window.score_log
    while not any(len(event_players(ev)) == 1 for ev in log._shown):
        assert controller.choose(rng.choice(controller.legal_moves()))
        QApplication.processEvents()
        log.flush()
    found = [(i, event_players(ev)) for i, ev in enumerate(log._shown)]
    row, seats = next((i, who) for i, who in found if len(who) == 1)
    seat = seats[0]
    colour = controller.game.players[seat].color
    assert _icon_image(log.list.item(row).icon()) == _icon_image(seat_icon(colour, seat))
    try:
        QSettings().setValue(KEY_PALETTE, "colour_blind")
        window.apply_settings()
        log.flush()
        assert _icon_image(log.list.item(row).icon()) == _icon_image(seat_icon(colour, seat))
        figures.use_palette("classic")
        classic = _icon_image(seat_icon(colour, seat))
        figures.use_palette("colour_blind")
        assert _icon_image(log.list.item(row).icon()) != classic
    finally:
        QSettings().setValue(KEY_PALETTE, "classic")
        window.apply_settings()
        figures.use_palette("classic")
