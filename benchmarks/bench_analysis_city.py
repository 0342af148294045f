"""Game analysis, validity: is a skipped completion of a city worth 10+ points labelled a
mistake or worse? (issue #30's goal; docs/AI.md, "Game analysis").

    python benchmarks/bench_analysis_city.py [--seeds 300-306] [--margin 10] [--keep DIR]

Plays base games (C3, two players, both normal) with the given bag seeds. At every
placement where the drawn tile could complete a city paying the player at least
``--margin`` points more than any opponent (the engine's preview of the placement with no
figure), the best plan by one-ply value whose placement does not complete such a city is
analysed as if played. Prints one JSON line per position (seed, index, the city's points,
loss, label) and a last line with the count of each label. ``--keep DIR`` writes each
position as a planted record (the format of ``tests/ai/analysis_positions/``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from carc_desktop.ai import choose_move
from carc_desktop.ai.analyse import LABELS, Settings, analyse_decision
from carc_desktop.ai.evaluate import Evaluator
from carc_desktop.ai.knowledge import Knowledge, hidden_bag
from carc_desktop.ai.search import TurnSearch
from carc_desktop.ai.weights import hard_params
from carc_desktop.engine import Game, Move, RuleSet, Skip, record_from_game


def city_margin(game: Game, place: Move, me: int) -> int:
    """Points for completed cities that ``place`` (and no figure) pays ``me``, minus the
    most any opponent gets from them (the engine's preview)."""
    game.push(place)
    try:
        if Skip() not in game.legal_moves():
            return 0
        mine, theirs = 0, 0
        for ev in game.preview(Skip()).events:
            if ev.type == "score" and ev.data.get("feature") == "city" and ev.data.get("reason") == "completed":
                mine += ev.points.get(me, 0)
                theirs = max([theirs] + [v for p, v in ev.points.items() if p != me])
        return mine - theirs
    finally:
        game.undo()


def positions(seed: int, margin: int) -> list[tuple[Game, Move, int, int]]:
    """(game before the decision, the planted move, its index, the city's margin) for one game."""
    game = Game(2, RuleSet("C3", ()), seed=seed)
    out = []
    n = 0
    while not game.finished:
        me = game.decider
        assert me is not None
        if game.phase == "place":
            moves = game.legal_moves()
            margins = {m: city_margin(game, m, me) for m in moves}
            best_margin = max(margins.values())
            if best_margin >= margin:
                skipping = {m for m, v in margins.items() if v < margin}
                if skipping:
                    rng = random.Random(seed * 7919 + n)
                    with hidden_bag(game, rng):
                        ev = Evaluator(Knowledge(game), hard_params(()))
                        choices = [c for c in TurnSearch(ev.values, rng).expand_root(game) if c.move in skipping]
                    planted = max(choices, key=lambda c: c.score).move
                    out.append((game.copy(), planted, n, best_margin))
        game.play(choose_move(game, "normal", seed * 7919 + n))
        n += 1
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="300-306", help="bag seeds, a range a-b or a comma list")
    ap.add_argument("--margin", type=int, default=10)
    ap.add_argument("--keep", default=None)
    args = ap.parse_args()
    if "-" in args.seeds:
        lo, hi = (int(s) for s in args.seeds.split("-"))
        seeds = list(range(lo, hi + 1))
    else:
        seeds = [int(s) for s in args.seeds.split(",")]
    counts = {name: 0 for name in LABELS}
    start = time.perf_counter()
    for seed in seeds:
        for game, planted, index, city in positions(seed, args.margin):
            v = analyse_decision(game, planted, Settings())
            counts[v.label] += 1
            print(json.dumps({"seed": seed, "index": index, "city_margin": city, "planted": planted.to_record(),
                              "best": v.best, "loss": round(v.loss, 2), "label": v.label}), flush=True)
            if args.keep:
                record = record_from_game(game)
                record["planted"] = planted.to_record()
                record["kind"] = "place"
                Path(args.keep).mkdir(parents=True, exist_ok=True)
                Path(args.keep, f"city-{seed}-{index}.json").write_text(json.dumps(record, separators=(",", ":")))
    print(json.dumps({"labels": counts, "mistake_or_worse": counts["mistake"] + counts["blunder"],
                      "positions": sum(counts.values()), "seconds": round(time.perf_counter() - start, 1),
                      "load": os.getloadavg()[0]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
