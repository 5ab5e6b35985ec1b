"""Views of a Trix state for one seat, and full states built back from a view (worlds).

A world deals the cards the seat has not seen among the others (core/hidden_deal.py), each
to a seat that may still hold it (voids, cards proved absent), after putting every doubled
card that is still out back in its doubler's hand: it was shown face up.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol, TypeVar

from ...core.hidden_deal import deal_hidden
from ...core.tricks import FULL_DECK, bits, mask_of, suits_mask, void_suits
from .layout import Layout
from .scoring import leaders_of
from .tricks import TrickPlay
from .view import TrixView


class TrixWorld(Protocol):
    """The state's fields a view is made of and a world is written into (TrixState has them
    all; this module does not import state.py, which imports it)."""

    players: int
    mode: str
    partners: bool
    doubling: bool
    forced_discards: bool
    contracts: tuple[str, ...]
    deals_total: int
    deal_number: int
    first_owner: int | None
    owner: int | None
    kingdoms: list[tuple[int, list[str]]]
    in_deal: bool
    to_play: int | None
    over: bool
    winner: int | None
    draw: bool
    contract: str | None
    play: TrickPlay | Layout | None
    hands: list[int]
    played: int
    voids: list[int]
    lacks: list[int]
    finished: list[int]
    deal_points: list[int]
    seat_totals: list[int]
    totals: list[int]

    @property
    def current_player(self) -> int | None: ...

    @property
    def phase(self) -> str: ...

    @property
    def doublers(self) -> list[int]: ...

    @property
    def tricks(self) -> TrickPlay | None: ...

    @property
    def layout(self) -> Layout | None: ...

    def contracts_left(self) -> list[str]: ...

    def unseen_by(self, seat: int) -> int: ...


W = TypeVar("W", bound=TrixWorld)


def view_of(state: TrixWorld, seat: int) -> TrixView:
    """What ``seat`` may know of ``state`` (see view.py)."""
    in_deal = state.in_deal
    tricks = state.tricks
    layout = state.layout
    trick = tricks.trick if tricks else []
    leader = tricks.leader if tricks else None
    return TrixView(
        seat=seat, players=state.players, mode=state.mode, partners=state.partners,
        doubling=state.doubling, forced_discards=state.forced_discards,
        deals_total=state.deals_total, deal_number=state.deal_number,
        first_owner=state.first_owner, owner=state.owner,
        kingdoms=tuple((owner, tuple(played)) for owner, played in state.kingdoms),
        contracts_left=tuple(state.contracts_left()) if state.deal_number else state.contracts,
        phase=state.phase, contract=state.contract, current_player=state.current_player,
        hand=tuple(bits(state.hands[seat])) if in_deal else (),
        hand_counts=tuple(h.bit_count() if in_deal else 0 for h in state.hands),
        doublers=tuple(state.doublers),
        doubled=tuple(sorted(tricks.doubled_by.items())) if tricks else (),
        leader=leader if in_deal else None,
        trick=tuple(((leader + i) % state.players, c) for i, c in enumerate(trick))
        if leader is not None else (),
        tricks=tuple(tricks.history) if tricks else (),
        tricks_taken=tuple(tricks.counts) if tricks else (0,) * state.players,
        taken_cards=tuple(frozenset(bits(m)) for m in tricks.taken) if tricks
        else (frozenset(),) * state.players,
        rows=layout.rows() if layout else (None,) * 4,
        finished=tuple(state.finished),
        layout_log=tuple(layout.log) if layout else (),
        played=frozenset(bits(state.played)),
        voids=tuple(void_suits(v) for v in state.voids),
        lacks=tuple(frozenset(bits(m)) for m in state.lacks),
        deal_points=tuple(state.deal_points), seat_totals=tuple(state.seat_totals),
        totals=tuple(state.totals),
        unseen=frozenset(bits(state.unseen_by(seat))),
    )


def allowed_cards(view: TrixView, seat: int) -> int:
    """The cards ``seat`` may still hold, as far as ``view`` knows."""
    return FULL_DECK & ~suits_mask(view.voids[seat]) & ~mask_of(view.lacks[seat])


def state_from_view(make: Callable[[str, bool, bool, bool], W], view: TrixView,
                    rng: random.Random) -> W:
    """A state made by ``make(mode, partners, doubling, forced_discards)`` (the state's class),
    with what ``view`` shows written over it and the unseen cards dealt."""
    world = make(view.mode, view.partners, view.doubling, view.forced_discards)
    players = world.players
    world.first_owner = view.first_owner
    world.owner = view.owner
    world.kingdoms = [(owner, list(played)) for owner, played in view.kingdoms]
    world.deal_number = view.deal_number
    world.seat_totals = list(view.seat_totals)
    world.totals = list(view.totals)
    world.in_deal = view.current_player is not None
    world.to_play = view.current_player
    world.over = not world.in_deal and view.deal_number >= view.deals_total
    if world.over:
        leaders = leaders_of(world.totals)
        world.draw = len(leaders) > 1
        world.winner = None if world.draw else leaders[0]
    if not world.in_deal:
        return world
    world.contract = view.contract
    world.played = mask_of(view.played)
    world.voids = [mask_of(v) for v in view.voids]  # suit indices -> suit bits
    world.lacks = [mask_of(c) for c in view.lacks]
    world.finished = list(view.finished)
    world.deal_points = list(view.deal_points)
    hands = [0] * players
    hands[view.seat] = mask_of(view.hand)
    hidden = mask_of(view.unseen)
    room = {s: view.hand_counts[s] for s in range(players) if s != view.seat}
    for card, seat in view.doubled:
        if seat != view.seat and card in view.unseen:
            hands[seat] |= 1 << card
            hidden &= ~(1 << card)
            room[seat] -= 1
    allowed = {s: allowed_cards(view, s) for s in room}
    for seat, mask in deal_hidden(hidden, room, allowed, rng).items():
        hands[seat] |= mask
    world.hands = hands
    if view.contract is None:
        world.play = None
    elif view.phase == "layout":
        world.play = Layout.from_rows(view.rows)
        world.play.log = list(view.layout_log)
    else:
        world.play = _tricks_from_view(view, hands)
    return world


def _tricks_from_view(view: TrixView, hands: list[int]) -> TrickPlay:
    assert view.contract is not None and view.owner is not None  # a trick contract is on
    tricks = TrickPlay(view.contract, view.owner, [0] * 4, view.doubling, view.forced_discards)
    tricks.doublers = list(view.doublers)
    tricks.doubled_by = dict(view.doubled)
    tricks.trick = [card for _, card in view.trick]
    tricks.leader = view.leader if view.leader is not None else view.owner
    tricks.tricks_done = len(view.tricks)
    tricks.taken = [mask_of(cards) for cards in view.taken_cards]
    tricks.counts = list(view.tricks_taken)
    tricks.history = list(view.tricks)
    taken_all = 0
    for mask in tricks.taken:
        taken_all |= mask
    tricks.penalty_left &= ~taken_all
    return tricks
