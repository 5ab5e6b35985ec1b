"""King records (records.md): players (4, may be omitted), options and first_chooser -> a state."""

from __future__ import annotations

from typing import Any

from ...core.cards import FRENCH
from ...core.errors import InvalidRecord
from ...core.record_fields import options_of, seat_field
from .cards import LENGTHS
from .state import PLAYERS, KingState

DECK = FRENCH


def new_state(record: dict[str, Any]) -> KingState:
    players = record.get("players", PLAYERS)
    if isinstance(players, bool) or not isinstance(players, int) or players != PLAYERS:
        raise InvalidRecord(f"King is played by exactly 4 players, not {players!r}")
    options = options_of(record)
    length = options.get("length", "full")
    if length not in LENGTHS:
        raise InvalidRecord(f"the King match length must be 'full' or 'short', not {length!r}")
    first = seat_field(record, "first_chooser", PLAYERS)
    return KingState(length, first)
