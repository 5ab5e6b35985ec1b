"""Dealing the cards a seat has not seen among the other seats, honouring what play proved.

Search builds its worlds here (King and Trix): every card may go only to a seat that can
still hold it (voids, cards a seat showed it lacks). Cards with fewer possible owners are
placed first, each into a random seat weighted by free room, and a placement is kept only if
the rest can still be dealt (Hall's condition over the seats, checked on counts of cards per
set of possible owners), so dealing never dead-ends.
"""

from __future__ import annotations

import random

from .errors import KotshinaError
from .tricks import bits, mask_of


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
        hands[seat] |= mask_of(free[pos:pos + n])
        pos += n
    return hands
