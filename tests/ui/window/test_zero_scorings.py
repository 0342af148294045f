"""Scorings that paid nobody anything ("Cleo scores 0 points for a field next to 0 completed
cities") are left out of the score log and the final scoring's steps; the game's events
(the record, the review) keep them, and a zero that a rule explains (a note) or that
carries an item is still listed."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.ai_worker import first_legal_move
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.rules import RuleSet
from carc_desktop.engine.scoring import Event
from carc_desktop.texts.event_text import event_text, score_log_parts, worth_listing
from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog, final_events
from carc_desktop.ui.panels.score_log import ScoreLog

from .conftest import ALL

COLOURS = ("red", "blue", "green", "yellow", "black", "gray")


def empty(ev: Event) -> bool:
    return ev.type == "score" and not any(ev.points.values()) and not ev.data.get("notes") \
        and not ev.data.get("items")


def test_what_is_worth_listing() -> None:
    field = {"feature": "field", "reason": "final", "value": 0, "scorers": [2], "items": [], "notes": []}
    assert not worth_listing(Event("score", {2: 0}, dict(field)))
    assert not worth_listing(Event("score", {}, dict(field, scorers=[])))
    assert worth_listing(Event("score", {2: 3}, dict(field, value=3)))
    assert worth_listing(Event("score", {2: -2}, dict(field, value=-2)))  # Land Surveyors' Poverty
    assert worth_listing(Event("score", {2: 0}, dict(field, notes=[["surveyor", "LS-FIELD-POVERTY"]])))
    assert worth_listing(Event("score", {2: 0}, dict(field, items=[["porxada_bubble", 2, 0]])))
    assert worth_listing(Event("game_over", {}, {}))


def test_the_log_and_the_final_steps_leave_out_empty_scorings(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = GameController(choose_move=first_legal_move)
    c.new_game([PlayerSetup(f"Player {i + 1}", COLOURS[i]) for i in range(6)], RuleSet("C3", ALL), 3)
    log = ScoreLog(c)
    qtbot.addWidget(log)
    rng = random.Random(3)
    while not c.game.finished:
        assert c.choose(rng.choice(c.legal_moves()))
    QApplication.processEvents()
    game = c.game
    hidden = [e for e in game.events if empty(e)]
    assert len(hidden) >= 3, "the seed must give empty scorings to leave out"
    assert all(" 0 " in event_text(e, game) for e in hidden if e.data.get("scorers"))
    assert log.texts() == [score_log_parts(e, game)[0] for e in game.events if not empty(e)]

    d = EndOfGameDialog(game)
    qtbot.addWidget(d)
    d.show_all()
    steps = [d.steps.item(i).text() for i in range(d.steps.count())]
    kept = [e for e in final_events(game) if not empty(e)]
    assert any(empty(e) for e in final_events(game))
    assert steps == [event_text(e, game) for e in kept]
    assert d.running == game.scores
    c.close()
