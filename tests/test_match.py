"""The Match: one game loop for the app, the arena and records.replay."""

from __future__ import annotations

import random

import pytest

from kotshina import records
from kotshina.core.errors import IllegalMove, RuleViolation
from kotshina.match import Match


@pytest.mark.parametrize("game,players", [("kinza", 2), ("kinza", 4), ("king", 4), ("casino", 3)])
def test_a_random_match_round_trips_through_its_record(game, players):
    rng = random.Random(5)
    match = Match.new(game, players, {"length": "short"} if game == "king" else {}, 1,
                      extra={"seats": [{"level": None}]})
    for _ in range(120):
        if match.is_over:
            break
        if match.needs_deck:
            assert match.deal(rng=rng)  # the deal's events
            continue
        legal = match.legal_moves()
        assert legal is match.legal_moves()  # computed once per position
        seat = match.to_move
        match.push(rng.choice(legal))
        assert match.movers[-1] == seat
    record = match.record()
    assert record["seats"] == [{"level": None}]  # the app's extra keys are kept
    again = Match(record)
    assert again.moves == match.moves and again.movers == match.movers
    assert records.replay(record) == match.result()


def test_truncate_goes_back_with_the_same_cards():
    rng = random.Random(9)
    match = Match.new("kinza", 2)
    match.deal(rng=rng)
    for _ in range(10):
        match.deal(rng=rng)
        match.push(rng.choice(match.legal_moves()))
    probe = Match(dict(match.record(), moves=match.record()["moves"][:3]))
    hand_after_3 = probe.state.view_for(0).hand
    match.truncate(3)
    assert match.ply == 3 and match.state.view_for(0).hand == hand_after_3
    assert len(match.record()["decks"]) >= 1


def test_an_illegal_push_changes_nothing():
    match = Match.new("king", 4, first_seat=2)
    match.deal(rng=random.Random(1))
    legal = match.legal_moves()
    card_move = match.state.move_from_json({"play": "AS"})
    with pytest.raises(RuleViolation) as err:
        match.push(card_move)
    assert err.value.code == "contract_first"
    assert match.ply == 0 and match.legal_moves() == legal


def test_records_name_the_first_illegal_move():
    match = Match.new("kinza", 2)
    match.deal(rng=random.Random(3))
    record = match.record()
    trail = next(m for m in match.legal_moves())
    record["moves"] = [trail.to_json(), trail.to_json()]  # the same card twice
    with pytest.raises(IllegalMove) as err:
        Match(record)
    assert err.value.index == 1
