"""The computer players think on the game rebuilt from its recipe (the window sends that
instead of a copy): they choose exactly what they choose on a copy of the game itself,
also after the game was taken back and previewed on."""

from __future__ import annotations

import random

from carc_desktop.ai import choose_move
from carc_desktop.engine import Game, GameRecipe, ReplayCache, RuleSet
from carc_desktop.engine.expansions import load_all


def test_the_computer_chooses_the_same_move_on_the_rebuilt_game() -> None:
    cache = ReplayCache()
    for seed in range(3):
        game = Game(2 + seed, RuleSet("C3", tuple(sorted(load_all()))), seed=seed)
        rng = random.Random(seed)
        while not game.finished and len(game.history) < 70:
            for _ in range(7):
                if not game.finished:
                    game.play(rng.choice(game.legal_moves()))
            if game.finished:
                break
            if seed == 1:  # taken back and played again, and asked about: the same position
                game.undo()
                game.preview(game.legal_moves()[0])
                game.play(rng.choice(game.legal_moves()))
            for level in ("easy", "normal"):
                want = choose_move(game.copy(undo=False), level, seed)
                assert choose_move(cache.game(GameRecipe.of(game)), level, seed) == want
