"""Hard's weights file: it loads, round-trips, refuses bad entries with a reason, and any
set it does not name (or a broken file) falls back to the built-in weights."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from carc_desktop.ai import choose_move, weights
from carc_desktop.ai.evaluate import HARD
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet

ALL = tuple(sorted(load_all()))


def test_the_shipped_file_names_every_standard_set_and_loads() -> None:
    sets = weights.load()
    assert set(weights.standard_keys()) <= set(sets)
    assert weights.standard_keys() == ["base", *ALL, "all"]
    for key in weights.standard_keys():
        assert weights.hard_params(() if key == "base" else ALL if key == "all" else (key,)) == sets[key]


def test_set_keys() -> None:
    assert weights.set_key(()) == "base"
    assert weights.set_key(reversed(ALL)) == "all"
    assert weights.set_key(["la_porxada"]) == "la_porxada"
    assert weights.set_key(["markets_of_leipzig", "la_porxada"]) == "la_porxada+markets_of_leipzig"


def test_round_trip_keeps_the_other_sets(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    path.write_bytes(weights.WEIGHTS_PATH.read_bytes())
    before = weights.load(path)
    fitted = replace(HARD, meeple=6.25, porxada_token=1.75)
    weights.write_set("la_porxada", fitted, {"method": "test"}, path)
    after = weights.load(path)
    assert after["la_porxada"] == fitted
    assert {k: v for k, v in after.items() if k != "la_porxada"} == {
        k: v for k, v in before.items() if k != "la_porxada"}
    assert weights.hard_params(["la_porxada"], path) == fitted
    assert weights.read_file(path)["sets"]["la_porxada"]["source"] == {"method": "test"}


def test_missing_or_unknown_sets_fall_back_to_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    weights.write_set("base", replace(HARD, meeple=3.0), {}, path)
    assert weights.hard_params((), path).meeple == 3.0
    assert weights.hard_params(["la_porxada"], path) == HARD  # not in the file
    assert weights.hard_params(ALL[:2], path) == HARD  # a subset no run fitted


def test_a_missing_or_broken_file_warns_and_plays_with_the_defaults(tmp_path: Path) -> None:
    weights.forget_loaded()
    with pytest.warns(RuntimeWarning, match="cannot read"):
        assert weights.hard_params((), tmp_path / "absent.json") == HARD
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "carc_desktop-ai-weights", "version": 1, "sets": {"base": '
                      '{"weights": {"meeple": "lots"}}}}')
    with pytest.warns(RuntimeWarning, match="'meeple' must be a finite number"):
        assert weights.hard_params((), broken) == HARD


@pytest.mark.parametrize("entry, reason", [
    ({"meeple": 99.0}, "outside"),
    ({"meeple": float("nan")}, "finite number"),
    ({"meeple": True}, "finite number"),
    ({"exact_final": 1.0}, "not tunable"),
    ({"wisdom": 1.0}, "unknown"),
])
def test_bad_entries_are_refused_with_a_reason(entry: dict, reason: str) -> None:
    with pytest.raises(weights.WeightsError, match=reason):
        weights.params_from_dict(entry)


def test_missing_names_keep_the_defaults_and_a_bad_file_is_not_overwritten(tmp_path: Path) -> None:
    assert weights.params_from_dict({}) == HARD
    assert weights.params_from_dict({"meeple": 4}).meeple == 4.0
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"format": "something else"}))
    with pytest.raises(weights.WeightsError, match="not a carc_desktop-ai-weights file"):
        weights.write_set("base", HARD, {}, path)
    assert json.loads(path.read_text()) == {"format": "something else"}
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_hard_plays_with_the_weights_of_its_expansion_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard asks for its game's set and plays with what comes back: weights far from the
    defaults change some choices, and those choices are what ``params=`` gives."""
    from carc_desktop.ai import levels
    odd = replace(HARD, meeple=0.5, farm_city=5.0, fill_rate=1.5, porxada_token=3.0)
    asked: list[tuple[str, ...]] = []

    def fake(expansions: tuple[str, ...]) -> object:
        asked.append(tuple(expansions))
        return odd

    game = Game(2, RuleSet("C3", ("la_porxada",)), seed=3)
    differs = 0
    for n in range(40):
        if game.phase == "place":
            default = choose_move(game, "hard", n, iterations=0)
            with monkeypatch.context() as m:
                m.setattr(levels, "hard_params", fake)
                from_file = choose_move(game, "hard", n, iterations=0)
            assert from_file == choose_move(game, "hard", n, iterations=0, params=odd)
            differs += from_file != default
        game.push(choose_move(game, "normal", n))
    assert asked and set(asked) == {("la_porxada",)}
    assert differs > 0
