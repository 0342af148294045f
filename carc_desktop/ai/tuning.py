"""Fitting hard's evaluation weights by self-play: SPSA over head-to-head matches.

Method (simultaneous perturbation stochastic approximation, Spall 1998, in the form
chess engines tune with): the tuned weights live in unit coordinates ``u`` (0 = the
lowest, 1 = the highest value of :data:`~.weights.BOUNDS`). Step ``k`` draws a random
sign ``d_i = ±1`` for every weight, plays hard with ``u + c_k d`` against hard with
``u - c_k d`` on ``pairs`` training tile orders (each from both seats), measures the
result ``r`` in [-1, 1] for the plus side, and moves ``u_i += a_k * r / (2 c_k d_i)``
(clipped to [0, 1]). Gains: ``a_k = a / (k + 1 + A)^0.602``, ``c_k = c / (k + 1)^0.101``.
One step costs ``2 * pairs`` games whatever the number of weights.

Seeds: training step ``k`` plays bag seeds ``TRAIN_BASE + k * pairs ...``; the
validation match (candidate against the weights the run started from) plays bag seeds
from ``VALID_BASE``. Bag seeds below :data:`TRAIN_BASE` are never played while tuning:
they are the held-out seeds of the arena's final measurement (``--seed 0`` uses bag seeds
``0 .. games/2 - 1``).

Progress is a JSON checkpoint written after every step (atomically), so a long run that
is stopped resumes where it was, with the same results as an uninterrupted run.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from carc_desktop.engine import load_all

from . import arena
from .evaluate import Params
from .weights import ALL, BASE, BOUNDS, params_from_dict, params_to_dict, tunable, write_json_atomic

#: First bag seed of training games; everything below is held out for the final arenas.
TRAIN_BASE = 1_000_000
#: First bag seed of validation games (training must stay below it).
VALID_BASE = 2_000_000
CHECKPOINT_FORMAT = "carc_desktop-ai-tuning"
CHECKPOINT_VERSION = 1


def expansions_of(key: str) -> tuple[str, ...]:
    """The expansion names of a set key (``base``, ``all``, ``a+b`` or one name)."""
    present = sorted(load_all())
    if key == BASE:
        return ()
    if key == ALL:
        return tuple(present)
    names = tuple(sorted(key.split("+")))
    unknown = [n for n in names if n not in present]
    if unknown:
        raise ValueError(f"unknown expansion(s) {', '.join(unknown)} in set {key!r} "
                         f"(use base, all or names of: {', '.join(present)})")
    return names


@dataclass(frozen=True)
class SpsaConfig:
    """Everything that decides a run's results (a checkpoint resumes only with the same)."""

    key: str
    names: tuple[str, ...]
    iterations: int = 150
    pairs: int = 4
    a: float = 0.125
    c: float = 0.1
    stability: float = 15.0
    alpha: float = 0.602
    gamma: float = 0.101
    #: "margin": mean score difference / margin_scale, clipped to [-1, 1]; "win": (wins -
    #: losses) / games. The margin carries more information per game.
    signal: str = "margin"
    margin_scale: float = 25.0
    #: Hard's look-ahead simulations in training games (0: its one-ply search only).
    search_iterations: int = 0
    seed: int = 0
    edition: str = "C3"
    #: Only the first draws of each bag (tests; None: whole games).
    max_tiles: int | None = None
    #: "self": plus plays minus (self-play); "normal": plus and minus each play normal on
    #: the same tile orders and the result compares their margins (twice the games, but it
    #: measures what the ladder asks: beating normal, not beating another hard).
    opponent: str = "self"

    def __post_init__(self) -> None:
        unknown = [n for n in self.names if n not in BOUNDS]
        if unknown or not self.names:
            raise ValueError(f"weights to tune must be some of {', '.join(BOUNDS)} (not {unknown or 'none'})")
        if self.opponent not in ("self", "normal"):
            raise ValueError(f"opponent must be 'self' or 'normal', not {self.opponent!r}")
        if self.signal not in ("margin", "win"):
            raise ValueError(f"signal must be 'margin' or 'win', not {self.signal!r}")
        if self.iterations < 0 or self.pairs < 1:
            raise ValueError("iterations must be >= 0 and pairs >= 1")
        if not 0.0 < self.c <= 0.5 or self.a <= 0.0 or self.margin_scale <= 0.0:
            raise ValueError("need 0 < c <= 0.5, a > 0 and margin_scale > 0")
        check_split(self)

    @property
    def expansions(self) -> tuple[str, ...]:
        return expansions_of(self.key)


def default_config(key: str, **overrides: Any) -> SpsaConfig:
    """Tune every weight that matters for the set (core and its expansions' terms)."""
    return SpsaConfig(key=key, names=tunable(expansions_of(key)), **overrides)


def train_seeds(cfg: SpsaConfig, k: int) -> range:
    """Bag seeds of training step ``k``."""
    start = TRAIN_BASE + k * cfg.pairs
    return range(start, start + cfg.pairs)


def heldout_seeds(seed: int = 0, games: int = 200) -> range:
    """Bag seeds the arena plays with ``--seed seed --games games``."""
    return range(seed, seed + (games + 1) // 2)


def check_split(cfg: SpsaConfig, heldout: range = heldout_seeds()) -> None:
    """Training, validation and held-out bag seeds must be disjoint."""
    train = range(TRAIN_BASE, TRAIN_BASE + cfg.iterations * cfg.pairs)
    if train.stop > VALID_BASE:
        raise ValueError(f"{cfg.iterations} steps x {cfg.pairs} pairs would reach the validation seeds")
    for r in (train, range(VALID_BASE, VALID_BASE + 1)):
        if heldout.start < r.stop and r.start < heldout.stop:
            raise ValueError(f"held-out bag seeds {heldout.start}..{heldout.stop - 1} overlap tuning seeds")


def gains(cfg: SpsaConfig, k: int) -> tuple[float, float]:
    """(a_k, c_k) of step ``k``."""
    return cfg.a / (k + 1 + cfg.stability) ** cfg.alpha, cfg.c / (k + 1) ** cfg.gamma


def perturbation(cfg: SpsaConfig, k: int) -> tuple[int, ...]:
    """The ±1 signs of step ``k`` (a function of seed and step: resuming draws the same)."""
    rng = random.Random(cfg.seed * 1_000_003 + k)
    return tuple(rng.choice((-1, 1)) for _ in cfg.names)


def to_unit(params: Params, names: tuple[str, ...]) -> list[float]:
    values = params_to_dict(params)
    return [_clip((values[n] - BOUNDS[n][0]) / (BOUNDS[n][1] - BOUNDS[n][0])) for n in names]


def from_unit(start: Params, names: tuple[str, ...], u: list[float]) -> Params:
    """``start`` with the tuned weights set from unit coordinates (rounded to 4 decimals so
    that the weights file reads well; far below any effect on play)."""
    changes: dict[str, Any] = {n: round(BOUNDS[n][0] + _clip(x) * (BOUNDS[n][1] - BOUNDS[n][0]), 4)
                               for n, x in zip(names, u)}  # (Any: replace() is typed field by field)
    return replace(start, **changes)


def _clip(x: float) -> float:
    return min(1.0, max(0.0, x))


#: Plays ``plus`` against ``minus`` on the given bag seeds; returns the result in [-1, 1]
#: for ``plus`` and the arena's summary.
Match = Callable[[SpsaConfig, Params, Params, range, int], tuple[float, dict[str, Any]]]


def arena_match(cfg: SpsaConfig, plus: Params, minus: Params, seeds: range,
                jobs: int) -> tuple[float, dict[str, Any]]:
    """Hard (plus) against hard (minus), each tile order from both seats; with
    ``opponent`` normal, each of them against normal on those tile orders instead."""
    if cfg.opponent == "normal":
        return _against_normal(cfg, plus, minus, seeds, jobs)
    out = arena.run(2 * len(seeds), "hard", "hard", cfg.expansions, seeds.start, jobs, cfg.search_iterations,
                    None, cfg.edition, params_a=plus, params_b=minus, max_tiles=cfg.max_tiles)
    if cfg.signal == "win":
        r = (out["wins_a"] - out["wins_b"]) / out["games"]
    else:
        r = max(-1.0, min(1.0, (out["mean_score_a"] - out["mean_score_b"]) / cfg.margin_scale))
    return r, out


def _against_normal(cfg: SpsaConfig, plus: Params, minus: Params, seeds: range,
                    jobs: int) -> tuple[float, dict[str, Any]]:
    """Plus and minus each against normal on the same tile orders: the result is the
    difference of their results against normal, clipped to [-1, 1] (a margin over normal
    larger by ``margin_scale`` counts as much as a self-play match won by that margin).
    The summary's means are the two sides' margins over normal."""
    sides = [arena.run(2 * len(seeds), "hard", "normal", cfg.expansions, seeds.start, jobs, cfg.search_iterations,
                       None, cfg.edition, params_a=p, max_tiles=cfg.max_tiles) for p in (plus, minus)]
    if cfg.signal == "win":
        rs = [(o["wins_a"] - o["wins_b"]) / o["games"] for o in sides]
    else:
        rs = [max(-1.0, min(1.0, (o["mean_score_a"] - o["mean_score_b"]) / cfg.margin_scale)) for o in sides]
    summary = {"wins_a": sides[0]["wins_a"], "wins_b": sides[1]["wins_a"],
               "mean_score_a": round(sides[0]["mean_score_a"] - sides[0]["mean_score_b"], 2),
               "mean_score_b": round(sides[1]["mean_score_a"] - sides[1]["mean_score_b"], 2)}
    return max(-1.0, min(1.0, rs[0] - rs[1])), summary


@dataclass
class SpsaState:
    """Where a run is: the next step ``k``, the unit coordinates, the steps so far."""

    config: SpsaConfig
    start: Params
    k: int
    u: list[float]
    history: list[dict[str, Any]] = field(default_factory=list)
    validation: dict[str, Any] | None = None

    @property
    def params(self) -> Params:
        return from_unit(self.start, self.config.names, self.u)

    @property
    def done(self) -> bool:
        return self.k >= self.config.iterations


def new_state(cfg: SpsaConfig, start: Params) -> SpsaState:
    return SpsaState(cfg, start, 0, to_unit(start, cfg.names))


def spsa_step(state: SpsaState, match: Match = arena_match, jobs: int = 1) -> SpsaState:
    """Play step ``state.k`` and move the weights (the state is updated and returned)."""
    cfg, k = state.config, state.k
    a_k, c_k = gains(cfg, k)
    delta = perturbation(cfg, k)
    plus = [_clip(x + c_k * d) for x, d in zip(state.u, delta)]
    minus = [_clip(x - c_k * d) for x, d in zip(state.u, delta)]
    seeds = train_seeds(cfg, k)
    r, out = match(cfg, from_unit(state.start, cfg.names, plus), from_unit(state.start, cfg.names, minus),
                   seeds, jobs)
    state.u = [_clip(x + a_k * r / (2.0 * c_k * d)) for x, d in zip(state.u, delta)]
    state.k = k + 1
    state.history.append({"k": k, "result": round(r, 6), "bag_seeds": [seeds.start, seeds.stop - 1],
                          "wins_plus": out.get("wins_a"), "wins_minus": out.get("wins_b"),
                          "mean_plus": out.get("mean_score_a"), "mean_minus": out.get("mean_score_b"),
                          "weights": params_to_dict_of(state.params, cfg.names)})
    return state


def params_to_dict_of(params: Params, names: tuple[str, ...]) -> dict[str, float]:
    values = params_to_dict(params)
    return {n: values[n] for n in names}


# --- checkpoint -----------------------------------------------------------------------
def _config_json(cfg: SpsaConfig) -> dict[str, Any]:
    data = asdict(cfg)
    data["names"] = list(cfg.names)
    return data


def save_checkpoint(state: SpsaState, path: Path) -> None:
    write_json_atomic(Path(path), {
        "format": CHECKPOINT_FORMAT, "version": CHECKPOINT_VERSION, "config": _config_json(state.config),
        "start": params_to_dict(state.start), "k": state.k, "u": state.u,
        "weights": params_to_dict_of(state.params, state.config.names),
        "history": state.history, "validation": state.validation})


def load_checkpoint(path: Path, cfg: SpsaConfig | None = None) -> SpsaState:
    """A saved run; with ``cfg`` it must have been made with the same settings (except the
    number of iterations, which may grow to continue a finished run)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path}: cannot read the checkpoint ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != CHECKPOINT_FORMAT or data.get("version") != CHECKPOINT_VERSION:
        raise ValueError(f"{path}: not a tuning checkpoint (version {CHECKPOINT_VERSION})")
    try:
        raw = dict(data["config"])
        raw["names"] = tuple(raw["names"])
        known = {f.name for f in fields(SpsaConfig)}
        saved = SpsaConfig(**{k: v for k, v in raw.items() if k in known})
        u = [float(x) for x in data["u"]]
        k = int(data["k"])
        start = params_from_dict(data["start"], f"{path}: start")
        history = list(data["history"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"{path}: damaged checkpoint ({exc})") from exc
    if len(u) != len(saved.names) or not 0 <= k:
        raise ValueError(f"{path}: damaged checkpoint (coordinates do not match the weights)")
    if cfg is not None:
        differ = [f.name for f in fields(SpsaConfig) if f.name != "iterations"
                  and getattr(cfg, f.name) != getattr(saved, f.name)]
        if differ:
            raise ValueError(f"{path} was made with other settings ({', '.join(differ)}); "
                             "use another checkpoint file or the same settings")
        saved = cfg
    return SpsaState(saved, start, k, u, history, data.get("validation"))


def run_spsa(state: SpsaState, checkpoint: Path | None, match: Match = arena_match, jobs: int = 1,
             report: Callable[[SpsaState], None] | None = None) -> SpsaState:
    """Steps until ``config.iterations``, saving the checkpoint after each."""
    while not state.done:
        spsa_step(state, match, jobs)
        if checkpoint is not None:
            save_checkpoint(state, checkpoint)
        if report is not None:
            report(state)
    return state


def validate(state: SpsaState, games: int, opponent: str = "hard", jobs: int = 1,
             search_iterations: int | None = None) -> dict[str, Any]:
    """The fitted weights against the starting weights (``opponent`` hard) or normal, on
    validation seeds (never the held-out ones)."""
    cfg = state.config
    iters = cfg.search_iterations if search_iterations is None else search_iterations
    out = arena.run(games, "hard", opponent, cfg.expansions, VALID_BASE, jobs, iters, None, cfg.edition,
                    params_a=state.params, params_b=state.start if opponent == "hard" else None,
                    max_tiles=cfg.max_tiles)
    keep = ("games", "wins_a", "wins_b", "draws", "win_rate_a", "wilson_low_a", "wilson_high_a",
            "mean_score_a", "mean_score_b", "b", "hard_iterations", "wall_seconds")
    result = {k: out[k] for k in keep}
    result["at_step"] = state.k
    state.validation = result
    return result


__all__ = ["SpsaConfig", "SpsaState", "TRAIN_BASE", "VALID_BASE", "arena_match", "check_split", "default_config",
           "expansions_of", "from_unit", "gains", "heldout_seeds", "load_checkpoint", "new_state", "perturbation",
           "run_spsa", "save_checkpoint", "spsa_step", "to_unit", "train_seeds", "validate"]
