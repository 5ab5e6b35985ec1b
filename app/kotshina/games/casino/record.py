"""Casino records (records.md): players, options and first_dealer -> a fresh engine state."""

from __future__ import annotations

from typing import Any

from ...core.cards import FRENCH
from ...core.errors import InvalidRecord
from ...core.record_fields import int_field, options_of, seat_field
from .state import CasinoState
from .values import DEFAULT_TARGET, TARGETS

DECK = FRENCH


def new_state(record: dict[str, Any]) -> CasinoState:
    players = int_field(record, "players")
    if players not in (2, 3, 4):
        raise InvalidRecord(f"Casino is played by 2, 3 or 4 players, not {players}")
    options = options_of(record)
    target = options.get("target", DEFAULT_TARGET)
    if isinstance(target, bool) or target not in TARGETS:
        raise InvalidRecord(f"the Casino target must be 21 or 11, not {target!r}")
    first_dealer = seat_field(record, "first_dealer", players)
    return CasinoState(players, target, first_dealer)
