"""Saving and loading games. A save *is* a game record (``shared/record-format.md``):
UTF-8 JSON, written atomically, read back by replaying every decision through the
engine's checked ``play()``.

Loading never trusts the file. Everything that can go wrong becomes a :class:`LoadError`
whose ``message`` tells a player what is wrong with which file (too large, empty, not
UTF-8, truncated, not JSON, hostile content, not a game record, saved by a newer version,
unknown tile, illegal move at decision N, ...) — never a traceback. The reader only parses
JSON: nothing in a file is ever executed (no pickle, no eval).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import stat
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from carc_desktop.engine import Game, IllegalMoveError, load_catalogue, record

from .atomic import atomic_write_bytes
from .paths import SAVE_SUFFIX, backup_path

log = logging.getLogger(__name__)

#: Files larger than this are refused before reading (a real game is tens of KB).
MAX_FILE_BYTES = record.MAX_RECORD_BYTES
#: Deepest nesting of arrays/objects accepted (a record needs about 4).
MAX_DEPTH = 16
#: Longest text value or key accepted (ids and names are short).
MAX_STRING = 1000
#: Most digits in an integer (seeds are 64-bit at most).
MAX_INT_DIGITS = 20
#: Most arrays and objects in a record, and most values in it (``,`` and ``:`` counted
#: before parsing, in C): a record of ``MAX_MOVES`` decisions has far fewer (about 1 and 7
#: per decision). A hostile file of millions of tiny values is refused in milliseconds
#: instead of costing seconds of parsing.
MAX_CONTAINERS = 4 * record.MAX_MOVES + 1000
MAX_VALUES = 20 * record.MAX_MOVES + 10000

_BAD_FILENAME_CHARS = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f\ud800-\udfff]+')

# Kinds of load failure (``LoadError.kind``).
MISSING = "missing"
UNREADABLE = "unreadable"
TOO_LARGE = "too_large"
EMPTY = "empty"
ENCODING = "encoding"
TRUNCATED = "truncated"
NOT_JSON = "not_json"
HOSTILE = "hostile"
NOT_RECORD = "not_record"
NEWER_VERSION = "newer_version"
BAD_VERSION = "bad_version"
UNKNOWN_TILE = "unknown_tile"
BAD_CONTENT = "bad_content"
ILLEGAL_MOVE = "illegal_move"
#: A named pipe, a device, a socket: only regular files are opened (refused at once).
NOT_A_FILE = "not_a_file"
INTERNAL = "internal"
#: The game is open in another running copy of carc-desktop (``params["owner"]``: its pid).
LOCKED = "locked"


class LoadError(Exception):
    """A file that cannot be loaded as a game.

    ``message`` is a complete sentence for the player, naming the file; ``reason`` is the
    same without the file name; ``kind`` is one of the constants of this module;
    ``move_index`` is the 0-based offending decision for ``illegal_move`` (else -1);
    ``backup`` is the ``.bak`` next to the file when that one loads fine (offer it).
    For a translated sentence the UI uses ``kind`` with ``params`` (numbers, ids),
    ``detail`` (technical text from the parser, the OS or the engine, shown as is) and
    ``refusal`` (the engine's coded reason for an illegal move).
    """

    def __init__(self, kind: str, reason: str, path: str | os.PathLike[str] | None = None,
                 move_index: int = -1, *, detail: str = "", refusal: IllegalMoveError | None = None,
                 **params: Any) -> None:
        self.kind = kind
        self.reason = reason
        self.path = Path(path) if path is not None else None
        self.move_index = move_index
        self.detail = detail
        self.refusal = refusal
        self.params: dict[str, Any] = params
        self.backup: Path | None = None
        name = f"“{self.path.name}”" if self.path is not None else "this game"
        self.message = f"Cannot open {name}: {reason}"
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


#: Kinds of save failure (``SaveError.kind``).
SAVE_RECORD = "record"
SAVE_WRITE = "write"
#: The disk (or the user's quota) is full.
SAVE_NO_SPACE = "no_space"


class SaveError(Exception):
    """A game could not be written. The previous file, if any, is intact. ``kind`` is
    ``SAVE_RECORD`` (the game could not be turned into a record) or ``SAVE_WRITE`` (the
    file system refused); ``detail`` is the technical cause."""

    def __init__(self, path: str | os.PathLike[str], reason: str, kind: str = SAVE_WRITE,
                 detail: str = "") -> None:
        self.path = Path(path)
        self.reason = reason
        self.kind = kind
        self.detail = detail
        self.message = f"Cannot save “{self.path.name}”: {reason}. The previous file is unchanged."
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class LoadResult:
    """What :func:`load_game_or_backup` loaded: the game, the file it came from, whether
    that is the backup, and (then) why the main file was refused."""

    game: Game
    path: Path
    from_backup: bool = False
    error: LoadError | None = None


# --- writing ----------------------------------------------------------------------------
def record_to_text(data: dict[str, Any]) -> str:
    """A record as compact, readable JSON: one top-level key per line, one decision or
    player per line, tile ids a dozen per line."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            body = "[\n" + ",\n".join("    " + dump(v) for v in value) + "\n  ]"
        elif isinstance(value, list) and len(value) > 12:
            rows = [", ".join(dump(v) for v in value[i:i + 12]) for i in range(0, len(value), 12)]
            body = "[\n    " + ",\n    ".join(rows) + "\n  ]"
        else:
            body = dump(value)
        lines.append(f"  {dump(key)}: {body}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def record_with_extra(game: Game, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """``record_from_game(game)`` plus extra top-level keys (e.g. ``seats``, see
    docs/record-format.md), put before ``moves``; the engine ignores keys it does not know."""
    data = record.record_from_game(game)
    if extra:
        moves = data.pop("moves")
        data.update({k: v for k, v in extra.items() if k not in data and k != "moves"})
        data["moves"] = moves
    return data


def game_to_text(game: Game, extra: dict[str, Any] | None = None) -> str:
    return record_to_text(record_with_extra(game, extra))


def save_game(game: Game, path: str | os.PathLike[str], *, backup: bool = True,
              extra: dict[str, Any] | None = None) -> Path:
    """Write ``game`` as a record (with the ``extra`` top-level keys) to ``path``
    atomically (keeping the previous file as ``<path>.bak``). Raises :class:`SaveError`;
    on failure the old file is intact."""
    try:
        data = record_with_extra(game, extra)
    except Exception as exc:  # an engine or expansion bug must not lose the old file
        log.exception("could not build the record of %s", path)
        raise record_error(path, exc) from exc
    return save_record(data, path, backup=backup)


def save_record(data: dict[str, Any], path: str | os.PathLike[str], *, backup: bool = True) -> Path:
    """Write a record made earlier (``record_from_game``, e.g. on another thread) to
    ``path`` atomically. Raises :class:`SaveError`; on failure the old file is intact."""
    target = Path(path)
    try:
        raw = record_to_text(data).encode("utf-8")
    except Exception as exc:  # a name with a lone surrogate, an engine bug: the old file stays
        raise record_error(target, exc) from exc
    write_bytes_or_save_error(target, raw, backup=backup)
    return target


def write_bytes_or_save_error(target: Path, raw: bytes, *, backup: bool = True) -> None:
    """``atomic_write_bytes``, with every failure of the file system (and of a path it
    cannot even name) turned into :class:`SaveError`."""
    try:
        atomic_write_bytes(target, raw, backup=backup)
    except OSError as exc:
        raise os_save_error(target, exc) from exc
    except (UnicodeError, ValueError) as exc:  # a lone surrogate or a NUL in the path
        raise SaveError(target, f"the file name cannot be used ({exc})", SAVE_WRITE, str(exc)) from exc


def os_save_error(target: str | os.PathLike[str], exc: OSError) -> SaveError:
    reason = exc.strerror or str(exc)
    kind = SAVE_NO_SPACE if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)) else SAVE_WRITE
    return SaveError(target, reason, kind, reason)


def record_error(path: str | os.PathLike[str], exc: Exception) -> SaveError:
    return SaveError(path, f"the game could not be written as a record ({exc})", SAVE_RECORD, str(exc))


def suggest_filename(game: Game, when: datetime | None = None) -> str:
    """A file name for a new save: date, time and the players (safe on every OS)."""
    when = when or datetime.now()
    names = ", ".join(p.name for p in game.players)
    names = _BAD_FILENAME_CHARS.sub(" ", names).strip(" .")[:60].strip(" .") or "game"
    return f"{when:%Y-%m-%d %H.%M} {names}{SAVE_SUFFIX}"


# --- reading ----------------------------------------------------------------------------
class _Refused(Exception):
    """Raised from inside the JSON parser hooks: hostile content."""


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _Refused(f"it holds a number with {digits} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 40:
        raise _Refused(f"it holds a number written with {len(text)} characters")
    return float(text)


def _parse_constant(name: str) -> float:
    raise _Refused(f"it holds the value {name}, which is not standard JSON")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(f"the key {key[:40]!r} appears twice in one object")
        out[key] = value
    return out


_DECODER = json.JSONDecoder(object_pairs_hook=_pairs, parse_int=_parse_int, parse_float=_parse_float,
                            parse_constant=_parse_constant)


def _check_shape(data: Any) -> None:
    """Refuse deep nesting, huge strings and unpaired surrogates (iteratively)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_STRING:
                raise _Refused(f"it holds a text value of {len(value)} characters")
            if record.LONE_SURROGATE.search(value):
                raise _Refused("it holds text with invalid (unpaired surrogate) characters")
        elif isinstance(value, (list, dict)):
            if depth > MAX_DEPTH:
                raise _Refused(f"its data is nested more than {MAX_DEPTH} levels deep")
            items = value.values() if isinstance(value, dict) else value
            if isinstance(value, dict):
                stack.extend((k, depth) for k in value)
            stack.extend((v, depth + 1) for v in items)


def parse_record_bytes(raw: bytes, path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """Decode and parse a record's bytes defensively; checks format and version but does
    not replay. Raises :class:`LoadError`."""
    def fail(kind: str, reason: str, detail: str = "", **params: Any) -> LoadError:
        return LoadError(kind, reason, path, detail=detail, **params)

    if len(raw) > MAX_FILE_BYTES:
        raise fail(TOO_LARGE, _too_large(len(raw)), size=len(raw), limit=MAX_FILE_BYTES)
    if raw.startswith(record.UTF8_BOM):
        raw = raw[len(record.UTF8_BOM):]
    if not raw.strip():
        raise fail(EMPTY, "the file is empty")
    containers = raw.count(b"{") + raw.count(b"[")
    values = raw.count(b",") + raw.count(b":")
    if containers > MAX_CONTAINERS or values > MAX_VALUES:
        why = (f"it holds {containers} arrays and objects" if containers > MAX_CONTAINERS
               else f"it holds {values} values") + ", far more than any game record"
        raise fail(HOSTILE, f"the file was refused: {why}", why)
    try:
        text = record.decode_bytes(raw)  # the replay command's rule too
    except record.EncodingError as exc:
        raise fail(ENCODING, f"the file is not UTF-8 text (invalid byte at offset {exc.offset}); "
                             "it is not a saved game or it is damaged", offset=exc.offset) from None
    try:
        data = _DECODER.decode(text)
    except _Refused as exc:
        raise fail(HOSTILE, f"the file was refused: {exc}", str(exc)) from None
    except RecursionError:
        raise fail(HOSTILE, "the file was refused: its data is nested far too deeply",
                   "its data is nested far too deeply") from None
    except json.JSONDecodeError as exc:
        rest = text[exc.pos:]
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string") or \
                (rest and not rest.strip("\x00")):
            raise fail(TRUNCATED, "the file is cut short (truncated): it ends in the middle of the game "
                                  "record, probably because it was not written completely") from None
        raise fail(NOT_JSON, f"the file is not a saved game: it is not valid JSON ({exc.msg} at line "
                             f"{exc.lineno}, column {exc.colno})",
                   f"{exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except ValueError as exc:
        raise fail(NOT_JSON, f"the file is not a saved game: it is not valid JSON ({exc})", str(exc)) from None
    try:
        _check_shape(data)
    except _Refused as exc:
        raise fail(HOSTILE, f"the file was refused: {exc}", str(exc)) from None
    if not isinstance(data, dict):
        raise fail(NOT_RECORD, "the file is JSON but not a carc-desktop game record "
                               f"(it holds a {_json_type(data)}, not an object)",
                   f"it holds a {_json_type(data)}, not an object")
    fmt = data.get("format", record.FORMAT)
    if fmt != record.FORMAT:
        raise fail(NOT_RECORD, "the file is JSON but not a carc-desktop game record "
                               f"(format {str(fmt)[:40]!r}, expected {record.FORMAT!r})",
                   f"format {str(fmt)[:40]!r}, expected {record.FORMAT!r}")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise fail(BAD_VERSION, f"the game record has no valid version number (version = {_short(version)})",
                   f"version = {_short(version)}", supported=record.VERSION)
    if version > record.VERSION:
        raise fail(NEWER_VERSION, f"it was saved by a newer version of carc-desktop (record version {version}; "
                                  f"this version reads version {record.VERSION}). Update carc-desktop to open it",
                   version=version, supported=record.VERSION)
    if version != record.VERSION:
        raise fail(BAD_VERSION, f"unknown record version {version} (this version reads version {record.VERSION})",
                   f"version = {version}", version=version, supported=record.VERSION)
    draws = data.get("draws")
    if isinstance(draws, list):
        catalogue = load_catalogue()
        for i, tid in enumerate(draws):
            if isinstance(tid, str) and tid not in catalogue:
                raise fail(UNKNOWN_TILE, f"it names an unknown tile id {tid!r} (draws[{i}]); the file is "
                                         "damaged or was made by a newer version", tile=tid[:40], index=i)
    return data


def read_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and parse a save file (size checked before reading). Raises LoadError."""
    target = Path(path)
    try:
        st = target.stat()
    except FileNotFoundError:
        raise LoadError(MISSING, "the file does not exist", target) from None
    except OSError as exc:
        raise _unreadable(target, exc) from None
    except (UnicodeError, ValueError) as exc:  # a path the system cannot name
        raise _unreadable(target, exc) from None
    if stat.S_ISDIR(st.st_mode):
        raise LoadError(UNREADABLE, "it is a folder, not a saved game", target, folder=True)
    if not stat.S_ISREG(st.st_mode):
        raise _not_a_file(target)
    if st.st_size > MAX_FILE_BYTES:
        raise LoadError(TOO_LARGE, _too_large(st.st_size), target, size=st.st_size, limit=MAX_FILE_BYTES)
    try:
        # Opened without blocking and checked again: a file swapped for a named pipe
        # between the two looks never hangs the reader.
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise _not_a_file(target)
            with os.fdopen(fd, "rb", closefd=False) as f:
                raw = f.read(MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
    except (OSError, UnicodeError, ValueError) as exc:
        raise _unreadable(target, exc) from None
    return parse_record_bytes(raw, target)


def _not_a_file(target: Path) -> LoadError:
    return LoadError(NOT_A_FILE, "it is not a file but a named pipe, a device or a socket, so it was not read",
                     target)


def _unreadable(target: Path, exc: Exception) -> LoadError:
    why = getattr(exc, "strerror", None) or str(exc)
    return LoadError(UNREADABLE, f"the file cannot be read ({why})", target, detail=str(why))


def game_from_data(data: dict[str, Any], path: str | os.PathLike[str] | None = None) -> Game:
    """Replay a parsed record through the engine. Raises LoadError."""
    moves = data.get("moves")
    total = len(moves) if isinstance(moves, list) else 0
    try:
        return record.game_from_record(data)
    except record.RecordError as exc:
        i = exc.move_index
        if i >= 0:
            malformed = exc.refusal is None  # else the engine refused the move
            what = "malformed move" if malformed else "illegal move"
            raise LoadError(ILLEGAL_MOVE, f"{what} at decision {i + 1} of {total}: {exc.message}",
                            path, i, detail=exc.message, refusal=exc.refusal, decision=i + 1, total=total,
                            malformed=malformed) from None
        raise LoadError(BAD_CONTENT, f"the game record is damaged: {exc.message}", path,
                        detail=exc.message) from None
    except (RecursionError, MemoryError):
        raise LoadError(HOSTILE, "the file was refused: the game record is too complex", path,
                        detail="the game record is too complex") from None
    except Exception as exc:  # an engine or expansion bug: report, never crash the app
        log.exception("replaying %s failed", path)
        raise LoadError(INTERNAL, f"the game could not be replayed ({type(exc).__name__}: {exc})",
                        path, detail=f"{type(exc).__name__}: {exc}") from None


def game_from_bytes(raw: bytes, path: str | os.PathLike[str] | None = None) -> Game:
    """Load a game from a record's bytes (a drop, the clipboard). Raises LoadError."""
    return game_from_data(parse_record_bytes(raw, path), path)


def load_game(path: str | os.PathLike[str]) -> Game:
    """Load the game saved in ``path``. Raises :class:`LoadError`; when the file is bad
    but its ``.bak`` loads, ``error.backup`` names the backup so the caller may offer it
    (or use :func:`load_game_or_backup`)."""
    target = Path(path)
    try:
        return game_from_data(read_record(target), target)
    except LoadError as exc:
        if exc.kind != MISSING and not target.name.endswith(".bak"):
            bak = backup_path(target)
            try:
                # read_record turns every problem with the .bak (missing, a name too long
                # for the file system, no permission) into a LoadError: then there is none.
                game_from_data(read_record(bak), bak)
            except LoadError:
                pass
            else:
                exc.backup = bak
        raise


def load_game_or_backup(path: str | os.PathLike[str]) -> LoadResult:
    """Load ``path``, or its ``.bak`` when the main file is damaged (``from_backup`` and
    ``error`` then say so). Raises the main file's LoadError when neither loads."""
    target = Path(path)
    try:
        return LoadResult(load_game(target), target)
    except LoadError as exc:
        if exc.backup is None:
            raise
        return LoadResult(load_game(exc.backup), exc.backup, True, exc)


def _too_large(size: int) -> str:
    return (f"the file is {size / 1e6:.1f} MB, far larger than any saved game (limit "
            f"{MAX_FILE_BYTES / 1e6:.0f} MB), so it was not read")


def _json_type(value: Any) -> str:
    return {list: "list", str: "string", int: "number", float: "number", bool: "boolean",
            type(None): "null"}.get(type(value), type(value).__name__)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
