"""Random full and short King matches checked against an independent reading of docs/rules-king.md.

The oracle below works on card *names* and lists, sharing no code with the engine's bitmasks.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kotshina.core.cards import FRENCH
from kotshina.core.errors import RuleViolation
from kotshina.games.king import CardMove, ContractMove, KingState, new_match

ORDER = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
PENALTIES = ["no-tricks", "no-hearts", "no-kings-jacks", "no-queens", "rifki", "no-last-two"]
ALL_CONTRACT_MOVES = [ContractMove(c) for c in PENALTIES] + [ContractMove("koz", s) for s in range(4)]
EARLY_END = {"no-hearts": lambda c: c.endswith("H"),
             "no-kings-jacks": lambda c: c[:-1] in ("K", "J"),
             "no-queens": lambda c: c[:-1] == "Q",
             "rifki": lambda c: c == "KH"}


def name(card: int) -> str:
    return FRENCH.format(card)


def suit(card: str) -> str:
    return card[-1]


def rank(card: str) -> int:
    return ORDER.index(card[:-1])


def oracle_cards(hand: list[str], trick: list[str], contract: str, trump: str | None,
                 heart_fell: bool) -> set[str]:
    if not trick:
        non_hearts = [c for c in hand if suit(c) != "H"]
        if contract in ("no-hearts", "rifki") and not heart_fell and non_hearts:
            return set(non_hearts)
        return set(hand)
    same = [c for c in hand if suit(c) == suit(trick[0])]
    if same:
        return set(same)
    if contract == "koz" and any(suit(c) == trump for c in hand):
        return {c for c in hand if suit(c) == trump}
    if contract == "rifki" and "KH" in hand:
        return {"KH"}
    return set(hand)


def oracle_winner(cards: list[str], trump: str | None) -> int:
    trumps = [c for c in cards if suit(c) == trump]
    pool = trumps or [c for c in cards if suit(c) == suit(cards[0])]
    return cards.index(max(pool, key=rank))


def oracle_points(contract: str, tricks: list[tuple[list[str], int]]) -> list[int]:
    points = [0, 0, 0, 0]
    for number, (cards, winner) in enumerate(tricks, start=1):
        if contract == "koz":
            points[winner] += 50
        elif contract == "no-tricks":
            points[winner] -= 50
        elif contract == "no-last-two":
            points[winner] -= 180 if number >= 12 else 0
        elif contract == "no-hearts":
            points[winner] -= 30 * sum(suit(c) == "H" for c in cards)
        elif contract == "no-kings-jacks":
            points[winner] -= 60 * sum(c[:-1] in ("K", "J") for c in cards)
        elif contract == "no-queens":
            points[winner] -= 100 * sum(c[:-1] == "Q" for c in cards)
        elif contract == "rifki":
            points[winner] -= 320 * ("KH" in cards)
    return points


class Tracker:
    """Independent bookkeeping of one match: quotas, tricks, scores, per the rules page."""

    def __init__(self, length: str, first: int) -> None:
        self.deals, self.koz_quota, self.pen_quota = {"full": (20, 2, 3), "short": (8, 1, 1)}[length]
        self.chooser = first
        self.koz = [0] * 4
        self.pen = [0] * 4
        self.uses = dict.fromkeys(PENALTIES, 0)
        self.totals = [0] * 4

    def contract_options(self) -> set[tuple[str, str | None]]:
        seat = self.chooser
        options: set[tuple[str, str | None]] = set()
        if self.pen[seat] < self.pen_quota:
            options |= {(c, None) for c in PENALTIES if self.uses[c] < 2}
        if self.koz[seat] < self.koz_quota:
            options |= {("koz", s) for s in "SHDC"}
        return options


def move_key(move) -> tuple:
    data = move.to_json()
    return (data["contract"], data.get("trump")) if "contract" in data else data["play"]


def check_position(state: KingState, tracker: Tracker) -> None:
    legal = state.legal_moves()
    seat = state.current_player
    if state.contract is None:
        assert seat == tracker.chooser
        assert {move_key(m) for m in legal} == tracker.contract_options()
    else:
        heart_fell = any(suit(name(c)) == "H" for _, cards, _ in state.history for c in cards)
        trump = None if state.trump is None else "SHDC"[state.trump]
        expected = oracle_cards([name(c) for c in state.hand(seat)],
                                [name(c) for c in state.trick], state.contract, trump, heart_fell)
        assert {move_key(m) for m in legal} == expected
    # every listed move applies; every other move is refused
    for move in legal:
        state.clone().apply(move)
    for move in [CardMove(c) for c in range(52)] + ALL_CONTRACT_MOVES:
        if move not in legal:
            try:
                state.check(move)
            except RuleViolation as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{move!r} was not listed but accepted")
    # card conservation
    hands = [set(state.hand(s)) for s in range(4)]
    trick = set(state.trick)
    taken = [set(c for _, cards, w in state.history if w == s for c in cards) for s in range(4)]
    every = [*hands, trick, *taken]
    assert sum(len(x) for x in every) == 52 and set().union(*every) == set(range(52))
    assert [len(t) for t in taken] == [4 * n for n in state.trick_counts]


def check_determinize(state: KingState, rng: random.Random) -> None:
    for seat in range(4):
        view = state.view_for(seat)
        truth = [set(state.hand(s)) for s in range(4)]
        for s in range(4):  # what the view claims is proven really holds
            assert not any(FRENCH.suit_index(c) in view.voids[s] for c in truth[s])
            if view.lacks_kh[s]:
                assert FRENCH.parse("KH") not in truth[s]
        world = state.determinize(seat, rng)
        assert world.view_for(seat) == view
        hands = [set(world.hand(s)) for s in range(4)]
        assert hands[seat] == truth[seat]
        assert [len(h) for h in hands] == [len(h) for h in truth]
        assert set().union(*hands) == set().union(*truth)
        for s in range(4):
            assert not any(FRENCH.suit_index(c) in view.voids[s] for c in hands[s])
            if view.lacks_kh[s]:
                assert FRENCH.parse("KH") not in hands[s]
        if state.current_player == seat:
            assert world.legal_moves() == state.legal_moves()


def check_clone_independent(state: KingState, rng: random.Random) -> None:
    views = [state.view_for(s) for s in range(4)]
    legal = state.legal_moves()
    other = state.clone()
    for _ in range(30):
        if other.is_over:
            break
        if other.needs_deck:
            deck = list(range(52))
            rng.shuffle(deck)
            other.start_deal(deck)
        other.apply(rng.choice(other.legal_moves()))
    assert [state.view_for(s) for s in range(4)] == views and state.legal_moves() == legal


def play_match(length: str, first: int, seed: int, deep: bool) -> KingState:
    rng = random.Random(seed)
    state = new_match(length, first)
    tracker = Tracker(length, first)
    positions = 0
    while not state.is_over:
        if state.needs_deck:
            deck = list(range(52))
            rng.shuffle(deck)
            state.start_deal(deck)
            contract = None
        check_position(state, tracker)
        positions += 1
        if deep and positions % 13 == 0:
            check_determinize(state, rng)
        if deep and positions % 97 == 0:
            check_clone_independent(state, rng)
        move = rng.choice(state.legal_moves())
        if isinstance(move, ContractMove):
            contract = move.contract
            if contract == "koz":
                tracker.koz[tracker.chooser] += 1
            else:
                tracker.pen[tracker.chooser] += 1
                tracker.uses[contract] += 1
        deal_before = len(state.deal_results)
        state.apply(move)
        if len(state.deal_results) > deal_before:
            result = state.deal_results[-1]
            tricks = [([name(c) for c in cards], winner) for _, cards, winner in state.history]
            for (cards, winner), (leader, _, _) in zip(tricks, state.history, strict=True):
                assert winner == (leader + oracle_winner(cards, result["trump"])) % 4
            # early end exactly after the trick that took the last penalty card
            if contract in EARLY_END:
                out = [sum(EARLY_END[contract](c) for cs, _ in tricks[:i + 1] for c in cs)
                       for i in range(len(tricks))]
                full = {"no-hearts": 13, "no-kings-jacks": 8, "no-queens": 4, "rifki": 1}[contract]
                assert out[-1] == full and full not in out[:-1]
            else:
                assert len(tricks) == 13
            assert result["points"] == oracle_points(contract, tricks)
            assert result["chooser"] == tracker.chooser and result["contract"] == contract
            assert result["tricks"] == [sum(w == s for _, w in tricks) for s in range(4)]
            tracker.totals = [t + p for t, p in zip(tracker.totals, result["points"], strict=True)]
            assert state.totals == tracker.totals
            tracker.chooser = (tracker.chooser + 1) % 4
    assert len(state.deal_results) == tracker.deals
    top = max(tracker.totals)
    leaders = [s for s in range(4) if tracker.totals[s] == top]
    assert state.draw == (len(leaders) > 1)
    assert state.winner == (None if state.draw else leaders[0])
    assert tracker.koz == [tracker.koz_quota] * 4 and tracker.pen == [tracker.pen_quota] * 4
    return state


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32), first=st.integers(0, 3))
def test_random_full_match_follows_the_rules_and_sums_to_zero(seed, first):
    state = play_match("full", first, seed, deep=True)
    assert sum(state.totals) == 0
    assert dict(state.contract_uses) == dict.fromkeys(PENALTIES, 2)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), first=st.integers(0, 3))
def test_random_short_match_follows_the_rules(seed, first):
    state = play_match("short", first, seed, deep=True)
    assert sum(state.contract_uses.values()) == 4
    assert all(n <= 2 for n in state.contract_uses.values())
