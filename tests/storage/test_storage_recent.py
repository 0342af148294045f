"""The recent-games list and its PNG mini-maps."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PIL import Image
from storage_helpers import all_expansions, random_game

from carc_desktop.engine.game import Game
from carc_desktop.storage import RecentGames, Storage, game_to_text, render_thumbnail, save_game
from carc_desktop.storage import thumbnail as thumb


def saved(folder: Path, name: str, game: Game) -> Path:
    return save_game(game, folder / name)


def test_entries_describe_the_saves(data_dir, tmp_path, finished_game):
    recent = RecentGames()
    assert recent.entries() == []
    half = random_game(30, all_expansions(), max_decisions=50, players=2)
    recent.add(saved(tmp_path, "a.carc", finished_game), finished_game,
               saved_at=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    recent.add(saved(tmp_path, "b.carc", half), half)

    entries = RecentGames().entries()
    assert [e.path.name for e in entries] == ["b.carc", "a.carc"]
    b, a = entries
    assert a.saved_datetime == datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert a.finished and not b.finished
    assert [p.name for p in a.players] == [p.name for p in finished_game.players]
    assert [p.score for p in a.players] == finished_game.scores
    assert [p.color for p in a.players] == [p.color for p in finished_game.players]
    assert b.expansions == tuple(half.rules.expansions) and b.edition == half.rules.edition
    assert a.tiles_placed == len(finished_game.board.placements) and a.tiles_left == 0
    assert b.turn == half.turn and b.tiles_left == half.tiles_left()
    assert (data_dir / "library.sqlite").is_file() and not (data_dir / "recent.json").exists()


def test_thumbnail_is_a_valid_small_png(data_dir, tmp_path, finished_game_all):
    recent = RecentGames()
    entry = recent.add(saved(tmp_path, "x.carc", finished_game_all), finished_game_all)
    assert entry.thumbnail is not None and entry.thumbnail.parent == data_dir / "thumbnails"
    with Image.open(entry.thumbnail) as image:
        image.verify()
    with Image.open(entry.thumbnail) as image:
        assert image.format == "PNG"
        assert 8 <= max(image.size) <= thumb.DEFAULT_MAX_SIZE
        colours = {c[:3] for _, c in image.convert("RGBA").getcolors(1 << 16) if c[3] == 255}
    assert thumb.FIELD_RGB in colours and thumb.CITY_RGB in colours and thumb.ROAD_RGB in colours


def pixel(image: Image.Image, game: Game, cell, block, c: int):
    xs = [p[0] for p in game.board.cells]
    ys = [p[1] for p in game.board.cells]
    third = (0, round(c / 3), round(2 * c / 3), c)
    col, row = block
    x = (cell[0] - min(xs)) * c + third[col]
    y = (max(ys) - cell[1]) * c + third[row]
    return image.getpixel((x, y))[:3]


@pytest.mark.parametrize("cell_px", [4, 6])
def test_thumbnail_shows_edge_kinds_and_monasteries(finished_game, cell_px):
    game = finished_game
    image = render_thumbnail(game, cell_px=cell_px, max_size=10_000)
    expected = {"city": thumb.CITY_RGB, "road": thumb.ROAD_RGB, "field": thumb.FIELD_RGB}
    monasteries = 0
    for cell, (placement, q) in game.board.cells.items():
        square = placement.squares[q]
        for side, block in enumerate(thumb._SIDE_BLOCK):
            assert pixel(image, game, cell, block, cell_px) == expected[square.edges[side]], (placement.tile.id, side)
        if any(s.kind == "monastery" for s in placement.tile.segments):
            monasteries += 1
            assert pixel(image, game, cell, (1, 1), cell_px) == thumb.MONASTERY_RGB
    assert monasteries > 0
    assert image.size == ((max(c[0] for c in game.board.cells) - min(c[0] for c in game.board.cells) + 1) * cell_px,
                          (max(c[1] for c in game.board.cells) - min(c[1] for c in game.board.cells) + 1) * cell_px)


def test_thumbnail_of_a_new_game_and_size_cap():
    start = Game(2, seed=1)
    image = render_thumbnail(start)
    assert image.size == (thumb.MAX_CELL_PX, thumb.MAX_CELL_PX)
    big = render_thumbnail(random_game(2, (), players=2), cell_px=20, max_size=64)
    assert max(big.size) <= 64


def test_list_is_bounded_and_prunes_thumbnails(data_dir, tmp_path):
    recent = RecentGames(limit=5)  # files saved elsewhere: the 5 newest stay listed
    game = random_game(1, (), max_decisions=10, players=2)
    for i in range(8):
        recent.add(saved(tmp_path, f"g{i}.carc", game), game)
    entries = recent.entries()
    assert [e.path.name for e in entries] == [f"g{i}.carc" for i in (7, 6, 5, 4, 3)]
    assert sorted(p.name for p in (data_dir / "thumbnails").iterdir()) == sorted(e.thumbnail.name for e in entries)


def test_same_file_moves_to_top_once(data_dir, tmp_path):
    recent = RecentGames()
    g1 = random_game(1, (), max_decisions=10, players=2)
    g2 = random_game(1, (), max_decisions=20, players=2)
    a = saved(tmp_path, "a.carc", g1)
    recent.add(a, g1)
    recent.add(saved(tmp_path, "b.carc", g1), g1)
    recent.add(save_game(g2, a), g2)
    entries = recent.entries()
    assert [e.path.name for e in entries] == ["a.carc", "b.carc"]
    assert entries[0].tiles_placed == len(g2.board.placements)


def test_vanished_files_are_dropped(data_dir, tmp_path):
    recent = RecentGames()
    game = random_game(1, (), max_decisions=10, players=2)
    a, b = saved(tmp_path, "a.carc", game), saved(tmp_path, "b.carc", game)
    recent.add(a, game)
    entry_b = recent.add(b, game)
    os.remove(b)
    assert [e.path.name for e in recent.entries()] == ["a.carc"]
    with sqlite3.connect(data_dir / "library.sqlite") as db:
        assert [Path(r[0]).name for r in db.execute("SELECT path FROM games")] == ["a.carc"]
    assert not entry_b.thumbnail.exists()


def test_remove_and_clear(data_dir, tmp_path):
    recent = RecentGames()
    game = random_game(1, (), max_decisions=10, players=2)
    a, b = saved(tmp_path, "a.carc", game), saved(tmp_path, "b.carc", game)
    recent.add(a, game)
    recent.add(b, game)
    recent.remove(a)
    assert [e.path.name for e in recent.entries()] == ["b.carc"] and a.exists()
    recent.clear()
    assert recent.entries() == [] and list((data_dir / "thumbnails").iterdir()) == []


def _legacy_index(data_dir: Path, entries: list) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "recent.json").write_text(json.dumps({"format": "carc-desktop-recent", "version": 1,
                                                      "entries": entries}))


def _legacy_entry(path: Path, game: Game, finished: bool = False) -> dict:
    return {"path": str(path), "saved_at": "2025-05-06T07:08:09+00:00",
            "players": [{"name": p.name, "color": p.color, "score": game.scores[i]} for i, p in enumerate(game.players)],
            "expansions": [], "edition": "C3", "finished": finished, "turn": game.turn,
            "tiles_placed": len(game.board.placements), "tiles_left": game.tiles_left(), "thumbnail": None}


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[]", b'{"format": "carc-desktop-recent"}',
                                     b"[" * 100_000])
def test_a_damaged_old_index_is_never_fatal(data_dir, tmp_path, content):
    data_dir.mkdir(parents=True)
    (data_dir / "recent.json").write_bytes(content)
    recent = RecentGames()
    assert recent.entries() == []
    game = random_game(1, (), max_decisions=4, players=2)
    recent.add(saved(tmp_path, "a.carc", game), game)
    assert [e.path.name for e in recent.entries()] == ["a.carc"]


def test_the_old_index_moves_in_once_and_hostile_entries_are_skipped(data_dir, tmp_path):
    game = random_game(1, (), max_decisions=4, players=2)
    good = saved(tmp_path, "good.carc", game)
    entry = _legacy_entry(good, game)
    _legacy_index(data_dir, [
        dict(entry, thumbnail="../../../etc/passwd.png"),
        dict(entry, players="nobody"),
        dict(entry, saved_at="yesterday"),
        dict(entry, finished="yes"),
        dict(entry, turn=10**12),
        42,
        entry,
        _legacy_entry(tmp_path / "gone.carc", game),
    ])
    entries = RecentGames().entries()
    assert [e.path for e in entries] == [good] and entries[0].saved_at == entry["saved_at"]
    assert not (data_dir / "recent.json").exists() and (data_dir / "recent.json.migrated").is_file()
    RecentGames().clear()
    _legacy_index(data_dir, [entry])  # an earlier version ran again meanwhile: not moved in twice
    assert RecentGames().entries() == []


def test_an_old_index_over_one_mib_moves_in_whole(data_dir):
    """D1: 1,700 games listed in a recent.json of well over 1 MiB (earlier versions then
    ignored it and wrote it empty): every one is listed."""
    storage = Storage()
    game = random_game(2, (), max_decisions=6, players=2)
    text = game_to_text(game)
    storage.games_dir.mkdir(parents=True)
    files = []
    for i in range(1700):
        path = storage.games_dir / f"2025-01-01_000000-{i:06x}.carc"
        path.write_text(text, encoding="utf-8")
        files.append(path)
    entries = [dict(_legacy_entry(p, game), thumbnail="x" * 400 + ".png") for p in files]
    _legacy_index(data_dir, entries)
    assert (data_dir / "recent.json").stat().st_size > 1 << 20
    listed = Storage(adopt_inline=False).unfinished()  # straight from the old index, nothing replayed
    assert sorted(e.path for e in listed) == sorted(files)


def test_storage_save_updates_recent_and_lists_saves(data_dir, finished_game):
    storage = Storage()
    first = storage.save(finished_game)
    assert first.parent == data_dir / "saves" and first.suffix == ".carc"
    assert any(p.name in first.name for p in finished_game.players)
    time.sleep(0.01)
    second = storage.save(finished_game)  # same minute: a distinct name
    assert second != first
    third = storage.save(finished_game, data_dir / "saves" / "named")
    assert third.name == "named.carc"
    assert [e.path for e in storage.recent.entries()] == [third, second, first]
    assert set(storage.list_saves()) == {first, second, third}
    result = storage.load(first)
    assert result.game.snapshot() == finished_game.snapshot()
    assert storage.recent.entries()[0].path == first  # opening a game makes it recent too
    storage.load(second, remember=False)
    assert storage.recent.entries()[0].path == first


def test_suggested_filename_is_safe():
    from carc_desktop.engine.game import PlayerInfo
    from carc_desktop.storage import suggest_filename

    game = Game([PlayerInfo('A/B\\C:*?"<>|', "red"), PlayerInfo("..", "blue")], seed=1)
    name = suggest_filename(game, datetime(2026, 5, 1, 12, 30))
    assert name.startswith("2026-05-01 12.30 ") and name.endswith(".carc")
    assert not any(ch in name for ch in '/\\:*?"<>|')
