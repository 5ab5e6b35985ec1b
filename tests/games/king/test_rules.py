"""King rules (docs/rules-king.md) on fixed deals: dealing, contracts and quotas, trick play, scoring."""

from __future__ import annotations

import random

import pytest

from kotshina.core import events as ev
from kotshina.core.cards import FRENCH
from kotshina.core.errors import MoveFormatError, RuleViolation
from kotshina.games.king import ContractMove, KingState, new_match
from kotshina.games.king.moves import move_from_json


def make_deck(chooser: int, hands: dict[int, str]) -> list[int]:
    """A deck in record order giving each seat the listed cards; the rest fill up in card order."""
    given = {seat: FRENCH.parse_many(text.split()) for seat, text in hands.items()}
    used = {c for cards in given.values() for c in cards}
    rest = iter(c for c in range(52) if c not in used)
    full = {}
    for seat in range(4):
        cards = list(given.get(seat, []))
        while len(cards) < 13:
            cards.append(next(rest))
        full[seat] = cards
    return [c for block in range(4) for c in full[(chooser + block) % 4]]


def play(state: KingState, *moves: str | dict) -> list[ev.Event]:
    events = []
    for m in moves:
        events.extend(state.apply(move_from_json({"play": m} if isinstance(m, str) else m)))
    return events


def cards(text: str) -> set[int]:
    return set(FRENCH.parse_many(text.split()))


def legal_cards(state: KingState) -> set[int]:
    return {m.card for m in state.legal_moves()}


def lowest(state: KingState) -> str:
    return FRENCH.format(min(legal_cards(state)))


def refused(state: KingState, move: str | dict) -> RuleViolation:
    before = state.view_for(0)
    with pytest.raises(RuleViolation) as info:
        play(state, move)
    assert state.view_for(0) == before  # a refused move changes nothing
    return info.value


def finish_deal(state: KingState, rng: random.Random) -> None:
    while state.in_deal:
        state.apply(rng.choice(state.legal_moves()))


def trick_won(events: list[ev.Event]) -> ev.Event:
    return next(e for e in events if e.kind == ev.TRICK_WON)


def test_record_order_deals_blocks_of_13_from_the_chooser():
    state = new_match("full", 2)
    state.start_deal(list(range(52)))
    for block, seat in enumerate((2, 3, 0, 1)):
        assert state.view_for(seat).hand == tuple(range(block * 13, block * 13 + 13))
    assert state.current_player == 2 and state.view_for(0).chooser == 2


def test_chooser_names_contract_then_leads_and_rotation_moves_on():
    state = new_match("full", 3)
    state.start_deal(make_deck(3, {}))
    assert refused(state, "2S").code == "contract_first"
    events = play(state, {"contract": "koz", "trump": "H"})
    assert events[0].kind == ev.CONTRACT_CHOSEN and events[0].seat == 3
    assert events[0].data == {"contract": "koz", "trump": "H"}
    assert state.current_player == 3  # the chooser leads trick 1
    assert refused(state, {"contract": "no-queens"}).code == "contract_already_chosen"
    finish_deal(state, random.Random(1))
    assert state.deal_results[0]["chooser"] == 3 and state.deal_results[0]["trump"] == "H"
    state.start_deal(make_deck(0, {}))
    assert state.current_player == 0 and state.contract is None


def test_fresh_match_offers_six_penalties_and_koz_in_four_suits():
    state = new_match()
    state.start_deal(make_deck(0, {}))
    assert [m.to_json() for m in state.legal_moves()] == [
        {"contract": c} for c in
        ("no-tricks", "no-hearts", "no-kings-jacks", "no-queens", "rifki", "no-last-two")
    ] + [{"contract": "koz", "trump": s} for s in "SHDC"]


def test_move_notation_is_checked():
    assert repr(move_from_json({"contract": "koz", "trump": "d"})) == '{"contract": "koz", "trump": "D"}'
    assert repr(move_from_json({"play": "10h"})) == '{"play": "10H"}'
    for bad in ({"contract": "koz"}, {"contract": "no-queens", "trump": "S"},
                {"contract": "barbu"}, {"play": "QS", "take": []}, {"card": "QS"}, ["QS"]):
        with pytest.raises(MoveFormatError):
            move_from_json(bad)


def test_short_match_forces_the_other_kind_once_a_quota_is_used():
    rng = random.Random(7)
    state = new_match("short", 0)
    first = {0: {"contract": "koz", "trump": "S"}, 1: {"contract": "no-tricks"},
             2: {"contract": "koz", "trump": "D"}, 3: {"contract": "rifki"}}
    for seat in range(4):
        state.start_deal(make_deck(seat, {}))
        play(state, first[seat])
        finish_deal(state, rng)
    state.start_deal(make_deck(0, {}))
    assert all(m.contract != "koz" for m in state.legal_moves())
    err = refused(state, {"contract": "koz", "trump": "C"})
    assert err.code == "koz_used_up" and "koz choices used up" in str(err)
    play(state, {"contract": "no-queens"})
    finish_deal(state, rng)
    state.start_deal(make_deck(1, {}))
    assert {m.contract for m in state.legal_moves()} == {"koz"}
    err = refused(state, {"contract": "no-hearts"})
    assert err.code == "penalty_used_up" and "penalty choices used up" in str(err)
    view = state.view_for(2)
    assert view.koz_used == (1, 0, 1, 0) and view.penalty_used == (1, 1, 0, 1)


def test_a_penalty_contract_may_be_chosen_only_twice_per_match():
    rng = random.Random(3)
    state = new_match("full", 0)
    for seat in (0, 1):
        state.start_deal(make_deck(seat, {}))
        play(state, {"contract": "no-queens"})
        finish_deal(state, rng)
    state.start_deal(make_deck(2, {}))
    assert ContractMove("no-queens") not in state.legal_moves()
    err = refused(state, {"contract": "no-queens"})
    assert str(err) == "no-queens was already chosen twice"
    assert err.code == "contract_used_up" and err.params == {"contract": "no-queens"}
    assert state.view_for(2).uses("no-queens") == 2


def test_a_void_player_may_play_any_card_and_shows_the_void():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {0: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
                                   1: "2H 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"}))
    play(state, {"contract": "no-tricks"}, "2C")
    assert legal_cards(state) == cards("2H 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")
    play(state, "2H")
    assert state.view_for(3).voids[1] == frozenset({FRENCH.suits.index("C")})


def test_refusal_names_the_suit_to_follow():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {0: "AH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
                                   1: "2H 3H 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"}))
    play(state, {"contract": "no-queens"}, "AH")
    err = refused(state, "2S")
    assert str(err) == "must follow hearts"
    assert err.code == "must_follow" and err.params == {"suit": "H"}
    assert legal_cards(state) == cards("2H 3H")
    assert refused(state, "AS").code == "not_in_hand"


def test_koz_void_player_must_trump_but_need_not_overtrump():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {
        0: "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
        1: "AS 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
        2: "2S 3S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
    }))  # seat 3: 4S..KS, KH, AH, AC
    play(state, {"contract": "koz", "trump": "S"}, "AD")
    assert legal_cards(state) == cards("AS")
    err = refused(state, "KC")
    assert err.code == "must_trump" and err.params == {"suit": "S"}
    assert str(err).startswith("must trump")
    play(state, "AS")
    assert legal_cards(state) == cards("2S 3S")  # cannot beat the A♠, must still trump
    play(state, "2S")
    assert legal_cards(state) == cards("4S 5S 6S 7S 8S 9S 10S JS QS KS")
    won = trick_won(play(state, "4S"))
    assert won.seat == 1 and won.data["points"] == 50
    assert state.current_player == 1 and state.view_for(0).deal_points == (0, 50, 0, 0)


def test_trump_beats_the_led_suit_and_trumps_may_be_led():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {
        0: "2S 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
        1: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
        2: "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    }))  # seat 3: 3S..AS, 2D
    play(state, {"contract": "koz", "trump": "H"}, "2S", "AC")
    assert legal_cards(state) == {c for c in range(52) if FRENCH.suit(c) == "H"}
    won = trick_won(play(state, "2H", "AS"))
    assert won.seat == 2
    play(state, "AH")  # a trump led in trick 2
    assert state.trick == [FRENCH.parse("AH")]


def test_highest_card_of_the_led_suit_wins_off_suit_cards_do_not():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {
        0: "2C 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
        1: "3C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
        2: "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    }))  # seat 3: 2S, AH, 4C..AC
    won = trick_won(play(state, {"contract": "no-tricks"}, "2C", "3C", "AD", "4C"))
    assert won.seat == 3 and won.data["points"] == -50


def test_rifki_void_player_must_drop_the_king_of_hearts_and_the_deal_ends():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {
        0: "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS AH 2H",
        1: "KH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
    }))  # seat 2: KS AS 3H..QH 2D; seat 3: 3D..AD, AC
    play(state, {"contract": "rifki"}, "2S")
    assert legal_cards(state) == cards("KH")
    err = refused(state, "2C")
    assert str(err).startswith("must play the K♥") and err.code == "must_play_kh"
    events = play(state, "KH", "KS", "3D")
    assert [e.kind for e in events][-2:] == [ev.TRICK_WON, ev.DEAL_SCORED]
    assert trick_won(events).seat == 2
    assert state.deal_results[-1] == {"points": [0, 0, -320, 0], "chooser": 0,
                                      "contract": "rifki", "trump": None, "tricks": [0, 0, 1, 0],
                                      "totals": [0, 0, -320, 0]}
    assert state.needs_deck and state.totals == [0, 0, -320, 0]


def test_rifki_discard_without_the_king_proves_it_is_not_held():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {
        0: "AS 3H 4H 5H 6H 7H 8H 9H 10H JH QH 2D 3D",
        1: "KH 2H 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS",
        3: "AH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
    }))  # seat 2: KS, 4D..AD, AC
    play(state, {"contract": "rifki"})
    assert legal_cards(state) == cards("AS 2D 3D")  # no heart lead yet
    err = refused(state, "3H")
    assert str(err).startswith("hearts may not be led yet") and err.code == "hearts_not_broken"
    play(state, "AS", "2S", "KS", "AH")  # seat 3 is void in spades, holds no K♥
    view = state.view_for(1)
    assert view.lacks_kh == (False, False, False, True) and view.hearts_broken
    assert state.current_player == 0
    play(state, "3H")  # a heart fell in trick 1, so hearts may be led
    assert legal_cards(state) == cards("2H KH")  # following hearts: the K♥ is not forced


def test_no_hearts_lead_restriction_and_only_hearts_exception():
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {0: "2S 3S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
                                   1: "KH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"}))
    play(state, {"contract": "no-hearts"})  # seat 2: 4S..AS, AH, 2D; seat 3: 3D..AD, AC
    assert legal_cards(state) == cards("2S 3S")
    won = trick_won(play(state, "3S", "KH", "4S", "3D"))
    assert won.seat == 2 and won.data["points"] == -30
    assert cards("AH") <= legal_cards(state)  # the K♥ fell in trick 1
    only = new_match("full", 0)
    only.start_deal(make_deck(0, {0: "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"}))
    play(only, {"contract": "rifki"})
    assert legal_cards(only) == cards("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
    play(only, "2H")
    assert only.view_for(1).voids[0] == frozenset({0, 2, 3})  # the early heart lead proves it


def test_hearts_may_be_led_freely_in_other_contracts():
    for contract in ("no-tricks", "no-kings-jacks", "no-queens", "no-last-two"):
        state = new_match("full", 0)
        state.start_deal(make_deck(0, {0: "2S 3S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"}))
        play(state, {"contract": contract})
        assert cards("2H") <= legal_cards(state)
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {0: "2S 3S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"}))
    play(state, {"contract": "koz", "trump": "H"})
    assert cards("2H") <= legal_cards(state)


def test_seed_no_queens_example():
    # P1..P4 = seats 0..3; P1 chose no-queens and leads the 2♣; P4 has no clubs
    state = new_match("full", 0)
    state.start_deal(make_deck(0, {
        0: "2C QD 3D 3C 4C 6C 7C 8C 2S 3S 4S 5S 6S",
        1: "5C 2D 10C JC 7S 8S 9S 10S JS 2H 3H 4H 5H",
        2: "9C AD QC KC AC 5D 6D KS AS 6H 7H 8H 9H",
        3: "QS 4D 7D 8D 9D 10D JD KD 10H JH QH KH AH",
    }))
    won = trick_won(play(state, {"contract": "no-queens"}, "2C", "5C", "9C", "QS"))
    assert won.seat == 2 and won.data["points"] == -100
    assert state.current_player == 2
    play(state, "AD", "4D")
    assert cards("QD") <= legal_cards(state)  # P1 may drop the Q♦ under the sure winner
    won = trick_won(play(state, "QD", "2D"))
    assert won.seat == 2 and won.data["points"] == -100
    view = state.view_for(0)
    assert view.deal_points == (0, 0, -200, 0) and view.tricks_taken == (0, 0, 2, 0)
    assert view.taken_cards[2] >= cards("QS QD")


def _short_match_before_last_deal(rng: random.Random) -> KingState:
    state = new_match("short", 0)
    contracts = [{"contract": "koz", "trump": "S"}] * 4 + [
        {"contract": "no-tricks"}, {"contract": "no-hearts"}, {"contract": "no-queens"}]
    for number, contract in enumerate(contracts):
        state.start_deal(make_deck(number % 4, {}))
        play(state, contract)
        finish_deal(state, rng)
    state.start_deal(make_deck(3, {}))
    assert "koz" not in {m.contract for m in state.legal_moves()}
    return state


@pytest.mark.parametrize("seed", range(3))
def test_tie_at_the_top_is_a_draw_and_a_clear_leader_wins(seed):
    rng = random.Random(seed)
    state = _short_match_before_last_deal(rng)
    other = state.clone()
    # pretend an even match before the last deal: no-last-two costs at most two players
    state.totals = [100, 100, 100, 100]
    events = play(state, {"contract": "no-last-two"})
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_moves()))
    assert state.draw and state.winner is None
    assert events[-1].kind == ev.MATCH_OVER and events[-1].data["draw"] is True
    other.totals = [0, 1000, 0, 0]
    play(other, {"contract": "no-last-two"})
    while not other.is_over:
        other.apply(rng.choice(other.legal_moves()))
    assert other.winner == 1 and not other.draw
    assert other.legal_moves() == [] and other.current_player is None
    with pytest.raises(RuleViolation):
        play(other, "2S")
