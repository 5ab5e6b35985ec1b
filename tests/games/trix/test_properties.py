"""Invariants of the Trix engine over many random matches (hypothesis draws the seeds and the
options): kingdoms sum to zero without doubling, cards are conserved, each contract once per
kingdom, deals end early exactly when they should, every listed move applies and no other
does, clones are independent, and views tell the truth about the hidden hands."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from kotshina.core import events as ev
from kotshina.core.cards import FRENCH
from kotshina.core.errors import RuleViolation
from kotshina.core.tricks import DIAMOND_MASK, FULL_DECK, KH_BIT, QUEEN_MASK, SUIT_MASK
from kotshina.games.trix import PASS, CardMove, ContractMove, DoubleMove, new_match
from kotshina.games.trix.cards import DEAL_TOTALS, DOUBLE_PART, MODES
from kotshina.games.trix.state import TrixState

OPTIONS = st.fixed_dictionaries({
    "mode": st.sampled_from(["kingdoms", "complex"]), "partners": st.booleans(),
    "doubling": st.booleans(), "forced_discards": st.booleans()})


def random_match(seed: int, options: dict[str, Any], visit=None) -> TrixState:
    """Play a whole match with random legal moves; ``visit(state, rng)`` sees every position.
    The state gets a ``takers`` list for the tests: per deal, card -> the seat that took it."""
    rng = random.Random(seed)
    state = new_match(**options)
    takers: list[dict[int, int]] = []
    while not state.is_over:
        if state.needs_deck:
            deck = list(range(52))
            rng.shuffle(deck)
            state.start_deal(deck)
            takers.append({})
            continue
        if visit is not None:
            visit(state, rng)
        moves = state.legal_moves()
        for event in state.apply(moves[rng.randrange(len(moves))]):
            if event.kind == ev.TRICK_WON:
                takers[-1].update(dict.fromkeys(event.cards, event.seat))
    TAKERS[id(state)] = takers
    return state


TAKERS: dict[int, list[dict[int, int]]] = {}


def self_taken(state: TrixState, number: int, deal: dict[str, Any]) -> int:
    """What doubling took off deal ``number``'s usual total: doubled cards their doubler took."""
    takers = TAKERS[id(state)][number]
    return sum(DOUBLE_PART[deal["contract"]][FRENCH.parse(name)]
               for name, doubler in deal["doubled"].items()
               if takers[FRENCH.parse(name)] == doubler)


def conserved(state: TrixState) -> None:
    hands = state.hands
    held = 0
    for hand in hands:
        assert held & hand == 0
        held |= hand
    assert held & state.played == 0
    assert held | state.played == FULL_DECK
    tricks = state.tricks
    if tricks is not None:
        taken = 0
        for mask in tricks.taken:
            taken |= mask
        in_trick = sum(1 << c for c in tricks.trick)
        assert taken | in_trick == state.played and taken & in_trick == 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), options=OPTIONS)
def test_whole_matches_keep_the_rules(seed: int, options: dict[str, Any]) -> None:
    state = random_match(seed, options, lambda s, rng: conserved(s))
    per_kingdom = len(MODES[options["mode"]])
    deals = state.deal_results
    assert len(deals) == 4 * per_kingdom
    sides = 2 if options["partners"] else 4
    assert state.totals == [sum(d["points"][s] for d in deals) for s in range(sides)]
    first_owner = state.first_owner
    for k in range(4):
        kingdom = deals[k * per_kingdom:(k + 1) * per_kingdom]
        assert {d["owner"] for d in kingdom} == {(first_owner + k) % 4}  # type: ignore[operator]
        assert sorted(d["contract"] for d in kingdom) == sorted(MODES[options["mode"]])
        if not options["doubling"]:
            assert sum(sum(d["seat_points"]) for d in kingdom) == 0
    for number, deal in enumerate(deals):
        assert sum(deal["points"]) == sum(deal["seat_points"])
        usual = DEAL_TOTALS[deal["contract"]]
        if deal["contract"] == "trix":
            assert sorted(deal["places"]) == [0, 1, 2, 3]
            assert sum(deal["seat_points"]) == usual
        else:  # doubling changes a deal's total only when a doubler took back their own card
            assert sum(deal["seat_points"]) == usual + self_taken(state, number, deal)
            if deal["contract"] in ("ltoosh", "complex"):
                assert sum(deal["tricks"]) == 13


def test_deals_end_exactly_when_their_penalty_cards_are_all_taken() -> None:
    """King of Hearts ends at the K♥'s trick, Queens at the 4th queen's, Diamonds at the 13th
    diamond's (never before); Trix ends when the third player is out."""
    ends = {"king-of-hearts": KH_BIT, "queens": QUEEN_MASK, "diamonds": DIAMOND_MASK}
    seen = set()
    for seed in range(30):
        rng = random.Random(seed)
        state = new_match(forced_discards=seed % 2 == 0)
        while not state.is_over:
            if state.needs_deck:
                deck = list(range(52))
                rng.shuffle(deck)
                state.start_deal(deck)
                continue
            tricks = state.tricks
            taken = 0
            for mask in tricks.taken if tricks else ():
                taken |= mask
            contract = state.contract
            if tricks is not None and contract in ends:
                assert taken & ends[contract] != ends[contract]  # not over yet: not all taken
            finished_before = len(state.finished)
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
            if not state.in_deal and contract == "trix":
                assert finished_before == 2 and len(state.finished) == 4
                seen.add(contract)
            elif not state.in_deal and contract in ends:
                result = state.deal_results[-1]
                assert sum(result["tricks"]) <= 13
                seen.add(contract)
    assert seen == {"trix", *ends}


ALL_MOVES = ([CardMove(c) for c in range(52)] + [ContractMove(c) for c in DEAL_TOTALS]
             + [PASS, DoubleMove(0), DoubleMove(KH_BIT), DoubleMove(QUEEN_MASK & SUIT_MASK[0])])


def test_every_listed_move_applies_and_no_other() -> None:
    checked = 0

    def visit(state: TrixState, rng: random.Random) -> None:
        nonlocal checked
        if rng.random() > 0.05:
            return
        legal = set(state.legal_moves())
        for move in ALL_MOVES + list(legal):
            copy = state.clone()
            if move in legal:
                copy.apply(move)
            else:
                try:
                    copy.apply(move)
                except RuleViolation as exc:
                    assert exc.code, move
                else:
                    raise AssertionError(f"{move!r} was applied but is not listed")
        checked += 1

    for seed in range(6):
        random_match(seed, {"mode": "complex", "forced_discards": seed % 2 == 0}, visit)
    assert checked > 20


def test_clones_are_independent() -> None:
    def visit(state: TrixState, rng: random.Random) -> None:
        if rng.random() > 0.1:
            return
        copy = state.clone()
        before = (list(state.hands), state.played, list(state.deal_points), state.phase)
        moves = copy.legal_moves()
        copy.apply(moves[0])
        assert (list(state.hands), state.played, list(state.deal_points), state.phase) == before
        assert state.legal_moves() == moves

    random_match(3, {}, visit)


def test_views_tell_the_truth_and_worlds_fit_them() -> None:
    """Voids, cards proved absent and doubled cards hold for the real hands (worlds rely on
    them), and a world dealt from the acting seat's view offers it the same legal moves."""
    worlds = 0

    def visit(state: TrixState, rng: random.Random) -> None:
        nonlocal worlds
        for seat in range(4):
            for suit in range(4):
                if state.voids[seat] >> suit & 1:
                    assert state.hands[seat] & SUIT_MASK[suit] == 0
            assert state.hands[seat] & state.lacks[seat] == 0
        if rng.random() < 0.08:
            seat = state.current_player
            view = state.view_for(seat)  # type: ignore[arg-type]
            world = state.determinize(seat, rng)  # type: ignore[arg-type]
            assert world.legal_moves() == state.legal_moves()
            assert world.hands[seat] == state.hands[seat]  # type: ignore[index]
            for card, doubler in view.doubled:
                if card in view.unseen:
                    assert world.hands[doubler] >> card & 1
            for other in range(4):
                assert world.hands[other].bit_count() == state.hands[other].bit_count()
                assert world.hands[other] & world.lacks[other] == 0
            worlds += 1

    for seed in range(8):
        random_match(seed, {"forced_discards": seed % 2 == 1}, visit)
    assert worlds > 100
