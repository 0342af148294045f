"""Build the Leipzig scoring-order positions of the analysis tests by hand
(tests/ai/analysis_positions/score_order-*.json and leipzig_decline-*.json).

    python tools/plant_leipzig_order.py [--out tests/ai/analysis_positions]

Searched games never showed a scoring order worth more than 4 points (docs/AI.md, "Game
analysis"), so this lays one out, in both editions: red (seat 0) has sent a meeple to the
Wainwrights from the southern arm's road, owns with one follower a city of six tiles and
four pennants west of Leipzig (the western arm's city cap, two BASE-F, two BASE-M), and
places a BASE-L that closes that city and, with a follower on its eastern road, the road
from the western gate. Twelve tiles are left in the bag (the end of a game: a meeple in a
quarter has few scorings left to pay on). Scoring the road first lets red send that
follower to the Coiners before the city is scored (3 points per pennant: 12); scoring the
city first loses that bonus. The engine is the judge: the tool checks that the road-first
order with the Coiners pays those 12 points more than the city-first one.

``score_order-<ed>`` plants the city first; ``leipzig_decline-<ed>`` is the position after
the road first and plants scoring the road normally (declining the send).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from carc_desktop.engine import Deploy, Game, PlaceTile, RuleSet, ScoreFirst, Skip, markets_of_leipzig, record_from_game

#: The tiles drawn in order, and each one's cell, rotation (quarter turns) and follower
#: (None: none). Seat 1's tiles (None) go to the first legal cell east of x = 0, no figure.
TILES: tuple[tuple[str, tuple[tuple[int, int], int, str | None] | None], ...] = (
    ("BASE-A", ((0, -3), 2, "road1")),   # closes the southern gate's road: red to the Wainwrights
    ("BASE-B", None),
    ("BASE-F", ((-2, 0), 1, "city1")),   # on the western arm's city cap; red's follower
    ("BASE-B", None),
    ("BASE-M", ((-2, 1), 3, None)),
    ("BASE-B", None),
    ("BASE-M", ((-3, 1), 2, None)),
    ("BASE-E", None),
    ("BASE-F", ((-3, 0), 1, None)),
    ("BASE-U", None),
    ("BASE-L", ((-3, -1), 0, "road1")),  # closes the city and the western gate's road
)
#: Tiles left in the bag after the position.
LEFT = 12
SEED = 5
ROAD_FIRST = ScoreFirst(-3, -1, "road1")
CITY_FIRST = ScoreFirst(-3, -1, "city1")
COINERS = markets_of_leipzig.LeipzigChoice(0, "coiners")
DECLINE = markets_of_leipzig.LeipzigChoice(0, None)


def build(edition: str) -> Game:
    """The game at red's scoring-order decision."""
    rules = RuleSet(edition, (markets_of_leipzig.NAME,))
    rest = list(Game(2, rules, seed=SEED).bag)
    for tile, _ in TILES:
        rest.remove(tile)
    game = Game(2, rules, seed=SEED, draws=[t for t, _ in TILES] + rest[:LEFT])
    for tile, step in TILES:
        assert game.tile is not None and game.tile.id == tile
        legal = game.legal_moves()
        if step is None:
            game.play(next(m for m in legal if isinstance(m, PlaceTile) and m.x >= 1))
            game.play(Skip())
            continue
        (x, y), rotation, feature = step
        game.play(PlaceTile(x, y, rotation))
        game.play(Skip() if feature is None else Deploy("follower", feature))
        while game.phase == "leipzig":
            game.play(markets_of_leipzig.LeipzigChoice(0, "wainwrights"))
    if game.phase != "score_order" or set(game.legal_moves()) != {ROAD_FIRST, CITY_FIRST}:
        raise SystemExit(f"the position is not the scoring order of the road and the city ({game.phase})")
    return game


def red_after(game: Game, *moves: object) -> int:
    """Red's score after ``moves`` (the rest of the turn taken by the engine's first move)."""
    g = game.copy(undo=False)
    for m in moves:
        g.play(m)  # type: ignore[arg-type]
    while g.decider == 0 and g.phase != "place":
        g.play(g.legal_moves()[0])
    return g.scores[0]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "tests/ai/analysis_positions"))
    args = ap.parse_args()
    for edition in ("C2", "C3"):
        game = build(edition)
        gain = red_after(game, ROAD_FIRST, COINERS) - red_after(game, CITY_FIRST, COINERS)
        if gain != 12:
            raise SystemExit(f"{edition}: the road first pays {gain} more, not the Coiners' 12")
        record = record_from_game(game)
        record.update(planted=CITY_FIRST.to_record(), kind=f"score_order-{edition}")
        Path(args.out, f"score_order-{edition}.json").write_text(json.dumps(record, separators=(",", ":")))
        game.play(ROAD_FIRST)
        record = record_from_game(game)
        record.update(planted=DECLINE.to_record(), kind=f"leipzig_decline-{edition}")
        Path(args.out, f"leipzig_decline-{edition}.json").write_text(json.dumps(record, separators=(",", ":")))
        print(f"{edition}: written (the road first and the Coiners: +{gain})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
