"""Run under a real X server (Xvfb): drag the tray tile onto a legal cell with a real QDrag.

Usage: ``python xvfb_drag_child.py xdotool|qtest`` with DISPLAY set and QT_QPA_PLATFORM=xcb.
Prints one JSON line and exits 0 when the tile landed on the aimed cell with the tray's
rotation, 1 when it did not, 3 when the window could not be shown.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest

from carc_desktop.app import create_application, create_window, start_default_game
from carc_desktop.controller import GameController

SEED = 424242


def main(mode: str) -> int:
    app = create_application([])
    controller = GameController()
    window = create_window(controller)
    start_default_game(controller, SEED)
    window.board.board.animations_enabled = False
    window.move(0, 0)
    window.resize(1100, 760)
    window.show()
    if not QTest.qWaitForWindowExposed(window, 5000):
        print(json.dumps({"error": "window not exposed"}))
        return 3
    QTest.qWait(300)
    window.board.zoom_to_fit()
    QTest.qWait(100)

    view = window.board
    cells = controller.legal_cells()
    if not cells:
        for r in range(4):
            controller.set_rotation(r)
            cells = controller.legal_cells()
            if cells:
                break
    cell = sorted(cells)[0]
    rotation = controller.rotation
    tray = window.tray.view
    src_local = tray.rect().center()
    dst_local = view.view_point_of_cell(cell)
    src = tray.mapToGlobal(src_local)
    dst = view.viewport().mapToGlobal(dst_local)
    before = len(controller.game.board.placements)

    def placed() -> bool:
        return len(controller.game.board.placements) > before

    if mode == "xdotool" and shutil.which("xdotool"):
        mid = QPoint((src.x() + dst.x()) // 2, (src.y() + dst.y()) // 2)
        script = [
            "mousemove", str(src.x()), str(src.y()), "sleep", "0.3",
            "mousedown", "1", "sleep", "0.2",
            "mousemove", str(src.x() + 12), str(src.y() + 4), "sleep", "0.2",
            "mousemove", str(src.x() + 30), str(src.y() + 10), "sleep", "0.2",
            "mousemove", str(mid.x()), str(mid.y()), "sleep", "0.2",
            "mousemove", str(dst.x() - 2), str(dst.y() - 2), "sleep", "0.2",
            "mousemove", str(dst.x()), str(dst.y()), "sleep", "0.4",
            "mouseup", "1",
        ]
        proc = subprocess.Popen(["xdotool", *script])
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not placed():
            QTest.qWait(50)
            if proc.poll() is not None and not placed():
                QTest.qWait(500)
                break
        proc.wait(5)
    else:
        # QTest events: the drag's nested event loop starts on the move past the drag
        # distance; timers queued before it then move and release the mouse over the board.
        steps = [view.viewport().mapFromGlobal(dst) + QPoint(dx, dy) for dx, dy in ((-30, -20), (-5, -3), (0, 0))]
        for i, p in enumerate(steps):
            QTimer.singleShot(200 + 150 * i, lambda p=p: QTest.mouseMove(view.viewport(), p))
        QTimer.singleShot(800, lambda: QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                                                          Qt.KeyboardModifier.NoModifier, steps[-1]))
        QTest.mousePress(tray, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, src_local)
        QTest.mouseMove(tray, src_local + QPoint(25, 8))
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not placed():
            QTest.qWait(50)

    game = controller.game
    result = {"mode": mode, "aimed": list(cell), "rotation": rotation, "placed": placed()}
    if placed():
        p = game.board.placements[-1]
        result.update(pos=list(p.pos), placed_rotation=p.rotation)
    print(json.dumps(result), flush=True)
    ok = placed() and tuple(game.board.placements[-1].pos) == tuple(cell) \
        and game.board.placements[-1].rotation == rotation
    controller.close()
    window.close()
    app.processEvents()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "xdotool"))
