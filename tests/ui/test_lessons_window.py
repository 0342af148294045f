"""Learn to Play in the real window (offscreen): the Help menu item and the list, a lesson
played with drops on the board and clicks, a wrong drop refused with the step's explanation
in the panel and the tile back in the tray, the step's cells lit, progress remembered,
leaving gives the game back, and every lesson text is translated in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from carc_desktop import i18n
from carc_desktop.controller.lessons import load_lessons
from carc_desktop.engine import move_from_record
from carc_desktop.texts.lesson_texts import TEXTS
from carc_desktop.ui.board.view import tile_mime_data
from carc_desktop.ui.common.prefs import KEY_LESSONS_DONE

from .conftest import send_drag


def pump() -> None:
    for _ in range(4):
        QApplication.processEvents()


def drop(window, x: int, y: int, rotation: int) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    c.set_rotation(rotation // 90)
    send_drag(window.board, tile_mime_data(c.tile.id, rotation // 90, 0), window.board.view_point_of_cell((x, y)))
    pump()


def test_help_menu_offers_the_lessons(window) -> None:  # type: ignore[no-untyped-def]
    help_menu = window.menus["help"]
    assert help_menu.actions()[0] is window.lessons.action
    assert window.lessons.action.text() == "&Learn to Play\u2026"
    dialog = window.lessons.show_list()
    pump()
    assert len(dialog.items) == len(load_lessons())
    assert dialog.current_id() == "base-1-roads"
    assert "0 of" in dialog.progress.text()
    dialog.done(0)


def test_a_lesson_with_drops_a_refusal_and_progress(window) -> None:  # type: ignore[no-untyped-def]
    lessons = window.lessons
    run = lessons.start("base-2-cities")
    pump()
    c = window.controller
    panel = lessons.panel
    assert lessons.dock.isVisible() and "Step 1 of 2" == panel.counter.text()
    assert panel.text.text() == run.lesson.steps[0].text
    assert [i.rect().center() for i in lessons.marks.items] and run.highlight_parts() == ([(0, 1)], [])
    drop(window, 0, 1, 180)
    assert c.phase == "deploy"
    # a wrong figure: the step's explanation, nothing played
    assert not c.skip()
    assert panel.feedback.isVisible() and panel.feedback.text() == run.lesson.steps[0].why
    assert c.phase == "deploy"
    assert c.deploy("follower", "city1")
    pump()
    assert run.index == 1 and panel.counter.text() == "Step 2 of 2" and not panel.feedback.isVisible()
    # a wrong drop: refused, the tile stays in the tray
    tiles = len(c.game.board.placements)
    drop(window, 0, -1, 90)
    assert len(c.game.board.placements) == tiles and c.phase == "place"
    assert panel.feedback.text() == run.lesson.steps[1].why
    assert window.banner.isVisible()
    drop(window, 1, 1, 270)
    assert c.skip()
    pump()
    assert run.done and panel.counter.text() == "Lesson complete"
    assert run.lesson.summary in panel.text.text()
    assert "base-2-cities" in QSettings().value(KEY_LESSONS_DONE)
    assert c.game.scores[0] == 8
    assert not [d for d in QApplication.topLevelWidgets() if d.objectName() == "EndOfGameDialog" and d.isVisible()]
    assert panel.next.isVisible()
    panel.next.click()
    pump()
    assert lessons.run is not None and lessons.run.lesson.id == "base-3-monasteries"
    dialog = lessons.show_list()
    assert "\u2713" in dialog.items["base-2-cities"].text(0)
    dialog.done(0)
    lessons.leave()
    pump()
    assert lessons.run is None and c.judge is None and not c.files.held and not lessons.dock.isVisible()


def test_show_me_and_leipzig_send(window) -> None:  # type: ignore[no-untyped-def]
    lessons = window.lessons
    lessons.start("lz-1-send")
    run = lessons.run
    run.show_delay_ms = 0
    c = window.controller
    step = run.lesson.steps[0]
    first = move_from_record(step.moves[0])
    drop(window, first.x, first.y, first.rotation * 90)
    assert c.skip()
    pump()
    assert run.index == 1 and c.phase == "leipzig"
    lessons.panel.show_me.click()
    pump()
    assert run.done
    assert c.game.scores[0] == 7


def test_a_new_game_ends_the_lesson(window) -> None:  # type: ignore[no-untyped-def]
    lessons = window.lessons
    lessons.start("tb-2-pig")
    window.controller.new_game(2)
    pump()
    assert lessons.run is None and window.controller.judge is None and not lessons.dock.isVisible()


def test_first_start_offers_the_lessons(window) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.lessons import offer_on_welcome

    dialog = window.new_game()
    offer_on_welcome(window, dialog)
    button = dialog.findChild(type(dialog.ok_button), "welcome_lessons")
    assert button is not None and button.isVisible()
    button.click()
    pump()
    assert not dialog.isVisible()
    assert window.dialogs["lessons"].isVisible()
    window.dialogs["lessons"].done(0)


@pytest.mark.parametrize("lang", ("de", "fr", "it", "cs"))
def test_every_lesson_text_is_translated(qapp, compiled_translations, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    try:
        missing = [t for t in TEXTS if QCoreApplication.translate("Lesson", t) == t]
        assert not missing, missing[:3]
        for context, text in (("LessonPanel", "Show Me"), ("LessonList", "Base game"), ("Lessons", "Lesson")):
            assert QCoreApplication.translate(context, text) != text
    finally:
        i18n.switch_language(qapp, "en", store=False)


def test_the_help_item_follows_the_language(window, qapp, german) -> None:  # type: ignore[no-untyped-def]
    assert not window.findChild(type(window.docks["tile"]), "lesson_dock")  # no hidden dock before a lesson
    assert i18n.switch_language(qapp, "de", store=False)
    try:
        window.menus["help"].aboutToShow.emit()
        assert window.lessons.action.text() == "&Spielen lernen \u2026"
    finally:
        i18n.switch_language(qapp, "en", store=False)
