"""The questions UI and AI ask the engine: check, copy, preview and value_now."""

from __future__ import annotations

import random

import pytest

from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.expansions.markets_of_leipzig import LeipzigChoice
from carc_desktop.engine.final import final_scoring
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Deploy, IllegalMoveError, PlaceTile, Skip
from carc_desktop.engine.record import game_from_record, new_game_from_record, record_from_game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.engine.tileset import CITY, ROAD

ALL = tuple(sorted(load_all()))


def _game(seed: int, edition: str = "C3", expansions: tuple[str, ...] = ALL) -> Game:
    return Game(2 + seed % 3, RuleSet(edition, expansions), seed=seed)


def _replayed(game: Game) -> Game:
    return game_from_record(record_from_game(game))


# --- check ------------------------------------------------------------------------------------
def _candidates(game: Game, rng: random.Random) -> list[object]:
    """Legal moves and near misses: placements off by a cell or a turn, deploys elsewhere."""
    legal = game.legal_moves()
    out: list[object] = list(legal)
    for m in legal[:6]:
        if isinstance(m, PlaceTile):
            out += [PlaceTile(m.x + 1, m.y, m.rotation), PlaceTile(m.x, m.y, (m.rotation + 1) % 4),
                    PlaceTile(m.x, m.y, 5), PlaceTile(0, 0, m.rotation), PlaceTile(m.x + 40, m.y, 0)]
    out += [Deploy("follower", f) for f in ("road1", "city1", "field1", "monastery", "nowhere")]
    out += [Deploy("builder", "road1"), Deploy("pig", "field1"), Skip(), "not a move"]
    rng.shuffle(out)
    return out


@pytest.mark.parametrize("seed", range(3))
def test_check_is_the_one_legality_check(seed: int) -> None:
    game = _game(seed)
    rng = random.Random(seed)
    codes: set[str] = set()
    while not game.finished:
        legal = game.legal_moves()
        before = game.snapshot()
        for move in _candidates(game, rng):
            refusal = game.check(move)  # type: ignore[arg-type]
            assert (refusal is None) == (move in legal), move
            if refusal is not None:
                codes.add(refusal.code)
                with pytest.raises(IllegalMoveError) as raised:
                    game.play(move)  # type: ignore[arg-type]
                assert (raised.value.code, raised.value.params) == (refusal.code, refusal.params)
        assert game.snapshot() == before
        game.play(rng.choice(legal))
    assert {"cell_taken", "not_adjacent", "bad_rotation", "edge_mismatch", "wrong_decision",
            "not_a_move", "no_such_feature"} <= codes
    refusal = game.check(Skip())
    assert refusal is not None and refusal.code == "game_over"


def test_edge_mismatch_says_whether_turning_the_tile_helps() -> None:
    game = Game(2, seed=3)
    seen = {True: 0, False: 0}
    for _ in range(30):
        tile = game.tile
        assert tile is not None
        for cell, pattern in sorted(game.board.frontier.items()):
            fitting = tile.rotations_fitting(pattern)
            for r in range(4):
                refusal = game.check(PlaceTile(cell.x, cell.y, r))
                assert (refusal is None) == (r in fitting)
                if refusal is not None:
                    assert refusal.code == "edge_mismatch"
                    assert refusal.params["fits_turned"] == bool(fitting)
                    seen[bool(fitting)] += 1
        game.play(game.legal_moves()[0])
        game.play(Skip())
    assert seen[True] and seen[False]


# --- copy -------------------------------------------------------------------------------------
def _play_randomly(game: Game, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if game.finished:
            return
        game.play(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("seed", range(8))
def test_copy_is_independent_and_equals_a_replay(seed: int) -> None:
    edition = "C2" if seed % 2 else "C3"
    game = _game(seed, edition)
    rng = random.Random(seed)
    _play_randomly(game, rng, 40 + 17 * seed)
    before = game.snapshot()
    copy = game.copy()
    assert copy.snapshot() == before and copy.history == game.history
    # Different continuations: each equals a replay of its own record, neither sees the other.
    _play_randomly(copy, random.Random(seed + 100), 60)
    assert game.snapshot() == before
    _play_randomly(game, random.Random(seed + 200), 60)
    assert game.snapshot() == _replayed(game).snapshot()
    assert copy.snapshot() == _replayed(copy).snapshot()
    # Undo on the copy walks back through the moves made before the copy too.
    for _ in range(len(copy.history) // 2):
        copy.undo()
        assert copy.snapshot() == _replayed(copy).snapshot()
    while copy.history:
        copy.undo()
    assert copy.snapshot() == new_game_from_record(record_from_game(game)).snapshot()


@pytest.mark.parametrize("seed", range(4))
def test_a_copy_without_undo_history_is_the_same_game_and_undoes_its_own_moves(seed: int) -> None:
    """What the computer players think on: ``copy(undo=False)`` plays on exactly as a full
    copy does, takes back what was played on it, and refuses to go further back."""
    game = _game(seed, "C2" if seed % 2 else "C3")
    _play_randomly(game, random.Random(seed), 30 + 23 * seed)
    before = game.snapshot()
    full, light = game.copy(), game.copy(undo=False)
    assert light.snapshot() == before and light.history == game.history and not light.journal.ops
    _play_randomly(full, random.Random(seed + 7), 80)
    _play_randomly(light, random.Random(seed + 7), 80)
    assert light.history == full.history and light.snapshot() == full.snapshot() == _replayed(full).snapshot()
    assert game.snapshot() == before
    while len(light.history) > len(game.history):
        light.undo()
    assert light.snapshot() == before
    with pytest.raises(IllegalMoveError):
        light.undo()
    assert light.snapshot() == before


def test_copy_in_the_middle_of_a_scoring_decision() -> None:
    """A copy taken while a Leipzig decision is pending (a live scoring context) plays on."""
    for seed in range(60):
        game = _game(seed, expansions=("markets_of_leipzig",))
        rng = random.Random(seed)
        while not game.finished and game.phase != "leipzig":
            game.play(rng.choice(game.legal_moves()))
        if game.finished:
            continue
        copy, light = game.copy(), game.copy(undo=False)
        assert copy.scoring is not None and copy.scoring is not game.scoring
        assert copy.scoring.feature is copy.features.nodes[copy.scoring.feature.id]
        assert light.scoring is not None and light.scoring.feature is light.features.nodes[light.scoring.feature.id]
        _play_randomly(light, random.Random(seed), 500)
        assert light.snapshot() == _replayed(light).snapshot()
        _play_randomly(copy, random.Random(seed), 500)
        _play_randomly(game, random.Random(seed + 1), 500)
        assert copy.snapshot() == _replayed(copy).snapshot()
        assert game.snapshot() == _replayed(game).snapshot()
        return
    pytest.fail("no Leipzig decision came up")


# --- preview ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(4))
def test_preview_tells_what_play_does_and_changes_nothing(seed: int) -> None:
    game = _game(seed)
    rng = random.Random(seed)
    while not game.finished:
        legal = game.legal_moves()
        move = rng.choice(legal)
        before = game.snapshot()
        shown = game.preview(move)
        assert game.snapshot() == before
        scores = list(game.scores)
        events = game.play(move)
        assert list(shown.events) == events
        assert shown.points == {p: s - scores[p] for p, s in enumerate(game.scores) if s != scores[p]}
        if isinstance(move, PlaceTile):
            assert set(shown.completed) == set(game.completed)
    with pytest.raises(IllegalMoveError):
        game.preview(Skip())


def test_preview_of_a_placement_with_the_figure_step() -> None:
    """A placement then Skip: the points its completions would score at once."""
    found = 0
    for seed in range(20):
        game = Game(2, seed=seed)
        rng = random.Random(seed)
        while not game.finished and found < 5:
            if game.phase == "place":
                for move in game.legal_moves():
                    shown = game.preview(move, Skip())
                    if shown.points:
                        copy = game.copy()
                        scores = list(copy.scores)
                        copy.play(move)
                        completed = set(copy.completed)
                        copy.play(Skip())
                        assert shown.points == {p: s - scores[p] for p, s in enumerate(copy.scores) if s != scores[p]}
                        assert set(shown.completed) == completed
                        found += 1
                        break
            game.play(rng.choice(game.legal_moves()))
    assert found == 5


# --- value_now --------------------------------------------------------------------------------
def _keen(game: Game, rng: random.Random) -> object:
    """A random move, but figures are placed whenever they can be (more features to score)."""
    legal = game.legal_moves()
    deploys = [m for m in legal if isinstance(m, Deploy)]
    return rng.choice(deploys if deploys and rng.random() < 0.8 else legal)


def _scored_by_node(events: list, reason: str) -> dict[int, dict[int, int]]:
    return {ev.data["node"]: ev.points for ev in events if ev.type == "score" and ev.data.get("reason") == reason}


@pytest.mark.parametrize("edition", ["C3", "C2"])
def test_value_now_of_a_completed_feature_is_what_its_scoring_pays(edition: str) -> None:
    checked = paying = 0
    kinds: set[str] = set()
    for seed in range(12):
        game = _game(seed, edition)
        rng = random.Random(seed)
        while not game.finished:
            if game.phase == "deploy" and game.completed:
                move = _keen(game, rng)
                # The position the scoring sees: the figure stands, nothing is scored yet.
                at_scoring = game.copy()
                if isinstance(move, Deploy):
                    last = at_scoring.last
                    assert last is not None
                    at_scoring.place_figure(game.current, move.figure, last, last.tile.segment_index[move.feature])
                values = {r: at_scoring.value_now(at_scoring.features.nodes[r]) for r in game.completed}
                events = game.play(move)
                # Nobody sends to Leipzig: value_now answers for the scoring without that decision.
                while game.phase == "leipzig" or game.phase == "score_order":
                    choice = [m for m in game.legal_moves() if not isinstance(m, LeipzigChoice) or m.quarter is None]
                    events += game.play(choice[0])
                paid = _scored_by_node(events, "completed")
                for root, value in values.items():
                    assert value.complete
                    assert value.points == paid.get(root, {}), (seed, root, value)
                    checked += 1
                    paying += bool(value.points)
                    kinds.add(value.kind)
                continue
            game.play(_keen(game, rng))
    assert checked > 150 and paying > 25 and {ROAD, CITY} <= kinds


@pytest.mark.parametrize("edition", ["C3", "C2"])
def test_value_now_of_an_unfinished_feature_is_what_final_scoring_pays(edition: str) -> None:
    checked = 0
    for seed in range(12):
        game = _game(seed, edition)
        rng = random.Random(seed)
        turns = 0
        while not game.finished:
            game.play(_keen(game, rng))
            turns += 1
            if turns % 25:
                continue
            # Mid-game: final scoring run for real on a copy.
            copy = game.copy()
            first = len(copy.events)
            final_scoring(copy)
            paid = _scored_by_node(copy.events[first:], "final")
            checked += _compare_final(game, paid)
        # The end: the game's own final scoring.
        checked += _compare_final(game, _scored_by_node(game.events, "final"))
    assert checked > 300


def _compare_final(game: Game, paid: dict[int, dict[int, int]]) -> int:
    n = 0
    roots = {game.features.find(game.board.placements[pi].nodes[si]) for pi, si in game.figure_at}
    for root in roots:
        value = game.value_now(game.features.nodes[root])
        if value.complete:
            continue
        assert value.points == paid.get(root, {}), (root, value)
        n += 1
    return n


def test_value_now_changes_nothing_and_counts_expansion_modifiers() -> None:
    notes: set[str] = set()
    items: set[str] = set()
    for seed in range(10):
        game = _game(seed)
        rng = random.Random(seed)
        while not game.finished:
            game.play(rng.choice(game.legal_moves()))
            if len(game.history) % 7:
                continue
            before = game.snapshot()
            for node in {game.features.find(n) for n in range(len(game.features.nodes))}:
                value = game.value_now(game.features.nodes[node])
                notes.update(code for code, _ in value.notes)
                items.update(code for code, _, _ in value.items)
            assert game.snapshot() == before
    assert "surveyor" in notes and "pig" in items
