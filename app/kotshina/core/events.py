"""Events: the facts an ``apply`` produced, so the UI animates from facts, not state diffs."""

from __future__ import annotations

from dataclasses import dataclass, field

# the kinds live in event_kinds.py (the card sounds' table reads them at start without this
# module's dataclass); every game and table reads them here, as ev.DEALT and the rest
from .event_kinds import (
    BUILT,
    CAPTURED,
    CARD_PLAYED,
    CONTRACT_CHOSEN,
    DEAL_SCORED,
    DEALT,
    LEFTOVERS_TAKEN,
    MATCH_OVER,
    SWEEP,
    TRAILED,
    TRICK_WON,
)
from .json_types import JsonObject

__all__ = [
    "BUILT",
    "CAPTURED",
    "CARD_PLAYED",
    "CONTRACT_CHOSEN",
    "DEAL_SCORED",
    "DEALT",
    "LEFTOVERS_TAKEN",
    "MATCH_OVER",
    "SWEEP",
    "TRAILED",
    "TRICK_WON",
    "Event",
]


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[int, ...] = ()
    data: JsonObject = field(default_factory=dict, compare=False, hash=False)
