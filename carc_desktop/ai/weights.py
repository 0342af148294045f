"""Hard's evaluation weights per expansion set, read from ``weights.json``.

The file maps an expansion-set key to hard's tunable :class:`~.evaluate.Params` fields,
every one written out, so the file says exactly what hard plays with. Keys: ``"base"`` (no expansion), an expansion's name (that expansion alone),
``"all"`` (every expansion present) and, if a tuning run wrote one, any other set as its
sorted names joined by ``+``. A set the file does not name, or a file that cannot be read,
gives the built-in :data:`~.evaluate.HARD` weights (a broken file is reported once as a
warning; a game never stops for it).

``tools/tune_ai.py`` fits these weights by self-play and writes them here (see docs/AI.md).
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import Any

from carc_desktop.engine import load_all

from .evaluate import HARD, Params

#: The file hard reads (shipped inside the package).
WEIGHTS_PATH = Path(__file__).with_name("weights.json")
FORMAT = "carc_desktop-ai-weights"
VERSION = 1
BASE = "base"
ALL = "all"

#: Tunable fields: (lowest, highest) value a fitted weight may take. The range is also the
#: tuner's unit: its steps are fractions of it.
BOUNDS: dict[str, tuple[float, float]] = {
    "fill_rate": (0.1, 1.5),
    "city_spread": (0.4, 1.0),
    "road_spread": (0.4, 1.0),
    "monastery_spread": (0.7, 1.0),
    "growth": (0.0, 1.5),
    "meeple": (0.5, 9.0),
    "meeple_decay": (0.6, 0.99),
    "return_discount": (0.2, 1.0),
    "reserve": (0.0, 2.0),
    "farm_city": (0.0, 5.0),
    "turn_value": (0.0, 8.0),
    "builder": (0.0, 4.0),
    "builder_turns": (0.0, 8.0),
    "leipzig_rate": (0.0, 1.0),
    "wainwrights": (0.0, 3.0),
    "coiners": (0.0, 3.0),
    "bookbinders": (0.0, 3.0),
    "porxada_token": (0.0, 3.0),
}

#: Weights that matter in every game.
CORE = ("fill_rate", "city_spread", "road_spread", "monastery_spread", "growth", "meeple", "meeple_decay",
        "return_discount", "farm_city", "reserve")
#: Weights that only an expansion's state brings into play (by expansion name).
EXPANSION_TERMS: dict[str, tuple[str, ...]] = {
    "traders_and_builders": ("turn_value", "builder", "builder_turns"),
    "markets_of_leipzig": ("leipzig_rate", "wainwrights", "coiners", "bookbinders"),
    "la_porxada": ("porxada_token",),
    "the_land_surveyors": (),
}


class WeightsError(ValueError):
    """A weights file or entry that cannot be used (the message says where and why)."""


def set_key(expansions: Iterable[str]) -> str:
    """The file key of an expansion set: ``base``, ``all``, or the sorted names joined."""
    names = sorted(set(expansions))
    if not names:
        return BASE
    if names == sorted(load_all()):
        return ALL
    return "+".join(names)


def standard_keys() -> list[str]:
    """The sets the campaign fits: base, each expansion alone, all of them."""
    return [BASE, *sorted(load_all()), ALL]


def tunable(expansions: Iterable[str]) -> tuple[str, ...]:
    """The weights that matter for this expansion set (core, then each expansion's)."""
    out = list(CORE)
    for name in sorted(set(expansions)):
        out.extend(t for t in EXPANSION_TERMS.get(name, ()) if t not in out)
    return tuple(out)


def params_to_dict(params: Params) -> dict[str, float]:
    """The tunable fields of ``params`` (what a file entry holds)."""
    values = asdict(params)
    return {name: float(values[name]) for name in BOUNDS}


def params_from_dict(entry: Mapping[str, Any], where: str = "entry", default: Params = HARD) -> Params:
    """``default`` with the fields of ``entry`` replaced; refuses unknown names, non-numbers
    and values outside :data:`BOUNDS`."""
    if not isinstance(entry, Mapping):
        raise WeightsError(f"{where}: expected an object of weights, not {type(entry).__name__}")
    known = {f.name for f in fields(Params)}
    changes: dict[str, Any] = {}  # (Any: replace() is typed field by field; the names are checked above)
    for name, value in entry.items():
        if name not in BOUNDS:
            why = "not tunable" if name in known else "unknown"
            raise WeightsError(f"{where}: weight {name!r} is {why} (tunable: {', '.join(BOUNDS)})")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise WeightsError(f"{where}: weight {name!r} must be a finite number, not {value!r}")
        low, high = BOUNDS[name]
        if not low <= value <= high:
            raise WeightsError(f"{where}: weight {name!r} = {value} is outside {low} .. {high}")
        changes[name] = float(value)
    return replace(default, **changes)


def read_file(path: Path = WEIGHTS_PATH) -> dict[str, Any]:
    """The whole file, checked (raises :class:`WeightsError` with the reason)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise WeightsError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise WeightsError(f"{path}: not a JSON weights file ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise WeightsError(f"{path}: not a {FORMAT} file")
    if data.get("version") != VERSION:
        raise WeightsError(f"{path}: version {data.get('version')!r} is not supported (expected {VERSION})")
    sets = data.get("sets")
    if not isinstance(sets, dict):
        raise WeightsError(f"{path}: 'sets' must be an object keyed by expansion set")
    for key, item in sets.items():
        if not isinstance(item, dict):
            raise WeightsError(f"{path}: set {key!r} must be an object")
        params_from_dict(item.get("weights", {}), f"{path}: set {key!r}")
    return data


def load(path: Path = WEIGHTS_PATH) -> dict[str, Params]:
    """Every set in the file as :class:`Params` (raises :class:`WeightsError`)."""
    data = read_file(path)
    return {key: params_from_dict(item.get("weights", {}), f"{path}: set {key!r}")
            for key, item in data["sets"].items()}


_LOADED: dict[str, dict[str, Params]] = {}


def hard_params(expansions: Iterable[str], path: Path = WEIGHTS_PATH) -> Params:
    """Hard's weights for this expansion set; :data:`HARD` when the file has no entry for
    it or cannot be used (then a warning names the problem, once per file)."""
    key = str(path)
    sets = _LOADED.get(key)
    if sets is None:
        try:
            sets = load(path)
        except WeightsError as exc:
            warnings.warn(f"AI weights ignored, using the built-in ones: {exc}", RuntimeWarning, stacklevel=2)
            sets = {}
        _LOADED[key] = sets
    return sets.get(set_key(expansions), HARD)


def forget_loaded() -> None:
    """Read the files again on the next :func:`hard_params` (after a tuning run wrote one)."""
    _LOADED.clear()


def write_set(key: str, params: Params, source: Mapping[str, Any], path: Path = WEIGHTS_PATH) -> None:
    """Store ``params`` as set ``key`` (other sets kept), atomically: a failed write leaves
    the old file whole. A file that exists but cannot be used is refused, not overwritten."""
    path = Path(path)
    data: dict[str, Any] = read_file(path) if path.exists() else {"format": FORMAT, "version": VERSION, "sets": {}}
    data["sets"][key] = {"source": dict(source), "weights": params_to_dict(params)}
    data["sets"] = dict(sorted(data["sets"].items(), key=lambda kv: _order(kv[0])))
    write_json_atomic(path, data)
    forget_loaded()


def _order(key: str) -> tuple[int, str]:
    return (0 if key == BASE else 2 if key == ALL else 1, key)


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` through a temporary file in the same folder."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


__all__ = ["ALL", "BASE", "BOUNDS", "CORE", "EXPANSION_TERMS", "WEIGHTS_PATH", "WeightsError", "forget_loaded",
           "hard_params", "load", "params_from_dict", "params_to_dict", "read_file", "set_key", "standard_keys",
           "tunable", "write_json_atomic", "write_set"]
