"""Trix records (docs/records.md): players (4, may be omitted) and options -> a fresh engine
state. There is no seat field: the holder of the 7♥ in the first deck owns the first kingdom."""

from __future__ import annotations

import random
from collections.abc import Mapping

from ...core.cards import FRENCH
from ...core.json_types import JsonObject, JsonValue
from ...core.record_fields import CARD, CARDS, FLAG, NAME, options_of
from ..catalog import TRIX
from .state import PLAYERS, TrixState

DECK = FRENCH
#: the keys of this game's moves and the kind of value each holds (checked before parsing)
MOVE_FIELDS = {"contract": NAME, "double": CARDS, "play": CARD, "pass": FLAG}


def new_state(record: JsonObject) -> TrixState:
    TRIX.check_players(record.get("players", PLAYERS))
    options = TRIX.check_options(options_of(record))
    return TrixState(options["mode"], options["partners"], options["doubling"],
                     options["forced_discards"])


def random_playout(players: int, options: Mapping[str, JsonValue], rng: random.Random) -> object:
    """One deal with random legal moves on the fast path (``kotshina bench``): a random
    contract of a fresh kingdom, random doubling, random cards."""
    from . import playout

    return playout.random_playout(rng)
