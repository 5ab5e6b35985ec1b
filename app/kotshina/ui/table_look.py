"""How the table is drawn for players who see it less well (issue 28), without the table's
modules (the View menu is built before any match): View → Card size's scales and the felt in
high contrast."""

from __future__ import annotations

#: how much larger than normal the cards are (the layout keeps them within the felt)
CARD_SCALES = {"normal": 1.0, "large": 1.2, "largest": 1.4}
#: the felt in high contrast, whatever table colour is chosen: black under white cards
HIGH_CONTRAST_FELT = "#000000"
