"""The owner's choice of contract: which of the contracts left this hand suits best.

Every contract of the kingdom is played once whatever the order, so what matters is not how
good a contract is but how much better it is with *this* hand than with the hand the owner
would get later: the choice maximises (the hand's expected relative score in the contract)
minus (the owner's expected relative score in it with a random hand, ``BASELINES``). The
first is estimated by a few quick deals: the other 39 cards dealt at random among the others,
played out by the fast playout (mostly greedy). Deterministic for a given hand and seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.rank_tables import rank_masks
from ...core.tricks import FULL_DECK, bits
from ...games.trix.cards import TRIX
from ...games.trix.layout import Layout
from ...games.trix.moves import ContractMove
from ...games.trix.playout import play_layout, play_tricks
from ...games.trix.view import TrixView
from .baselines import BASELINES
from .cards import relative

#: share of random cards in the simulated deals (the rest greedy)
EPSILON = 0.15


def simulate(hand: int, owner: int, contract: str, partners: bool, samples: int,
             rng: random.Random, epsilon: float = EPSILON) -> float:
    """The owner's mean relative score in ``contract`` over ``samples`` random deals of the
    other cards (no doubling)."""
    rest = bits(FULL_DECK & ~hand)
    total = 0.0
    others = [(owner + i) % 4 for i in (1, 2, 3)]
    for _ in range(samples):
        rng.shuffle(rest)
        hands = [0] * 4
        hands[owner] = hand
        for i, seat in enumerate(others):
            for card in rest[13 * i:13 * i + 13]:
                hands[seat] |= 1 << card
        if contract == TRIX:
            points = play_layout(hands, Layout(), owner, [], rng, None, epsilon)
        else:
            points = play_tricks(rank_masks(hands), owner, contract, rng, None, False, 0, None,
                                 None, epsilon)
        total += relative(points, owner, partners)
    return total / samples


def contract_values(view: TrixView, options: Sequence[ContractMove], samples: int,
                    seed: int) -> list[float]:
    """Per contract left: how much better it is now than later (see the module's text)."""
    hand = sum(1 << c for c in view.hand)
    rng = random.Random(hash((seed, hand)) & 0xFFFFFFFF)
    key = "partners" if view.partners else "alone"
    return [simulate(hand, view.seat, m.contract, view.partners, samples, rng)
            - BASELINES[key][m.contract] for m in options]


def choose_contract(view: TrixView, options: Sequence[ContractMove], samples: int,
                    seed: int) -> ContractMove:
    values = contract_values(view, options, samples, seed)
    return options[max(range(len(options)), key=lambda i: (values[i], -i))]
