"""Kinza records (records.md): players, options and first_dealer -> a fresh engine state."""

from __future__ import annotations

from typing import Any

from ...core.cards import SPANISH
from ...core.errors import InvalidRecord
from ...core.record_fields import int_field, options_of, seat_field
from .cards import DEFAULT_TARGET, TARGETS, VARIANT_SUMS
from .state import KinzaState

DECK = SPANISH


def new_state(record: dict[str, Any]) -> KinzaState:
    players = int_field(record, "players")
    if players not in (2, 3, 4):
        raise InvalidRecord(f"Kinza is played by 2, 3 or 4 players, not {players}")
    options = options_of(record)
    variant = options.get("variant", "kinza")
    if variant not in VARIANT_SUMS:
        raise InvalidRecord(f"unknown Kinza variant {variant!r}: expected 'kinza' or 'rubain'")
    target = options.get("target", DEFAULT_TARGET)
    if isinstance(target, bool) or target not in TARGETS:
        raise InvalidRecord(f"the Kinza target must be 101, 151 or 301, not {target!r}")
    first_dealer = seat_field(record, "first_dealer", players)
    return KinzaState(players, variant, target, first_dealer)
