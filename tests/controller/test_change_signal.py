"""``state_changed`` carries what changed: the game now, the kind of step and its events,
so that a panel draws what it is told (and ``controller.change`` is that, at every signal)."""

from __future__ import annotations

import random

from carc_desktop.controller.change import MOVE, NEW_GAME, REDO, REFRESH, UNDO, GameChange
from carc_desktop.controller.game_controller import default_players, default_rules


def test_every_step_says_what_it_was(make_controller) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    told: list[GameChange] = []
    c.state_changed.connect(told.append)
    at_start: list[object] = []
    c.game_started.connect(lambda: at_start.append(c.change))
    c.new_game(default_players(2), default_rules(), 7)
    assert [t.kind for t in told] == [NEW_GAME] and told[0].game is c.game and told[0].new_game
    # game_started's listeners already find the new game's change
    assert [(a.game, a.kind) for a in at_start] == [(c.game, NEW_GAME)]  # type: ignore[attr-defined]
    cell = c.legal_cells()[0]
    c.place_tile(cell.x, cell.y)
    c.skip()
    assert [t.kind for t in told[1:]] == [MOVE, MOVE]
    assert list(told[-1].events) == c.game.events[len(c.game.events) - len(told[-1].events):]
    assert all(t.game is c.game for t in told) and c.change is told[-1]
    c.undo()
    assert told[-1].kind == UNDO and told[-1].events == ()
    c.redo()
    assert told[-1].kind == REDO
    c.announce()
    assert told[-1].kind == REFRESH and told[-1].game is c.game


def test_scored_comes_with_the_change_of_its_step(make_controller) -> None:  # type: ignore[no-untyped-def]
    c = make_controller()
    c.new_game(default_players(2), default_rules(), 3)
    seen: list[bool] = []
    c.scored.connect(lambda events: seen.append(c.change is not None and all(e in c.change.events for e in events)))
    rng = random.Random(3)
    for _ in range(120):
        if c.game.finished:
            break
        c.choose(rng.choice(c.legal_moves()))
    assert seen and all(seen)
