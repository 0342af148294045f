"""The rule choices in the UI: the page of the New Game dialog, the rules dialog and the log
notes show every option with its source, come from the engine's metadata word for word, and
speak German after a language switch."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox

from carc_desktop import i18n
from carc_desktop.engine import CLARIFICATIONS, OPTIONS, RuleSet, options_for
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.scoring import Event
from carc_desktop.texts import rule_texts
from carc_desktop.texts.event_text import score_sentences
from carc_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from carc_desktop.ui.dialogs.rules_dialog import RulesDialog

from .conftest import settle

ALL = tuple(sorted(load_all()))


def test_the_tables_are_the_engine_texts_word_for_word() -> None:
    assert set(rule_texts.TITLES) == set(OPTIONS) == set(rule_texts.EFFECTS)
    for name, opt in OPTIONS.items():
        assert rule_texts.TITLES[name] == opt.title and rule_texts.EFFECTS[name] == opt.effect, name
        for value in opt.choices:
            if not isinstance(value, bool):
                assert (name, value) in rule_texts.VALUES, (name, value)
    assert {k: c.effect for k, c in CLARIFICATIONS.items()} == rule_texts.CLARIFICATION_EFFECTS


def test_the_page_shows_the_chosen_expansions_options_and_resets_them(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = NewGameDialog(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(d)
    page = d.rule_page
    assert set(page.editors) == {o.name for o in options_for(ALL)}
    for name, box in d.expansion_boxes.items():  # the first game is the base game: choose them all
        box.setChecked(name != "markets_of_leipzig")
    d.show()
    d.tabs.setCurrentWidget(page)
    assert not page.groups["markets_of_leipzig"].isVisible() and page.groups["la_porxada"].isVisible()
    # The Coiners option is about Leipzig: hidden without it, though La Porxada is on.
    assert not page.editors["porxada_bonus_coiners"].box.isVisible()
    assert page.editors["porxada_swap_may_decline"].box.isVisible()
    ed = page.editors["tb_builder_second_tile_optional"]
    assert isinstance(ed.widget, QCheckBox) and ed.widget.isChecked()
    assert ed.source.text() == "Default: on (Rule text)."
    sign = page.editors["ls_road_wealth_sign"]
    assert isinstance(sign.widget, QComboBox)
    assert sign.widget.itemText(sign.widget.findData(-1)) == "Poverty: -3 points (default)"
    ed.widget.setChecked(False)
    sign.set_value(1)
    assert d.rules().options["tb_builder_second_tile_optional"] is False
    page.reset_button.click()
    assert d.rules().options["tb_builder_second_tile_optional"] is True
    assert d.rules().options["ls_road_wealth_sign"] == -1
    assert "leipzig_arrangement" not in d.rules().options  # Leipzig is off


def test_page_rules_dialog_and_notes_in_german(qtbot, tmp_path, german) -> None:  # type: ignore[no-untyped-def]
    d = NewGameDialog(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(d)
    rules = RuleSet("C3", ALL, {"porxada_bonus_coiners": False})
    dialog = RulesDialog(rules)
    qtbot.addWidget(dialog)
    event = Event("score", {0: 7}, {"feature": "city", "reason": "final", "tiles": 1, "pennants": 1, "value": 2,
                                    "scorers": [0], "items": [], "notes": [
                                        ["rule", ["porxada_bonus_coiners", True]],
                                        ["clarification", "leipzig_bonus_same_turn"]]})
    english = score_sentences(event)
    assert "Rule choice “Coiners in the La Porxada bonus”: on (Community reading)." in english
    assert any(s.startswith("Official clarification (8/2024): ") for s in english)
    assert "Coiners in the La Porxada bonus" in dialog.text.toPlainText()
    try:
        assert i18n.switch_language(qtbot_app(), "de", store=False)
        settle()
        assert d.tabs.tabText(1) == "Regel&wahl"
        ed = d.rule_page.editors["porxada_bonus_coiners"]
        assert ed.widget.text() == "Münzpräger im La-Porxada-Bonus"
        assert ed.source.text() == "Vorgabe: an (Lesart der Community)."
        assert d.rule_page.reset_button.text() == "Auf die &Regeln zurücksetzen"
        plain = dialog.text.toPlainText()
        assert "Regelwahl dieser Partie" in plain and "Münzpräger im La-Porxada-Bonus: aus" in plain
        german_lines = score_sentences(event)
        assert "Regelwahl „Münzpräger im La-Porxada-Bonus“: an (Lesart der Community)." in german_lines
        assert any(s.startswith("Offizielle Klarstellung (8/2024): ") for s in german_lines)
    finally:
        i18n.switch_language(qtbot_app(), "en", store=False)


def qtbot_app():  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()
