#!/usr/bin/env python3
"""How far apart the player colours look, for every kind of colour vision (docs/ACCESSIBILITY.md).

    python tools/colour_vision.py          # the table for every palette

Colour-vision deficiencies are simulated with the matrices of Machado, Oliveira and
Fernandes (2009) at full severity (protanopia, deuteranopia, tritanopia), applied to linear
sRGB; differences are CIEDE2000 (Sharma, Wu and Dalal's formulation) in CIELAB (D65).
A figure is measured against the ground it stands on (the field, road and city colours of
the tile art) by the larger of its fill's and its outline's difference: the outline is what
separates a figure from the tile.

Standard library only, except ``figure_edge``, which asks Qt for the outline the figures
are drawn with (so the check cannot drift from the drawing).
"""

from __future__ import annotations

import itertools
import math
import sys
from pathlib import Path

VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")
_MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


def _to_linear(c: float) -> float:
    c = c / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> float:
    v = min(max(v, 0.0), 1.0)
    return 255.0 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, vision: str) -> tuple[float, float, float]:
    """How ``rgb`` looks with ``vision`` (Machado et al. 2009, severity 1.0)."""
    if vision == "normal":
        return float(rgb[0]), float(rgb[1]), float(rgb[2])
    lin = [_to_linear(c) for c in rgb]
    m = _MACHADO[vision]
    r, g, b = (_to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return r, g, b


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dlp, dcp = L2 - L1, c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    else:
        dhp = h2p - h1p - 360 if h2p - h1p > 180 else h2p - h1p + 360
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbp, cbp = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    else:
        hbp = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.20 * math.cos(math.radians(4 * hbp - 63)))
    dtheta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbp ** 7 / (cbp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc, sh = 1 + 0.045 * cbp, 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dlp / sl) ** 2 + (dcp / sc) ** 2 + (d_h / sh) ** 2 + rt * (dcp / sc) * (d_h / sh))


def difference(a: RGB, b: RGB, vision: str) -> float:
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


def figure_edge(rgb: RGB) -> RGB:
    """The outline colour ``art.figures.paint_figure`` draws around a figure of ``rgb``."""
    from PySide6.QtGui import QColor

    from carc_desktop.art.figures import edge_colour

    e = edge_colour(QColor(*rgb))
    return e.red(), e.green(), e.blue()


def palette_report(colours: dict[str, RGB], ground: dict[str, RGB]) -> dict[str, tuple[float, str, float, str]]:
    """Per vision: (least difference between two players, which pair, least difference of a
    figure from the ground, which figure and ground)."""
    out = {}
    edges = {name: figure_edge(c) for name, c in colours.items()}
    for vision in VISIONS:
        pairs = [(difference(colours[a], colours[b], vision), f"{a}/{b}")
                 for a, b in itertools.combinations(colours, 2)]
        grounds = [(max(difference(c, g, vision), difference(edges[name], g, vision)), f"{name} on {where}")
                   for name, c in colours.items() for where, g in ground.items()]
        p, g = min(pairs), min(grounds)
        out[vision] = (p[0], p[1], g[0], g[1])
    return out


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from carc_desktop.art import figures, palette

    ground = {"field": hex_rgb(palette.FIELD.name()), "road": hex_rgb(palette.ROAD.name()),
              "city": hex_rgb(palette.CITY.name())}
    print("| palette | vision | closest players (CIEDE2000) | closest to the ground |")
    print("| --- | --- | --- | --- |")
    for name, colours in figures.PALETTES.items():
        rgb = {k: hex_rgb(v) for k, v in colours.items()}
        for vision, (pd, pair, gd, where) in palette_report(rgb, ground).items():
            print(f"| {name} | {vision} | {pd:.1f} ({pair}) | {gd:.1f} ({where}) |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
