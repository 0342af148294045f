"""What the Qt-free layers refuse reaches the player translated: engine refusals and setup
errors through their codes, load and save failures through their kinds. The English text of
those layers (for logs and the CLI) is never shown as the sentence."""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path
from typing import Any

import pytest

import carc_desktop.engine as engine_pkg
from carc_desktop import i18n
from carc_desktop.engine.game import Game, SetupError
from carc_desktop.engine.moves import Deploy, IllegalMoveError, PlaceTile
from carc_desktop.engine.record import record_from_game
from carc_desktop.engine.rules import RuleSet
from carc_desktop.storage import saves
from carc_desktop.storage.saves import LoadError, SaveError, load_game, save_game
from carc_desktop.texts.error_text import load_error_text, load_reason, refusal_text, save_error_text, setup_error_text

BASE = RuleSet("C3", ())
ENGINE = Path(engine_pkg.__file__).parent
#: Values for the parameters an engine error may carry (by name), to build one of each code.
SAMPLE = {"side": "N", "edge": "road", "needed": "city", "expansion": "markets_of_leipzig",
          "figure": "follower", "kind": "road", "count": 7, "index": 3, "tile": "D", "name": "x",
          "value": "'y'", "edition": "C9", "expected": "place", "got": "deploy", "decision": "deploy"}


def _coded_raises(cls_name: str) -> list[tuple[str, str, list[str]]]:
    """(file:line, code, parameter names) of every ``cls_name(...)`` call in the engine."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == cls_name:
                where = f"{path.relative_to(ENGINE)}:{node.lineno}"
                code = node.args[1].value if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) else None
                found.append((where, code, [k.arg for k in node.keywords if k.arg]))
    return found


def _sample(cls: type, code: str, names: list[str]) -> Any:
    return cls("english text", code, **{n: SAMPLE.get(n, 1) for n in names})


@pytest.fixture
def german(app, need_languages):  # type: ignore[no-untyped-def]
    need_languages("de")
    assert i18n.switch_language(app, "de", store=False)
    yield
    i18n.switch_language(app, "en", store=False)


def test_every_engine_refusal_and_setup_error_names_a_code() -> None:
    for cls_name in ("IllegalMoveError", "SetupError"):
        raises = _coded_raises(cls_name)
        assert len(raises) >= 8, cls_name
        missing = [where for where, code, _ in raises if not code]
        assert not missing, f"{cls_name} without a code at {missing}"


def test_every_code_has_its_own_sentence_in_english_and_german(app, german) -> None:  # type: ignore[no-untyped-def]
    generic_move = refusal_text(IllegalMoveError("x", "not_legal"))
    generic_setup = setup_error_text(SetupError("x", "bad_setup"))
    cases = [(IllegalMoveError, refusal_text, generic_move, r) for r in _coded_raises("IllegalMoveError")] + \
            [(SetupError, setup_error_text, generic_setup, r) for r in _coded_raises("SetupError")]
    for cls, text, generic, (where, code, names) in cases:
        error = _sample(cls, code, names)
        german_text = text(error)
        i18n.switch_language(app, "en", store=False)
        english_text = text(error)
        i18n.switch_language(app, "de", store=False)
        assert "english text" not in german_text and "%" not in german_text, where
        assert german_text != english_text, f"{code} ({where}) is not translated"
        if code not in ("not_legal", "bad_setup"):
            assert german_text != generic, f"{code} ({where}) falls back to the generic sentence"


def test_a_real_misfit_is_explained_with_its_side_and_edges(app, german) -> None:  # type: ignore[no-untyped-def]
    game = Game(2, BASE, seed=5)
    legal = set(game.placements())
    misfit = next((c, r) for c in game.board.frontier for r in range(4) if (c, r) not in legal)
    with pytest.raises(IllegalMoveError) as info:
        game.play(PlaceTile(misfit[0].x, misfit[0].y, misfit[1]))
    error = info.value
    assert error.code == "edge_mismatch"
    side = {"N": "Nordseite", "E": "Ostseite", "S": "Südseite", "W": "Westseite"}[error.params["side"]]
    names = {"city": "Stadt", "road": "Straße", "field": "Wiese"}
    assert refusal_text(error) == (f"Das Plättchen passt dort nicht: Die {side} ({names[error.params['edge']]}) "
                                   f"passt nicht zum Nachbarplättchen ({names[error.params['needed']]}).")


def test_an_occupied_feature_is_named(app, german) -> None:  # type: ignore[no-untyped-def]
    game = Game(2, BASE, seed=5)
    with pytest.raises(IllegalMoveError) as info:
        game.play(Deploy("follower", "no-such-feature"))   # wrong decision first
    assert info.value.code == "wrong_decision"
    game.play(next(m for m in game.legal_moves()))
    with pytest.raises(IllegalMoveError) as info:
        game.play(Deploy("follower", "no-such-feature"))
    assert info.value.code == "no_such_feature"
    assert refusal_text(info.value) == "Das gerade gelegte Plättchen hat kein solches Gebiet."


def test_a_real_setup_error_in_german(app, german) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SetupError) as info:
        Game(7, BASE)
    assert setup_error_text(info.value) == "Ein Spiel braucht 2 bis 6 Spieler, nicht 7."
    with pytest.raises(SetupError) as info:
        Game(2, BASE, draws=["BASE-D"] * 4)
    assert setup_error_text(info.value) == "Die Schachtel enthält nur 3 Plättchen „BASE-D“; Ziehung 4 ist eins zu viel."
    with pytest.raises(SetupError) as info:
        Game(2, BASE, draws=["BASE-D", "LZ-X"])
    assert setup_error_text(info.value) == "Das Plättchen „LZ-X“ (Ziehung 2) gehört zu keinem gewählten Plättchensatz."


# --- files ------------------------------------------------------------------------------------------
def _record_text(**change: Any) -> str:
    game = Game(2, BASE, seed=3)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    data = record_from_game(game)
    data.update(change)
    return json.dumps(data)


def _illegal_record() -> str:
    data = json.loads(_record_text())
    data["moves"][0] = {"type": "place", "x": 5, "y": 5, "rotation": 0}
    return json.dumps(data)


#: One damaged file per kind of load failure.
BAD_FILES: dict[str, Any] = {
    saves.EMPTY: b"   \n",
    saves.ENCODING: b"\xff\xfe\x00{",
    saves.TRUNCATED: b'{"format": "carc-desktop-record", "version": 1, "pla',
    saves.NOT_JSON: b"hello, world",
    saves.HOSTILE: b"[" * 40 + b"]" * 40,
    saves.NOT_RECORD: b"[1, 2, 3]",
    saves.NEWER_VERSION: lambda: _record_text(version=99).encode(),
    saves.BAD_VERSION: lambda: _record_text(version="one").encode(),
    saves.UNKNOWN_TILE: lambda: _record_text(draws=["ZZZ"]).encode(),
    saves.BAD_CONTENT: lambda: _record_text(players="nobody").encode(),
    saves.ILLEGAL_MOVE: lambda: _illegal_record().encode(),
}


def _load_error(tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> LoadError:
    path = tmp_path / f"{kind}.carc.json"
    if kind == saves.MISSING:
        pass
    elif kind == saves.UNREADABLE:
        path.mkdir()
    elif kind == saves.NOT_A_FILE:
        os.mkfifo(path)
    elif kind == saves.TOO_LARGE:
        path.write_bytes(b"{}" * 100)
        monkeypatch.setattr(saves, "MAX_FILE_BYTES", 50)
    elif kind == saves.INTERNAL:
        path.write_text(_record_text(), encoding="utf-8")

        def broken(data: Any) -> Any:
            raise RuntimeError("boom")
        monkeypatch.setattr(saves.record, "game_from_record", broken)
    else:
        content = BAD_FILES[kind]
        path.write_bytes(content() if callable(content) else content)
    with pytest.raises(LoadError) as info:
        load_game(path)
    monkeypatch.undo()
    return info.value


def _kinds() -> list[str]:
    return sorted(v for k, v in vars(saves).items() if k.isupper() and isinstance(v, str) and
                  k in {"MISSING", "UNREADABLE", "TOO_LARGE", "EMPTY", "ENCODING", "TRUNCATED", "NOT_JSON",
                        "HOSTILE", "NOT_RECORD", "NEWER_VERSION", "BAD_VERSION", "UNKNOWN_TILE",
                        "BAD_CONTENT", "ILLEGAL_MOVE", "INTERNAL"} | ({"NOT_A_FILE"} if hasattr(os, "mkfifo") else set()))


@pytest.mark.parametrize("kind", _kinds())
def test_every_kind_of_load_failure_is_said_in_german(app, german, tmp_path, monkeypatch, kind) -> None:  # type: ignore[no-untyped-def]
    error = _load_error(tmp_path, kind, monkeypatch)
    assert error.kind == kind
    text = load_error_text(error)
    assert text.startswith(f"„{kind}.carc.json“ kann nicht geöffnet werden.\n\n"), text
    assert error.reason not in text and "%" not in text.replace("%1", "")
    i18n.switch_language(app, "en", store=False)
    english = load_reason(error)
    i18n.switch_language(app, "de", store=False)
    assert load_reason(error) != english
    assert load_reason(error) != load_reason(LoadError("no-such-kind", "x")), "falls back to the generic sentence"


def test_an_illegal_move_in_a_file_says_which_and_why(app, german, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    error = _load_error(tmp_path, saves.ILLEGAL_MOVE, monkeypatch)
    assert error.refusal is not None and error.refusal.code in ("not_adjacent", "cell_taken", "edge_mismatch")
    total = len(json.loads(_illegal_record())["moves"])
    assert load_reason(error) == (f"Entscheidung 1 von {total} im Spielprotokoll verstößt gegen die Regeln: Die "
                                  f"Datei ist beschädigt oder wurde bearbeitet.\n\n{refusal_text(error.refusal)}")
    assert refusal_text(error.refusal) == "Ein Plättchen muss an ein Plättchen angrenzen, das schon ausliegt."


def test_technical_details_follow_the_translated_sentence(app, german, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    error = _load_error(tmp_path, saves.NOT_JSON, monkeypatch)
    assert load_reason(error) == ("Die Datei ist kein gespeichertes Spiel (kein gültiges JSON).\n\n"
                                  f"Technische Details: {error.detail}")
    assert "line 1, column 1" in error.detail


def test_a_failed_save_in_german(app, german, tmp_path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "no-such-folder" / "x" / "game.carc.json"
    (tmp_path / "no-such-folder").write_text("a file where a folder should be")
    with pytest.raises(SaveError) as info:
        save_game(Game(2, BASE, seed=1), target)
    text = save_error_text(info.value)
    assert text.startswith("„game.carc.json“ kann nicht gespeichert werden: Die Datei konnte nicht geschrieben "
                           "werden. Die bisherige Datei ist unverändert.\n\nTechnische Details: ")
    assert info.value.reason not in text.split("\n\n")[0]
