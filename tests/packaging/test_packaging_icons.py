"""Application icons: the SVG source, the rendered hicolor PNGs, ICO/ICNS and the
copies shipped inside the package (packaging/render_icons.py makes all of them)."""
from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.carc_desktop.CarcDesktop"
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "carc-desktop.svg"
PKG_RES = ROOT / "carc_desktop" / "resources"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _png(n: int) -> Path:
    return ICONS / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png"


def _load_render_icons():
    spec = importlib.util.spec_from_file_location("render_icons", ROOT / "packaging" / "render_icons.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("n", SIZES)
def test_png_icon_has_right_size(n):
    path = _png(n)
    assert path.is_file(), f"{path} missing: run packaging/render_icons.py"
    with Image.open(path) as im:
        assert im.format == "PNG"
        assert im.size == (n, n)
        assert im.mode == "RGBA"
        alpha = im.getchannel("A")
        # Something is drawn, and the rounded tile leaves the corner transparent.
        assert alpha.getbbox() is not None
        assert alpha.getpixel((0, 0)) == 0
        assert ImageStat.Stat(alpha).mean[0] > 128


def test_svg_source_is_valid():
    root = ET.parse(SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"
    # QtSvg implements SVG Tiny 1.2 and silently ignores clip paths, masks and filters.
    for unsupported in ("clipPath", "mask", "filter"):
        assert root.find(f".//{{http://www.w3.org/2000/svg}}{unsupported}") is None, unsupported


def test_package_copies_match_source():
    assert (PKG_RES / "icon.svg").read_bytes() == SVG.read_bytes(), \
        "carc_desktop/resources/icon.svg is stale: run packaging/render_icons.py"
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == SVG.read_bytes()
    with Image.open(PKG_RES / "icon.png") as im:
        assert im.size == (256, 256)


def test_windows_and_macos_icons():
    with Image.open(ICONS / "carc-desktop.ico") as ico:
        assert {(n, n) for n in (16, 24, 32, 48, 64, 128, 256)} <= set(ico.info["sizes"])
    with Image.open(ICONS / "carc-desktop.icns") as icns:
        assert icns.format == "ICNS"
        assert max(s[0] * s[2] for s in icns.info["sizes"]) >= 512


def test_pngs_are_rendered_from_current_svg(qapp):
    """Catches an SVG edit that was not followed by running render_icons.py."""
    render_icons = _load_render_icons()
    for n in (32, 128):
        fresh = render_icons.to_pillow(render_icons.render(SVG, n))
        with Image.open(_png(n)) as stored:
            diff = ImageChops.difference(fresh, stored.convert("RGBA"))
        mean = sum(ImageStat.Stat(diff).mean) / 4
        assert mean < 2.0, f"{n}px PNG differs from the SVG (mean diff {mean:.2f}): re-run render_icons.py"
