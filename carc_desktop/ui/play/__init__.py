"""The play surface around the board: the central area, the decision prompt, the tile tray, the hint bar and the hover hints, and the words for moves."""
