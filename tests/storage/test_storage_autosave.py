"""The autosave slot: written after every decision, resumed after a quit or a crash."""

from __future__ import annotations

import random

import pytest

from carc_desktop.engine.game import Game
from carc_desktop.storage import Autosave, LoadError, RecordHistory, SaveError, Storage, paths, saves

from storage_helpers import all_expansions, random_game, temp_files


def test_empty_slot(data_dir):
    slot = Autosave()
    assert slot.path == data_dir / "autosave.carc"
    assert not slot.exists() and not slot.has_unfinished()
    with pytest.raises(LoadError) as info:
        slot.load_autosave()
    assert info.value.kind == saves.MISSING


@pytest.mark.parametrize("variant", ["none", "all"])
def test_quit_loses_at_most_the_half_made_decision(data_dir, variant):
    expansions = all_expansions() if variant == "all" else ()
    game = Game(3, seed=42)
    if expansions:
        from carc_desktop.engine.rules import RuleSet
        game = Game(3, RuleSet("C3", expansions), seed=42)
    history = RecordHistory(game)
    slot = Autosave()
    history.add_listener(lambda g, change: slot.save(g))
    rng = random.Random(5)
    for _ in range(37):
        history.play(rng.choice(game.legal_moves()))
        # "Quit" now: a fresh process finds exactly the position after that decision.
        again = Autosave()
        assert again.has_unfinished()
        assert again.load_autosave().game.snapshot() == game.snapshot()
    history.undo()
    resumed = Autosave().load_autosave()
    assert not resumed.from_backup and resumed.game.snapshot() == game.snapshot()
    assert temp_files(data_dir) == []


def test_finished_game_is_not_offered_for_resume(data_dir, finished_game):
    slot = Autosave()
    slot.save(finished_game)
    assert slot.exists() and not slot.has_unfinished()
    assert slot.load_autosave().game.finished


def test_damaged_slot_falls_back_to_previous_decision(data_dir):
    slot = Autosave()
    before = random_game(8, (), max_decisions=10, players=2)
    after = random_game(8, (), max_decisions=11, players=2)
    slot.save(before)
    slot.save(after)
    slot.path.write_bytes(slot.path.read_bytes()[:100])  # a disk that lied about fsync
    assert slot.has_unfinished()
    result = slot.load_autosave()
    assert result.from_backup and result.error.kind == saves.TRUNCATED
    assert result.game.snapshot() == before.snapshot()


def test_hopeless_slot(data_dir):
    slot = Autosave()
    slot.path.parent.mkdir(parents=True)
    slot.path.write_text("not json")
    assert slot.exists() and not slot.has_unfinished()
    with pytest.raises(LoadError) as info:
        slot.load_autosave()
    assert info.value.kind == saves.NOT_JSON


def test_clear(data_dir):
    slot = Autosave()
    slot.save(random_game(2, (), max_decisions=5, players=2))
    slot.save(random_game(2, (), max_decisions=6, players=2))
    assert slot.backup_path.exists()
    slot.clear()
    assert not slot.exists() and not slot.has_unfinished()
    slot.clear()  # twice is fine


def test_cache_follows_the_file(data_dir):
    slot = Autosave()
    slot.save(random_game(3, (), max_decisions=5, players=2))
    assert slot.has_unfinished()
    other = Autosave()
    other.save(random_game(3, (), players=2))  # another writer finishes the game
    assert not slot.has_unfinished()


def test_save_failure_does_not_break_play(data_dir, monkeypatch):
    slot = Autosave()
    game = Game(2, seed=1)
    history = RecordHistory(game)
    failures = []

    def autosave(g, change):
        try:
            slot.save(g)
        except SaveError as exc:
            failures.append(exc.message)

    history.add_listener(autosave)
    history.play(game.legal_moves()[0])
    good = slot.path.read_bytes()
    monkeypatch.setattr("os.replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    history.play(game.legal_moves()[0])
    monkeypatch.undo()
    assert len(game.history) == 2 and failures and "No space left" in failures[0]
    assert slot.path.read_bytes() == good


def test_storage_facade_uses_env_and_override(data_dir, tmp_path):
    assert Storage().autosave.path == data_dir / "autosave.carc"
    own = tmp_path / "elsewhere"
    storage = Storage(own)
    assert storage.autosave.path == own / "autosave.carc" and storage.saves_dir == own / "saves"
    assert storage.recent.index_path == own / "recent.json"


def test_default_data_dir_is_platformdirs(monkeypatch):
    import platformdirs

    monkeypatch.delenv(paths.ENV_DATA_DIR, raising=False)
    assert paths.data_dir() == paths.Path(platformdirs.user_data_dir("carc-desktop", appauthor=False))
    monkeypatch.setenv(paths.ENV_DATA_DIR, "/somewhere")
    assert paths.data_dir() == paths.Path("/somewhere")
    assert paths.data_dir("/explicit") == paths.Path("/explicit")
