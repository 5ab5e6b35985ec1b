"""The event kinds the games share (``core/events.py``'s ``Event.kind``), apart from the event
class itself: the card sounds' table (``controller/sounds.py``) is made at start, and the
start screen then imports no dataclass of the engines."""

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
