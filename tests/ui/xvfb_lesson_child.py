"""Run under a real X server (Xvfb): play lessons with real mouse drags and clicks (xdotool).

Usage: ``python xvfb_lesson_child.py LANG OUT_DIR LESSON...`` with DISPLAY set and
QT_QPA_PLATFORM=xcb. For each lesson: at every step, first the lesson file's wrong move
(a drag to the wrong cell, or a click on the wrong choice) — the panel must show the step's
explanation and nothing is played — then the intended moves, each a real drag from the tray
to the cell (after pressing R until the rotation is right) or a click on the figure spot or
the prompt's button (window size: CARC_LESSON_WINDOW, default 1280x800). Screenshots of each lesson go to OUT_DIR/lesson-<id>-<lang>.png.
Prints one JSON line; exits 0 when every lesson ended, 1 otherwise, 3 without a window.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from carc_desktop import i18n
from carc_desktop.app import create_application, create_window, start_default_game
from carc_desktop.controller import GameController
from carc_desktop.engine import Deploy, PlaceTile, Skip, move_from_record


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=20)


def wait(predicate, seconds: float = 5.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        QTest.qWait(40)
    return predicate()


def centre(widget) -> QPoint:  # type: ignore[no-untyped-def]
    return widget.mapToGlobal(widget.rect().center())


class Player:
    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        self.window = window
        self.c = window.controller

    def click(self, point: QPoint) -> None:
        xdo("mousemove", str(point.x()), str(point.y()), "sleep", "0.15", "click", "1")
        QTest.qWait(150)

    def drag_tile(self, x: int, y: int, rotation: int) -> None:
        board, tray = self.window.board, self.window.tray.view
        if self.c.rotation != rotation:
            self.click(board.viewport().mapToGlobal(QPoint(8, 8)))  # the board has the keys
            for _ in range(4):
                if self.c.rotation == rotation:
                    break
                xdo("key", "r")
                wait(lambda: False, 0.15)
        board.show_cells([(x, y)])
        QTest.qWait(100)
        src = centre(tray)
        dst = board.viewport().mapToGlobal(board.view_point_of_cell((x, y)))
        mid = QPoint((src.x() + dst.x()) // 2, (src.y() + dst.y()) // 2)
        proc = subprocess.Popen(["xdotool", "mousemove", str(src.x()), str(src.y()), "sleep", "0.25",
                                 "mousedown", "1", "sleep", "0.2",
                                 "mousemove", str(src.x() + 14), str(src.y() + 5), "sleep", "0.15",
                                 "mousemove", str(src.x() + 32), str(src.y() + 12), "sleep", "0.15",
                                 "mousemove", str(mid.x()), str(mid.y()), "sleep", "0.15",
                                 "mousemove", str(dst.x() - 2), str(dst.y() - 2), "sleep", "0.15",
                                 "mousemove", str(dst.x()), str(dst.y()), "sleep", "0.3", "mouseup", "1"])
        deadline = time.monotonic() + 15
        while proc.poll() is None and time.monotonic() < deadline:
            QTest.qWait(40)
        QTest.qWait(250)

    def decide(self, move) -> None:  # type: ignore[no-untyped-def]
        prompt, scene, view = self.window.prompt, self.window.board.board, self.window.board
        if isinstance(move, Deploy):
            spot = next((s for s in scene.spots if s.feature == move.feature and s.figure == move.figure), None)
            if spot is None:
                raise RuntimeError(f"no spot for {move}")
            view.ensureVisible(spot)
            QTest.qWait(80)
            self.click(view.viewport().mapToGlobal(view.mapFromScene(spot.scenePos())))
            return
        button = prompt.skip_button if isinstance(move, Skip) else prompt.move_buttons.get(move)
        if button is None:
            raise RuntimeError(f"no button for {move}")
        prompt.ensure_visible(button)
        QTest.qWait(80)
        self.click(centre(button))

    def play(self, record: dict) -> None:
        move = move_from_record(record)
        if isinstance(move, PlaceTile):
            self.drag_tile(move.x, move.y, move.rotation)
        else:
            self.decide(move)


def main(lang: str, out: Path, lesson_ids: list[str]) -> int:
    app = create_application([])
    if lang != "en":
        i18n.switch_language(app, lang, store=False)
    controller = GameController()
    window = create_window(controller)
    start_default_game(controller, 1)
    window.board.board.animations_enabled = False
    window.move(0, 0)
    width, height = (int(v) for v in os.environ.get("CARC_LESSON_WINDOW", "1280x800").split("x"))
    window.resize(width, height)
    window.show()
    if not QTest.qWaitForWindowExposed(window, 5000):
        print(json.dumps({"error": "window not exposed"}))
        return 3
    QTest.qWait(400)
    player = Player(window)
    results = []
    for lesson_id in lesson_ids:
        data = json.loads((Path(__file__).resolve().parents[2] / "carc_desktop" / "resources" / "lessons"
                           / f"{lesson_id}.json").read_text(encoding="utf-8"))
        run = window.lessons.start(lesson_id)
        run.show_delay_ms = 0
        QTest.qWait(300)
        refused = []
        for k, step in enumerate(data["steps"]):
            wrong = step.get("wrong")
            if wrong:
                for record in wrong[:-1]:
                    player.play(record)
                before = len(controller.game.history)
                player.play(wrong[-1])
                wait(window.lessons.panel.feedback.isVisible, 3)
                refused.append(window.lessons.panel.feedback.text() != "" and len(controller.game.history) == before
                               and run.index == k)
                if k == len(data["steps"]) - 1:
                    QTest.qWait(200)
                    window.grab().save(str(out / f"lesson-{lesson_id}-{lang}-refused.png"))
                run.restart_step()
                QTest.qWait(200)
            for record in step["moves"]:
                if run.index != k or run.done:
                    break
                if not wait(lambda k=k, run=run, data=data: controller.game.decider == data["learner"]
                            or run.index != k or run.done, 5):
                    break
                if run.index != k or run.done:
                    break
                player.play(record)
                wait(lambda: True, 0.2)
            wait(lambda k=k, run=run: run.index != k or run.done, 5)
        QTest.qWait(300)
        window.grab().save(str(out / f"lesson-{lesson_id}-{lang}.png"))
        results.append({"lesson": lesson_id, "done": run.done, "refused": refused, "scores": controller.game.scores})
    ok = all(r["done"] and all(r["refused"]) for r in results)
    print(json.dumps({"lang": lang, "results": results}), flush=True)
    window.lessons.leave(reopen=False)
    controller.close()
    window.close()
    app.processEvents()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2]), sys.argv[3:]))
