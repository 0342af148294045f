"""Contact sheet: every tile type in a labelled grid, written to a PNG.

    QT_QPA_PLATFORM=offscreen python -m carc_desktop.art.contact_sheet docs/tiles.png [C2|C3]

Used to eyeball the procedural art after a change; the last panel assembles the four
Leipzig tiles in their pinwheel start setup so the round city can be checked.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from carc_desktop.engine import Catalogue, TileType, load_catalogue, markets_of_leipzig

from .figures import FIGURE_KINDS, PLAYER_COLOURS, paint_figure
from .tile_painter import paint_tile_rotated, rotated_size

TILE_PX = 150
COLUMNS = 8
GAP = 14
LABEL_H = 22
MARGIN = 28
TITLE_H = 56
SECTION_H = 34
BACKGROUND = QColor("#2e2822")
TEXT = QColor("#efe3c8")
MUTED = QColor("#b7a789")

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Base game", ("base",)),
    ("Traders & Builders", ("traders_and_builders",)),
    ("La Porxada · The Markets of Leipzig", ("la_porxada", "markets_of_leipzig")),
)


@dataclass(frozen=True)
class Placed:
    tile: TileType | None
    rect: QRectF
    label: str
    rotation: int = 0


@dataclass(frozen=True)
class SheetLayout:
    size: QSize
    items: tuple[Placed, ...]
    headings: tuple[tuple[str, float], ...]
    setup_origin: tuple[float, float]


def sheet_layout(catalogue: Catalogue | None = None, tile_px: int = TILE_PX) -> SheetLayout:
    """Where each tile goes; the image size is a pure function of the catalogue."""
    cat = catalogue or load_catalogue()
    cell_w, cell_h = tile_px + GAP, tile_px + GAP + LABEL_H
    items: list[Placed] = []
    headings: list[tuple[str, float]] = []
    y = float(MARGIN + TITLE_H)
    for title, sets in SECTIONS:
        headings.append((title, y))
        y += SECTION_H
        col = 0
        tiles = [t for t in cat.tiles.values() if t.expansion in sets]
        for tile in tiles:
            span = 2 if tile.is_multi_cell else 1
            if col + span > COLUMNS:
                col, y = 0, y + cell_h
            rect = QRectF(MARGIN + col * cell_w, y, span * tile_px + (span - 1) * GAP, tile_px)
            items.append(Placed(tile, rect, f"{tile.id}  ×{tile.count}"))
            col += span
        y += cell_h + GAP
    headings.append(("Leipzig start setup (pinwheel) · figures", y))
    y += SECTION_H
    setup = (float(MARGIN), y)
    y += 4 * _setup_cell(tile_px) + MARGIN
    width = MARGIN * 2 + COLUMNS * cell_w - GAP
    return SheetLayout(QSize(width, int(y)), tuple(items), tuple(headings), setup)


def _setup_cell(tile_px: int) -> int:
    """Cell size of the pinwheel panel: four cells wide, kept within the sheet width."""
    return min(tile_px, (COLUMNS * (tile_px + GAP) - GAP) // 4) * 3 // 4


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def render_contact_sheet(path: str | Path, edition: str = "C3", tile_px: int = TILE_PX) -> QSize:
    """Render every tile type into a PNG at ``path``; returns the image size."""
    _ensure_app()
    cat = load_catalogue()
    lay = sheet_layout(cat, tile_px)
    img = QImage(lay.size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BACKGROUND)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(TEXT)
    p.setFont(_font(26, bold=True))
    p.drawText(QRectF(MARGIN, MARGIN, lay.size.width() - 2 * MARGIN, TITLE_H - 12),
               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
               f"carc_desktop — procedural tiles ({edition} illustrations, {len(cat.tiles)} types)")
    p.setFont(_font(17, bold=True))
    for title, y in lay.headings:
        p.setPen(MUTED)
        p.drawText(QRectF(MARGIN, y, 800, SECTION_H - 8), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    p.setFont(_font(13, bold=True))
    for item in lay.items:
        assert item.tile is not None
        _shadow(p, item.rect)
        paint_tile_rotated(p, item.tile, item.rect, item.rotation, edition)
        p.setPen(TEXT)
        p.drawText(QRectF(item.rect.left(), item.rect.bottom() + 3, item.rect.width(), LABEL_H),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, item.label)
    cell = _setup_cell(tile_px)
    _pinwheel(p, cat, lay.setup_origin, cell, edition)
    _figures(p, (lay.setup_origin[0] + 4 * cell + 3 * MARGIN, lay.setup_origin[1]), min(4 * cell // 5, 90))
    p.end()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    # Quality 0 = strongest zlib compression for PNG (lossless either way).
    if not img.save(str(path), "PNG", 0):
        raise OSError(f"could not write {path}")
    return lay.size


def _shadow(p: QPainter, rect: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRect(rect.translated(3, 4))


def _pinwheel(p: QPainter, cat: Catalogue, origin: tuple[float, float], cell: int, edition: str) -> None:
    """The four Leipzig tiles as the rules set them up (cells are x east, y north)."""
    placements = markets_of_leipzig.setup_placements(cat)
    if not placements:
        return
    cells = [tuple(pl[k]) for pl in placements for k in ("outer", "inner")]
    min_x = min(c[0] for c in cells)
    max_y = max(c[1] for c in cells)
    for pl in placements:
        tile = cat[pl["tile"]]
        r = int(pl["rotation"]) // 90
        footprint = [tuple(pl["outer"]), tuple(pl["inner"])]
        left = min(c[0] for c in footprint) - min_x
        top = max_y - max(c[1] for c in footprint)
        w, h = rotated_size(tile, r)
        rect = QRectF(origin[0] + left * cell, origin[1] + top * cell, w * cell, h * cell)
        paint_tile_rotated(p, tile, rect, r, edition)


def _figures(p: QPainter, origin: tuple[float, float], cell: int) -> None:
    """Every figure kind in every player colour, on a strip of meadow."""
    x0, y0 = origin
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#7fa94a"))
    p.drawRoundedRect(QRectF(x0, y0, cell * len(PLAYER_COLOURS), cell * len(FIGURE_KINDS)), 8, 8)
    for row, kind in enumerate(FIGURE_KINDS):
        for col, name in enumerate(PLAYER_COLOURS):
            rect = QRectF(x0 + col * cell, y0 + row * cell, cell, cell).adjusted(cell * 0.15, cell * 0.15,
                                                                                 -cell * 0.15, -cell * 0.15)
            paint_figure(p, kind, name, rect)
    p.setPen(MUTED)
    p.setFont(_font(13, bold=True))
    for row, kind in enumerate(FIGURE_KINDS):
        p.drawText(QRectF(x0 + cell * len(PLAYER_COLOURS) + 10, y0 + row * cell, 120, cell),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, kind)


_APP: QGuiApplication | None = None


def _ensure_app() -> None:
    """Text needs a GUI application; make one when run as a script."""
    global _APP
    if QCoreApplication.instance() is None:
        _APP = QGuiApplication(sys.argv[:1])


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in {"-h", "--help"}:
        print("usage: python -m carc_desktop.art.contact_sheet OUT.png [C2|C3]")
        return 0 if args else 2
    edition = args[1] if len(args) > 1 else "C3"
    size = render_contact_sheet(args[0], edition)
    print(f"wrote {args[0]} ({size.width()}x{size.height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
