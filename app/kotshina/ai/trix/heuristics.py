"""Rule-of-thumb Trix players: greedy (the yardstick), easy (greedy with noise) and medium
(card memory, shown voids, a partner's tricks, blocking in the layout). They read only the
seat's view and the legal moves; the contract choice is in contracts.py.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.tricks import ACE, JACK, KING, KING_OF_HEARTS, QUEEN, RANKS
from ...games.trix import CardMove, ContractMove, DoubleMove, TrixMove
from ...games.trix.playout import reach
from ...games.trix.view import TrixView
from ..base import Budget
from .cards import danger, partner_of, rank, suit, trick_cards, trick_cost, winner_so_far
from .contracts import choose_contract


# ---------------------------------------------------------------------- doubling
def safe_to_double(hand: Sequence[int], card: int) -> bool:
    """Pagat's rule of thumb: double a card you expect to pass on to someone else.

    The K♥: with three more hearts to duck with, or a short side suit (a void lets you, and
    in King of Hearts obliges you to, throw it on another's trick). A queen: with two lower
    cards of its suit to duck with and neither its ace nor its king, or with three lower.
    """
    s = suit(card)
    same = [rank(c) for c in hand if suit(c) == s and c != card]
    sides = [sum(1 for c in hand if suit(c) == t) for t in range(4) if t != s]
    if card == KING_OF_HEARTS:
        return len(same) >= 3 or (min(sides) <= 1 and len(same) >= 1)
    lower = sum(1 for r in same if r < QUEEN)
    high = any(r in (KING, ACE) for r in same)
    return (lower >= 2 and not high) or lower >= 3


def doubling_choice(hand: Sequence[int], legal_moves: Sequence[DoubleMove]) -> DoubleMove:
    wanted = 0
    for move in legal_moves:
        for card in move.cards:
            if safe_to_double(hand, card):
                wanted |= 1 << card
    return next(m for m in legal_moves if m.mask == wanted)


# ---------------------------------------------------------------------- trick play
def greedy_card(view: TrixView, cards: Sequence[int]) -> int:
    """The safest card for the contract, without memory: lead low (penalty cards last), duck
    under the winning card, when void throw the costliest card."""
    cost = danger(view)
    trick = trick_cards(view)
    if not trick:
        return min(cards, key=lambda c: (cost[c] > 0, rank(c), c))
    winner = winner_so_far(view)
    assert winner is not None  # the trick has its lead
    best = winner[1]
    if suit(cards[0]) == suit(trick[0]):  # following suit
        losers = [c for c in cards if c < best]
        if losers:
            return max(losers)  # duck as high as possible
        if len(trick) == 3:  # the trick is mine anyway: shed the highest safe card
            return max(cards, key=lambda c: (cost[c] == 0, c))
        return min(cards, key=lambda c: (cost[c] > 0, c))
    return max(cards, key=lambda c: (cost[c], rank(c), c))  # void: dump the worst card


def higher_out(view: TrixView, card: int, seats: Sequence[int]) -> int:
    """How many unseen cards of ``card``'s suit above it may sit with ``seats``."""
    s = suit(card)
    if all(s in view.voids[seat] for seat in seats):
        return 0
    return sum(1 for c in view.unseen if suit(c) == s and c > card)


def medium_card(view: TrixView, cards: Sequence[int]) -> int:
    """Greedy with card memory: lead what others must beat, flush out penalty cards you do
    not hold, never feed a penalty to your partner, duck by what is still out."""
    cost = danger(view)
    per_trick = trick_cost(view)
    trick = trick_cards(view)
    me = view.seat
    after = [(me + i) % 4 for i in range(1, 4 - len(trick))]
    partner = partner_of(view, me)
    if not trick:
        unseen_danger = {suit(c) for c in view.unseen if cost[c] > 0}

        def lead_key(c: int) -> tuple[float, ...]:
            # a suit a follower is void in invites penalty cards onto my trick
            voids = sum(1 for s in after if suit(c) in view.voids[s])
            flush = suit(c) in unseen_danger and cost[c] == 0 and higher_out(view, c, after) > 0
            return (cost[c] > 0, voids > 0 and per_trick == 0, -flush,
                    -min(higher_out(view, c, after), 4), rank(c), c)
        return min(cards, key=lead_key)
    winner = winner_so_far(view)
    assert winner is not None  # the trick has its lead
    seat, best = winner
    if suit(cards[0]) == suit(trick[0]):
        losers = [c for c in cards if c < best]
        if losers:
            if seat == partner:  # the partner takes it: keep the penalty cards away
                return max(losers, key=lambda c: (cost[c] == 0, c))
            return max(losers)
        if not after:  # last: the trick is mine, shed the highest card that costs nothing
            return max(cards, key=lambda c: (cost[c] == 0, c))
        covered = [c for c in cards if cost[c] == 0 and higher_out(view, c, after) >= 2]
        if covered:
            return max(covered)
        return min(cards, key=lambda c: (cost[c] > 0, c))
    if seat == partner:  # void on my partner's trick: throw a high card that costs nothing
        safe = [c for c in cards if cost[c] == 0]
        if safe:
            return max(safe, key=lambda c: (rank(c), c))

    def dump_key(c: int) -> tuple[float, ...]:
        lower_out = sum(1 for u in view.unseen if suit(u) == suit(c) and u < c)
        return (cost[c], rank(c) * (1 if lower_out else 0.5), c)
    return max(cards, key=dump_key)


# ---------------------------------------------------------------------- the layout
def _reach(hand: set[int], card: int) -> tuple[int, int]:
    """(my cards that laying ``card`` brings nearer the layout in its direction, whether the
    next card that way is someone else's)."""
    s, r = suit(card), rank(card)
    base = s * RANKS
    directions = (1, -1) if r == JACK else ((1,) if r > JACK else (-1,))
    mine = 0
    theirs = 0
    for step in directions:
        nxt = r + step
        if not 0 <= nxt <= ACE:
            continue
        if base + nxt not in hand:
            theirs += 1
        end = ACE if step > 0 else 0
        mine += sum(1 for q in range(nxt, end + step, step) if base + q in hand)
    return mine, theirs


def greedy_layout(view: TrixView, cards: Sequence[int]) -> int:
    """The card that opens the most of my own cards (jacks and row ends first on ties): the
    fast playout's greedy choice (games/trix/playout.reach)."""
    hand = sum(1 << c for c in view.hand)
    return max(cards, key=lambda c: (reach(hand, c), -c))


def medium_layout(view: TrixView, cards: Sequence[int]) -> int:
    """Pagat's strategy: play what keeps my own rows moving, hold back cards the others are
    waiting for (a card whose next one is in another hand opens it for them), and with
    partners do not hold up my partner: their passes show which cards they lack."""
    hand = set(view.hand)
    partner = partner_of(view, view.seat)
    partner_lacks = view.lacks[partner] if partner is not None else frozenset()

    def key(c: int) -> tuple[float, ...]:
        mine, theirs = _reach(hand, c)
        helps_partner = 0
        if partner is not None:
            s, r = suit(c), rank(c)
            for nxt in (r + 1, r - 1):
                card = s * RANKS + nxt
                if 0 <= nxt <= ACE and card in view.unseen and card not in partner_lacks:
                    helps_partner += 1
        return (mine - 1.5 * theirs + 0.75 * helps_partner, -c)
    return max(cards, key=key)


class GreedyAgent:
    """The fixed yardstick: deterministic, immediate value only."""

    name = "greedy"
    default_seconds = 0.01
    samples = 12  # deals simulated per contract when choosing one

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: TrixView, legal_moves: list[TrixMove], budget: Budget) -> TrixMove:
        if len(legal_moves) == 1:
            return legal_moves[0]
        first = legal_moves[0]
        if isinstance(first, ContractMove):
            contracts = [m for m in legal_moves if isinstance(m, ContractMove)]
            return choose_contract(view, contracts, self.samples, self.seed)
        if isinstance(first, DoubleMove):
            return doubling_choice(view.hand, [m for m in legal_moves if isinstance(m, DoubleMove)])
        cards = [m.card for m in legal_moves if isinstance(m, CardMove)]
        card = self.layout(view, cards) if view.phase == "layout" else self.card(view, cards)
        return legal_moves[cards.index(card)]

    def card(self, view: TrixView, cards: list[int]) -> int:
        return greedy_card(view, cards)

    def layout(self, view: TrixView, cards: list[int]) -> int:
        return greedy_layout(view, cards)


class EasyAgent(GreedyAgent):
    """Greedy with noise: a random legal move now and then."""

    name = "easy"
    noise = 0.3
    samples = 4

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)

    def choose(self, view: TrixView, legal_moves: list[TrixMove], budget: Budget) -> TrixMove:
        if self.rng.random() < self.noise:
            return legal_moves[self.rng.randrange(len(legal_moves))]
        return super().choose(view, legal_moves, budget)


class MediumAgent(GreedyAgent):
    """Heuristics with card memory and blocking; more simulations for the contract."""

    name = "medium"
    samples = 24

    def card(self, view: TrixView, cards: list[int]) -> int:
        return medium_card(view, cards)

    def layout(self, view: TrixView, cards: list[int]) -> int:
        return medium_layout(view, cards)
