"""Casino records (records.md): players, options and first_dealer -> a fresh engine state."""

from __future__ import annotations

from typing import Any

from ...core.cards import FRENCH
from ...core.errors import InvalidRecord
from .state import CasinoState
from .values import DEFAULT_TARGET, TARGETS

DECK = FRENCH


def _int_field(record: dict[str, Any], key: str) -> int:
    if key not in record:
        raise InvalidRecord(f"the record has no '{key}' field")
    value = record[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidRecord(f"'{key}' must be an integer, not {value!r}")
    return value


def new_state(record: dict[str, Any]) -> CasinoState:
    players = _int_field(record, "players")
    if players not in (2, 3, 4):
        raise InvalidRecord(f"Casino is played by 2, 3 or 4 players, not {players}")
    options = record.get("options", {})
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise InvalidRecord("'options' must be an object")
    target = options.get("target", DEFAULT_TARGET)
    if isinstance(target, bool) or target not in TARGETS:
        raise InvalidRecord(f"the Casino target must be 21 or 11, not {target!r}")
    first_dealer = _int_field(record, "first_dealer")
    if not 0 <= first_dealer < players:
        raise InvalidRecord(f"'first_dealer' must be a seat from 0 to {players - 1}")
    return CasinoState(players, target, first_dealer)
