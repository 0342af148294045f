"""In the running window, refusals and file errors from the Qt-free layers are shown in the
player's language (German here), never as the engine's or storage's English sentence."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.engine.moves import Deploy

from .conftest import settle


def test_a_damaged_file_is_reported_in_german(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    assert i18n.switch_language(QApplication.instance(), "de", store=False)
    settle()
    bad = tmp_path / "kaputt.carc.json"
    bad.write_bytes(b'{"format": "carc-desktop-record", "version": 1, "players": [')
    before = around.controller.game.history[:]
    around.files.load_file(bad)  # read off the GUI thread: the message comes when it is done
    qtbot.waitUntil(lambda: "warning" in around.dialogs, timeout=10000)
    box = around.dialogs["warning"]
    assert box.windowTitle() == "Das Spiel kann nicht geöffnet werden"
    assert box.text().startswith("„kaputt.carc.json“ kann nicht geöffnet werden.\n\nDie Datei ist abgeschnitten:")
    assert "truncated" not in box.text() and not box.detailedText()
    assert around.controller.game.history == before   # nothing lost
    box.done(0)


def test_an_engine_refusal_is_shown_in_german(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    c = around.controller
    assert i18n.switch_language(QApplication.instance(), "de", store=False)
    settle()
    while c.game.phase != "deploy":
        assert c.choose(c.legal_moves()[0])
    with qtbot.waitSignal(c.illegal_move) as said:
        assert not c.deploy("follower", "no-such-feature")
    assert said.args == ["Das gerade gelegte Plättchen hat kein solches Gebiet."]
    with qtbot.waitSignal(c.illegal_move) as said:
        assert not c.choose(Deploy("follower", "no-such-feature"))
    assert said.args == ["Das gerade gelegte Plättchen hat kein solches Gebiet."]


def test_technical_details_wait_behind_show_details(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    assert i18n.switch_language(QApplication.instance(), "de", store=False)
    settle()
    bad = tmp_path / "kein-spiel.carc.json"
    bad.write_text("hello", encoding="utf-8")
    around.files.load_file(bad)  # read off the GUI thread: the message comes when it is done
    qtbot.waitUntil(lambda: "warning" in around.dialogs, timeout=10000)
    box = around.dialogs["warning"]
    assert box.text() == ("„kein-spiel.carc.json“ kann nicht geöffnet werden.\n\n"
                          "Die Datei ist kein gespeichertes Spiel (kein gültiges JSON).")
    assert box.detailedText() == "Technische Details: Expecting value (line 1, column 1)"
    box.done(0)
