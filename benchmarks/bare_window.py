"""The yardstick for ``bench_startup.py``: a bare PySide6 window, no game.

A QMainWindow with a menu bar, a dock and a central widget, shown at the given size, timed
the way ``carc-desktop --demo 0 --screenshot`` is: it prints ``first frame painted`` once
the window's first paint is done (the next turn of the event loop after the central widget
was painted, as carc-desktop does), then renders itself to a PNG, prints ``window
rendered`` and exits.

    QT_QPA_PLATFORM=offscreen python benchmarks/bare_window.py out.png 1600x1000
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow


class FirstPaint(QObject):
    """Quits ``loop`` in the event loop's turn after ``widget``'s first paint."""

    def __init__(self, widget: QLabel, loop: QEventLoop) -> None:
        super().__init__(widget)
        self.loop = loop
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.loop.quit)
        return False


def main(path: str, size: str) -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    for title in ("Game", "View", "Help"):
        menu = window.menuBar().addMenu(title)
        menu.addAction(f"{title} action")
    dock = QDockWidget("Dock", window)
    dock.setWidget(QLabel("dock contents"))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    central = QLabel("central widget")
    window.setCentralWidget(central)
    w, h = (int(v) for v in size.lower().split("x"))
    window.resize(w, h)
    loop = QEventLoop()
    FirstPaint(central, loop)
    window.show()
    loop.exec()
    print("first frame painted", flush=True)
    image = window.grab()
    print("window rendered", flush=True)
    ok = image.save(path, "PNG")
    window.close()
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "1600x1000"))
