"""Events in words: whole sentences, English plurals, every event type of real games."""

from __future__ import annotations

import pytest

from carc_desktop.engine.scoring import Event
from carc_desktop.texts.event_text import event_cells, event_text, join_names, plural_en

from .conftest import new_game, play_random


class _Game:
    """Just enough of a game for the texts: players and rules."""

    def __init__(self, names):  # type: ignore[no-untyped-def]
        from carc_desktop.engine.game import PlayerInfo
        from carc_desktop.engine.rules import RuleSet

        self.players = tuple(PlayerInfo(n, "red") for n in names)
        self.rules = RuleSet("C3", ("the_land_surveyors",), {"ls_road_wealth_sign": -1, "ls_monastery_wealth_sign": 1})
        self.scores = [0] * len(names)


G = _Game(["Ada", "Bob", "Cleo"])


def score(feature: str, points: dict, reason: str = "completed", **data) -> Event:  # type: ignore[no-untyped-def]
    base = {"feature": feature, "reason": reason, "cells": [], "tiles": 0, "pennants": 0, "cities": 0, "value": 0,
            "scorers": [], "majority": [], "figures": {}, "items": [], "notes": [], "node": -1}
    base.update(data)
    return Event("score", points, base)


def test_plural_markers() -> None:
    assert plural_en("%n point(s)".replace("%n", "1"), 1) == "1 point"
    assert plural_en("2 point(s)", 2) == "2 points"
    assert plural_en("0 completed city(ies)", 0) == "0 completed cities"
    assert plural_en("1 coat(s) of arms", 1) == "1 coat of arms"
    assert plural_en("Punkte", 3) == "Punkte"


def test_city_with_coat_of_arms_and_quarter_bonus() -> None:
    ev = score("city", {0: 13}, cells=[[0, 0], [0, 1], [1, 0], [1, 1]], tiles=4, pennants=1, value=10,
               scorers=[0], majority=[0], items=[["coiners", 0, 3]])
    assert event_text(ev, G) == ("Ada scores 10 points for a completed city of 4 tiles with 1 coat of arms. "
                                 "Ada gets 3 more points from the Coiners' quarter.")
    assert event_cells(ev) == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_singular_and_ties() -> None:
    ev = score("road", {0: 1, 2: 1}, reason="final", cells=[[3, 3]], tiles=1, value=1, scorers=[0, 2],
               majority=[0, 2])
    assert event_text(ev, G) == "Ada and Cleo score 1 point each for an unfinished road of 1 tile."
    ev = score("field", {1: 9}, reason="final", cities=3, value=9, scorers=[1], majority=[1])
    assert event_text(ev, G) == "Bob scores 9 points for a field next to 3 completed cities."
    ev = score("monastery", {}, value=9, scorers=[], majority=[0])
    assert event_text(ev, G) == "Nobody scores a completed monastery."


def test_surveyor_note_and_goods() -> None:
    ev = score("road", {1: 5}, cells=[[0, 0], [1, 0]], tiles=5, value=5, scorers=[1], majority=[1],
               notes=[["surveyor", "LS-ROAD-HIGHWAY"]])
    text = event_text(ev, G)
    assert text.startswith("Bob scores 5 points for a completed road of 2 tiles.")
    assert "Highway" in text
    ev = score("goods", {0: 10, 1: 10}, reason="final", goods="wine", value=10, scorers=[0, 1], majority=[0, 1])
    assert event_text(ev, G) == "Ada and Bob share the most wine tokens and score 10 points each."
    ev = Event("goods", {}, {"player": 2, "wine": 2, "grain": 0, "cloth": 1, "node": 3})
    assert event_text(ev, G) == "Cleo takes 2 wine tokens and 1 cloth token from the completed city."


def test_other_events() -> None:
    assert event_text(Event("leipzig_send", {}, {"player": 0, "quarter": "tanners", "scores_road": False,
                                                   "cells": []}), G) == (
        "Ada sends a meeple from the completed road to the Tanners' quarter instead of scoring it.")
    assert event_text(Event("discard", {}, {"tile": "BASE-X", "player": 1}), G) == (
        "Tile BASE-X fits nowhere: it goes back to the box and Bob draws again.")
    assert event_text(Event("game_over", {}, {"scores": [5, 7, 7]}), G) == (
        "The game is over: Bob and Cleo share the victory with 7 points each.")
    assert event_text(Event("porxada_tokens", {}, {"players": [0, 1, 2], "node": 1}), G) == (
        "Ada, Bob and Cleo each take a La Porxada token.")
    # An event type nobody taught us still reads as something.
    assert "Bob" in event_text(Event("new_thing", {1: 2}, {"player": 1}), G)


def test_join_names() -> None:
    assert join_names([]) == "nobody"
    assert join_names(["A"]) == "A"
    assert join_names(["A", "B", "C", "D"]) == "A, B, C and D"


@pytest.mark.parametrize("seed", [3, 8])
def test_every_event_of_real_games_has_a_sentence(seed: int) -> None:
    game = play_random(new_game(4, seed), seed)
    for ev in game.events:
        text = event_text(ev, game)
        assert text and text[-1] in ".!", text
        assert "%" not in text and "(s)" not in text and "(ies)" not in text, text
        if ev.type == "score" and ev.data["feature"] == "field":
            assert event_cells(ev, game), "field cells come from the feature graph"
