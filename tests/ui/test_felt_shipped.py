"""The table's felt is shipped pre-rendered (a very first start painted it on the GUI
thread): the shipped picture is exactly what the board's painter makes, and the board uses
it, painting only when it is missing."""

from __future__ import annotations

from PySide6.QtGui import QImage

from carc_desktop.resources import FELT_PNG
from carc_desktop.ui.board import art


def test_the_shipped_felt_is_what_the_painter_makes(qtbot) -> None:  # type: ignore[no-untyped-def]
    painted = art.paint_felt()
    shipped = QImage(str(FELT_PNG))
    assert not shipped.isNull(), "carc_desktop/resources/table-felt-1.png is missing: run tools/render_felt.py"
    assert shipped.convertToFormat(painted.format()) == painted, \
        "the shipped felt is not what the painter makes: run tools/render_felt.py"


def test_the_board_uses_the_shipped_felt_without_painting(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    painted: list[int] = []
    real = art.paint_felt
    monkeypatch.setattr(art, "paint_felt", lambda: painted.append(1) or real())
    art.table_texture.cache_clear()
    try:
        texture = art.table_texture()
        assert painted == [] and texture.width() == art.FELT_SIZE
        assert texture.toImage().convertToFormat(QImage.Format.Format_RGB32) == real()
    finally:
        art.table_texture.cache_clear()


def test_without_the_shipped_file_the_felt_is_painted(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import carc_desktop.resources as resources

    monkeypatch.setattr(resources, "FELT_PNG", tmp_path / "missing.png")
    art.table_texture.cache_clear()
    try:
        texture = art.table_texture()  # painted (or read from the tile cache, once painted)
        assert texture.width() == art.FELT_SIZE
        assert texture.toImage().convertToFormat(QImage.Format.Format_RGB32) == art.paint_felt()
    finally:
        art.table_texture.cache_clear()
