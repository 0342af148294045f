"""The rules engine: pure Python, no Qt. Code outside the engine imports from here only;
the names below are the whole public API (see docs/ENGINE_HOOKS.md for writing an
expansion, which is done inside the engine).

The engine is the only judge of the rules. Ask it, never restate it:

* ``Game.legal_moves()``, ``Game.check(move)`` (the coded refusal or None) and
  ``Game.play(move)``; ``Game.placement_choices()`` for placements with follower spots;
  ``Game.refused_choices()``: the choices a decision shows that are refused now, with
  their coded reasons (why not); ``setup_problem(players, rules)``: why a setup cannot
  start, without starting it;
* ``Game.copy()`` for a private copy (undo history included); what if:
  ``Game.preview(move, ...)`` for what moves would cause (events, points, who scores and
  who holds each feature they touch), ``Game.preview_placement(move)`` for what a tile
  scores at once with no figure, ``Game.value_now(feature)`` for what a feature would
  score now;
* ``aids``: the open cells the tiles to come can fill and what a feature still needs;
* records: ``record_from_game``, ``game_from_record``, ``replay_summary``;
* ``GameRecipe``: a game as its setup and decisions, rebuilt elsewhere (``ReplayCache``).
"""

from __future__ import annotations

from . import aids, record
from .board import Placement
from .categories import ScoreCategory, score_categories, share_expansions
from .expansions import (
                         Expansion,
                         la_porxada,
                         load_all,
                         markets_of_leipzig,
                         options_for,
                         the_land_surveyors,
                         traders_and_builders,
)
from .features import Feature, Figure
from .final import field_cities, field_neighbours, final_context, final_scoring, is_completed_city, winners
from .game import COLOURS, START_TILE, FeatureValue, Game, PlayerInfo, Preview, setup_problem
from .geometry import DELTA, RING, SIDE_NAMES, Position, degrees_to_turns, rotate_offset
from .moves import Deploy, IllegalMoveError, Move, PlaceTile, RecordFieldError, ScoreFirst, Skip, move_from_record
from .reasons import CodedError, SetupError
from .record import (
                         FORMAT,
                         MAX_RECORD_BYTES,
                         VERSION,
                         RecordError,
                         game_from_record,
                         new_game_from_record,
                         parse_text,
                         record_from_game,
                         replay_summary,
)
from .replay import GameRecipe, ReplayCache, rebuild_game
from .rules import (
                         CLARIFICATIONS,
                         CORE_OPTIONS,
                         EDITIONS,
                         OPTIONS,
                         SOURCE_CLARIFICATION,
                         SOURCE_COMMUNITY,
                         SOURCE_PROJECT,
                         SOURCE_RULE,
                         RuleOption,
                         RuleSet,
)
from .scoring import Event, ScoringContext, award, base_context, completion_context, settle
from .tileset import CITY, FIELD, MONASTERY, ROAD, Catalogue, CatalogueError, TileType, load_catalogue

__all__ = [
    # the game and its answers
    "Game", "PlayerInfo", "Preview", "FeatureValue", "COLOURS", "START_TILE", "winners", "setup_problem",
    # rules and expansions
    "RuleSet", "CORE_OPTIONS", "EDITIONS", "Expansion", "load_all",
    # the points-by-category columns (each expansion declares its own)
    "ScoreCategory", "score_categories", "share_expansions",
    # rule options: what each changes and where its default comes from
    "OPTIONS", "RuleOption", "options_for", "CLARIFICATIONS",
    "SOURCE_RULE", "SOURCE_CLARIFICATION", "SOURCE_COMMUNITY", "SOURCE_PROJECT",
    "la_porxada", "markets_of_leipzig", "the_land_surveyors", "traders_and_builders",
    # moves and refusals
    "Move", "PlaceTile", "Deploy", "Skip", "ScoreFirst", "move_from_record",
    "CodedError", "IllegalMoveError", "SetupError", "RecordFieldError",
    # records
    "record", "FORMAT", "VERSION", "MAX_RECORD_BYTES", "RecordError", "parse_text", "game_from_record",
    "new_game_from_record", "record_from_game", "replay_summary", "GameRecipe", "ReplayCache", "rebuild_game",
    # board aids: dead and hard spots, what an unfinished feature still needs
    "aids",
    # board, tiles, features
    "Position", "DELTA", "RING", "SIDE_NAMES", "degrees_to_turns", "rotate_offset",
    "Placement", "Feature", "Figure", "TileType", "Catalogue", "CatalogueError", "load_catalogue",
    "CITY", "FIELD", "MONASTERY", "ROAD",
    # scoring (the AI's as-if-final estimate runs the engine's own scoring)
    "Event", "ScoringContext", "base_context", "completion_context", "settle", "award",
    "final_context", "final_scoring", "field_cities", "field_neighbours", "is_completed_city",
]
