"""Rendered tiles on disk: keyed by painter version, size and edition; bad files are
painted again; turned images match the turned painting; the background renderer fills
the store."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from carc_desktop.art import tile_store
from carc_desktop.art.prerender import Prerenderer
from carc_desktop.art.tile_painter import paint_tile_rotated, rotated_size
from carc_desktop.art.tile_store import TileImageStore
from carc_desktop.engine import load_catalogue

CAT = load_catalogue()
TILES = list(CAT.tiles.values())


def _same(a: QImage, b: QImage) -> bool:
    a = a.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    b = b.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return a.size() == b.size() and bytes(a.constBits()) == bytes(b.constBits())


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.png"))


def test_painted_once_then_read_from_disk(qapp, tmp_path: Path) -> None:
    tile = CAT["BASE-D"]
    first = TileImageStore(tmp_path)
    img = first.image(tile, 48)
    assert (first.painted, first.loaded) == (1, 0)
    path = first.path(tile, 48, "C3")
    assert path is not None and path.is_file()
    assert path.parent.parent.name == tile_store.art_key()
    assert first.image(tile, 48) is img  # memory
    later = TileImageStore(tmp_path)  # a new start
    again = later.image(tile, 48)
    assert (later.painted, later.loaded) == (0, 1)
    assert _same(again, img)


def test_sizes_and_editions_are_kept_apart(qapp, tmp_path: Path) -> None:
    store = TileImageStore(tmp_path)
    tile = CAT["BASE-B"]  # its farm art differs between editions
    a, b, c = store.image(tile, 24), store.image(tile, 40), store.image(tile, 24, "C2")
    assert (a.width(), b.width(), c.width()) == (24, 40, 24)
    assert len(_files(tmp_path)) == 3
    fresh = TileImageStore(tmp_path)
    assert fresh.image(tile, 40).width() == 40
    assert _same(fresh.image(tile, 24, "C2"), c) and not _same(c, a)
    assert fresh.painted == 0


def test_a_new_painter_version_paints_again(qapp, tmp_path: Path, monkeypatch) -> None:
    tile = CAT["BASE-E"]
    TileImageStore(tmp_path).image(tile, 32)
    old_folder = _files(tmp_path)[0].parent.parent
    monkeypatch.setattr(tile_store, "ART_VERSION", tile_store.ART_VERSION + 1)
    tile_store.art_key.cache_clear()
    try:
        newer = TileImageStore(tmp_path)
        assert newer.folder is not None and newer.folder != old_folder
        newer.image(tile, 32)
        assert (newer.painted, newer.loaded) == (1, 0)
        assert newer.prune_other_versions() == 1
        assert not old_folder.exists() and newer.path(tile, 32, "C3").is_file()  # type: ignore[union-attr]
    finally:
        monkeypatch.undo()
        tile_store.art_key.cache_clear()


@pytest.mark.parametrize("content", [b"", b"not a png at all", b"\x89PNG\r\n\x1a\n" + b"\0" * 40])
def test_a_corrupt_file_is_painted_again(qapp, tmp_path: Path, content: bytes) -> None:
    tile = CAT["TB-A"]
    good = TileImageStore(tmp_path).image(tile, 32)
    path = TileImageStore(tmp_path).path(tile, 32, "C3")
    assert path is not None
    path.write_bytes(content)
    store = TileImageStore(tmp_path)
    img = store.image(tile, 32)
    assert (store.painted, store.loaded) == (1, 0)
    assert _same(img, good)
    assert _same(QImage(str(path)), good)  # and the file is whole again


def test_leipzig_rotations_are_kept_as_files_of_their_own(qapp, tmp_path: Path) -> None:
    tile = CAT["LEIPZIG-02"]
    store = TileImageStore(tmp_path)
    turned_once = store.rotated(tile, 1, 24)
    assert (turned_once.width(), turned_once.height()) == (24, 48)
    assert store.path(tile, 24, "C3", 1) != store.path(tile, 24, "C3", 0)
    assert store.path(tile, 24, "C3", 1).is_file()  # type: ignore[union-attr]
    later = TileImageStore(tmp_path)
    assert _same(later.rotated(tile, 1, 24), turned_once) and later.loaded == 1


def test_a_file_of_the_wrong_size_is_painted_again(qapp, tmp_path: Path) -> None:
    tile = CAT["BASE-K"]
    store = TileImageStore(tmp_path)
    path = store.path(tile, 32, "C3")
    assert path is not None
    path.parent.mkdir(parents=True)
    wrong = QImage(20, 20, QImage.Format.Format_ARGB32)
    wrong.fill(QColor("red"))
    assert wrong.save(str(path))
    assert store.image(tile, 32).width() == 32
    assert store.painted == 1


def test_an_unwritable_folder_only_means_nothing_is_kept(qapp, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    store = TileImageStore(blocker)
    assert store.image(CAT["BASE-D"], 24).width() == 24
    assert store.image(CAT["BASE-E"], 24).width() == 24  # and it keeps working
    assert blocker.read_text().startswith("a file")


def test_no_folder_keeps_nothing_on_disk(qapp, tmp_path: Path) -> None:
    store = TileImageStore(None)
    store.image(CAT["BASE-D"], 24)
    assert store.path(CAT["BASE-D"], 24, "C3") is None and not store.on_disk(CAT["BASE-D"], 24)


def test_the_file_name_follows_the_tile_topology(qapp, tmp_path: Path) -> None:
    store = TileImageStore(tmp_path)
    names = {store.path(t, 24, "C3").name for t in TILES}  # type: ignore[union-attr]
    assert len(names) == len(TILES)


def test_memory_stays_within_its_budget(qapp) -> None:
    store = TileImageStore(None, memory_budget=3 * 40 * 40 * 4)
    for tile in TILES[:6]:
        store.image(tile, 40)
    kept = [t for t in TILES[:6] if store.cached(t, 40) is not None]
    assert kept == TILES[3:6]


@pytest.mark.parametrize("tile_id", ["BASE-C", "BASE-D", "TB-B", "TB-P", "LEIPZIG-01", "LEIPZIG-03"])
def test_a_turned_image_looks_like_the_turned_painting(qapp, tile_id: str) -> None:
    """Turning the painted image instead of the painter: the same picture, give or take
    antialiasing along a few edges. Leipzig tiles, whose emblems stay upright, are painted
    at each rotation: exactly the turned painting."""
    tile, size = CAT[tile_id], 64
    store = TileImageStore(None)
    leipzig = tile_id.startswith("LEIPZIG")
    assert tile_store.painted_per_rotation(tile) == leipzig
    assert store.rotations(tile) == ((0, 1, 2, 3) if leipzig else (0,))
    for r in range(4):
        w, h = rotated_size(tile, r)
        painted = QImage(w * size, h * size, QImage.Format.Format_ARGB32_Premultiplied)
        painted.fill(Qt.GlobalColor.transparent)
        p = QPainter(painted)
        paint_tile_rotated(p, tile, QRectF(0, 0, w * size, h * size), r)
        p.end()
        got = store.rotated(tile, r, size).convertToFormat(painted.format())
        assert got.size() == painted.size()
        if leipzig:
            assert _same(got, painted), f"{tile_id} r{r}"
            continue
        a, b = bytes(got.constBits()), bytes(painted.constBits())
        diffs = [abs(x - y) for x, y in zip(a, b)]
        assert sum(diffs) / len(diffs) < 0.5, f"{tile_id} r{r}"
        assert sum(d > 48 for d in diffs) < len(diffs) // 1000, f"{tile_id} r{r}"


def test_the_background_renderer_fills_the_store(qapp, tmp_path: Path) -> None:
    store = TileImageStore(tmp_path)
    ready = threading.Event()
    worker = Prerenderer(store, on_ready=ready.set)
    try:
        worker.prefetch(TILES[:4], 24, "C3")
        for _ in range(3):  # asked at every repaint: queued once
            worker.request(CAT["TB-X"], 32, "C3")
        assert worker.pending() <= 6
        assert worker.wait_idle(60)
        assert ready.is_set() and worker.pending() == 0
        assert all(store.cached(t, 24) is not None and store.on_disk(t, 24) for t in TILES[:4])
        assert store.cached(CAT["TB-X"], 32) is not None
    finally:
        worker.stop()
    worker.prefetch(TILES[4:6], 24, "C3")  # a stopped renderer takes no more work
    assert worker.pending() == 0


def test_asking_never_waits_for_the_renderer_thread_to_run(qapp, tmp_path: Path, held_threads) -> None:  # type: ignore[no-untyped-def]
    """The first request comes from a tile's paint on the GUI thread: it returns even while
    the new thread has not run yet (threading.Thread.start waited for that: up to 15 ms of
    the first frame with both cores busy), and the work is done once it runs; stop() ends it."""
    store = TileImageStore(tmp_path)
    worker = Prerenderer(store)
    try:
        worker.request(CAT["TB-X"], 32, "C3")
        assert not held_threads.began.is_set() and worker.pending() == 1  # returned before the thread ran
        worker.request(CAT["TB-X"], 32, "C3")  # one thread, one job
        held_threads.gate.set()
        assert worker.wait_idle(60) and held_threads.began.is_set()
        assert store.cached(CAT["TB-X"], 32) is not None
    finally:
        held_threads.gate.set()
        worker.stop()
    assert worker._finished.is_set()


def test_painted_per_rotation_is_read_from_the_tile_as_its_layout_says(qapp) -> None:  # type: ignore[no-untyped-def]
    """Every store lookup asks whether a tile is painted per rotation; the answer comes from
    the tile's segments (no layout worked out on the GUI thread) and is the layout's own:
    the tiles whose layout has a Leipzig quarter, and only they."""
    from carc_desktop.art.layout import layout_for

    per_rotation = {t.id for t in TILES if tile_store.painted_per_rotation(t)}
    assert per_rotation == {t.id for t in TILES if layout_for(t).quarter is not None}
    assert per_rotation  # the Leipzig quarters
