"""King engine + records layer against an independent oracle (tests/king_oracle.py).

Everything goes through ``kotshina.records`` exactly as an outside checker would: append a move
to a record, ask ``legal_moves`` / ``replay``, compare with the oracle.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from king_oracle import RANKS, SUITS, KingOracle, key
from kotshina import records
from kotshina.cli import main as cli_main
from kotshina.core.errors import IllegalMove, InvalidRecord

FULL_DECK = [r + s for s in SUITS for r in RANKS]


def new_record(first_chooser: int, length: str | None, decks: list[list[str]]) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": "kotshina-record/1",
        "game": "king",
        "first_chooser": first_chooser,
        "decks": decks,
        "moves": [],
    }
    if length is not None:
        rec["options"] = {"length": length}
    return rec


def random_decks(rng: random.Random, n: int) -> list[list[str]]:
    out = []
    for _ in range(n):
        d = list(FULL_DECK)
        rng.shuffle(d)
        out.append(d)
    return out


def compare_result(rec: dict[str, Any], o: KingOracle) -> None:
    res = records.replay(rec)
    assert [d["points"] for d in res["deals"]] == o.deals
    assert res["totals"] == o.totals
    assert res["finished"] == o.finished
    assert res["winner"] == o.winner
    assert res["draw"] == o.draw
    assert res["to_move"] == o.to_move


def play_match(seed: int, length: str | None, every_step: float, prefer: str | None = None) -> None:
    """Play a random match; compare legal sets at every contract choice and at a share
    ``every_step`` of the card plays (1.0: all), and the results at every deal end."""
    rng = random.Random(seed)
    n = 20 if length in (None, "full") else 8
    fc = rng.randrange(4)
    rec = new_record(fc, length, random_decks(rng, n))
    o = KingOracle(fc, length or "full")
    o.start_deal(rec["decks"][0])
    while not o.finished:
        expected = o.legal()
        at_contract = "contract" in expected[0]
        if rng.random() < every_step or at_contract:
            got = records.legal_moves(rec)
            assert sorted(map(key, got)) == sorted(map(key, expected)), (seed, len(rec["moves"]))
        move = rng.choice(expected)
        if prefer is not None and at_contract:
            wanted = [m for m in expected if m["contract"] == prefer]
            if wanted:
                move = rng.choice(wanted)
        rec["moves"].append(move)
        o.apply(move)
        if not o.in_deal:
            if not o.finished:
                o.start_deal(rec["decks"][len(o.deals)])
            compare_result(rec, o)
    compare_result(rec, o)
    assert records.legal_moves(rec) == []


@pytest.mark.parametrize("seed", range(4))
def test_short_matches_every_step(seed: int) -> None:
    play_match(seed, "short", every_step=1.0)


@pytest.mark.parametrize("seed", range(3))
def test_full_matches(seed: int) -> None:
    play_match(100 + seed, None if seed == 0 else "full", every_step=0.05)


def test_full_match_half_the_steps() -> None:
    play_match(777, "full", every_step=0.5)


@pytest.mark.parametrize("contract", ["koz", "rifki", "no-hearts", "no-queens", "no-kings-jacks"])
def test_full_matches_biased_to_contract(contract: str) -> None:
    play_match(hash(contract) % 1000, "full", every_step=0.05, prefer=contract)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**9), length=st.sampled_from(["short", "full"]))
def test_random_matches_hypothesis(seed: int, length: str) -> None:
    play_match(seed, length, every_step=0.05)


# ---------------------------------------------------------------- targeted cases


def deck_for(hands: list[list[str]], chooser: int) -> list[str]:
    """A record deck giving seat s the hand hands[s] when ``chooser`` chooses (rest filled)."""
    rest = [c for c in FULL_DECK if all(c not in h for h in hands)]
    full = [list(h) for h in hands]
    for h in full:
        while len(h) < 13:
            h.append(rest.pop(0))
    deck: list[str] = []
    for block in range(4):
        deck.extend(full[(chooser + block) % 4])
    return deck


def legal_set(rec: dict[str, Any]) -> set[tuple[Any, ...]]:
    return set(map(key, records.legal_moves(rec)))


def plays(*cards: str) -> list[dict[str, str]]:
    return [{"play": c} for c in cards]


def test_dealing_blocks_start_at_chooser() -> None:
    deck = list(FULL_DECK)
    rec = new_record(2, "short", [deck])
    rec["moves"].append({"contract": "no-tricks"})
    got = {m["play"] for m in records.legal_moves(rec)}
    assert got == set(deck[:13])
    assert records.replay(rec)["to_move"] == 2


def test_rifki_forced_king_of_hearts_discard() -> None:
    hands = [
        ["2S", "3S"],  # chooser 0 leads spades
        ["KH", "2H", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD"],
        ["4S"],
        ["5S"],
    ]
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"] += [{"contract": "rifki"}, {"play": "2S"}]
    assert legal_set(rec) == {("play", "KH")}
    bad = dict(rec, moves=rec["moves"] + [{"play": "2H"}])
    with pytest.raises(IllegalMove):
        records.replay(bad)


def test_rifki_leader_with_a_non_heart_may_not_lead_hearts() -> None:
    # Seat 0 holds only hearts (may lead one); seat 1 follows hearts with any heart.
    hands = [
        ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "AH", "2S"],
        ["KH", "3S"],
        [],
        [],
    ]
    hands[0].remove("2S")
    hands[0].append("2C")
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"].append({"contract": "rifki"})
    # not only hearts (holds 2C): may not lead a heart
    assert legal_set(rec) == {("play", "2C")}


def test_koz_must_trump_but_need_not_overtrump() -> None:
    hands = [
        ["AC", "2S"],
        ["3S", "9S", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD"],
        ["KC"],
        ["QC"],
    ]
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"] += [{"contract": "koz", "trump": "S"}, {"play": "AC"}]
    assert legal_set(rec) == {("play", "3S"), ("play", "9S")}
    # trumps may be led at once
    rec2 = new_record(0, "short", [deck_for(hands, 0)])
    rec2["moves"].append({"contract": "koz", "trump": "S"})
    assert ("play", "2S") in legal_set(rec2)


def test_koz_void_without_trumps_plays_anything() -> None:
    hands = [
        ["AC"],
        ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
        [],
        [],
    ]
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"] += [{"contract": "koz", "trump": "H"}, {"play": "AC"}]
    assert len(legal_set(rec)) == 13


def test_heart_lead_restriction_and_only_hearts_exception() -> None:
    hearts = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
    rec = new_record(1, "short", [deck_for([[], hearts, [], []], 1)])
    rec["moves"].append({"contract": "no-hearts"})
    assert legal_set(rec) == {("play", h) for h in hearts}
    # a leader with a heart and a non-heart may not lead the heart ...
    hands = [["2S", "2H", "3H"], ["3S"], ["4S"], ["5S", "4H"]]
    for contract in ("no-hearts", "rifki"):
        rec = new_record(0, "short", [deck_for(hands, 0)])
        rec["moves"].append({"contract": contract})
        assert ("play", "2H") not in legal_set(rec)
    # ... in other contracts hearts may be led
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"].append({"contract": "no-queens"})
    assert ("play", "2H") in legal_set(rec)


def test_heart_lead_allowed_after_heart_discard() -> None:
    # Seat 3 (void in spades) discards 4H on trick 1; afterwards hearts may be led.
    spades_less = ["4H", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD"]
    hands = [["AS", "2H", "3C"], ["3S"], ["4S"], spades_less]
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"] += [{"contract": "no-hearts"}, *plays("AS", "3S", "4S", "4H")]
    assert records.replay(rec)["to_move"] == 0
    assert ("play", "2H") in legal_set(rec)


def test_early_end_no_queens() -> None:
    # Seat 0 holds the four queens first in its hand; the oracle's first-legal policy plays them
    # early, so the deal ends once the fourth queen is taken, well before trick 13.
    hands = [
        ["QS", "QH", "QD", "QC", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "KS", "AS"],
        ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "KH", "AH", "2S"],
        ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "KD", "AD", "3S"],
        ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "KC", "AC", "4S"],
    ]
    rec = new_record(0, "short", [deck_for(hands, 0), list(FULL_DECK)])
    o = KingOracle(0, "short")
    o.start_deal(rec["decks"][0])
    rec["moves"].append({"contract": "no-queens"})
    o.apply(rec["moves"][-1])
    finish_deal(rec, o)
    assert o.tricks_done < 13
    res = records.replay(rec)
    assert [d["points"] for d in res["deals"]] == o.deals
    assert sum(res["deals"][0]["points"]) == -400
    assert res["to_move"] == 1  # deal 2 dealt from the second deck, seat 1 chooses
    assert {m["contract"] for m in records.legal_moves(rec)} >= {"koz", "no-queens"}
    # one card more than the early end allows belongs to the next deal: a card is not a contract
    bad = dict(rec, moves=rec["moves"] + [{"play": "AS"}])
    with pytest.raises((IllegalMove, InvalidRecord)):
        records.replay(bad)


def test_quota_exhaustion_forces_koz_and_penalty() -> None:
    rec = new_record(0, "short", [list(FULL_DECK)] * 8)
    o = KingOracle(0, "short")
    for deal in range(8):
        o.start_deal(rec["decks"][deal])
        legal = o.legal()
        got = records.legal_moves(rec)
        assert sorted(map(key, got)) == sorted(map(key, legal))
        if deal < 4:
            # every player uses the penalty first: later they must choose koz
            assert {m["contract"] for m in got} == {*PEN, "koz"}
            move = {"contract": PEN[deal]}
        else:
            assert {m["contract"] for m in got} == {"koz"}
            assert {m["trump"] for m in got} == set(SUITS)
            move = {"contract": "koz", "trump": SUITS[deal - 4]}
        rec["moves"].append(move)
        o.apply(move)
        while o.in_deal:
            m = o.legal()[0]
            rec["moves"].append(m)
            o.apply(m)
    res = records.replay(rec)
    assert res["finished"] and res["to_move"] is None
    assert [d["points"] for d in res["deals"]] == o.deals


PEN = ["no-tricks", "no-hearts", "no-kings-jacks", "no-queens", "rifki", "no-last-two"]


def finish_deal(rec: dict[str, Any], o: KingOracle) -> None:
    while o.in_deal:
        m = o.legal()[0]
        rec["moves"].append(m)
        o.apply(m)


def test_forced_penalty_and_contract_used_twice_refused() -> None:
    rec = new_record(0, "full", [list(FULL_DECK)] * 20)
    o = KingOracle(0, "full")
    # deals 0..7: everyone takes koz twice; deals 8..: penalties only
    for deal in range(8):
        o.start_deal(rec["decks"][deal])
        m = {"contract": "koz", "trump": "S"}
        rec["moves"].append(m)
        o.apply(m)
        finish_deal(rec, o)
    o.start_deal(rec["decks"][8])
    got = {m["contract"] for m in records.legal_moves(rec)}
    assert got == set(PEN)
    # no-queens twice (deals 8, 9), then refused for everyone
    for _ in range(2):
        m = {"contract": "no-queens"}
        rec["moves"].append(m)
        o.apply(m)
        finish_deal(rec, o)
        o.start_deal(rec["decks"][len(o.deals)])
    got = {m["contract"] for m in records.legal_moves(rec)}
    assert got == set(PEN) - {"no-queens"}
    bad = dict(rec, moves=rec["moves"] + [{"contract": "no-queens"}])
    with pytest.raises(IllegalMove):
        records.replay(bad)
    # the same player may choose one contract twice (only the match-wide limit applies)
    # and when only some contracts remain, exactly those are offered
    plan = ["no-tricks", "no-tricks", "no-hearts", "no-hearts", "rifki", "rifki", "no-last-two"]
    for c in plan:
        assert sorted(map(key, records.legal_moves(rec))) == sorted(map(key, o.legal()))
        m = {"contract": c}
        rec["moves"].append(m)
        o.apply(m)
        finish_deal(rec, o)
        o.start_deal(rec["decks"][len(o.deals)])
    got = {m["contract"] for m in records.legal_moves(rec)}
    assert got == {"no-kings-jacks", "no-last-two"}
    while not o.finished:
        assert sorted(map(key, records.legal_moves(rec))) == sorted(map(key, o.legal()))
        m = o.legal()[0]
        rec["moves"].append(m)
        o.apply(m)
        finish_deal(rec, o)
        if not o.finished:
            o.start_deal(rec["decks"][len(o.deals)])
    compare_result(rec, o)
    assert sum(o.totals) == 0


def test_waiting_for_deck() -> None:
    rec = new_record(3, "short", [list(FULL_DECK)])
    o = KingOracle(3, "short")
    o.start_deal(rec["decks"][0])
    rec["moves"].append({"contract": "no-tricks"})
    o.apply(rec["moves"][-1])
    finish_deal(rec, o)
    res = records.replay(rec)
    assert res["to_move"] is None and not res["finished"]
    assert records.legal_moves(rec) == []
    assert [d["points"] for d in res["deals"]] == o.deals
    assert records.replay(new_record(3, "short", []))["to_move"] is None


def test_cli_illegal_card_exits_2_with_reason(tmp_path: Any, capsys: Any) -> None:
    hands = [["2H", "3H"], ["4H", "2S"], [], []]
    rec = new_record(0, "short", [deck_for(hands, 0)])
    rec["moves"] += [{"contract": "no-tricks"}, {"play": "2H"}, {"play": "2S"}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    assert cli_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert "must follow hearts" in err.lower()
    assert "index 2" in err


@pytest.mark.parametrize(
    "change",
    [
        {"players": 3},
        {"players": 5},
        {"first_chooser": 4},
        {"first_chooser": "0"},
        {"options": {"length": "medium"}},
        {"options": "full"},
    ],
)
def test_malformed_records(change: dict[str, Any]) -> None:
    rec = new_record(0, "short", [list(FULL_DECK)])
    rec.update(change)
    with pytest.raises(InvalidRecord):
        records.replay(rec)


def test_missing_first_chooser_and_bad_moves() -> None:
    rec = new_record(0, "short", [list(FULL_DECK)])
    del rec["first_chooser"]
    with pytest.raises(InvalidRecord):
        records.replay(rec)
    for move in (
        {"contract": "no-spades"},
        {"contract": "koz", "trump": "X"},
        {"contract": "koz"},
        {"contract": "koz", "trump": "NT"},
        {"play": "1S"},
    ):
        rec = new_record(0, "short", [list(FULL_DECK)])
        rec["moves"].append(move)
        with pytest.raises((InvalidRecord, IllegalMove)):
            records.replay(rec)
    rec = new_record(0, "short", [list(FULL_DECK)])
    rec["moves"].append({"contract": "no-spades"})
    with pytest.raises(InvalidRecord):
        records.replay(rec)


def test_players_four_accepted_and_trump_case_insensitive() -> None:
    rec = new_record(0, None, [list(FULL_DECK)])
    rec["players"] = 4
    rec["moves"].append({"contract": "koz", "trump": "s"})
    assert records.replay(rec)["to_move"] == 0


def oracle_match(seed: int, length: str) -> tuple[dict[str, Any], KingOracle]:
    """A random match played by the oracle alone, as a record."""
    rng = random.Random(seed)
    o = KingOracle(seed % 4, length)
    rec = new_record(seed % 4, length, [])
    while not o.finished:
        if o.needs_deck:
            deck = list(FULL_DECK)
            rng.shuffle(deck)
            rec["decks"].append(deck)
            o.start_deal(deck)
        move = rng.choice(o.legal())
        rec["moves"].append(move)
        o.apply(move)
    return rec, o


@pytest.mark.parametrize(("seed", "length"), [(64, "short"), (101, "short"), (312, "full")])
def test_tie_on_top_is_a_draw(seed: int, length: str) -> None:
    rec, o = oracle_match(seed, length)
    assert o.draw  # seeds found with the oracle: tied on the highest total
    res = records.replay(rec)
    assert res["totals"] == o.totals
    assert res["finished"] and res["draw"] is True and res["winner"] is None
    assert res["to_move"] is None


def test_refusal_reasons_name_the_rule() -> None:
    def reason(hands: list[list[str]], contract: dict[str, str], cards: list[str]) -> str:
        rec = new_record(0, "short", [deck_for(hands, 0)])
        rec["moves"] += [contract, *plays(*cards)]
        with pytest.raises(IllegalMove) as info:
            records.replay(rec)
        assert info.value.index == len(rec["moves"]) - 1
        return info.value.reason

    diamonds = ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD"]
    assert "hearts may not be led" in reason([["2H", "2S"], [], [], []], {"contract": "no-hearts"}, ["2H"])
    assert "must trump" in reason([["AC"], ["3S", "KD", *diamonds], [], []],
                                  {"contract": "koz", "trump": "S"}, ["AC", "2D"])
    assert "must play the K♥" in reason([["2S"], ["KH", "2H", *diamonds], [], []],
                                       {"contract": "rifki"}, ["2S", "2H"])


def test_what_play_proves_about_hands_is_true() -> None:
    """Voids and 'lacks the K♥' shown in views hold for the real hands (worlds rely on them),
    and a world dealt from the acting seat's view offers that seat the same legal moves."""
    from kotshina.games.king.cards import KH_BIT, SUIT_MASK
    from kotshina.games.king.state import KingState

    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        rec, _ = oracle_match(seed, "short")
        state = KingState("short", rec["first_chooser"])
        decks = iter(rec["decks"])
        for raw in rec["moves"]:
            if state.needs_deck:
                state.start_deal([FULL_DECK_IDS[c] for c in next(decks)])
            state.apply(state.move_from_json(raw))
            if not state.in_deal:
                continue
            for seat in range(4):
                for s in range(4):
                    if state.voids[seat] >> s & 1:
                        assert state.hands[seat] & SUIT_MASK[s] == 0
                if state.lacks_kh[seat]:
                    assert state.hands[seat] & KH_BIT == 0
            if rng.random() < 0.1:
                seat = state.current_player
                world = state.determinize(seat, rng)
                assert world.legal_moves() == state.legal_moves()
                checked += 1
    assert checked > 20


def _ids() -> dict[str, int]:
    from kotshina.core.cards import FRENCH

    return {c: FRENCH.parse(c) for c in FULL_DECK}


FULL_DECK_IDS = _ids()


@pytest.mark.parametrize("epsilon", [1.0, 0.3, 0.0])
def test_fast_playout_plays_only_oracle_legal_cards_and_scores_alike(epsilon: float) -> None:
    """games/king/playout.py (search rollouts) obeys the same rules: every card it plays is
    legal by the oracle (with the same number of choices when random) and the points match."""
    from kotshina.core.cards import FRENCH
    from kotshina.games.king.playout import play_deal, rank_masks

    penalties = ["no-tricks", "no-hearts", "no-kings-jacks", "no-queens", "rifki", "no-last-two"]
    for seed in range(120):
        rng = random.Random(seed)
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        o = KingOracle(0, "full")
        o.start_deal(deck)
        contract = [*penalties, "koz"][seed % 7]
        trump = rng.randrange(4) if contract == "koz" else -1
        o.apply({"contract": contract, "trump": SUITS[trump]} if trump >= 0 else {"contract": contract})
        hands = [sum(1 << FRENCH.parse(c) for c in o.hands[s]) for s in range(4)]
        trace: list[tuple[int, int, int]] = []
        points = play_deal(rank_masks(hands), 0, contract, trump, random.Random(seed),
                           trace=trace, epsilon=epsilon)
        for seat, card, n in trace:
            legal = [m["play"] for m in o.legal()]
            assert seat == o.turn
            assert FRENCH.format(card) in legal
            if epsilon == 1.0:
                assert n == len(legal)
            o.apply({"play": FRENCH.format(card)})
        assert not o.in_deal
        assert o.deals[-1] == points
