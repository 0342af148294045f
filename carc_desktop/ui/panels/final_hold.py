"""While the end-of-game dialog steps through the final scoring, the window behind follows
it: the scoreboard shows the totals of the steps shown so far, and neither the scoreboard,
the score log, the prompt under the board nor the status bar tells the final scores or the winner before the ranking
opens (or the dialog is closed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..common.after_paint import AfterPaint
from ..window.shell import Shell

if TYPE_CHECKING:
    from carc_desktop.engine import Game

    from ..dialogs.end_of_game_dialog import EndOfGameDialog


def _hold(window: Any, scores: list[int] | None) -> None:
    """Hold the window's scoreboard (at ``scores``), score log, status bar and prompt."""
    window.scoreboard.hold_scores(scores)
    window.score_log.hold_final(True)
    window.status.final_hold = True
    window.status.refresh()
    window.prompt.final_hold_text = Shell.tr("The final scoring, step by step\u2026")
    window.prompt.refresh()


def _release(window: Any) -> None:
    """End a hold: each of them shows the game's own scores and results again."""
    window.scoreboard.hold_scores(None)
    window.score_log.hold_final(False)
    window.status.final_hold = False
    window.status.refresh()
    window.prompt.final_hold_text = ""
    window.prompt.refresh()


def hold_scores_before_final(window: Any, game: Game) -> Callable[[], None]:
    """Hold the window back as :func:`hold_during_final_scoring` does, at the scores before
    the final scoring, until the dialog comes (its review is being built); returns what
    ends this hold (the dialog's own hold follows at once)."""
    before = game.score_before_final
    _hold(window, list(before) if before is not None else None)
    return lambda: _release(window)


#: How long the window waits for the ranking's first paint before it shows the results anyway.
#: Why it waits: the ranking's first paint and the window's scoreboard and score log made
#: anew for the final scores (six players: up to 76 ms of CPU together on a slow host) would
#: otherwise fall in one pass, one long freeze just as the ranking opens.
RELEASE_FALLBACK_MS = 250


def hold_during_final_scoring(window: Any, dialog: EndOfGameDialog) -> None:
    """Hold ``window``'s scoreboard, score log and status bar back until ``dialog`` reveals
    the results; nothing is held when it has already (no step to show). When the dialog is on
    screen, the hold ends just after the ranking's first paint (on a timer: a later pass of
    the event loop than the paint's); when it is closed, at once."""
    if dialog.revealed:
        return
    scoreboard, log, status = window.scoreboard, window.score_log, window.status

    def hold(scores: list[int]) -> None:
        scoreboard.hold_scores(scores)

    def release() -> None:
        if scoreboard.held_scores is None and not log.holding_final and not status.final_hold:
            return
        _release(window)

    def revealed() -> None:
        if dialog.isVisible():
            AfterPaint(dialog.chart, dialog.chart, release, RELEASE_FALLBACK_MS, later_ms=1)
        else:
            release()

    _hold(window, list(dialog.running))
    dialog.running_changed.connect(hold)
    dialog.results_revealed.connect(revealed)
    dialog.finished.connect(lambda _code: release())
