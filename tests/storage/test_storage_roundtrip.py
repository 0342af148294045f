"""Seeded random games survive save + load unchanged, with no expansion and with all."""

from __future__ import annotations

import random

import pytest
from storage_helpers import all_expansions, random_game

from carc_desktop.engine import record
from carc_desktop.storage import game_to_text, load_game, save_game

GAMES = 200


@pytest.mark.parametrize("variant", ["none", "all"])
def test_random_games_round_trip(tmp_path, variant):
    expansions = all_expansions() if variant == "all" else ()
    path = tmp_path / "game.carc"
    finished = 0
    for seed in range(GAMES):
        rng = random.Random(seed * 7919 + len(expansions))
        # A fifth of the games are played to the end, the others stop anywhere.
        stop = None if seed % 5 == 0 else rng.randint(0, 160)
        game = random_game(seed, expansions, max_decisions=stop)
        save_game(game, path)
        loaded = load_game(path)
        assert loaded.snapshot() == game.snapshot(), f"seed {seed}"
        assert loaded.scores == game.scores
        assert loaded.finished == game.finished
        assert loaded.rules == game.rules
        assert [p.name for p in loaded.players] == [p.name for p in game.players]
        assert record.record_from_game(loaded) == record.record_from_game(game)
        assert game_to_text(loaded) == path.read_text(encoding="utf-8"), "saving again changes the file"
        finished += game.finished
    assert finished >= GAMES // 5


def test_loaded_game_plays_on_like_the_original(tmp_path):
    game = random_game(3, all_expansions(), max_decisions=40)
    path = save_game(game, tmp_path / "mid.carc")
    loaded = load_game(path)
    rng = random.Random(99)
    while game.phase != "over":
        move = rng.choice(game.legal_moves())
        assert move in loaded.legal_moves()
        game.play(move)
        loaded.play(move)
    assert loaded.snapshot() == game.snapshot()


def test_save_is_utf8_and_compact(tmp_path):
    game = random_game(5, (), players=2)
    game_record = record.record_from_game(game)
    game_record["players"][0]["name"] = "Zoë 城"
    from carc_desktop.storage.saves import game_from_bytes, record_to_text

    text = record_to_text(game_record)
    raw = text.encode("utf-8")
    assert "Zoë 城" in text  # written as UTF-8, not \u escapes
    loaded = game_from_bytes(raw)
    assert loaded.players[0].name == "Zoë 城"
    # One decision per line: a full base game stays small and diff-friendly.
    assert text.count("\n") >= len(game.history)
    assert len(raw) < 40 * len(game.history) + 4000
