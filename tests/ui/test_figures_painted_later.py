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


def test_asking_from_a_paint_never_waits_for_the_thread_to_run(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The figure painter's thread is started from a paint (the first new size asked for):
    the ask returns even while the thread has not run yet, and the size comes once it runs."""
    import _thread
    import threading

    from carc_desktop import threads

    gate, began = threading.Event(), threading.Event()

    def start_later(func, name):  # type: ignore[no-untyped-def]
        def held() -> None:
            gate.wait(30)
            began.set()
            func()
        return _thread.start_new_thread(held, ())

    monkeypatch.setattr(threads, "start", start_later)
    monkeypatch.setattr(art, "_figure_painter", None)  # a painter whose thread is not started yet
    monkeypatch.setattr(art, "_figure_pixmaps", {})
    colour = QColor(40, 160, 60)
    first = art.figure_pixmap("pig", colour, 30, 24)
    monkeypatch.setattr(art, "FIGURES_PAINT_LATER", True)
    meanwhile = art.figure_pixmap("pig", colour, 44, 36)
    assert meanwhile.cacheKey() == first.cacheKey() and not began.is_set()  # returned before it ran
    with qtbot.waitSignal(art.figure_painter().painted, timeout=10_000):
        gate.set()
    assert (art.figure_pixmap("pig", colour, 44, 36).width(), began.is_set()) == (44, True)


def test_the_nearest_size_is_the_nearest_of_that_figure_and_colour(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found among the figure's own kept sizes, it is the one a scan of every kept pixmap
    finds (the nearest, the first kept of equally near ones), also after the 600-pixmap
    clear-out."""
    import random

    from PySide6.QtGui import QPixmap

    monkeypatch.setattr(art, "_figure_pixmaps", {})
    monkeypatch.setattr(art, "_figure_sizes", {})
    rng = random.Random(7)
    names, colours = ("follower", "farmer", "pig"), (0xFFC81E28, 0xFF1E5AC8)

    def scanned(key):  # type: ignore[no-untyped-def]
        name, rgba, w, h = key
        best, gap = None, 0
        for (n, c, w2, h2), pix in art._figure_pixmaps.items():
            if n == name and c == rgba and (best is None or abs(w2 - w) + abs(h2 - h) < gap):
                best, gap = pix, abs(w2 - w) + abs(h2 - h)
        return best

    pixmap = QPixmap(2, 2)
    for step in range(1500):
        key = (rng.choice(names), rng.choice(colours), 2 * rng.randint(5, 60), 2 * rng.randint(5, 60))
        if step % 3:
            art._keep_figure(key, QPixmap(pixmap))
        else:
            want, got = scanned(key), art._nearest_figure(key)
            assert (want is None and got is None) or (got is not None and want is not None
                                                       and got.cacheKey() == want.cacheKey()), key
    assert len(art._figure_pixmaps) <= 601
