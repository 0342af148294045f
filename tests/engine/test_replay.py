"""A game's recipe (``GameRecipe``: its setup and a tuple of its decisions) is what the
window sends the computer players instead of a copy of the game: rebuilt, it is the same
game, and a ``ReplayCache`` kept between requests follows the game, an undo and a new game
included."""

from __future__ import annotations

import pickle
import random

import pytest

from carc_desktop.engine import Catalogue, Game, GameRecipe, ReplayCache, RuleSet, load_catalogue, rebuild_game
from carc_desktop.engine.expansions import load_all

ALL = tuple(sorted(load_all()))


def _same(a: Game, b: Game) -> None:
    assert a.snapshot() == b.snapshot()
    assert a.legal_moves() == b.legal_moves()
    assert a.history == b.history and a.bag == b.bag and a.rules == b.rules and a.players == b.players


@pytest.mark.parametrize("seed, players, expansions", [(1, 2, ()), (2, 4, ALL), (3, 6, ALL), (4, 3, ("traders_and_builders",))])
def test_a_rebuilt_game_is_the_game_at_every_position(seed: int, players: int, expansions: tuple[str, ...]) -> None:
    game = Game(players, RuleSet("C3", expansions), seed=seed)
    rng = random.Random(seed)
    while not game.finished:
        if len(game.history) % 9 == 0:
            _same(GameRecipe.of(game).build(), game.copy(undo=False))
        game.play(rng.choice(game.legal_moves()))
    _same(GameRecipe.of(game).build(), game)


def test_a_recipe_is_a_small_pickle_that_rebuilds_the_same_game(random_position) -> None:  # type: ignore[no-untyped-def]
    game = random_position(7, 150, players=4)
    recipe = GameRecipe.of(game)
    data = pickle.dumps(recipe, protocol=pickle.HIGHEST_PROTOCOL)
    assert len(data) * 3 < len(pickle.dumps(game.copy(undo=False), protocol=pickle.HIGHEST_PROTOCOL))
    _same(pickle.loads(data).build(), game)


def test_the_recipe_shares_nothing_the_game_changes_later(random_position) -> None:  # type: ignore[no-untyped-def]
    game = random_position(8, 30)
    recipe = GameRecipe.of(game)
    before = recipe.build().snapshot()
    game.play(game.legal_moves()[0])
    game.undo()
    game.undo()
    assert len(recipe.moves) == 30 and recipe.build().snapshot() == before


def test_the_cache_follows_moves_undo_and_a_new_game() -> None:
    cache = ReplayCache()
    game = Game(4, RuleSet("C3", ALL), seed=5)
    rng = random.Random(5)
    kept = None
    for _ in range(40):
        game.play(rng.choice(game.legal_moves()))
        mine = cache.game(GameRecipe.of(game))
        _same(mine, game.copy(undo=False))
        kept = cache.position(GameRecipe.of(game))
        mine.play(mine.legal_moves()[0])  # a private game: the kept one is not played on
        assert len(kept.history) == len(game.history)
    assert kept is cache.position(GameRecipe.of(game))  # continued, not rebuilt
    for _ in range(3):
        game.undo()
    _same(cache.game(GameRecipe.of(game)), game.copy(undo=False))
    game.play(game.legal_moves()[-1])  # another branch at the same length
    _same(cache.game(GameRecipe.of(game)), game.copy(undo=False))
    other = Game(4, RuleSet("C3", ALL), seed=6)
    other.play(other.legal_moves()[0])
    _same(cache.game(GameRecipe.of(other)), other)
    assert rebuild_game(other) is other  # a game (an older caller's copy) is used as it is


def test_a_game_on_a_catalogue_of_its_own_has_no_recipe() -> None:
    game = Game(2, seed=1, catalogue=Catalogue(load_catalogue().data))
    with pytest.raises(ValueError):
        GameRecipe.of(game)
