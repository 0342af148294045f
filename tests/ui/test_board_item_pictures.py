"""The spot aids' pictures blitted from images (one per fill or stroke) are the pixels the
aids drew directly, at every zoom, fraction of a pixel and device pixel ratio; the images
are made again only when the zoom or the aid changes; and the spot aids and the last-tile
outline paint nothing when the part repainted misses what they draw."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPicture, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from carc_desktop.engine import Position
from carc_desktop.ui.board.aids import SpotAidItem
from carc_desktop.ui.board.geometry import TILE, cell_rect
from carc_desktop.ui.board.items import LastTileItem


def _board(dpr: float = 1.0) -> QImage:
    """A busy background (every pixel's blending shows)."""
    rng = random.Random(1)
    img = QImage(int(500 * dpr), int(400 * dpr), QImage.Format.Format_RGB32)
    p = QPainter(img)
    for _ in range(300):
        p.fillRect(rng.randrange(img.width()), rng.randrange(img.height()), rng.randrange(60), rng.randrange(60),
                   QColor(rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    p.end()
    img.setDevicePixelRatio(dpr)
    return img


def _paint(item: QGraphicsItem, board: QImage, t: QTransform, exposed: QRectF | None = None) -> QImage:
    img = board.copy()
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(t)
    option = QStyleOptionGraphicsItem()
    if exposed is not None:
        option.exposedRect = exposed
        p.setClipRect(exposed)
    item.paint(p, option, None)
    p.end()
    return img


def test_a_spot_aid_blitted_is_the_spot_aid_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(7)
    for trial in range(60):
        scale = rng.choice([0.12, 0.3, 0.41, 0.5, 2 / 3, 1.0, 1.44, 3.0, rng.uniform(0.12, 3.0)])
        dpr = 2.0 if trial % 6 == 5 else 1.0
        cell = Position(rng.randrange(-30, 30), rng.randrange(-30, 30))
        centre = cell_rect(*cell).center()
        t = QTransform.fromTranslate(250 + rng.uniform(-40, 40) - centre.x() * scale,
                                     200 + rng.uniform(-40, 40) - centre.y() * scale).scale(scale, scale)
        aid = SpotAidItem(cell, rng.choice([0, 1, 2]))
        board = _board(dpr)
        drawn = _paint(aid, board, t)  # a new look: drawn directly
        assert aid.picture.renders == 0
        made = _paint(aid, board, t)  # painted again: the images made, then blitted
        blitted = _paint(aid, board, t)
        assert aid.picture.renders == 1
        assert made == drawn and blitted == drawn, (scale, dpr, aid.tiles)


def test_the_images_are_made_again_only_for_a_new_zoom_or_fraction(qtbot) -> None:  # type: ignore[no-untyped-def]
    aid = SpotAidItem(Position(2, 1), 0)
    board = _board()
    t = QTransform.fromTranslate(80.25, 300.5).scale(0.7, 0.7)
    for _ in range(3):
        _paint(aid, board, t)
    assert aid.picture.renders == 1
    _paint(aid, board, QTransform.fromTranslate(80.25 + 13, 300.5 - 4).scale(0.7, 0.7))  # a pan by whole pixels
    assert aid.picture.renders == 1
    zoomed = QTransform.fromTranslate(80.25, 300.5).scale(0.84, 0.84)
    _paint(aid, board, zoomed)  # drawn directly first
    assert aid.picture.renders == 1
    assert _paint(aid, board, zoomed) == _paint(SpotAidItem(Position(2, 1), 0), board, zoomed)
    assert aid.picture.renders == 2
    shifted = QTransform.fromTranslate(80.5, 300.5).scale(0.84, 0.84)  # another fraction of a pixel
    _paint(aid, board, shifted)
    _paint(aid, board, shifted)
    assert aid.picture.renders == 3


def _records(item: QGraphicsItem, t: QTransform, exposed: QRectF) -> bool:
    """Whether painting ``item`` with ``exposed`` repainted draws anything at all."""
    picture = QPicture()
    p = QPainter(picture)
    p.setTransform(t)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = exposed
    item.paint(p, option, None)
    p.end()
    return picture.size() > QPicture().size() + 64


def test_a_repaint_inside_the_last_tile_paints_no_outline(qtbot) -> None:  # type: ignore[no-untyped-def]
    outline = LastTileItem()
    tile = cell_rect(3, -2)
    outline.set_target(tile, QColor(200, 40, 40))
    t = QTransform.fromScale(0.5, 0.5)
    figure = QRectF(tile.center().x() - 15, tile.center().y() - 15, 30, 30)  # a figure put on it
    assert not _records(outline, t, figure)
    assert _records(outline, t, QRectF(tile.left() - 3, tile.top() + 40, 6, 6))  # across its edge
    assert _records(outline, t, QRectF())  # Qt gave no exposed part: all of it


def test_a_repaint_clear_of_a_hard_spots_disc_paints_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    cell = cell_rect(0, 0)
    hard, dead = SpotAidItem(Position(0, 0), 2), SpotAidItem(Position(0, 0), 0)
    t = QTransform.fromScale(0.8, 0.8)
    bottom_right = QRectF(cell.right() - 30, cell.bottom() - 30, 25, 25)
    assert not _records(hard, t, bottom_right) and _records(dead, t, bottom_right)
    edge = QRectF(cell.left(), cell.top(), TILE, TILE * 0.05)  # a neighbour's glow along the top edge
    assert not _records(hard, t, edge) and not _records(dead, t, edge)
    assert _records(hard, t, QRectF(cell.left() + 12, cell.top() + 12, 5, 5))


def test_what_is_painted_of_the_exposed_part_is_what_a_whole_paint_gives_there(qtbot) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(11)
    board = _board()
    for _ in range(80):
        scale = rng.choice([0.12, 0.25, 0.5, 1.0, 2.0])
        tile = cell_rect(0, 0)
        t = QTransform.fromTranslate(250 - 50 * scale + rng.uniform(-3, 3), 200 - 50 * scale).scale(scale, scale)
        items: list[QGraphicsItem] = [SpotAidItem(Position(0, 0), rng.choice([0, 2]))]
        outline = LastTileItem()
        outline.set_target(tile, QColor(rng.randrange(256), 90, 200))
        items.append(outline)
        exposed = QRectF(rng.uniform(-20, 110), rng.uniform(-20, 110), rng.uniform(1, 60), rng.uniform(1, 60))
        for item in items:
            whole = board.copy()
            p = QPainter(whole)
            p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
            p.setTransform(t)
            p.setClipRect(exposed)
            item.paint(p, QStyleOptionGraphicsItem(), None)
            p.end()
            assert _paint(item, board, t, exposed) == whole, (type(item).__name__, scale, exposed)
