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
    match = Match.new("kinza", 2, positions=True)
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


def _counting_applies(match: Match, monkeypatch) -> list[object]:
    """The moves the engine applies from now on (a replay shows here; a kept position not)."""
    applied: list[object] = []
    original = type(match.state).apply
    monkeypatch.setattr(type(match.state), "apply",
                        lambda state, move: applied.append(move) or original(state, move))
    return applied


def _first_of_deal(match: Match, deal: int) -> int:
    return match.deal_of.index(deal)


@pytest.mark.parametrize(("game", "players"), [("kinza", 2), ("king", 4), ("casino", 3)])
def test_going_back_within_the_kept_deals_restores_without_replaying(game, players,
                                                                     monkeypatch):
    """Undo in the current deal or the one before is one step: no move is applied again, and
    the position, the record and the legal moves are those of a match replayed to that
    point."""
    rng = random.Random(3)
    match = Match.new(game, players, {"target": 301} if game == "kinza" else None,
                      positions=True)
    while match.ply < 200:
        match.deal(rng=rng)
        match.push(rng.choice(match.legal_moves()))
    assert match.deals_started() >= 2  # the previous deal's positions are there to go back to
    record = match.record()
    applied = _counting_applies(match, monkeypatch)
    previous = _first_of_deal(match, match.deals_started() - 1)
    for ply in (199, (199 + previous) // 2, previous + 1, previous):
        undone = match.truncate(ply)
        assert applied == []  # nothing replayed, however many moves back
        replayed = Match(dict(record, moves=record["moves"][:ply]))
        assert match.record() == replayed.record()
        assert match.legal_moves() == replayed.legal_moves()
        assert match.state.view_for(0) == replayed.state.view_for(0)
        assert [m.to_json() for m in undone] == record["moves"][ply:ply + len(undone)]
        record = dict(record, moves=record["moves"][:ply])
        applied.clear()  # the replay to compare with applied moves, the match did not


def _long_match(game: str, players: int, deals: int, seed: int) -> Match:
    rng = random.Random(seed)
    options = {"length": "full"} if game == "king" else {"target": 301} \
        if game == "kinza" else None
    match = Match.new(game, players, options, positions=True)
    while not match.is_over and (match.deals_started() < deals or not match.needs_deck):
        match.deal(rng=rng)
        match.push(rng.choice(match.legal_moves()))
    return match


def _kept(match: Match) -> list[int]:
    return [ply for ply, position in enumerate(match._positions) if position is not None]


@pytest.mark.parametrize(("game", "players"), [("king", 4), ("kinza", 2), ("trix", 4)])
def test_a_long_match_keeps_the_positions_of_two_deals_only(game, players):
    """A state per move for the whole match grew the app by ~2 MB over King's 20 deals: the
    positions of deals older than the one before the current one are let go as deals begin."""
    match = _long_match(game, players, 12, seed=players)
    assert match.deals_started() >= 6  # Kinza's match is over by then, King and Trix go on
    current = match.deals_started()  # its positions are let go when the next deal begins
    kept = _kept(match)
    assert kept == list(range(_first_of_deal(match, current - 1), match.ply))
    assert len(kept) < match.ply / 2


@pytest.mark.parametrize(("game", "players"), [("king", 4), ("kinza", 2), ("casino", 3),
                                               ("trix", 4)])
def test_going_back_past_the_kept_deals_replays_from_the_decks_the_same_positions(
        game, players, monkeypatch):
    """Further back than the kept deals the moves before the position are replayed once from
    the record's decks (the same cards, the same position as when it was played); its deal
    and the one before are kept again on the way, so the next steps back there are one step,
    and the deals played after it keep only two deals' positions again."""
    match = _long_match(game, players, 9, seed=players + 1)
    record = match.record()
    applied = _counting_applies(match, monkeypatch)
    assert match.deals_started() >= 5  # deal 3 is older than the two kept
    target = _first_of_deal(match, 3) + 3
    undone = match.truncate(target)
    assert len(applied) == target  # the moves before it, once
    assert [m.to_json() for m in undone] == record["moves"][target:]
    replayed = Match(dict(record, moves=record["moves"][:target]))
    _same_position(match, replayed)
    assert match.record() == replayed.record()
    assert {match.deal_of[ply] for ply in _kept(match)} == {2, 3}
    for ply in (target - 1, _first_of_deal(match, 2) + 1, _first_of_deal(match, 2)):
        applied.clear()
        match.truncate(ply)
        assert applied == []  # kept on the way
        _same_position(match, Match(dict(record, moves=record["moves"][:ply])))
    applied.clear()
    match.truncate(1)  # deal 1: replayed again (the second move's position, from the start)
    assert len(applied) == 1
    _same_position(match, Match(dict(record, moves=record["moves"][:1])))
    for move in undone_all(record, 1):  # played forward again: the same match, two deals kept
        match.deal_recorded()
        match.push(move)
    assert match.record() == record
    assert {match.deal_of[ply] for ply in _kept(match)} <= {match.deals_started() - 1,
                                                            match.deals_started()}


def undone_all(record: dict, ply: int) -> list[object]:
    """The engine moves of ``record`` from ``ply`` on (replayed to read them)."""
    return Match(record).moves[ply:]


def test_a_match_that_keeps_no_positions_says_so():
    match = Match.new("kinza", 2)
    match.deal(rng=random.Random(1))
    match.push(match.legal_moves()[0])
    with pytest.raises(ValueError, match="keeps no positions"):
        match.truncate(0)


def test_the_record_is_appended_not_rebuilt(monkeypatch):
    """Each move is written to the record once, when it is made: asking for the record again
    converts no move (a record per move used to convert every move so far)."""
    from kotshina.games.kinza import KinzaMove

    match = Match.new("kinza", 2)
    match.deal(rng=random.Random(2))
    written = []
    original = KinzaMove.to_json
    monkeypatch.setattr(KinzaMove, "to_json", lambda move: written.append(move) or original(move))
    for _ in range(20):
        match.deal(rng=random.Random(len(written)))
        match.push(match.legal_moves()[0])
        first = match.record()
        assert match.record() == first and match.record() is not first
    assert len(written) == 20
    first["moves"].append({"play": "1O"})  # a caller's changes to its copy stay its own
    assert len(match.record()["moves"]) == 20


GAMES = [("kinza", 2), ("kinza", 4), ("king", 4), ("casino", 3), ("trix", 4)]


def _played(game: str, players: int, plies: int, seed: int) -> Match:
    """A match of random legal moves, every position kept as it was played."""
    rng = random.Random(seed)
    match = Match.new(game, players, {"target": 301} if game == "kinza" else None,
                      positions=True)
    while match.ply < plies and not match.is_over:
        match.deal(rng=rng)
        match.push(rng.choice(match.legal_moves()))
    match.deal(rng=rng)
    return match


def _same_position(one, other) -> None:
    assert one.legal_moves() == other.legal_moves()
    assert one.to_move == other.to_move and one.state.deal_number == other.state.deal_number
    for seat in range(one.players):
        assert one.state.view_for(seat) == other.state.view_for(seat)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_match_made_from_a_record_keeps_its_positions_when_first_going_back(
        game, players, monkeypatch):
    """A record is replayed without keeping a position per move (continuing a long match
    opens at once); the first step back makes those of its deal and the one before, once, and
    they are the positions the match had when it was played."""
    played = _played(game, players, 160, seed=len(game) + players)
    record = played.record()
    state_type = type(played.state)
    applied = []
    apply = state_type.apply
    monkeypatch.setattr(state_type, "apply", lambda s, m: applied.append(m) or apply(s, m))
    loaded = Match(record, positions=True)
    assert loaded._positions == [None] * played.ply and len(applied) == played.ply
    applied.clear()
    if loaded.to_move is not None:
        loaded.push(loaded.legal_moves()[0])
        assert loaded._positions[-1] is not None  # a move made now keeps its position at once
    applied.clear()
    loaded.truncate(played.ply)  # back to the loaded position: the kept one, no replay
    assert applied == []
    last = played.ply - 1
    deal = played.deal_of[last]
    previous = played.deal_of.index(max(1, deal - 1))
    replays = []
    for ply in (last, (last + previous) // 2, previous + 1, previous):
        applied.clear()
        loaded.truncate(ply)
        replays.append(len(applied))
        _same_position(loaded, Match(dict(record, moves=record["moves"][:ply])))
    assert replays == [last, 0, 0, 0]  # replayed once, at the first step back
    # every position made late is the one a replay of the record to it makes
    for ply in range(0, played.ply, 7):
        again = Match(record, positions=True)
        position = again._replayed(ply)
        fresh = Match(dict(record, moves=record["moves"][:ply]))
        for seat in range(players):
            assert position.view_for(seat) == fresh.state.view_for(seat)
        assert position.legal_moves() == fresh.state.legal_moves() or fresh.to_move is None


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_resumed_match_is_the_one_its_record_makes_and_leaves_the_original_alone(game, players):
    played = _played(game, players, 40, seed=players)
    record = played.record()
    checked = Match(record)
    seats = [{"level": None, "name": "Amal"}] + [{"level": "easy", "name": ""}] * (players - 1)
    resumed = checked.resumed({"seats": seats}, positions=True)
    fresh = Match(dict(record, seats=seats), positions=True)
    assert resumed.record() == fresh.record() and resumed.record()["seats"] == seats
    assert (resumed.moves, resumed.movers, resumed.deal_of, resumed.decks) == \
        (fresh.moves, fresh.movers, fresh.deal_of, fresh.decks)
    assert [e for e in resumed.events] == [e for e in fresh.events]
    _same_position(resumed, fresh)
    before = (checked.record(), checked.legal_moves())
    if resumed.to_move is not None:
        resumed.push(resumed.legal_moves()[0])
    resumed.truncate(1)
    assert resumed.ply == 1
    assert (checked.record(), checked.legal_moves()) == before  # the save's replay unchanged
    assert checked.ply == played.ply and "seats" not in checked.record()
