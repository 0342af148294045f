#!/usr/bin/env python3
"""Write where a figure stands on every tile into the package:
carc_desktop/art/data/figure-anchors.json.

The board places a figure at its segment's anchor (``carc_desktop.art.anchors``). The region
analysis that finds it (``carc_desktop.art.regions``) took up to 36 ms per tile type on the
GUI thread the first time a figure went on that type; the anchors are therefore shipped.
Re-run this after changing the tile layouts, the analysis or the catalogue (or when
``tests/art/test_anchors_shipped.py`` says the table differs from the analysis):

    .venv/bin/python tools/render_anchors.py [--check]

``--check`` writes nothing and exits 1 when the shipped table is not what the analysis finds.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def table() -> dict[str, object]:
    from carc_desktop.art.anchors import analysed_anchor, segments_key
    from carc_desktop.engine import load_catalogue

    tiles = {}
    for tile_id, tile in sorted(load_catalogue().tiles.items()):
        tiles[tile_id] = {"segments": segments_key(tile),
                          "anchors": [list(analysed_anchor(tile, seg.index)) for seg in tile.segments]}
    return {"about": "Where a figure stands on each segment, in tile units; written by tools/render_anchors.py.",
            "tiles": tiles}


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare only")
    args = ap.parse_args()
    from carc_desktop.art.anchors import ANCHORS_JSON

    text = json.dumps(table(), indent=1) + "\n"
    path = Path(str(ANCHORS_JSON))
    same = path.is_file() and path.read_text(encoding="utf-8") == text
    if args.check:
        print("the shipped anchors are what the analysis finds" if same else f"{path} differs: re-run without --check")
        return 0 if same else 1
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
