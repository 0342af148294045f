"""Worker threads started without waiting for them to run (pure Python, no Qt: any layer
above the engine may use it).

``threading.Thread.start`` returns only once the new thread has run its first lines. The
board's painters start theirs from a paint on the GUI thread (the first tile or figure
asked for), the end-of-game review from the game's last pass, and with both cores busy
that wait was 10-30 ms of the frame. These threads are like daemons: the process never
waits for them at exit (their owners stop them or leave them idle).
"""

from __future__ import annotations

import _thread
import threading
from collections.abc import Callable


def start(func: Callable[[], None], name: str) -> int:
    """Run ``func`` on a new thread called ``name``; returns its ident at once."""

    def run() -> None:
        threading.current_thread().name = name
        func()

    return _thread.start_new_thread(run, ())
