"""The player palettes seen with every kind of colour vision (tools/colour_vision.py): the
colour-blind palette keeps every two players and every figure and its ground apart; the
measure itself is checked against published reference values."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from carc_desktop.art import figures, palette

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("carc_colour_vision", ROOT / "tools" / "colour_vision.py")
assert _spec is not None and _spec.loader is not None
cv = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = cv
_spec.loader.exec_module(cv)

GROUND = {"field": cv.hex_rgb(palette.FIELD.name()), "road": cv.hex_rgb(palette.ROAD.name()),
          "city": cv.hex_rgb(palette.CITY.name())}


@pytest.mark.parametrize(("lab1", "lab2", "want"), [
    # Sharma, Wu and Dalal (2005), table 1: pairs 1, 2, 8, 18 and 34.
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_ciede2000_matches_the_reference_pairs(lab1, lab2, want) -> None:  # type: ignore[no-untyped-def]
    assert cv.ciede2000(lab1, lab2) == pytest.approx(want, abs=1e-4)
    assert cv.ciede2000(lab2, lab1) == pytest.approx(want, abs=1e-4)


def test_the_simulations_confuse_what_each_deficiency_confuses() -> None:
    red, green, blue = (200, 40, 40), (60, 160, 60), (40, 60, 200)
    normal = cv.difference(red, green, "normal")
    assert cv.difference(red, green, "deuteranopia") < normal / 2
    assert cv.difference(red, green, "protanopia") < normal / 2
    assert cv.difference(blue, green, "tritanopia") < cv.difference(blue, green, "normal")
    # White and grey stay themselves: the matrices keep the neutral axis.
    for vision in cv.VISIONS:
        assert cv.simulate((255, 255, 255), vision) == pytest.approx((255, 255, 255), abs=1.0)


def test_colour_blind_palette_keeps_players_and_ground_apart() -> None:
    colours = {k: cv.hex_rgb(v) for k, v in figures.PALETTES["colour_blind"].items()}
    for vision, (players, pair, ground, where) in cv.palette_report(colours, GROUND).items():
        assert players >= 20, f"{vision}: {pair} only {players:.1f} apart"
        assert ground >= 20, f"{vision}: {where} only {ground:.1f} apart"


def test_classic_palette_is_reported_as_it_is() -> None:
    """The physical game's red and green are the classic confusion: the report says so."""
    colours = {k: cv.hex_rgb(v) for k, v in figures.PALETTES["classic"].items()}
    report = cv.palette_report(colours, GROUND)
    assert report["deuteranopia"][0] < 10 and report["deuteranopia"][1] == "red/green"
    assert report["normal"][0] >= 20


def test_use_palette_switches_every_player_colour() -> None:
    try:
        assert figures.use_palette("colour_blind")
        assert figures.palette_in_use() == "colour_blind"
        assert {k: c.name() for k, c in figures.PLAYER_COLOURS.items()} == figures.PALETTES["colour_blind"]
        assert figures.colour_of("red").name() == figures.PALETTES["colour_blind"]["red"]
        assert not figures.use_palette("sepia") and figures.palette_in_use() == "colour_blind"
    finally:
        figures.use_palette("classic")
    assert figures.colour_of("red").name() == figures.PALETTES["classic"]["red"]
