"""Game review: the board after any decision, the score race, points by category,
statistics across games and exports (the model is ``carc_desktop.controller.review``)."""
