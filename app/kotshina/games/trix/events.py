"""Event kinds only Trix has (the shared ones are in core/events.py)."""

DOUBLED = "doubled"    # seat doubled `cards` (possibly none): data {"contract"}
LAID = "laid"          # the Trix contract: seat laid `cards[0]` on the layout
PASSED = "passed"      # the Trix contract: seat had no card that fits
WENT_OUT = "went_out"  # the Trix contract: seat ran out of cards; data {"place", "points"}
