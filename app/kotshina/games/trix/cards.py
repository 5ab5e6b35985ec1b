"""Trix's contracts, points and the cards that matter in each (docs/rules-trix.md).

Cards and hands are the shared bitmasks of core/tricks.py (a hand is a 52-bit int).
"""

from __future__ import annotations

from ...core.cards import FRENCH
from ...core.errors import RuleViolation
from ...core.tricks import DIAMOND_MASK, KH_BIT, KING_OF_HEARTS, QUEEN_MASK

KH_CONTRACT = "king-of-hearts"  # the contract; the card is core.tricks.KH_BIT
QUEENS = "queens"
DIAMONDS = "diamonds"
LTOOSH = "ltoosh"
COMPLEX = "complex"
TRIX = "trix"
CONTRACTS = (KH_CONTRACT, QUEENS, DIAMONDS, LTOOSH, COMPLEX, TRIX)
TRICK_CONTRACTS = (KH_CONTRACT, QUEENS, DIAMONDS, LTOOSH, COMPLEX)

#: option ``mode`` -> the contracts each owner plays once in their kingdom, in the panel's order
MODES: dict[str, tuple[str, ...]] = {
    "kingdoms": (KH_CONTRACT, QUEENS, DIAMONDS, LTOOSH, TRIX),
    "complex": (COMPLEX, TRIX),
}
DEFAULT_OPTIONS = {"mode": "kingdoms", "partners": False, "doubling": True,
                   "forced_discards": False}
KINGDOMS = 4
TRICKS_PER_DEAL = 13
#: the holder of this card in the first deal owns the first kingdom
FIRST_OWNER_CARD = FRENCH.parse("7H")

KH_POINTS = -75
QUEEN_POINTS = -25
DIAMOND_POINTS = -10
TRICK_POINTS = -15
#: the Trix contract: points of the first, second, third and last player out
PLACE_POINTS = (200, 150, 100, 50)

#: contract -> the cards its holders may double (when the doubling option is on)
DOUBLABLE: dict[str, int] = {KH_CONTRACT: KH_BIT, QUEENS: QUEEN_MASK,
                             COMPLEX: KH_BIT | QUEEN_MASK}
#: contract -> the cards whose taking ends the deal early (once all of them are taken)
EARLY_END: dict[str, int] = {KH_CONTRACT: KH_BIT, QUEENS: QUEEN_MASK, DIAMONDS: DIAMOND_MASK}
#: contract -> the cards a player who cannot follow must play, if held (always)
FORCED: dict[str, int] = {KH_CONTRACT: KH_BIT, COMPLEX: KH_BIT}
#: ... and with the forced-discards option
FORCED_OPTION: dict[str, int] = {QUEENS: QUEEN_MASK, DIAMONDS: DIAMOND_MASK}


def _card_points(contract: str) -> tuple[int, ...]:
    """What each card costs its taker in ``contract`` (undoubled), per card id."""
    kh = contract in (KH_CONTRACT, COMPLEX)
    queens = contract in (QUEENS, COMPLEX)
    diamonds = contract in (DIAMONDS, COMPLEX)
    table = []
    for card in range(52):
        bit = 1 << card
        points = 0
        if kh and bit & KH_BIT:
            points += KH_POINTS
        if queens and bit & QUEEN_MASK:
            points += QUEEN_POINTS
        if diamonds and bit & DIAMOND_MASK:
            points += DIAMOND_POINTS
        table.append(points)
    return tuple(table)


def _double_part(contract: str) -> tuple[int, ...]:
    """The part of each card's cost that doubling doubles (the K♥'s −75, a queen's −25)."""
    doublable = DOUBLABLE.get(contract, 0)
    return tuple((KH_POINTS if card == KING_OF_HEARTS else QUEEN_POINTS)
                 if doublable >> card & 1 else 0 for card in range(52))


CARD_POINTS: dict[str, tuple[int, ...]] = {c: _card_points(c) for c in TRICK_CONTRACTS}
DOUBLE_PART: dict[str, tuple[int, ...]] = {c: _double_part(c) for c in TRICK_CONTRACTS}
#: what one trick costs its taker, whatever is in it
TRICK_COST: dict[str, int] = {c: TRICK_POINTS if c in (LTOOSH, COMPLEX) else 0
                              for c in TRICK_CONTRACTS}
#: the jacks: every row of the layout starts from its suit's jack
JACKS = sum(1 << FRENCH.parse("J" + s) for s in "SHDC")
#: a full kingdom's penalty total in each mode (without doubling): what Trix pays back
DEAL_TOTALS = {KH_CONTRACT: -75, QUEENS: -100, DIAMONDS: -130, LTOOSH: -195, COMPLEX: -500,
               TRIX: sum(PLACE_POINTS)}


def trick_score(contract: str, cards: int, taker: int, doubled_by: dict[int, int],
                points: list[int]) -> int:
    """Add the points of one trick (``cards`` a mask, won by ``taker``) to ``points`` per seat.

    ``doubled_by`` maps a doubled card to the seat that doubled it. Returns the taker's
    points for this trick (the doublers' gains are added to ``points`` too).
    """
    table = CARD_POINTS[contract]
    gained = TRICK_COST[contract]
    rest = cards
    while rest:
        low = rest & -rest
        card = low.bit_length() - 1
        rest ^= low
        gained += table[card]
        doubler = doubled_by.get(card)
        if doubler is not None:
            part = DOUBLE_PART[contract][card]
            gained += part
            if doubler != taker:
                points[doubler] -= part
    points[taker] += gained
    return gained


def refuse_contract(contract: str, mode: str, left: list[str]) -> None:
    """Refuse a contract the owner may not name now (``left``: those not yet played in the
    kingdom), with the reason."""
    if contract not in CONTRACTS:
        raise RuleViolation(f"{contract!r} is not a Trix contract", "unknown_contract",
                            contract=str(contract))
    if contract not in MODES[mode]:
        raise RuleViolation(f"{contract} is not played in the {mode} mode",
                            "contract_not_in_mode", contract=contract, mode=mode)
    if contract not in left:
        raise RuleViolation(f"{contract} has already been played in this kingdom",
                            "contract_played", contract=contract)
