"""Loading, choosing and switching the language at run time."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QDockWidget, QMainWindow

from carc_desktop import i18n

from .conftest import ROOT, TOOL

tr = QCoreApplication.translate


def test_available_languages() -> None:
    langs = dict(i18n.available_languages())
    assert list(langs) == ["en", "de", "fr", "it", "cs"]
    assert langs["de"] == "Deutsch" and langs["cs"] == "Čeština" and langs["fr"] == "Français"


def test_the_system_locale_chooses_and_a_stored_choice_overrides(settings) -> None:  # type: ignore[no-untyped-def]
    assert i18n.preferred_language(settings, QLocale("de_AT")) == "de"
    assert i18n.preferred_language(settings, QLocale("cs_CZ")) == "cs"
    assert i18n.preferred_language(settings, QLocale("ja_JP")) == "en"
    settings.setValue("language", "it")
    assert i18n.preferred_language(settings, QLocale("de_DE")) == "it"
    settings.setValue("language", "klingon")
    assert i18n.preferred_language(settings, QLocale("fr_FR")) == "fr"


def test_switching_translates_our_texts_and_qts_and_back(app, settings, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("de", "fr", "it", "cs")
    assert i18n.switch_language(app, "de", settings=settings)
    assert settings.value("language") == "de"
    assert tr("Menus", "&Game") == "&Spiel"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"   # qtbase_de
    assert i18n.current_language(app) == "de"
    assert i18n.switch_language(app, "fr", store=False)
    assert tr("Menus", "&Game") == "&Partie"
    assert i18n.switch_language(app, "it", store=False)
    assert tr("Menus", "&Game") == "&Partita"
    assert i18n.switch_language(app, "cs", store=False)
    assert tr("Menus", "&Game") == "&Hra"
    assert i18n.switch_language(app, "en", settings=settings)
    assert tr("Menus", "&Game") == "&Game"
    assert QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel).button(
        QDialogButtonBox.StandardButton.Cancel).text() == "Cancel"
    assert settings.value("language") == "en"


# "%n tile(s)" (the tiles-left counts and score sentences use it).
@pytest.mark.parametrize(("n", "expected"), [(1, "1 kartička"), (2, "2 kartičky"), (4, "4 kartičky"),
                                             (5, "5 kartiček"), (21, "21 kartiček")])
def test_czech_plural_forms(app, need_languages, n: int, expected: str) -> None:  # type: ignore[no-untyped-def]
    need_languages("cs")
    assert i18n.switch_language(app, "cs", store=False)
    assert tr("EventText", "%n tile(s)", None, n) == expected


@pytest.mark.parametrize(("lang", "one", "five"), [("en", "1 tile", "5 tiles"), ("de", "1 Plättchen", "5 Plättchen"),
                                                   ("fr", "1 tuile", "5 tuiles"), ("it", "1 tessera", "5 tessere")])
def test_two_form_plurals(app, need_languages, lang: str, one: str, five: str) -> None:  # type: ignore[no-untyped-def]
    need_languages(lang)
    assert i18n.switch_language(app, lang, store=False)
    assert tr("EventText", "%n tile(s)", None, 1) == one
    assert tr("EventText", "%n tile(s)", None, 5) == five


def test_every_plural_message_is_complete_in_czech(app, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("cs")
    assert i18n.switch_language(app, "cs", store=False)
    for ctx, msg in TOOL.messages(ROOT / "translations" / "carc_desktop_cs.ts"):
        if msg.get("numerus") != "yes":
            continue
        src = msg.findtext("source")
        forms = [tr(ctx, src, msg.findtext("comment") or None, n) for n in (1, 2, 5)]
        assert all(forms) and all("(s)" not in f for f in forms), (ctx, src, forms)
        assert all(f != src for f in forms), (ctx, src, forms)


def _menu_titles(window: QMainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions() if a.text()]


def _window(qtbot):  # type: ignore[no-untyped-def]
    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import default_players, default_rules
    from carc_desktop.ui.window.main_window import MainWindow

    controller = GameController()
    controller.new_game(default_players(2), default_rules(), 7)
    window = MainWindow(controller)
    window.board.board.animations_enabled = False
    qtbot.addWidget(window)
    return window, controller


def test_a_window_built_in_german_is_german(app, qtbot, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("de")
    i18n.switch_language(app, "de", store=False)
    window, controller = _window(qtbot)
    try:
        titles = _menu_titles(window)
        assert "&Spiel" in titles and "&Ansicht" in titles, titles
        assert window.windowTitle() == "Carcassonne"
        assert window.docks["scoreboard"].windowTitle() == "Punktetafel"
    finally:
        controller.close()


def test_the_main_window_retranslates_at_run_time(app, qtbot, need_languages) -> None:  # type: ignore[no-untyped-def]
    """Switch to German and back with a live window: menu and dock titles must follow.
    Needs the window to handle QEvent.LanguageChange (changeEvent -> retranslate)."""
    need_languages("de")
    i18n.switch_language(app, "en", store=False)
    window, controller = _window(qtbot)
    try:
        english = _menu_titles(window)
        assert "&Game" in english
        i18n.switch_language(app, "de", store=False)
        QApplication.processEvents()
        german = _menu_titles(window)
        assert "&Spiel" in german, german
        assert window.docks["scoreboard"].windowTitle() == "Punktetafel"
        i18n.switch_language(app, "en", store=False)
        QApplication.processEvents()
        assert _menu_titles(window) == english
    finally:
        controller.close()


def test_a_dialog_built_after_a_switch_speaks_the_new_language(app, qtbot, settings, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("de")
    from carc_desktop.ui.dialogs.settings_dialog import SettingsDialog

    i18n.switch_language(app, "de", store=False)
    dialog = SettingsDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Einstellungen"
    i18n.switch_language(app, "en", store=False)
    dialog2 = SettingsDialog(settings=settings)
    qtbot.addWidget(dialog2)
    assert dialog2.windowTitle() == "Settings"


def test_language_change_reaches_widgets(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Qt sends LanguageChange to widgets when we install translators -- what changeEvent
    handlers rely on."""
    from PySide6.QtWidgets import QWidget

    seen = []

    class Probe(QWidget):
        def changeEvent(self, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.LanguageChange:
                seen.append(True)
            super().changeEvent(event)

    w = Probe()
    qtbot.addWidget(w)
    i18n.switch_language(app, "de", store=False)
    QApplication.processEvents()
    assert seen


# --- missing or broken .qm files -----------------------------------------------------------
def test_a_missing_qm_means_english_not_a_crash(app, monkeypatch, tmp_path, caplog) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(i18n, "QM_DIR", tmp_path)
    assert i18n.qm_file("fr") is None
    assert i18n.switch_language(app, "fr", store=False) is False
    assert tr("Menus", "&Game") == "&Game"
    assert "using English" in caplog.text
    assert not list(tmp_path.iterdir()), "nothing is compiled at run time"


def test_a_broken_qm_is_reported_not_raised(app, monkeypatch, tmp_path, caplog) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "carc_desktop_cs.qm").write_bytes(b"not a qm file")
    monkeypatch.setattr(i18n, "QM_DIR", tmp_path)
    assert i18n.switch_language(app, "cs", store=False) is False
    assert tr("MainWindow", "&Game") == "&Game"
    assert "could not load" in caplog.text


def test_the_game_imports_no_translation_tooling() -> None:
    """Starting the game loads compiled .qm files only: no lupdate/lrelease, no .ts parsing."""
    code = ("import sys, carc_desktop.app, carc_desktop.i18n; "
            "print(sorted(m for m in sys.modules if 'i18n_build' in m or 'tools' in m.split('.') "
            "or m.startswith('xml.etree')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.strip() == "[]", out.stdout
    assert "lrelease" not in (ROOT / "carc_desktop" / "i18n.py").read_text(encoding="utf-8")


def test_unknown_language_falls_back_to_english(app) -> None:  # type: ignore[no-untyped-def]
    assert i18n.switch_language(app, "xx", store=False)
    assert i18n.current_language(app) == "en"


def test_the_full_window_retranslates_at_run_time(app, qtbot, need_languages) -> None:  # type: ignore[no-untyped-def]
    """The window as the game shows it (menus and docks): switching to
    German and back changes the menus and dock titles without a restart."""
    need_languages("de")
    from carc_desktop import app as app_module
    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import default_players, default_rules

    i18n.switch_language(app, "en", store=False)
    controller = GameController()
    controller.new_game(default_players(2), default_rules(), 7)
    window = app_module.create_window(controller)
    qtbot.addWidget(window)
    try:
        english = _menu_titles(window)
        docks = sorted(d.windowTitle() for d in window.findChildren(QDockWidget))
        assert "&Game" in english, english
        i18n.switch_language(app, "de", store=False)
        QApplication.processEvents()
        german = _menu_titles(window)
        german_docks = sorted(d.windowTitle() for d in window.findChildren(QDockWidget))
        still_english = set(german_docks) & {"Score log", "Scoreboard", "Tile", "Players"}
        assert "&Spiel" in german and "&Hilfe" in german, german
        assert not still_english, german_docks
        i18n.switch_language(app, "en", store=False)
        QApplication.processEvents()
        assert _menu_titles(window) == english
        assert sorted(d.windowTitle() for d in window.findChildren(QDockWidget)) == docks
    finally:
        controller.close()
