"""What a screen reader hears of each control: every widget a player can reach with Tab in the
main window and in each dialog it opens has a name (as Qt's accessibility layer reports it:
its text, its buddy label's, or an accessible name of its own)."""

from __future__ import annotations

import random

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet


def unnamed(top: QWidget) -> list[str]:
    out = []
    for w in [top] + top.findChildren(QWidget):
        if not w.isVisibleTo(top) or not (w.focusPolicy() & w.focusPolicy().TabFocus) or not w.isEnabled():
            continue
        if w.focusProxy() is not None:
            continue  # the proxy is what gets the keyboard, and it is checked itself
        iface = QAccessible.queryAccessibleInterface(w)
        name = iface.text(QAccessible.Text.Name) if iface is not None else ""
        if not name.strip():
            out.append(f"{type(w).__name__} {w.objectName()!r} in {type(w.parentWidget()).__name__}")
    return out


def test_every_reachable_control_has_a_name(qtbot, window, controller) -> None:  # type: ignore[no-untyped-def]
    seats = [PlayerSetup(n, c, False, "normal") for n, c in (("Ada", "red"), ("Bob", "blue"), ("Cy", "green"))]
    controller.new_game(seats, RuleSet("C3", tuple(sorted(load_all()))), 3)
    rng = random.Random(2)
    for _ in range(30):
        assert controller.choose(rng.choice(controller.legal_moves()))
    QApplication.processEvents()
    problems = [f"window: {p}" for p in unnamed(window)]
    openers = (window.new_game, window.show_settings, window.show_remaining_tiles, window.show_end_of_game,
               window.review_actions.review_current, window.show_rules)
    for opener in openers:
        dialog = opener()
        QApplication.processEvents()
        problems += [f"{type(dialog).__name__}: {p}" for p in unnamed(dialog)]
        dialog.close()
    lessons = window.lessons.show_list()
    QApplication.processEvents()
    problems += [f"lessons: {p}" for p in unnamed(lessons)]
    lessons.close()
    assert not problems, "\n".join(problems)
