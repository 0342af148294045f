"""Nothing cut off: at 1024x700 and 1600x1000, in all five languages, with six players and
every expansion, every label and button in the docks, the prompt and the dialogs has the
room its text needs, and every player's card is in view without scrolling (panel_fit.py). The layout is remembered across starts."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QDockWidget, QToolBar

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet

from .fit import clipped, clipped_items, toolbar_cut
from .panel_fit import panel_problems

LANGUAGES = ("en", "de", "fr", "it", "cs")
SIZES = ((1024, 700), (1600, 1000))
COLOURS = ("red", "blue", "green", "yellow", "black", "grey")


@pytest.fixture(scope="module")
def compiled(qapp, compiled_translations) -> None:  # type: ignore[no-untyped-def]
    assert not compiled_translations, compiled_translations


def six_player_window(qtbot, size: tuple[int, int], moves: int = 40):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController(choose_move=first_legal_move)
    # the names New Game gives in the language being checked ("Spieler 1", "Hráč 1"...)
    name = QCoreApplication.translate("NewGameDialog", "Player %1")
    seats = [PlayerSetup(name.replace("%1", str(i + 1)), COLOURS[i], i % 2 == 1, "normal") for i in range(6)]
    c.new_game(seats, RuleSet("C3", tuple(sorted(load_all()))), 5)
    rng = random.Random(2)
    for _ in range(moves):
        qtbot.waitUntil(lambda: c.game.finished or c.human_to_move, timeout=5000)
        assert c.choose(rng.choice(c.legal_moves()))
    qtbot.waitUntil(lambda: c.human_to_move, timeout=5000)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.board.board.animations_enabled = False
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    return w, c


@pytest.fixture
def text_percent(request, qapp):  # type: ignore[no-untyped-def]
    """The Settings text size for the test (100 % or 150 %), put back afterwards."""
    from carc_desktop.ui.common.prefs import KEY_TEXT_SIZE
    from carc_desktop.ui.common.text_size import apply_text_size

    QSettings().setValue(KEY_TEXT_SIZE, request.param)  # the window applies it when it attaches
    yield request.param
    QSettings().remove(KEY_TEXT_SIZE)
    apply_text_size(qapp, 100)


@pytest.mark.parametrize("text_percent", (100, 150), indirect=True, ids=lambda p: f"text{p}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_is_cut_off(qtbot, qapp, compiled, lang: str, size: tuple[int, int], text_percent: int) -> None:  # type: ignore[no-untyped-def]
    assert i18n.switch_language(qapp, lang, store=False)
    w, c = six_player_window(qtbot, size)
    try:
        from carc_desktop.ui.common.text_size import system_font_size

        assert w.font().pointSizeF() == pytest.approx(system_font_size() * text_percent / 100)
        if text_percent != 100:
            w.grab().save(str(Path(tempfile.gettempdir()) / f"fit-{lang}-{size[0]}-{text_percent}.png"))
        assert w.width() <= size[0] and w.height() <= size[1], "the window grew past the screen"
        problems = []
        for dock in w.findChildren(QDockWidget):
            problems += [f"{dock.objectName()}: {p}" for p in clipped(dock) + clipped_items(dock)]
        problems += [f"prompt: {p}" for p in clipped(w.prompt)]
        # Every player at once; with large text on the small screen the cards may scroll
        # (the active one in view, every card whole) and the log keeps three lines.
        big_small = text_percent > 100 and size[1] < 800
        problems += [f"panel: {p}" for p in panel_problems(w, may_scroll=big_small, log_lines=3 if big_small else None)]
        # The toolbar's long words (Wiederherstellen, Rückgängig, Que ferait l'ordinateur ?).
        toolbars = w.findChildren(QToolBar)
        assert toolbars and all(t.isVisible() for t in toolbars)
        for toolbar in toolbars:
            problems += toolbar_cut(toolbar)
        # The end of game's and the review's buttons (Partie nachspielen…, Revoir la partie…).
        # (The review's tables scroll sideways with six players: only its buttons and labels here.)
        for opener, items in ((w.show_remaining_tiles, True), (w.new_game, True), (w.show_end_of_game, True),
                              (w.review_actions.review_current, False), (w.review_actions.choose_review, True)):
            dialog = opener()
            for _ in range(2):
                QApplication.processEvents()
            found = clipped(dialog) + (clipped_items(dialog) if items else [])
            problems += [f"{dialog.objectName() or type(dialog).__name__}: {p}" for p in found]
            dialog.done(0)
        assert not problems, "\n".join(problems)
    finally:
        c.close()
        i18n.switch_language(qapp, "en", store=False)


def test_the_toolbar_check_finds_a_cut_toolbar(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    toolbar = QToolBar(window)
    window.addToolBar(toolbar)
    for text in ("&Rückgängig", "&Wiederherstellen", "Was würde der &Computer tun?"):
        toolbar.addAction(QAction(text, window))
    window.resize(1024, 300)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    assert toolbar_cut(toolbar) == []
    window.resize(150, 300)
    QApplication.processEvents()
    cut = toolbar_cut(toolbar)
    assert any("not shown" in p for p in cut) and any("extension button" in p for p in cut), cut


def test_the_layout_is_remembered(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    w, c = six_player_window(qtbot, (1300, 900), moves=2)
    try:
        w.removeDockWidget(w.log_dock)
        from PySide6.QtCore import Qt
        w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.log_dock)
        w.log_dock.show()
        w.resize(780, 640)
        QApplication.processEvents()
        w.close()
        assert QSettings().value("window/state") is not None
        from carc_desktop import app as app_module

        again = app_module.create_window(c)
        qtbot.addWidget(again)
        assert again.dockWidgetArea(again.log_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
        assert (again.width(), again.height()) == (780, 640)
    finally:
        c.close()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lesson_panel_and_list_fit(qtbot, qapp, compiled, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Every step of every lesson, its refusal and its end, and the lesson list: nothing cut."""
    assert i18n.switch_language(qapp, lang, store=False)
    w, c = six_player_window(qtbot, size, moves=0)  # the lesson then takes the window's game
    try:
        lessons = w.lessons
        problems = []
        dialog = lessons.show_list()
        QApplication.processEvents()
        problems += [f"list: {p}" for p in clipped(dialog) + clipped_items(dialog)]
        dialog.done(0)
        for lesson in lessons.lessons:
            run = lessons.start(lesson.id)
            for k, step in enumerate(lesson.steps):
                run.start(k)
                lessons.panel.show_step(lesson, k)
                lessons.panel.show_refusal(step.why and lessons.panel.tr(step.why))
                QApplication.processEvents()
                problems += [f"{lesson.id} step {k + 1}: {p}" for p in clipped(lessons.dock)]
            lessons.panel.show_done(lesson, True)
            QApplication.processEvents()
            problems += [f"{lesson.id} done: {p}" for p in clipped(lessons.dock)]
        assert w.width() <= size[0] and w.height() <= size[1]
        assert not problems, "\n".join(problems)
    finally:
        lessons.leave(reopen=False)
        c.close()
        i18n.switch_language(qapp, "en", store=False)


@pytest.mark.parametrize("lang", ("en", "de", "cs"))
def test_every_player_at_once_in_a_maximised_window(qtbot, qapp, compiled, lang: str) -> None:  # type: ignore[no-untyped-def]
    """A window maximised on a 1024x700 screen keeps about 680 px of it (its title bar, seen
    under Xvfb with openbox): still every player at once."""
    assert i18n.switch_language(qapp, lang, store=False)
    w, c = six_player_window(qtbot, (1024, 680))
    try:
        problems = panel_problems(w)
        assert not problems, "\n".join(problems)
    finally:
        c.close()
        i18n.switch_language(qapp, "en", store=False)
