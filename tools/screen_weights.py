"""A quick screening match: hard with given base-game weights against another level.

    python tools/screen_weights.py CANDIDATE [--games 60] [--seed 3100000] [--hard-iterations 0] [--b normal]
        [--max-tiles N] [--progress]

CANDIDATE is ``file`` (the weights ``weights.json`` holds for the base game), ``hand``
(the built-in hand-tuned ``HARD``), ``hand_r5`` (``HARD`` with ``reserve`` 0.5),
``file_r25`` / ``file_r5`` (the file's weights with ``reserve`` 0.25 / 0.5), ``normal``
(normal's weights in hard's search: a control), a path to a weights file (its base set),
or a JSON object of weights (the rest as ``HARD``). Prints the arena's JSON object (see
docs/AI.md, "Arena") with ``candidate`` added. Screening seeds must be neither training
nor held-out ones: bag seeds below 1,000,000 are refused (the final arena plays 0-99), and
so are the tuning tool's training and validation ranges (1,000,000-2,999,999).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from carc_desktop.ai import arena, weights
from carc_desktop.ai.evaluate import HARD, NORMAL, Params


def candidate(name: str) -> Params:
    base = weights.load().get(weights.BASE, HARD)
    named = {"file": base, "hand": HARD, "hand_r5": replace(HARD, reserve=0.5),
             "file_r25": replace(base, reserve=0.25), "file_r5": replace(base, reserve=0.5), "normal": NORMAL}
    if name in named:
        return named[name]
    if name.lstrip().startswith("{"):
        return weights.params_from_dict(json.loads(name))
    return weights.load(Path(name)).get(weights.BASE, HARD)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/screen_weights.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("candidate")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=3_100_000)
    parser.add_argument("--hard-iterations", type=int, default=0, help="hard's look-ahead (default 0: one ply)")
    parser.add_argument("--b", default="normal", help="the opponent level (default normal)")
    parser.add_argument("--max-tiles", type=int, default=None, help="play only the first draws (quick trials)")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    if args.seed < 3_000_000:
        parser.error("screening seeds start at 3,000,000 (below: held-out, training and validation seeds)")
    try:
        params = candidate(args.candidate)
    except (OSError, ValueError, weights.WeightsError) as exc:
        parser.error(f"candidate {args.candidate!r}: {exc}")
    out = arena.run(args.games, "hard", args.b, [], args.seed, 1, args.hard_iterations, None, "C3",
                    args.progress, params_a=params, max_tiles=args.max_tiles)
    out["candidate"] = args.candidate
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
