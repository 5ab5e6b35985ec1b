"""Kinza agents: legal moves only, views only, anytime, the exact endgame, and strength."""

import random

import pytest

from kinza_decks import shuffled_deal  # noqa: E402
from kotshina.ai import pool
from kotshina.ai.arena import run
from kotshina.ai.base import Budget
from kotshina.ai.kinza import make_variant
from kotshina.ai.kinza.searching import KinzaSearch, side_rewards, solve_endgame
from kotshina.ai.registry import LEVELS, make_agent
from kotshina.core.cards import SPANISH
from kotshina.games.kinza import new_match
from kotshina.games.kinza.state import KinzaState


def random_positions(players, variant, count, seed):
    """Engine states at random points of random matches (after random moves)."""
    rng = random.Random(seed)
    for _ in range(count):
        state = new_match(players, variant, first_dealer=rng.randrange(players))
        deck = list(range(40))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.randrange(36)):
            state.apply(rng.choice(state.legal_moves()))
        yield state


def small_budget():
    return Budget(seconds=5.0, iterations=12)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "variant"),
                         [(p, v) for p in (2, 3, 4) for v in ("kinza", "rubain")])
def test_agents_only_play_legal_moves(level, players, variant):
    agent = make_agent("kinza", level, seed=3)
    count = 4 if level in ("hard", "expert") else 12
    for state in random_positions(players, variant, count, seed=players * 7 + len(variant)):
        seat = state.current_player
        legal = state.legal_moves()
        move = agent.choose(state.view_for(seat), list(legal), small_budget())
        assert move in legal


def swap_hidden(state: KinzaState, seat: int, rng: random.Random) -> KinzaState:
    """The same position for ``seat`` with the cards it cannot see dealt differently."""
    other = state.clone()
    hidden = [c for s, h in enumerate(other.hands) if s != seat for c in h] + other.stock
    rng.shuffle(hidden)
    pos = 0
    for s in range(other.players):
        if s != seat:
            n = len(other.hands[s])
            other.hands[s] = hidden[pos:pos + n]
            pos += n
    other.stock = hidden[pos:]
    return other


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_hidden_cards_do_not_change_the_choice(level):
    rng = random.Random(11)
    for state in random_positions(2, "kinza", 6, seed=5):
        seat = state.current_player
        other = swap_hidden(state, seat, rng)
        assert other.hands[1 - seat] != state.hands[1 - seat] or not state.stock
        assert other.view_for(seat) == state.view_for(seat)
        first = make_agent("kinza", level, seed=9).choose(
            state.view_for(seat), state.legal_moves(), small_budget())
        second = make_agent("kinza", level, seed=9).choose(
            other.view_for(seat), other.legal_moves(), small_budget())
        assert first == second


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_tiny_time_budget_still_returns_a_legal_move(level):
    agent = make_agent("kinza", level, seed=1)
    for state in random_positions(2, "kinza", 5, seed=8):
        legal = state.legal_moves()
        move = agent.choose(state.view_for(state.current_player), list(legal),
                            Budget(seconds=0.001))
        assert move in legal


def test_greedy_takes_the_richest_capture():
    state = new_match(2)
    # seat 0 deals, seat 1 plays first: hand 5O (gold 5), 3C, 7E; table 10O (gold sota,
    # 10 points), 12C, 2B, 6E
    deck = ["5O", "3C", "7E", "1C", "2C", "4C", "10O", "12C", "2B", "6E"]
    cards = SPANISH.parse_many(deck)
    rest = [c for c in range(40) if c not in cards]
    state.start_deal(cards + rest)
    move = make_agent("kinza", "greedy").choose(
        state.view_for(1), state.legal_moves(), Budget(0.1))
    # 5O + 10O = 15 scores 15 points; 3C + 2B + 10O only 12, 3C + 12C 2, 7E + 2B + 6E 3
    assert move.play == SPANISH.parse("5O")
    assert move.take == frozenset({SPANISH.parse("10O")})


def minimax(state, me, search):
    if state.current_player is None:
        return search.rewards(state)[me]
    values = []
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        values.append(minimax(child, me, search))
    return max(values) if state.current_player == me else min(values)


def test_endgame_solver_finds_the_minimax_value():
    rng = random.Random(4)
    search = KinzaSearch()
    checked = 0
    while checked < 12:
        state = shuffled_deal(rng)
        while state.stock or len(state.hands[state.current_player]) < 2:
            state.apply(rng.choice(state.legal_moves()))
            if state.current_player is None:
                break
        if state.current_player is None:
            continue
        me = state.current_player
        move = solve_endgame(state.view_for(me), state.legal_moves())
        best = max(minimax(_after(state, m), me, search) for m in state.legal_moves())
        assert minimax(_after(state, move), me, search) == pytest.approx(best)
        checked += 1


def _after(state, move):
    child = state.clone()
    child.apply(move)
    return child


def test_endgame_solver_declines_positions_with_hidden_cards():
    state = next(random_positions(2, "kinza", 1, seed=1))
    if state.stock:
        assert solve_endgame(state.view_for(state.current_player), state.legal_moves()) is None
    state3 = next(random_positions(3, "kinza", 1, seed=1))
    assert solve_endgame(state3.view_for(state3.current_player), state3.legal_moves()) is None


def test_rewards_prefer_more_points_and_winning_the_match():
    low, high = side_rewards([40, 60], [0, 0], 151)
    assert high > 0.5 > low
    assert sum((low, high)) == pytest.approx(1.0)
    # the same deal that ends the match weighs much more than one that does not
    _, wins_match = side_rewards([49, 51], [100, 100], 151)
    _, plain = side_rewards([49, 51], [0, 0], 151)
    assert wins_match > plain + 0.3


def test_expert_beats_random_on_duplicate_deals():
    report = run("kinza", 2, "expert", "random", matches=4, seed=2, options={"target": 101},
                 think=5.0, iterations=12)
    assert report["a_score"] >= 0.75
    assert report["points_per_deal_a"] > report["points_per_deal_b"] + 20


def test_pool_search_returns_legal_moves_from_both_processes():
    agent = make_agent("kinza", "expert", seed=5)
    state = next(random_positions(2, "kinza", 1, seed=12))
    while len(state.legal_moves()) < 2 or not state.stock:
        state = next(random_positions(2, "kinza", 1, seed=random.Random().randrange(999)))
    move = agent.choose(state.view_for(state.current_player), state.legal_moves(),
                        Budget(seconds=5.0, iterations=40))
    assert move in state.legal_moves()
    if pool.get_pool() is not None and agent.workers > 1:
        assert agent.last_iterations == 40  # both workers searched their share


def test_fast_try_move_equals_engine_apply_then_playout():
    search = KinzaSearch(epsilon=0.3)
    for state in random_positions(3, "kinza", 8, seed=21):
        for move in state.legal_moves():
            fast = search.try_move(state, move, random.Random(5))
            child = state.clone()
            child.apply(move)
            slow = (search.rewards(child) if child.current_player is None
                    else search.playout(child, random.Random(5)))
            assert fast == pytest.approx(slow)


def test_a_tie_at_the_top_ends_a_kinza_match_but_plays_on_in_casino():
    from kotshina.ai.casino.flat import side_rewards as casino_rewards

    # Kinza: both sides reach the target level: a draw, the match result weighs half each
    kinza = side_rewards([50, 50], [101, 101], 151)
    assert kinza[0] == pytest.approx(kinza[1]) == pytest.approx(0.5)
    # Casino: tied at the top plays on, so the reward is the open (win-chance) estimate
    casino = casino_rewards([3, 3], [18, 18], 21)
    assert casino[0] == pytest.approx(casino[1]) == pytest.approx(0.5)
    ahead, behind = casino_rewards([5, 1], [10, 10], 21)  # 15 vs 11: the match goes on
    assert 0.5 < ahead < 1.0 and behind < 0.5
    won, lost = casino_rewards([5, 1], [17, 18], 21)  # 22 vs 19: the hand decides the match
    assert won > ahead and lost < behind


def _position_with_choice(seed):
    """A 2-player position with cards in the stock and at least three legal moves."""
    for state in random_positions(2, "kinza", 50, seed=seed):
        if state.stock and len(state.legal_moves()) >= 3:
            return state
    raise AssertionError("no such position")


def test_hard_searches_its_own_number_of_worlds_whatever_the_time():
    from kotshina.ai.kinza import HARD_WORLDS

    agent = make_agent("kinza", "hard", seed=4)
    state = _position_with_choice(31)
    legal = state.legal_moves()
    # a generous budget does not make hard stronger: the same worlds on any machine
    assert agent.choose(state.view_for(state.current_player), legal, Budget(seconds=30.0)) in legal
    assert agent.last_iterations == HARD_WORLDS
    # a smaller cap from the caller (the arena's reproducible runs) still applies
    agent.choose(state.view_for(state.current_player), legal, Budget(seconds=30.0, iterations=3))
    assert agent.last_iterations == 3


def test_hard_plays_the_last_round_by_search_not_by_the_exact_solver():
    agent = make_agent("kinza", "hard", seed=2)
    assert agent.solver is None
    # the expert solves it exactly: against the worst case, or against greedy's replies once
    # it takes the opponent for a grabber (opponent_types.py)
    expert = make_agent("kinza", "expert", seed=2)
    assert expert.solver is not None
    assert make_variant("expert", "flat-cut0", seed=2).solver is solve_endgame


def test_medium_slips_at_its_blunder_rate_and_the_searches_fallback_never_does():
    from kotshina.ai.kinza import MEDIUM_BLUNDER
    from kotshina.ai.kinza.heuristics import MediumAgent

    positions = [s for s in random_positions(2, "kinza", 600, seed=17)
                 if len(s.legal_moves()) >= 4]
    slips = 0
    for index, state in enumerate(positions):
        view, legal = state.view_for(state.current_player), state.legal_moves()
        scores = [MediumAgent().score(view, m) for m in legal]
        best = {m for m, s in zip(legal, scores, strict=True) if s >= max(scores) - 1e-9}
        assert MediumAgent(seed=index).choose(view, legal, Budget()) in best  # no slips
        move = make_agent("kinza", "medium", seed=index).choose(view, legal, Budget())
        assert move in legal
        slips += move not in best
    # a random move misses the look-ahead's choice most of the time it is drawn
    assert 0.5 * MEDIUM_BLUNDER * len(positions) < slips < (MEDIUM_BLUNDER + 0.15) * len(positions)
