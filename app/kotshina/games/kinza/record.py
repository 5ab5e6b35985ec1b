"""Kinza records (docs/records.md): players, options and first_dealer -> a fresh engine state."""

from __future__ import annotations

import random
from collections.abc import Mapping

from ...core.cards import SPANISH
from ...core.engine import GameState
from ...core.json_types import JsonObject, JsonValue
from ...core.record_fields import CARD, CARDS, int_field, options_of, seat_field
from ..catalog import KINZA
from .moves import KinzaMove
from .state import KinzaState
from .view import KinzaView

DECK = SPANISH
#: the keys of this game's moves and the kind of value each holds (checked before parsing)
MOVE_FIELDS = {"play": CARD, "take": CARDS}


def new_state(record: JsonObject) -> GameState[KinzaMove, KinzaView]:
    # the state's class follows the engine protocol (mypy checks it here)
    players = KINZA.check_players(int_field(record, "players"))
    options = KINZA.check_options(options_of(record))
    first_dealer = seat_field(record, "first_dealer", players)
    return KinzaState(players, options["variant"], options["target"], first_dealer)


def random_playout(players: int, options: Mapping[str, JsonValue], rng: random.Random) -> object:
    """One deal with random legal moves on the fast path (``kotshina bench``)."""
    from . import playout

    return playout.random_playout(players, rng, options["variant"])
