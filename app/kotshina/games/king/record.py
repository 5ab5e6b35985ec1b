"""King records (docs/records.md): players (4, may be omitted), options and first_chooser ->
a fresh engine state."""

from __future__ import annotations

import random
from collections.abc import Mapping

from ...core.cards import FRENCH
from ...core.engine import GameState
from ...core.json_types import JsonObject, JsonValue
from ...core.record_fields import CARD, NAME, options_of, seat_field
from ..catalog import KING
from .moves import KingMove
from .state import PLAYERS, KingState
from .view import KingView

DECK = FRENCH
#: the keys of this game's moves and the kind of value each holds (checked before parsing)
MOVE_FIELDS = {"contract": NAME, "trump": NAME, "play": CARD}


def new_state(record: JsonObject) -> GameState[KingMove, KingView]:
    # the state's class follows the engine protocol (mypy checks it here)
    KING.check_players(record.get("players", PLAYERS))
    options = KING.check_options(options_of(record))
    first = seat_field(record, "first_chooser", PLAYERS)
    return KingState(options["length"], first)


def random_playout(players: int, options: Mapping[str, JsonValue], rng: random.Random) -> object:
    """One deal with random legal moves on the fast path (``kotshina bench``)."""
    from . import playout

    return playout.random_playout(rng)
