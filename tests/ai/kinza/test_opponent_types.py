"""The opponent-type belief: the tracker hands over each finished round's moves, the belief
moves toward the grabber type after greedy play and away from it after a non-greedy move, and
a world whose hand contradicts a greedy choice weighs less once the opponent looks greedy."""

import random

from kinza_decks import shuffled_deal  # noqa: E402
from kotshina.ai.base import Budget
from kotshina.ai.kinza.heuristics import GreedyAgent, MediumAgent
from kotshina.ai.kinza.inference import Observed, Tracker
from kotshina.ai.kinza.opponent_types import TypeBelief, grabber_weight, mixture_weight
from kotshina.core.cards import SPANISH
from kotshina.games.kinza import new_match

cards = SPANISH.parse_many


def _deal(rng: random.Random, opponent, me: int, rounds: list, first_dealer: int) -> list:
    """Play one deal (me: random moves, the other seat: ``opponent``); ``rounds`` receives
    each round the tracker reports as finished; returns the opponent's moves per round."""
    state = new_match(2, first_dealer=first_dealer)
    deck = list(range(40))
    rng.shuffle(deck)
    state.start_deal(deck)
    tracker = Tracker()
    actual: list[list[Observed]] = []
    while state.current_player is not None:
        seat = state.current_player
        view = state.view_for(seat)
        if seat == me:
            move = rng.choice(state.legal_moves())
            tracker.update(view)
            if tracker.finished:
                rounds.append(tracker.finished)
            tracker.chose(view, move)
        else:
            move = opponent.choose(view, state.legal_moves(), Budget())
            if len(state.hands[seat]) == 3:
                actual.append([])
            actual[-1].append(Observed(tuple(sorted(state.table)), move.play, move.take))
        state.apply(move)
    return actual


def _belief_after_deal(rng: random.Random, opponent, first_dealer: int) -> float:
    rounds: list = []
    _deal(rng, opponent, 0, rounds, first_dealer)
    belief = TypeBelief()
    for finished in rounds:
        belief.round_seen(finished, 15)
    return belief.p_grabber


def test_the_tracker_reports_each_finished_round_exactly():
    rng = random.Random(5)
    for game in range(12):
        rounds: list = []
        actual = _deal(rng, GreedyAgent(), game % 2, rounds, game % 2)
        assert len(rounds) >= 4  # most of a deal's 6 rounds are read whole
        for finished in rounds:
            assert finished in actual


def test_the_belief_learns_a_greedy_opponent_and_a_searching_one():
    rng = random.Random(9)
    greedy_p = [_belief_after_deal(rng, GreedyAgent(), g % 2) for g in range(10)]
    medium_p = [_belief_after_deal(rng, MediumAgent(g), g % 2) for g in range(10)]
    # within one deal (4-5 rounds read) the belief leans the right way: greedy is always
    # recognised; medium, whose one-move look-ahead often agrees with greedy, mostly is not
    # taken for a grabber (over a match's deals the belief keeps learning)
    assert all(p > 0.9 for p in greedy_p)
    assert sum(p < 0.1 for p in medium_p) >= 5
    assert sum(medium_p) / len(medium_p) < 0.5


def test_a_non_greedy_trail_turns_the_belief_away_from_the_grabber():
    # table 12C 11E, hand 7E 1B 2C: no card captures, so greedy trails its cheapest card (the
    # 7E: fewest points, highest sum value), where a searcher may trail any of the three
    table = cards(["12C", "11E"])

    def round_(first: str, second: str, take: list[str], last: str,
               last_take: tuple[str, ...] = ()) -> list[Observed]:
        t1 = tuple(sorted(table))
        t2 = tuple(sorted((*t1, SPANISH.parse(first))))
        moves = [Observed(t1, SPANISH.parse(first), frozenset()),
                 Observed(t2, SPANISH.parse(second), frozenset(cards(take)))]
        t3 = tuple(sorted(c for c in t2 if c not in cards(take)))
        if not take:
            t3 = tuple(sorted((*t3, SPANISH.parse(second))))
        return [*moves, Observed(t3, SPANISH.parse(last), frozenset(cards(last_take)))]

    prior = TypeBelief().p_grabber
    searcher = TypeBelief()
    # trails the 1B, then the 2C takes 12C + 1B (greedy's move there), then the 7E
    searcher.round_seen(round_("1B", "2C", ["12C", "1B"], "7E"), 15)
    assert searcher.p_grabber < 0.2 * prior
    grabber = TypeBelief()
    # trails the 7E, then the 2C (cheaper to trail than the 1B), then the 1B takes 12C + 2C
    grabber.round_seen(round_("7E", "2C", [], "1B", ("12C", "2C")), 15)
    assert grabber.p_grabber > 0.8
    grabber.round_seen(round_("1B", "2C", ["12C", "1B"], "7E"), 15)
    assert grabber.p_grabber < 0.5  # one non-greedy round outweighs one greedy round


def test_a_world_that_contradicts_a_greedy_choice_weighs_less():
    table = tuple(cards(["12O", "6C"]))
    trail = (Observed(table, SPANISH.parse("7E"), frozenset()),)
    could_take_gold = cards(["3C", "2B"])  # with the 3 a grabber would have taken the rey
    could_not = cards(["1C", "2B"])
    assert grabber_weight(could_take_gold, trail, 15) < 0.05 * grabber_weight(could_not, trail, 15)
    sure = [mixture_weight(h, trail, 15, 0.99) for h in (could_take_gold, could_not)]
    unsure = [mixture_weight(h, trail, 15, 0.01) for h in (could_take_gold, could_not)]
    # the more the opponent looks like a grabber, the more the contradiction counts
    assert sure[0] / sure[1] < unsure[0] / unsure[1]
    assert mixture_weight(could_take_gold, (), 15, 0.99) == 1.0


def test_the_expert_answers_greedy_replies_in_the_endgame_once_it_sees_a_grabber():
    from kotshina.ai.kinza import make_agent
    from kotshina.ai.kinza.searching import solve_endgame, solve_endgame_vs_greedy

    rng = random.Random(12)
    differ = 0
    for _ in range(200):
        state = shuffled_deal(rng)
        while state.stock or len(state.hands[state.to_play]) < 3:
            state.apply(rng.choice(state.legal_moves()))
        view, legal = state.view_for(state.to_play), state.legal_moves()
        worst_case = solve_endgame(view, legal)
        against_greedy = solve_endgame_vs_greedy(view, legal)
        if worst_case == against_greedy:
            continue
        differ += 1
        expert = make_agent("expert", seed=1)
        budget = Budget(seconds=5.0)
        assert expert.choose(view, legal, budget) == worst_case  # no belief yet: the worst case
        expert.belief.log_odds = 10.0  # the opponent has played like greedy all along
        assert expert.choose(view, legal, budget) == against_greedy
        # an analysis of the position keeps the worst case its exact values measure
        assert expert.solver(view, legal) == worst_case
    assert differ >= 3
