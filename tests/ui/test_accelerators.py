"""Keyboard accelerators (the underlined letter, Alt+letter) never clash: in every language,
English included, no two entries of one menu, no two menus of the menu bar (with what the main
window shows beside it), no two buttons of the toolbar and no two controls that one dialog
shows at the same time (per tab page) share a letter. A clash makes Alt+letter only cycle the
focus, or, in a menu, pick the first of the two."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterable

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QToolBar,
    QWidget,
)

from carc_desktop import i18n
from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet

LANGUAGES = ("en", "de", "fr", "it", "cs")


def key(text: str) -> str:
    """The accelerator Qt takes from a text ("" when it has none)."""
    return QKeySequence.mnemonic(text).toString().casefold()


def clashes(where: str, texts: Iterable[str]) -> list[str]:
    by_key: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        if k := key(text):
            by_key[k].append(text)
    return [f"{where}: {k}: {' / '.join(repr(t) for t in ts)}" for k, ts in sorted(by_key.items()) if len(ts) > 1]


def test_the_check_itself() -> None:
    assert key("Open &Recent") == key("&Redo") == "alt+r"
    assert key("Save && quit") == "" and key("R&&D &x") == "alt+x"
    assert clashes("m", ["Open &Recent", "&Redo", "&Undo"]) == ["m: alt+r: 'Open &Recent' / '&Redo'"]
    assert clashes("m", ["&Nächster Schritt", "Partie &nachspielen…"])
    assert not clashes("m", ["&Save", "Save &As…", "Quit"])


def menu_texts(menu: QMenu) -> list[str]:
    """Every entry, hidden ones too (Continue a Game shows only when there is one)."""
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def on_other_page(w: QWidget, top: QWidget) -> bool:
    """Whether ``w`` lies on a page of a stack (a tab page) that is not the current one."""
    while w is not top and w.parentWidget() is not None:
        parent = w.parentWidget()
        if isinstance(parent, QStackedWidget) and parent.currentWidget() is not w:
            return True
        w = parent
    return False


def shown_texts(top: QWidget) -> list[str]:
    """The texts whose accelerator works while ``top`` shows the tab pages it shows now:
    buttons, labels with a buddy, group boxes and tabs of ``top`` itself (not of another
    window). Hidden controls count too: a dialog shows some of them only at some moments
    (the end of game's steps, then Play again)."""
    out: list[str] = []
    for w in top.findChildren(QWidget):
        if w.window() is not top or on_other_page(w, top) or isinstance(w.parentWidget(), QToolBar):
            continue
        if isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QLabel) and w.buddy() is not None:
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTabBar):
            out += [w.tabText(i) for i in range(w.count()) if w.isTabVisible(i)]
    if isinstance(top, QMainWindow) and top.menuWidget() is top.menuBar():
        out += [a.text() for a in top.menuBar().actions() if a.isVisible()]
    return out


def window_problems(name: str, top: QWidget) -> list[str]:
    """Clashes in ``top`` as it is, then with each page of each of its tab widgets."""
    QApplication.processEvents()
    problems = clashes(name, shown_texts(top))
    for tabs in top.findChildren(QTabWidget):
        if tabs.window() is not top or on_other_page(tabs, top):
            continue
        current = tabs.currentIndex()
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            QApplication.processEvents()
            problems += clashes(f"{name} (tab {tabs.tabText(i)!r})", shown_texts(top))
        tabs.setCurrentIndex(current)
    return sorted(set(problems))


def finished_window(qtbot):  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController(choose_move=first_legal_move)
    c.new_game([PlayerSetup("Ada", "red"), PlayerSetup("Bob", "blue", True, "normal")],
               RuleSet("C3", tuple(sorted(load_all()))), 3)
    rng = random.Random(4)
    while not c.game.finished:
        qtbot.waitUntil(lambda: c.game.finished or c.human_to_move, timeout=5000)
        if not c.game.finished:
            assert c.choose(rng.choice(c.legal_moves()))
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.board.board.animations_enabled = False
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w, c


def every_problem(w) -> list[str]:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.continue_dialog import ContinueDialog

    problems = window_problems("main window and menu bar", w)
    menus = [m for m in w.findChildren(QMenu) if m.window() is m or m.parentWidget() is not None]
    for menu in menus:
        menu.aboutToShow.emit()  # Open Recent and Continue fill themselves then
        QApplication.processEvents()
        problems += clashes(f"menu {menu.title()!r}", menu_texts(menu))
    for bar in w.findChildren(QToolBar):
        problems += clashes(f"toolbar {bar.objectName()}",
                            [a.text() for a in bar.actions() if isinstance(a, QAction) and not a.isSeparator()])
    openers = {
        "new game": w.new_game, "end of game": w.show_end_of_game, "tiles left": w.show_remaining_tiles,
        "rules": w.show_rules, "settings": w.show_settings,
        "review chooser": w.review_actions.choose_review, "review": w.review_actions.review_current,
        "statistics": w.review_actions.show_statistics,
        "continue": lambda: ContinueDialog([], w, "", set()),
    }
    for name, opener in openers.items():
        dialog = opener()
        assert dialog is not None, name
        dialog.show()
        QApplication.processEvents()
        problems += window_problems(name, dialog)
        for menu in dialog.findChildren(QMenu):
            problems += clashes(f"{name}: menu {menu.title()!r}", menu_texts(menu))
        dialog.done(0) if hasattr(dialog, "done") else dialog.close()
        QApplication.processEvents()
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_accelerator_clashes(qtbot, qapp, compiled_translations, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert not compiled_translations, compiled_translations
    assert i18n.switch_language(qapp, lang, store=False)
    w, c = finished_window(qtbot)
    try:
        for _ in range(3):
            QApplication.processEvents()
        problems = every_problem(w)
        assert not problems, f"{len(problems)} clash(es) in {lang}:\n" + "\n".join(problems)
    finally:
        c.close()
        i18n.switch_language(qapp, "en", store=False)
