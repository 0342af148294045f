"""Every lesson file plays to its end with its own intended moves, through the controller
and the lesson's judge; at every step the file's wrong move is refused with the step's
explanation (and not played); the files are valid and their texts reach lupdate."""

from __future__ import annotations

import importlib.util
import json

import pytest
from PySide6.QtCore import QCoreApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.lessons import (
    LessonError,
    LessonRun,
    goal_met,
    lesson_files,
    load_lessons,
    parse_lesson,
)
from carc_desktop.engine import PlaceTile, move_from_record

LESSONS = load_lessons()
IDS = [lesson.id for lesson in LESSONS]


def pump() -> None:
    for _ in range(4):
        QCoreApplication.processEvents()


def play(controller: GameController, record: dict) -> bool:
    move = move_from_record(record)
    if isinstance(move, PlaceTile):
        return controller.place_tile(move.x, move.y, move.rotation)
    return controller.choose(move)


@pytest.fixture
def controller(qapp):  # type: ignore[no-untyped-def]
    c = GameController()
    refusals: list[str] = []
    c.illegal_move.connect(refusals.append)
    c.refusals = refusals  # type: ignore[attr-defined]
    yield c
    c.close()


def test_every_file_loads_and_names_are_unique() -> None:
    assert len(LESSONS) == len(lesson_files()) >= 17
    assert len(set(IDS)) == len(IDS)
    groups = {lesson.group for lesson in LESSONS}
    assert groups == {"base", "traders_and_builders", "markets_of_leipzig", "the_land_surveyors", "la_porxada",
                      "together"}


@pytest.mark.parametrize("lesson_id", IDS)
def test_lesson_plays_to_its_end_with_its_moves(controller, lesson_id: str) -> None:  # type: ignore[no-untyped-def]
    lesson = next(x for x in LESSONS if x.id == lesson_id)
    run = LessonRun(controller, lesson, show_delay_ms=0)
    steps_seen: list[int] = []
    run.step_changed.connect(steps_seen.append)
    finished: list[bool] = []
    run.finished.connect(lambda: finished.append(True))
    run.start(0)
    for k, step in enumerate(lesson.steps):
        assert run.index == k and not run.done
        if step.moves is None:  # a coached turn: the computer's suggestion, through Show me
            run.show_me()
            pump()
        else:
            played = 0
            for record in step.moves:
                if run.index != k or run.done:
                    break
                if controller.game.decider != lesson.learner:
                    pump()  # the other player's part is the lesson's own
                    continue
                assert not run._met(controller.game), f"step {k + 1} is reached before its last move"
                assert play(controller, record), (k, record, controller.refusals[-1:])
                played += 1
                pump()
            assert played, f"step {k + 1} has no move of the learner"
        assert run.index == k + 1 or run.done, f"step {k + 1} was not reached"
    assert finished == [True] and run.done
    assert steps_seen == list(range(len(lesson.steps)))
    run.stop()
    assert controller.judge is None and not controller.files.held


@pytest.mark.parametrize("lesson_id", IDS)
def test_wrong_move_is_refused_with_the_steps_explanation(controller, lesson_id: str) -> None:  # type: ignore[no-untyped-def]
    lesson = next(x for x in LESSONS if x.id == lesson_id)
    data = json.loads(next(f for f in lesson_files() if json.loads(f.read_text())["id"] == lesson_id).read_text())
    run = LessonRun(controller, lesson, show_delay_ms=0)
    checked = 0
    for k, step in enumerate(lesson.steps):
        wrong = data["steps"][k].get("wrong")
        if step.moves is None or step.goal == ({"any": True},):
            # every legal move serves a free turn: an illegal one is refused with the engine's reason
            run.start(k)
            controller.refusals.clear()
            if controller.phase == "place":
                assert not controller.place_tile(99, 99, 0)
                assert controller.refusals and controller.refusals[-1] != step.why
            continue
        assert wrong, f"step {k + 1} of {lesson_id} names no wrong move"
        run.start(k)
        pump()
        for record in wrong[:-1]:
            assert play(controller, record)
            pump()
        before = len(controller.game.history)
        controller.refusals.clear()
        assert not play(controller, wrong[-1]), f"step {k + 1}: {wrong[-1]} was played"
        assert controller.refusals[-1] == step.why
        assert len(controller.game.history) == before and run.index == k
        checked += 1
    assert checked or all(s.moves is None or s.goal == ({"any": True},) for s in lesson.steps)


def test_show_me_plays_each_step(controller) -> None:  # type: ignore[no-untyped-def]
    for lesson in LESSONS:
        if any(s.moves is None for s in lesson.steps):
            continue
        run = LessonRun(controller, lesson, show_delay_ms=0)
        run.start(0)
        for k in range(len(lesson.steps)):
            run.show_me()
            pump()
            assert run.index == k + 1 or run.done, (lesson.id, k)
        assert run.done
        run.stop()


def test_a_move_after_another_way_sets_up_the_next_step(controller) -> None:  # type: ignore[no-untyped-def]
    """The builder's second step accepts any tile that extends the builder's road; the next
    step then starts from the canonical position only if the intended moves no longer fit."""
    lesson = next(x for x in LESSONS if x.id == "base-1-roads")
    run = LessonRun(controller, lesson, show_delay_ms=0)
    run.start(0)
    # the tile may go with the road continuing east in either rotation: both meet the goal
    assert play(controller, {"type": "place", "x": 1, "y": 0, "rotation": 180})
    assert play(controller, {"type": "deploy", "figure": "follower", "feature": "road1"})
    pump()
    assert run.index == 1
    assert goal_met(controller.game, lesson.steps[0].goal, [], lesson.learner)


def test_undo_before_the_step_restarts_it(controller) -> None:  # type: ignore[no-untyped-def]
    lesson = next(x for x in LESSONS if x.id == "base-2-cities")
    run = LessonRun(controller, lesson, show_delay_ms=0)
    run.start(0)
    assert play(controller, {"type": "place", "x": 0, "y": 1, "rotation": 180})
    controller.undo()
    pump()
    assert run.index == 0 and len(controller.game.history) == 0


@pytest.mark.parametrize("bad, message", [
    ({"format": "x"}, "not a"),
    ({"format": "carc-desktop-lesson", "id": "a", "title": "t", "summary": "s", "group": "nope"}, "group"),
    ({"format": "carc-desktop-lesson", "id": "a", "title": "t", "summary": "s", "group": "base", "record": {},
      "steps": [{"text": "t", "why": "w", "goal": [{"what": 1}], "moves": [{"type": "skip"}]}]}, "condition"),
])
def test_bad_lesson_files_are_refused_with_a_reason(bad: dict, message: str) -> None:
    with pytest.raises(LessonError, match=message):
        parse_lesson(bad)


def test_lesson_texts_module_is_up_to_date() -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("lesson_texts_tool", root / "tools" / "lesson_texts.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main(["--check"]) == 0
    from carc_desktop.texts.lesson_texts import TEXTS

    for lesson in LESSONS:
        assert set(lesson.all_texts()) <= set(TEXTS)


@pytest.mark.parametrize("lesson_id", IDS)
def test_highlighted_features_lie_on_the_board(controller, lesson_id: str) -> None:  # type: ignore[no-untyped-def]
    """A [x, y, feature] highlight names a feature of a tile on the board at its step's start
    (lit as all its cells); an [x, y] one is any cell."""
    lesson = next(x for x in LESSONS if x.id == lesson_id)
    run = LessonRun(controller, lesson, show_delay_ms=0)
    for k, step in enumerate(lesson.steps):
        run.start(k)
        cells = run.highlight_cells()
        for h in step.highlight:
            if len(h) == 3:
                at = controller.game.board.at((h[0], h[1]))
                assert at is not None and h[2] in at[0].tile.segment_index, (k, h)
            assert (h[0], h[1]) in cells


def test_goal_lists_match_whole_elements_and_count_events() -> None:
    """A list in a goal asks for a subset of the event's list, each element in full: the cell
    [1, 0] is not the cell [0, 0] (each coordinate found somewhere is not enough); ``count``
    asks for that many matching events of the step."""
    from carc_desktop.controller.lessons import event_matches
    from carc_desktop.engine import Event

    road = Event("score", {0: 5}, {"feature": "road", "cells": [[1, -1], [1, 0], [2, -2]],
                                   "items": [["wainwrights", 0, 5]], "notes": [["surveyor", "LS-ROAD-HIGHWAY"]]})
    assert event_matches(road, {"event": "score", "cells": [[1, 0]], "items": [["wainwrights", 0, 5]]})
    assert not event_matches(road, {"event": "score", "cells": [[0, 0]]})
    assert not event_matches(road, {"event": "score", "items": [["wainwrights", 0]]})
    assert not event_matches(road, {"event": "score", "notes": [["surveyor", "LS-ROAD-STREET-FAIR"]]})
    fields = [Event("score", {0: 3}, {"feature": "field", "reason": "final", "cities": 1}) for _ in range(2)]
    two = [{"event": "score", "feature": "field", "points": {"0": 3}, "count": 2}]
    assert goal_met(None, two, fields, 0)  # type: ignore[arg-type]
    assert not goal_met(None, two, fields[:1], 0)  # type: ignore[arg-type]
