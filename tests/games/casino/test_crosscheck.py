"""Oracle cross-check of the fast Casino playout (games/casino/playout.py, turns.py) against the
engine (CasinoState, the judge of the rules).

On every position of random deals (2, 3 and 4 players, both match targets; half the deals
seek builds so that raises and build duties come up often), and on random crowded positions
with builds, the fast path is resumed from the position (``playout.play``) once per move it
counts, its draw scripted to play that move, and what it does is compared with the engine
playing each of its legal moves:
- the same number of moves, and the fast path's moves are exactly the engine's legal moves;
- every move leads to the same next position (hands, loose cards, builds with their owner and
  kind, piles, sweeps, last capturer) -- on the last move of a deal, to the same points;
- along each deal the fast path plays on in one run (its draws steered to the moves chosen),
  and the position it reaches is the engine's at every turn, its points the engine's at the end.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from casino_helpers import crowded_position, memos_emptied_often
from kotshina.games.casino import CasinoState
from kotshina.games.casino import playout as fast
from kotshina.games.casino.moves import CasinoMove, MoveKey
from kotshina.games.casino.options import BUILD, TRAIL, Builds
from kotshina.games.casino.values import RANK, VALUE

#: a position as both sides are compared: seat to play, hands, loose, builds (value, cards,
#: owner, single), piles, sweeps, last capturer (-1: none yet)
Position = tuple[int, tuple[tuple[int, ...], ...], tuple[int, ...],
                 tuple[tuple[int, tuple[int, ...], int, bool], ...],
                 tuple[tuple[int, ...], ...], tuple[int, ...], int]
Outcome = Position | tuple[int, ...]


def fast_position(seat: int, hands: list[list[int]], loose: list[list[int]], builds: Builds,
                  piles: list[list[int]], sweeps: list[int], last: int) -> Position:
    return (seat, tuple(tuple(sorted(h)) for h in hands),
            tuple(sorted(c for group in loose for c in group)),
            tuple(sorted((v, tuple(sorted(b[0])), b[1], b[2]) for v, b in builds.items())),
            tuple(tuple(sorted(p)) for p in piles), tuple(sweeps), last)


def engine_position(state: CasinoState) -> Position:
    assert state.to_play is not None
    return (state.to_play, tuple(tuple(sorted(h)) for h in state.hands), tuple(sorted(state.loose)),
            tuple(sorted((v, tuple(sorted(b.cards)), b.owner, not b.multiple)
                         for v, b in state.builds.items())),
            tuple(tuple(sorted(p)) for p in state.piles), tuple(state.sweeps),
            -1 if state.last_capturer is None else state.last_capturer)


def copied(hands: list[list[int]], loose: list[list[int]], builds: Builds, piles: list[list[int]],
           sweeps: list[int], last: int) -> fast.Position:
    """A position for ``fast.play`` made of copies of the lists a watcher was shown."""
    return ([list(h) for h in hands], [list(g) for g in loose[:11]], [list(g) for g in loose[11:]],
            {v: (list(b[0]), b[1], b[2]) for v, b in builds.items()}, [list(p) for p in piles],
            list(sweeps), last)


def from_engine(state: CasinoState) -> fast.Position:
    """The engine's position in the fast path's lists (hands sorted by value, as it keeps them)."""
    tbl: list[list[int]] = [[] for _ in range(11)]
    faces: list[list[int]] = [[] for _ in range(13)]
    for x in state.loose:
        (tbl[VALUE[x]] if VALUE[x] else faces[RANK[x]]).append(x)
    builds = {v: (list(b.cards), b.owner, not b.multiple) for v, b in state.builds.items()}
    return ([sorted(h, key=VALUE.__getitem__) for h in state.hands], tbl, faces, builds,
            [list(p) for p in state.piles], list(state.sweeps),
            -1 if state.last_capturer is None else state.last_capturer)


class _Stop(Exception):
    """Raised by a watcher once it has seen the position after the turn it waits for."""


class _Scripted(random.Random):
    """Draws given in advance or appended on the way (the fast path asks one per turn)."""

    def __init__(self, draws: list[float]) -> None:
        super().__init__(0)
        self.draws = draws
        self.used = 0

    def random(self) -> float:
        u = self.draws[self.used]
        self.used += 1
        return u


def _move_key(step: tuple[int, int, int, frozenset[int], int, int]) -> MoveKey:
    _, card, kind, cards, value, _ = step
    if kind == TRAIL:
        return CasinoMove(card).key
    if kind >= BUILD:
        return ("build", card, value, cards)
    return ("capture", card, cards)


def one_turn(players: int, deck: list[int], at: fast.Position, turn: int, u: float
             ) -> tuple[tuple[int, int, int, frozenset[int], int, int], Outcome]:
    """The fast path resumed at ``at`` (a copy is played on) for one turn with the draw ``u``:
    (its trace of the turn, the next position or, at the end of the deal, the points)."""
    trace: fast.Trace = []
    seen: list[Position] = []

    def watch(*shown) -> None:  # noqa: ANN002 - fast.Watcher's arguments
        if seen or trace:
            seen.append(fast_position(*shown))
            raise _Stop
        seen.append(fast_position(*shown))

    hands, tbl, faces, builds, piles, sweeps, last = at
    position = copied(hands, tbl + faces, builds, piles, sweeps, last)
    try:
        points = fast.play(players, _Scripted([u]), deck, position, turn, trace, watch)
    except _Stop:
        return trace[0], seen[-1]
    return trace[0], tuple(points)


def engine_outcomes(state: CasinoState) -> Counter[tuple[MoveKey, Outcome]]:
    """Each legal move of the engine with the position (or the points) it leads to."""
    found: Counter[tuple[MoveKey, Outcome]] = Counter()
    for move in state.legal_moves():
        after = state.clone()
        after.apply(move)
        found[move.key, engine_position(after) if after.in_deal
              else tuple(after.deal_results[-1]["points"])] += 1
    return found


def fast_outcomes(players: int, deck: list[int], at: fast.Position, turn: int
                  ) -> tuple[Counter[tuple[MoveKey, Outcome]], dict[MoveKey, float]]:
    """Each move the fast path counts at ``at``, played by its own draw, with where it leads;
    and the draw that plays each move."""
    count = one_turn(players, deck, at, turn, 0.0)[0][5]
    found: Counter[tuple[MoveKey, Outcome]] = Counter()
    draw_of: dict[MoveKey, float] = {}
    for r in range(count):
        u = (r + 0.5) / count  # int(u * count) == r: the fast path plays its r-th move
        step, outcome = one_turn(players, deck, at, turn, u)
        assert step[5] == count
        found[_move_key(step), outcome] += 1
        draw_of[_move_key(step)] = u
    return found, draw_of


def _chosen(legal: list[CasinoMove], rng: random.Random, builder: bool) -> CasinoMove:
    """The next move along a checked deal: uniform, or (``builder``) builds and big captures
    first, so the deal meets more builds, raises and build duties."""
    if builder:
        builds = [m for m in legal if m.build is not None]
        if builds and rng.random() < 0.7:
            return rng.choice(builds)
        if rng.random() < 0.5:
            return max(legal, key=lambda m: len(m.taken))
    return rng.choice(legal)


def seen_kinds(state: CasinoState) -> Counter[str]:
    """The kinds of move and of build duty a position shows the check."""
    kinds: Counter[str] = Counter()
    for move in state.legal_moves():
        kinds[move.kind] += 1
        kinds.update("raise" for b in state.builds.values()
                     if move.build is not None and b.value != move.build
                     and set(b.cards) <= move.with_cards)
    kinds.update("owned build" for b in state.builds.values() if b.owner == state.to_play)
    kinds.update("multiple build" for b in state.builds.values() if b.multiple)
    return kinds


def cross_check_deal(players: int, target: int, rng: random.Random, builder: bool
                     ) -> tuple[int, Counter[str]]:
    """One random deal checked position by position; (positions, kinds of moves seen)."""
    deck = list(range(52))
    rng.shuffle(deck)
    state = CasinoState(players, target, players - 1)
    state.start_deal(deck)
    draws: list[float] = []  # the deal's own run: each draw set by its watcher before it is made
    kinds: Counter[str] = Counter()
    turn = [0]

    def check(seat, hands, loose, builds, piles, sweeps, last) -> None:  # noqa: ANN001
        shown = fast_position(seat, hands, loose, builds, piles, sweeps, last)
        assert shown == engine_position(state)  # the run reached the engine's position
        at = copied(hands, loose, builds, piles, sweeps, last)  # the run's own card order
        found, draw_of = fast_outcomes(players, deck, at, turn[0])
        assert found == engine_outcomes(state)
        kinds.update(seen_kinds(state))
        move = _chosen(state.legal_moves(), rng, builder)
        draws.append(draw_of[move.key])  # the run's next draw plays the chosen move
        state.apply(move)
        turn[0] += 1

    points = fast.random_playout(players, _Scripted(draws), deck=list(deck), watch=check)
    assert not state.in_deal
    assert points == state.deal_results[-1]["points"]
    return turn[0], kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fast_playout_plays_exactly_the_engine_moves_to_the_same_positions(players):
    rng = random.Random(260 + players)
    positions = 0
    kinds: Counter[str] = Counter()
    for deal in range(24):
        # targets 21 and 11; uniform deals and deals that seek builds, two of each in turn
        n, seen = cross_check_deal(players, (21, 11)[deal % 2], rng, builder=deal % 4 >= 2)
        positions += n
        kinds += seen
    assert positions == 24 * 48  # every card but the 4 first on the table is played
    # the check met every kind of move and of build duty
    assert {"capture", "build", "trail", "raise", "owned build", "multiple build"} <= set(kinds)


def test_the_fast_path_plays_exactly_the_engine_moves_on_random_crowded_positions_with_builds():
    rng = random.Random(26)
    kinds: Counter[str] = Counter()
    checked = 0
    while checked < 500:
        state = crowded_position(rng)
        if not 0 < state.count_moves() <= 400:
            # each move is played once on each side; a player owning a build he holds no
            # card for has no move (no deal comes to that: the duty keeps the card)
            continue
        checked += 1
        # turn 2 of the first round: seat 0 to play, the next turn seat 1's (no deal between)
        found, _ = fast_outcomes(2, list(range(52)), from_engine(state), 2)
        assert found == engine_outcomes(state)
        kinds.update(seen_kinds(state))
    assert {"capture", "build", "trail", "raise", "owned build", "multiple build"} <= set(kinds)


@pytest.fixture
def tiny_memos(monkeypatch):
    """The count rows and the split memos emptied every few entries, so refills run too."""
    with memos_emptied_often(monkeypatch):
        yield


def test_the_fast_playout_matches_the_engine_with_memos_emptied_often(tiny_memos):
    rng = random.Random(31)
    for deal in range(6):
        n, _ = cross_check_deal(2 + deal % 3, 21, rng, builder=deal % 2 == 1)
        assert n == 48
