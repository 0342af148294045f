"""Every kind of bad file gives a clear LoadError naming the problem (never a traceback)."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest
from storage_helpers import random_game

from carc_desktop.engine import record
from carc_desktop.storage import LoadError, game_to_text, load_game, load_game_or_backup, save_game, saves
from carc_desktop.storage.paths import backup_path


@pytest.fixture(scope="module")
def game():
    return random_game(21, (), players=3)


@pytest.fixture(scope="module")
def good_text(game) -> str:
    return game_to_text(game)


def load_error(path: Path) -> LoadError:
    with pytest.raises(LoadError) as info:
        load_game(path)
    err = info.value
    assert path.name in err.message and err.message.startswith("Cannot open")
    assert "Traceback" not in err.message
    return err


def write(tmp_path: Path, content: bytes | str, name: str = "bad.carc") -> Path:
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def edited(good_text: str, change) -> str:
    data = json.loads(good_text)
    change(data)
    return json.dumps(data)


# --- the file itself -------------------------------------------------------------------------
def test_missing_file(tmp_path):
    err = load_error(tmp_path / "nowhere.carc")
    assert err.kind == saves.MISSING and "does not exist" in err.reason


def test_folder_instead_of_file(tmp_path):
    (tmp_path / "dir.carc").mkdir()
    err = load_error(tmp_path / "dir.carc")
    assert err.kind == saves.UNREADABLE and "folder" in err.reason


def test_absurd_size_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.carc"
    with open(path, "wb") as f:
        f.truncate(saves.MAX_FILE_BYTES + 1)  # sparse: costs no disk space

    def no_reading(*args, **kwargs):
        raise AssertionError("the file must not be opened")

    monkeypatch.setattr(saves, "open", no_reading, raising=False)
    err = load_error(path)
    assert err.kind == saves.TOO_LARGE and "MB" in err.reason and "not read" in err.reason


def test_oversized_bytes_refused():
    with pytest.raises(LoadError) as info:
        saves.game_from_bytes(b" " * (saves.MAX_FILE_BYTES + 1))
    assert info.value.kind == saves.TOO_LARGE


def test_empty_file(tmp_path):
    err = load_error(write(tmp_path, b""))
    assert err.kind == saves.EMPTY and "empty" in err.reason


@pytest.mark.parametrize("cut", [0.1, 0.5, 0.99])
def test_truncated_file(tmp_path, good_text, cut):
    raw = good_text.encode()
    err = load_error(write(tmp_path, raw[: int(len(raw) * cut)]))
    assert err.kind == saves.TRUNCATED and "truncated" in err.reason


def test_zero_filled_tail_counts_as_truncated(tmp_path, good_text):
    raw = good_text.encode()
    half = raw[: len(raw) // 2]
    err = load_error(write(tmp_path, half + b"\x00" * (len(raw) - len(half))))
    assert err.kind == saves.TRUNCATED


@pytest.mark.parametrize("content", ["hello, I am a text file", "{'format': 'python dict'}", '{"a": 1} trailing'])
def test_not_json(tmp_path, content):
    err = load_error(write(tmp_path, content))
    assert err.kind == saves.NOT_JSON and "not valid JSON" in err.reason and "line 1" in err.reason


@pytest.mark.parametrize("content", [b"\xff\xfe{\x00}\x00", b'{"players": ["\xe9"]}', bytes(range(256))])
def test_not_utf8(tmp_path, content):
    err = load_error(write(tmp_path, content))
    assert err.kind == saves.ENCODING and "UTF-8" in err.reason


def test_utf8_bom_is_accepted(tmp_path, good_text, game):
    loaded = load_game(write(tmp_path, b"\xef\xbb\xbf" + good_text.encode()))
    assert loaded.snapshot() == game.snapshot()


def test_pickle_is_never_executed(tmp_path):
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    err = load_error(write(tmp_path, pickle.dumps(Evil())))
    assert err.kind in (saves.ENCODING, saves.NOT_JSON)
    assert not marker.exists()


# --- hostile content ---------------------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    ("[" * 200_000 + "]" * 200_000, "arrays and objects"),
    ('{"version": 1, "moves": [' + "{}," * 1_300_000 + "{}]}", "arrays and objects"),
    ('{"version": 1, "draws": [' + "0," * 2_000_000 + "0]}", "values"),
    ('{"format": "carc-desktop-record", "version": 1, "rules": {"options": '
     + '{"a": ' * 40 + "1" + "}" * 40 + "}}", "nested"),
    ('{"version": 1, "seed": 1' + "0" * 5000 + "}", "digits"),
    ('{"version": 1, "seed": 1.' + "5" * 500 + "}", "characters"),
    ('{"version": 1, "players": [{"name": "' + "A" * 1_000_000 + '"}]}', "1000000 characters"),
    ('{"version": 1, "seed": NaN}', "NaN"),
    ('{"version": 1, "seed": -Infinity}', "Infinity"),
    ('{"version": 1, "version": 1}', "appears twice"),
    ('{"version": 1, "players": [{"name": "\\ud800"}]}', "surrogate"),
])
def test_hostile_content_refused(tmp_path, content, words):
    err = load_error(write(tmp_path, content))
    assert err.kind == saves.HOSTILE and "refused" in err.reason and words in err.reason


# --- JSON but not a game --------------------------------------------------------------------------
@pytest.mark.parametrize("content, words", [
    ("[1, 2, 3]", "a list"),
    ('"a string"', "a string"),
    ('{"format": "somebody-else", "version": 1}', "somebody-else"),
])
def test_not_a_record(tmp_path, content, words):
    err = load_error(write(tmp_path, content))
    assert err.kind == saves.NOT_RECORD and "not a carc-desktop game record" in err.reason and words in err.reason


def test_newer_version(tmp_path, good_text):
    err = load_error(write(tmp_path, edited(good_text, lambda d: d.update(version=record.VERSION + 1))))
    assert err.kind == saves.NEWER_VERSION
    assert "saved by a newer version" in err.reason and f"record version {record.VERSION + 1}" in err.reason


@pytest.mark.parametrize("version", [0, -3, "1", None, True, 1.0])
def test_unknown_or_malformed_version(tmp_path, good_text, version):
    err = load_error(write(tmp_path, edited(good_text, lambda d: d.update(version=version))))
    assert err.kind == saves.BAD_VERSION and "version" in err.reason


def test_missing_version(tmp_path, good_text):
    err = load_error(write(tmp_path, edited(good_text, lambda d: d.pop("version"))))
    assert err.kind == saves.BAD_VERSION


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(players="Ada"), "'players' must be a list"),
    (lambda d: d.update(players=[{"name": 3}, {"name": "B"}]), "players[0]"),
    (lambda d: d.update(players=[{"name": "Solo"}]), "2 to 6 players"),
    (lambda d: d.update(moves={"type": "skip"}), "'moves' must be a list"),
    (lambda d: d.update(rules=[]), "'rules' must be an object"),
    (lambda d: d["rules"].update(expansions=["dragons"]), "unknown expansion 'dragons'"),
    (lambda d: d["rules"].update(options={"followers": "seven"}), "followers"),
    (lambda d: d.update(seed="12"), "'seed' must be an integer"),
    (lambda d: d.update(draws="BASE-A"), "'draws' must be a list"),
])
def test_wrong_types_and_values(tmp_path, good_text, change, words):
    err = load_error(write(tmp_path, edited(good_text, change)))
    assert err.kind == saves.BAD_CONTENT and "damaged" in err.reason and words in err.reason


def test_unknown_tile_id(tmp_path, good_text):
    err = load_error(write(tmp_path, edited(good_text, lambda d: d["draws"].__setitem__(5, "BASE-ZZ"))))
    assert err.kind == saves.UNKNOWN_TILE and "unknown tile id 'BASE-ZZ'" in err.reason and "draws[5]" in err.reason


def test_tile_of_a_disabled_set(tmp_path, good_text):
    from carc_desktop.engine.tileset import load_catalogue

    foreign = next((t.id for t in load_catalogue().tiles.values() if t.expansion != "base"), None)
    if foreign is None:
        pytest.skip("no expansion tiles in the catalogue")
    err = load_error(write(tmp_path, edited(good_text, lambda d: d["draws"].__setitem__(2, foreign))))
    assert err.kind == saves.BAD_CONTENT and foreign in err.reason and "not a tile of the enabled sets" in err.reason


@pytest.mark.parametrize("index", [0, 7, -1])
def test_illegal_move_at_decision(tmp_path, good_text, index):
    data = json.loads(good_text)
    moves = data["moves"]
    i = index % len(moves)
    while moves[i]["type"] != "place":
        i -= 1
    moves[i] = {"type": "place", "x": 500, "y": 500, "rotation": 0}
    err = load_error(write(tmp_path, json.dumps(data)))
    assert err.kind == saves.ILLEGAL_MOVE and err.move_index == i
    assert f"illegal move at decision {i + 1} of {len(moves)}" in err.reason and "(500, 500)" in err.reason


def test_wrong_decision_kind(tmp_path, good_text):
    data = json.loads(good_text)
    data["moves"].insert(1, {"type": "place", "x": 0, "y": 1, "rotation": 0})  # a placement where a deploy is due
    err = load_error(write(tmp_path, json.dumps(data)))
    assert err.kind == saves.ILLEGAL_MOVE and err.move_index == 1 and "decision 2 of" in err.reason


@pytest.mark.parametrize("bad", [{"type": "place", "x": "3", "y": 0, "rotation": 0},
                                 {"type": "place", "x": 1, "y": 0, "rotation": 45},
                                 {"type": "teleport"}, "skip", None])
def test_malformed_move(tmp_path, good_text, bad):
    data = json.loads(good_text)
    data["moves"][2] = bad
    err = load_error(write(tmp_path, json.dumps(data)))
    assert err.kind == saves.ILLEGAL_MOVE and err.move_index == 2
    assert "malformed move at decision 3" in err.reason


def test_too_many_moves(tmp_path, good_text):
    data = json.loads(good_text)
    data["moves"] = [{"type": "skip"}] * (record.MAX_MOVES + 1)
    err = load_error(write(tmp_path, json.dumps(data)))
    assert err.kind == saves.BAD_CONTENT and "too many decisions" in err.reason


def test_engine_crash_is_reported_not_raised(tmp_path, good_text, monkeypatch):
    def broken(data, **kwargs):
        raise KeyError("engine bug")

    monkeypatch.setattr(record, "game_from_record", broken)
    err = load_error(write(tmp_path, good_text))
    assert err.kind == saves.INTERNAL and "KeyError" in err.reason


# --- the backup ------------------------------------------------------------------------------------
def test_damaged_file_offers_its_backup(tmp_path):
    first = random_game(4, (), max_decisions=20, players=2)
    second = random_game(4, (), max_decisions=40, players=2)
    path = save_game(first, tmp_path / "g.carc")
    save_game(second, path)
    assert load_game(path).snapshot() == second.snapshot()
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 3])  # damaged behind our back

    err = load_error(path)
    assert err.kind == saves.TRUNCATED and err.backup == backup_path(path)
    result = load_game_or_backup(path)
    assert result.from_backup and result.path == backup_path(path) and result.error.kind == saves.TRUNCATED
    assert result.game.snapshot() == first.snapshot()


def test_no_backup_offered_when_backup_is_bad_too(tmp_path, good_text):
    path = write(tmp_path, "{", "g.carc")
    backup_path(path).write_text("also broken")
    err = load_error(path)
    assert err.backup is None
    with pytest.raises(LoadError) as info:
        load_game_or_backup(path)
    assert info.value.kind == saves.TRUNCATED


def test_good_file_loads_from_main(tmp_path, game):
    path = save_game(game, tmp_path / "ok.carc")
    result = load_game_or_backup(path)
    assert not result.from_backup and result.error is None and result.path == path


def test_storage_never_uses_pickle_or_eval():
    source = "".join(p.read_text(encoding="utf-8")
                     for p in Path(saves.__file__).parent.glob("*.py"))
    for word in ("import pickle", "pickle.", "eval(", "exec(", "marshal", "shelve", "yaml"):
        assert word not in source, word


# --- fuzzing: whatever the damage, a LoadError and nothing else ----------------------------------------
JUNK = [None, True, -1, 0, 10**9, 2.5, "", "x", "BASE-A", [], [1], {}, {"type": "skip"}, [[[]]], {"a": {}}]


def _mutate(data, rng):
    """Replace, drop or duplicate one random value somewhere in the record."""
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return
        key = rng.choice(keys)
        child = node[key]
        if isinstance(child, (dict, list)) and child and rng.random() < 0.7:
            node = child
            continue
        action = rng.random()
        if action < 0.6:
            node[key] = rng.choice(JUNK)
        elif isinstance(node, dict):
            del node[key]
        else:
            node.insert(key, child)
        return


def test_fuzzed_records_give_only_load_errors(finished_game_all):
    import random

    text = game_to_text(finished_game_all)
    rng = random.Random(2024)
    kinds = set()
    for _ in range(200):
        data = json.loads(text)
        for _ in range(rng.randint(1, 3)):
            _mutate(data, rng)
        raw = json.dumps(data).encode()
        try:
            saves.game_from_bytes(raw)
        except LoadError as err:
            assert err.message.startswith("Cannot open") and err.kind != saves.INTERNAL, err.message
            kinds.add(err.kind)
    assert {saves.BAD_CONTENT, saves.ILLEGAL_MOVE} <= kinds


def test_random_byte_damage_gives_only_load_errors(good_text):
    import random

    raw = good_text.encode()
    rng = random.Random(7)
    for _ in range(120):
        damaged = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        try:
            saves.game_from_bytes(bytes(damaged))
        except LoadError as err:
            assert err.kind != saves.INTERNAL, err.message
