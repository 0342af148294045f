"""Rule options: their metadata, records naming them in full (and old records keeping the
behaviour they were written with), and each setting changing an outcome in a small position.
Also ``score_order`` naming the feature by any of its cells.

Option settings covered elsewhere: ``leipzig_wainwrights_on_send`` (records 32a/32b),
``leipzig_wainwrights_c2_road_squares`` under Highway (Land Surveyors records 25-37),
``leipzig_extra_follower`` (record option_no_extra_follower), ``ls_*_wealth_sign`` (records
06/07 and 16/17 of the Land Surveyors), ``tb_builder_second_tile_optional`` (records 20-22 of
Traders & Builders), ``porxada_bonus_coiners`` / ``porxada_bonus_surveyor`` (La Porxada
records 10-13).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from carc_desktop.engine.expansions import load_all, options_for
from carc_desktop.engine.expansions.la_porxada import PorxadaChoice
from carc_desktop.engine.expansions.markets_of_leipzig import LeipzigChoice
from carc_desktop.engine.game import Game, SetupError
from carc_desktop.engine.moves import Deploy, IllegalMoveError, PlaceTile, ScoreFirst, Skip
from carc_desktop.engine.record import RecordError, game_from_record, record_from_game, replay_summary
from carc_desktop.engine.rules import CLARIFICATIONS, CORE, OPTIONS, SOURCE_CLARIFICATION, SOURCES, RuleSet

RECORDS = Path(__file__).parent / "records"
ALL = tuple(sorted(load_all()))
STACKS = {"city": ["LS-CITY-WEALTH", "LS-CITY-SIEGE", "LS-CITY-CITIZENS-JURY", "LS-CITY-BAD-NEIGHBOURHOOD",
                   "LS-CITY-POVERTY"],
          "road": ["LS-ROAD-STREET-FAIR", "LS-ROAD-HIGHWAY", "LS-ROAD-PEASANT-UPRISING", "LS-ROAD-WEALTH-OR-POVERTY"],
          "monastery": ["LS-MONASTERY-HERMIT", "LS-MONASTERY-PILGRIMAGE", "LS-MONASTERY-WEALTH-OR-POVERTY"]}


def _record(path: str) -> dict[str, Any]:
    return json.loads((RECORDS / path).read_text(encoding="utf-8"))


def _play(game: Game, *moves: Any) -> None:
    for m in moves:
        game.play(PlaceTile(*m) if isinstance(m, tuple) else m)


# --- metadata ------------------------------------------------------------------------------
def test_every_option_has_its_metadata() -> None:
    for cls in load_all().values():
        for name, (kind, default) in cls.options.items():
            opt = OPTIONS[name]
            assert (opt.expansion, opt.kind, opt.default) == (cls.name, kind, default), name
            assert opt.source in SOURCES and opt.title and opt.effect.endswith("."), name
            assert (opt.source == SOURCE_CLARIFICATION) == bool(opt.date), name
            assert opt.problem(opt.default) is None and opt.problem(opt.legacy) is None, name
            assert all(n in load_all() for n in opt.needs), name
    assert OPTIONS["followers"].expansion == CORE
    assert all(c.date and c.effect for c in CLARIFICATIONS.values())


def test_options_for_offers_an_interaction_only_with_both_expansions() -> None:
    alone = {o.name for o in options_for(["la_porxada"])}
    both = {o.name for o in options_for(["la_porxada", "markets_of_leipzig"])}
    assert "porxada_bonus_coiners" not in alone and "porxada_bonus_coiners" in both
    assert "porxada_swap_may_decline" in alone


def test_a_value_outside_the_choices_is_refused_with_a_code() -> None:
    with pytest.raises(SetupError) as info:
        Game(2, RuleSet("C3", ("markets_of_leipzig",), {"leipzig_arrangement": "diagonal"}))
    assert info.value.code == "option_value"
    with pytest.raises(SetupError) as info:
        Game(2, RuleSet("C3", ("the_land_surveyors",), {"ls_road_wealth_sign": 2}))
    assert info.value.code == "option_value"


# --- records: every option in full; old records keep their behaviour ---------------------------
def test_a_saved_record_names_every_option() -> None:
    game = Game(3, RuleSet("C2", ALL), seed=4)
    written = record_from_game(game)["rules"]["options"]
    assert set(written) == {"followers"} | {n for cls in load_all().values() for n in cls.options}
    assert written["tb_builder_second_tile_optional"] is True and written["porxada_bonus_coiners"] is True


def test_a_record_without_the_new_options_replays_as_it_was_written() -> None:
    record = _record("traders_and_builders/01_builder_double_turn_no_chain.json")
    assert "tb_builder_second_tile_optional" not in record["rules"]["options"]
    assert game_from_record(record).rules.options["tb_builder_second_tile_optional"] is False
    record = _record("la_porxada/10_bonus_with_coiners.json")
    del record["rules"]["options"]["porxada_bonus_coiners"]
    game = game_from_record(record)
    assert game.rules.options["porxada_bonus_coiners"] is False
    assert replay_summary(game)["players"][0]["score"] == 19  # as record 11, the option off
    # A new game plays the rules' reading.
    assert Game(2, RuleSet("C3", ("traders_and_builders",))).rules.options["tb_builder_second_tile_optional"]


# --- score_order: any cell and feature id of the feature ------------------------------------------
def _at_score_order() -> tuple[dict[str, Any], Game, int]:
    record = _record("markets_of_leipzig/26b_order_gate_road_first.json")
    index = next(i for i, m in enumerate(record["moves"]) if m["type"] == "score_order")
    return record, game_from_record(record, stop_at=index), index


def test_score_order_accepts_another_cell_of_the_feature() -> None:
    record, game, index = _at_score_order()
    assert game.phase == "score_order"
    # Road A (Leipzig 04 + U(2,0) + X(3,0)) named by U's cell instead of X's, then by the
    # Leipzig tile's outer square: the same choice, the same game.
    for cell in ((2, 0, "road1"), (1, 0, "road1")):
        changed = copy.deepcopy(record)
        changed["moves"][index] = {"type": "score_order", "x": cell[0], "y": cell[1], "feature": cell[2]}
        assert replay_summary(game_from_record(changed)) == replay_summary(game_from_record(record))


@pytest.mark.parametrize("move, code", [
    (ScoreFirst(9, 9, "road1"), "order_no_tile"),
    (ScoreFirst(2, 0, "city7"), "order_no_feature"),
    (ScoreFirst(1, 0, "leipzig"), "order_no_feature"),      # on the tile, not on that square
    (ScoreFirst(3, -1, "road2"), "order_not_a_choice"),     # an unfinished road of W(3,-1)
])
def test_score_order_refuses_what_is_not_a_choice(move: ScoreFirst, code: str) -> None:
    _, game, _ = _at_score_order()
    before = game.snapshot()
    with pytest.raises(IllegalMoveError) as info:
        game.play(move)
    assert info.value.code == code
    assert game.snapshot() == before


# --- Traders & Builders -------------------------------------------------------------------------
@pytest.mark.parametrize("on, points", [(False, 0), (True, 30)])
def test_goods_tie_at_zero(on: bool, points: int) -> None:
    # One tile and the game ends: nobody took a goods token of any kind.
    game = Game(2, RuleSet("C3", ("traders_and_builders",), {"tb_goods_tie_at_zero_scores": on}), draws=["BASE-E"])
    _play(game, next(iter(game.legal_moves())), Skip())
    assert game.finished and game.scores == [points, points]
    notes = [e.data["notes"] for e in game.events if e.type == "score" and e.data["feature"] == "goods"]
    assert notes == ([[["rule", ["tb_goods_tie_at_zero_scores", True]]]] * 3 if on else [])


# --- The Markets of Leipzig ---------------------------------------------------------------------
@pytest.mark.parametrize("on, bonus", [(False, 2), (True, 3)])
def test_wainwrights_count_of_the_leipzig_road_in_c2(on: bool, bonus: int) -> None:
    game = Game(2, RuleSet("C2", ("markets_of_leipzig",), {"leipzig_wainwrights_c2_road_squares": on}),
                draws=["BASE-A", "BASE-E"])
    # A at (-3,-1) closes Leipzig 01's gate road: C2 counts the long road as 1 tile, +1 for A.
    _play(game, (-3, -1, 3), Deploy("follower", "road1"), LeipzigChoice(0, "wainwrights"))
    event = [e for e in game.events if e.type == "score"][-1]
    assert event.data["tiles"] == 2 and event.points == {0: bonus}
    assert ["rule", ["leipzig_wainwrights_c2_road_squares", on]] in event.data["notes"]
    assert ["clarification", "leipzig_bonus_same_turn"] in event.data["notes"]


@pytest.mark.parametrize("on, total", [(False, 15), (True, 21)])
def test_wainwrights_once_or_per_scoring(on: bool, total: int) -> None:
    draws = ["BASE-A", "BASE-E", "BASE-U", "BASE-E", "BASE-A", "BASE-E", "BASE-V", "BASE-E", "BASE-V", "BASE-E"]
    game = Game(2, RuleSet("C3", ("markets_of_leipzig",), {"leipzig_wainwrights_per_scoring": on}), draws=draws)
    blue = Skip()
    # Red sends his only thief from 01's gate road (3 tiles) to the Wainwrights: +3.
    _play(game, (-3, -1, 3), Deploy("follower", "road1"), LeipzigChoice(0, "wainwrights"), (1, -2, 0), blue)
    # Two red thieves on 02's gate road, joined by two curves: gate road 2 + U + A + V + V = 6 tiles.
    _play(game, (-1, 2, 1), Deploy("follower", "road1"), (1, -3, 1), blue,
          (0, 2, 2), Deploy("follower", "road1"), (1, -4, 1), blue, (-1, 3, 3), Skip(), (1, -5, 1), blue,
          (0, 3, 0), Skip(), LeipzigChoice(0, "tanners"))
    # Red sends one thief to the Tanners and scores with the other: 6, Wainwrights 6 (or 12).
    assert game.scores == [total, 0]


def test_wainwrights_per_scoring_defaults_on_and_old_records_keep_once() -> None:
    """The 8/2024 clarification (sending is a scoring; with a second meeple Red "can score
    again") makes the default on; a record that does not name the option plays as before."""
    draws = ["BASE-A", "BASE-E", "BASE-U", "BASE-E", "BASE-A", "BASE-E", "BASE-V", "BASE-E", "BASE-V", "BASE-E"]
    new = Game(2, RuleSet("C3", ("markets_of_leipzig",)), draws=draws)
    assert new.rules.options["leipzig_wainwrights_per_scoring"] is True
    assert OPTIONS["leipzig_wainwrights_per_scoring"].source == SOURCE_CLARIFICATION
    assert OPTIONS["leipzig_wainwrights_per_scoring"].date == "8/2024"
    blue = Skip()
    _play(new, (-3, -1, 3), Deploy("follower", "road1"), LeipzigChoice(0, "wainwrights"), (1, -2, 0), blue,
          (-1, 2, 1), Deploy("follower", "road1"), (1, -3, 1), blue,
          (0, 2, 2), Deploy("follower", "road1"), (1, -4, 1), blue, (-1, 3, 3), Skip(), (1, -5, 1), blue,
          (0, 3, 0), Skip(), LeipzigChoice(0, "tanners"))
    assert new.scores == [21, 0]  # as test_wainwrights_once_or_per_scoring, the option on
    record = record_from_game(new)
    assert record["rules"]["options"]["leipzig_wainwrights_per_scoring"] is True
    assert game_from_record(record).scores == [21, 0]
    del record["rules"]["options"]["leipzig_wainwrights_per_scoring"]
    old = game_from_record(record)
    assert old.rules.options["leipzig_wainwrights_per_scoring"] is False
    assert old.scores == [15, 0]  # written before the default changed: once per road


def test_leipzig_arrangement_shuffled_is_recorded_and_replayed() -> None:
    signposts = Game(2, RuleSet("C3", ("markets_of_leipzig",)), seed=1)
    first = [p.tile.id for p in signposts.board.placements]
    shuffled = [Game(2, RuleSet("C3", ("markets_of_leipzig",), {"leipzig_arrangement": "shuffled"}), seed=s)
                for s in range(6)]
    orders = {tuple(p.tile.id for p in g.board.placements) for g in shuffled}
    assert first == ["LEIPZIG-01", "LEIPZIG-02", "LEIPZIG-04", "LEIPZIG-03"]
    assert len(orders) > 1 and all(sorted(o) == sorted(first) for o in orders)
    game = next(g for g in shuffled if [p.tile.id for p in g.board.placements] != first)
    record = record_from_game(game)
    assert record["leipzig_arms"] == [p.tile.id for p in game.board.placements]
    record["seed"] += 1  # the arms come from the record, not from the seed
    again = game_from_record(record)
    assert [p.tile.id for p in again.board.placements] == record["leipzig_arms"]
    record["leipzig_arms"] = ["LEIPZIG-01"] * 4
    with pytest.raises(RecordError):
        game_from_record(record)


# --- The Land Surveyors ---------------------------------------------------------------------------
@pytest.mark.parametrize("on, points", [(False, 8), (True, 6)])
def test_hermit_monastery_and_leipzig(on: bool, points: int) -> None:
    rules = RuleSet("C3", ("markets_of_leipzig", "the_land_surveyors"), {"ls_hermit_counts_leipzig": on})
    game = Game(2, rules, draws=["BASE-B", "BASE-B", "BASE-B", "BASE-V", "BASE-V", "BASE-E"],
                setup_data={"surveyor_stacks": STACKS})
    # Red's monk at (-1,-2) next to Leipzig 01 (a city cap on its outer square) and two quarter
    # squares; four more tiles complete the monastery with the Hermit Monastery active.
    _play(game, (-1, -2, 0), Deploy("follower", "monastery"), (-2, -2, 0), Skip(), (-2, -3, 0), Skip(),
          (-1, -3, 3), Skip(), (0, -3, 1), Skip())
    event = [e for e in game.events if e.type == "score"][-1]
    assert event.data["feature"] == "monastery" and event.points == {0: points}  # 9 - 1, or 9 - 3
    assert ["rule", ["ls_hermit_counts_leipzig", on]] in event.data["notes"]


# --- La Porxada -------------------------------------------------------------------------------------
def _at_porxada(on: bool) -> Game:
    record = _record("la_porxada/03_swap_accepted.json")
    record["rules"]["options"]["porxada_swap_may_decline"] = on
    index = next(i for i, m in enumerate(record["moves"]) if m["type"] == "porxada")
    return game_from_record(record, stop_at=index)


def test_swap_chosen_then_nothing_swapped() -> None:
    game = _at_porxada(True)
    placer = game.decider
    assert PorxadaChoice("swap") in game.legal_moves()
    figures = game.snapshot()["figures"]
    events = game.play(PorxadaChoice("swap"))
    assert game.get("px.option") == "swap" and game.phase == "deploy" and game.decider == placer
    assert [e.data for e in events if e.type == "porxada"] == [
        {"player": placer, "option": "swap", "target": None, "swapped": False}]
    assert game.snapshot()["figures"] == figures
    assert PorxadaChoice.from_record({"type": "porxada", "option": "swap"}) == PorxadaChoice("swap")
    assert PorxadaChoice("swap").to_record() == {"type": "porxada", "option": "swap"}


def test_swap_chosen_then_nothing_swapped_refused_when_off() -> None:
    game = _at_porxada(False)
    assert PorxadaChoice("swap") not in game.legal_moves()
    with pytest.raises(IllegalMoveError):
        game.play(PorxadaChoice("swap"))
