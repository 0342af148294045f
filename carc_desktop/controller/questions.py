"""What if and why not: the engine's answers, as the UI asks them (the UI words them and
never works a rule out itself). Plain functions of a game (a prompt's texts have the game
at hand); ``GameController`` offers the same questions about its own game.

* :func:`what_if`: what decisions would cause (``engine.Preview``: events, points, who
  scores and who holds each feature they touch), or None when the engine refuses one;
* :func:`placement_points`: what placing the tile scores at once, with no figure;
* :func:`refused_choices`: the choices the pending decision shows but refuses now, each
  with the engine's coded reason (``texts.error_text.refusal_text`` words it);
* :func:`setup_problem`: why a New Game setup cannot start, asked without starting it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from carc_desktop.engine import IllegalMoveError, Move, Preview, RuleSet
from carc_desktop.engine import setup_problem as engine_setup_problem
from carc_desktop.texts.error_text import setup_error_text

if TYPE_CHECKING:
    from carc_desktop.engine import Game

    from .game_controller import PlayerSetup


def what_if(game: Game, move: Move, *then: Move) -> Preview | None:
    """What ``move`` (and then ``then``) would cause; None if the game is over or the
    engine refuses one of them. The game is left as it was."""
    if game.finished:
        return None
    try:
        return game.preview(move, *then)
    except IllegalMoveError:
        return None


def placement_points(game: Game, move: Move) -> dict[int, int]:
    """Player -> points that placing the tile (``move``) scores at once with no figure
    (empty if none or refused): ``Game.preview_placement``."""
    if game.finished:
        return {}
    try:
        shown = game.preview_placement(move)
    except IllegalMoveError:
        return {}
    return {p: v for p, v in shown.points.items() if v}


def refused_choices(game: Game) -> list[tuple[Move, IllegalMoveError]]:
    """The choices the pending decision shows but the rules refuse now, with the reasons."""
    return game.refused_choices()


def why_not(game: Game, move: Move) -> IllegalMoveError | None:
    """The engine's coded refusal of ``move`` now (None: it may be played)."""
    return game.check(move)


def setup_problem(players: Sequence[PlayerSetup], rules: RuleSet) -> str | None:
    """Why these players and rules cannot start a game, in a translated sentence (None:
    they can). The engine checks them without setting up a game."""
    problem = engine_setup_problem([p.info for p in players], rules)
    return None if problem is None else setup_error_text(problem)
