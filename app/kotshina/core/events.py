"""Events: the facts an ``apply`` produced, so the UI animates from facts, not state diffs."""

from __future__ import annotations

from dataclasses import dataclass, field

from .json_types import JsonObject

# Event kinds shared by the games. Games may add their own kinds (strings).
DEALT = "dealt"                # data: hands dealt (seat -> count), table cards in `cards`
CARD_PLAYED = "card_played"    # seat played `cards[0]`
CAPTURED = "captured"          # seat took `cards` (table cards, not the played card)
TRAILED = "trailed"            # seat laid `cards[0]` on the table
SWEEP = "sweep"                # the capture emptied the table
LEFTOVERS_TAKEN = "leftovers_taken"  # end of deal: seat's side takes `cards`
BUILT = "built"                # casino: data {"value", "owner"}
CONTRACT_CHOSEN = "contract_chosen"  # king: data {"contract", "trump"}
TRICK_WON = "trick_won"        # king: seat won the trick `cards`
DEAL_SCORED = "deal_scored"    # data: {"points": [...], ...details}
MATCH_OVER = "match_over"      # data: {"winner": side|None, "draw": bool}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[int, ...] = ()
    data: JsonObject = field(default_factory=dict, compare=False, hash=False)
