import pytest

from carc_desktop.engine.geometry import (
    HALF_INDEX,
    Position,
    degrees_to_turns,
    facing_half,
    rotate_half,
    rotate_offset,
    rotate_side,
)


def test_facing_halves_follow_the_shared_corner() -> None:
    # tiles.md: A east of B: A.Wn joins B.En, A.Ws joins B.Es; A north of B: A.Sw-B.Nw, A.Se-B.Ne.
    pairs = [("Wn", "En"), ("Ws", "Es"), ("Sw", "Nw"), ("Se", "Ne")]
    for a, b in pairs:
        assert facing_half(HALF_INDEX[a]) == HALF_INDEX[b]
        assert facing_half(HALF_INDEX[b]) == HALF_INDEX[a]


def test_rotation_maps_names_as_documented() -> None:
    expected = {"Nw": "En", "Ne": "Es", "En": "Se", "Es": "Sw", "Se": "Ws", "Sw": "Wn", "Ws": "Nw", "Wn": "Ne"}
    for a, b in expected.items():
        assert rotate_half(HALF_INDEX[a], 1) == HALF_INDEX[b]
    assert [rotate_side(s, 1) for s in range(4)] == [1, 2, 3, 0]
    assert rotate_offset(1, 0, 1) == (0, -1)  # east turns to south
    assert rotate_offset(1, 0, 2) == (-1, 0)
    assert rotate_offset(1, 0, 4) == (1, 0)


def test_positions_and_degrees() -> None:
    assert Position(0, 0).neighbour(0) == (0, 1)
    assert Position(0, 0).neighbour(3) == (-1, 0)
    assert degrees_to_turns(270) == 3
    for bad in (45, -90, 360, "90", True, None):
        with pytest.raises(ValueError):
            degrees_to_turns(bad)
