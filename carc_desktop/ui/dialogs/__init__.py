"""Dialogs around the board: new game, end of game, remaining tiles, rules, settings."""
