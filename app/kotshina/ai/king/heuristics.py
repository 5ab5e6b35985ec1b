"""Rule-of-thumb King players: greedy (the yardstick), easy (greedy with noise) and medium
(card memory and shown voids). They read only the seat's view and the legal moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...games.king.cards import CARD_PENALTIES, KOZ, RANKS
from ...games.king.moves import CardMove, ContractMove, KingMove
from ...games.king.view import KingView
from ..base import Budget

ACE, KING, QUEEN, JACK = 12, 11, 10, 9
#: deal totals (absolute) of the contracts: how much is at stake
STAKE = {"no-tricks": 650, "no-hearts": 390, "no-kings-jacks": 480, "no-queens": 400,
         "rifki": 320, "no-last-two": 360, KOZ: 650}


def _danger_table(contract: str) -> tuple[int, ...]:
    penalty = CARD_PENALTIES.get(contract)
    if penalty is None:
        return (0,) * 52
    mask, per_card = penalty
    return tuple(-per_card if mask >> c & 1 else 0 for c in range(52))


#: points a card costs whoever takes it, per contract
DANGER: dict[str, tuple[int, ...]] = {c: _danger_table(c) for c in STAKE}


def rank(card: int) -> int:
    return card % RANKS


def suit(card: int) -> int:
    return card // RANKS


def trick_cards(view: KingView) -> list[int]:
    return [card for _, card in view.trick]


def winning_card(trick: Sequence[int], trump: int | None) -> int:
    """The card currently winning ``trick`` (non-empty)."""
    best = trick[0]
    for card in trick[1:]:
        if suit(card) == suit(best):
            if card > best:
                best = card
        elif suit(card) == trump:
            best = card
    return best


def beats(card: int, best: int, trump: int | None) -> bool:
    if suit(card) == suit(best):
        return card > best
    return suit(card) == trump


# ---------------------------------------------------------------------- contract choice
def estimate_contract(hand: Sequence[int], move: ContractMove) -> float:
    """Rough value of ``move`` for this hand: my expected points minus the others' average.

    Deal totals are fixed per contract, so the share of tricks / penalty cards a hand is
    likely to take decides; high cards and short suits take tricks, low cards duck them.
    """
    by_suit: list[list[int]] = [[], [], [], []]
    for card in hand:
        by_suit[suit(card)].append(rank(card))
    if move.contract == KOZ:
        assert move.trump is not None  # koz is always chosen with its trump suit
        trumps = by_suit[move.trump]
        tricks = len(trumps) * 0.7 + sum(0.3 for r in trumps if r >= QUEEN)
        for s, ranks in enumerate(by_suit):
            if s == move.trump:
                continue
            tricks += (ACE in ranks) * 0.9 + (KING in ranks and len(ranks) >= 2) * 0.5
        tricks = min(13.0, tricks)
        return 50 * tricks - 50 * (13 - tricks) / 3
    # strength: how far the high cards stick out, with short suits making them harder to duck
    strength = 0.0
    for ranks in by_suit:
        low = sum(1 for r in ranks if r <= 5)
        for r in ranks:
            if r >= 8:
                strength += (r - 7) * (1.3 if low <= 1 else 0.8)
    share = min(0.9, max(0.02, 0.25 + (strength - 15) / 60))
    hearts = by_suit[1]
    if move.contract == "rifki":
        if KING in hearts:
            share = min(0.95, 0.55 + 0.35 / max(1, len(hearts)))
        else:
            share *= 0.8
    elif move.contract == "no-queens":
        exposed = sum(1 for ranks in by_suit if QUEEN in ranks and len(ranks) <= 3)
        share = min(0.9, share + 0.12 * exposed)
    elif move.contract == "no-hearts":
        share = min(0.9, max(0.02, share + 0.02 * sum(1 for r in hearts if r >= 8)
                             - 0.015 * sum(1 for r in hearts if r <= 5)))
    elif move.contract == "no-last-two":
        share = min(0.9, max(0.02, 0.25 + (strength - 15) / 90))
    stake = STAKE[move.contract]
    cost = share * stake
    return -cost + (stake - cost) / 3


def best_contract(hand: Sequence[int], options: Sequence[ContractMove]) -> ContractMove:
    return max(options, key=lambda m: (estimate_contract(hand, m), -options.index(m)))


# ---------------------------------------------------------------------- card play
def greedy_card(view: KingView, cards: Sequence[int]) -> int:
    """The safest card for a penalty contract, the cheapest sure gain in koz (no memory)."""
    trick = trick_cards(view)
    trump = view.trump
    if view.contract == KOZ:
        if not trick:
            return max(cards, key=lambda c: (rank(c), suit(c) == trump, -c))
        best = winning_card(trick, trump)
        winners = [c for c in cards if beats(c, best, trump)]
        if winners:
            return min(winners, key=lambda c: (suit(c) == trump, rank(c)))
        return min(cards, key=lambda c: (suit(c) == trump, rank(c), c))
    danger = DANGER[view.contract or "no-tricks"]
    if not trick:
        return min(cards, key=lambda c: (danger[c] > 0, rank(c), c))
    best = winning_card(trick, None)
    if suit(cards[0]) == suit(trick[0]):  # following suit
        losers = [c for c in cards if c < best]
        if losers:
            return max(losers)  # duck as high as possible (a penalty card goes to the winner)
        if len(trick) == 3:  # the trick is mine anyway: shed the highest safe card
            return max(cards, key=lambda c: (danger[c] == 0, c))
        return min(cards, key=lambda c: (danger[c] > 0, c))
    return max(cards, key=lambda c: (danger[c], rank(c), c))  # void: dump the worst card


class GreedyAgent:
    """The fixed yardstick: deterministic, immediate value only."""

    name = "greedy"
    default_seconds = 0.01

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: KingView, legal_moves: list[KingMove], budget: Budget) -> KingMove:
        if isinstance(legal_moves[0], ContractMove):  # a contract is due: every move is one
            return best_contract(view.hand,
                                 [m for m in legal_moves if isinstance(m, ContractMove)])
        cards = [m.card for m in legal_moves if isinstance(m, CardMove)]  # all of them
        return legal_moves[cards.index(self.card(view, cards))]

    def card(self, view: KingView, cards: list[int]) -> int:
        return greedy_card(view, cards)


class EasyAgent(GreedyAgent):
    """Greedy with noise: a random legal move now and then, a random contract sometimes."""

    name = "easy"
    noise = 0.3

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)

    def choose(self, view: KingView, legal_moves: list[KingMove], budget: Budget) -> KingMove:
        if self.rng.random() < self.noise:
            return legal_moves[self.rng.randrange(len(legal_moves))]
        return super().choose(view, legal_moves, budget)


# ---------------------------------------------------------------------- medium: card memory
def higher_out(view: KingView, card: int, seats: Sequence[int]) -> int:
    """How many unseen cards of ``card``'s suit above it may sit with ``seats`` (voids known)."""
    s = suit(card)
    if all(s in view.voids[seat] for seat in seats):
        return 0
    return sum(1 for c in view.unseen if suit(c) == s and c > card)


def medium_card(view: KingView, cards: Sequence[int]) -> int:
    trick = trick_cards(view)
    me = view.current_player
    assert me is not None  # a card is chosen only on the seat's turn
    after = [(me + i) % 4 for i in range(1, 4 - len(trick))]
    if view.contract == KOZ:
        return _medium_koz(view, cards, trick, after)
    danger = DANGER[view.contract or "no-tricks"]
    if not trick:
        # lead the card most likely to be beaten: many unseen higher cards of its suit with
        # players that still follow it; never a penalty card if anything else will do
        def lead_key(c: int) -> tuple[bool, int, int, int]:
            return (danger[c] > 0, -min(higher_out(view, c, after), 4), rank(c), c)
        return min(cards, key=lead_key)
    best = winning_card(trick, None)
    if suit(cards[0]) == suit(trick[0]):
        losers = [c for c in cards if c < best]
        if losers:
            return max(losers)
        if not after:  # last: the trick is mine, shed the highest card that costs nothing
            return max(cards, key=lambda c: (danger[c] == 0, c))
        # someone after me may still go over: prefer a card that is likely to be covered
        covered = [c for c in cards if danger[c] == 0 and higher_out(view, c, after) >= 2]
        if covered:
            return max(covered)
        return min(cards, key=lambda c: (danger[c] > 0, c))
    # void: dump penalty cards first, then high cards of suits others still hold low cards in
    def dump_key(c: int) -> tuple[int, float, int]:
        lower_out = sum(1 for u in view.unseen if suit(u) == suit(c) and u < c)
        return (danger[c], rank(c) * (1 if lower_out else 0.5), c)
    return max(cards, key=dump_key)


def _medium_koz(view: KingView, cards: Sequence[int], trick: list[int], after: list[int]) -> int:
    trump = view.trump
    trumps_out = [c for c in view.unseen if suit(c) == trump]

    def master(c: int) -> bool:  # no unseen card of its suit is higher
        return not any(suit(u) == suit(c) and u > c for u in view.unseen)

    if not trick:
        masters = [c for c in cards if master(c) and (suit(c) == trump or not trumps_out)]
        if masters:
            return max(masters, key=lambda c: (suit(c) == trump, rank(c)))
        side_masters = [c for c in cards if master(c) and suit(c) != trump]
        if side_masters:
            return max(side_masters, key=rank)
        return min(cards, key=lambda c: (suit(c) == trump, rank(c), c))
    best = winning_card(trick, trump)
    winners = [c for c in cards if beats(c, best, trump)]
    if winners:
        if not after:
            return min(winners, key=lambda c: (suit(c) == trump, rank(c)))
        safe = [c for c in winners if higher_out(view, c, after) == 0
                and (suit(c) == trump or not trumps_out
                     or all(suit(c) not in view.voids[s] for s in after))]
        if safe:
            return min(safe, key=lambda c: (suit(c) == trump, rank(c)))
        if suit(winners[0]) == trump:
            return min(winners, key=rank)
        return max(winners, key=rank)
    return min(cards, key=lambda c: (suit(c) == trump, rank(c), c))


class MediumAgent(GreedyAgent):
    """Heuristics with card memory: unseen cards and shown voids decide ducking and leading."""

    name = "medium"

    def card(self, view: KingView, cards: list[int]) -> int:
        return medium_card(view, cards)
