"""Find a planted position for the analysis tests (tests/ai/analysis_positions/).

    python tools/plant_positions.py KIND --expansions traders_and_builders [--edition C3]
        [--players 2] [--seeds 0-39] [--out FILE]

Plays seeded games (every seat normal) and, at each decision of the kind (the move's
record type, e.g. ``builder_second_tile`` or ``score_order``) with a choice, analyses every
legal move. A position qualifies when its costliest move is labelled mistake or worse and
the best move found there is labelled best or good when played; the first one found is
written to ``--out`` with the costliest move as ``planted``. Prints a JSON line per
decision looked at.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from carc_desktop.ai import choose_move
from carc_desktop.ai.analyse import analyse_decision
from carc_desktop.engine import EDITIONS, Game, RuleSet, move_from_record, record_from_game


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("kind")
    ap.add_argument("--expansions", nargs="*", default=[])
    ap.add_argument("--edition", default="C3", choices=list(EDITIONS))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seeds", default="0-39")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    lo, _, hi = args.seeds.partition("-")
    rules = RuleSet(args.edition, tuple(args.expansions))
    for seed in range(int(lo), int(hi or lo) + 1):
        game = Game(args.players, rules, seed=seed)
        n = 0
        while not game.finished:
            moves = game.legal_moves()
            if len(moves) > 1 and moves[0].type == args.kind:
                verdicts = [analyse_decision(game, m) for m in moves[:8]]
                worst = max(verdicts, key=lambda v: v.loss)
                best_again = analyse_decision(game, move_from_record(worst.best))
                ok = worst.label in ("mistake", "blunder") and best_again.label in ("best", "good")
                print(json.dumps({"seed": seed, "index": n, "losses": [round(v.loss, 2) for v in verdicts],
                                  "worst": worst.played, "best": worst.best, "ok": ok}), flush=True)
                if ok and args.out:
                    record = record_from_game(game)
                    record["planted"] = worst.played
                    record["kind"] = args.kind
                    Path(args.out).write_text(json.dumps(record, separators=(",", ":")))
                    return 0
            game.play(choose_move(game, "normal", seed * 7919 + n))
            n += 1
    return 1


if __name__ == "__main__":
    sys.exit(main())
