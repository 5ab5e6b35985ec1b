"""Views of a King state for one seat, and full states built back from a view (worlds).

Dealing a world must respect everything play has proved (voids, the K♥ in rıfkı):
core/hidden_deal.py deals the unseen cards so (shared with Trix).
"""

from __future__ import annotations

import random
from typing import Self, TypeVar

from ...core.hidden_deal import deal_hidden
from ...core.json_types import JsonObject
from ...core.tricks import TrickState
from ...core.tricks import mask_of as _mask
from .cards import CARD_PENALTIES, KH_BIT, SUIT_MASK, bits
from .view import KingView


class KingWorlds(TrickState[KingView]):
    """A King match's views and the worlds built back from them: the state's fields they read
    and write (KingState sets them all in its constructor)."""

    __slots__ = ()
    players: int
    length: str
    deals_total: int
    koz_quota: int
    penalty_quota: int
    first_chooser: int
    chooser: int
    deal_number: int
    koz_used: list[int]
    penalty_used: list[int]
    contract_uses: dict[str, int]
    contract: str | None
    trump: int | None
    hands: list[int]  # per seat, a card mask
    trick: list[int]
    leader: int
    tricks_done: int
    taken: list[int]
    trick_counts: list[int]
    history: list[tuple[int, tuple[int, ...], int]]
    played: int
    hearts_broken: bool
    penalty_left: int
    voids: list[int]
    lacks_kh: list[bool]
    deal_points: list[int]
    deal_results: list[JsonObject]
    totals: list[int]
    winner: int | None
    draw: bool

    def __init__(self, length: str, first_chooser: int) -> None:
        raise NotImplementedError  # KingState's

    def view_for(self, seat: int) -> KingView:
        """What ``seat`` may know of this state (see view.py)."""
        return view_of(self, seat)

    @classmethod
    def from_view(cls, view: KingView, rng: random.Random) -> Self:
        """A full state consistent with everything ``view`` shows (voids included).

        Agents only ever get views, so search builds its worlds here, from public facts.
        """
        return state_from_view(cls, view, rng)


def view_of(state: KingWorlds, seat: int) -> KingView:
    """What ``seat`` may know of ``state`` (see view.py)."""
    in_deal = state.in_deal
    return KingView(
        seat=seat, players=state.players, length=state.length, deals_total=state.deals_total,
        deal_number=state.deal_number, first_chooser=state.first_chooser,
        chooser=state.chooser if state.deal_number else None,
        contract=state.contract, trump=state.trump,
        current_player=state.current_player,
        hand=tuple(bits(state.hands[seat])) if in_deal else (),
        hand_counts=tuple(h.bit_count() if in_deal else 0 for h in state.hands),
        leader=state.leader if in_deal else None,
        trick=tuple(((state.leader + i) % state.players, c) for i, c in enumerate(state.trick)),
        tricks=tuple(state.history),
        tricks_taken=tuple(state.trick_counts),
        taken_cards=tuple(frozenset(bits(m)) for m in state.taken),
        played=frozenset(bits(state.played)),
        hearts_broken=state.hearts_broken,
        voids=tuple(frozenset(s for s in range(4) if v >> s & 1) for v in state.voids),
        lacks_kh=tuple(state.lacks_kh),
        koz_quota=state.koz_quota, penalty_quota=state.penalty_quota,
        koz_used=tuple(state.koz_used), penalty_used=tuple(state.penalty_used),
        contract_uses=tuple(state.contract_uses.items()),
        deal_points=tuple(state.deal_points), totals=tuple(state.totals),
        unseen=frozenset(bits(state.unseen_by(seat))),
    )


W = TypeVar("W", bound=KingWorlds)


def state_from_view(cls: type[W], view: KingView, rng: random.Random) -> W:
    # the match's constructor sets every field (a field added to KingState later is never
    # missing here); then what the view shows is written over it
    world = cls(view.length, view.first_chooser)
    players = world.players
    world.chooser = view.chooser if view.chooser is not None else (view.first_chooser - 1) % players
    world.deal_number = view.deal_number
    world.koz_used = list(view.koz_used)
    world.penalty_used = list(view.penalty_used)
    world.contract_uses = dict(view.contract_uses)
    world.in_deal = view.current_player is not None
    world.contract = view.contract
    world.trump = view.trump
    world.trick = [card for _, card in view.trick]
    world.leader = view.leader if view.leader is not None else world.chooser
    world.to_play = view.current_player
    world.tricks_done = len(view.tricks)
    world.taken = [_mask(cards) for cards in view.taken_cards]
    world.trick_counts = list(view.tricks_taken)
    world.history = list(view.tricks)
    world.played = _mask(view.played)
    world.hearts_broken = view.hearts_broken
    penalty = CARD_PENALTIES.get(view.contract) if view.contract else None
    taken_all = 0
    for mask in world.taken:
        taken_all |= mask
    world.penalty_left = penalty[0] & ~taken_all if penalty else 0
    world.voids = [_mask(v) for v in view.voids]  # suit indices -> suit bits
    world.lacks_kh = list(view.lacks_kh)
    world.deal_points = list(view.deal_points)
    world.deal_results = []
    world.totals = list(view.totals)
    world.over = not world.in_deal and view.deal_number >= view.deals_total
    world.winner = None
    world.draw = False
    if world.over:
        top = max(world.totals)
        leaders = [s for s, t in enumerate(world.totals) if t == top]
        world.draw = len(leaders) > 1
        world.winner = None if world.draw else leaders[0]
    world.hands = [0] * players
    if world.in_deal:
        world.hands[view.seat] = _mask(view.hand)
        room = {s: view.hand_counts[s] for s in range(players) if s != view.seat}
        allowed = {}
        for s in room:
            banned = 0
            for suit in view.voids[s]:
                banned |= SUIT_MASK[suit]
            if view.lacks_kh[s]:
                banned |= KH_BIT
            allowed[s] = ~banned
        dealt = deal_hidden(_mask(view.unseen), room, allowed, rng)
        for s, mask in dealt.items():
            world.hands[s] = mask
    return world


__all__ = ["KingWorlds", "deal_hidden", "state_from_view", "view_of"]
