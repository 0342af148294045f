"""An expansion brings its scoring category and its player summary in its own files: a
dummy expansion, written into a temporary package outside carc_desktop (an engine side
and a UI side, each registering itself), shows its category in the end-of-game table and
the review's breakdown and its item on the scoreboard's cards, with no change anywhere
else."""

from __future__ import annotations

import importlib
import random
import sys
import textwrap
from pathlib import Path

import pytest

from carc_desktop.controller import GameController
from carc_desktop.controller.review import categories, review_of_game
from carc_desktop.engine import Game, RuleSet, load_all, score_categories

NAME = "dummy_bonus"

ENGINE_SIDE = '''
from carc_desktop.engine import Expansion, ScoreCategory
from carc_desktop.engine.expansions import register_expansion


@register_expansion
class DummyBonus(Expansion):
    """Every scorer of every feature gets one point more, as a "dummy" item."""

    name = "dummy_bonus"
    score_categories = (ScoreCategory("dummy", 90, items=("dummy_bonus",)),)

    def modify_scoring(self, game, ctx):
        for p in ctx.scorers:
            ctx.add_item(game, "dummy_bonus", p, 1)
'''

UI_SIDE = '''
import sys

from carc_desktop.ui import expansions
from carc_desktop.ui.expansions.card_icons import shape_icon
from carc_desktop.ui.expansions.common import CardItem

NAME = "dummy_bonus"
LABELS = {}
DETAILS = {}



def phases():
    return {}


def category_names():
    return {"dummy": "Dummy bonus"}


def card_items(game, player, size):
    return [CardItem(NAME, shape_icon("token", size, False), "1", "Dummy: one of one", False)]


expansions.register(sys.modules[__name__])
'''


@pytest.fixture
def dummy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    package = tmp_path / "dummy_expansion"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "engine_side.py").write_text(textwrap.dedent(ENGINE_SIDE))
    (package / "ui_side.py").write_text(textwrap.dedent(UI_SIDE))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.import_module("dummy_expansion.engine_side")
    ui_side = importlib.import_module("dummy_expansion.ui_side")
    yield
    from carc_desktop.ui import expansions

    expansions.unregister(ui_side)
    load_all().pop(NAME, None)
    for name in [m for m in sys.modules if m.startswith("dummy_expansion")]:
        del sys.modules[name]


def finished_game(seed: int = 3) -> Game:
    game = Game(2, RuleSet("C3", (NAME,)), seed=seed)
    rng = random.Random(seed)
    while not game.finished:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_the_dummy_category_joins_the_one_list(dummy) -> None:  # type: ignore[no-untyped-def]
    assert "dummy" in categories() and categories()[-1] == "other"
    assert [c.key for c in score_categories()] == list(categories())
    game = finished_game()
    review = review_of_game(game)
    table = review.categories_at()
    assert [sum(r.values()) for r in table] == game.scores
    assert all(r["dummy"] > 0 for r in table), table
    assert "dummy" in review.used_categories()


def test_end_of_game_table_shows_the_dummy_column(qtbot, dummy) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.dialogs.end_of_game_dialog import EndOfGameDialog

    game = finished_game()
    d = EndOfGameDialog(game)
    qtbot.addWidget(d)
    d.show_all()
    headings = [d.table.horizontalHeaderItem(c).text() for c in range(d.table.columnCount())]
    assert "Dummy bonus" in headings
    rows = d.table_values()
    assert [r["total"] for r in rows] == game.scores
    assert all(r["dummy"] > 0 for r in rows)
    assert all(sum(v for k, v in r.items() if k not in ("total", "place")) == r["total"] for r in rows)


def test_review_breakdown_shows_the_dummy_column(qtbot, dummy) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.review.breakdown import CategoryBreakdown

    game = finished_game()
    table = CategoryBreakdown()
    qtbot.addWidget(table)
    table.set_review(review_of_game(game), [p.color for p in game.players])
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert "Dummy bonus" in headings
    assert all(row["dummy"] > 0 and row["total"] == score for row, score in zip(table.values(), game.scores))


def test_scoreboard_cards_show_the_dummy_item(qtbot, dummy) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.ui.panels.scoreboard import Scoreboard

    controller = GameController()
    try:
        controller.set_game(Game(2, RuleSet("C3", (NAME,)), seed=4))
        board = Scoreboard(controller)
        qtbot.addWidget(board)
        board.flush()
        assert all("Dummy: one of one" in card.toolTip() for card in board.cards[:2])
        assert all(card.item_count == len(board.cards[0].shown[4]) for card in board.cards[:2])
        assert all(NAME in [item.key for item in card.shown[4]] for card in board.cards[:2])
    finally:
        controller.close()


def test_without_the_dummy_nothing_of_it_is_left(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The fixture's clean-up: the other tests see the house as it was."""
    from carc_desktop.ui import expansions

    assert NAME not in load_all() and "dummy" not in categories()
    assert all(getattr(m, "NAME", None) != NAME for m in expansions.modules())
