"""records.md contract on Kinza records: replay, legal_moves, errors, and the CLI."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from kinza_decks import deck_for
from kotshina import records
from kotshina.cli import main as cli_main
from kotshina.core.cards import SPANISH
from kotshina.games.kinza import KinzaState

APP_DIR = Path(__file__).resolve().parents[3] / "app"


def finished_record(seed: int = 7, players: int = 2) -> dict:
    rng = random.Random(seed)
    state = KinzaState(players, "kinza", 101, first_dealer=1)
    decks, moves = [], []
    while not state.is_over:
        deck = list(range(40))
        rng.shuffle(deck)
        decks.append(SPANISH.format_many(deck))
        state.start_deal(deck)
        while state.current_player is not None:
            move = rng.choice(state.legal_moves())
            moves.append(move.to_json())
            state.apply(move)
    return {"format": "kotshina-record/1", "game": "kinza", "players": players,
            "options": {"variant": "kinza", "target": 101}, "first_dealer": 1,
            "decks": decks, "moves": moves}


def trail_record() -> dict:
    # seat 1 (after dealer 0) holds 6O; table 4C 5E ...: trailing 6O is illegal
    deck = deck_for(2, 0, {1: ["6O", "7B", "1B"]}, ["4C", "5E", "12C", "12E"])
    return {"format": "kotshina-record/1", "game": "kinza", "players": 2,
            "options": {"variant": "kinza", "target": 151}, "first_dealer": 0,
            "decks": [SPANISH.format_many(deck)], "moves": [{"play": "6O"}]}


def test_replay_of_a_finished_record():
    result = records.replay(finished_record())
    assert result["finished"] and result["to_move"] is None
    assert len(result["totals"]) == 2 and max(result["totals"]) >= 101
    assert all(sum(d["points"]) == 100 for d in result["deals"])
    assert result["totals"] == [sum(d["points"][i] for d in result["deals"]) for i in range(2)]
    assert (result["winner"] is None) == result["draw"]


def test_illegal_move_names_its_index_and_reason():
    with pytest.raises(records.IllegalMove) as err:
        records.replay(trail_record())
    assert err.value.index == 0
    assert "6O can capture 4C+5E, so it may not be trailed" in err.value.reason


def test_a_move_out_of_turn_or_not_in_hand_is_illegal():
    record = trail_record()
    record["moves"] = [{"play": "6O", "take": ["4C", "5E"]}, {"play": "6O"}]
    with pytest.raises(records.IllegalMove) as err:
        records.replay(record)
    assert err.value.index == 1 and "not in the hand" in err.value.reason


@pytest.mark.parametrize(("mutate", "words"), [
    (lambda r: r.update(game="poker"), "unknown game"),
    (lambda r: r.update(players=5), "2, 3 or 4"),
    (lambda r: r.pop("first_dealer"), "first_dealer"),
    (lambda r: r["options"].update(target=100), "101, 151 or 301"),
    (lambda r: r["options"].update(variant="scopa"), "variant"),
    (lambda r: r["decks"][0].__setitem__(0, "8O"), "not a card"),
    (lambda r: r["decks"][0].__setitem__(0, r["decks"][0][1]), "repeats"),
    (lambda r: r.update(decks=[]), "too few decks"),
    (lambda r: r.update(moves={"play": "6O"}), "'moves' must be a list"),
    (lambda r: r["moves"].__setitem__(0, {"play": "6O", "take": "4C"}), "list of cards"),
    (lambda r: r["moves"].__setitem__(0, {"card": "6O"}), "unknown key 'card'"),
    (lambda r: r["moves"].__setitem__(0, {"take": ["4C"]}), "Kinza move"),
    (lambda r: r.pop("moves"), "no 'moves' field"),
    (lambda r: r.pop("decks"), "no 'decks' field"),
    (lambda r: r.update(format="kotshina-record/9"), "unsupported record format"),
])
def test_malformed_records_are_invalid(mutate, words):
    record = trail_record()
    mutate(record)
    with pytest.raises(records.InvalidRecord) as err:
        records.replay(record)
    assert words in str(err.value)


def test_legal_moves_after_the_record_and_when_over():
    record = trail_record()
    record["moves"] = []
    listed = records.legal_moves(record)
    assert {"play": "6O", "take": ["4C", "5E"]} in listed
    assert {"play": "6O"} not in listed and {"play": "7B"} in listed
    for move in listed:
        records.replay(dict(record, moves=[move]))
    assert records.legal_moves(finished_record()) == []


def test_cli_replay_prints_the_result(capsys, tmp_path):
    path = tmp_path / "match.json"
    path.write_text(json.dumps(finished_record()))
    assert cli_main(["replay", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["finished"] is True


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(APP_DIR))
    return subprocess.run([sys.executable, "-m", "kotshina", *args], input=stdin, text=True,
                          capture_output=True, env=env, timeout=60)


def test_cli_illegal_move_exits_2_with_one_line():
    done = run_cli("replay", "-", stdin=json.dumps(trail_record()))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert "index 0" in lines[0] and "may not be trailed" in lines[0]


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"game": "kinza"}', ""])
def test_cli_bad_input_exits_2_without_traceback(text):
    done = run_cli("legal", "-", stdin=text)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_cli_missing_file_exits_2():
    done = run_cli("replay", "/nonexistent/record.json")
    assert done.returncode == 2 and "cannot read" in done.stderr


def test_cli_legal_lists_moves():
    record = trail_record()
    record["moves"] = []
    done = run_cli("legal", "-", stdin=json.dumps(record))
    assert done.returncode == 0
    assert {"play": "6O", "take": ["4C", "5E"]} in json.loads(done.stdout)
