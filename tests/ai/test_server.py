"""The computer players' process answers framed, pickled requests with the move the AI
chooses in this process for the same game and seed; a bad request is answered with an
error and the next one is read; an empty frame or the end of the input ends it."""

from __future__ import annotations

import io
import pickle
import subprocess
import sys
from pathlib import Path

from carc_desktop.ai import choose_move
from carc_desktop.ai.server import read_frame, serve, write_frame

ROOT = Path(__file__).resolve().parents[2]


def _frames(*payloads: bytes) -> io.BytesIO:
    stream = io.BytesIO()
    for payload in payloads:
        write_frame(stream, payload)
    stream.seek(0)
    return stream


def _answers(stream: io.BytesIO) -> list[tuple[object, str, float]]:
    stream.seek(0)
    out = []
    while (payload := read_frame(stream)) is not None:
        out.append(pickle.loads(payload))
    return out


def test_the_answers_are_the_moves_chosen_here(random_position) -> None:  # type: ignore[no-untyped-def]
    games = [random_position(seed, 25 + 7 * seed, players=3) for seed in range(3)]
    requests = [pickle.dumps((g.copy(undo=False), "normal", 11 + i, None)) for i, g in enumerate(games)]
    answers = io.BytesIO()
    serve(_frames(*requests, b"not a pickle", pickle.dumps((games[0].copy(undo=False), "nonsense", 1, None)),
                  pickle.dumps((games[1].copy(undo=False), "easy", 4, None))), answers)
    got = _answers(answers)
    assert [move for move, _error, _s in got[:3]] == [choose_move(g, "normal", 11 + i) for i, g in enumerate(games)]
    assert all(error == "" for _m, error, _s in got[:3])
    assert got[3][0] is None and got[3][1]  # unreadable: said, and the next one was read
    assert got[4][0] is None and "nonsense" in got[4][1]
    assert got[5][0] == choose_move(games[1], "easy", 4)


def test_an_empty_frame_ends_the_process_and_a_frozen_build_starts_it_by_flag(random_position) -> None:  # type: ignore[no-untyped-def]
    game = random_position(2, 30, players=3)
    request = _frames(pickle.dumps((game.copy(undo=False), "easy", 3, None)), b"", pickle.dumps((game, "easy", 3, None)))
    # As a frozen build starts it: the game's own entry point with --ai-server.
    run = subprocess.run([sys.executable, "-m", "carc_desktop", "--ai-server"], input=request.getvalue(),
                         capture_output=True, cwd=ROOT, timeout=60, check=True)
    got = _answers(io.BytesIO(run.stdout))
    assert len(got) == 1 and got[0][0] == choose_move(game, "easy", 3)  # nothing after the empty frame


def test_a_bogus_frame_length_ends_the_process_cleanly() -> None:
    """D7: eight bytes of garbage as a length: the process ends at once, exit code 0, no
    traceback (as at the end of its input)."""
    for head in (b"\xff" * 8, (1 << 62).to_bytes(8, "little"), ((1 << 30) + 1).to_bytes(8, "little")):
        run = subprocess.run([sys.executable, "-m", "carc_desktop.ai.server"], input=head + b"garbage",
                             capture_output=True, cwd=ROOT, timeout=60)
        assert run.returncode == 0, run.stderr
        assert b"Traceback" not in run.stderr and run.stdout == b""
    assert read_frame(io.BytesIO(b"\xff" * 8 + b"x")) is None
