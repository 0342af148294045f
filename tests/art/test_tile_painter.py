"""Procedural tile art: every type renders, types look different, figures stand on their
segments, the pixmap cache reuses renders, the contact sheet is written."""

from __future__ import annotations

import hashlib
import itertools
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from carc_desktop.art import (
    FIGURE_KINDS,
    PLAYER_COLOURS,
    TilePixmapCache,
    footprint_top_left,
    paint_figure,
    quarter_name,
    render_tile_image,
    rotate_anchor,
    rotated_size,
    segment_anchor,
    tile_painter,
)
from carc_desktop.art.contact_sheet import render_contact_sheet, sheet_layout
from carc_desktop.art.layout import square_origin
from carc_desktop.art.regions import field_region_of_halves, regions_for
from carc_desktop.engine.geometry import rotate_offset
from carc_desktop.engine.tileset import TileType, load_catalogue

CAT = load_catalogue()
TILES: list[TileType] = list(CAT.tiles.values())
IDS = [t.id for t in TILES]
SIZE = 96


def _rgb(img: QImage, x: float, y: float) -> tuple[int, int, int]:
    """Mean colour of a 5 x 5 patch: grass tufts and flowers are single pixels."""
    acc = [0, 0, 0]
    for dx in range(-2, 3):
        for dy in range(-2, 3):
            c = QColor(img.pixel(int(x) + dx, int(y) + dy))
            acc[0] += c.red()
            acc[1] += c.green()
            acc[2] += c.blue()
    return acc[0] // 25, acc[1] // 25, acc[2] // 25


def _is_green(rgb: tuple[int, int, int]) -> bool:
    r, g, b = rgb
    return g > r + 8 and g > b


def _is_city(rgb: tuple[int, int, int]) -> bool:
    r, g, b = rgb
    return r > g >= b - 10 and r > 120


def _is_road(rgb: tuple[int, int, int]) -> bool:
    return min(rgb) > 165 and not _is_green(rgb)


def _digest(img: QImage) -> str:
    ptr = img.constBits()
    return hashlib.sha1(bytes(ptr)).hexdigest()


def test_catalogue_has_all_53_types() -> None:
    assert len(TILES) == 53


@pytest.mark.parametrize("tile", TILES, ids=IDS)
def test_every_type_renders_at_every_rotation(qapp, tile: TileType) -> None:
    digests = set()
    for rotation in range(4):
        img = render_tile_image(tile, rotation, SIZE)
        w, h = rotated_size(tile, rotation)
        assert (img.width(), img.height()) == (w * SIZE, h * SIZE)
        colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
        assert len(colours) > 50, "a tile should not be a flat fill"
        digests.add(_digest(img))
    # Even the most symmetric tile (BASE-C) has off-centre art, so turning it shows.
    assert len(digests) == 4


@pytest.mark.parametrize("tile", TILES, ids=IDS)
def test_edges_show_their_kind_after_rotation(qapp, tile: TileType) -> None:
    """The drawn edge matches the catalogue edge (city, field, road) on every side."""
    for rotation in range(4):
        img = render_tile_image(tile, rotation, SIZE)
        for sq in tile.rotations[rotation]:
            w, h = rotated_size(tile, rotation)
            xs = [s.offset[0] for s in tile.rotations[rotation]]
            ys = [s.offset[1] for s in tile.rotations[rotation]]
            ox, oy = (sq.offset[0] - min(xs)) * SIZE, (max(ys) - sq.offset[1]) * SIZE
            for side, kind in enumerate(sq.edges):
                inset = 0.06
                pts = [(0.5, inset), (1 - inset, 0.5), (0.5, 1 - inset), (inset, 0.5)]
                for along in (0.3, 0.5, 0.7) if kind != "road" else (0.5,):
                    x, y = pts[side]
                    if side % 2 == 0:
                        x = along
                    else:
                        y = along
                    rgb = _rgb(img, ox + x * SIZE, oy + y * SIZE)
                    where = f"{tile.id} r{rotation} side {side} at {along}: {rgb}"
                    if kind == "city":
                        assert not _is_green(rgb), where
                    elif kind == "field":
                        assert _is_green(rgb), where
                    elif kind == "road":
                        assert _is_road(rgb), where


@pytest.mark.parametrize("ornaments", [True, False], ids=["textured", "plain"])
@pytest.mark.parametrize("edition", ["C2", "C3"])
def test_different_types_render_differently(qapp, monkeypatch, edition: str, ornaments: bool) -> None:
    """All pairs differ, also without texture and roofs: then only what carries meaning
    (walls, roads, buildings, shields, goods, farm buildings) can tell two types apart."""
    monkeypatch.setattr(tile_painter, "ORNAMENTS", ornaments)
    digests = {t.id: _digest(render_tile_image(t, 0, 64, edition)) for t in TILES}
    same = [(a, b) for a, b in itertools.combinations(digests, 2) if digests[a] == digests[b]]
    assert not same


def test_edition_changes_only_illustrated_tiles(qapp, monkeypatch) -> None:
    monkeypatch.setattr(tile_painter, "ORNAMENTS", False)
    b = CAT["BASE-B"]  # C2 shows a shed by the monastery, C3 does not
    assert _digest(render_tile_image(b, 0, 64, "C2")) != _digest(render_tile_image(b, 0, 64, "C3"))
    e = CAT["BASE-E"]
    assert _digest(render_tile_image(e, 0, 64, "C2")) == _digest(render_tile_image(e, 0, 64, "C3"))


@pytest.mark.parametrize("tile", TILES, ids=IDS)
def test_field_regions_follow_the_topology(tile: TileType) -> None:
    """Each field's half-sides land in one drawn region, and different fields in different ones."""
    claimed = field_region_of_halves(tile)
    fields = [s.index for s in tile.segments if s.kind == "field"]
    assert sorted(claimed) == fields
    for seg, regions in claimed.items():
        assert len(regions) == 1, f"{tile.segments[seg].id} is drawn split or missing: {regions}"
    flat = [next(iter(r)) for r in claimed.values()]
    assert len(flat) == len(set(flat)), f"two fields of {tile.id} are drawn joined"


@pytest.mark.parametrize("tile", TILES, ids=IDS)
def test_city_areas_cover_their_own_sides(tile: TileType) -> None:
    """Along every city side, what is drawn just inside is that very city segment."""
    reg = regions_for(tile)
    for seg in tile.segments:
        for q, side in seg.sides if seg.kind == "city" else ():
            ox, oy = square_origin(tile, q)
            for along in (0.1, 0.5, 0.9):
                x, y = [(along, 0.02), (0.98, along), (along, 0.98), (0.02, along)][side]
                label = reg.labels[reg.index(ox + x, oy + y)]
                assert label == seg.index + 1, f"{tile.id} {seg.id} side {side} at {along}"


@pytest.mark.parametrize("tile", TILES, ids=IDS)
def test_anchors_lie_on_their_segments(qapp, tile: TileType) -> None:
    w, h = rotated_size(tile, 0)
    img = render_tile_image(tile, 0, SIZE)
    anchors = [segment_anchor(tile, s.index) for s in tile.segments]
    for seg, (x, y) in zip(tile.segments, anchors):
        assert 0.05 < x < w - 0.05 and 0.05 < y < h - 0.05, f"{seg.id} anchor {x, y} near/outside the edge"
        rgb = _rgb(img, x * SIZE, y * SIZE)
        if seg.kind == "field":
            assert _is_green(rgb), f"{tile.id} {seg.id} anchor not on grass: {rgb}"
        elif seg.kind in ("city", "leipzig_quarter"):
            assert _is_city(rgb), f"{tile.id} {seg.id} anchor not in the city: {rgb}"
        elif seg.kind == "road":
            assert _is_road(rgb), f"{tile.id} {seg.id} anchor not on the road: {rgb}"
    for (a, pa), (b, pb) in itertools.combinations(zip(tile.segments, anchors), 2):
        assert math.dist(pa, pb) > 0.12, f"{tile.id}: {a.id} and {b.id} share a spot"


def test_segment_anchor_rejects_unknown_segment() -> None:
    with pytest.raises(IndexError):
        segment_anchor(CAT["BASE-E"], 99)


def test_rotate_anchor_turns_clockwise() -> None:
    assert rotate_anchor((0.2, 0.1), 0) == (0.2, 0.1)
    assert rotate_anchor((0.2, 0.1), 1) == pytest.approx((0.9, 0.2))   # north -> east
    assert rotate_anchor((0.2, 0.1), 2) == pytest.approx((0.8, 0.9))
    assert rotate_anchor((0.2, 0.1), 3) == pytest.approx((0.1, 0.8))
    assert rotate_anchor((0.2, 0.1), 4) == pytest.approx((0.2, 0.1))


def test_rotate_anchor_agrees_with_engine_offsets_for_leipzig() -> None:
    """The inner square's centre goes where the engine puts the inner square."""
    for r in range(4):
        w, h = rotated_size(CAT["LEIPZIG-01"], r)
        offsets = [(0, 0), rotate_offset(1, 0, r)]
        min_x = min(o[0] for o in offsets)
        max_y = max(o[1] for o in offsets)
        dx, dy = offsets[1]
        assert footprint_top_left(CAT["LEIPZIG-01"], r) == (min_x, max_y)
        expected = (dx - min_x + 0.5, max_y - dy + 0.5)
        assert rotate_anchor((1.5, 0.5), r, (2, 1)) == pytest.approx(expected)
        x, y = rotate_anchor((1.5, 0.5), r, (2, 1))
        assert 0 < x < w and 0 < y < h


@pytest.mark.parametrize("tile_id", ["BASE-E", "TB-O", "LEIPZIG-01"])
def test_rotated_anchor_matches_rotated_picture(qapp, tile_id: str) -> None:
    """rotate_anchor and paint_tile_rotated agree: a turned anchor still hits its segment."""
    tile = CAT[tile_id]
    size = rotated_size(tile, 0)
    checks = {"field": _is_green, "city": _is_city, "leipzig_quarter": _is_city, "road": _is_road}
    for r in range(4):
        img = render_tile_image(tile, r, SIZE)
        for seg in tile.segments:
            x, y = rotate_anchor(segment_anchor(tile, seg.index), r, size)
            if seg.kind in checks:
                rgb = _rgb(img, x * SIZE, y * SIZE)
                assert checks[seg.kind](rgb), f"{tile_id} r{r} {seg.id}: {rgb}"


def test_pixmap_cache_reuses_and_evicts(qapp) -> None:
    cache = TilePixmapCache(max_entries=2)
    tile = CAT["BASE-D"]
    first = cache.pixmap(tile, 1, 64)
    again = cache.pixmap(tile, 1, 64)
    assert again.cacheKey() == first.cacheKey()
    assert (cache.hits, cache.misses) == (1, 1)
    cache.pixmap(tile, 2, 64)
    cache.pixmap(tile, 3, 64)  # evicts rotation 1, the least recently used
    assert len(cache) == 2
    assert cache.pixmap(tile, 1, 64).cacheKey() != first.cacheKey()
    assert cache.misses == 4


def test_pixmap_cache_high_dpi(qapp) -> None:
    cache = TilePixmapCache()
    pm = cache.pixmap(CAT["LEIPZIG-02"], 1, 128, "C3", device_pixel_ratio=2.0)
    assert (pm.width(), pm.height()) == (128, 256)  # device pixels, turned to 1 x 2
    assert pm.devicePixelRatio() == 2.0
    assert (pm.deviceIndependentSize().width(), pm.deviceIndependentSize().height()) == (64, 128)
    assert cache.pixmap(CAT["LEIPZIG-02"], 1, 128, "C3", 1.0).cacheKey() != pm.cacheKey()


def test_contact_sheet_writes_png(qapp, tmp_path: Path) -> None:
    out = tmp_path / "sheet" / "tiles.png"
    size = render_contact_sheet(out)
    assert out.stat().st_size > 50_000
    img = QImage(str(out))
    assert not img.isNull()
    assert (img.width(), img.height()) == (size.width(), size.height())
    assert size == sheet_layout().size
    items = sheet_layout().items
    assert sorted(i.tile.id for i in items if i.tile) == sorted(IDS)
    assert all(0 <= i.rect.left() and i.rect.right() <= size.width() and i.rect.bottom() <= size.height()
               for i in items)


def test_figures_in_every_colour(qapp) -> None:
    assert set(PLAYER_COLOURS) == {"red", "blue", "green", "yellow", "black", "grey"}
    seen = set()
    for kind in FIGURE_KINDS:
        for name in PLAYER_COLOURS:
            img = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(0)
            p = QPainter(img)
            paint_figure(p, kind, name, QRectF(5, 5, 50, 50))
            p.end()
            assert QColor(img.pixel(30, 32)).alpha() > 0 or kind in ("farmer", "pig")
            seen.add(_digest(img))
    assert len(seen) == len(FIGURE_KINDS) * len(PLAYER_COLOURS)
    with pytest.raises(ValueError):
        paint_figure(QPainter(), "dragon", "red", QRectF(0, 0, 10, 10))


def test_quarter_names_are_translatable(qapp) -> None:
    assert quarter_name("wainwrights") == "Wainwrights"
    assert quarter_name("bookbinders") == "Bookbinders"
