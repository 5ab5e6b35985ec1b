"""Determinized search shared by the games: single-observer information-set MCTS (SO-ISMCTS).

Every move of these games is public, so a tree node is keyed by the path of moves from the
root. Each iteration deals a fresh world from the searching seat's view (the game's
``State.from_view(view, rng)``: agents never see hidden cards), walks the tree with UCB over
the children that are legal *in that world* (availability counts, Cowling et al. 2012),
expands one move, finishes with the game's playout and backs up one reward per seat.

The search is anytime: it stops at a hard deadline (or an iteration cap) and returns the
statistics of the root moves; the caller picks the most visited. With an iteration cap and a
seed it is deterministic. Root statistics of several runs add up, which is how the process
pool (``pool.py``) uses both cores.
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Sequence
from typing import Generic, Protocol, Self, TypeVar

from ..core.engine import Move, MoveT, ViewT, Worlds


class Outcome(list[float]):
    """One reward per seat (what the searches maximise), remembering the finished deal's points
    per side and, where the game has a match target, each side's chance of winning the match:
    what analysis reports next to the expert's values. A list, so searches use it as rewards."""

    __slots__ = ("points", "wins")

    def __init__(self, rewards: Sequence[float], points: Sequence[float],
                 wins: Sequence[float] | None = None) -> None:
        super().__init__(rewards)
        self.points = points
        self.wins = wins


class Details:
    """Per root move, how many playouts went through it and their summed (weighted) deal
    points, leads (each side's points minus the best other side's) and win chances: filled by a
    search when analysis asks for it. ``wins`` stays None for games without a target."""

    __slots__ = ("count", "points", "leads", "wins")

    def __init__(self) -> None:
        self.count = 0
        self.points: list[float] | None = None
        self.leads: list[float] | None = None
        self.wins: list[float] | None = None

    def add(self, outcome: Outcome, weight: float = 1.0) -> None:
        self.count += 1
        points = outcome.points
        self.points = _accumulate(self.points, points, weight)
        leads = [p - max(q for o, q in enumerate(points) if o != s) for s, p in enumerate(points)]
        self.leads = _accumulate(self.leads, leads, weight)
        if outcome.wins is not None:
            self.wins = _accumulate(self.wins, outcome.wins, weight)

    def merged(self, other: Details) -> Details:
        both = Details()
        both.count = self.count + other.count
        both.points = _sum_vectors(self.points, other.points)
        both.leads = _sum_vectors(self.leads, other.leads)
        both.wins = _sum_vectors(self.wins, other.wins)
        return both


def _accumulate(total: list[float] | None, values: Sequence[float], weight: float) -> list[float]:
    if total is None:
        return [weight * v for v in values]
    for k, v in enumerate(values):
        total[k] += weight * v
    return total


def _sum_vectors(a: list[float] | None, b: list[float] | None) -> list[float] | None:
    if a is None or b is None:
        return b if a is None else a
    return [x + y for x, y in zip(a, b, strict=True)]


class SearchState(Protocol):
    """What the search's own defaults ask of a game's state (the rest is the game's hooks)."""

    @property
    def current_player(self) -> int | None: ...

    def clone(self) -> Self: ...


StateT = TypeVar("StateT", bound=SearchState)


class SearchGame(Generic[StateT, ViewT, MoveT]):
    """What the search needs from a game, in the game's own types: its state, view and move.

    Subclasses set ``state_class`` (whose ``from_view`` deals the worlds) and implement
    ``legal``, ``play`` and ``rewards`` with the engine's public API (or an engine fast path
    for moves the engine itself listed); they may replace ``playout`` with a faster or
    smarter one.
    """

    state_class: Worlds[ViewT, StateT]
    #: UCB exploration constant (rewards are in [0, 1])
    exploration: float = 0.7
    #: > 0: ISMCTS asks ``prior`` once per node and adds its bias over the child's visits + 1
    #: (progressive bias); 0 (the default) never asks it
    prior_weight: float = 0.0

    def world(self, view: ViewT, rng: random.Random) -> StateT:
        return self.state_class.from_view(view, rng)

    def legal(self, state: StateT) -> list[MoveT]:
        """The legal moves in ``state`` (the engine's ``legal_moves``)."""
        raise NotImplementedError

    def play(self, state: StateT, move: MoveT) -> None:
        """Play ``move``, one of ``legal(state)``, in ``state``."""
        raise NotImplementedError

    def to_move(self, state: StateT) -> int | None:
        return state.current_player

    def at_horizon(self, state: StateT) -> bool:
        """Where a search line stops: by default the end of the deal."""
        return state.current_player is None

    def playout(self, state: StateT, rng: random.Random) -> Outcome:
        """Finish the line from ``state`` (mutating it) and return one reward per seat."""
        while not self.at_horizon(state):
            moves = self.legal(state)
            self.play(state, moves[rng.randrange(len(moves))])
        return self.rewards(state)

    def rewards(self, state: StateT) -> Outcome:
        """One reward in [0, 1] per seat for a state at the horizon."""
        raise NotImplementedError

    def weight(self, world: StateT) -> float:
        """How likely this world is given what was seen (inference from play); flat searches
        weight each world's results by it. 1.0 = every consistent world alike."""
        return 1.0

    def try_move(self, world: StateT, move: MoveT, rng: random.Random) -> Outcome:
        """Rewards of playing ``move`` in ``world`` and finishing with the playout; ``world``
        itself must stay unchanged (flat search tries every root move in the same world)."""
        state = world.clone()
        self.play(state, move)
        if self.at_horizon(state):
            return self.rewards(state)
        return self.playout(state, rng)

    def expand_order(self, state: StateT, untried: list[MoveT], rng: random.Random) -> MoveT:
        """Which untried move to expand first; random by default (a game may use priors)."""
        return untried[rng.randrange(len(untried))]

    def prior(self, state: StateT, moves: Sequence[MoveT]) -> dict[MoveT, float]:
        """Per move of ``moves``, a bias in reward units (≤ 0; missing moves count 0) that
        ISMCTS adds to the move's UCB value over its visits + 1, asked once per tree node
        when ``prior_weight`` > 0, so it must not depend on the world's hidden cards (empty:
        no bias at this node)."""
        return {}


#: root statistics of a search: (visits, total reward) per root move, in legal-move order
Stats = list[tuple[float, float]]


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "bias")

    def __init__(self) -> None:
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        #: the game's prior at this node (progressive bias), asked on its first selection
        self.bias: dict[Move, float] | None = None


def ismcts(game: SearchGame[StateT, ViewT, MoveT], view: ViewT, legal_moves: Sequence[MoveT],
           deadline: float, seed: int, max_iterations: int | None = None,
           details: list[Details] | None = None) -> tuple[Stats, int]:
    """Search from ``view`` until ``deadline`` (a ``time.perf_counter`` value) or the cap.

    Returns ``([(visits, total reward) per root move in legal_moves order], iterations)``.
    ``details``, when given (an empty list), receives one ``Details`` per root move; the
    game's rewards must then be ``Outcome``s. It does not change the search.
    """
    rng = random.Random(seed)
    root = _Node()
    c = game.exploration
    log = math.log
    sqrt = math.sqrt
    clock = time.perf_counter
    legal = game.legal
    play = game.play
    to_move = game.to_move
    at_horizon = game.at_horizon
    biased = game.prior_weight > 0.0
    root_moves = list(legal_moves)
    by_child: dict[_Node, Details] | None = None if details is None else {}
    iterations = 0
    while max_iterations is None or iterations < max_iterations:
        if clock() >= deadline:
            break
        iterations += 1
        state = game.world(view, rng)
        node = root
        path: list[tuple[_Node, int]] = []
        moves = root_moves
        while True:
            seat = to_move(state)
            assert seat is not None  # a line goes on only while someone is to play
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                move = untried[0] if len(untried) == 1 else game.expand_order(state, untried, rng)
                child = _Node()
                children[move] = child
                for m in moves:
                    ch = children.get(m)
                    if ch is not None:
                        ch.avail += 1
                play(state, move)
                path.append((child, seat))
                break
            best = moves[0]
            best_u = -math.inf
            bias: dict[Move, float] | None = None
            if biased:
                bias = node.bias
                if bias is None:
                    bias = node.bias = {m: b for m, b in game.prior(state, moves).items()}
            for m in moves:
                ch = children[m]
                ch.avail += 1
                u = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if bias:
                    u += bias.get(m, 0.0) / (ch.visits + 1)
                if u > best_u:
                    best_u = u
                    best = m
            node = children[best]
            play(state, best)
            path.append((node, seat))
            if at_horizon(state):
                break
            moves = legal(state)
        reward = game.rewards(state) if at_horizon(state) else game.playout(state, rng)
        root.visits += 1
        for child, seat in path:
            child.visits += 1
            child.total += reward[seat]
        if by_child is not None:
            first = path[0][0]
            if first not in by_child:
                by_child[first] = Details()
            by_child[first].add(reward)
    stats: Stats = []
    for m in root_moves:
        ch = root.children.get(m)
        stats.append((ch.visits, ch.total) if ch else (0, 0.0))
    if details is not None and by_child is not None:
        for m in root_moves:
            ch = root.children.get(m)
            details.append(by_child.get(ch, Details()) if ch is not None else Details())
    return stats, iterations


def pimc(game: SearchGame[StateT, ViewT, MoveT], view: ViewT, legal_moves: Sequence[MoveT],
         deadline: float, seed: int, max_iterations: int | None = None,
         details: list[Details] | None = None) -> tuple[Stats, int]:
    """Flat Monte Carlo over determinized worlds with common random numbers.

    Each world is dealt once from the view; every root move is then tried in that same world
    and finished by the game's playout from the same random stream, so the differences between
    moves are measured on identical luck (much less noise than independent samples). One
    iteration = one world. Worlds count by ``game.weight`` (visits are then summed weights).
    Same return shape and ``details`` as ``ismcts``.
    """
    rng = random.Random(seed)
    play_rng = random.Random()
    clock = time.perf_counter
    seat = view.seat
    moves = list(legal_moves)
    visits = [0.0] * len(moves)
    totals = [0.0] * len(moves)
    if details is not None:
        details.extend(Details() for _ in moves)
    worlds = 0
    while max_iterations is None or worlds < max_iterations:
        if clock() >= deadline:
            break
        world = game.world(view, rng)
        stream = rng.getrandbits(64)
        worlds += 1
        weight = game.weight(world)
        if weight <= 0.0:
            continue
        for i, move in enumerate(moves):
            play_rng.seed(stream)
            reward = game.try_move(world, move, play_rng)
            visits[i] += weight
            totals[i] += weight * reward[seat]
            if details is not None:
                details[i].add(reward, weight)
    return list(zip(visits, totals, strict=True)), worlds


#: the searches by name (SearchAgent's ``algorithm``)
ALGORITHMS = ("ismcts", "pimc")


class Search(Protocol[StateT, ViewT, MoveT]):
    """A search: ``(game, view, legal_moves, deadline, seed, max_iterations) -> (stats,
    iterations)``; with ``details`` (an empty list) it also fills one Details per root move."""

    def __call__(self, game: SearchGame[StateT, ViewT, MoveT],
                 view: ViewT, legal_moves: Sequence[MoveT], deadline: float, seed: int,
                 max_iterations: int | None = None,
                 details: list[Details] | None = None) -> tuple[Stats, int]: ...


def resolve(algorithm: str | Search[StateT, ViewT, MoveT]) -> Search[StateT, ViewT, MoveT]:
    """A search by name (``ALGORITHMS``) or a game's own module-level search function (which
    pickles by reference, so pool processes can run it too)."""
    if algorithm == "ismcts":
        return ismcts
    if algorithm == "pimc":
        return pimc
    if isinstance(algorithm, str):
        raise KeyError(f"no search called {algorithm!r}: expected one of {ALGORITHMS}")
    return algorithm


def search_job(game: SearchGame[StateT, ViewT, MoveT], view: ViewT,
               legal_moves: Sequence[MoveT], seconds: float, seed: int,
               max_iterations: int | None,
               algorithm: str | Search[StateT, ViewT, MoveT] = "ismcts",
               ) -> tuple[Stats, int]:
    """One search with a relative time limit: the unit of work sent to pool processes."""
    return resolve(algorithm)(game, view, legal_moves, time.perf_counter() + seconds, seed,
                              max_iterations)


def values_job(game: SearchGame[StateT, ViewT, MoveT], view: ViewT,
               legal_moves: Sequence[MoveT], seed: int, iterations: int, algorithm: str,
               ) -> tuple[Stats, int, list[Details]]:
    """One search capped by iterations only (no clock, so the same seed gives the same
    numbers), keeping the points and win chances per root move: the unit of analysis work."""
    # a copy, as a pool worker receives it: nothing cached by an earlier search (King keeps a
    # world template per view, made with the search's random stream) may change the numbers
    game = copy.copy(game)
    details: list[Details] = []
    search: Search[StateT, ViewT, MoveT] = resolve(algorithm)
    stats, done = search(game, view, legal_moves, math.inf, seed, iterations, details)
    return stats, done, details


def best_index(stats: Sequence[tuple[float, float]], by_mean: bool = False) -> int:
    """The most visited root move (ties: the best mean reward, then the first listed); with
    ``by_mean`` (flat searches, where every move gets the same visits) the best mean."""
    best = 0
    best_key: tuple[float, float] = (-1, -1.0)
    for i, (visits, total) in enumerate(stats):
        mean = total / visits if visits else -1.0
        key = (mean, visits) if by_mean else (visits, mean)
        if key > best_key:
            best_key = key
            best = i
    return best


def merge(results: Sequence[Sequence[tuple[float, float]]]) -> Stats:
    merged: Stats = [(0, 0.0)] * len(results[0])
    for stats in results:
        merged = [(a + c, b + d) for (a, b), (c, d) in zip(merged, stats, strict=True)]
    return merged
