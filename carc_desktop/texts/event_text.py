"""Engine events in plain, translated sentences (the score log, the end-of-game steps).

Every sentence is one whole translatable template with ``%1``/``%2`` arguments and, where a
number decides the grammar, a ``%n`` plural: ``EventText.tr(text, None, n)``. (Translation calls
are made on a small :class:`~.translate.TextContext` class named after the context, not through
``QCoreApplication.translate(ctx, text, None, n)``: pyside6-lupdate marks the latter as a plural
only when ``n`` is a literal number, and drops it altogether when ``n`` is an expression.)
Arguments are names or self-contained noun phrases ("4 tiles", "a completed road of 3 tiles"),
never half sentences. Unknown event types, item codes and notes still produce a readable line,
so an expansion that adds one shows up without changes here.

Nothing here changes the game: functions read ``game.players``, ``game.rules`` and, for
highlighting, the feature graph.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from carc_desktop.engine import Event, the_land_surveyors, winners

from . import rule_texts
from .fill import fill, plural_en
from .translate import TextContext

if TYPE_CHECKING:
    from carc_desktop.engine import Game


class EventText(TextContext):
    """The translation context of this module: ``EventText.tr(...)`` (lupdate reads these calls)."""
# --- small phrases (self-contained noun phrases, used as arguments) ----------------------
def tiles_phrase(n: int) -> str:
    return plural_en(EventText.tr("%n tile(s)", None, n), n)


def pennants_phrase(n: int) -> str:
    return plural_en(EventText.tr("%n coat(s) of arms", None, n), n)


def join_names(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bob", "Ada, Bob and Cleo" (or "nobody")."""
    names = [str(n) for n in names]
    if not names:
        return EventText.tr("nobody")
    if len(names) == 1:
        return names[0]
    head = names[0]
    for name in names[1:-1]:
        head = fill(EventText.tr("%1, %2", "a list of names or things: all but the last"),
                    head, name)
    return fill(EventText.tr("%1 and %2", "a list of names or things: the last one"),
                head, names[-1])


def player_name(game: Game | None, index: Any) -> str:
    if game is not None and isinstance(index, int) and 0 <= index < len(game.players):
        return game.players[index].name
    if isinstance(index, str) and index.isdigit():
        return player_name(game, int(index))
    return fill(EventText.tr("Player %1"), index if not isinstance(index, int) else index + 1)


def feature_name(kind: str) -> str:
    names = {
        "road": EventText.tr("road"),
        "city": EventText.tr("city"),
        "monastery": EventText.tr("monastery"),
        "field": EventText.tr("field"),
        "goods": EventText.tr("goods"),
        "leipzig_quarter": EventText.tr("Leipzig quarter"),
    }
    return names.get(kind, kind.replace("_", " "))


def figure_name(kind: str) -> str:
    names = {
        "follower": EventText.tr("follower"),
        "farmer": EventText.tr("farmer"),
        "builder": EventText.tr("builder"),
        "pig": EventText.tr("pig"),
    }
    return names.get(kind, kind.replace("_", " "))


def goods_name(kind: str) -> str:
    names = {
        "wine": EventText.tr("wine"),
        "grain": EventText.tr("grain"),
        "cloth": EventText.tr("cloth"),
    }
    return names.get(kind, kind.replace("_", " "))


def goods_phrase(kind: str, n: int) -> str:
    if kind == "wine":
        return plural_en(EventText.tr("%n wine token(s)", None, n), n)
    if kind == "grain":
        return plural_en(EventText.tr("%n grain token(s)", None, n), n)
    if kind == "cloth":
        return plural_en(EventText.tr("%n cloth token(s)", None, n), n)
    return fill(EventText.tr("%1 × %2", "count × kind of token"), n, goods_name(kind))


def quarter_name(quarter: str) -> str:
    names = {
        "wainwrights": EventText.tr("Wainwrights' quarter"),
        "tanners": EventText.tr("Tanners' quarter"),
        "coiners": EventText.tr("Coiners' quarter"),
        "bookbinders": EventText.tr("Bookbinders' quarter"),
    }
    return names.get(quarter, quarter.replace("_", " ").capitalize())


def expansion_name(name: str) -> str:
    names = {
        "traders_and_builders": EventText.tr("Traders & Builders"),
        "markets_of_leipzig": EventText.tr("The Markets of Leipzig"),
        "the_land_surveyors": EventText.tr("The Land Surveyors"),
        "la_porxada": EventText.tr("La Porxada"),
    }
    return names.get(name, name.replace("_", " ").title())


# --- Land Surveyors tiles ------------------------------------------------------------------
def surveyor_name(tile_id: str) -> str:
    names = {
        "LS-CITY-CITIZENS-JURY": EventText.tr("Citizens' Jury"),
        "LS-CITY-BAD-NEIGHBOURHOOD": EventText.tr("Bad Neighbourhood"),
        "LS-CITY-SIEGE": EventText.tr("Siege"),
        "LS-CITY-WEALTH": EventText.tr("Wealth"),
        "LS-CITY-POVERTY": EventText.tr("Poverty"),
        "LS-ROAD-STREET-FAIR": EventText.tr("Street Fair"),
        "LS-ROAD-HIGHWAY": EventText.tr("Highway"),
        "LS-ROAD-PEASANT-UPRISING": EventText.tr("Peasant Uprising"),
        "LS-MONASTERY-HERMIT": EventText.tr("Hermit Monastery"),
        "LS-MONASTERY-PILGRIMAGE": EventText.tr("Pilgrimage Route"),
    }
    if tile_id in names:
        return names[tile_id]
    if tile_id.endswith("WEALTH-OR-POVERTY"):
        return EventText.tr("Wealth or Poverty")
    return tile_id


def _wealth_sign(game: Game | None, tile_id: str) -> int:
    return the_land_surveyors.wealth_points(game, tile_id)


def surveyor_effect(tile_id: str, game: Game | None = None) -> str:
    """What a Land Surveyors tile does, in a short phrase (our own words)."""
    effects = {
        "LS-CITY-CITIZENS-JURY": EventText.tr(
            "every player with a knight in a completed city scores it, majority or not"),
        "LS-CITY-BAD-NEIGHBOURHOOD": EventText.tr(
            "tiles that add only a small city cap to a completed city score nothing"),
        "LS-CITY-SIEGE": EventText.tr(
            "each coat of arms in a completed city is worth 1 more point"),
        "LS-ROAD-STREET-FAIR": EventText.tr("a completed road scores 2 points per tile"),
        "LS-ROAD-HIGHWAY": EventText.tr(
            "a completed road scores as 5 tiles, whatever its length"),
        "LS-ROAD-PEASANT-UPRISING": EventText.tr(
            "road tiles showing a farmhouse score nothing"),
        "LS-MONASTERY-HERMIT": EventText.tr(
            "a completed monastery scores 1 point less for each of its 9 tiles showing a city"),
        "LS-MONASTERY-PILGRIMAGE": EventText.tr(
            "a completed monastery scores 1 more point for each of its 9 tiles showing a road"),
    }
    if tile_id in effects:
        return effects[tile_id]
    points = _wealth_sign(game, tile_id)
    feature = tile_id.split("-")[1].lower() if tile_id.count("-") >= 2 else ""
    if points:
        if feature == "city":
            if points > 0:
                return plural_en(EventText.tr("each player scoring a completed city gets %n more point(s)",
                                                  None, points), points)
            return plural_en(EventText.tr("each player scoring a completed city gets %n point(s) less",
                                              None, -points), -points)
        if feature == "road":
            if points > 0:
                return plural_en(EventText.tr("each player scoring a completed road gets %n more point(s)",
                                                  None, points), points)
            return plural_en(EventText.tr("each player scoring a completed road gets %n point(s) less",
                                              None, -points), -points)
        if feature == "monastery":
            if points > 0:
                return plural_en(EventText.tr(
                    "each player scoring a completed monastery gets %n more point(s)", None, points), points)
            return plural_en(EventText.tr(
                "each player scoring a completed monastery gets %n point(s) less", None, -points), -points)
    return tile_id


def surveyor_display_name(tile_id: str, game: Game | None = None) -> str:
    """The tile's name, with "Wealth or Poverty" resolved by the game's options."""
    if tile_id.endswith("WEALTH-OR-POVERTY"):
        points = _wealth_sign(game, tile_id)
        if points > 0:
            return EventText.tr("Wealth")
        if points < 0:
            return EventText.tr("Poverty")
    return surveyor_name(tile_id)


# --- score events -------------------------------------------------------------------------
def _cells_count(data: dict[str, Any]) -> int:
    cells = data.get("cells") or []
    return len(cells) if cells else int(data.get("tiles", 0) or 0)


def feature_phrase(data: dict[str, Any]) -> str:
    """"a completed city of 4 tiles with 1 coat of arms", "an unfinished road of 3 tiles"..."""
    kind = data.get("feature")
    final = data.get("reason") == "final"
    pennants = int(data.get("pennants", 0) or 0)
    if kind == "road":
        n = _cells_count(data)
        if final:
            return plural_en(EventText.tr("an unfinished road of %n tile(s)", None, n), n)
        return plural_en(EventText.tr("a completed road of %n tile(s)", None, n), n)
    if kind == "city":
        n = _cells_count(data)
        if pennants:
            if final:
                text = EventText.tr("an unfinished city of %1 with %2")
            else:
                text = EventText.tr("a completed city of %1 with %2")
            return fill(text, tiles_phrase(n), pennants_phrase(pennants))
        if final:
            return plural_en(EventText.tr("an unfinished city of %n tile(s)", None, n), n)
        return plural_en(EventText.tr("a completed city of %n tile(s)", None, n), n)
    if kind == "monastery":
        if final:
            return plural_en(EventText.tr("an unfinished monastery with %n tile(s) around and under it",
                                              None, int(data.get("tiles", 0) or 0)), int(data.get("tiles", 0) or 0))
        return EventText.tr("a completed monastery")
    if kind == "field":
        return plural_en(EventText.tr("a field next to %n completed city(ies)", None,
                                          int(data.get("cities", 0) or 0)), int(data.get("cities", 0) or 0))
    if final:
        return fill(EventText.tr("an unfinished %1"), feature_name(str(kind)))
    return fill(EventText.tr("a completed %1"), feature_name(str(kind)))


def _item_sentence(game: Game | None, code: str, player: Any, points: int) -> str:
    who = player_name(game, player)
    if points < 0:
        return fill(plural_en(EventText.tr("%1 loses %n point(s) (%2).", None, -points), -points),
                    who, _item_source(code))
    if code == "wainwrights":
        text = plural_en(EventText.tr("%1 gets %n more point(s) from the Wainwrights' quarter.", None, points), points)
    elif code == "coiners":
        text = plural_en(EventText.tr("%1 gets %n more point(s) from the Coiners' quarter.", None, points), points)
    elif code == "bookbinders":
        text = plural_en(EventText.tr("%1 gets %n more point(s) from the Bookbinders' quarter.", None, points), points)
    elif code == "tanners":
        text = plural_en(EventText.tr("%1 gets %n more point(s) from the Tanners' quarter.", None, points), points)
    elif code == "pig":
        text = plural_en(EventText.tr("%1 gets %n more point(s) for the pig.", None, points), points)
    elif code == "porxada":
        text = plural_en(EventText.tr("%1 gets %n more point(s) for the La Porxada token.", None, points), points)
    else:
        return fill(plural_en(EventText.tr("%1 gets %n more point(s) (%2).", None, points), points),
                    who, _item_source(code))
    return fill(text, who)


def _item_source(code: str) -> str:
    if code in ("wainwrights", "coiners", "bookbinders", "tanners"):
        return quarter_name(code)
    if code == "pig":
        return figure_name("pig")
    if code == "porxada":
        return expansion_name("la_porxada")
    return code.replace("_", " ")


def _note_sentence(game: Game | None, code: str, value: Any) -> str | None:
    if code == "surveyor" and isinstance(value, str):
        return fill(EventText.tr("Land Surveyors tile %1 applies: %2."),
                    surveyor_display_name(value, game), surveyor_effect(value, game))
    if code == "leipzig_road_length" and isinstance(value, dict):
        return plural_en(EventText.tr("Each Leipzig road counts as one tile: the road counts %n tile(s).",
                                          None, int(value.get("tiles", 0) or 0)), int(value.get("tiles", 0) or 0))
    if code == "tanners_illustrations" and isinstance(value, dict):
        parts = []
        if value.get("farmhouse"):
            n = int(value["farmhouse"])
            parts.append(plural_en(EventText.tr("%n farmhouse(s)", None, n), n))
        if value.get("shed"):
            parts.append(plural_en(EventText.tr("%n shed(s)", None, int(value["shed"])), int(value["shed"])))
        if parts:
            return fill(EventText.tr("The Tanners count %1 in this field."), join_names(parts))
        return None
    if code in ("rule", "clarification"):  # a scoring decided by a rule option or a clarification
        return rule_texts.note_sentence(code, value)
    # leipzig_send / leipzig_score / porxada_tokens have their own events; porxada_bubble is
    # told by its item.
    return None


def score_main_sentence(event: Event, game: Game | None = None) -> str:
    data = event.data
    value = int(data.get("value", 0) or 0)
    scorers = [player_name(game, p) for p in data.get("scorers", [])]
    if data.get("feature") == "goods":
        goods = goods_name(str(data.get("goods", "")))
        if len(scorers) == 1:
            text = plural_en(EventText.tr("%1 has the most %2 tokens and scores %n point(s).", None, value), value)
        elif scorers:
            text = plural_en(EventText.tr("%1 share the most %2 tokens and score %n point(s) each.",
                                              None, value), value)
        else:
            return fill(EventText.tr("Nobody wins the %1 tokens."), goods)
        return fill(text, join_names(scorers), goods)
    what = feature_phrase(data)
    if not scorers:
        return fill(EventText.tr("Nobody scores %1."), what)
    if len(scorers) == 1:
        text = plural_en(EventText.tr("%1 scores %n point(s) for %2.", None, value), value)
    else:
        text = plural_en(EventText.tr("%1 score %n point(s) each for %2.", None, value), value)
    return fill(text, join_names(scorers), what)


def score_sentences(event: Event, game: Game | None = None) -> list[str]:
    data = event.data
    out = [score_main_sentence(event, game)]
    for note in data.get("notes", []) or []:
        if isinstance(note, (list, tuple)) and len(note) == 2:
            line = _note_sentence(game, str(note[0]), note[1])
            if line:
                out.append(line)
    for item in data.get("items", []) or []:
        if isinstance(item, (list, tuple)) and len(item) == 3:
            out.append(_item_sentence(game, str(item[0]), item[1], int(item[2])))
    return out


def score_log_parts(event: Event, game: Game | None = None) -> tuple[str, str]:
    """A scoring for the narrow score log: who scores what (with the quarters' and items'
    extra points), and apart the notes explaining it (a Land Surveyors tile in force, a rule
    choice), for the entry's tooltip. Other events: their line, no notes."""
    if event.type != "score":
        return event_text(event, game), ""
    data = event.data
    shown = [score_main_sentence(event, game)]
    for item in data.get("items", []) or []:
        if isinstance(item, (list, tuple)) and len(item) == 3:
            shown.append(_item_sentence(game, str(item[0]), item[1], int(item[2])))
    notes = []
    for note in data.get("notes", []) or []:
        if isinstance(note, (list, tuple)) and len(note) == 2:
            line = _note_sentence(game, str(note[0]), note[1])
            if line:
                notes.append(line)
    return " ".join(shown), " ".join(notes)


# --- other events ---------------------------------------------------------------------------
def game_over_text(game: Game | None, scores: Sequence[int] | None = None) -> str:
    """"The game is over: Ada wins with 52 points." -- the winners of ``game``, or of
    ``scores`` when given (those recorded in the ``game_over`` event)."""
    if scores is None:
        scores = list(game.scores) if game is not None else []
    best = winners(scores)
    if not best:
        return EventText.tr("The game is over.")
    points = scores[best[0]]
    if len(best) == 1:
        text = plural_en(EventText.tr("The game is over: %1 wins with %n point(s).", None, points), points)
    else:
        text = plural_en(EventText.tr("The game is over: %1 share the victory with %n point(s) each.",
                                          None, points), points)
    return fill(text, join_names([player_name(game, i) for i in best]))


def _game_over(event: Event, game: Game | None) -> str:
    return game_over_text(game, event.data.get("scores") or None)


def _goods(event: Event, game: Game | None) -> str:
    data = event.data
    parts = [goods_phrase(k, int(data[k])) for k in ("wine", "grain", "cloth") if data.get(k)]
    return fill(EventText.tr("%1 takes %2 from the completed city."),
                player_name(game, data.get("player")), join_names(parts))


def _double_turn(event: Event, game: Game | None) -> str:
    who = player_name(game, event.data.get("player"))
    if event.data.get("taken", True):
        return fill(EventText.tr("%1's builder earns a second tile this turn.",
                                               "%1 is a player's name"), who)
    return fill(EventText.tr("%1 declines the builder's second tile."), who)


def _figure_returned(event: Event, game: Game | None) -> str:
    data = event.data
    return fill(EventText.tr("%1 takes back the %2: no follower of theirs is left with it."),
                player_name(game, data.get("player")), figure_name(str(data.get("figure", ""))))


def _discard(event: Event, game: Game | None) -> str:
    return fill(EventText.tr("Tile %1 fits nowhere: it goes back to the box and %2 draws again."),
                event.data.get("tile", "?"), player_name(game, event.data.get("player")))


def _leipzig_send(event: Event, game: Game | None) -> str:
    data = event.data
    who, quarter = player_name(game, data.get("player")), quarter_name(str(data.get("quarter", "")))
    if data.get("scores_road"):
        text = EventText.tr(
            "%1 sends a meeple from the completed road to the %2 and still scores the road with the others.")
    else:
        text = EventText.tr("%1 sends a meeple from the completed road to the %2 instead of scoring it.")
    return fill(text, who, quarter)


def _leipzig_score(event: Event, game: Game | None) -> str:
    return fill(EventText.tr("%1 keeps the meeple on the road and scores it normally."),
                player_name(game, event.data.get("player")))


def _surveyor_rotation(event: Event, game: Game | None) -> str:
    active = event.data.get("active") or {}
    return fill(EventText.tr("New Land Surveyors tiles: %1 for cities, %2 for roads, %3 for monasteries."),
                surveyor_display_name(str(active.get("city", "?")), game),
                surveyor_display_name(str(active.get("road", "?")), game),
                surveyor_display_name(str(active.get("monastery", "?")), game))


def _porxada(event: Event, game: Game | None) -> str:
    data = event.data
    who = player_name(game, data.get("player"))
    if data.get("option") == "bonus":
        return fill(EventText.tr("%1 chooses the La Porxada scoring bonus."), who)
    if data.get("swapped") is False:
        return fill(EventText.tr("%1 chooses the La Porxada swap but swaps nothing."), who)
    return fill(EventText.tr("%1 asks %2 to swap two followers (La Porxada)."),
                who, player_name(game, data.get("target")))


def _porxada_answer(event: Event, game: Game | None) -> str:
    who = player_name(game, event.data.get("player"))
    if event.data.get("accept"):
        return fill(EventText.tr("%1 accepts: the two followers change places."), who)
    return fill(EventText.tr("%1 refuses the swap and must give up a follower."), who)


def _porxada_removed(event: Event, game: Game | None) -> str:
    who = player_name(game, event.data.get("player"))
    if event.data.get("from") == "supply":
        return fill(EventText.tr("%1 removes a follower from the supply for good."), who)
    return fill(EventText.tr("%1 removes a follower from the board for good."), who)


def _porxada_tokens(event: Event, game: Game | None) -> str:
    players = [player_name(game, p) for p in event.data.get("players", [])]
    if not players:
        return EventText.tr("La Porxada's city is completed without knights: nobody takes a token.")
    if len(players) == 1:
        return fill(EventText.tr("%1 takes a La Porxada token."), players[0])
    return fill(EventText.tr("%1 each take a La Porxada token."), join_names(players))


def _generic(event: Event, game: Game | None) -> str:
    what = event.type.replace("_", " ").capitalize()
    if "player" in event.data:
        text = fill(EventText.tr("%1 (%2)."), what, player_name(game, event.data["player"]))
    else:
        text = fill(EventText.tr("%1."), what)
    for p, v in sorted(event.points.items()):
        if v:
            text += " " + fill(plural_en(EventText.tr("%1: %n point(s).", None, v), v), player_name(game, p))
    return text


_TEXTS = {
    "game_over": _game_over,
    "goods": _goods,
    "double_turn": _double_turn,
    "figure_returned": _figure_returned,
    "discard": _discard,
    "leipzig_send": _leipzig_send,
    "leipzig_score": _leipzig_score,
    "surveyor_rotation": _surveyor_rotation,
    "porxada": _porxada,
    "porxada_answer": _porxada_answer,
    "porxada_removed": _porxada_removed,
    "porxada_tokens": _porxada_tokens,
}


def event_sentences(event: Event, game: Game | None = None) -> list[str]:
    """The event as a list of whole sentences (the first is the headline)."""
    if event.type == "score":
        return score_sentences(event, game)
    return [_TEXTS.get(event.type, _generic)(event, game)]


def worth_listing(event: Event) -> bool:
    """Whether the score log and the final scoring's steps list ``event``: every event but a
    scoring that paid nobody anything and says nothing more ("Cleo scores 0 points for a
    field next to 0 completed cities"). A zero or negative score a rule explains (a note: a
    Land Surveyors tile, a Leipzig quarter) or that carries an item stays. Only the lists
    leave it out: the record and the review keep every event."""
    if event.type != "score":
        return True
    data = event.data
    return any(event.points.values()) or bool(data.get("notes")) or bool(data.get("items"))


def event_text(event: Event, game: Game | None = None) -> str:
    """The event in one line of translated text."""
    return " ".join(event_sentences(event, game))


# --- cells to highlight ------------------------------------------------------------------------
def event_cells(event: Event, game: Game | None = None) -> list[tuple[int, int]]:
    """Board cells an event is about (the scored feature, the Leipzig road, the goods city...).

    Fields carry no cells in their event: they are read from the feature graph (read-only)."""
    cells: list[tuple[int, int]] = []
    for c in event.data.get("cells", []) or []:
        if isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(v, int) for v in c):
            cells.append((int(c[0]), int(c[1])))
    if cells or game is None:
        return cells
    node = event.data.get("node")
    if isinstance(node, int) and 0 <= node < len(game.features.nodes):
        try:
            return sorted((int(c[0]), int(c[1])) for c in game.features.root(node).cells())
        except (IndexError, AttributeError):
            return []
    return []


def event_players(event: Event) -> list[int]:
    """Players an event concerns (for colouring a log line)."""
    out: list[int] = []
    for p in list(event.points) + list(event.data.get("scorers", []) or []):
        if isinstance(p, int) and p not in out:
            out.append(p)
    p = event.data.get("player")
    if isinstance(p, int) and p not in out:
        out.append(p)
    return out

