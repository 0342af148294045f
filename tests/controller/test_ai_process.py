"""The controller's computers think in a process of their own: the same moves as thinking
here, one process shared by every controller, started again if it dies, and thinking
on the worker thread when it cannot be started at all."""

from __future__ import annotations

import sys

import pytest
from controller_helpers import seats

from carc_desktop.ai import choose_move
from carc_desktop.controller import GameController, ai_process
from carc_desktop.controller.ai_worker import think


@pytest.fixture
def process():  # type: ignore[no-untyped-def]
    proc = ai_process.AiProcess()
    yield proc
    proc.stop()


def test_it_answers_as_this_process_would_and_restarts_after_dying(process, random_position) -> None:  # type: ignore[no-untyped-def]
    game = random_position(4, 40)
    move, error, _seconds = process.ask(game.copy(undo=False), "normal", 9, None)
    assert error == "" and move == choose_move(game, "normal", 9)
    assert process.running
    first = process._process
    first.kill()  # a crash
    first.wait()
    assert not process.running
    move, error, _seconds = process.ask(game.copy(undo=False), "easy", 2, None)  # started again
    assert error == "" and move == choose_move(game, "easy", 2)
    assert process.running and process._process.pid != first.pid


@pytest.mark.parametrize("command", [
    ["/nonexistent/carc-ai-server"],  # cannot be started
    [sys.executable, "-c", "import sys; sys.stdin.buffer.read(8)"],  # dies in the middle of a request
])
def test_the_worker_thinks_here_when_the_process_cannot_answer(monkeypatch, command, random_position) -> None:  # type: ignore[no-untyped-def]
    broken = ai_process.AiProcess()
    monkeypatch.setattr(ai_process, "shared", lambda: broken)
    monkeypatch.setattr(ai_process, "server_command", lambda: command)
    game = random_position(6, 20)
    with pytest.raises(ai_process.AiProcessError):
        broken.ask(game.copy(undo=False), "normal", 5, None)
    assert think(game.copy(undo=False), "normal", 5, None) == choose_move(game, "normal", 5)
    broken.stop()


def test_a_game_with_computers_is_played_through_the_shared_process(qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    shared = ai_process.shared()
    assert shared is not None
    c = GameController(storage=storage)
    try:
        c.new_game(seats(2, computer=(0, 1)), seed=3)
        c.start_computers()
        assert shared.running
        qtbot.waitUntil(lambda: len(c.game.history) >= 6, timeout=20000)
    finally:
        c.close()
    assert ai_process.shared() is shared  # one for every controller


def test_a_game_that_cannot_be_sent_is_thought_here(monkeypatch, random_position) -> None:  # type: ignore[no-untyped-def]
    process = ai_process.AiProcess()
    monkeypatch.setattr(ai_process, "shared", lambda: process)
    game = random_position(8, 12)
    copy = game.copy(undo=False)
    copy.unpicklable = lambda: None  # say, something a test or a later expansion hangs on it
    with pytest.raises(ai_process.AiProcessError):
        process.ask(copy, "easy", 1, None)
    assert not process.running  # nothing was started for it
    assert think(copy, "easy", 1, None) == choose_move(game, "easy", 1)


def test_a_game_with_a_computer_seat_starts_the_process_and_a_hotseat_game_does_not(monkeypatch, storage) -> None:  # type: ignore[no-untyped-def]
    process = ai_process.AiProcess()
    monkeypatch.setattr(ai_process, "shared", lambda: process)
    c = GameController(storage=storage)
    try:
        c.new_game(seats(2), seed=1)
        assert not process.running
        c.new_game(seats(2, computer=(1,)), seed=2)
        assert process.running  # its imports run on another core while the game is shown
    finally:
        c.close()
        process.stop()


def test_a_hint_is_thought_in_the_process_and_is_the_hint_thought_here(monkeypatch, qtbot, storage) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.controller.hints import compute_hint, hint_seed

    process = ai_process.AiProcess()
    asked: list[str] = []
    real = process.ask

    def spy(game, level, seed, budget):  # type: ignore[no-untyped-def]
        asked.append(level)
        return real(game, level, seed, budget)

    monkeypatch.setattr(process, "ask", spy)
    monkeypatch.setattr(ai_process, "shared", lambda: process)
    c = GameController(storage=storage)
    try:
        c.new_game(seats(2), seed=4)
        with qtbot.waitSignal(c.hints.ready, timeout=30000) as signal:
            assert c.hints.request(None)  # no clock: the same answer wherever it is thought
        here = compute_hint(c.game.copy(undo=False), hint_seed(c.game), None)
        assert asked and signal.args[0].moves == here.moves
    finally:
        c.close()
        process.stop()


def test_the_process_never_imports_from_the_current_folder(tmp_path, monkeypatch, random_position) -> None:  # type: ignore[no-untyped-def]
    """D3: a ``random.py`` (or any module) in the folder the window was started from is
    not imported by the computer players' process, whatever that folder is."""
    marker = tmp_path / "imported"
    for name in ("random", "pickle", "struct", "carc_desktop"):
        (tmp_path / f"{name}.py").write_text(f"open({str(marker)!r}, 'a').write({name!r})\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    proc = ai_process.AiProcess()
    try:
        game = random_position(3, 30)
        move, error, _seconds = proc.ask(game.copy(undo=False), "easy", 4, None)
    finally:
        proc.stop()
    assert not marker.exists(), marker.read_text()
    assert error == "" and move == choose_move(game, "easy", 4)


def test_a_frozen_build_starts_itself_with_the_flag(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert ai_process.server_command() == [sys.executable, "--ai-server"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_thinking_yields_to_the_window(process, random_position) -> None:  # type: ignore[no-untyped-def]
    """The server runs niced below the window, so that under load the GUI thread gets a
    core first (issue 35: the computers' process shares the two cores with the window)."""
    from carc_desktop.priority import NICENESS

    game = random_position(2, 6)
    move, error, _seconds = process.ask(game.copy(undo=False), "easy", 1, None)  # past its start
    assert error == "" and move == choose_move(game, "easy", 1)

    def niceness(pid: int) -> int:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[16])  # field 19 of stat(5), counted after the command's name

    import os

    assert niceness(process._process.pid) == min(19, niceness(os.getpid()) + NICENESS)


def test_the_process_is_niced_before_it_imports_the_ai(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Its imports run beside the window's first game: lowered first, in both ways it starts."""
    boot = ai_process.server_command()[-1]
    assert boot.index("lower_priority()") < boot.index("carc_desktop.ai.server")
    import carc_desktop.__main__ as entry

    calls: list[str] = []
    import carc_desktop.ai.server as server
    import carc_desktop.priority as priority

    monkeypatch.setattr(priority, "lower_priority", lambda: calls.append("lowered") or True)
    monkeypatch.setattr(server, "main", lambda: calls.append("served") or 0)
    assert entry.main(["--ai-server"]) == 0 and calls == ["lowered", "served"]
