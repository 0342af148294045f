"""Where a figure stands is shipped (the region analysis took up to 36 ms of the GUI thread
the first time a figure went on each tile type): the table is exactly what the analysis
finds, the board reads it without analysing, and a tile it does not know is analysed."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

from carc_desktop.art import anchors
from carc_desktop.engine import load_catalogue

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_anchors_are_what_the_analysis_finds() -> None:
    shipped = anchors.shipped_anchors()
    catalogue = load_catalogue()
    assert set(shipped) == set(catalogue.tiles), "run tools/render_anchors.py"
    for tile_id, tile in catalogue.tiles.items():
        key, points = shipped[tile_id]
        assert key == anchors.segments_key(tile), f"{tile_id}'s segments changed: run tools/render_anchors.py"
        assert points == [anchors.analysed_anchor(tile, seg.index) for seg in tile.segments], tile_id


def test_placing_figures_on_every_tile_type_analyses_no_raster(tmp_path: Path) -> None:
    # In a fresh process: nothing else has loaded the analysis yet.
    code = ("import sys; from carc_desktop.engine import load_catalogue; "
            "from carc_desktop.art.anchors import segment_anchor; "
            "[segment_anchor(t, s.index) for t in load_catalogue().tiles.values() for s in t.segments]; "
            "print('carc_desktop.art.regions' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         check=True, env=dict(os.environ, PYTHONPATH=str(ROOT))).stdout.split()
    assert out == ["False"]


def test_a_tile_the_table_does_not_know_or_knows_otherwise_is_analysed(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    tile = load_catalogue()["BASE-E"]
    asked: list[str] = []
    monkeypatch.setattr(anchors, "analysed_anchor", lambda t, i: asked.append(t.id) or (-1.0, -1.0))
    assert anchors.segment_anchor(tile, 0) == anchors.shipped_anchors()["BASE-E"][1][0] and asked == []
    unknown = dataclasses.replace(tile, id="NOT-SHIPPED")
    assert anchors.segment_anchor(unknown, 0) == (-1.0, -1.0) and asked == ["NOT-SHIPPED"]
    # The same id with its segments in another order: the shipped points would be wrong for it.
    swapped = dataclasses.replace(tile, segments=tuple(reversed(tile.segments)))
    assert anchors.segment_anchor(swapped, 0) == (-1.0, -1.0) and asked == ["NOT-SHIPPED", "BASE-E"]


def test_an_unreadable_table_means_every_anchor_is_analysed(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "figure-anchors.json"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(anchors, "ANCHORS_JSON", bad)
    anchors.shipped_anchors.cache_clear()
    try:
        assert anchors.shipped_anchors() == {}
        tile = load_catalogue()["BASE-E"]
        assert anchors.segment_anchor(tile, 0) == anchors.analysed_anchor(tile, 0)
    finally:
        anchors.shipped_anchors.cache_clear()
