"""Colours of the procedural tile art, in one place so the look can be tuned together."""

from __future__ import annotations

from PySide6.QtGui import QColor


def rgb(hex_code: str, alpha: int = 255) -> QColor:
    c = QColor(hex_code)
    c.setAlpha(alpha)
    return c


FIELD = rgb("#7fa94a")
FIELD_LIGHT = rgb("#96bd5c")
FIELD_DARK = rgb("#64903a")
GRASS_TUFT = rgb("#4f7a2c")
FLOWER_WHITE = rgb("#f4f1dc")
FLOWER_YELLOW = rgb("#f2d04b")

ROAD = rgb("#eee3c6")
ROAD_EDGE = rgb("#a48f67")
ROAD_RUT = rgb("#d6c7a2")

CITY = rgb("#d9b579")
CITY_DARK = rgb("#c29a5c")
CITY_COBBLE = rgb("#b48b52", 70)
QUARTER = rgb("#d3a77a")
PLAZA = rgb("#e4d3b0")
WATER = rgb("#4f86b8")

WALL = rgb("#b9ab93")
WALL_LIGHT = rgb("#d8ccb5")
WALL_DARK = rgb("#4f473d")
GATE_DARK = rgb("#2f2924")

ROOF_REDS = (rgb("#b4472f"), rgb("#c2593a"), rgb("#a33d2b"), rgb("#cc6a42"))
ROOF_SLATE = rgb("#5d6673")
HOUSE_WALL = rgb("#f1e6cf")
THATCH = rgb("#caa354")
THATCH_DARK = rgb("#a07c35")
TIMBER = rgb("#7a5230")
TIMBER_DARK = rgb("#573821")

SHIELD_BLUE = rgb("#2c5ba8")
SHIELD_WHITE = rgb("#f7f4ea")
SHIELD_EDGE = rgb("#1b2a45")

MEDALLION = rgb("#f5ecd2")
MEDALLION_EDGE = rgb("#7b5a2c")
GRAPE = rgb("#6c2f7d")
GRAPE_LIGHT = rgb("#9b5bb0")
LEAF = rgb("#4f8a32")
GRAIN = rgb("#e0b73c")
GRAIN_DARK = rgb("#a9821f")
CLOTH = rgb("#3b6fb5")
CLOTH_LIGHT = rgb("#7fa6dd")
CLOTH_RED = rgb("#b8453a")

BUSH = rgb("#3f6f27")
BUSH_LIGHT = rgb("#5d8f38")
TREE_TRUNK = rgb("#6b4a2b")

FRAME = rgb("#2f2a20")
SHADOW = rgb("#000000", 60)
HIGHLIGHT = rgb("#ffffff", 60)
INK = rgb("#2b2118")
PARCHMENT = rgb("#f3e7c4")
