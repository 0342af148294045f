"""Side panels: the scoreboard and the score log."""
