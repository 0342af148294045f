"""A figure at a size not painted yet (the board zoomed) is drawn, for a moment, from the
nearest size already painted while a thread paints its own size (``art.FIGURES_PAINT_LATER``,
as ``carc-desktop`` runs); then the board's figures are repainted, and the picture at the
new size is exactly the one the GUI thread would have painted. Off (tests, pictures taken
at once), every size is painted when asked for."""

from __future__ import annotations

from PySide6.QtGui import QColor

from carc_desktop.ui.board import art


def test_a_new_size_comes_from_the_nearest_then_from_the_thread(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "_figure_pixmaps", {})
    colour = QColor(200, 30, 40)
    first = art.figure_pixmap("follower", colour, 40, 44)
    assert (first.width(), first.height()) == (40, 44)
    monkeypatch.setattr(art, "FIGURES_PAINT_LATER", True)
    with qtbot.waitSignal(art.figure_painter().painted, timeout=10_000):
        meanwhile = art.figure_pixmap("follower", colour, 52, 58)
        assert meanwhile.cacheKey() == first.cacheKey()  # no painting on this thread
    later = art.figure_pixmap("follower", colour, 52, 58)
    assert (later.width(), later.height()) == (52, 58)
    monkeypatch.setattr(art, "FIGURES_PAINT_LATER", False)
    monkeypatch.setattr(art, "_figure_pixmaps", {})
    here = art.figure_pixmap("follower", colour, 52, 58)
    assert later.toImage() == here.toImage()


def test_a_figure_never_painted_is_painted_at_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(art, "_figure_pixmaps", {})
    monkeypatch.setattr(art, "FIGURES_PAINT_LATER", True)
    pix = art.figure_pixmap("builder", QColor(20, 90, 200), 30, 34)  # nothing to stand in for it
    assert (pix.width(), pix.height()) == (30, 34)


def test_the_board_repaints_its_figures_when_they_are_painted(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.board.scene import BoardScene

    scene = BoardScene()
    updated: list[object] = []

    class Probe:
        def update(self) -> None:
            updated.append(self)

    scene.figures[("probe",)] = Probe()  # type: ignore[assignment]
    art.figure_painter().painted.emit()
    assert len(updated) == 1
    scene.figures.clear()


def test_asking_from_a_paint_never_waits_for_the_thread_to_run(qtbot, monkeypatch, held_threads) -> None:  # type: ignore[no-untyped-def]
    """The figure painter's thread is started from a paint (the first new size asked for):
    the ask returns even while the thread has not run yet, and the size comes once it runs."""
    monkeypatch.setattr(art, "_figure_painter", None)  # a painter whose thread is not started yet
    monkeypatch.setattr(art, "_figure_pixmaps", {})
    colour = QColor(40, 160, 60)
    first = art.figure_pixmap("pig", colour, 30, 24)
    monkeypatch.setattr(art, "FIGURES_PAINT_LATER", True)
    meanwhile = art.figure_pixmap("pig", colour, 44, 36)
    assert meanwhile.cacheKey() == first.cacheKey() and not held_threads.began.is_set()  # returned before it ran
    with qtbot.waitSignal(art.figure_painter().painted, timeout=10_000):
        held_threads.gate.set()
    assert (art.figure_pixmap("pig", colour, 44, 36).width(), held_threads.began.is_set()) == (44, True)

