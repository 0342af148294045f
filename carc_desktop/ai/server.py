"""The computer players in a process of their own.

The window's process runs Python on its GUI thread for every paint and event handler. A
computer thinking on a thread of the same process holds Python's lock most of the time,
and each of those calls waits for it: the window hitched while a hard computer thought.
Here a second process does the thinking, sharing no lock with the window.

``python -m carc_desktop.ai.server`` (a frozen build: ``carc-desktop --ai-server``) reads
requests on its standard input and writes the answers on its standard output, each a
frame: eight bytes of length, then a pickle (at most ``MAX_FRAME`` bytes: a longer length
is garbage, and reading ends there as at the end of the input). A request is ``(game, level, seed, budget)``
(the game's recipe, ``engine.GameRecipe``, or a copy made for it; the budget in seconds or
None), the answer ``(move or None,
error text, seconds)``; an analysis request (``ANALYSE``) is answered the same way with a
verdict in place of the move; an empty
frame or the end of the input ends the process. Only the window's own process talks to
it, so its pickles are trusted. It imports the engine and the AI, no Qt.
"""

from __future__ import annotations

import pickle
import struct
import sys
import time
from typing import IO, Any, BinaryIO

from carc_desktop.engine import ReplayCache, rebuild_game

from .levels import choose_move

_LENGTH = struct.Struct("<Q")
#: The longest frame read (a game's pickle is a few hundred KB).
MAX_FRAME = 1 << 30
#: A request ``("analyse", game, move, settings, index)``: the answer's first item is
#: ``analyse.analyse_decision``'s verdict on ``move`` (Review > Analyse); with a tuple of
#: moves (a decision and the same player's next), ``analyse.analyse_turn``'s list.
ANALYSE = "analyse"


def write_frame(stream: IO[bytes], payload: bytes) -> None:
    stream.write(_LENGTH.pack(len(payload)) + payload)
    stream.flush()


def read_frame(stream: IO[bytes]) -> bytes | None:
    """The next frame's payload; None at the end of the stream or when the length read is
    not one a frame can have."""
    head = _read_exactly(stream, _LENGTH.size)
    if head is None:
        return None
    (size,) = _LENGTH.unpack(head)
    if size > MAX_FRAME:
        return None
    try:
        return _read_exactly(stream, size) if size else b""
    except MemoryError:
        return None


def _read_exactly(stream: IO[bytes], size: int) -> bytes | None:
    chunks, left = [], size
    while left:
        chunk = stream.read(left)
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


#: The game the window's recipes describe, kept between requests: a computer's request
#: plays only the decisions made since the one before.
_GAMES = ReplayCache()


def answer(request: Any) -> tuple[Any, str, float]:
    """The move for one request ``(game, level, seed, budget)``."""
    start = time.perf_counter()
    try:
        if isinstance(request[0], str) and request[0] == ANALYSE:
            from .analyse import analyse_decision, analyse_turn

            _, game, move, settings, index = request
            if isinstance(move, tuple):  # a decision and the same player's next: a list of verdicts
                return analyse_turn(game, move, settings, index), "", time.perf_counter() - start
            return analyse_decision(game, move, settings, index), "", time.perf_counter() - start
        game, level, seed, budget = request
        return choose_move(rebuild_game(game, _GAMES), level, seed, budget), "", time.perf_counter() - start
    except Exception as exc:  # the process's edge: reported to the window, which falls back
        return None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer requests until the input ends or an empty frame comes."""
    while True:
        payload = read_frame(requests)
        if not payload:
            return
        try:
            reply = answer(pickle.loads(payload))
        except Exception as exc:  # an unreadable request: said, and the next one is read
            reply = (None, f"{type(exc).__name__}: {exc}", 0.0)
        try:
            write_frame(answers, pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL))
        except (BrokenPipeError, OSError):
            return


def main() -> int:
    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing else may write into the answers
    serve(requests, answers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
