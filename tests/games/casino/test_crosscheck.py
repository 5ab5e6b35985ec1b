"""Oracle cross-check of the fast Casino playout (games/casino/playout.py) against the engine.

On every position of random deals (2, 3 and 4 players, both match targets), the fast path is
made to play *each* of its moves in turn (its random draws scripted), and what it does is
compared with the engine (CasinoState, the judge of the rules) playing each of its legal moves:
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


def _fast_successor(players: int, deck: list[int], draws: list[float], turn: int
                    ) -> tuple[MoveKey, Position | list[int]]:
    """The fast playout replayed with ``draws`` up to ``turn``: the move it plays there and
    the position at the start of the next turn (the points if the deal ends)."""
    trace: list[tuple[int, int, int, frozenset[int], int, int]] = []
    seen: list[Position] = []

    def watch(*position) -> None:  # noqa: ANN002 - fast.Watcher's arguments
        if len(seen) == turn + 1:
            seen.append(fast_position(*position))
            raise _Stop
        seen.append(fast_position(*position))

    try:
        points = fast.random_playout(players, _Scripted(draws), deck=list(deck), trace=trace,
                                     watch=watch)
    except _Stop:
        return _move_key(trace[turn]), seen[turn + 1]
    return _move_key(trace[turn]), points


def cross_check_deal(players: int, target: int, rng: random.Random) -> tuple[int, Counter[str]]:
    """One random deal checked position by position; (positions, kinds of moves seen)."""
    deck = list(range(52))
    rng.shuffle(deck)
    # the reference deal: the fast path's own random draws, kept to be replayed
    reference = random.Random(rng.random())
    draws: list[float] = []

    class Recording(random.Random):
        def random(self) -> float:
            u = reference.random()
            draws.append(u)
            return u

    trace: list[tuple[int, int, int, frozenset[int], int, int]] = []
    along: list[Position] = []
    points = fast.random_playout(players, Recording(0), deck=list(deck), trace=trace,
                                 watch=lambda *p: along.append(fast_position(*p)))
    state = CasinoState(players, target, players - 1)
    state.start_deal(deck)
    kinds: Counter[str] = Counter()
    for turn, played in enumerate(trace):
        assert engine_position(state) == along[turn]
        legal = state.legal_moves()
        count = played[5]
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
        for r in range(count):
            key, outcome = _fast_successor(players, deck, [*draws[:turn], (r + 0.5) / count], turn)
            fast_after[key, outcome if isinstance(outcome, tuple) else tuple(outcome)] += 1
        assert fast_after == engine_after
        kinds.update("owned build" for b in state.builds.values() if b.owner == state.to_play)
        kinds.update("multiple build" for b in state.builds.values() if b.multiple)
        state.apply({m.key: m for m in legal}[_move_key(played)])
    assert not state.in_deal
    assert state.deal_results[-1]["points"] == points
    return len(trace), kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fast_playout_plays_exactly_the_engine_moves_to_the_same_positions(players):
    rng = random.Random(260 + players)
    positions = 0
    kinds: Counter[str] = Counter()
    for deal in range(24):
        n, seen = cross_check_deal(players, (21, 11)[deal % 2], rng)
        positions += n
        kinds += seen
    assert positions == 24 * 48  # every card but the 4 first on the table is played
    # the check met every kind of move and of build duty
    assert {"capture", "build", "trail", "raise", "owned build", "multiple build"} <= set(kinds)
