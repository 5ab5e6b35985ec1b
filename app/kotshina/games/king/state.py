"""The King (Rıfkı) engine (docs/rules-king.md): one state object covers a whole match of 4 players."""

from __future__ import annotations

from collections.abc import Sequence

from ...core import events as ev
from ...core.cards import FRENCH, check_permutation
from ...core.errors import RuleViolation
from ...core.events import Event
from ...core.json_types import JsonObject, JsonValue
from ...core.tricks import winning_index
from .cards import (
    CARD_PENALTIES,
    CONTRACTS,
    HEART_LEAD_RESTRICTED,
    HEART_MASK,
    HEARTS,
    KH_BIT,
    KING_OF_HEARTS,
    KOZ,
    LENGTHS,
    MAX_USES,
    PENALTY_CONTRACTS,
    RANKS,
    SUIT_MASK,
    SUIT_NAMES,
    SUITS,
    TRICKS_PER_DEAL,
    bits,
    trick_points,
)
from .moves import CARD_MOVES, KOZ_MOVES, PENALTY_MOVES, CardMove, ContractMove, KingMove
from .moves import move_from_json as _move_from_json
from .worlds import KingWorlds

PLAYERS = 4
#: suits other than hearts, as a void mask: leading a heart too early proves the hand is all hearts
_NOT_HEARTS_VOIDS = 0b1111 & ~(1 << HEARTS)


class KingState(KingWorlds):
    """A full (20 deals) or short (8 deals) King match. Sides are seats."""

    deck_kind = FRENCH
    LISTS = ("koz_used", "penalty_used", "hands", "trick", "taken", "trick_counts", "history",
             "voids", "lacks_kh", "deal_points", "deal_results", "totals")
    SPECIAL = ("contract_uses",)
    players = PLAYERS
    sides = PLAYERS
    __slots__ = (
        "length", "deals_total", "koz_quota", "penalty_quota", "first_chooser", "chooser",
        "deal_number", "koz_used", "penalty_used", "contract_uses", "in_deal", "contract",
        "trump", "hands", "trick", "leader", "to_play", "tricks_done", "taken", "trick_counts",
        "history", "played", "hearts_broken", "penalty_left", "voids", "lacks_kh",
        "deal_points", "deal_results", "totals", "over", "winner", "draw",
    )

    def __init__(self, length: str = "full", first_chooser: int = 0) -> None:
        if length not in LENGTHS:
            raise RuleViolation("a King match is 'full' (20 deals) or 'short' (8 deals)")
        if not 0 <= first_chooser < PLAYERS:
            raise RuleViolation("the first chooser must be a seat from 0 to 3")
        self.length = length
        self.deals_total, self.koz_quota, self.penalty_quota = LENGTHS[length]
        self.first_chooser = first_chooser
        self.chooser = (first_chooser - 1) % PLAYERS  # start_deal advances it
        self.deal_number = 0
        self.koz_used = [0] * PLAYERS
        self.penalty_used = [0] * PLAYERS
        self.contract_uses = dict.fromkeys(PENALTY_CONTRACTS, 0)
        self.deal_results: list[JsonObject] = []
        self.totals = [0] * PLAYERS
        self.over = False
        self.winner: int | None = None
        self.draw = False
        self._reset_deal()
        self.in_deal = False
        self.to_play: int | None = None

    def _reset_deal(self) -> None:
        self.in_deal = True
        self.contract: str | None = None
        self.trump: int | None = None
        self.hands = [0] * PLAYERS
        self.trick: list[int] = []  # cards of the current trick, in play order
        self.leader = self.chooser
        self.to_play = self.chooser
        self.tricks_done = 0
        self.taken = [0] * PLAYERS  # card masks taken per seat
        self.trick_counts = [0] * PLAYERS
        self.history: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)
        self.played = 0
        self.hearts_broken = False
        self.penalty_left = 0  # penalty cards not yet taken (early-end contracts)
        self.voids = [0] * PLAYERS  # bit s = seat proved void in suit s
        self.lacks_kh = [False] * PLAYERS
        self.deal_points = [0] * PLAYERS

    # ------------------------------------------------------------------ protocol properties
    def side_of(self, seat: int) -> int:
        return seat

    def hand(self, seat: int) -> list[int]:
        return bits(self.hands[seat])

    # ------------------------------------------------------------------ dealing
    def start_deal(self, deck: Sequence[int]) -> list[Event]:
        if not self.needs_deck:
            raise RuleViolation("a deal is in progress or the match is over")
        cards = list(deck)
        check_permutation(FRENCH, cards)
        self.chooser = (self.chooser + 1) % PLAYERS
        self.deal_number += 1
        self._reset_deal()
        # record order: a block of 13 to the chooser, then chooser+1, +2, +3
        for block in range(PLAYERS):
            mask = 0
            for card in cards[block * RANKS:(block + 1) * RANKS]:
                mask |= 1 << card
            self.hands[(self.chooser + block) % PLAYERS] = mask
        return [Event(ev.DEALT, None, (), {"hand_size": RANKS, "chooser": self.chooser,
                                           "deal": self.deal_number})]

    # ------------------------------------------------------------------ legal moves
    def contract_options(self, seat: int) -> list[ContractMove]:
        options: list[ContractMove] = []
        if self.penalty_used[seat] < self.penalty_quota:
            options.extend(PENALTY_MOVES[c] for c in PENALTY_CONTRACTS
                           if self.contract_uses[c] < MAX_USES)
        if self.koz_used[seat] < self.koz_quota:
            options.extend(KOZ_MOVES)
        return options

    def legal_mask(self) -> int:
        """The cards the player to act may play now, as a mask (0 outside trick play)."""
        seat = self.to_play
        if not self.in_deal or self.contract is None or seat is None:
            return 0
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            if self.contract in HEART_LEAD_RESTRICTED and not self.hearts_broken:
                others = hand & ~HEART_MASK
                if others:
                    return others
            return hand
        follow = hand & SUIT_MASK[trick[0] // RANKS]
        if follow:
            return follow
        if self.trump is not None:
            trumps = hand & SUIT_MASK[self.trump]
            if trumps:
                return trumps
        elif hand & KH_BIT and self.contract == "rifki":
            return KH_BIT
        return hand

    def legal_moves(self) -> list[KingMove]:
        seat = self.to_play
        if not self.in_deal or seat is None:
            return []
        if self.contract is None:
            return list(self.contract_options(seat))
        return [CARD_MOVES[c] for c in bits(self.legal_mask())]

    def move_from_json(self, data: JsonValue) -> KingMove:
        return _move_from_json(data)

    def check(self, move: KingMove) -> None:
        """Raise RuleViolation with a player's reason unless ``move`` is legal now."""
        if self.over:
            raise RuleViolation("the match is over", "match_over")
        if not self.in_deal:
            raise RuleViolation("the next deal has not been dealt yet", "no_deal")
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        if isinstance(move, ContractMove):
            self._check_contract(seat, move)
        elif isinstance(move, CardMove):
            self._check_card(seat, move.card)
        else:
            raise RuleViolation(f"{move!r} is not a King move", "not_a_move")

    def _check_contract(self, seat: int, move: ContractMove) -> None:
        if self.contract is not None:
            raise RuleViolation(f"the contract of this deal ({self.contract}) is already chosen",
                                "contract_already_chosen", contract=self.contract)
        contract = move.contract
        if contract not in CONTRACTS:
            raise RuleViolation(f"{contract!r} is not a King contract", "unknown_contract",
                                contract=str(contract))
        if contract == KOZ:
            if move.trump not in range(4):
                raise RuleViolation("koz needs a trump suit", "trump_missing")
            if self.koz_used[seat] >= self.koz_quota:
                raise RuleViolation(f"koz choices used up: seat {seat} must choose a penalty contract",
                                    "koz_used_up", seat=seat)
            return
        if move.trump is not None:
            raise RuleViolation("only koz names a trump suit", "trump_not_allowed", contract=contract)
        if self.penalty_used[seat] >= self.penalty_quota:
            raise RuleViolation(f"penalty choices used up: seat {seat} must choose koz",
                                "penalty_used_up", seat=seat)
        if self.contract_uses[contract] >= MAX_USES:
            raise RuleViolation(f"{contract} was already chosen twice", "contract_used_up",
                                contract=contract)

    def _check_card(self, seat: int, card: int) -> None:
        if self.contract is None:
            raise RuleViolation(f"seat {seat} must choose the contract first", "contract_first",
                                seat=seat)
        name = FRENCH.format(card)
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise RuleViolation(f"{name} is not in the hand of seat {seat}", "not_in_hand",
                                card=name, seat=seat)
        if self.legal_mask() >> card & 1:
            return
        if not self.trick:
            raise RuleViolation("hearts may not be led yet: no heart has been played", "hearts_not_broken")
        led = self.trick[0] // RANKS
        if hand & SUIT_MASK[led]:
            raise RuleViolation(f"must follow {SUIT_NAMES[led]}", "must_follow", suit=SUITS[led])
        if self.trump is not None:
            raise RuleViolation(f"must trump: {SUIT_NAMES[self.trump]} are trumps", "must_trump",
                                suit=SUITS[self.trump])
        raise RuleViolation(f"must play the K♥: no {SUIT_NAMES[led]} to follow with",
                            "must_play_kh", card=FRENCH.format(KING_OF_HEARTS), suit=SUITS[led])

    # ------------------------------------------------------------------ applying
    def apply(self, move: KingMove) -> list[Event]:
        self.check(move)
        if isinstance(move, ContractMove):
            return self._choose(move)
        events: list[Event] = []
        self.play_card(move.card, events)
        return events

    def _choose(self, move: ContractMove) -> list[Event]:
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        self.contract = move.contract
        self.trump = move.trump
        if move.contract == KOZ:
            self.koz_used[seat] += 1
        else:
            self.penalty_used[seat] += 1
            self.contract_uses[move.contract] += 1
        penalty = CARD_PENALTIES.get(move.contract)
        self.penalty_left = penalty[0] if penalty else 0
        trump = None if move.trump is None else SUITS[move.trump]
        return [Event(ev.CONTRACT_CHOSEN, seat, (), {"contract": move.contract, "trump": trump})]

    def play_card(self, card: int, events: list[Event] | None = None) -> None:
        """Play ``card`` for the player to act, without checking it (search fast path).

        Also records what the play proves about the hand (voids, K♥) for views.
        """
        seat = self.to_play
        assert seat is not None  # in a deal someone is always to play
        self.hands[seat] ^= 1 << card
        self.played |= 1 << card
        trick = self.trick
        suit = card // RANKS
        if trick:
            led = trick[0] // RANKS
            if suit != led:
                self.voids[seat] |= 1 << led
                if self.trump is not None and suit != self.trump:
                    self.voids[seat] |= 1 << self.trump
                elif self.contract == "rifki" and card != KING_OF_HEARTS:
                    self.lacks_kh[seat] = True
        elif suit == HEARTS and not self.hearts_broken and self.contract in HEART_LEAD_RESTRICTED:
            self.voids[seat] |= _NOT_HEARTS_VOIDS
        trick.append(card)
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (card,)))
        if len(trick) < PLAYERS:
            self.to_play = (seat + 1) % PLAYERS
            return
        self._finish_trick(events)

    def _finish_trick(self, events: list[Event] | None) -> None:
        trick = self.trick
        winner = (self.leader + winning_index(trick, self.trump)) % PLAYERS
        mask = 0
        for card in trick:
            mask |= 1 << card
        self.tricks_done += 1
        assert self.contract is not None  # tricks are played under a contract
        points = trick_points(self.contract, self.tricks_done, mask)
        self.taken[winner] |= mask
        self.trick_counts[winner] += 1
        self.deal_points[winner] += points
        self.history.append((self.leader, tuple(trick), winner))
        if mask & HEART_MASK:
            self.hearts_broken = True
        if events is not None:
            events.append(Event(ev.TRICK_WON, winner, tuple(trick),
                                {"points": points, "trick": self.tricks_done, "leader": self.leader}))
        self.trick = []
        self.leader = winner
        self.to_play = winner
        had_penalty = self.penalty_left
        self.penalty_left &= ~mask
        if self.tricks_done == TRICKS_PER_DEAL or (had_penalty and not self.penalty_left):
            self._end_deal(events)

    # ------------------------------------------------------------------ scoring
    def _end_deal(self, events: list[Event] | None) -> None:
        result = {
            "points": list(self.deal_points),
            "chooser": self.chooser,
            "contract": self.contract,
            "trump": None if self.trump is None else SUITS[self.trump],
            "tricks": list(self.trick_counts),
        }
        self.totals = [t + p for t, p in zip(self.totals, self.deal_points, strict=True)]
        result["totals"] = list(self.totals)  # running totals: score sheets read them
        self.deal_results.append(result)
        self.in_deal = False
        self.to_play = None
        if events is not None:
            events.append(Event(ev.DEAL_SCORED, None, (), dict(result, totals=list(self.totals))))
        if self.deal_number >= self.deals_total:
            self.over = True
            top = max(self.totals)
            leaders = [s for s, t in enumerate(self.totals) if t == top]
            self.draw = len(leaders) > 1
            self.winner = None if self.draw else leaders[0]
            if events is not None:
                events.append(Event(ev.MATCH_OVER, None, (),
                                    {"winner": self.winner, "draw": self.draw, "leaders": leaders}))

    # ------------------------------------------------------------------ search support
    def _clone_rest(self, other: KingState) -> None:
        other.contract_uses = dict(self.contract_uses)


def new_match(length: str = "full", first_chooser: int = 0) -> KingState:
    return KingState(length, first_chooser)
