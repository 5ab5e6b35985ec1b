import random

from kotshina.games.kinza import new_match


def test_random_deal_hands_out_100_points():
    rng = random.Random(3)
    state = new_match(2)
    deck = list(range(40))
    rng.shuffle(deck)
    state.start_deal(deck)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_moves()))
    assert sum(state.deal_results[0]["points"]) == 100
