"""Computer players: legal moves only, games finish, determinism, no side effects, greedy
takes the best immediate gain."""

from __future__ import annotations

import random

import pytest

from carc_desktop.ai import LEVELS, choose_move
from carc_desktop.ai.arena import run, wilson
from carc_desktop.ai.knowledge import determinised_bag
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.moves import Move, PlaceTile
from carc_desktop.engine.record import game_from_record, record_from_game
from carc_desktop.engine.rules import RuleSet

ALL = tuple(sorted(load_all()))
#: Seat pairs for the 50 games (fast levels; hard is exercised on a few positions below).
PAIRS = [("greedy", "easy"), ("easy", "random"), ("normal", "greedy"), ("random", "greedy"), ("easy", "greedy")]


def _rules(seed: int) -> RuleSet:
    """All expansions present, and now and then a subset (every one of them appears)."""
    if seed % 3 == 0 or not ALL:
        return RuleSet("C3" if seed % 2 else "C2", ALL)
    subset = tuple(e for i, e in enumerate(ALL) if (seed >> i) & 1)
    return RuleSet("C3", subset)


def _play(seed: int, levels: tuple[str, str], check_snapshot_every: int = 0) -> Game:
    game = Game(2, _rules(seed), seed=seed)
    n = 0
    while not game.finished:
        legal = game.legal_moves()
        assert legal, "an unfinished game must offer a decision"
        seat = game.decider
        assert seat is not None
        before = game.snapshot() if check_snapshot_every and n % check_snapshot_every == 0 else None
        move = choose_move(game, levels[seat], seed * 1000 + n)
        if before is not None:
            assert game.snapshot() == before, f"choose_move changed the game ({levels[seat]})"
        assert isinstance(move, Move)
        assert move in legal, f"{levels[seat]} chose an illegal move {move}"
        game.play(move)  # checked path: raises on an illegal move
        n += 1
        assert n < 3000
    return game


@pytest.mark.parametrize("chunk", range(5))
def test_fifty_games_only_legal_moves_and_they_finish(chunk: int) -> None:
    for seed in range(chunk * 10, chunk * 10 + 10):
        game = _play(seed, PAIRS[seed % len(PAIRS)], check_snapshot_every=7 if seed % 5 == 0 else 0)
        assert game.finished and game.tiles_left() == 0
        assert game.score_before_final is not None


def test_same_seed_same_moves() -> None:
    a = _play(123, ("easy", "greedy"))
    b = _play(123, ("easy", "greedy"))
    assert a.history == b.history
    c = _play(124, ("easy", "greedy"))
    assert c.history != a.history


def _positions(count: int, expansions: tuple[str, ...] = ALL) -> list[Game]:
    """Games advanced by random play to various phases (some at a figure decision)."""
    out = []
    for i in range(count):
        game = Game(2, RuleSet("C3", expansions), seed=500 + i)
        rng = random.Random(i)
        steps = 6 + 9 * i
        while not game.finished and steps > 0:
            game.push(rng.choice(game.legal_moves()))
            steps -= 1
        if not game.finished:
            out.append(game)
    return out


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_choose_move_leaves_the_game_unchanged_and_is_deterministic(level: str) -> None:
    for game in _positions(4):
        before = game.snapshot()
        history = list(game.history)
        bag, bag_pos = game.bag, game.bag_pos
        kwargs = {"iterations": 3} if level == "hard" else {}
        m1 = choose_move(game, level, 77, **kwargs)
        assert game.snapshot() == before
        assert game.history == history and game.bag == bag and game.bag_pos == bag_pos
        assert not game.journal.ops or len(game._marks) == len(history)
        m2 = choose_move(game, level, 77, **kwargs)
        assert m1 == m2
        assert m1 in game.legal_moves()
        # The search must also work on a clone made the controller's way.
        clone = game_from_record(record_from_game(game))
        assert choose_move(clone, level, 77, **kwargs) == m1


def test_hard_plays_a_few_positions_with_a_tiny_budget() -> None:
    for game in _positions(3):
        for _ in range(3):
            if game.finished:
                break
            before = game.snapshot()
            move = choose_move(game, "hard", 5, iterations=2)
            assert game.snapshot() == before
            assert move in game.legal_moves()
            game.play(move)


def test_search_never_reads_the_hidden_order() -> None:
    """Two games that differ only in the order of the unseen tiles get the same move."""
    game = Game(2, RuleSet("C3", ()), seed=31)
    rng = random.Random(3)
    for _ in range(20):
        game.push(rng.choice(game.legal_moves()))
    assert game.phase == "place"
    shuffled = Game(2, RuleSet("C3", ()), seed=31,
                    draws=determinised_bag(game, random.Random(99)))
    for m in game.history:
        shuffled.push(m)
    assert shuffled.tile is game.tile and shuffled.remaining_tiles() == game.remaining_tiles()
    assert shuffled.bag != game.bag
    for level in ("greedy", "easy", "normal"):
        assert choose_move(game, level, 8) == choose_move(shuffled, level, 8)
    assert choose_move(game, "hard", 8, iterations=4) == choose_move(shuffled, "hard", 8, iterations=4)


def _immediate_gain(game: Game, me: int) -> int:
    """Best score difference the decider can get by the end of this turn (brute force)."""
    pos0 = game.bag_pos
    if game.finished or game.bag_pos != pos0:
        return 0
    best = None
    for m in game.legal_moves():
        game.play(m)
        if game.finished or game.bag_pos != pos0 or game.decider != me:
            value = game.scores[me] - game.scores[1 - me]
        else:
            value = _immediate_gain(game, me)
        game.undo()
        if best is None or value > best:
            best = value
    assert best is not None
    return best


def _gain_after(game: Game, move: Move, me: int) -> int:
    pos0 = game.bag_pos
    game.play(move)
    if game.finished or game.bag_pos != pos0 or game.decider != me:
        value = game.scores[me] - game.scores[1 - me]
    else:
        value = _immediate_gain(game, me)
    game.undo()
    return value


def _constructed_road_position() -> Game:
    """Red has a thief on a road running from a junction east of the start tile to its
    west edge; Red now holds another junction that closes it (3 points) at (-1, 0)."""
    rest = [t for t in Game(2, seed=1).bag if t not in ("BASE-W", "BASE-B")]
    game = Game(2, draws=["BASE-W", "BASE-B", "BASE-W"] + rest[:20])
    game.play(PlaceTile(1, 0, 0))
    road_to_start = next(m for m in game.legal_moves() if getattr(m, "feature", None) == "road3")
    game.play(road_to_start)
    game.play(PlaceTile(0, -1, 0))
    game.play(next(m for m in game.legal_moves() if m.type == "skip"))
    assert game.decider == 0 and game.tile is not None and game.tile.id == "BASE-W"
    return game


def test_greedy_takes_the_maximal_immediate_gain() -> None:
    game = _constructed_road_position()
    gains = {m: _gain_after(game, m, 0) for m in game.legal_moves()}
    best = max(gains.values())
    assert best == 3 and min(gains.values()) == 0  # the position really offers a choice
    for seed in range(8):
        move = choose_move(game, "greedy", seed)
        assert gains[move] == best
        assert isinstance(move, PlaceTile) and (move.x, move.y) == (-1, 0)
        # ... and the figure step that follows keeps the gain.
        game.play(move)
        follow = choose_move(game, "greedy", seed)
        assert _gain_after(game, follow, 0) == best
        game.undo()


def test_every_level_closes_the_road() -> None:
    game = _constructed_road_position()
    for level in ("normal", "hard"):
        move = choose_move(game, level, 1, iterations=4) if level == "hard" else choose_move(game, level, 1)
        assert isinstance(move, PlaceTile) and (move.x, move.y) == (-1, 0), level


def test_unknown_level_and_finished_game_are_refused() -> None:
    game = Game(2, seed=3)
    with pytest.raises(ValueError):
        choose_move(game, "grandmaster", 1)
    finished = Game(2, draws=["BASE-U"])
    finished.play(finished.legal_moves()[0])
    finished.play(finished.legal_moves()[0])
    assert finished.finished
    with pytest.raises(ValueError):
        choose_move(finished, "normal", 1)


def test_arena_reports_the_documented_keys() -> None:
    out = run(2, "greedy", "random", (), seed=4, jobs=1)
    for key in ("games", "wins_a", "wins_b", "draws", "win_rate_a", "wilson_low_a", "mean_score_a",
                "mean_score_b", "move_time_p95_a_s", "move_time_p95_b_s"):
        assert key in out
    assert out["games"] == 2 and out["wins_a"] + out["wins_b"] + out["draws"] == 2
    low, high = wilson(150, 200)
    assert 0.68 < low < 0.75 < high < 0.81
