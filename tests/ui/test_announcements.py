"""A screen reader is told whose turn it is, every scoring and every refusal, through Qt's
accessibility announcements, in the game's own sentences."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication

from carc_desktop.texts.event_text import score_main_sentence


@pytest.fixture
def heard(monkeypatch):  # type: ignore[no-untyped-def]
    """Every announcement event sent to the accessibility layer: (text, assertive)."""
    got: list[tuple[str, bool]] = []
    real = QAccessible.updateAccessibility

    def spy(event):  # type: ignore[no-untyped-def]
        if isinstance(event, QAccessibleAnnouncementEvent):
            assertive = event.politeness() == QAccessible.AnnouncementPoliteness.Assertive
            got.append((event.message(), assertive))
        return real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(spy))
    return got


def test_turns_and_scorings_are_announced(window, controller, heard) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(8)
    scorings = []
    controller.scored.connect(lambda events: scorings.extend(score_main_sentence(e, controller.game) for e in events))
    turns = 0
    while len(scorings) < 3:
        before = controller.game.turn
        assert controller.choose(rng.choice(controller.legal_moves()))
        turns += controller.game.turn != before
    QApplication.processEvents()
    texts = [t for t, _a in heard]
    for sentence in scorings:
        assert sentence in texts
    names = [p.name for p in controller.game.players]
    turn_lines = [t for t in texts if t.endswith("'s turn.")]
    assert len(turn_lines) >= turns and all(any(n in t for n in names) for t in turn_lines)
    assert window.announcer.spoken[-1] == texts[-1]


def test_a_refusal_is_announced_at_once(window, controller, heard) -> None:  # type: ignore[no-untyped-def]
    game = controller.game
    taken = next(iter(game.board.cells))
    assert not controller.place_tile(taken[0], taken[1], 0)
    assert heard and heard[-1][1] is True
    assert heard[-1][0] == window.announcer.spoken[-1]
    assert heard[-1][0]  # the refusal's own sentence


def test_a_computers_turn_says_so(qtbot, heard) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    from carc_desktop.controller import GameController
    from carc_desktop.controller.game_controller import default_rules
    from carc_desktop.ui.common.announcer import Announcer

    c = GameController()
    w = QWidget()
    qtbot.addWidget(w)
    announcer = Announcer(w, c)
    c.is_computer = lambda p: p == 1  # type: ignore[method-assign]
    c.new_game(2, default_rules(), 5)
    announcer._turn(1)
    assert heard[-1][0].endswith("(computer).")
    c.close()
