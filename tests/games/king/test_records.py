"""King records through kotshina.records and the command line (records.md)."""

from __future__ import annotations

import json
import random

import pytest

from kotshina import records
from kotshina.cli import main
from kotshina.core.cards import FRENCH
from kotshina.games.king import new_match


def random_record(length: str, seed: int, moves: int | None = None) -> tuple[dict, object]:
    rng = random.Random(seed)
    record = {"format": "kotshina-record/1", "game": "king", "options": {"length": length},
              "first_chooser": seed % 4, "decks": [], "moves": []}
    state = new_match(length, seed % 4)
    while not state.is_over and (moves is None or len(record["moves"]) < moves):
        if state.needs_deck:
            deck = list(range(52))
            rng.shuffle(deck)
            record["decks"].append(FRENCH.format_many(deck))
            state.start_deal(deck)
        move = rng.choice(state.legal_moves())
        record["moves"].append(move.to_json())
        state.apply(move)
    return record, state


def test_replay_of_a_full_match_reports_deals_totals_and_winner():
    record, state = random_record("full", 11)
    result = records.replay(record)
    assert result["totals"] == state.totals and sum(result["totals"]) == 0
    assert result["finished"] and result["to_move"] is None
    assert len(result["deals"]) == 20
    assert set(result["deals"][0]) == {"points", "chooser", "contract", "trump", "tricks", "totals"}
    assert result["deals"][-1]["totals"] == result["totals"]  # running totals, per deal
    assert (result["winner"], result["draw"]) == (state.winner, state.draw)
    assert records.legal_moves(record) == []


def test_players_may_be_omitted_but_must_be_four():
    record, _ = random_record("short", 2, moves=5)
    assert records.replay(record)["to_move"] is not None
    for bad in ({"players": 3}, {"first_chooser": 4}, {"options": {"length": "long"}}):
        with pytest.raises(records.InvalidRecord):
            records.replay({**record, **bad})
    no_chooser = dict(record)
    del no_chooser["first_chooser"]
    with pytest.raises(records.InvalidRecord):
        records.replay(no_chooser)


@pytest.mark.parametrize("length,seed,moves", [("full", 3, 30), ("short", 4, 130), ("short", 5, 1)])
def test_every_listed_move_replays_when_appended(length, seed, moves):
    record, state = random_record(length, seed, moves)
    listed = records.legal_moves(record)
    assert listed == [m.to_json() for m in state.legal_moves()] and listed
    for move in listed:
        records.replay({**record, "moves": record["moves"] + [move]})


def test_waiting_for_a_deck_lists_no_moves_and_too_few_decks_is_invalid():
    record, _ = random_record("short", 6)
    state = new_match("short", record["first_chooser"])
    state.start_deal(FRENCH.parse_many(record["decks"][0]))
    first_deal = 0
    while state.in_deal:
        state.apply(state.move_from_json(record["moves"][first_deal]))
        first_deal += 1
    partial = {**record, "decks": record["decks"][:1], "moves": record["moves"][:first_deal]}
    result = records.replay(partial)
    assert len(result["deals"]) == 1 and result["to_move"] is None and not result["finished"]
    assert records.legal_moves(partial) == []
    with pytest.raises(records.InvalidRecord):
        records.replay({**partial, "moves": record["moves"][:first_deal + 1]})


def _illegal_follow_record() -> dict:
    deck = ["AH", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC",
            "2H", "3H", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS"]
    rest = [c for c in FRENCH.format_many(range(52)) if c not in deck]
    return {"format": "kotshina-record/1", "game": "king", "first_chooser": 0,
            "decks": [deck + rest],
            "moves": [{"contract": "no-queens"}, {"play": "AH"}, {"play": "2S"}]}


def test_cli_refuses_a_card_that_does_not_follow_suit(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_illegal_follow_record()), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "index 2" in err and "must follow hearts" in err and len(err.strip().splitlines()) == 1


def test_cli_replay_and_legal_on_a_king_record(tmp_path, capsys):
    record = _illegal_follow_record()
    record["moves"] = record["moves"][:2]
    path = tmp_path / "ok.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["legal", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == [{"play": "2H"}, {"play": "3H"}]
    assert main(["replay", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["to_move"] == 1 and result["deals"] == [] and result["totals"] == [0, 0, 0, 0]
