"""Hints ("What would the computer do?", issue 20): the hard level's own choice at the
computer players' seed, for every decision kind of every expansion; the game never changes;
"Play this" plays exactly the hinted moves; counts per seat survive save and load."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from controller_helpers import seats

from carc_desktop.ai import choose_move
from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.controller.hints import Hint, hint_seed, hints_from_game
from carc_desktop.engine import Game, PlaceTile, RuleSet, game_from_record, load_all
from carc_desktop.storage import Storage

RECORDS = Path(__file__).resolve().parents[1] / "engine" / "records"
ALL = tuple(sorted(load_all()))

#: (seed, decisions played at random) of a game with every expansion, per decision kind;
#: early and quick positions for hard without a time budget (found by playing at random).
POSITIONS = {
    "place": (0, 2),
    "deploy": (0, 3),
    "builder_second_tile": (0, 68),
    "porxada": (1, 37),
    "porxada_answer": (0, 119),
    "leipzig": (1, 4),
    "porxada_remove": (9, 43),
}


def random_position(seed: int, decisions: int) -> Game:
    game = Game(2, RuleSet("C3", ALL), seed=seed)
    rng = random.Random(seed)
    while len(game.history) < decisions:
        game.play(rng.choice(game.legal_moves()))
    return game


def score_order_position() -> Game:
    """Two Leipzig roads completed by one tile: the player picks which scores first."""
    data = json.loads((RECORDS / "markets_of_leipzig" / "25_two_roads_one_tile.json").read_text())
    return game_from_record(data, stop_at=10)


def positions() -> list[tuple[str, Game]]:
    out = [(kind, random_position(*where)) for kind, where in POSITIONS.items()]
    return out + [("score_order", score_order_position())]


def people(game: Game) -> list[PlayerSetup]:
    return [PlayerSetup(p.name, p.color) for p in game.players]


def ask(c: GameController, qtbot) -> Hint:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(c.hints.ready, timeout=60_000) as got:
        assert c.hints.request(time_budget=None)
    hint = got.args[0]
    assert isinstance(hint, Hint)
    return hint


def test_the_hint_is_the_hard_levels_choice_for_every_decision_kind(make_controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    seen = set()
    for kind, game in positions():
        assert game.phase == kind and len(game.legal_moves()) > 1
        c.set_game(game, people(game))
        before = game.snapshot()
        seed = hint_seed(game)
        hint = ask(c, qtbot)
        assert game.snapshot() == before, kind  # the hint never changes the game
        assert c.game is game
        assert hint.player == game.decider and hint.position == len(game.history)
        assert hint.move in game.legal_moves(), kind
        assert game.check(hint.move) is None
        assert hint.move == choose_move(game.copy(), "hard", seed), kind
        assert c.hints.counts[game.decider] == 1 and sum(c.hints.counts) == 1  # counts start anew per game
        if kind == "place":
            # After a placement the same plan's figure step (what hard plays next) comes with it.
            assert len(hint.moves) == 2
            after = game.copy()
            after.play(hint.move)
            assert after.phase == "deploy" and hint.moves[1] in after.legal_moves()
        else:
            assert len(hint.moves) == 1
        seen.add(kind)
    assert seen == {"place", "deploy", "leipzig", "porxada", "porxada_answer", "porxada_remove",
                    "builder_second_tile", "score_order"}


def test_the_hints_facts_come_from_the_engines_preview(make_controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    game = random_position(0, 2)
    c.set_game(game, people(game))
    hint = ask(c, qtbot)
    shown = game.preview(*hint.moves)
    assert hint.points == {p: v for p, v in shown.points.items() if v}
    deploy = hint.deploy
    if deploy is not None:
        assert hint.figure is not None
        after = game.copy()
        for m in hint.moves:
            after.play(m)
        placed = after.board.placements[-1]
        feature = after.feature_of(placed, placed.tile.segment_index[deploy.feature])
        assert hint.figure == after.value_now(feature)


def test_play_this_plays_exactly_the_hinted_moves(make_controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    game = random_position(0, 2)
    c.set_game(game, people(game))
    hint = ask(c, qtbot)
    start = len(game.history)
    assert isinstance(hint.move, PlaceTile)
    assert c.hints.play()
    assert tuple(game.history[start:]) == hint.moves
    assert c.hints.current is None
    # A hint for an earlier decision is refused and plays nothing.
    with qtbot.waitSignal(c.hints.refused):
        assert not c.hints.play(hint)
    assert len(game.history) == start + len(hint.moves)


def test_any_other_move_dismisses_the_hint_and_asking_again_is_not_counted_twice(make_controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    game = random_position(0, 3)
    c.set_game(game, people(game))
    first = ask(c, qtbot)
    again = ask(c, qtbot)
    assert again is first and c.hints.counts == [0, 1]  # Bob (seat 1) decides at 3 decisions
    other = next(m for m in c.legal_moves() if m != first.move)
    assert c.choose(other)
    assert c.hints.current is None


def test_no_hint_for_a_computer_or_when_hidden_or_after_the_game(make_controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    c.new_game(seats(2, computer=(0,)), RuleSet("C3", ALL), seed=3)
    assert c.is_computer(c.game.decider)
    with qtbot.waitSignal(c.hints.refused) as got:
        assert not c.hints.request(time_budget=None)
    assert "computer" in got.args[0]
    game = random_position(0, 2)
    c.set_game(game, people(game))
    c.hints.enabled = False
    with qtbot.waitSignal(c.hints.refused) as got:
        assert not c.hints.request(time_budget=None)
    assert "settings" in got.args[0]
    assert c.hints.counts == [0, 0]


def test_an_answer_for_a_position_left_behind_is_dropped(make_controller, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    game = random_position(0, 2)
    c.set_game(game, people(game))
    got: list[object] = []
    c.hints.ready.connect(got.append)
    assert c.hints.request(time_budget=None)
    assert c.hints.busy
    assert c.choose(c.legal_moves()[-1])  # the player moved on before the answer came
    assert not c.hints.busy
    qtbot.wait(200)
    assert c.hints.busy is False and got == [] and c.hints.counts == [0, 0]


def test_hint_counts_are_saved_in_the_seats_and_loaded_back(make_controller, qtbot, storage: Storage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = make_controller(storage)
    game = random_position(0, 2)
    c.set_game(game, people(game))
    ask(c, qtbot)
    assert c.hints.counts == [0, 1]  # Bob decides after two decisions
    record = c.record()
    assert record["seats"][1]["hints"] == 1 and "hints" not in record["seats"][0]
    loaded = game_from_record(json.loads(json.dumps(record)))
    d = make_controller()
    d.set_game(loaded)
    assert d.hints.counts == [0, 1]
    # The game's own file (autosaved when the hint was given) keeps it too.
    assert c.flush_autosave()
    path = c.files.game_path
    assert path is not None and hints_from_game(storage.load(path, remember=False).game) == [0, 1]
    # A record without the key (an older save) loads with no hints used.
    del record["seats"][1]["hints"]
    d.set_game(game_from_record(record))
    assert d.hints.counts == [0, 0]


@pytest.mark.parametrize("bad", [-1, True, "3", 10**9])
def test_a_malformed_hint_count_reads_as_none_used(make_controller, bad: object) -> None:
    game = random_position(0, 2)
    c = make_controller()
    c.set_game(game, people(game))
    record = c.record()
    record["seats"][0]["hints"] = bad
    c.set_game(game_from_record(record))
    assert c.hints.counts == [0, 0] and c.is_computer(0) is False
