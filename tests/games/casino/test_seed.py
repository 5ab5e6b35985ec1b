"""The worked hand of docs/rules-casino.md replays exactly, via records and the CLI."""

from __future__ import annotations

import json

from casino_helpers import canon, legal_json
from kotshina import records
from kotshina.cli import main as cli_main
from kotshina.core.cards import FRENCH

# P1 = seat 0, P2 = seat 1; seat 1 deals, so seat 0 gets the first block and plays first.
TOP = ["8H", "2S", "6C", "AC", "4H", "KC", "9D", "QS", "3D", "5S", "8C", "KS"]
REST = [FRENCH.format(x) for x in range(52) if FRENCH.format(x) not in TOP]
DECK = TOP + REST

SEED_MOVES = [
    {"play": "8H", "take": [["8C"], ["3D", "5S"]]},  # the 8 and 3+5 together
    {"play": "4H"},                                   # P2 trails a 4
    {"play": "2S", "build": 6, "with": ["4H"]},       # "building 6"
    {"play": "KC", "take": [["KS"]]},                 # P2 cannot take the build; K takes K
    {"play": "6C", "take": [["2S", "4H"]]},           # P1 takes the build: a sweep
]

EXPECTED_LEGAL = [
    [  # P1: table 3D 5S 8C KS, hand 8H 2S 6C AC
        {"play": "8H", "take": [["8C"]]},
        {"play": "8H", "take": [["3D", "5S"]]},
        {"play": "8H", "take": [["8C"], ["3D", "5S"]]},
        {"play": "8H"}, {"play": "2S"}, {"play": "6C"},
        {"play": "AC", "build": 6, "with": ["5S"]},
        {"play": "AC"},
    ],
    [  # P2: table KS, hand 4H KC 9D QS
        {"play": "4H"}, {"play": "KC", "take": [["KS"]]}, {"play": "KC"},
        {"play": "9D"}, {"play": "QS"},
    ],
    [  # P1: table KS 4H, hand 2S 6C AC
        {"play": "2S", "build": 6, "with": ["4H"]}, {"play": "2S"}, {"play": "6C"},
        {"play": "AC"},
    ],
    [  # P2: table KS + P1's build of 6, hand KC 9D QS: nothing takes or raises the build
        {"play": "KC", "take": [["KS"]]}, {"play": "KC"}, {"play": "9D"}, {"play": "QS"},
    ],
    [  # P1 owns the build: no trail; the ace can neither build nor take
        {"play": "6C", "take": [["2S", "4H"]]},
    ],
]


def record(moves: list[dict]) -> dict:
    return {"format": "kotshina-record/1", "game": "casino", "players": 2,
            "options": {"target": 21}, "first_dealer": 1, "decks": [DECK], "moves": moves}


def test_seed_walk_through_legal_moves_at_each_step():
    for step, expected in enumerate(EXPECTED_LEGAL):
        listed = records.legal_moves(record(SEED_MOVES[:step]))
        assert len(listed) == len(expected), step
        assert canon(listed) == canon(expected), step
        assert SEED_MOVES[step] in expected


def test_seed_walk_through_ends_in_a_sweep():
    state = records.load(record(SEED_MOVES[:4]))
    events = state.apply(state.move_from_json(SEED_MOVES[4]))
    assert [e.kind for e in events] == ["card_played", "captured", "sweep"]
    assert state.loose == [] and state.builds == {}
    assert state.sweeps == [1, 0]
    assert sorted(FRENCH.format_many(state.piles[0])) == sorted(
        ["8H", "8C", "3D", "5S", "6C", "2S", "4H"])
    assert FRENCH.format_many(state.piles[1]) == ["KC", "KS"]
    assert state.current_player == 1
    assert legal_json(state) == sorted([{"play": "9D"}, {"play": "QS"}], key=repr)


def test_build_event_names_value_and_owner():
    state = records.load(record(SEED_MOVES[:2]))
    events = state.apply(state.move_from_json(SEED_MOVES[2]))
    built = [e for e in events if e.kind == "built"][0]
    assert built.data["value"] == 6 and built.data["owner"] == 0
    assert built.data["multiple"] is False


def test_cli_replay_and_legal_on_casino_records(tmp_path, capsys):
    path = tmp_path / "seed.json"
    path.write_text(json.dumps(record(SEED_MOVES)))
    assert cli_main(["replay", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["to_move"] == 1 and result["deals"] == [] and not result["finished"]
    assert cli_main(["legal", str(path)]) == 0
    assert canon(json.loads(capsys.readouterr().out)) == canon([{"play": "9D"}, {"play": "QS"}])


def test_cli_refuses_an_illegal_casino_move_clearly(tmp_path, capsys):
    bad = SEED_MOVES[:4] + [{"play": "AC"}]  # P1 owns the build of 6 and may not trail
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record(bad)))
    assert cli_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "index 4" in err and "you own a build of 6, so you may not trail" in err


def test_cli_refuses_malformed_casino_moves(tmp_path, capsys):
    for move in ({"play": "8H", "take": []}, {"play": "8H", "build": 11, "with": ["3D"]},
                 {"play": "ZZ"}, {"play": "8H", "take": [["8C"]], "build": 8}):
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(record([move])))
        assert cli_main(["replay", str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and "Traceback" not in err
