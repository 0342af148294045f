"""The computer players think on ``Game.copy(undo=False)`` (cheaper to make on the GUI
thread): they must choose exactly what they choose on a full copy."""

from __future__ import annotations

import random

from carc_desktop.ai import choose_move
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.game import Game
from carc_desktop.engine.rules import RuleSet


def _game(seed: int) -> Game:
    return Game(2 + seed % 3, RuleSet("C3", tuple(sorted(load_all()))), seed=seed)


def _play_randomly(game: Game, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if game.finished:
            return
        game.play(rng.choice(game.legal_moves()))


def test_the_computer_chooses_the_same_move_on_a_copy_without_undo_history() -> None:
    for seed in range(3):
        game = _game(seed)
        rng = random.Random(seed)
        for _ in range(6):
            _play_randomly(game, rng, 11)
            if game.finished:
                break
            for level in ("easy", "normal"):
                assert choose_move(game.copy(undo=False), level, seed) == choose_move(game.copy(), level, seed)
