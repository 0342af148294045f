"""Translated sentences for what the Qt-free layers refuse: an illegal move (the engine's
``IllegalMoveError``), a setup the engine cannot start (``SetupError``), a file that cannot
be opened (``LoadError``) or written (``SaveError``).

Those layers say why in English for logs and the command line, and also give a ``code`` or
``kind`` with plain parameters; only those are read here, never the English text. What no
template covers (a parser's or the operating system's message, an engine bug) is shown as
"Technical details", untranslated, below the translated sentence.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .event_text import expansion_name, feature_name, fill, plural_en
from .translate import TextContext


class ErrorText(TextContext):
    """The translation context of this module: ``ErrorText.tr(...)``."""


def technical_details(detail: str) -> str:
    return fill(ErrorText.tr("Technical details: %1"), detail)


def _with_details(sentence: str, detail: str) -> str:
    return f"{sentence}\n\n{technical_details(detail)}" if detail else sentence


# --- engine refusals ------------------------------------------------------------------------
def _side_phrase(side: str) -> str:
    return {
        "N": ErrorText.tr("the north side"),
        "E": ErrorText.tr("the east side"),
        "S": ErrorText.tr("the south side"),
        "W": ErrorText.tr("the west side"),
    }.get(side, side)


def _edge_name(edge: str) -> str:
    return ErrorText.tr("no edge") if edge == "nothing" else feature_name(edge)


def _no_figure_left(figure: str) -> str:
    return {
        "follower": ErrorText.tr("You have no follower left."),
        "builder": ErrorText.tr("You have no builder left."),
        "pig": ErrorText.tr("You have no pig left."),
    }.get(figure, ErrorText.tr("You have no figure of that kind left."))


def _occupied(kind: str) -> str:
    return {
        "road": ErrorText.tr("That road is already occupied."),
        "city": ErrorText.tr("That city is already occupied."),
        "field": ErrorText.tr("That field is already occupied."),
        "monastery": ErrorText.tr("That monastery is already occupied."),
    }.get(kind, ErrorText.tr("That feature is already occupied."))


def refusal_text(error: BaseException) -> str:
    """Why the engine refused a move, in the player's language."""
    code = getattr(error, "code", "")
    p: dict[str, Any] = getattr(error, "params", {}) or {}
    if code == "game_over":
        return ErrorText.tr("The game is over.")
    if code in ("not_a_move", "wrong_decision"):
        return ErrorText.tr("That is not the decision asked for now.")
    if code == "nothing_to_undo":
        return ErrorText.tr("There is nothing to undo.")
    if code == "cell_taken":
        return ErrorText.tr("That cell is already taken.")
    if code == "not_adjacent":
        return ErrorText.tr("A tile must touch a tile already on the board.")
    if code == "bad_rotation":
        return ErrorText.tr("A tile can only be turned in quarter turns.")
    if code == "edge_mismatch":
        return fill(ErrorText.tr("The tile does not fit there: %1 (%2) does not match the neighbouring tile (%3)."),
                    _side_phrase(str(p.get("side", ""))), _edge_name(str(p.get("edge", ""))),
                    _edge_name(str(p.get("needed", ""))))
    if code == "expansion_forbids":
        return fill(ErrorText.tr("The rules of %1 do not allow this tile there."),
                    expansion_name(str(p.get("expansion", ""))))
    if code == "no_figure_left":
        return _no_figure_left(str(p.get("figure", "")))
    if code == "no_such_feature":
        return ErrorText.tr("The tile just placed has no such feature.")
    if code == "feature_occupied":
        return _occupied(str(p.get("kind", "")))
    if code == "figure_not_here":
        return ErrorText.tr("That figure may not go there now.")
    if code == "no_such_follower":
        return ErrorText.tr("There is no such follower on the board.")
    if code == "order_no_tile":
        return ErrorText.tr("There is no tile on that cell.")
    if code == "order_no_feature":
        return ErrorText.tr("That tile has no such feature on that cell.")
    if code == "order_not_a_choice":
        return ErrorText.tr("That feature is not one of those to score now.")
    if code == "quarter_taken":
        return ErrorText.tr("You already have a meeple in this quarter.")
    if code == "swap_needs_followers":
        return ErrorText.tr("Not possible now: it needs one of your followers on the board and one of another player's.")
    return ErrorText.tr("That choice is not allowed now.")


# --- setup -------------------------------------------------------------------------------------
def setup_error_text(error: BaseException) -> str:
    """Why the engine cannot start a game with these players and rules."""
    code = getattr(error, "code", "")
    p: dict[str, Any] = getattr(error, "params", {}) or {}
    if code == "player_count":
        return fill(ErrorText.tr("A game needs 2 to 6 players, not %1."), p.get("count", "?"))
    if code == "unknown_edition":
        return fill(ErrorText.tr("Unknown rules edition “%1”."), p.get("edition", ""))
    if code == "unknown_expansion":
        return fill(ErrorText.tr("Unknown expansion “%1”."), p.get("name", ""))
    if code == "unknown_option":
        return fill(ErrorText.tr("Unknown rule option “%1”."), p.get("name", ""))
    if code == "option_value":
        return fill(ErrorText.tr("The rule option “%1” has an invalid value (%2)."),
                    p.get("name", ""), p.get("value", ""))
    if code == "followers_range":
        return fill(ErrorText.tr("Each player needs 1 to 20 followers, not %1."), p.get("count", "?"))
    if code == "draw_not_in_sets":
        return fill(ErrorText.tr("Tile “%1” (draw %2) is not in the chosen tile sets."),
                    p.get("tile", ""), int(p.get("index", 0)) + 1)
    if code == "draw_too_many":
        n = int(p.get("count", 0))
        return fill(plural_en(ErrorText.tr("The box holds only %n tile(s) “%1”; draw %2 is one too many.", None, n), n),
                    p.get("tile", ""), int(p.get("index", 0)) + 1)
    if code == "bad_leipzig_arms":
        return fill(ErrorText.tr("The Leipzig start arrangement must name each of %1 once."), p.get("tiles", ""))
    return _with_details(ErrorText.tr("These settings cannot start a game."), str(error))


# --- opening and saving files ---------------------------------------------------------------------
def _megabytes(n: Any) -> str:
    try:
        return f"{int(n) / 1e6:.1f}"
    except (TypeError, ValueError):
        return "?"


def _load_parts(error: BaseException) -> tuple[str, str]:
    """Why a file cannot be opened (translated, without the file name) and the technical
    detail that goes with it (untranslated, may be empty)."""
    kind = getattr(error, "kind", "")
    p: dict[str, Any] = getattr(error, "params", {}) or {}
    detail = str(getattr(error, "detail", "") or "")
    if kind == "missing":
        return ErrorText.tr("The file does not exist; it may have been moved or deleted."), ""
    if kind == "unreadable":
        if p.get("folder"):
            return ErrorText.tr("That is a folder, not a saved game."), ""
        return ErrorText.tr("The file cannot be read (no permission, or a disk error)."), detail
    if kind == "not_a_file":
        return ErrorText.tr("That is not a file but a named pipe, a device or a socket; it was not read."), ""
    if kind == "too_large":
        return fill(ErrorText.tr("The file is %1 MB, far larger than any saved game (the limit is %2 MB), "
                                 "so it was not read."), _megabytes(p.get("size")), _megabytes(p.get("limit"))), ""
    if kind == "empty":
        return ErrorText.tr("The file is empty."), ""
    if kind == "encoding":
        return fill(ErrorText.tr("The file is not text (invalid byte at position %1): it is not a saved game, "
                                 "or it is damaged."), p.get("offset", "?")), ""
    if kind == "truncated":
        return ErrorText.tr("The file is cut short: it ends in the middle of the game record, probably "
                            "because it was not written completely."), ""
    if kind == "not_json":
        return ErrorText.tr("The file is not a saved game (it is not valid JSON)."), detail
    if kind == "hostile":
        return ErrorText.tr("The file was refused for safety: its content is far outside "
                            "what a saved game holds."), detail
    if kind == "not_record":
        return ErrorText.tr("The file is JSON, but not a carc-desktop game record."), detail
    if kind == "newer_version":
        return fill(ErrorText.tr("The file was saved by a newer version of carc-desktop (record version %1; this "
                                 "version reads version %2). Update carc-desktop to open it."),
                    p.get("version", "?"), p.get("supported", "?")), ""
    if kind == "bad_version":
        return fill(ErrorText.tr("The game record has no valid version number (this version "
                                 "reads version %1)."), p.get("supported", "?")), detail
    if kind == "unknown_tile":
        return fill(ErrorText.tr("The file names an unknown tile “%1”: the file is damaged or was made by a newer "
                                 "version."), p.get("tile", "")), ""
    if kind == "bad_content":
        return ErrorText.tr("The game record is damaged."), detail
    if kind == "illegal_move":
        decision, total = p.get("decision", "?"), p.get("total", "?")
        if p.get("malformed"):
            return fill(ErrorText.tr("Decision %1 of %2 in the game record is malformed: the "
                                     "file is damaged."), decision, total), detail
        sentence = fill(ErrorText.tr("Decision %1 of %2 in the game record breaks the rules: the file is "
                                     "damaged or was edited."), decision, total)
        refusal = getattr(error, "refusal", None)
        if refusal is not None:  # the engine's reason is translated: part of the message
            return f"{sentence}\n\n{refusal_text(refusal)}", ""
        return sentence, detail
    if kind == "internal":
        return ErrorText.tr("The game could not be replayed because of an error in "
                            "carc-desktop."), detail
    if kind == "locked":
        return ErrorText.tr("This game is open in another carc-desktop window: play it there, or close it "
                            "there first."), ""
    return ErrorText.tr("The file cannot be opened."), detail or str(error)


def load_reason(error: BaseException) -> str:
    """Why a file cannot be opened, without the file name; technical details, when there
    are any, follow on their own paragraph."""
    return _with_details(*_load_parts(error))


#: The names the program gives its own files (``games/<start time>-<random>.carc``, the old
#: ``autosave.carc``): a player never chose them, so a message says "this game" instead.
_OWN_NAME = re.compile(r"^\d{4}-\d\d-\d\d_\d{6}-[0-9a-f]{6}\.carc$")


def _file_name(error: BaseException) -> str:
    """The file's name as the player knows it; "" for the program's own files."""
    path = getattr(error, "path", None)
    if not path:
        return ""
    p = Path(path)
    if p.name == "autosave.carc" or (p.parent.name == "games" and _OWN_NAME.match(p.name)):
        return ""
    return p.name


def load_error_parts(error: BaseException) -> tuple[str, str]:
    """The message for a file that cannot be opened (which file, then why) and its
    technical detail apart, for a message box's "Show Details"."""
    name = _file_name(error)
    head = fill(ErrorText.tr("Cannot open “%1”."), name) if name else ErrorText.tr("Cannot open this game.")
    reason, detail = _load_parts(error)
    return f"{head}\n\n{reason}", detail


def load_error_text(error: BaseException) -> str:
    """The whole message for a file that cannot be opened, details included."""
    return _with_details(*load_error_parts(error))


def save_error_parts(error: BaseException) -> tuple[str, str]:
    """The message for a game that could not be saved (the old file is intact) and its
    technical detail apart."""
    name = _file_name(error)
    detail = str(getattr(error, "detail", "") or "")
    if getattr(error, "kind", "") == "no_space":
        if not name:
            return ErrorText.tr("Cannot save this game: the disk is full. The previous file is unchanged."), detail
        return fill(ErrorText.tr("Cannot save “%1”: the disk is full. The previous file is unchanged."),
                    name), detail
    if getattr(error, "kind", "") == "record":
        if not name:
            return ErrorText.tr("Cannot save this game: it could not be written as a record. "
                                "The previous file is unchanged."), detail
        return fill(ErrorText.tr("Cannot save “%1”: the game could not be written as a record. "
                                 "The previous file is unchanged."), name), detail
    if hasattr(error, "kind"):
        if not name:
            return ErrorText.tr("Cannot save this game: the file could not be written. "
                                "The previous file is unchanged."), detail
        return fill(ErrorText.tr("Cannot save “%1”: the file could not be written. "
                                 "The previous file is unchanged."), name), detail
    return ErrorText.tr("The game could not be saved."), detail or str(error)


def save_error_text(error: BaseException) -> str:
    """The whole message for a game that could not be saved, details included."""
    return _with_details(*save_error_parts(error))
