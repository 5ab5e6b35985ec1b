"""What the other players' layout choices say about their hands (the Trix contract).

A player who lays a card while holding others that fit has shown a preference, and most
players prefer the card that brings their own cards nearer (the fast playout's ``reach``).
The likelihood of a seat's choices so far, if its hand were a world's, follows a soft-greedy
model: P(card) ∝ exp(β · reach(hand, card)) over the cards that fitted then. β is moderate so
a player who does not think that way only flattens the weights: it never rules a world out
(the rules' facts — voids, passes, face-up doubles — do that, in the world's dealing).

A sharper model for players who do play that way (the greedy yardstick lays exactly the card of
most reach, the lowest on ties): a large β with ``noise`` ε, P = (1 − ε) · softmax + ε / n over
the n cards that fitted, so one choice against the model costs log(ε / n), not −∞; β = ∞ is
greedy's card exactly (its tie rule included). And as nobody knows how the others think, a
seat's choices may be weighed by a mixture: with prior ``mix`` the seat chooses uniformly
(β = 0), otherwise by the model, P(choices) = (1 − mix) · P_model + mix · P_uniform; the
choices themselves then say which of the two the seat is (a greedy player's soon match the
model, a searching player's do not: sixth round of docs/trix-ai.md, where tools/trix_inference.py
fits β and ε on recorded choices and measures how much each model puts on the true hands).
"""

from __future__ import annotations

import math
import random

from ...games.trix.layout import Layout
from ...games.trix.playout import greedy_layout_card, reach
from ...games.trix.view import TrixView

#: how sharply the model prefers the card that opens most of the player's own cards
BETA = 0.7


def layout_log_likelihood(view: TrixView, hands: list[int], beta: float = BETA,
                          noise: float = 0.0) -> float:
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
    for seat, card in log:
        if card < 0:
            continue
        hand = then[seat]
        if seat != view.seat:
            legal = hand & layout.fits
            if legal & (legal - 1):  # a real choice
                total += choice_log(hand, legal, card, beta, noise)
        then[seat] = hand ^ (1 << card)
        layout.lay(card)
    return total


def choice_log(hand: int, legal: int, card: int, beta: float, noise: float = 0.0) -> float:
    """log P(laying ``card`` of the ``legal`` ones from ``hand``) under the soft-greedy model,
    mixed with ``noise`` of a uniform choice (β = ∞: greedy's card exactly)."""
    if beta == math.inf:
        hit = 1.0 if greedy_layout_card(hand, legal) == card else 0.0
        share = (1.0 - noise) * hit + noise / legal.bit_count()
        return math.log(share) if share > 0.0 else -math.inf
    exp = math.exp
    chosen = beta * reach(hand, card)
    norm = 0.0
    rest = legal
    while rest:
        bit = rest & -rest
        rest ^= bit
        norm += exp(beta * reach(hand, bit.bit_length() - 1) - chosen)
    if noise:
        return math.log((1.0 - noise) / norm + noise / legal.bit_count())
    return -math.log(norm)


class SeatChoices:
    """One other seat's layout choices, ready to score candidate hands fast: per real choice
    the cards that fitted then and the card laid, and the cards it laid from then on (so its
    hand then is its hand now plus those)."""

    __slots__ = ("entries",)

    def __init__(self, view: TrixView, seat: int) -> None:
        layout = Layout()
        steps: list[tuple[int, int]] = []  # (fits then, card laid) for every card the seat laid
        for who, card in view.layout_log:
            if card < 0:
                continue
            if who == seat:
                steps.append((layout.fits, card))
            layout.lay(card)
        later = 0
        entries = []
        for fits, card in reversed(steps):
            later |= 1 << card
            entries.append((fits, card, later))
        self.entries = tuple(reversed(entries))

    def log_likelihood(self, hand: int, beta: float, noise: float = 0.0,
                       mix: float = 0.0) -> float:
        """log P(this seat's choices | its hand now is ``hand``), as layout_log_likelihood;
        with ``mix`` of a uniform chooser mixed in (the module's docstring)."""
        total = 0.0
        uniform = 0.0
        for fits, card, later in self.entries:
            then = hand | later
            legal = then & fits
            if legal & (legal - 1):
                total += choice_log(then, legal, card, beta, noise)
                uniform -= math.log(legal.bit_count())
        if not mix:
            return total
        return _log_add(math.log1p(-mix) + total, math.log(mix) + uniform)


def _log_add(a: float, b: float) -> float:
    """log(exp(a) + exp(b)), safe for large magnitudes and −∞."""
    high, low = (a, b) if a >= b else (b, a)
    if high == -math.inf:
        return high
    return high + math.log1p(math.exp(low - high))


def swap_chain(view: TrixView, start: dict[int, int], movable: int, allowed: dict[int, int],
               beta: float, rng: random.Random, steps: int, every: int,
               noise: float = 0.0, mix: float = 0.0) -> list[dict[int, int]]:
    """Worlds after the others' layout choices by Metropolis moves from ``start`` (the other
    seats' hands): swap two ``movable`` cards between two seats (each card ``allowed`` in its
    new seat, so the rules' facts hold) and keep the swap with the likelihood ratio. The
    swaps are symmetric and every consistent deal is equally likely beforehand, so the chain
    draws deals as the choices weigh them; a world every ``every`` steps is returned."""
    seats = sorted(start)
    choices = {s: SeatChoices(view, s) for s in seats}
    hands = dict(start)
    logs = {s: choices[s].log_likelihood(hands[s], beta, noise, mix) for s in seats}
    worlds = []
    pairs = [(a, b) for a in seats for b in seats if a < b]
    for step in range(1, steps + 1):
        a, b = pairs[int(rng.random() * len(pairs))]
        give = hands[a] & movable & allowed[b]
        take = hands[b] & movable & allowed[a]
        if give and take:
            x = _random_bit(give, rng)
            y = _random_bit(take, rng)
            new_a = hands[a] ^ x ^ y
            new_b = hands[b] ^ y ^ x
            log_a = choices[a].log_likelihood(new_a, beta, noise, mix)
            log_b = choices[b].log_likelihood(new_b, beta, noise, mix)
            # the Hastings term: the reverse swap's choices may be more or fewer
            back = (new_a & movable & allowed[b]).bit_count() * \
                (new_b & movable & allowed[a]).bit_count()
            gain = log_a + log_b - logs[a] - logs[b] + math.log(
                give.bit_count() * take.bit_count() / back)
            if gain >= 0 or rng.random() < math.exp(gain):
                hands[a], hands[b] = new_a, new_b
                logs[a], logs[b] = log_a, log_b
        if step % every == 0:
            worlds.append(dict(hands))
    return worlds


def _random_bit(mask: int, rng: random.Random) -> int:
    for _ in range(int(rng.random() * mask.bit_count())):
        mask &= mask - 1
    return mask & -mask
