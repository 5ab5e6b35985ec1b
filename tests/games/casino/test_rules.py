"""Every rule and obligation of docs/rules-casino.md on a fixed position, refusals included."""

from __future__ import annotations

import pytest

from casino_helpers import c, cs, mv, position, take_most
from kotshina.core.errors import RuleViolation
from kotshina.games.casino import CasinoState
from kotshina.games.casino.scoring import score_hand


def refused(state: CasinoState, move: dict) -> RuleViolation:
    parsed = mv(move)
    assert parsed not in state.legal_moves()
    with pytest.raises(RuleViolation) as info:
        state.apply(parsed)
    return info.value


def allowed(state: CasinoState, move: dict) -> list:
    parsed = mv(move)
    assert parsed in state.legal_moves()
    return state.apply(parsed)


# ---------------------------------------------------------------------------- captures
def test_capture_takes_several_groups_including_a_build_of_that_value():
    s = position(["8H 9C", "2D 3D"], loose="8C 2H 6D KS", builds=((8, "3C 5S", 1),))
    allowed(s, {"play": "8H", "take": [["8C"], ["3C", "5S"], ["2H", "6D"]]})
    assert s.loose == [c("KS")] and s.builds == {}
    assert sorted(s.piles[0]) == sorted(cs("8H 8C 3C 5S 2H 6D"))
    assert s.last_capturer == 0


def test_capture_group_must_sum_to_the_card():
    s = position(["9S 4C", "2D"], loose="3D 5S 9C")
    err = refused(s, {"play": "9S", "take": [["3D", "5S"]]})
    assert str(err) == "3D+5S makes 8 but 9S is 9" and err.code == "wrong_sum"
    assert err.params["total"] == 8


def test_capture_groups_may_be_written_in_any_valid_split():
    s = position(["4S 9C", "2D"], loose="AH AD 3C 3H")
    listed = [m for m in s.legal_moves() if m.play == c("4S") and len(m.taken) == 4]
    assert len(listed) == 1  # one effect, listed once
    allowed(s, {"play": "4S", "take": [["AD", "3C"], ["AH", "3H"]]})


def test_build_is_taken_whole_and_only_with_its_value():
    s = position(["6S 8C", "2D"], loose="5C", builds=((6, "2H 4H", 1),))
    err = refused(s, {"play": "6S", "take": [["2H"]]})
    assert err.code == "build_whole"
    err = refused(s, {"play": "6S", "take": [["2H", "4H", "5C"]]})
    assert err.code == "build_whole"
    s2 = position(["8C 2C", "2D"], loose="5C", builds=((6, "2H 4H", 1),))
    err = refused(s2, {"play": "8C", "take": [["2H", "4H"]]})
    assert str(err) == "2H+4H is a build of 6 but 8C is 8"


def test_face_card_takes_one_loose_card_of_its_rank():
    s = position(["JH 5C", "2D"], loose="JC JD QS 5D")
    assert sorted(m.to_json()["take"][0][0] for m in s.legal_moves()
                  if m.play == c("JH") and m.take) == ["JC", "JD"]
    assert refused(s, {"play": "JH", "take": [["JC"], ["JD"]]}).code == "face_takes_one"
    assert refused(s, {"play": "JH", "take": [["QS"]]}).code == "face_takes_same_rank"
    err = refused(position(["8H", "2D"], loose="KS 3C 5C"), {"play": "8H", "take": [["KS"]]})
    assert str(err) == "KS has no number, so 8H cannot take it"


def test_face_cards_are_never_built_or_summed():
    s = position(["QH 5C 10C", "2D"], loose="QS 5D")
    assert refused(s, {"play": "QH", "build": 10, "with": ["5D"]}).code == "face_not_built"
    assert refused(s, {"play": "5C", "build": 10, "with": ["QS"]}).code == "face_not_built"
    assert all(m.build is None for m in s.legal_moves() if m.play == c("QH"))


# ---------------------------------------------------------------------------- builds
def test_new_single_build_and_build_with_loose_groups_alongside():
    s = position(["2S 6C", "2D"], loose="4H 6D 3C")
    events = allowed(s, {"play": "2S", "build": 6, "with": ["4H", "6D"]})
    build = s.builds[6]
    assert build.owner == 0 and build.multiple and build.cards == tuple(sorted(cs("2S 4H 6D")))
    assert s.loose == [c("3C")]
    assert events[-1].kind == "built" and events[-1].data == {
        "value": 6, "owner": 0, "multiple": True, "from": []}


def test_pairing_a_loose_card_makes_a_multiple_build():
    s = position(["6S 6C", "2D"], loose="6D")
    allowed(s, {"play": "6S", "build": 6, "with": ["6D"]})
    assert s.builds[6].multiple


def test_build_needs_another_card_of_its_value():
    s = position(["2S 5C", "2D"], loose="4H")
    err = refused(s, {"play": "2S", "build": 6, "with": ["4H"]})
    assert str(err) == "you need another 6 in your hand to build 6"
    assert err.code == "need_build_card" and err.params == {"value": 6}


def test_build_needs_table_cards_and_groups_of_its_value():
    s = position(["2S 6C 9C", "2D"], loose="4H 3D")
    assert refused(s, {"play": "6C", "build": 6, "with": []}).code == "build_needs_table"
    err = refused(s, {"play": "2S", "build": 9, "with": ["4H"]})
    assert str(err) == "2S+4H cannot be split into groups of 9"


def test_raise_a_single_build_of_another_player_with_the_hand_card():
    s = position(["2S 6C", "9D"], loose="5D", builds=((4, "AH 3C", 1),))
    allowed(s, {"play": "2S", "build": 6, "with": ["AH", "3C"]})
    assert 4 not in s.builds and s.builds[6].owner == 0 and not s.builds[6].multiple


def test_raise_your_own_build_and_the_old_value_is_no_longer_owed():
    # seat 0 owns the build of 4 and holds its only 4; raising it to 6 frees the 4
    s = position(["2S 6C 4D", "9D"], loose="", builds=((4, "AH 3C", 0),))
    allowed(s, {"play": "2S", "build": 6, "with": ["AH", "3C"]})
    assert s.builds[6].owner == 0


def test_raise_with_loose_groups_alongside_but_loose_cards_never_count_in_the_raise():
    s = position(["2S 6C", "9D"], loose="6D 2D", builds=((4, "AH 3C", 1),))
    allowed(s.clone(), {"play": "2S", "build": 6, "with": ["AH", "3C", "6D"]})
    err = refused(s, {"play": "2S", "build": 8, "with": ["AH", "3C", "2D"]})
    assert str(err) == "2S on the build of 4 makes 6, not 8"


def test_a_multiple_build_cannot_be_raised_but_can_be_extended():
    s = position(["2S 6C 4S AS 4C", "9D"], loose="3H", builds=((4, "4D AH 3C", 1),))
    err = refused(s, {"play": "2S", "build": 6, "with": ["4D", "AH", "3C"]})
    assert str(err) == "a multiple build cannot be raised" and err.code == "multiple_no_raise"
    allowed(s.clone(), {"play": "4S", "build": 4, "with": ["4D", "AH", "3C"]})
    allowed(s, {"play": "AS", "build": 4, "with": ["4D", "AH", "3C", "3H"]})
    assert s.builds[4].owner == 0 and len(s.builds[4].cards) == 5


def test_one_build_per_value_a_new_build_joins_the_existing_one():
    s = position(["AS 6C", "9D"], loose="5D", builds=((6, "2C 4C", 1),))
    err = refused(s, {"play": "AS", "build": 6, "with": ["5D"]})
    assert err.code == "build_exists" and err.params["value"] == 6
    allowed(s, {"play": "AS", "build": 6, "with": ["5D", "2C", "4C"]})
    assert s.builds[6].owner == 0 and s.builds[6].multiple and len(s.builds) == 1


def test_raising_into_an_existing_value_merges_the_builds():
    s = position(["2S 6C", "9D"], builds=((4, "AH 3C", 1), (6, "6D", 1)))
    allowed(s, {"play": "2S", "build": 6, "with": ["AH", "3C", "6D"]})
    assert list(s.builds) == [6] and s.builds[6].owner == 0 and s.builds[6].multiple


def test_a_build_moves_whole():
    s = position(["2S 6C", "9D"], loose="4H", builds=((4, "AH 3C", 1),))
    assert refused(s, {"play": "2S", "build": 6, "with": ["AH", "4H"]}).code == "build_whole"


# ---------------------------------------------------------------------------- obligations
def test_a_build_owner_may_not_trail():
    s = position(["6C 9S", "9D"], builds=((6, "2C 4C", 0),))
    err = refused(s, {"play": "9S"})
    assert str(err) == "you own a build of 6, so you may not trail"
    assert err.code == "owner_may_not_trail"
    assert all(m.kind != "trail" for m in s.legal_moves())


def test_the_owner_must_keep_a_card_of_the_build_value():
    s = position(["6C 4S", "9D"], loose="2H", builds=((6, "2C 4C", 0),))
    # playing away the only 6 without taking the build leaves nothing to take it with
    err = refused(s, {"play": "6C", "build": 8, "with": ["2H"]})
    assert err.code in ("need_build_card", "must_keep_build_card")
    s2 = position(["6C 4S 8D", "9D"], loose="2H", builds=((6, "2C 4C", 0),))
    err = refused(s2, {"play": "6C", "build": 8, "with": ["2H"]})
    assert str(err) == "you must keep a 6 for your build of 6"
    # capturing the build itself with that last 6 is always allowed
    allowed(s2, {"play": "6C", "take": [["2C", "4C"]]})


def test_capturing_elsewhere_with_the_last_card_of_an_owned_value_is_refused():
    s = position(["6C 2S", "9D"], loose="6H", builds=((6, "2C 4C", 0),))
    err = refused(s, {"play": "6C", "take": [["6H"]]})
    assert err.code == "must_keep_build_card"
    allowed(s, {"play": "6C", "take": [["6H"], ["2C", "4C"]]})


def test_an_owner_always_has_a_move():
    s = position(["6C AS", "9D"], builds=((6, "2C 4C", 0),))
    assert [m.to_json() for m in s.legal_moves()] == [{"play": "6C", "take": [["2C", "4C"]]}]


# ---------------------------------------------------------------------------- dealing, turn order
def test_dealing_follows_record_order_and_the_dealer_rotates():
    s = CasinoState(3, 21, first_dealer=2)
    deck = list(range(52))
    s.start_deal(deck)
    assert s.dealer == 2 and s.current_player == 0
    assert s.hands == [deck[0:4], deck[4:8], deck[8:12]] and s.loose == deck[12:16]
    while s.stock and len(s.stock) == 36:
        s.apply(take_most(s))
    # second round: 4 each in the same order, nothing to the table
    assert s.hands == [deck[16:20], deck[20:24], deck[24:28]]
    assert s.current_player == 0
    while not s.needs_deck:
        s.apply(take_most(s))
    s.start_deal(deck)
    assert s.dealer == 0 and s.current_player == 1


def test_rounds_per_hand_for_each_player_count():
    for players, rounds in ((2, 6), (3, 4), (4, 3)):
        s = CasinoState(players, 21, 0)
        s.start_deal(list(range(52)))
        deals = 1
        while not s.needs_deck:
            events = s.apply(take_most(s))
            deals += sum(1 for e in events if e.kind == "dealt")
        assert deals == rounds


def test_partners_pool_their_piles():
    s = position(["8H", "2D", "9C", "3C"], loose="8C KS", to_play=2)
    s.to_play = 0
    allowed(s, {"play": "8H", "take": [["8C"]]})
    assert s.side_of(2) == 0 and s.side_of(3) == 1
    s.to_play = 2
    s.hands[2] = cs("KH")
    allowed(s, {"play": "KH", "take": [["KS"]]})
    assert sorted(s.piles[0]) == sorted(cs("8H 8C KH KS")) and s.sweeps == [1, 0]


# ---------------------------------------------------------------------------- end of hand, scoring
def _last_trick(loose: str, hands: list[str], last_capturer: int | None) -> CasinoState:
    s = position(hands, loose=loose, dealer=1)
    # everything else already captured by seat 1, so the hand ends after these cards
    s.piles = [[], [x for x in s.stock]]
    s.stock = []
    s.last_capturer = last_capturer
    return s


def test_leftovers_go_to_the_last_capturer_and_are_not_a_sweep():
    s = _last_trick("3C", ["9H", "QD"], last_capturer=0)
    s.apply(mv({"play": "9H"}))
    events = s.apply(mv({"play": "QD"}))
    kinds = [e.kind for e in events]
    assert "leftovers_taken" in kinds and "sweep" not in kinds
    left = [e for e in events if e.kind == "leftovers_taken"][0]
    assert left.seat == 0 and sorted(left.cards) == sorted(cs("3C 9H QD"))
    assert s.deal_results[-1]["sweeps"] == [0, 0]


def test_nobody_captured_leftovers_go_to_the_dealer():
    s = _last_trick("3C", ["9H", "QD"], last_capturer=None)
    s.apply(mv({"play": "9H"}))
    events = s.apply(mv({"play": "QD"}))
    assert [e for e in events if e.kind == "leftovers_taken"][0].seat == 1


def test_a_capture_that_empties_the_table_on_the_last_card_is_a_sweep():
    s = _last_trick("3C", ["9H", "3D"], last_capturer=None)
    s.apply(mv({"play": "9H"}))
    s.hands[1] = cs("9D")
    events = s.apply(mv({"play": "9D", "take": [["9H"]]}))
    assert "sweep" not in [e.kind for e in events]  # 3C is still there
    s2 = _last_trick("", ["9H", "9D"], last_capturer=None)
    s2.apply(mv({"play": "9H"}))
    events = s2.apply(mv({"play": "9D", "take": [["9H"]]}))
    assert "sweep" in [e.kind for e in events] and s2.deal_results[-1]["sweeps"] == [0, 1]


def test_scoring_items():
    spades = [x for x in range(52) if x // 13 == 0]
    others = [x for x in range(52) if x // 13 != 0]
    # side 0: 7 spades (with 2S) + 10D + 2 aces; side 1 the rest; 26:26 cards
    side0 = spades[:7] + [c("10D"), c("AH"), c("AD")]
    side0 += [x for x in others if x not in side0][: 26 - len(side0)]
    side1 = [x for x in range(52) if x not in side0]
    result = score_hand([side0, side1], [1, 0])
    assert result["cards"] == [26, 26] and result["most_cards"] is None
    assert result["spades"][0] == 7 and result["most_spades"] == 0
    assert result["big_casino"] == [2, 0] and result["little_casino"] == [1, 0]
    assert result["casinos"] == [3, 0]
    assert result["aces"] == [2, 2]
    assert result["points"] == [2 + 1 + 2 + 1 + 1, 2]
    assert sum(result["points"]) == 11 + 1 - 3


def test_spades_tie_gives_nobody_the_spade_point():
    piles = [[x for x in range(52) if x % 2 == 0], [x for x in range(52) if x % 2 == 1]]
    result = score_hand(piles, [0, 0])
    assert result["spades"] == [7, 6] and result["most_spades"] == 0
    three = [list(range(0, 18)), list(range(18, 36)), list(range(36, 52))]
    result3 = score_hand(three, [0, 0, 0])
    assert result3["most_cards"] is None  # 18:18:16, no strict majority
    assert result3["most_spades"] == 0


# ---------------------------------------------------------------------------- match
def _finish_hand(s: CasinoState) -> None:
    while not s.needs_deck and not s.is_over:
        s.apply(take_most(s))


def test_match_to_target_and_a_tie_at_the_top_plays_another_hand():
    s = CasinoState(2, 11, 0)
    s.start_deal(list(range(52)))
    _finish_hand(s)
    points = s.deal_results[-1]["points"]
    assert not s.is_over or max(points) >= 11
    s3 = CasinoState(2, 11, 0)
    s3.start_deal(list(range(52)))
    s3.totals = [points[1] + 11, points[0] + 11]
    _finish_hand(s3)
    assert s3.totals[0] == s3.totals[1] and not s3.is_over and s3.needs_deck
    s4 = CasinoState(2, 11, 0)
    s4.start_deal(list(range(52)))
    s4.totals = [10, 0]
    _finish_hand(s4)
    winner = 0 if s4.totals[0] > s4.totals[1] else 1
    assert s4.is_over and s4.winner == winner and not s4.draw
