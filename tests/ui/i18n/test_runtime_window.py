"""Settings > Language switches the real main window (with its menus, docks and
panels) at run time: no restart, and back again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget

from carc_desktop import i18n

from .conftest import settle

tr = QCoreApplication.translate


def texts(w, around) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Everything the test compares, as the window shows it now."""
    return {
        "menus": [a.text() for a in w.menuBar().actions() if a.text()],
        "new": around.actions["new"].text(),
        "undo_tip": around.actions["undo"].statusTip(),
        "docks": sorted(d.windowTitle() for d in w.findChildren(QDockWidget)),
        "log_dock": around.log_dock.windowTitle(),
        "scoreboard_dock": around.scoreboard_dock.windowTitle(),
        "tray_hint": w.tray.hint.text(),
        "tray_title": w.tray.title.text(),
        "tiles_left": w.tray.left_label.text(),
        "turn": around.scoreboard.turn_label.full_text,
        "log": around.score_log.texts(),
        "log_hint": around.score_log.list.toolTip(),
        "guidance": around.guidance.text(),
        "prompt": w.prompt.title.text(),
        "review": w.review_actions.review_action.text(),
        "statistics_tip": w.review_actions.statistics_action.statusTip(),
    }


def test_the_window_switches_to_german_and_back_without_restart(window) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    i18n.switch_language(QApplication.instance(), "en", store=False)
    settle()
    english = texts(w, around)
    assert "&Game" in english["menus"] and "&Help" in english["menus"]
    assert english["new"] == "&New Game\u2026"
    assert english["log_dock"] == "Score log" and english["scoreboard_dock"] == "Scoreboard"
    assert english["log"], "the score log should have entries to retranslate"

    assert i18n.switch_language(QApplication.instance(), "de", store=False)
    settle()
    german = texts(w, around)
    assert german["menus"][:4] == ["&Spiel", "&Zug", "&Ansicht", "&Hilfe"], german["menus"]
    assert german["new"] == tr("Menus", "&New Game\u2026") != english["new"]
    assert german["undo_tip"] == tr("Menus", "Take back your last decision") != english["undo_tip"]
    assert german["log_dock"] == "Wertungsprotokoll" and german["scoreboard_dock"] == "Punktetafel"
    assert not set(german["docks"]) & {"Score log", "Scoreboard", "Tile", "Players"}, german["docks"]
    assert german["tray_hint"] == tr("TileTray", "Drag the tile onto the board. Wheel, right click or R rotates it.")
    assert german["tray_hint"] != english["tray_hint"]
    assert german["tray_title"] != english["tray_title"] and german["tiles_left"] != english["tiles_left"]
    game = w.controller.game
    assert german["turn"] == around.scoreboard.turn_text(game) != english["turn"]
    assert german["log_hint"] != english["log_hint"]
    assert len(german["log"]) == len(english["log"])
    assert german["log"] != english["log"]  # re-written from the game's events
    assert german["guidance"] != english["guidance"]
    assert german["prompt"] != english["prompt"]
    assert german["review"] == tr("ReviewActions", "Re&view\u2026") != english["review"]
    assert german["statistics_tip"] != english["statistics_tip"]

    i18n.switch_language(QApplication.instance(), "en", store=False)
    settle()
    assert texts(w, around) == english


def test_settings_dialog_switches_the_language_at_once(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    dialog = around.show_settings()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Settings"
    combo = dialog.language
    assert combo.currentData() == "en"
    assert combo.itemData(combo.currentIndex() + 1) == "de"
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # English -> Deutsch, as a user picks it
    assert combo.currentData() == "de"
    settle()
    assert i18n.current_language() == "de"
    assert QSettings().value(i18n.SETTINGS_KEY) == "de"
    # No restart: the open window and the dialog itself speak German now.
    menus = [a.text() for a in w.menuBar().actions() if a.text()]
    assert menus[:4] == ["&Spiel", "&Zug", "&Ansicht", "&Hilfe"], menus
    assert around.log_dock.windowTitle() == "Wertungsprotokoll"
    assert dialog.windowTitle() == "Einstellungen"
    assert dialog.language_label.text() != "&Language:"
    dialog.accept()
    assert QSettings().value(i18n.SETTINGS_KEY) == "de"

    # And back to English the same way.
    dialog = around.show_settings()
    qtbot.waitExposed(dialog)
    assert dialog.language.currentData() == "de"
    qtbot.keyClick(dialog.language, Qt.Key.Key_Up)
    settle()
    assert i18n.current_language() == "en"
    assert [a.text() for a in w.menuBar().actions() if a.text()][:4] == ["&Game", "&Turn", "&View", "&Help"]
    assert dialog.windowTitle() == "Settings"
    dialog.accept()


def test_cancel_goes_back_to_the_language_of_before(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    dialog = around.show_settings()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.language, Qt.Key.Key_Down)
    settle()
    assert around.actions["quit"].text() == tr("Menus", "&Quit") != "&Quit"
    dialog.reject()
    settle()
    assert i18n.current_language() == "en"
    assert around.actions["quit"].text() == "&Quit"
    assert QSettings().value(i18n.SETTINGS_KEY) == "en"


def test_ok_without_choosing_a_language_stores_none(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The language the system chose is shown, but OK does not make it the user's choice:
    the game keeps following the system's language."""
    w, around = window
    assert i18n.install(QApplication.instance(), locale=QLocale("de_DE")) == "de"
    settle()
    assert QSettings().value(i18n.SETTINGS_KEY) is None
    dialog = around.show_settings()
    qtbot.waitExposed(dialog)
    assert dialog.language.currentData() == "de"
    dialog.accept()
    settle()
    assert i18n.current_language() == "de"
    assert QSettings().value(i18n.SETTINGS_KEY) is None
    assert around.settings.value(i18n.SETTINGS_KEY) is None
    assert i18n.stored_language() is None


def test_open_dialogs_retranslate(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, around = window
    rules = around.show_rules()
    tiles = around.show_remaining_tiles()
    new = around.new_game()
    before = (rules.windowTitle(), tiles.windowTitle(), tiles.summary.text(), new.windowTitle(),
              new.players_box.title())
    i18n.switch_language(QApplication.instance(), "de", store=False)
    settle()
    after = (rules.windowTitle(), tiles.windowTitle(), tiles.summary.text(), new.windowTitle(),
             new.players_box.title())
    assert after[0] == tr("RulesDialog", "Rules") and after[3] == tr("NewGameDialog", "New Game")
    assert all(a != b for a, b in zip(after, before)), (before, after)
    i18n.switch_language(QApplication.instance(), "en", store=False)
    settle()
    assert (rules.windowTitle(), tiles.windowTitle(), tiles.summary.text(), new.windowTitle(),
            new.players_box.title()) == before
