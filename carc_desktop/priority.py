"""The computer players' process yields to the window.

Lowered first thing, before the process imports the engine and the AI (about 0.1 s of
work on the other core while the window paints the first game): with both cores busy (a
computer thinking, another program) the window's GUI thread then gets a core first, and
the thinking still has a whole core whenever the window is idle. Standard library only.
"""

from __future__ import annotations

import os
import sys

#: How much lower than the window the thinking runs (``os.nice``).
NICENESS = 5
#: Windows' BELOW_NORMAL_PRIORITY_CLASS, the same idea there.
_BELOW_NORMAL = 0x4000


def lower_priority() -> bool:
    """Make this process yield to others under load; False where the system refuses."""
    try:
        if hasattr(os, "nice"):
            os.nice(NICENESS)
            return True
        if sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            return bool(kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), _BELOW_NORMAL))
    except OSError:
        pass
    return False
