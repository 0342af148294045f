"""``python -m carc_desktop`` / ``carc-desktop [FILE]``: start the game (and open FILE, a save).

``--demo N --screenshot FILE`` plays N legal moves of a seeded game with every expansion,
renders the main window to FILE (PNG) and exits -- works offscreen
(``QT_QPA_PLATFORM=offscreen``). It starts like the game does, in two steps (see
:mod:`carc_desktop.app`): it prints ``first frame painted`` when the window's first frame
is on screen, before the game code is loaded, and ``window rendered`` when the picture of
the finished window is taken (``benchmarks/bench_startup.py`` times both).

``GAME.carc --screenshot OUT.png --size WxH`` opens a saved game the same way, renders the
window at the game's last position (no computer moves on) and exits.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="carc-desktop", description="Offline desktop Carcassonne.")
    p.add_argument("--seed", type=int, default=None, help="seed of the tile bag (and of --demo's choices)")
    p.add_argument("--demo", type=int, metavar="N", default=None,
                   help="play N legal moves automatically (seeded random choices)")
    p.add_argument("--screenshot", metavar="FILE", default=None,
                   help="with --demo or a saved game: render the window to FILE (PNG) and exit")
    p.add_argument("--computer", type=int, action="append", default=[], metavar="SEAT",
                   help="make player SEAT (1-based) a computer player; may be repeated")
    p.add_argument("--demo-level", default="greedy",
                   help="who plays the --demo moves: 'random' (seeded) or an AI level (default greedy)")
    p.add_argument("--size", default="1280x820", help="window size for --screenshot (WIDTHxHEIGHT)")
    p.add_argument("--no-resume", action="store_true",
                   help="do not offer to continue unfinished games at start (--demo never offers)")
    p.add_argument("file", nargs="?", metavar="FILE", default=None,
                   help="a saved game to open (not with --demo)")
    return p


def play_demo_moves(controller, count: int, seed: int, level: str = "random") -> int:  # type: ignore[no-untyped-def]
    """Play up to ``count`` legal moves through the controller.

    ``level`` ``random``: seeded random choices (figures placed a little less often than
    skipped). Any other level asks ``carc_desktop.ai`` (which leaves the game as it found
    it); a move it does not give is replaced by the random choice.
    """
    from carc_desktop.engine import Deploy, Skip

    choose = None
    if level != "random" and count > 0:
        from carc_desktop.ai import choose_move as choose  # type: ignore[no-redef]
    rng = random.Random(seed)
    played = 0
    while played < count and controller.has_game and not controller.game.finished:
        moves = controller.legal_moves()
        if not moves:
            break
        move = None
        if choose is not None:
            move = choose(controller.game, level, seed)
        if move is None or move not in moves:
            deploys = [m for m in moves if isinstance(m, Deploy)]
            if deploys and any(isinstance(m, Skip) for m in moves):
                move = rng.choice(deploys) if rng.random() < 0.45 else Skip()
            else:
                move = rng.choice(moves)
        if not controller.choose(move):
            break
        played += 1
    return played


def show_cursor_hint(window, controller) -> None:  # type: ignore[no-untyped-def]
    """Put the cursor on a legal cell so a screenshot shows the tile's preview there."""
    if controller.has_game and controller.phase == "place" and controller.human_to_move:
        cells = controller.legal_cells()
        if cells:
            window.board.set_cursor(sorted(cells)[len(cells) // 2])


def finish_demo(app, window, count: int, screenshot: str | None, seed: int, level: str) -> int:  # type: ignore[no-untyped-def]
    """The demo's second step, once the window's frame is on screen: the controller, the
    game, the moves and (with ``screenshot``) the picture of the finished window."""
    from PySide6.QtCore import QCoreApplication

    from carc_desktop.app import freeze_startup_objects, start_default_game
    from carc_desktop.controller import GameController
    from carc_desktop.ui.board import art

    if screenshot:
        art.BACKGROUND = False  # the process ends with the picture: render only what it shows
    controller = GameController()
    window.attach(controller)
    freeze_startup_objects()
    start_default_game(controller, seed)
    QCoreApplication.processEvents()
    played = play_demo_moves(controller, count, seed, level)
    window.board.board.finish_animations()
    show_cursor_hint(window, controller)
    # Lay everything out (the prompt's final size) before fitting the board to the view,
    # without rendering the window a second time.
    window.layout().activate()
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    window.board.zoom_to_fit()
    QCoreApplication.processEvents()
    if not screenshot:
        window.board.board.animations_enabled = True
        app.aboutToQuit.connect(controller.close)
        return 0
    image = window.grab()
    # Said before the file is written: benchmarks/bench_startup.py times the finished window by it.
    print(f"{played} moves played; window rendered", flush=True)
    if image.isNull() or not image.save(screenshot, "PNG"):
        print(f"could not write {screenshot}", file=sys.stderr)
        controller.close()
        window.close()
        return 1
    print(f"screenshot written to {screenshot}")
    controller.close()
    window.close()
    return 0


def _window_size(size: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in size.lower().split("x"))
    except ValueError:
        return 1280, 820
    return max(320, w), max(240, h)


def shoot_saved_game(path: str, screenshot: str, size: str = "1280x820") -> int:
    """Open the saved game at ``path`` in a window of ``size``, render it at its last
    position to ``screenshot`` (PNG) and exit: 0, or 1 when the game cannot be opened or the
    picture written (said on stderr)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from carc_desktop.app import create_application, create_window
    from carc_desktop.controller import GameController
    from carc_desktop.ui.board import art

    app = create_application(sys.argv[:1])
    art.BACKGROUND = False  # the process ends with the picture: render only what it shows
    window = create_window(None)
    window.resize(*_window_size(size))
    window.show()
    controller = GameController()
    controller.set_paused(True)  # the last position as saved: no computer plays on
    window.attach(controller)
    loop = QEventLoop()
    failure: list[str] = []
    controller.files.opened.connect(lambda _p: loop.exit(0))
    controller.files.error.connect(lambda title, text, _detail: (failure.append(f"{title}: {text}"), loop.exit(1)))
    if not controller.files.open(path):
        failure.append(f"cannot open {path}")
    else:
        QTimer.singleShot(60_000, lambda: (failure.append("opening took too long"), loop.exit(1)))
        loop.exec()
    code = 1
    if not failure:
        window.board.board.finish_animations()
        window.banner.clear()  # "Opened game.carc." is not part of the position
        window.layout().activate()
        QCoreApplication.sendPostedEvents()
        app.processEvents()
        window.board.zoom_to_fit()
        app.processEvents()
        image = window.grab()
        if image.isNull() or not image.save(screenshot, "PNG"):
            failure.append(f"could not write {screenshot}")
        else:
            print(f"screenshot written to {screenshot}")
            code = 0
    for line in failure:
        print(line, file=sys.stderr)
    controller.close()
    window.close()
    return code


def demo(count: int, screenshot: str | None, seed: int, size: str = "1280x820", level: str = "greedy") -> int:
    from PySide6.QtCore import QEventLoop

    from carc_desktop.app import after_first_frame, create_application, create_window

    app = create_application(sys.argv[:1])
    window = create_window(None)
    try:
        w, h = (int(v) for v in size.lower().split("x"))
    except ValueError:
        w, h = 1280, 820
    window.resize(w, h)
    window.show()

    def second_step() -> None:
        if screenshot:
            # Said as soon as the frame is on screen: benchmarks/bench_startup.py times it.
            print("first frame painted", flush=True)
        elif not window.isVisible():
            return  # closed in the meantime
        try:
            code = finish_demo(app, window, count, screenshot, seed, level)
        except Exception:  # the event loop's edge: a one-shot picture must end, not hang
            if screenshot is None:
                raise
            import traceback
            traceback.print_exc()
            code = 1
        if screenshot:
            loop.exit(code)

    # A one-shot picture runs a local loop: the application's exec() would leave the
    # QApplication closing (a test that calls this in-process goes on using it).
    loop = QEventLoop()
    after_first_frame(window, second_step)
    return loop.exec() if screenshot else app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    given = list(argv) if argv is not None else sys.argv[1:]
    if given[:1] == ["--ai-server"]:  # how a frozen build starts its computer players' process
        from carc_desktop.priority import lower_priority

        lower_priority()  # before the server's imports (see carc_desktop.priority)
        from carc_desktop.ai.server import main as serve
        return serve()
    args = _parser().parse_args(given)
    if args.screenshot and args.file and args.demo is None:
        return shoot_saved_game(args.file, args.screenshot, args.size)
    if args.screenshot and args.demo is None:
        args.demo = 0
    if args.demo is not None:
        seed = args.seed if args.seed is not None else 1
        return demo(max(0, args.demo), args.screenshot, seed, args.size, args.demo_level)
    from carc_desktop.app import run

    return run(sys.argv[:1], seed=args.seed, computer=[s - 1 for s in args.computer], resume=not args.no_resume,
               files=[args.file] if args.file else [])


if __name__ == "__main__":
    sys.exit(main())
