"""ai/trix/layout_solver.py: the Trix contract solved in one known world. With no lookahead its
lines are the engine's own greedy play (passes, seats out, the last place); with lookahead it
finds the card that wins a race greedy loses; the search uses it for layout decisions."""

from __future__ import annotations

import random

from kotshina.ai.search import best_index, ismcts
from kotshina.ai.trix.heuristics import greedy_layout
from kotshina.ai.trix.layout_solver import LayoutSolver, place_points
from kotshina.ai.trix.searching import TrixSearch
from kotshina.core.cards import FRENCH
from kotshina.core.tricks import JACK, RANKS
from kotshina.games.trix import new_match
from kotshina.games.trix.cards import PLACE_POINTS
from kotshina.games.trix.layout import Layout
from kotshina.games.trix.moves import CardMove
from kotshina.games.trix.playout import greedy_layout_card
from kotshina.games.trix.state import TrixState


def _layout_deal(seed: int) -> TrixState:
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    state = new_match()
    state.start_deal(deck)
    state.apply(next(m for m in state.legal_moves() if m.contract == "trix"))
    return state


def _greedy_step(state: TrixState) -> None:
    moves = state.legal_moves()
    cards = [m.card for m in moves if isinstance(m, CardMove)]
    if cards:
        card = greedy_layout(state.view_for(state.current_player), cards)
        state.apply(next(m for m in moves if isinstance(m, CardMove) and m.card == card))
    else:
        state.apply(moves[0])


def test_without_lookahead_the_line_is_the_engines_greedy_play() -> None:
    for seed in range(40):
        state = _layout_deal(seed)
        for _ in range(seed % 25):
            _greedy_step(state)
        layout, seat = state.layout, state.to_play
        assert layout is not None and seat is not None
        order = LayoutSolver((seat,), depth=0).line(tuple(state.hands), layout.fits, seat,
                                                   tuple(state.finished))
        already = len(state.finished)
        before = list(state.deal_points)
        while state.in_deal:
            _greedy_step(state)
        assert tuple(state.finished) == order, seed
        assert [b + p for b, p in zip(before, place_points(order, already), strict=True)] \
            == state.deal_results[-1]["seat_points"]


def _card(name: str) -> int:
    return FRENCH.parse(name)


def _race() -> tuple[tuple[int, ...], int]:
    """Seat 0 holds Q♠ and 10♥ (both fit: every jack is laid); seat 1 holds only K♠. Laying
    Q♠ lets seat 1 out first; laying 10♥ first makes it pass, and seat 0 goes out first.
    Seats 2 and 3 hold all the other cards, so neither can go out within two turns."""
    layout = Layout()
    for suit in range(4):
        layout.lay(suit * RANKS + JACK)
    mine = (1 << _card("QS")) | (1 << _card("10H"))
    theirs = 1 << _card("KS")
    rest = [c for c in range(52) if c % RANKS != JACK and not (mine | theirs) >> c & 1]
    hands = (mine, theirs, sum(1 << c for c in rest[::2]), sum(1 << c for c in rest[1::2]))
    return hands, layout.fits


def test_greedy_would_lose_the_race_the_solver_wins() -> None:
    hands, fits = _race()
    legal = hands[0] & fits
    assert greedy_layout_card(hands[0], legal) == _card("QS")  # the tie goes to the spade
    assert LayoutSolver((0,), depth=0).line(hands, fits, 0, ()).index(0) == 1
    solver = LayoutSolver((0,), depth=2)
    order = solver.line(hands, fits, 0, ())
    assert order[0] == 0
    assert solver.after(hands, fits, 0, (), _card("10H"))[0] == 0
    assert solver.after(hands, fits, 0, (), _card("QS"))[:2] == (1, 0)
    assert solver.value(order) == PLACE_POINTS[0]


def test_partners_are_steered_together() -> None:
    """With partners the solver plays both seats of the side for their summed points: never
    worse for the side than each playing greedy."""
    for seed in range(12):
        state = _layout_deal(seed)
        for _ in range(8):
            _greedy_step(state)
        layout, seat = state.layout, state.to_play
        assert layout is not None and seat is not None
        args = (tuple(state.hands), layout.fits, seat, tuple(state.finished))
        side = (seat, (seat + 2) % 4)
        solver = LayoutSolver(side, depth=4)
        assert solver.value(solver.line(*args)) >= solver.value(LayoutSolver(side, 0).line(*args))


def test_the_search_lays_the_card_the_race_needs_when_it_knows_the_hands() -> None:
    """The search in solve mode, its worlds the true deal, lays 10♥ in the race above."""
    hands, fits = _race()
    state = _layout_deal(0)
    layout = Layout()
    for suit in range(4):
        layout.lay(suit * RANKS + JACK)
    state.play = layout
    state.hands = list(hands)
    state.played = sum(1 << (s * RANKS + JACK) for s in range(4))
    state.to_play = 0
    assert layout.fits == fits

    class Known(TrixSearch):
        def world(self, view, rng):  # type: ignore[no-untyped-def]
            super().world(view, rng)
            return state.clone()

    view = state.view_for(0)
    legal = state.legal_moves()
    stats, _ = ismcts(Known(solve=2), view, legal, float("inf"), 1, 40)
    chosen = legal[best_index(stats)]
    assert isinstance(chosen, CardMove) and chosen.card == _card("10H")


def test_past_its_depth_the_solver_lays_the_seats_cards_by_the_own_policy() -> None:
    """In the race above, greedy's card loses; an own policy that lays the 10♥ wins it, and
    it is told only the seat's hand, its cards that fit, and the others' cards as one set."""
    hands, fits = _race()
    seen: list[tuple[int, int, int]] = []

    def hearts_first(hand: int, legal: int, others: int) -> int:
        seen.append((hand, legal, others))
        ten = 1 << _card("10H")
        return _card("10H") if legal & ten else greedy_layout_card(hand, legal)

    order = LayoutSolver((0,), depth=0, own=hearts_first).line(hands, fits, 0, ())
    assert order[0] == 0
    assert seen[0] == (hands[0], hands[0] & fits, hands[1] | hands[2] | hands[3])
