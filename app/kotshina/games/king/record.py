"""King records (records.md): players (4, may be omitted), options and first_chooser -> a state."""

from __future__ import annotations

from typing import Any

from ...core.cards import FRENCH
from ...core.errors import InvalidRecord
from .cards import LENGTHS
from .state import PLAYERS, KingState

DECK = FRENCH


def new_state(record: dict[str, Any]) -> KingState:
    players = record.get("players", PLAYERS)
    if isinstance(players, bool) or not isinstance(players, int) or players != PLAYERS:
        raise InvalidRecord(f"King is played by exactly 4 players, not {players!r}")
    options = record.get("options", {})
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise InvalidRecord("'options' must be an object")
    length = options.get("length", "full")
    if length not in LENGTHS:
        raise InvalidRecord(f"the King match length must be 'full' or 'short', not {length!r}")
    if "first_chooser" not in record:
        raise InvalidRecord("the record has no 'first_chooser' field")
    first = record["first_chooser"]
    if isinstance(first, bool) or not isinstance(first, int):
        raise InvalidRecord(f"'first_chooser' must be an integer, not {first!r}")
    if not 0 <= first < PLAYERS:
        raise InvalidRecord("'first_chooser' must be a seat from 0 to 3")
    return KingState(length, first)
