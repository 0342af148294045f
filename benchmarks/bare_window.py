"""The yardstick for ``bench_startup.py``: a bare PySide6 window, no game.

A QMainWindow with a menu bar, a dock and a central widget, shown at the given size and
rendered to a PNG exactly the way ``carc-desktop --demo 0 --screenshot`` renders its window,
then the process exits.

    QT_QPA_PLATFORM=offscreen python benchmarks/bare_window.py out.png 1600x1000
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow


def main(path: str, size: str) -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    for title in ("Game", "View", "Help"):
        menu = window.menuBar().addMenu(title)
        menu.addAction(f"{title} action")
    dock = QDockWidget("Dock", window)
    dock.setWidget(QLabel("dock contents"))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.setCentralWidget(QLabel("central widget"))
    w, h = (int(v) for v in size.lower().split("x"))
    window.resize(w, h)
    window.show()
    QCoreApplication.processEvents()
    image = window.grab()
    print("window rendered", flush=True)
    ok = image.save(path, "PNG")
    window.close()
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "1600x1000"))
