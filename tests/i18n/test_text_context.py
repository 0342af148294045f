"""The typed ``tr`` of translation contexts (carc_desktop/texts/translate.py) translates as
PySide6's own: the class's name is the context, a count fills ``%n`` and picks the plural
form, a subclass falls back to its bases' contexts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.texts.error_text import ErrorText
from carc_desktop.texts.event_text import EventText
from carc_desktop.texts.translate import QT_TRANSLATE_NOOP, TextContext


def test_the_class_name_is_the_context(app, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("de")
    assert i18n.switch_language(app, "de", store=False)
    assert ErrorText.tr("Technical details: %1") == "Technische Details: %1"
    assert ErrorText.tr("Technical details: %1") == QCoreApplication.translate("ErrorText", "Technical details: %1")
    # A text of another context is not this one's.
    assert EventText.tr("Technical details: %1") == "Technical details: %1"


def test_a_count_picks_the_plural_form(app, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("cs")
    assert EventText.tr("%n tile(s)", None, 5) == "5 tile(s)"  # English source: %n filled, no translator
    assert i18n.switch_language(app, "cs", store=False)
    assert [EventText.tr("%n tile(s)", None, n) for n in (1, 2, 5)] == ["1 kartička", "2 kartičky", "5 kartiček"]


def test_a_qt_class_mixes_it_in_and_keeps_its_context(app, qtbot, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("de")
    assert GameController.tr.__func__ is TextContext.tr.__func__  # ours, not QObject.tr
    assert i18n.switch_language(app, "de", store=False)
    assert GameController.tr("There is no tile to place now.") == "Jetzt ist kein Plättchen zu legen."
    controller = GameController()
    assert controller.tr("There is no tile to place now.") == "Jetzt ist kein Plättchen zu legen."


def test_a_subclass_falls_back_to_its_bases_contexts(app, need_languages) -> None:  # type: ignore[no-untyped-def]
    need_languages("de")

    class Special(ErrorText):
        pass

    assert i18n.switch_language(app, "de", store=False)
    assert Special.tr("Technical details: %1") == "Technische Details: %1"
    assert Special.tr("Not a message anywhere") == "Not a message anywhere"


def test_the_noop_mark_gives_its_text_back() -> None:
    text: str = QT_TRANSLATE_NOOP("RuleTexts", "Followers per player")
    assert text == "Followers per player"


def test_a_negative_count_keeps_its_number_and_the_form_of_its_size(app, need_languages) -> None:  # type: ignore[no-untyped-def]
    """A Poverty card leaves a completed road of 2 tiles at -1 point: Qt fills ``%n`` only
    for counts of zero or more, so the score log said "P3 získává %n bod"."""
    from carc_desktop.engine.scoring import Event
    from carc_desktop.texts.event_text import score_log_parts

    need_languages("cs", "de")
    text = "%1 scores %n point(s) for %2."
    assert EventText.tr(text, None, -1) == "%1 scores \u22121 point(s) for %2."  # no translator
    assert i18n.switch_language(app, "cs", store=False)
    assert [EventText.tr(text, None, n) for n in (-1, -2, -5, 2)] == [
        "%1 získává \u22121 bod za %2.", "%1 získává \u22122 body za %2.", "%1 získává \u22125 bodů za %2.",
        "%1 získává 2 body za %2."]
    road = Event("score", {0: -1}, {"feature": "road", "reason": "completed", "cells": [[0, 0], [0, 1]], "tiles": 2,
                                   "pennants": 0, "cities": 0, "value": -1, "scorers": [0], "majority": [0],
                                   "figures": {}, "items": [], "notes": [], "node": -1})
    line, _ = score_log_parts(road)
    assert "%n" not in line and "\u22121 bod " in line, line
    assert i18n.switch_language(app, "de", store=False)
    line, _ = score_log_parts(road)
    assert "%n" not in line and "\u22121 Punkt " in line, line
