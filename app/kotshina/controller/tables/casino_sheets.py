"""Casino's hand summary and score sheet: the engine's hand result, item by item, in words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...core.cards import FRENCH
from ...core.json_types import JsonObject
from ...games.casino.values import (
    BIG_CASINO,
    LITTLE_CASINO,
    MOST_CARDS_POINTS,
    MOST_SPADES_POINTS,
)
from ...games.casino.view import CasinoView
from ..cardnames import card_name
from ..i18n import format_number
from ..names import Names
from .base import Sheet

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def _per_side(result: JsonObject, key: str, sides: int) -> list[object]:
    values = result.get(key)
    return list(values) if isinstance(values, list | tuple) else [None] * sides


def _leader_points(result: JsonObject, key: str, points: int, sides: int) -> list[object]:
    """The points of "most cards" / "most spades" per side (nobody's on a tie at the top)."""
    leader = result.get(key)
    return [points if side == leader else 0 for side in range(sides)]


def deal_summary(names: Names, result: JsonObject, target: int | None) -> Sheet:
    sides = len(result.get("points", []))
    big, little = card_name(FRENCH, BIG_CASINO), card_name(FRENCH, LITTLE_CASINO)
    rows: list[tuple[str, list[object]]] = [
        (translate("CasinoTable", "Cards taken"), _per_side(result, "cards", sides)),
        (translate("CasinoTable", "Spades taken"), _per_side(result, "spades", sides)),
        (translate("CasinoTable", "Most cards"),
         _leader_points(result, "most_cards", MOST_CARDS_POINTS, sides)),
        (translate("CasinoTable", "Most spades"),
         _leader_points(result, "most_spades", MOST_SPADES_POINTS, sides)),
        (translate("CasinoTable", "Big casino ({card})").format(card=big),
         _per_side(result, "big_casino", sides)),
        (translate("CasinoTable", "Little casino ({card})").format(card=little),
         _per_side(result, "little_casino", sides)),
        (translate("CasinoTable", "Aces"), _per_side(result, "aces", sides)),
        (translate("CasinoTable", "Sweeps"), _per_side(result, "sweeps", sides)),
        (translate("CasinoTable", "Points this hand"), _per_side(result, "points", sides)),
        (translate("CasinoTable", "Match total"), _per_side(result, "totals", sides)),
    ]
    notes = []
    if result.get("most_cards", 0) is None:
        notes.append(translate("CasinoTable", "Equal cards at the top: nobody scores for the "
                               "most cards."))
    if result.get("most_spades", 0) is None:
        notes.append(translate("CasinoTable", "Equal spades at the top: nobody scores for the "
                               "most spades."))
    totals = [int(t) for t in _per_side(result, "totals", sides) if isinstance(t, int)]
    if target is not None and totals:
        top = max(totals)
        if top >= target and totals.count(top) > 1:
            notes.append(translate("CasinoTable", "Tied at {total} at the top: another hand "
                                   "decides the match.").format(total=format_number(top)))
    return Sheet([names.side(s) for s in range(sides)], rows, bold_rows=(8, 9),
                 note=" ".join(notes))


def score_sheet(names: Names, deals: Sequence[JsonObject], view: CasinoView) -> Sheet:
    sides = names.seating.sides
    sheet = Sheet([translate("CasinoTable", "Dealer")] + [names.side(s) for s in range(sides)])
    for number, deal in enumerate(deals, start=1):
        dealer = deal.get("dealer")
        sheet.rows.append((translate("CasinoTable", "Hand {number}").format(
            number=format_number(number)),
            [names.seat(dealer) if isinstance(dealer, int) else None, *deal.get("points", [])]))
    totals = list(deals[-1].get("totals", view.totals)) if deals else list(view.totals)
    sheet.rows.append((translate("CasinoTable", "Total"), ["", *totals]))
    sheet.bold_rows = (len(sheet.rows) - 1,)
    sheet.note = translate("CasinoTable", "The first side to reach {target} points wins the "
                           "match; a tie at the top plays another hand.").format(
        target=format_number(view.target))
    return sheet
