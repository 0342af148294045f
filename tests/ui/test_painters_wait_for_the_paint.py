"""A tile or figure asked for while the board paints (a zoom: every item at a new size) goes
to its thread only once the paint is over: handed over at once, a thread could wake and
take Python's lock from the GUI thread in the middle of the repaint (issue 35; the time
this saves did not reproduce, docs/PERFORMANCE.md, "The fifth pass")."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPaintEvent
from PySide6.QtWidgets import QWidget

from carc_desktop import threads
from carc_desktop.engine import load_catalogue
from carc_desktop.ui.board import art


class Painting(QWidget):
    """A widget that asks for something in its paint, and says whether it is painting."""

    def __init__(self, ask) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.ask = ask
        self.painting = False
        self.resize(60, 60)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.painting = True
        try:
            self.ask()
        finally:
            self.painting = False


def test_a_figure_asked_for_in_a_paint_goes_to_the_thread_after_it(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "_figure_painter", None)
    monkeypatch.setattr(art, "_figure_pixmaps", {})
    colour = QColor(30, 120, 200)
    art.figure_pixmap("follower", colour, 40, 44)  # a size to stand in meanwhile
    monkeypatch.setattr(art, "FIGURES_PAINT_LATER", True)
    started: list[tuple[str, bool]] = []
    widget = Painting(lambda: art.figure_pixmap("follower", colour, 52, 58))
    monkeypatch.setattr(threads, "start", lambda func, name: started.append((name, widget.painting)) or 1)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    assert started == [("carc-figures", False)]
    assert art.figure_painter()._todo == [("follower", colour.rgba(), 52, 58)]


def test_a_tile_asked_for_in_a_paint_goes_to_the_thread_after_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    tile = next(iter(load_catalogue().tiles.values()))
    asked: list[tuple[str, int, bool]] = []
    refiner = art.Refiner()
    widget = Painting(lambda: (refiner.request(tile, 0, 64, "C3"), refiner.request(tile, 1, 96, "C3")))

    class Worker:
        def request(self, tile, size: int, edition: str) -> None:  # type: ignore[no-untyped-def]
            asked.append((tile.id, size, widget.painting))

        def wait_idle(self, timeout: float, urgent_only: bool = False) -> bool:
            return True

    refiner._worker = Worker()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(lambda: len(asked) >= 2, timeout=5000)
    assert asked[:2] == [(tile.id, 64, False), (tile.id, 96, False)]
    # Waiting for what was asked (tests, a picture) hands it over first.
    asked.clear()
    refiner.request(tile, 2, 128, "C3")
    refiner.flush()
    assert asked == [(tile.id, 128, False)]
