"""Trix search: the game hooks for the shared ISMCTS (ai/search.py) and its reward.

Worlds come from ``TrixState.from_view`` (public facts, the doubled cards face up, and a
random deal of the unseen cards that honours every void, every forced card not played and
every pass); the first world of a view is kept as a template and later worlds only re-deal
the hidden cards. The tree covers the current deal (contract, doubling, cards, passes); below
it the deal is finished by the fast playout (games/trix/playout.py, tested against the
oracle). The reward is the seat's relative score (its points against the others', or its
team's against the other team's); for the owner it is taken against what the contract is
worth with a random hand (contracts.py), because every contract is played once anyway.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.hidden_deal import deal_hidden
from ...core.json_types import JsonObject
from ...core.tricks import bits
from ...games.trix import CardMove, ContractMove, DoubleMove, TrixMove
from ...games.trix.playout import finish_deal
from ...games.trix.state import TrixState
from ...games.trix.view import TrixView
from ...games.trix.worlds import allowed_cards
from ..search import Outcome, SearchGame
from .baselines import BASELINES
from .cards import relative
from .inference import BETA, swap_chain
from .layout_eval import context, trained
from .layout_solver import LayoutSolver, place_points
from .world_pool import WorldPool

#: relative points that span the reward range (a deal moves a seat's lead by up to ~300)
SPREAD = 500.0
_BIT = tuple(1 << c for c in range(52))
#: deals weighed per layout decision once the others' choices say something
POOL = 300
#: swap chains per decision (their steps: TrixSearch's ``chain``) and a world every so many steps
CHAINS = 6
CHAIN_EVERY = 3
#: one unit of the learned layout score (one place: 50 of the seat's points, the one it passes
#: losing as many) in reward units: (50 + 50 / 3) / SPREAD
PLACE_REWARD = (50.0 + 50.0 / 3.0) / SPREAD


class _Template:
    """What every world of one view shares; only the other hands differ.

    In the layout, once others have chosen between cards, worlds are drawn from a pool of
    deals weighted by how likely those choices were with each deal's hands (inference.py,
    world_pool.py): ``size`` deals made before the first iteration, or with ``grow`` a few
    per world asked for until there are ``size``, starting from a ``carried`` pool of the
    seat's last decision in this layout.
    """

    __slots__ = ("view", "state", "hidden", "room", "allowed", "fixed", "free", "world_pool",
                 "chained", "beta", "noise", "mix", "chain", "size", "grow")

    def __init__(self, view: TrixView, rng: random.Random, infer: bool = True,
                 beta: float = BETA, chain: int = 0, size: int = POOL, grow: int = 0,
                 carried: WorldPool | None = None, noise: float = 0.0,
                 mix: float = 0.0) -> None:
        self.beta = beta
        self.noise = noise
        self.mix = mix
        self.size = size
        self.chain = chain
        self.grow = 0 if chain else grow
        self.view = view
        self.state = TrixState.from_view(view, rng)
        self.fixed = [0] * 4  # the doubled cards still out: face up in their doubler's hand
        for card, seat in view.doubled:
            if seat != view.seat and card in view.unseen:
                self.fixed[seat] |= 1 << card
        fixed_all = self.fixed[0] | self.fixed[1] | self.fixed[2] | self.fixed[3]
        self.hidden = sum(_BIT[c] for c in view.unseen) & ~fixed_all
        self.room = {s: view.hand_counts[s] - self.fixed[s].bit_count()
                     for s in range(4) if s != view.seat}
        self.allowed = {s: allowed_cards(view, s) for s in self.room}
        # without constraints a world is a plain shuffle of the hidden cards
        self.free = all(self.hidden & ~mask == 0 for mask in self.allowed.values())
        self.world_pool: WorldPool | None = None
        self.chained: list[dict[int, int]] = []
        if infer and any(seat != view.seat and card >= 0 for seat, card in view.layout_log):
            if carried is not None and carried.follows(view):
                self.world_pool = carried.carried_to(view, self.allowed, rng)
            else:
                self.world_pool = WorldPool(view, beta, noise, mix)
            if not self.grow:
                self.world_pool.fill(self.plain, rng, max(0, size - len(self.world_pool.deals)))
            if chain:
                self._chain(rng)

    def deal(self, rng: random.Random) -> dict[int, int]:
        """The other seats' hands (doubled cards included) of one world."""
        if self.chained:
            return self.chained[int(rng.random() * len(self.chained))]
        pool = self.world_pool
        if pool is None:
            return self.plain(rng)
        missing = self.size - len(pool.deals)
        if missing > 0 and self.grow:
            pool.fill(self.plain, rng, min(self.grow, missing))
        return pool.pick(rng)

    def plain(self, rng: random.Random) -> dict[int, int]:
        """A deal honouring the rules' facts only (no weighing)."""
        if self.free:
            cards = bits(self.hidden)
            rng.shuffle(cards)
            pos = 0
            bit = _BIT.__getitem__
            hands = {}
            for seat, n in self.room.items():
                hands[seat] = self.fixed[seat] | sum(map(bit, cards[pos:pos + n]))
                pos += n
            return hands
        dealt = deal_hidden(self.hidden, self.room, self.allowed, rng)
        return {seat: self.fixed[seat] | mask for seat, mask in dealt.items()}

    def _chain(self, rng: random.Random) -> None:
        # the weighted pool collapses onto a few deals when the choices say much: walk on
        # from some of them by swaps the choices weigh (inference.swap_chain)
        assert self.world_pool is not None
        worlds: list[dict[int, int]] = []
        for _ in range(CHAINS):
            start = self.world_pool.pick(rng)
            worlds += swap_chain(self.view, start, self.hidden, self.allowed, self.beta,
                                 rng, self.chain // CHAINS, CHAIN_EVERY, self.noise,
                                 self.mix)
        self.chained = worlds


def world_rewards(points: list[int], contract: str | None, owner: int | None,
                  partners: bool, spread: float = SPREAD) -> list[float]:
    """Per seat in [0, 1]: 0.5 + relative score / spread (the owner's against its baseline)."""
    rewards = []
    key = "partners" if partners else "alone"
    for seat in range(4):
        value = relative(points, seat, partners)
        if seat == owner and contract is not None:
            value -= BASELINES[key][contract]
        rewards.append(min(1.0, max(0.0, 0.5 + value / spread)))
    return rewards


class TrixSearch(SearchGame[TrixState, TrixView, TrixMove]):
    """ISMCTS hooks for Trix; picklable (plain attributes) for the process pool."""

    state_class = TrixState

    def __init__(self, epsilon: float = 0.3, exploration: float = 0.7,
                 spread: float = SPREAD, infer: bool = True, beta: float = BETA,
                 layout_epsilon: float | None = None, solve: int = 0,
                 solve_below: int = 52, chain: int = 0, solve_noise: float = 0.0,
                 learned: bool = False, pool: int = POOL, grow: int = 0,
                 carry: bool = False, rollout_own: bool = False,
                 prior_weight: float = 0.0, noise: float = 0.0, mix: float = 0.0) -> None:
        self.epsilon = epsilon
        self.exploration = exploration
        self.spread = spread
        self.infer = infer
        self.beta = beta
        #: the inference's share of choices the others make at random (inference.py)
        self.noise = noise
        #: the inference's prior that a seat chooses at random rather than by the model
        self.mix = mix
        #: the playout's randomness in the Trix contract (None: ``epsilon``)
        self.layout_epsilon = layout_epsilon
        #: > 0: a layout decision is judged in each world by the layout solver looking this
        #: many of the seat's own choices ahead (layout_solver.py), not by playouts
        self.solve = solve
        #: ... once no more than this many cards are left in the hands (the endgame)
        self.solve_below = solve_below
        #: ... with the other seats' cards random this often (greedy otherwise)
        self.solve_noise = solve_noise
        #: > 0: the layout's worlds come from swap chains of this many steps in all
        self.chain = chain
        #: the solver's line lays the seat's own cards past ``solve`` by the learned
        #: evaluation of its view (layout_eval.py), not greedy's rule
        self.learned = learned
        #: deals weighed per layout decision (dealt and weighed before the first iteration,
        #: on the decision's clock: 300 took 0.1-0.3 s at load 10, docs/trix-ai.md)
        self.pool = pool
        #: > 0: the pool grows by this many deals per world asked for (on the search's clock,
        #: so a short search weighs few deals) instead of all before the first iteration
        self.grow = grow
        #: a layout decision starts from the pool of this seat's last one in the same layout
        #: (kept in this object only: a pool worker's copy starts afresh each decision)
        self.carry = carry
        self._last_pool: WorldPool | None = None
        #: the layout playouts lay the searching seat's own cards by the learned evaluation
        #: of what it sees (layout_eval.py) instead of greedy's rule (the others stay greedy)
        self.rollout_own = rollout_own
        #: > 0: at the searching seat's own layout nodes the tree prefers the cards the learned
        #: evaluation scores higher (progressive bias, ``prior``), by this many times their
        #: score's distance to the best card's in places (PLACE_REWARD), and expands them first
        self.prior_weight = prior_weight
        self._template: _Template | None = None
        #: while solving a layout decision: the layout's length at the root, and the solver
        self._solve_from: int | None = None
        self._solver: LayoutSolver | None = None

    def __getstate__(self) -> JsonObject:
        return {"epsilon": self.epsilon, "exploration": self.exploration, "spread": self.spread,
                "infer": self.infer, "beta": self.beta, "layout_epsilon": self.layout_epsilon,
                "solve": self.solve, "solve_below": self.solve_below, "chain": self.chain,
                "solve_noise": self.solve_noise, "learned": self.learned, "pool": self.pool,
                "grow": self.grow, "carry": self.carry, "_last_pool": None,
                "rollout_own": self.rollout_own, "prior_weight": self.prior_weight,
                "noise": self.noise, "mix": self.mix,
                "_template": None, "_solve_from": None, "_solver": None}

    def world(self, view: TrixView, rng: random.Random) -> TrixState:
        template = self._template
        if template is None or template.view is not view:
            template = self._template = _Template(
                view, rng, self.infer, self.beta, self.chain, self.pool, self.grow,
                self._last_pool if self.carry else None, self.noise, self.mix)
            if template.world_pool is not None:
                self._last_pool = template.world_pool
            self._solve_from = None
            if self.solve and view.phase == "layout" and \
                    len(view.unseen) + len(view.hand) <= self.solve_below:
                # the tree is one move deep: the seat's card, then the solver's best line
                self._solve_from = len(view.layout_log)
                partner = (view.seat + 2) % 4
                self._solver = LayoutSolver((view.seat, partner) if view.partners
                                            else (view.seat,), self.solve,
                                            self.solve_noise, random.Random(rng.random()),
                                            trained().choose if self.learned else None)
        state = template.state.clone()
        if state.in_deal:
            for seat, mask in template.deal(rng).items():
                state.hands[seat] = mask
        return state

    def legal(self, state: TrixState) -> list[TrixMove]:
        return state.legal_moves()

    def play(self, state: TrixState, move: TrixMove) -> None:
        # the search only plays moves the engine itself listed, so skip re-checking them
        if isinstance(move, CardMove):
            state.play_card(move.card)
        elif isinstance(move, ContractMove):
            state.choose(move.contract)
        elif isinstance(move, DoubleMove):
            state.double(move.mask)
        else:
            state.pass_turn()

    def at_horizon(self, state: TrixState) -> bool:
        if self._solve_from is not None:
            layout = state.layout
            return not state.in_deal or (layout is not None
                                         and len(layout.log) > self._solve_from)
        return not state.in_deal

    def _outcome(self, state: TrixState, seat_points: list[int], contract: str | None) -> Outcome:
        sides = [0] * state.sides
        for seat, p in enumerate(seat_points):
            sides[state.side_of(seat)] += p
        return Outcome(world_rewards(seat_points, contract, state.owner, state.partners,
                                     self.spread), sides)

    def rewards(self, state: TrixState) -> Outcome:
        if state.in_deal:  # a layout decision's horizon: the solver finishes the deal
            return self._solved(state)
        result = state.deal_results[-1]
        return self._outcome(state, result["seat_points"], result["contract"])

    def playout(self, state: TrixState, rng: random.Random) -> Outcome:
        if not state.in_deal:
            return self.rewards(state)
        epsilon = self.epsilon
        if self.layout_epsilon is not None and state.layout is not None:
            epsilon = self.layout_epsilon
        if self.rollout_own and state.layout is not None and self._template is not None:
            points = finish_deal(state, rng, epsilon, trained().choose, self._template.view.seat)
        else:
            points = finish_deal(state, rng, epsilon)
        return self._outcome(state, points, state.contract)

    def _solved(self, state: TrixState) -> Outcome:
        solver, layout, seat = self._solver, state.layout, state.to_play
        assert solver is not None and layout is not None and seat is not None
        solver.reset()
        order = solver.line(tuple(state.hands), layout.fits, seat, tuple(state.finished))
        rest = place_points(order, len(state.finished))
        points = [a + b for a, b in zip(state.deal_points, rest, strict=True)]
        return self._outcome(state, points, state.contract)

    def expand_order(self, state: TrixState, untried: list[TrixMove],
                     rng: random.Random) -> TrixMove:
        if self.prior_weight > 0.0:
            scores = self._learned_scores(state, untried)
            if scores:
                return max(untried, key=lambda m: scores.get(m, float("-inf")))
        return untried[rng.randrange(len(untried))]

    def prior(self, state: TrixState, moves: Sequence[TrixMove]) -> dict[TrixMove, float]:
        """At the searching seat's own layout choices: each card's learned score (from the
        seat's view: its hand, and the others' cards as one set, the same in every world)
        less the best card's, in reward units times ``prior_weight``."""
        scores = self._learned_scores(state, moves)
        if not scores:
            return {}
        best = max(scores.values())
        scale = self.prior_weight * PLACE_REWARD
        return {m: scale * (v - best) for m, v in scores.items()}

    def _learned_scores(self, state: TrixState, moves: Sequence[TrixMove]
                        ) -> dict[TrixMove, float]:
        template, seat = self._template, state.to_play
        if state.layout is None or template is None or seat != template.view.seat:
            return {}
        hands = state.hands
        hand = hands[seat]
        unseen = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
        fewest, stuck = context([h.bit_count() for h in hands], seat, state.layout.log)
        model = trained()
        return {m: model.score(hand, unseen, m.card, fewest, stuck)
                for m in moves if isinstance(m, CardMove)}
