"""Reading the common fields of a game record (docs/records.md) with one clear error each.

Each game's record adapter also declares ``MOVE_FIELDS`` (the keys of its moves and the kind of
value each holds), so the load boundary can check a record's shape before the engine parses it.
"""

from __future__ import annotations

from .errors import InvalidRecord
from .json_types import JsonObject

#: Kinds of value a move field may hold (checked by ``kotshina.record_shape``).
CARD, CARDS, GROUPS, NUMBER, NAME, FLAG = "card", "cards", "groups", "number", "name", "flag"


def int_field(record: JsonObject, key: str) -> int:
    if key not in record:
        raise InvalidRecord(f"the record has no '{key}' field")
    value = record[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidRecord(f"'{key}' must be an integer, not {value!r}")
    return value


def seat_field(record: JsonObject, key: str, players: int) -> int:
    seat = int_field(record, key)
    if not 0 <= seat < players:
        raise InvalidRecord(f"'{key}' must be a seat from 0 to {players - 1}")
    return seat


def options_of(record: JsonObject) -> JsonObject:
    options = record.get("options", {})
    if options is None:
        return {}
    if not isinstance(options, dict):
        raise InvalidRecord("'options' must be an object")
    return options
