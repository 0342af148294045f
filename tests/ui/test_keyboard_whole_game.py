"""A whole game with every expansion played by the keyboard alone (offscreen): Tab or the
arrows pick a legal cell and R turns the tile, Enter places it; Tab picks a figure spot and
Enter places the figure, or S places none; every other decision (the Markets of Leipzig, La
Porxada, the builder's second tile...) is a button reached with Tab and pressed with Space;
the end-of-game table is closed with Escape. No mouse event is sent, and an event filter
checks that none reaches the application. The choices are seeded, so the game is the same
on every run.

(Starting the game from the New Game dialog by keyboard alone is
tests/ui/window/test_around_new_game_dialog.py::test_keyboard_only.)"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions import load_all
from carc_desktop.engine.rules import RuleSet

MOUSE = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
         QEvent.Type.Wheel}


class MouseWatch(QObject):
    """Counts the mouse presses and wheel turns that reach any object."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in MOUSE:
            self.seen += 1
        return False


def key(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key press to whatever has the keyboard now, as a person's key would go."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "nothing has the keyboard"
    qtbot.keyClick(target, key, modifier)


def press_a_choice(qtbot, window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """Tab through the window until a decision button has the keyboard (a random one of
    them, by going round a random number of times), then Space."""
    panel = window.prompt
    buttons = [b for b in panel.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
               and b.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert buttons, f"no decision button to reach by Tab: {panel.title.text()!r}"
    wanted = rng.randrange(len(buttons))
    met = 0
    for _ in range(200):
        key(qtbot, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus in buttons:
            if met == wanted:
                key(qtbot, Qt.Key.Key_Space)
                return
            met += 1
    raise AssertionError(f"Tab never reached the decision buttons of {panel.title.text()!r}")


def test_a_whole_game_with_every_expansion_by_keyboard_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.window.main_window import MainWindow

    c = GameController()
    seats = [PlayerSetup(name, colour, False, "normal") for name, colour in (("Ada", "red"), ("Bob", "blue"))]
    # Seed 33 with these keys meets the Markets of Leipzig's and La Porxada's decisions.
    c.new_game(seats, RuleSet("C3", tuple(sorted(load_all()))), 33)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.board.board.animations_enabled = False
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    watch = MouseWatch()
    app = QApplication.instance()
    app.installEventFilter(watch)
    rng = random.Random(3)
    game, board = c.game, w.board
    kinds: set[str] = set()
    try:
        w.activateWindow()
        board.setFocus()
        for _ in range(2000):
            if game.finished:
                break
            QApplication.processEvents()
            before = len(game.history)
            if board.placing():
                kinds.add("tile")
                if QApplication.focusWidget() is not board:
                    key(qtbot, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # View > the board
                    assert QApplication.focusWidget() is board
                for _ in range(rng.randrange(1, 6)):
                    key(qtbot, Qt.Key.Key_Tab)
                for _ in range(4):
                    if c.rotation in c.placement_options().get(board.cursor_cell, ()):
                        break
                    key(qtbot, Qt.Key.Key_R)
                key(qtbot, Qt.Key.Key_Return)
            elif c.phase == "deploy" and board.turn_on_board():
                kinds.add("figure")
                if QApplication.focusWidget() is not board:
                    key(qtbot, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
                if rng.random() < 0.35:
                    key(qtbot, Qt.Key.Key_S)
                else:
                    for _ in range(rng.randrange(1, 4)):
                        key(qtbot, Qt.Key.Key_Tab)
                    key(qtbot, Qt.Key.Key_Return)
            elif c.phase == "deploy":
                kinds.add("no spot")  # nowhere to put a figure: S, as the prompt says
                key(qtbot, Qt.Key.Key_S)
            else:
                kinds.add(str(c.phase))
                press_a_choice(qtbot, w, rng)
            assert len(game.history) > before, f"a key press in phase {c.phase!r} did nothing: {w.prompt.title.text()!r}"
        assert game.finished, f"the game did not end in 2000 decisions ({len(game.history)} moves)"
        QApplication.processEvents()
        dialog = QApplication.activeModalWidget() or next(
            (d for d in w.findChildren(QDialog) if d.isVisible()), None)
        assert isinstance(dialog, QWidget), "the end-of-game table did not open"
        dialog.activateWindow()
        dialog.setFocus()
        closed: list[bool] = []
        dialog.destroyed.connect(lambda *_: closed.append(True))
        key(qtbot, Qt.Key.Key_Escape)
        QApplication.processEvents()
        assert closed or not dialog.isVisible(), "Escape did not close the end-of-game table"
    finally:
        app.removeEventFilter(watch)
        c.close()
    assert watch.seen == 0, f"{watch.seen} mouse events reached the application"
    # The game asked for more than tiles and figures, and all of it went by keyboard.
    assert {"tile", "figure", "leipzig", "porxada", "porxada_answer"} <= kinds, kinds
    assert set(game.rules.expansions) == set(load_all())
