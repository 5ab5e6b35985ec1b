"""The trick contracts' play: doubling, following suit, forced discards, tricks and points.

One ``TrickPlay`` per deal of a trick contract (King of Hearts, Queens, Diamonds, Ltoosh, the
complex). It owns the doubling queue, the current trick and what each seat has taken; the
state owns the hands and asks it which cards are legal and what a trick was worth.
"""

from __future__ import annotations

from typing import NoReturn

from ...core.cards import FRENCH
from ...core.errors import RuleViolation
from ...core.tricks import (
    DIAMOND_MASK,
    KH_BIT,
    KING_OF_HEARTS,
    RANKS,
    SUIT_MASK,
    SUIT_NAMES,
    SUITS,
    bits,
    winning_index,
)
from .cards import DOUBLABLE, EARLY_END, FORCED, FORCED_OPTION, TRICKS_PER_DEAL, trick_score

PLAYERS = 4


def submasks(mask: int) -> list[int]:
    """Every subset of ``mask``, the empty one first, in increasing order."""
    out = [0]
    sub = 0
    while True:
        sub = (sub - mask) & mask
        if not sub:
            return out
        out.append(sub)


def not_in_hand(seat: int, hand: int, card: int) -> None:
    """Refuse ``card`` unless it is in ``hand``."""
    if not hand >> card & 1:
        name = FRENCH.format(card)
        raise RuleViolation(f"{name} is not in the hand of seat {seat}", "not_in_hand",
                            card=name, seat=seat)


class TrickPlay:
    __slots__ = ("contract", "forced", "doublers", "doubled_by", "penalty_left", "trick",
                 "leader", "tricks_done", "taken", "counts", "history")

    def __init__(self, contract: str, owner: int, hands: list[int], doubling: bool,
                 forced_discards: bool) -> None:
        self.contract = contract
        #: cards a player who cannot follow must play, if held
        self.forced = FORCED.get(contract, 0) | (FORCED_OPTION.get(contract, 0)
                                                 if forced_discards else 0)
        order = [(owner + i) % PLAYERS for i in range(PLAYERS)]
        doublable = DOUBLABLE.get(contract, 0) if doubling else 0
        #: seats still to decide on doubling, in play order from the owner
        self.doublers = [s for s in order if hands[s] & doublable]
        self.doubled_by: dict[int, int] = {}  # doubled card -> the seat that doubled it
        self.penalty_left = EARLY_END.get(contract, 0)  # the deal ends once these are taken
        self.trick: list[int] = []  # cards of the current trick, in play order
        self.leader = owner
        self.tricks_done = 0
        self.taken = [0] * PLAYERS  # card masks taken per seat
        self.counts = [0] * PLAYERS  # tricks taken per seat
        self.history: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)

    def clone(self) -> TrickPlay:
        other = TrickPlay.__new__(TrickPlay)
        other.contract = self.contract
        other.forced = self.forced
        other.doublers = self.doublers[:]
        other.doubled_by = dict(self.doubled_by)
        other.penalty_left = self.penalty_left
        other.trick = self.trick[:]
        other.leader = self.leader
        other.tricks_done = self.tricks_done
        other.taken = self.taken[:]
        other.counts = self.counts[:]
        other.history = self.history[:]
        return other

    @property
    def doublable(self) -> int:
        return DOUBLABLE.get(self.contract, 0)

    def double_options(self, hand: int) -> list[int]:
        """The doubling decisions open to ``hand``: every subset of its doublable cards."""
        return submasks(hand & self.doublable)

    def refuse_double(self, seat: int, hand: int, mask: int) -> None:
        """Raise the reason why ``seat`` may not double ``mask`` now, if there is one."""
        if not self.doublable:
            raise RuleViolation(f"nothing can be doubled in {self.contract}", "nothing_to_double",
                                contract=self.contract)
        if not self.doublers:
            raise RuleViolation("doubling is decided before the first card is played",
                                "doubling_over")
        for card in bits(mask):
            not_in_hand(seat, hand, card)
            if not self.doublable >> card & 1:
                raise RuleViolation(f"{FRENCH.format(card)} cannot be doubled in {self.contract}",
                                    "not_doublable", card=FRENCH.format(card),
                                    contract=self.contract)

    def double(self, seat: int, mask: int) -> None:
        for card in bits(mask):
            self.doubled_by[card] = seat
        self.doublers.pop(0)

    # ------------------------------------------------------------------ legal cards
    def legal(self, hand: int) -> int:
        """The cards of ``hand`` that may be played to the current trick."""
        trick = self.trick
        if not trick:
            return hand  # any suit may be led, hearts too
        follow = hand & SUIT_MASK[trick[0] // RANKS]
        if follow:
            return follow
        return hand & self.forced or hand

    def refuse(self, hand: int, card: int) -> NoReturn:
        """Raise the reason why ``card`` (in ``hand``, not legal) may not be played."""
        led = self.trick[0] // RANKS
        if hand & SUIT_MASK[led]:
            raise RuleViolation(f"must follow {SUIT_NAMES[led]}", "must_follow", suit=SUITS[led])
        forced = hand & self.forced
        if forced & KH_BIT:
            raise RuleViolation(f"you hold the K♥ and can't follow {SUIT_NAMES[led]}: you must "
                                "play it", "must_play_kh", card=FRENCH.format(KING_OF_HEARTS),
                                suit=SUITS[led])
        if forced & ~DIAMOND_MASK:
            raise RuleViolation(f"you can't follow {SUIT_NAMES[led]}, so you must play a queen",
                                "must_play_queen", suit=SUITS[led])
        raise RuleViolation(f"you can't follow {SUIT_NAMES[led]}, so you must play a diamond",
                            "must_play_diamond", suit=SUITS[led])

    # ------------------------------------------------------------------ tricks
    def finish_trick(self, points: list[int]) -> tuple[int, bool]:
        """Score the full current trick into ``points`` (per seat); return its winner and
        whether the deal is over (13 tricks, or the last card of an early-end contract taken)."""
        trick = self.trick
        winner = (self.leader + winning_index(trick)) % PLAYERS
        mask = 0
        for card in trick:
            mask |= 1 << card
        self.tricks_done += 1
        trick_score(self.contract, mask, winner, self.doubled_by, points)
        self.taken[winner] |= mask
        self.counts[winner] += 1
        self.history.append((self.leader, tuple(trick), winner))
        self.trick = []
        self.leader = winner
        had_penalty = self.penalty_left
        self.penalty_left &= ~mask
        over = self.tricks_done == TRICKS_PER_DEAL or (had_penalty and not self.penalty_left)
        return winner, bool(over)
