"""The Kinza development tools: self-play data is public-only and reproducible; the fitting
script's features are the app's; the duel harness scores a pair as the arena does."""

from kinza_duel import parse_spec, play_deal
from kinza_selfplay import play_deal as selfplay_deal
from kotshina.games.kinza.cards import POINT_VALUE


def test_round_end_positions_hold_only_public_facts_and_the_deal_result():
    positions, decisions = selfplay_deal("medium", seed=5, index=3, worlds=10,
                                         record_decisions=True)
    assert [p["rounds_left"] for p in positions] == [5, 4, 3, 2, 1]
    for p in positions:
        # at a round end the stock is everything not yet seen: not on the table, not captured
        assert len(p["stock"]) == 6 * p["rounds_left"]
        assert not set(p["stock"]) & set(p["table"])
        captured = 40 - len(p["stock"]) - len(p["table"])
        assert sum(p["piles"]) + sum(POINT_VALUE[c] for c in p["table"] + p["stock"]) == 100
        assert captured >= 0
        assert sum(p["final"]) == 100
        assert all(f >= pile for f, pile in zip(p["final"], p["piles"], strict=True))
    assert decisions and all(0 <= d["chosen"] < len(d["moves"]) for d in decisions)
    again, _ = selfplay_deal("medium", seed=5, index=3, worlds=10, record_decisions=False)
    assert again == positions


def test_duel_pairs_swap_seats_on_the_same_deck():
    assert parse_spec("expert:variant=round:worlds=40") == ("expert",
                                                           {"variant": "round", "worlds": "40"})
    first, _ = play_deal("greedy", "greedy", seed=3, pair=1, a_seat=0)
    second, _ = play_deal("greedy", "greedy", seed=3, pair=1, a_seat=1)
    # the same deterministic player on both seats: swapping seats swaps the result exactly
    assert first == -second
