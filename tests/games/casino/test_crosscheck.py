"""Oracle cross-check of the fast Casino playout (games/casino/playout.py) against the engine.

On every position of random deals (2, 3 and 4 players, both match targets; half the deals
seek builds so that raises and build duties come up often), the fast path is made to play
*each* of its moves in turn (its random draws scripted), and what it does is compared with the
engine (CasinoState, the judge of the rules) playing each of its legal moves:
- the same number of moves, and the fast path's moves are exactly the engine's legal moves;
- every move leads to the same next position (hands, loose cards, builds with their owner and
  kind, piles, sweeps, last capturer) -- on the last move of a deal, to the same points;
- the position the fast path reaches along the deal is the engine's at every turn.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kotshina.games.casino import CasinoState
from kotshina.games.casino import playout as fast
from kotshina.games.casino.moves import CasinoMove, MoveKey
from kotshina.games.casino.options import BUILD, TRAIL, Builds

#: a position as both sides are compared: seat to play, hands, loose, builds (value, cards,
#: owner, single), piles, sweeps, last capturer (-1: none yet)
Position = tuple[int, tuple[tuple[int, ...], ...], tuple[int, ...],
                 tuple[tuple[int, tuple[int, ...], int, bool], ...],
                 tuple[tuple[int, ...], ...], tuple[int, ...], int]


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


class _Stop(Exception):
    """Raised by the watcher once it has seen the position it waits for."""


class _Scripted(random.Random):
    """Draws given in advance (the fast playout asks one per turn once the deck is given)."""

    def __init__(self, draws: list[float]) -> None:
        super().__init__(0)
        self.draws = draws
        self.used = 0

    def random(self) -> float:
        u = self.draws[self.used] if self.used < len(self.draws) else 0.0
        self.used += 1
        return u


def _move_key(seat_card_kind: tuple[int, int, int, frozenset[int], int, int]) -> MoveKey:
    _, card, kind, cards, value, _ = seat_card_kind
    if kind == TRAIL:
        return CasinoMove(card).key
    if kind >= BUILD:
        return ("build", card, value, cards)
    return ("capture", card, cards)


def _replay(players: int, deck: list[int], draws: list[float], stop_at: int
            ) -> tuple[list[tuple[int, int, int, frozenset[int], int, int]], list[Position],
                       list[int] | None]:
    """The fast playout with its draws scripted, stopped at the start of turn ``stop_at``:
    (its trace, the positions it showed, its points if the deal ended first)."""
    trace: list[tuple[int, int, int, frozenset[int], int, int]] = []
    seen: list[Position] = []

    def watch(*position) -> None:  # noqa: ANN002 - fast.Watcher's arguments
        seen.append(fast_position(*position))
        if len(seen) > stop_at:
            raise _Stop

    try:
        points = fast.random_playout(players, _Scripted(draws), deck=list(deck), trace=trace,
                                     watch=watch)
    except _Stop:
        return trace, seen, None
    return trace, seen, points


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


def cross_check_deal(players: int, target: int, rng: random.Random, builder: bool
                     ) -> tuple[int, Counter[str]]:
    """One random deal checked position by position; (positions, kinds of moves seen)."""
    deck = list(range(52))
    rng.shuffle(deck)
    state = CasinoState(players, target, players - 1)
    state.start_deal(deck)
    draws: list[float] = []  # the fast path's draws that play the deal's moves so far
    kinds: Counter[str] = Counter()
    turn = 0
    while state.in_deal:
        trace, seen, _ = _replay(players, deck, [*draws, 0.0], turn + 1)
        assert seen[turn] == engine_position(state)  # the fast path reached the same position
        legal = state.legal_moves()
        count = trace[turn][5]
        assert count == len(legal)
        engine_after: Counter[tuple[MoveKey, Position | tuple[int, ...]]] = Counter()
        for move in legal:
            after = state.clone()
            after.apply(move)
            outcome = (engine_position(after) if after.in_deal
                       else tuple(after.deal_results[-1]["points"]))
            engine_after[move.key, outcome] += 1
            kinds[move.kind] += 1
            kinds.update("raise" for b in state.builds.values()
                         if move.build is not None and b.value != move.build
                         and set(b.cards) <= move.with_cards)
        fast_after: Counter[tuple[MoveKey, Position | tuple[int, ...]]] = Counter()
        draw_of: dict[MoveKey, float] = {}
        for r in range(count):
            u = (r + 0.5) / count  # int(u * count) == r: the fast path plays its r-th move
            trace, seen, points = _replay(players, deck, [*draws, u], turn + 1)
            key = _move_key(trace[turn])
            fast_after[key, seen[turn + 1] if points is None else tuple(points)] += 1
            draw_of[key] = u
        assert fast_after == engine_after
        kinds.update("owned build" for b in state.builds.values() if b.owner == state.to_play)
        kinds.update("multiple build" for b in state.builds.values() if b.multiple)
        move = _chosen(legal, rng, builder)
        draws.append(draw_of[move.key])
        state.apply(move)
        turn += 1
    return turn, kinds


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
