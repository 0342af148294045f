"""Every decision prompt explains each choice: its points now and its effect, in the terms
of the score log and the rules dialog; choices the engine refuses now are shown disabled
with the reason (issue 15, item 6)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.game_controller import PlayerSetup
from carc_desktop.engine.expansions.markets_of_leipzig import LeipzigChoice, quarters_of
from carc_desktop.engine.record import game_from_record
from carc_desktop.ui.play.decision_panel import DecisionPanel
from carc_desktop.ui.play.feature_info import value_now

RECORDS = Path(__file__).resolve().parents[1] / "engine" / "records"


def panel_at(qtbot, record: str, stop_at: int):  # type: ignore[no-untyped-def]
    data = json.loads((RECORDS / record).read_text())
    game = game_from_record(data, stop_at=stop_at)
    c = GameController()
    c.set_game(game, [PlayerSetup(p.name, p.color, False, "normal") for p in game.players])
    panel = DecisionPanel(c)
    qtbot.addWidget(panel)
    panel.resize(700, 400)
    panel.refresh()
    panel.show()
    QApplication.processEvents()
    return c, panel


def test_leipzig_prompt_states_road_points_quarter_bonuses_and_held_quarters(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Red holds the Coiners and the Tanners and completes another Leipzig road.
    c, panel = panel_at(qtbot, "markets_of_leipzig/24_all_four_quarters.json", 13)
    try:
        game = c.game
        assert game.phase == "leipzig"
        assert set(quarters_of(game, 0)) == {"coiners", "tanners"}
        points = value_now(game, game.scoring.feature).value
        assert points > 0
        normal = panel.move_buttons[LeipzigChoice(0, None)]
        assert f"{points} points now" in panel.details[normal].text()
        wain = panel.move_buttons[LeipzigChoice(0, "wainwrights")]
        text = panel.details[wain].text()
        assert "+1 per tile of roads you win" in text
        assert f"do not score its {points} points" in text  # his only meeple on the road
        assert "+4 for every completed monastery" in panel.details[panel.move_buttons[
            LeipzigChoice(0, "bookbinders")]].text()
        assert wain.toolTip() == text
        refused = [b for b in panel.details if not b.isEnabled()]
        assert sorted(b.text() for b in refused) == ["Send a meeple to the Coiners quarter",
                                                   "Send a meeple to the Tanners quarter"]
        for b in refused:
            assert "already have a meeple in this quarter" in panel.details[b].text()
            assert b.isVisibleTo(panel)
        # The engine, not the prompt, decides: the refused choices are not its legal moves.
        assert LeipzigChoice(0, "coiners") not in c.legal_moves()
    finally:
        c.close()


def test_porxada_prompt_explains_every_option_in_the_logs_terms(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.engine.expansions.la_porxada import PorxadaChoice
    from carc_desktop.texts.event_text import event_text

    c, panel = panel_at(qtbot, "la_porxada/03_swap_accepted.json", 5)
    try:
        assert c.game.phase == "porxada"
        assert panel.help.text() == "Swap two followers, or take the scoring bonus."
        bonus = panel.move_buttons[PorxadaChoice("bonus")]
        assert bonus.text() == "Take the La Porxada scoring bonus"
        assert "token holder scores his unfinished cities as if completed" in bonus.toolTip()
        swap = next(b for m, b in panel.move_buttons.items() if m.option == "swap" and m.mine)
        assert "No points now." in panel.details[swap].text()
        assert "refuse and lose one follower for good" in swap.toolTip()
        # The score log says the same words when the bonus is chosen.
        c.choose(PorxadaChoice("bonus"))
        assert "La Porxada scoring bonus" in event_text(c.game.events[-1], c.game)
    finally:
        c.close()


def test_porxada_prompt_shows_the_swap_it_cannot_offer(qtbot) -> None:  # type: ignore[no-untyped-def]
    c, panel = panel_at(qtbot, "la_porxada/06_no_own_follower_bonus_only.json", 5)
    try:
        assert [m.option for m in c.legal_moves()] == ["bonus"]
        refused = [b for b in panel.details if not b.isEnabled()]
        assert [b.text() for b in refused] == ["Swap two followers"]
        assert "needs one of your followers on the board" in panel.details[refused[0]].text()
    finally:
        c.close()


def test_porxada_answer_and_removal_explain_their_effect(qtbot) -> None:  # type: ignore[no-untyped-def]
    from carc_desktop.engine.expansions.la_porxada import PorxadaAnswer

    c, panel = panel_at(qtbot, "la_porxada/04_swap_refused_remove_on_board.json", 6)
    try:
        assert "exchange places" in panel.details[panel.move_buttons[PorxadaAnswer(True)]].text()
        assert "leaves the game for good" in panel.details[panel.move_buttons[PorxadaAnswer(False)]].text()
        c.choose(PorxadaAnswer(False))
        assert c.game.phase == "porxada_remove"
        texts = [panel.details[b].text() for b in panel.move_buttons.values()]
        assert texts and all(t for t in texts), texts
    finally:
        c.close()


def test_leipzig_prompt_knows_who_still_scores_the_road(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The engine's what-if, not a guess from the scoring left on a copy: with a second
    meeple on the road the sender still scores it (the last decision on that road, where a
    copied game has no scoring left to read); on a tile that completes two roads, the
    sender of the only meeple does not score the first (the scoring left on a copy was
    the second road's)."""
    c, panel = panel_at(qtbot, "markets_of_leipzig/26a_send_to_wainwrights_keep_second.json", 12)
    try:
        points = value_now(c.game, c.game.scoring.feature).value
        wain = panel.move_buttons[LeipzigChoice(0, "wainwrights")]
        assert f"You still score the road's {points} points with your other meeple." in panel.details[wain].text()
    finally:
        c.close()
    c, panel = panel_at(qtbot, "markets_of_leipzig/25_two_roads_one_tile.json", 11)
    try:
        points = value_now(c.game, c.game.scoring.feature).value
        wain = panel.move_buttons[LeipzigChoice(0, "wainwrights")]
        assert f"you do not score its {points} points" in panel.details[wain].text()
    finally:
        c.close()
