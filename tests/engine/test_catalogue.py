import copy
import json
from collections import Counter
from importlib import resources

import pytest

from carc_desktop.engine.tileset import Catalogue, CatalogueError, load_catalogue


def test_totals_per_set_and_letters() -> None:
    cat = load_catalogue()
    totals = Counter()
    for t in cat.tiles.values():
        totals[t.expansion] += t.count
    assert totals == {"base": 72, "traders_and_builders": 24, "markets_of_leipzig": 4, "la_porxada": 1}
    letters = {t.letter: t.count for t in cat.of_set("base")}
    assert letters == dict(A=2, B=4, C=1, D=4, E=5, F=2, G=1, H=3, I=2, J=3, K=3, L=3, M=2, N=3, O=2, P=3,
                           Q=1, R=3, S=2, T=1, U=8, V=9, W=4, X=1)
    assert len(cat.tiles) == 53
    # The start tile is not in the bag: 71 base tiles to draw.
    assert sum(cat.box_counts(["base"]).values()) == 71
    goods = Counter(t.goods for t in cat.of_set("traders_and_builders"))
    assert goods == {"wine": 9, "grain": 6, "cloth": 5, None: 4}


def test_ids_match_the_shared_catalogue() -> None:
    data = json.loads(resources.files("carc_desktop.engine").joinpath("data", "tiles.json").read_text())
    cat = load_catalogue()
    for raw in data["tiles"]:
        tile = cat[raw["id"]]
        assert [s.id for s in tile.segments] == [f["id"] for f in raw["features"]]


def test_every_half_edge_in_exactly_one_feature() -> None:
    for tile in load_catalogue().tiles.values():
        for q, sq in enumerate(tile.squares):
            for h in range(8):
                if sq.edges[h // 2] in ("internal", "leipzig"):
                    continue
                owners = [s for s in tile.segments if (q, h) in s.halves or (s.kind == "city" and (q, h // 2) in s.sides)]
                assert len(owners) == 1, (tile.id, q, h, [s.id for s in owners])


def test_rotations_turn_edges_clockwise() -> None:
    d = load_catalogue()["BASE-D"]  # city N, road E/W, field S
    assert d.rotations[0][0].edges == ("city", "road", "field", "road")
    assert d.rotations[1][0].edges == ("road", "city", "road", "field")
    lz = load_catalogue()["LEIPZIG-01"]
    assert [sq.offset for sq in lz.rotations[1]] == [(0, 0), (0, -1)]  # inner square turns south


def test_inconsistent_data_is_refused() -> None:
    data = json.loads(resources.files("carc_desktop.engine").joinpath("data", "tiles.json").read_text())
    broken = copy.deepcopy(data)
    tile = next(t for t in broken["tiles"] if t["id"] == "BASE-E")
    tile["half_edge_map"]["En"] = "city1"  # a field edge claimed by the city
    with pytest.raises(CatalogueError):
        Catalogue(broken)
    broken = copy.deepcopy(data)
    next(t for t in broken["tiles"] if t["id"] == "BASE-U")["count"] = 9
    with pytest.raises(CatalogueError, match="base"):
        Catalogue(broken)
