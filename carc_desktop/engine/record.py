"""Game records (``docs/record-format.md``, version 1): reading replays every decision
through ``Game.play()``; writing produces a record from any game."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from .expansions import legacy_options
from .game import Game, PlayerInfo, SetupError
from .moves import IllegalMoveError, RecordFieldError, move_from_record
from .rules import RuleSet

FORMAT = "carc-desktop-record"
VERSION = 1
#: Records larger than this are refused before parsing (a real game is a few tens of KB).
MAX_RECORD_BYTES = 4 * 1024 * 1024
MAX_MOVES = 5000


class RecordError(ValueError):
    """A record that cannot be loaded. ``move_index`` is the offending decision, or -1;
    ``refusal`` is the engine's coded refusal of that decision when it was an illegal move."""

    def __init__(self, message: str, move_index: int = -1,
                 refusal: IllegalMoveError | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.move_index = move_index
        self.refusal = refusal

    def to_json(self) -> dict[str, Any]:
        return {"error": self.message, "move_index": self.move_index}


def _require(cond: bool, message: str) -> None:
    if not cond:
        raise RecordError(message)


#: A lone half of a UTF-16 surrogate pair: JSON can spell it (``"\\ud800"``), but it is
#: no character, cannot be written back as UTF-8 and is refused wherever it appears.
LONE_SURROGATE = re.compile("[\ud800-\udfff]")
UTF8_BOM = b"\xef\xbb\xbf"


class EncodingError(RecordError):
    """The bytes are not UTF-8 text (``offset``: the first bad byte)."""

    def __init__(self, offset: int) -> None:
        super().__init__(f"the record is not UTF-8 text (invalid byte at offset {offset})")
        self.offset = offset


def decode_bytes(raw: bytes) -> str:
    """The text of a record's bytes: UTF-8 only (a leading byte-order mark is skipped).
    The one rule for the replay command and the app: UTF-16 and UTF-32 files, which
    ``json.loads`` would guess, are refused. Raises EncodingError."""
    if raw.startswith(UTF8_BOM):
        raw = raw[len(UTF8_BOM):]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise EncodingError(exc.start) from None


def lone_surrogate_in(data: Any) -> bool:
    """Whether any text of a parsed record (keys included) holds a lone surrogate."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if LONE_SURROGATE.search(value):
                return True
        elif isinstance(value, dict):
            stack.extend(value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return False


def parse_text(text: str | bytes) -> dict[str, Any]:
    _require(len(text) <= MAX_RECORD_BYTES, f"record is too large ({len(text)} bytes; limit {MAX_RECORD_BYTES})")
    if isinstance(text, bytes):
        text = decode_bytes(text)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise RecordError(f"not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    _require(not lone_surrogate_in(data), "the record holds text with invalid (unpaired surrogate) characters")
    return data


def game_from_record(data: Mapping[str, Any], *, stop_at: int | None = None) -> Game:
    """Build the game a record describes and replay its decisions (all, or ``stop_at``)."""
    game = new_game_from_record(data)
    moves = data.get("moves", [])
    _require(isinstance(moves, list), "'moves' must be a list")
    _require(len(moves) <= MAX_MOVES, f"too many decisions ({len(moves)})")
    for i, raw in enumerate(moves[:stop_at] if stop_at is not None else moves):
        try:
            game.play(move_from_record(raw))
        except (RecordFieldError, IllegalMoveError) as exc:
            raise RecordError(str(exc), i, exc if isinstance(exc, IllegalMoveError) else None) from None
    return game


def new_game_from_record(data: Mapping[str, Any]) -> Game:
    """The game of a record's setup, before any decision."""
    _require(isinstance(data, Mapping), "a record must be a JSON object")
    _require(data.get("format", FORMAT) == FORMAT, f"not a {FORMAT} document (format = {data.get('format')!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("'version' must be an integer")
    if version > VERSION:
        raise RecordError(f"record version {version} comes from a newer carc-desktop; this one reads version {VERSION}")
    _require(version == VERSION, f"unknown record version {version}")
    rules_raw = data.get("rules", {})
    _require(isinstance(rules_raw, dict), "'rules' must be an object")
    edition = rules_raw.get("edition", "C3")
    expansions = rules_raw.get("expansions") or []
    options = rules_raw.get("options") or {}
    _require(isinstance(expansions, list) and all(isinstance(e, str) for e in expansions),
             "'rules.expansions' must be a list of names")
    _require(isinstance(options, dict), "'rules.options' must be an object")
    # An option the record does not name plays as before it existed (records written now name all).
    options = legacy_options(expansions, options)
    players_raw = data.get("players")
    if not isinstance(players_raw, list):
        raise RecordError("'players' must be a list")
    players = []
    for i, p in enumerate(players_raw):
        _require(isinstance(p, dict) and isinstance(p.get("name"), str) and isinstance(p.get("color", ""), str),
                 f"players[{i}] must have a string name and color")
        _require(len(p["name"]) <= 64, f"players[{i}].name is too long")
        _require(not LONE_SURROGATE.search(p["name"] + p.get("color", "")),
                 f"players[{i}] has a name with invalid (unpaired surrogate) characters")
        players.append(PlayerInfo(p["name"], p.get("color", "")))
    seed = data.get("seed", 0)
    _require(isinstance(seed, int) and not isinstance(seed, bool), "'seed' must be an integer")
    draws = data.get("draws")
    _require(draws is None or (isinstance(draws, list) and len(draws) <= 1000), "'draws' must be a list of tile ids")
    setup_data = {k: v for k, v in data.items() if k not in ("format", "version", "rules", "players", "seed", "draws", "moves")}
    try:
        return Game(players, RuleSet(edition, tuple(expansions), options), seed=seed, draws=draws, setup_data=setup_data)
    except SetupError as exc:
        raise RecordError(str(exc)) from None


def record_from_game(game: Game) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.to_record(),
        "players": [{"name": p.name, "color": p.color} for p in game.players],
        "seed": game.seed,
        "draws": list(game.bag),
    }
    for e in game.expansions:
        out.update(e.record_fields(game))
    out["moves"] = [m.to_record() for m in game.history]
    return out


def replay_summary(game: Game) -> dict[str, Any]:
    """The JSON object ``python -m carc_desktop.engine replay`` prints."""
    players = []
    for i, p in enumerate(game.players):
        entry: dict[str, Any] = {
            "name": p.name,
            "score": game.scores[i],
            "score_before_final": (game.score_before_final or game.scores)[i],
            "supply": game.supply[i]["follower"],
        }
        for e in game.expansions:
            entry.update(e.player_summary(game, i))
        players.append(entry)
    return {"finished": game.finished, "players": players, "events": [ev.to_json() for ev in game.events]}
