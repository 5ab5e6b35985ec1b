"""Views of a King state for one seat, and full states built back from a view (worlds).

Dealing a world must respect everything play has proved (voids, the K♥ in rıfkı). Cards
with fewer possible owners are placed first, each into a random seat weighted by free room,
and a placement is kept only if the rest can still be dealt (Hall's condition over the seats,
checked on counts of cards per set of possible owners), so dealing never dead-ends.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.errors import KotshinaError
from .cards import CARD_PENALTIES, KH_BIT, SUIT_MASK, bits
from .view import KingView

if TYPE_CHECKING:
    from .state import KingState


def _mask(cards: object) -> int:
    mask = 0
    for card in cards:  # type: ignore[attr-defined]
        mask |= 1 << card
    return mask


def _feasible(counts: dict[int, int], room: dict[int, int]) -> bool:
    """Can cards grouped by owner-set (``counts``: seat-bitmask -> n) fill seats with ``room``?"""
    if counts.get(0):
        return False
    seats = list(room)
    for subset in range(1, 1 << len(seats)):
        owners = 0
        capacity = 0
        for i, seat in enumerate(seats):
            if subset >> i & 1:
                owners |= 1 << seat
                capacity += room[seat]
        need = sum(n for key, n in counts.items() if key & ~owners == 0)
        if need > capacity:
            return False
    return True


def deal_hidden(hidden: int, room: dict[int, int], allowed: dict[int, int],
                rng: random.Random) -> dict[int, int]:
    """Split the ``hidden`` card mask among seats: seat -> mask of exactly ``room[seat]`` cards,
    each card only to a seat whose ``allowed`` mask has it. Raises KotshinaError if impossible."""
    room = dict(room)
    everyone = sum(1 << s for s in room)
    owners_of: dict[int, int] = {}
    for card in bits(hidden):
        owners_of[card] = sum(1 << s for s in room if allowed[s] >> card & 1)
    counts: dict[int, int] = {}
    for key in owners_of.values():
        counts[key] = counts.get(key, 0) + 1
    if sum(room.values()) != len(owners_of) or not _feasible(counts, room):
        raise KotshinaError("no deal of the hidden cards fits what the view shows")
    hands = dict.fromkeys(room, 0)
    constrained = [c for c, key in owners_of.items() if key != everyone]
    rng.shuffle(constrained)
    constrained.sort(key=lambda c: owners_of[c].bit_count())
    for card in constrained:
        key = owners_of[card]
        counts[key] -= 1
        candidates = [s for s in room if key >> s & 1 and room[s]]
        while candidates:
            weights = [room[s] for s in candidates]
            seat = rng.choices(candidates, weights)[0]
            room[seat] -= 1
            if _feasible(counts, room):
                hands[seat] |= 1 << card
                break
            room[seat] += 1
            candidates.remove(seat)
        else:  # cannot happen once the start was feasible; kept as a guard
            raise KotshinaError("no deal of the hidden cards fits what the view shows")
    free = [c for c, key in owners_of.items() if key == everyone]
    rng.shuffle(free)
    pos = 0
    for seat, n in room.items():
        hands[seat] |= _mask(free[pos:pos + n])
        pos += n
    return hands


def view_of(state: KingState, seat: int) -> KingView:
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


def state_from_view(view: KingView, rng: random.Random) -> KingState:
    from .state import PLAYERS, KingState

    # the match's constructor sets every field (a field added to KingState later is never
    # missing here); then what the view shows is written over it
    world = KingState(view.length, view.first_chooser)
    world.chooser = view.chooser if view.chooser is not None else (view.first_chooser - 1) % PLAYERS
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
    world.hands = [0] * PLAYERS
    if world.in_deal:
        world.hands[view.seat] = _mask(view.hand)
        room = {s: view.hand_counts[s] for s in range(PLAYERS) if s != view.seat}
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
