"""Full garbage collections come from the event loop, in a pass of their own, not from
whichever allocation crosses Python's threshold in the middle of a move or a repaint."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QObject

from carc_desktop.ui.window.collector import NEVER, pace_full_collections


class Cycle:
    def __init__(self) -> None:
        self.me = self


def _old_garbage() -> weakref.ref[Cycle]:
    """A cycle that lived long enough to reach the oldest generation, then was dropped:
    only a full collection frees it."""
    cycle = Cycle()
    gc.collect(1)
    gc.collect(1)  # survived twice: now in generation 2
    ref = weakref.ref(cycle)
    del cycle
    return ref


def _python_pacing() -> tuple[int, int, int]:
    """Python's own thresholds for this test (another window's collector in the same process
    may still hold the oldest generation's at "never"); the thresholds found, to put back."""
    found = gc.get_threshold()
    gc.set_threshold(found[0], found[1], 10)
    return found


def test_python_makes_no_full_collection_and_the_timer_makes_it_when_due(qtbot) -> None:  # type: ignore[no-untyped-def]
    original = _python_pacing()
    saved = gc.get_threshold()
    owner = QObject()
    try:
        collector = pace_full_collections(owner)
        assert gc.get_threshold() == (saved[0], saved[1], NEVER)
        collector._timer.stop()
        gc.collect()
        ref = _old_garbage()
        while gc.get_count()[2] < collector.every - 1:
            gc.collect(1)
        assert not collector.collect_if_due() and ref() is not None  # not due yet
        for _ in range(3 * collector.every):  # as many young collections as a busy game makes
            Cycle()
            gc.collect(1)
        assert ref() is not None  # Python itself made no full collection
        collector._timer.start()
        qtbot.waitUntil(lambda: ref() is None, timeout=3000)  # the timer's pass made it
        assert gc.get_count()[2] == 0
    finally:
        owner.deleteLater()
        qtbot.waitUntil(lambda: gc.get_threshold() == saved, timeout=3000)  # Python's pacing again
        gc.set_threshold(*original)


def test_a_full_collection_waits_until_the_game_has_been_quiet(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Not in the moment after a change (a computer's move, its repaint and the work after
    it), so that the two never add up in one frame."""
    from PySide6.QtCore import Signal

    from carc_desktop.ui.window import collector as module

    class Game(QObject):
        changed = Signal()

    original = _python_pacing()
    saved = gc.get_threshold()
    owner, game = QObject(), Game()
    try:
        collector = pace_full_collections(owner, game.changed)
        collector._timer.stop()
        ref = _old_garbage()
        while gc.get_count()[2] < collector.every:
            gc.collect(1)
        game.changed.emit()
        assert not collector.collect_if_due() and ref() is not None  # due, but the game just moved
        collector._last_activity -= module.QUIET_S
        assert collector.collect_if_due() and ref() is None
    finally:
        owner.deleteLater()
        qtbot.waitUntil(lambda: gc.get_threshold() == saved, timeout=3000)
        gc.set_threshold(*original)
