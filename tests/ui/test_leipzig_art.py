"""Leipzig's quarters on the board: the art shows each trade's emblem, the same in every
language and always upright; the quarter's name, in the player's language, is in the tile's
tooltip (issue 15, item 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QTransform

from carc_desktop import i18n
from carc_desktop.art.layout import layout_for
from carc_desktop.art.pixmap_cache import render_tile_image
from carc_desktop.engine.tileset import load_catalogue

SIZE = 200  # px per square
LEIPZIG = ("LEIPZIG-01", "LEIPZIG-02", "LEIPZIG-03", "LEIPZIG-04")


@pytest.fixture(scope="module")
def compiled(qapp, compiled_translations) -> None:  # type: ignore[no-untyped-def]
    assert not compiled_translations, compiled_translations


def _medallion(tile_id: str, rotation: int) -> QImage:
    """The square around the quarter's medallion, cut from the tile turned ``rotation``."""
    tile = load_catalogue()[tile_id]
    lay = layout_for(tile)
    _, centre = lay.quarter
    x, y = centre.x() - 0.315, centre.y() + 0.56  # where leipzig_art puts the medallion
    w, h = lay.width, lay.height
    for _ in range(rotation % 4):  # a quarter turn clockwise: (x, y) -> (h - y, x)
        x, y, w, h = h - y, x, h, w
    img = render_tile_image(tile, rotation, SIZE)
    r = int(0.05 * SIZE)  # the emblem inside the round medallion
    return img.copy(QRect(round(x * SIZE) - r, round(y * SIZE) - r, 2 * r, 2 * r)).convertToFormat(
        QImage.Format.Format_RGB32)


def _difference(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    total = 0
    for yy in range(a.height()):
        for xx in range(a.width()):
            pa, pb = a.pixelColor(xx, yy), b.pixelColor(xx, yy)
            total += abs(pa.red() - pb.red()) + abs(pa.green() - pb.green()) + abs(pa.blue() - pb.blue())
    return total / (a.width() * a.height() * 3)


@pytest.mark.parametrize("tile_id", LEIPZIG)
def test_the_quarter_emblem_reads_upright_at_every_rotation(qapp, tile_id: str) -> None:  # type: ignore[no-untyped-def]
    upright = _medallion(tile_id, 0)
    for rotation in (1, 2, 3):
        turned = _medallion(tile_id, rotation)
        assert _difference(upright, turned) < 6, (tile_id, rotation)
    if tile_id in ("LEIPZIG-03", "LEIPZIG-04"):  # coins, book: not the same upside down
        flipped = upright.transformed(QTransform().rotate(180))  # upside down
        assert _difference(upright, flipped) > 12, tile_id  # so the comparison above could tell


def test_the_leipzig_art_carries_no_words_of_any_language(qapp, compiled) -> None:  # type: ignore[no-untyped-def]
    tile = load_catalogue()["LEIPZIG-04"]
    try:
        english = render_tile_image(tile, 2, SIZE)
        for lang in ("cs", "de"):
            assert i18n.switch_language(qapp, lang, store=False)
            assert render_tile_image(tile, 2, SIZE) == english, lang
    finally:
        i18n.switch_language(qapp, "en", store=False)


def test_a_placed_leipzig_tile_names_its_quarter_in_the_players_language(qtbot, qapp, compiled) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import PlayerSetup
    from carc_desktop.engine.rules import RuleSet
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController()
    c.new_game([PlayerSetup("A", "red", False, "normal"), PlayerSetup("B", "blue", False, "normal")],
               RuleSet("C3", ("markets_of_leipzig",)), 3)
    w = MainWindow(c)
    qtbot.addWidget(w)
    try:
        items = w.board.board.tiles.values()
        tips = {item.tile.id: item.toolTip() for item in items if item.tile.id.startswith("LEIPZIG")}
        assert tips["LEIPZIG-04"].startswith("Bookbinders' quarter\n+4 for every completed monastery")
        assert i18n.switch_language(qapp, "cs", store=False)
        qapp.processEvents()
        tips = {item.tile.id: item.toolTip() for item in w.board.board.tiles.values()}
        assert tips["LEIPZIG-04"].startswith("Knihařská čtvrť"), tips["LEIPZIG-04"]
        assert tips["LEIPZIG-01"].startswith("Kolářská čtvrť")
    finally:
        i18n.switch_language(qapp, "en", store=False)
        c.close()
