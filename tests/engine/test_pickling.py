"""A game copy pickles (it is sent to the computer players' process after every move):
the packaged catalogue and its tiles travel by id and come back as the same objects;
a catalogue of one's own travels whole."""

from __future__ import annotations

import pickle
import random

from carc_desktop.engine import Catalogue, load_catalogue


def test_a_copy_round_trips_with_the_packaged_tiles_by_id(random_position) -> None:  # type: ignore[no-untyped-def]
    game = random_position(5, 120, players=4)
    copy = game.copy(undo=False)
    data = pickle.dumps(copy, protocol=pickle.HIGHEST_PROTOCOL)
    back = pickle.loads(data)
    assert back.catalogue is load_catalogue() and back.tile is game.tile
    assert back.legal_moves() == game.legal_moves() and back.scores == game.scores
    whole = pickle.dumps(load_catalogue().tiles)  # the tiles by value would be far bigger
    assert len(pickle.dumps(load_catalogue())) < 100 < len(whole)
    rng = random.Random(1)
    for _ in range(30):  # and it plays on exactly like the original
        if game.finished:
            break
        move = rng.choice(game.legal_moves())
        game.play(move)
        back.play(move)
        assert back.legal_moves() == game.legal_moves() and back.scores == game.scores


def test_a_catalogue_of_ones_own_travels_whole() -> None:
    packaged = load_catalogue()
    own = Catalogue(packaged.data)
    back = pickle.loads(pickle.dumps(own))
    assert back is not packaged and set(back.tiles) == set(own.tiles)
    tile = next(iter(own.tiles.values()))
    assert pickle.loads(pickle.dumps(tile)) is not packaged[tile.id]
