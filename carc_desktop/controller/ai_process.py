"""The window's side of the computer players' process (``carc_desktop.ai.server``).

One process serves every controller of the window's process, one request at a time. It is
started when a game with a computer seat starts (or at the first request), so that its
imports are done on another core while the window shows the game. :meth:`AiProcess.ask` is called from the
AI worker thread: waiting for the answer holds no lock the GUI thread needs. When the
process cannot be started or dies, ``ask`` raises :class:`AiProcessError` and the worker
thinks on its own thread instead, as it did before the process existed.
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import subprocess

    from carc_desktop.engine import Game, GameRecipe

log = logging.getLogger(__name__)

#: Set (to anything) to think on the worker thread, as before the process existed.
IN_PROCESS_ENV = "CARC_DESKTOP_AI_IN_PROCESS"


class AiProcessError(RuntimeError):
    """The process could not be started, or it stopped answering."""


def package_root() -> str:
    """The folder that holds the ``carc_desktop`` package (a checkout or site-packages)."""
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def server_command() -> list[str]:
    """How to start the server: this Python in isolated mode (``-I``: neither the current
    folder nor ``PYTHONPATH`` nor the user's site-packages on its path, so a ``random.py``
    where the window was started is never imported) with only the package's own folder
    added, or a frozen build's own executable with ``--ai-server`` (its ``__main__`` hands
    over to the server)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--ai-server"]
    # Niced before the server's imports (``carc_desktop.priority``): they run beside the
    # window's first game.
    boot = (f"import sys; sys.path.insert(0, {package_root()!r}); "
            "from carc_desktop.priority import lower_priority; lower_priority(); "
            "from carc_desktop.ai.server import main; sys.exit(main())")
    return [sys.executable, "-I", "-c", boot]


class AiProcess:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        """Start the process now if it is not running (never raises: ``ask`` reports)."""
        with self._lock:
            try:
                self._started()
            except AiProcessError as exc:
                log.warning("the computer players' process did not start: %s", exc)

    def ask(self, game: GameRecipe | Game, level: str, seed: int, budget: float | None) -> tuple[Any, str, float]:
        """The answer ``(move or None, error text, seconds)`` for ``game`` (its recipe,
        ``engine.GameRecipe``, or a copy made for it), thought for at most ``budget`` seconds
        (None: no clock). Blocks until it comes; raises :class:`AiProcessError` if it cannot."""
        return self.call((game, level, seed, budget), what="the game")

    def call(self, request: tuple[Any, ...], what: str = "the request") -> tuple[Any, str, float]:
        """Any request the server knows (a move, or ``ai.server.ANALYSE``): its answer
        ``(result or None, error text, seconds)``. Blocks; raises :class:`AiProcessError`."""
        # Imported on the worker thread, at the first computer's move: the AI package (the
        # framing lives beside the server) is not needed before.
        import pickle

        from carc_desktop.ai.server import read_frame, write_frame

        try:
            payload = pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            raise AiProcessError(f"{what} cannot be sent to the computer players' process: {exc}") from exc
        with self._lock:
            process = self._started()
            assert process.stdin is not None and process.stdout is not None
            try:
                write_frame(process.stdin, payload)
                reply = read_frame(process.stdout)
            except OSError as exc:
                self._drop()
                raise AiProcessError(f"the computer players' process stopped: {exc}") from exc
            if reply is None:
                self._drop()
                raise AiProcessError("the computer players' process ended")
        answer = pickle.loads(reply)
        return answer[0], answer[1], answer[2]

    def stop(self, timeout: float = 2.0) -> None:
        """End the process (its input closed; killed if it does not end in ``timeout``)."""
        with self._lock:
            self._drop(timeout)

    def _started(self) -> subprocess.Popen[bytes]:
        if self._process is not None and self._process.poll() is None:
            return self._process
        import subprocess  # with the first game that has a computer: a hotseat start never needs it

        self._drop()
        try:
            # No console window for it on Windows (the game runs without one); started in
            # the package's folder, never in whatever folder the window was started from.
            self._process = subprocess.Popen(server_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             cwd=package_root(),
                                             creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        except OSError as exc:
            raise AiProcessError(f"cannot start the computer players' process: {exc}") from exc
        return self._process

    def _drop(self, timeout: float = 0.5) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        import subprocess

        try:
            if process.stdin is not None:
                process.stdin.close()
            process.wait(timeout)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
        if process.stdout is not None:
            process.stdout.close()


_shared: AiProcess | None = None
_shared_lock = threading.Lock()


def shared() -> AiProcess | None:
    """The process every controller uses (None when thinking stays in this process:
    ``CARC_DESKTOP_AI_IN_PROCESS`` set)."""
    global _shared
    if os.environ.get(IN_PROCESS_ENV):
        return None
    with _shared_lock:
        if _shared is None:
            _shared = AiProcess()
            atexit.register(_shared.stop)
        return _shared
