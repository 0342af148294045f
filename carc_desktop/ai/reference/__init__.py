"""The frozen reference player: the hard level as it was at commit b1cf427 (issue #28).

Its evaluation, search, knowledge and weights are copies in this package, so later
changes to the live evaluation, search or ``weights.json`` do not move it: every new
version of hard is measured against the same opponent. The arena knows it as the level
``reference``; the UI does not offer it (it is not in ``LEVELS``).
"""

from .player import choose_reference_move, reference_params

__all__ = ["choose_reference_move", "reference_params"]
