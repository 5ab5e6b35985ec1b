"""What the other players' layout choices say about their hands (the Trix contract).

A player who lays a card while holding others that fit has shown a preference, and most
players prefer the card that brings their own cards nearer (the fast playout's ``reach``).
The likelihood of a seat's choices so far, if its hand were a world's, follows a soft-greedy
model: P(card) ∝ exp(β · reach(hand, card)) over the cards that fitted then. β is moderate so
a player who does not think that way only flattens the weights: it never rules a world out
(the rules' facts — voids, passes, face-up doubles — do that, in the world's dealing).
"""

from __future__ import annotations

import math

from ...games.trix.layout import Layout
from ...games.trix.playout import reach
from ...games.trix.view import TrixView

#: how sharply the model prefers the card that opens most of the player's own cards
BETA = 0.7


def layout_log_likelihood(view: TrixView, hands: list[int], beta: float = BETA) -> float:
    """The log-likelihood of the other seats' layout choices in ``view.layout_log`` if their
    hands now were ``hands`` (52-bit masks per seat)."""
    log = view.layout_log
    if not log:
        return 0.0
    then = list(hands)
    for seat, card in log:  # the hands when the layout was empty
        if card >= 0:
            then[seat] |= 1 << card
    layout = Layout()
    total = 0.0
    exp = math.exp
    for seat, card in log:
        if card < 0:
            continue
        hand = then[seat]
        if seat != view.seat:
            legal = hand & layout.fits
            if legal & (legal - 1):  # a real choice
                chosen = beta * reach(hand, card)
                norm = 0.0
                rest = legal
                while rest:
                    bit = rest & -rest
                    rest ^= bit
                    norm += exp(beta * reach(hand, bit.bit_length() - 1) - chosen)
                total -= math.log(norm)
        then[seat] = hand ^ (1 << card)
        layout.lay(card)
    return total
