"""Modules imported on a thread of their own before they are needed.

The end-of-game dialog's module (with the review's chart and the game review it shows) is
imported when the game ends; on the GUI thread that import held the window for 50-90 ms
while the dialog opened. Imported ahead on a daemon thread while the game is played, the
dialog finds it in ``sys.modules``. Only module code runs on that thread (class and
constant definitions), never a widget: that stays with the GUI thread.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable, Iterable

log = logging.getLogger(__name__)

#: What the end of a game needs (``window_dialogs.show_end_of_game``).
END_OF_GAME = ("carc_desktop.ui.dialogs.end_of_game_dialog", "carc_desktop.ui.panels.final_hold")
#: How long after the window has its game code the import starts (ms): after start-up.
DELAY_MS = 3000


def import_in_background(names: Iterable[str], then: Callable[[], object] | None = None) -> threading.Thread:
    """Import ``names`` on a daemon thread (returned, started), then call ``then`` there
    (module-level work such as reading a data file, never a widget); a failure is logged
    only: the import is made again, and reported, where the module is needed."""
    todo = tuple(names)

    def run() -> None:
        for name in todo:
            try:
                importlib.import_module(name)
            except Exception:  # a thread's outer edge: the real import says what is wrong
                log.exception("could not import %s ahead", name)
        if then is not None:
            try:
                then()
            except Exception:  # a thread's outer edge: done again where it is needed
                log.exception("could not prepare %s ahead", then)

    thread = threading.Thread(target=run, name="carc-import-ahead", daemon=True)
    thread.start()
    return thread
