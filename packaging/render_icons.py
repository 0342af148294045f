#!/usr/bin/env python3
"""Render the application icon from resources/icons/carc-desktop.svg.

Writes, relative to the repository root:

* resources/icons/hicolor/<N>x<N>/apps/io.github.carc_desktop.CarcDesktop.png
  for N in 16, 24, 32, 48, 64, 128, 256, 512 (freedesktop icon theme layout),
* resources/icons/hicolor/scalable/apps/io.github.carc_desktop.CarcDesktop.svg,
* resources/icons/carc-desktop.ico  (Windows: 16-256 px, for PyInstaller's --icon),
* resources/icons/carc-desktop.icns (macOS: 16-1024 px, for the .app bundle),
* carc_desktop/resources/icon.svg and icon.png (256 px) -- shipped inside the
  package so the running game can set its window icon.

Rendering uses QtSvg's QSvgRenderer (PySide6) on the offscreen platform, so it
works without a display. ICO/ICNS are assembled with Pillow.

Usage:  python packaging/render_icons.py [--no-ico] [--no-icns]
"""
from __future__ import annotations

import argparse
import io
import os
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.carc_desktop.CarcDesktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "carc-desktop.svg"
ICON_DIR = ROOT / "resources" / "icons"
PKG_RES = ROOT / "carc_desktop" / "resources"


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def render(svg: Path, size: int):
    """Return a QImage of the SVG rendered at size x size pixels (ARGB, transparent)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: cannot parse {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def to_pillow(image):
    """QImage -> PIL.Image (RGBA) via an in-memory PNG."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return Image.open(io.BytesIO(bytes(buf.data()))).convert("RGBA")


def save_png(image, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # Save through Pillow so the files carry no Qt-specific text chunks and are
    # byte-for-byte reproducible.
    to_pillow(image).save(path, "PNG", optimize=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--svg", type=Path, default=SVG, help="source SVG (default: %(default)s)")
    ap.add_argument("--no-ico", action="store_true", help="skip the Windows .ico")
    ap.add_argument("--no-icns", action="store_true", help="skip the macOS .icns")
    args = ap.parse_args(argv)

    _app()
    written: list[Path] = []

    for n in SIZES:
        out = ICON_DIR / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        save_png(render(args.svg, n), out)
        written.append(out)

    scalable = ICON_DIR / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(args.svg, scalable)
    written.append(scalable)

    PKG_RES.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(args.svg, PKG_RES / "icon.svg")
    save_png(render(args.svg, 256), PKG_RES / "icon.png")
    written += [PKG_RES / "icon.svg", PKG_RES / "icon.png"]

    if not args.no_ico:
        imgs = [to_pillow(render(args.svg, n)) for n in ICO_SIZES]
        ico = ICON_DIR / "carc-desktop.ico"
        # Pillow picks each requested size from the largest image unless the exact
        # size is supplied via append_images; supply all so small sizes stay crisp.
        imgs[-1].save(ico, format="ICO", sizes=[(n, n) for n in ICO_SIZES],
                      append_images=imgs[:-1])
        written.append(ico)

    if not args.no_icns:
        imgs = [to_pillow(render(args.svg, n)) for n in ICNS_SIZES]
        icns = ICON_DIR / "carc-desktop.icns"
        imgs[-1].save(icns, format="ICNS", append_images=imgs[:-1])
        written.append(icns)

    for p in written:
        print(p.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
