"""The search's look-ahead playout plays only moves the engine allows and scores like it."""

import random

import pytest

from kinza_decks import shuffled_deal  # noqa: E402
from kotshina.ai.kinza.rollout import smart_finish
from kotshina.games.kinza import KinzaMove, new_match
from kotshina.games.kinza.cards import POINT_VALUE


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", ["kinza", "rubain"])
@pytest.mark.parametrize("epsilon", [0.0, 0.5])
def test_smart_playout_follows_the_engine(players, variant, epsilon):
    rng = random.Random(players * 3 + len(variant))
    for _ in range(6):
        state = new_match(players, variant)
        deck = list(range(40))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.randrange(30)):
            state.apply(rng.choice(state.legal_moves()))
        piles = [sum(POINT_VALUE[c] for c in p) for p in state.piles]
        trace = []
        points = smart_finish([h[:] for h in state.hands], list(state.table), list(state.stock),
                              state.to_play, state.dealer, state.last_capturer, piles, players,
                              state.capture_sum, rng, epsilon, trace=trace)
        for seat, card, taken in trace:
            assert state.current_player == seat
            move = KinzaMove(card, frozenset(taken))
            assert move in state.legal_moves()
            state.apply(move)
        assert state.current_player is None
        assert state.deal_results[-1]["points"] == points



def random_position(rng: random.Random, most_moves: int):
    """A shuffled 2-player deal after fewer than ``most_moves`` random moves, and the points
    each pile holds."""
    state = shuffled_deal(rng)
    for _ in range(rng.randrange(most_moves)):
        state.apply(rng.choice(state.legal_moves()))
    return state, [sum(POINT_VALUE[c] for c in p) for p in state.piles]

@pytest.mark.parametrize("rounds", [0, 1])
def test_a_cut_playout_stops_at_a_round_end_in_the_engines_position(rounds):
    # the playout hands the position over at the end of the current round (or the next): the
    # engine, replaying the same plays, is then exactly between two rounds with that table,
    # that stock, those points and that last capturer
    rng = random.Random(20 + rounds)
    cuts = 0
    for _ in range(30):
        state, piles = random_position(rng, 24)
        seen: list = []

        def cut(table, stock, last, points, seen=seen):
            seen.append((sorted(table), list(stock), last, list(points)))
            return [points[0] + 0.5, points[1] - 0.5]

        trace = []
        result = smart_finish([h[:] for h in state.hands], list(state.table), list(state.stock),
                              state.to_play, state.dealer, state.last_capturer, piles, 2, 15,
                              rng, 0.1, trace=trace, cut=cut, rounds=rounds)
        for _seat, card, taken in trace:
            state.apply(KinzaMove(card, frozenset(taken)))
        if not seen:
            assert state.current_player is None  # the deal ended first: nothing to cut
            continue
        cuts += 1
        table, stock, last, points = seen[0]
        assert result == [points[0] + 0.5, points[1] - 0.5]
        # the engine has dealt the next round already: its stock + hands are the cut's stock
        assert sorted(stock) == sorted(state.stock + state.hands[0] + state.hands[1])
        assert stock[6:] == state.stock
        assert table == sorted(state.table)
        assert points == state.deal_points
        assert last == (-1 if state.last_capturer is None else state.last_capturer)
    assert cuts > 15


def test_a_greedy_seat_plays_the_greedy_yardsticks_moves():
    # the duel tool's "knows-greedy" ceiling makes one seat of its playouts play greedy: each of
    # that seat's plays must be the card greedy plays there, taking as many points
    from kotshina.ai.base import Budget
    from kotshina.ai.kinza.heuristics import GreedyAgent

    greedy = GreedyAgent()
    rng = random.Random(7)
    checked = 0
    for _ in range(40):
        state, piles = random_position(rng, 20)
        trace = []
        smart_finish([h[:] for h in state.hands], list(state.table), list(state.stock),
                     state.to_play, state.dealer, state.last_capturer, piles, 2, 15, rng, 0.5,
                     trace=trace, greedy_seat=1)
        for seat, card, taken in trace:
            move = KinzaMove(card, frozenset(taken))
            assert move in state.legal_moves()
            if seat == 1:
                expected = greedy.choose(state.view_for(1), state.legal_moves(), Budget())
                assert card == expected.play
                assert sum(POINT_VALUE[c] for c in taken) == sum(
                    POINT_VALUE[c] for c in expected.take)
                checked += 1
            state.apply(move)
    assert checked > 200
