"""The examples of docs/rules-trix.md replayed, each rule on a fixed position, and the refusals
with their reasons (through kotshina.records, as an outside checker would)."""

from __future__ import annotations

from typing import Any

import pytest

from kotshina import records
from kotshina.core.errors import IllegalMove, InvalidRecord
from trix_helpers import deck_for, plays, record
from trix_oracle import key

NO_DOUBLING = {"doubling": False}


def legal_set(rec: dict[str, Any]) -> set[tuple[Any, ...]]:
    return set(map(key, records.legal_moves(rec)))


def refusal(rec: dict[str, Any], move: dict[str, Any]) -> str:
    bad = dict(rec, moves=[*rec["moves"], move])
    with pytest.raises(IllegalMove) as info:
        records.replay(bad)
    assert info.value.index == len(bad["moves"]) - 1
    return info.value.reason


def points(rec: dict[str, Any]) -> list[list[int]]:
    return [deal["points"] for deal in records.replay(rec)["deals"]]


# ---------------------------------------------------------------- the rules page's examples
def test_example_1_king_of_hearts_doubled_by_its_holder_and_taken_by_another():
    # A = seat 0 owns the kingdom (7♥), B = seat 1 holds the K♥ and no spade, C takes it
    deck = deck_for([["7H", "2S"], ["KH"], ["AS"], ["3S"]], avoid={1: "S"})
    rec = record(None, [deck], [{"contract": "king-of-hearts"}])
    assert records.replay(rec)["to_move"] == 1  # only the K♥'s holder decides on doubling
    assert legal_set(rec) == {("double", ()), ("double", ("KH",))}
    rec["moves"] += [{"double": ["KH"]}, *plays("2S")]
    assert legal_set(rec) == {("play", "KH")}  # B cannot follow: the K♥ must go
    rec["moves"] += plays("KH", "AS", "3S")
    result = records.replay(rec)
    assert result["deals"][0]["points"] == [0, 75, -150, 0]
    assert result["deals"][0]["tricks"] == [0, 0, 1, 0]  # the deal ended at that trick
    assert result["deals"][0]["doubled"] == {"KH": 1}
    assert result["to_move"] is None  # waiting for the second deck


def test_example_2_queens_two_doubled_one_taken_back_by_the_doubler():
    # A (seat 0, the owner) doubles the Q♠ and the Q♥; B holds the Q♦, C the Q♣
    hands = [["7H", "QS", "QH", "6D", "4C"], ["2S", "3H", "QD", "2C"],
             ["3S", "4H", "7D", "QC"], ["4S", "AH", "5D", "3C"]]
    deck = deck_for(hands)
    rec = record(None, [deck], [{"contract": "queens"}])
    assert records.replay(rec)["to_move"] == 0
    assert len(records.legal_moves(rec)) == 4  # {}, {QS}, {QH}, {QS, QH}
    rec["moves"] += [{"double": ["QS", "QH"]}, {"double": []}, {"double": []}]
    rec["moves"] += plays("QS", "2S", "3S", "4S")  # A takes his own doubled queen back
    rec["moves"] += plays("QH", "3H", "4H", "AH")  # D takes the other doubled queen
    rec["moves"] += plays("5D", "6D", "QD", "7D")  # B takes the Q♦ (undoubled)
    rec["moves"] += plays("2C", "QC", "3C", "4C")  # C takes the Q♣ (undoubled): the 4th queen
    result = records.replay(rec)
    assert result["deals"][0]["points"] == [-50 + 25, -25, -25, -50]
    assert result["deals"][0]["tricks"] == [1, 1, 1, 1]
    assert result["to_move"] is None


def test_example_3_the_layout_with_the_jack_of_spades_alone():
    # seat 0 owns (7♥) and holds the J♠, its only jack; seat 1 the 10♠ and Q♠ and no jack;
    # seat 2 only the 9♠ among its spades and no jack; seat 3 holds the other jacks
    hands = [["7H", "JS"], ["10S", "QS"], ["9S"], ["JH", "JD", "JC"]]
    deck = deck_for(hands, avoid={0: "S", 1: "S", 2: "S"})
    rec = record(None, [deck], [{"contract": "trix"}])
    assert legal_set(rec) == {("play", "JS")}
    rec["moves"] += plays("JS")
    assert legal_set(rec) == {("play", "10S"), ("play", "QS")}
    rec["moves"] += plays("QS")
    assert legal_set(rec) == {("pass", True)}  # the 9♠ does not fit under the J♠
    assert "no card fits the layout: you pass" in refusal(rec, {"play": "9S"})
    # with a jack besides the 9♠, the jack must be played
    hands[2] = ["9S", "JH"]
    hands[3] = ["JD", "JC"]
    deck = deck_for(hands, avoid={0: "S", 1: "S", 2: "S"})
    rec = record(None, [deck], [{"contract": "trix"}, *plays("JS", "QS")])
    assert legal_set(rec) == {("play", "JH")}
    assert "9S does not fit the layout" in refusal(rec, {"play": "9S"})
    assert "may not pass" in refusal(rec, {"pass": True})


def test_example_4_a_whole_match_without_doubling_sums_to_zero():
    from trix_helpers import oracle_match

    for seed in range(3):
        rec, _ = oracle_match(seed, NO_DOUBLING)
        result = records.replay(rec)
        assert result["finished"] and len(result["deals"]) == 20
        assert sum(result["totals"]) == 0


# ---------------------------------------------------------------- the rules one by one
def test_seat_order_dealing_whoever_owns_the_kingdom():
    deck = deck_for([[], [], ["7H"], []])
    rec = record(None, [deck], [{"contract": "ltoosh"}])
    assert records.replay(rec)["to_move"] == 2  # the owner leads
    assert {m["play"] for m in records.legal_moves(rec)} == set(deck[26:39])


def test_kingdoms_pass_to_the_right_and_each_contract_once():
    deck = deck_for([[], ["7H"], [], []])
    decks = [deck] * 20
    rec = record(NO_DOUBLING, decks)
    order = ["trix", "ltoosh", "queens", "king-of-hearts", "diamonds"]
    owners = []
    for deal in range(20):
        result = records.replay(rec)
        owners.append(result["to_move"])
        left = {m["contract"] for m in records.legal_moves(rec)}
        assert left == set(order[deal % 5:]), deal  # only the contracts left in the kingdom
        if deal % 5:
            assert "already been played in this kingdom" in refusal(
                rec, {"contract": order[0]})
        rec["moves"].append({"contract": order[deal % 5]})
        while records.replay(rec)["to_move"] is not None and \
                len(records.replay(rec)["deals"]) == deal:
            rec["moves"].append(records.legal_moves(rec)[0])
    assert owners == [1] * 5 + [2] * 5 + [3] * 5 + [0] * 5
    assert records.replay(rec)["finished"]


def test_complex_mode_two_contracts_per_kingdom():
    deck = deck_for([["7H"], [], [], []])
    rec = record({"mode": "complex"}, [deck])
    assert legal_set(rec) == {("contract", "complex"), ("contract", "trix")}
    assert "not played in the complex mode" in refusal(rec, {"contract": "queens"})
    rec["moves"].append({"contract": "complex"})
    # doubling: the holders of the K♥ and of the queens, in play order from the owner
    decided = 0
    while "double" in records.legal_moves(rec)[0]:
        rec["moves"].append({"double": []})
        decided += 1
    assert 1 <= decided <= 4


def test_complex_scores_every_penalty_and_each_trick():
    from kotshina.match import Match

    # one trick with the K♥ (forced: seat 1 has no spade), the Q♦ (a queen and a diamond)
    deck = deck_for([["7H", "2S"], ["KH"], ["AS"], ["QD"]], avoid={1: "S", 3: "S"})
    rec = record({"mode": "complex", "doubling": False}, [deck],
                 [{"contract": "complex"}, *plays("2S", "KH", "AS", "QD")])
    match = Match(rec)
    won = match.events[-1][-1]
    assert won.kind == "trick_won" and won.seat == 2
    assert won.data["points"] == -15 - 75 - 25 - 10
    while match.to_move is not None:
        match.push(match.legal_moves()[0])
    deal = match.result()["deals"][0]
    assert sum(deal["points"]) == -500 and sum(deal["tricks"]) == 13


def test_forced_king_of_hearts_in_the_complex_but_not_the_queens():
    deck = deck_for([["7H", "2S"], ["KH", "QD"], ["AS"], ["3S"]], avoid={1: "S"})
    for options in ({"mode": "complex", "doubling": False},
                    {"mode": "complex", "doubling": False, "forced_discards": True}):
        rec = record(options, [deck], [{"contract": "complex"}, *plays("2S")])
        assert legal_set(rec) == {("play", "KH")}
    rec = record(NO_DOUBLING, [deck], [{"contract": "queens"}, *plays("2S")])
    assert len(legal_set(rec)) == 13  # no forced discard in Queens without the option


def test_forced_discards_option_in_queens_and_diamonds():
    deck = deck_for([["7H", "2S", "QS", "QH"], ["QD", "QC", "2D"], ["AS"], ["3S"]], avoid={1: "S"})
    on = {"doubling": False, "forced_discards": True}
    rec = record(on, [deck], [{"contract": "queens"}, *plays("2S")])
    assert legal_set(rec) == {("play", "QD"), ("play", "QC")}
    assert "must play a queen" in refusal(rec, {"play": "2D"})
    rec = record(on, [deck], [{"contract": "diamonds"}, *plays("2S")])
    hand1 = set(deck[13:26])
    assert legal_set(rec) == {("play", c) for c in hand1 if c.endswith("D")}
    assert "must play a diamond" in refusal(rec, {"play": "QC"})
    rec = record(on, [deck], [{"contract": "ltoosh"}, *plays("2S")])
    assert len(legal_set(rec)) == 13


def test_early_ends_and_the_next_deal_belongs_to_the_next_deck():
    deck = deck_for([["7H", "2S"], ["KH"], ["AS"], ["3S"]], avoid={1: "S"})
    rec = record(NO_DOUBLING, [deck, deck],
                 [{"contract": "king-of-hearts"}, *plays("2S", "KH", "AS", "3S")])
    result = records.replay(rec)
    assert result["deals"][0]["points"] == [0, 0, -75, 0]
    assert result["to_move"] == 0  # deal 2 already dealt: the owner names again
    assert "king-of-hearts" not in {m["contract"] for m in records.legal_moves(rec)}
    with pytest.raises((IllegalMove, InvalidRecord)):
        records.replay(dict(rec, moves=[*rec["moves"], {"play": "4S"}]))


def test_partners_results_have_two_sides():
    deck = deck_for([["7H", "2S"], ["KH"], ["AS"], ["3S"]], avoid={1: "S"})
    rec = record({"partners": True}, [deck],
                 [{"contract": "king-of-hearts"}, {"double": ["KH"]},
                  *plays("2S", "KH", "AS", "3S")])
    result = records.replay(rec)
    assert result["deals"][0]["points"] == [-150, 75]  # seats 0+2, seats 1+3
    assert result["deals"][0]["seat_points"] == [0, 75, -150, 0]
    assert result["totals"] == [-150, 75]


def test_trix_places_and_the_last_player():
    from trix_helpers import oracle_match
    from trix_oracle import TrixOracle

    rec, _ = oracle_match(11, {"partners": True})
    result = records.replay(rec)
    trix = [d for d in result["deals"] if d["contract"] == "trix"]
    assert len(trix) == 4
    for deal in trix:
        places = deal["places"]
        assert sorted(places) == [0, 1, 2, 3]
        by_seat = {seat: [200, 150, 100, 50][i] for i, seat in enumerate(places)}
        assert deal["seat_points"] == [by_seat[s] for s in range(4)]
        assert deal["points"] == [by_seat[0] + by_seat[2], by_seat[1] + by_seat[3]]
    assert TrixOracle({"partners": True}).sides == 2


# ---------------------------------------------------------------- refusals
def test_refusals_name_the_rule():
    deck = deck_for([["7H", "2S", "3H"], ["KH", "4S"], ["AS", "QS"], ["3S"]])
    rec = record(None, [deck])
    assert "must name the contract first" in refusal(rec, {"play": "2S"})
    assert "must name the contract first" in refusal(rec, {"double": []})
    rec["moves"].append({"contract": "king-of-hearts"})
    assert "must first say what they double" in refusal(rec, {"play": "2S"})
    assert "already chosen" in refusal(rec, {"contract": "queens"})
    assert "QS is not in the hand of seat 1" in refusal(rec, {"double": ["QS"]})
    assert "must first say what they double" in refusal(rec, {"pass": True})
    rec["moves"].append({"double": []})
    assert "doubling is decided before" in refusal(rec, {"double": []})
    assert "passing is only for the Trix contract" in refusal(rec, {"pass": True})
    rec["moves"] += plays("2S")
    assert "must follow spades" in refusal(rec, {"play": "KH"})


def test_the_king_of_hearts_refusal_says_what_to_do():
    deck = deck_for([["7H", "2S"], ["KH", "2H"], ["AS"], ["3S"]], avoid={1: "S"})
    rec = record(NO_DOUBLING, [deck], [{"contract": "king-of-hearts"}, *plays("2S")])
    assert "you hold the K♥ and can't follow spades: you must play it" in \
        refusal(rec, {"play": "2H"})


def test_doubling_refusals():
    deck = deck_for([["7H", "QS"], [], [], []])
    rec = record(None, [deck], [{"contract": "queens"}])
    assert records.replay(rec)["to_move"] == 0
    assert "cannot be doubled in queens" in refusal(rec, {"double": ["7H"]})
    rec = record(None, [deck], [{"contract": "ltoosh"}])
    assert "nothing can be doubled in ltoosh" in refusal(rec, {"double": []})
    rec = record(NO_DOUBLING, [deck], [{"contract": "queens"}])
    assert "without doubling" in refusal(rec, {"double": []})
    assert records.replay(rec)["to_move"] == 0  # no doubling round at all: the owner leads


@pytest.mark.parametrize("move", [
    {"double": "QS"}, {"double": ["QS", "QS"]}, {"pass": False}, {"pass": 1},
    {"contract": "no-queens"}, {"play": "1S"}, {"play": "QS", "pass": True}, {"lead": "QS"},
])
def test_malformed_moves_are_invalid_records(move: dict[str, Any]):
    rec = record(None, [deck_for([["7H"], [], [], []])], [move])
    with pytest.raises(InvalidRecord):
        records.replay(rec)


@pytest.mark.parametrize("change", [
    {"players": 3}, {"options": {"mode": "short"}}, {"options": {"partners": 1}},
    {"options": {"doubling": "yes"}}, {"options": {"forced_discards": None}},
])
def test_malformed_records(change: dict[str, Any]):
    rec = record(None, [deck_for([["7H"], [], [], []])])
    rec.update(change)
    with pytest.raises(InvalidRecord):
        records.replay(rec)


def test_no_seat_field_is_needed_and_players_may_say_four():
    rec = record(None, [deck_for([[], [], [], ["7H"]])])
    rec["players"] = 4
    assert records.replay(rec)["to_move"] == 3
    assert records.replay(record(None, []))["to_move"] is None
    assert records.legal_moves(record(None, [])) == []


def test_the_help_pages_say_the_same_in_both_languages():
    import re
    from pathlib import Path

    folder = Path(__file__).resolve().parents[3] / "resources" / "rules"
    english = (folder / "trix.en.html").read_text(encoding="utf-8")
    arabic = (folder / "trix.ar.html").read_text(encoding="utf-8")
    assert 'dir="rtl"' in arabic and 'lang="ar"' in arabic
    text = re.sub(r"<[^>]+>", " ", arabic)
    assert not re.search(r"[0-9]", text)  # Arabic-Indic digits: ٢٠ توزيعة
    for number in ("75", "25", "10", "15", "500", "200", "150", "100", "50", "20", "8", "13"):
        assert number in english
        assert number.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")) in text
    for word in ("مملكة", "ملك الكبة", "البنات", "الديناري", "اللطوش", "الكمبلكس", "دبّل", "باس"):
        assert word in text, word


def test_each_card_is_laid_beside_the_end_of_its_row_it_extends():
    from kotshina.core.cards import FRENCH
    from kotshina.games.trix.layout import laid_beside

    assert laid_beside(FRENCH.parse("JH")) is None  # a jack opens its row
    assert laid_beside(FRENCH.parse("QH")) == FRENCH.parse("JH")
    assert laid_beside(FRENCH.parse("AS")) == FRENCH.parse("KS")
    assert laid_beside(FRENCH.parse("10D")) == FRENCH.parse("JD")
    assert laid_beside(FRENCH.parse("2C")) == FRENCH.parse("3C")
