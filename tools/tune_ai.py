"""Fit hard's evaluation weights for one expansion set by self-play (SPSA), resumable.

    python tools/tune_ai.py --set all [--iterations 150] [--pairs 4] [--jobs 2]
        [--checkpoint tuning/all.json] [--validate-games 100] [--write]

Runs SPSA steps (see ``carc_desktop/ai/tuning.py`` and docs/AI.md, "Tuning") from the
weights ``carc_desktop/ai/weights.json`` holds for the set, saving a checkpoint after every
step; run the same command again to continue after a stop. Then plays a validation match
(the fitted weights against the starting ones on validation seeds) and, with ``--write``,
stores the fitted weights in weights.json if they won it (``--force``: store anyway).
Held-out bag seeds (below 1,000,000) are never played here: measure the result with
``python -m carc_desktop.ai.arena --seed 0 --games 200 ...`` afterwards.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from carc_desktop.ai import tuning, weights
from carc_desktop.ai.evaluate import HARD


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/tune_ai.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", required=True, dest="key",
                        help="base, all, an expansion name, or names joined with +")
    parser.add_argument("--weights", nargs="*", default=None,
                        help=f"weights to tune (default: those that matter for the set; of {', '.join(weights.BOUNDS)})")
    parser.add_argument("--iterations", type=int, default=150, help="SPSA steps (default 150)")
    parser.add_argument("--pairs", type=int, default=4, help="tile orders per step, each from both seats (default 4)")
    parser.add_argument("--signal", choices=("margin", "win"), default="margin",
                        help="margin: mean score difference / --margin-scale, clipped to +-1; win: (wins - losses) / games")
    parser.add_argument("--margin-scale", type=float, default=25.0, help="points that count as a full win (default 25)")
    parser.add_argument("--search-iterations", type=int, default=0,
                        help="hard's look-ahead simulations in training games (default 0: one ply)")
    parser.add_argument("--a", type=float, default=0.125, help="SPSA step gain a")
    parser.add_argument("--c", type=float, default=0.1, help="SPSA perturbation c (fraction of each range)")
    parser.add_argument("--seed", type=int, default=0, help="perturbation seed")
    parser.add_argument("--edition", choices=("C2", "C3"), default="C3")
    parser.add_argument("--max-tiles", type=int, default=None, help="play only the first draws (quick trials)")
    parser.add_argument("--jobs", type=int, default=1, help="games in parallel (processes)")
    parser.add_argument("--checkpoint", type=Path, default=None, help="default: tuning/<set>.json")
    parser.add_argument("--restart", action="store_true", help="ignore an existing checkpoint (it is overwritten)")
    parser.add_argument("--train-against", choices=("self", "normal"), default="self",
                        help="self: plus against minus (default); normal: each against normal on the same tile "
                             "orders, the result their difference (twice the games)")
    parser.add_argument("--validate-games", type=int, default=100,
                        help="validation games after the last step (0: none; default 100)")
    parser.add_argument("--validate-against", choices=("hard", "normal"), default="hard",
                        help="hard with the starting weights (default) or normal")
    parser.add_argument("--validate-iterations", type=int, default=None,
                        help="hard's look-ahead in validation (default: as in training)")
    parser.add_argument("--write", action="store_true", help="store the fitted weights in weights.json if they won")
    parser.add_argument("--force", action="store_true", help="with --write: store them even if they did not win")
    parser.add_argument("--weights-file", type=Path, default=weights.WEIGHTS_PATH)
    args = parser.parse_args(argv)

    try:
        expansions = tuning.expansions_of(args.key)
        key = weights.set_key(expansions)
        names = tuple(args.weights) if args.weights else weights.tunable(expansions)
        cfg = tuning.SpsaConfig(key=key, names=names, iterations=args.iterations, pairs=args.pairs, a=args.a,
                                c=args.c, signal=args.signal, margin_scale=args.margin_scale,
                                search_iterations=args.search_iterations,
                                seed=args.seed, edition=args.edition, max_tiles=args.max_tiles,
                                opponent=args.train_against)
    except ValueError as exc:
        parser.error(str(exc))
    checkpoint = args.checkpoint or Path("tuning") / f"{key}.json"
    checkpoint.parent.mkdir(parents=True, exist_ok=True)
    try:
        if checkpoint.exists() and not args.restart:
            state = tuning.load_checkpoint(checkpoint, cfg)
            print(f"resuming {checkpoint} at step {state.k}/{cfg.iterations}", file=sys.stderr)
        else:
            start = weights.load(args.weights_file).get(key, HARD)
            state = tuning.new_state(cfg, start)
            tuning.save_checkpoint(state, checkpoint)
    except (ValueError, weights.WeightsError) as exc:
        print(f"tune_ai: {exc}", file=sys.stderr)
        return 2

    began = time.perf_counter()

    def report(s: tuning.SpsaState) -> None:
        last = s.history[-1]
        per_step = (time.perf_counter() - began) / max(1, s.k - done_before)
        print(f"step {s.k}/{cfg.iterations}  result {last['result']:+.3f}  "
              f"({last['mean_plus']} vs {last['mean_minus']})  {per_step:.1f} s/step", file=sys.stderr, flush=True)

    done_before = state.k
    tuning.run_spsa(state, checkpoint, jobs=max(1, args.jobs), report=report)
    fitted = state.params
    if args.validate_games > 0 and (state.validation is None or state.validation.get("at_step") != state.k
                                    or state.validation.get("games") != args.validate_games
                                    or state.validation.get("b") != args.validate_against):
        print(f"validating: {args.validate_games} games against {args.validate_against}", file=sys.stderr)
        tuning.validate(state, args.validate_games, args.validate_against, max(1, args.jobs),
                        args.validate_iterations)
        tuning.save_checkpoint(state, checkpoint)
    result = {"set": key, "steps": state.k, "weights": tuning.params_to_dict_of(fitted, names),
              "start": tuning.params_to_dict_of(state.start, names), "validation": state.validation,
              "checkpoint": str(checkpoint)}
    print(json.dumps(result, indent=2))
    if args.write:
        won = state.validation is not None and state.validation["win_rate_a"] > 0.5
        if not won and not args.force:
            print("tune_ai: not written: the fitted weights did not win the validation match "
                  "(--force writes them anyway)", file=sys.stderr)
            return 1
        source = {"method": "SPSA self-play (tools/tune_ai.py)", "fitted": True, "steps": state.k,
                  "config": {k: v for k, v in asdict(cfg).items() if k not in ("key",)},
                  "validation": state.validation}
        source["config"]["names"] = list(names)
        try:
            weights.write_set(key, fitted, source, args.weights_file)
        except (OSError, weights.WeightsError) as exc:
            print(f"tune_ai: weights not written: {exc}", file=sys.stderr)
            return 2
        print(f"wrote set {key!r} to {args.weights_file}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
