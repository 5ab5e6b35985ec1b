"""Inference from play: the tracker reads the opponent's moves from views alone, and worlds
where the opponent's hand makes its moves unlikely weigh less."""

import random

from kotshina.ai.kinza.inference import Observed, Tracker, move_probability, world_weight
from kotshina.core.cards import SPANISH
from kotshina.games.kinza import new_match


def test_tracker_recovers_the_opponents_moves_of_the_round():
    rng = random.Random(3)
    for game in range(20):
        state = new_match(2, first_dealer=game % 2)
        deck = list(range(40))
        rng.shuffle(deck)
        state.start_deal(deck)
        tracker = Tracker()
        me = game % 2
        actual: list[Observed] = []
        while state.current_player is not None:
            seat = state.current_player
            move = rng.choice(state.legal_moves())
            if seat == me:
                view = state.view_for(me)
                assert tracker.update(view) == actual
                tracker.chose(view, move)
            else:
                if len(state.hands[seat]) == 3:
                    actual = []  # their first card of a new round
                actual.append(Observed(tuple(sorted(state.table)), move.play, move.take))
            state.apply(move)


def test_a_trail_is_unlikely_from_a_hand_that_could_take_gold():
    cards = SPANISH.parse_many
    table = tuple(cards(["12O", "6C"]))  # rey of gold (12 points) waits for a 3
    trail = Observed(table, SPANISH.parse("7E"), frozenset())
    with_three = move_probability(cards(["7E", "3C"]), table, trail, 15)
    without = move_probability(cards(["7E", "1C"]), table, trail, 15)
    assert with_three < 0.2 * without


def test_world_weight_follows_the_opponents_hand():
    cards = SPANISH.parse_many
    table = tuple(cards(["12O", "6C"]))
    evidence = (Observed(table, SPANISH.parse("7E"), frozenset()),)
    state = new_match(2)
    deck = list(range(40))
    state.start_deal(deck)
    likely = state.clone()
    likely.hands[1] = cards(["1C", "2B"])
    unlikely = state.clone()
    unlikely.hands[1] = cards(["3C", "2B"])
    assert world_weight(unlikely, 0, evidence) < world_weight(likely, 0, evidence)
    assert world_weight(unlikely, 0, ()) == 1.0
