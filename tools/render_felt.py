#!/usr/bin/env python3
"""Write the table's felt into the package: carc_desktop/resources/table-felt-1.png.

The board tiles this picture under the tiles. It is painted by the board's own painter
(``carc_desktop.ui.board.art.paint_felt``) and shipped, so that a very first start does not
paint it on the GUI thread. Re-run this after changing the painter (or when
``tests/ui/test_felt_shipped.py`` says the shipped picture differs from it, say after a Qt
upgrade that rasterises differently):

    .venv/bin/python tools/render_felt.py [--check]

``--check`` writes nothing and exits 1 when the shipped file is not what the painter makes.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare only")
    args = ap.parse_args()
    from PySide6.QtGui import QGuiApplication, QImage

    from carc_desktop.resources import FELT_PNG
    from carc_desktop.ui.board.art import paint_felt

    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - painting needs the application
    painted = paint_felt()
    path = Path(str(FELT_PNG))
    shipped = QImage(str(path))
    same = not shipped.isNull() and shipped.convertToFormat(painted.format()) == painted
    if args.check:
        print(f"{path}: {'the painter' if same else 'NOT what the painter makes'}")
        return 0 if same else 1
    if not painted.save(str(path), "PNG"):
        print(f"cannot write {path}", file=sys.stderr)
        return 1
    print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
