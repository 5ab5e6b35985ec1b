"""Records at the boundary: the shape check names the bad field, and the CLI answers hostile
records with exit 0 or one short printable line and exit 2 — never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kotshina import records
from kotshina.cli import main as cli_main
from kotshina.record_shape import check_record
from record_samples import TABLES, random_record

APP_DIR = Path(__file__).resolve().parents[1] / "app"


def kinza() -> dict:
    return random_record("kinza", 2, seed=4, moves=5)


def king() -> dict:
    return random_record("king", 4, seed=4, moves=5)


def casino() -> dict:
    return random_record("casino", 2, seed=4, moves=5)


def _set(path: list, value: object):
    def mutate(record: dict) -> None:
        target = record
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _drop(key: str):
    return lambda record: record.pop(key)


# (record factory, mutation, words the message must hold — the field's name first)
CASES = [
    (kinza, _drop("moves"), "no 'moves' field"),
    (kinza, _drop("decks"), "no 'decks' field"),
    (kinza, _drop("game"), "no 'game' field"),
    (kinza, _drop("players"), "no 'players' field"),
    (kinza, _drop("first_dealer"), "no 'first_dealer' field"),
    (king, _drop("first_chooser"), "no 'first_chooser' field"),
    (kinza, _set(["game"], ["kinza"]), "game: unknown game a list"),
    (kinza, _set(["game"], "kinza\n"), "game: unknown game 'kinza\\n'"),
    (kinza, _set(["format"], "kotshina-record/²"), "format: unsupported record format"),
    (kinza, _set(["format"], 1), "format: must be"),
    (kinza, _set(["players"], "2"), "players: Kinza is played by 2, 3 or 4 players, not '2'"),
    (kinza, _set(["players"], True), "players:"),
    (kinza, _set(["players"], 5), "players:"),
    (king, _set(["players"], 3), "players: King is played by 4 players"),
    (kinza, _set(["options"], [1]), "options: must be an object"),
    (kinza, _set(["options"], None), "options: must be an object"),
    (kinza, _set(["options", "variant"], [1, 2]), "options.variant: must be 'kinza' or 'rubain'"),
    (kinza, _set(["options", "target"], 151.0), "options.target: must be 101, 151 or 301"),
    (kinza, _set(["options", "target"], True), "options.target"),
    (king, _set(["options", "length"], {"a": 1}), "options.length: must be 'full' or 'short'"),
    (casino, _set(["options", "target"], 15), "options.target: must be 21 or 11"),
    (kinza, _set(["first_dealer"], 2), "first_dealer: must be a seat from 0 to 1"),
    (kinza, _set(["first_dealer"], [0]), "first_dealer: must be a seat"),
    (king, _set(["first_chooser"], -1), "first_chooser: must be a seat from 0 to 3"),
    (kinza, _set(["decks"], {}), "decks: must be a list"),
    (kinza, _set(["decks", 0], "1O 2O"), "decks[0]: a deck must be a list"),
    (kinza, _set(["decks", 0, 3], ["1O"]), "decks[0][3]: a card must be a string"),
    (kinza, _set(["decks", 0, 3], "8O"), "decks[0][3]: '8O' is not a card"),
    (kinza, _set(["decks", 0, 3], "1O" * 10**5), "is not a card"),
    (kinza, lambda r: r["decks"][0].append("1O"), "decks[0]: a deck must hold each of the 40"),
    (kinza, lambda r: r["decks"][0].__setitem__(5, r["decks"][0][4]), "decks[0][5]: the deck repeats"),
    (casino, lambda r: r["decks"].__setitem__(0, kinza()["decks"][0]), "decks[0]: a deck must hold"),
    (kinza, _set(["moves"], {"play": "1O"}), "'moves' must be a list"),
    (kinza, _set(["moves", 0], "1O"), "moves[0]: a move must be an object"),
    (kinza, _set(["moves", 2, "play"], 7), "moves[2].play: a card must be a string"),
    (kinza, _set(["moves", 2, "take"], "4C"), "moves[2].take: must be a list of cards"),
    (kinza, _set(["moves", 2, "take"], [["4C"]]), "moves[2].take[0]: a card must be a string"),
    (kinza, _set(["moves", 1, "cards"], []), "moves[1]: unknown key 'cards'"),
    (casino, _set(["moves", 1, "take"], "x"), "moves[1].take: must be a list of groups"),
    (casino, _set(["moves", 1, "take"], [["2S"], "3S"]), "moves[1].take[1]: must be a list of cards"),
    (casino, _set(["moves", 1, "build"], 2**40), "moves[1].build: must be a whole number"),
    (casino, _set(["moves", 1, "build"], "9"), "moves[1].build: must be a whole number"),
    (king, _set(["moves", 0, "contract"], ["koz"]), "moves[0].contract: must be a short name"),
    (king, _set(["moves", 0, "contract"], "k" * 1000), "moves[0].contract: must be a short name"),
    (king, _set(["moves", 0, "trump"], {"S": 1}), "moves[0].trump: must be a short name"),
    (kinza, lambda r: r.update(moves=casino()["moves"]), "moves[0]"),  # French cards in Kinza
]


@pytest.mark.parametrize("make, mutate, words", CASES)
def test_each_bad_field_is_named(make, mutate, words):
    record = make()
    mutate(record)
    with pytest.raises(records.InvalidRecord) as info:
        records.replay(record)
    assert words in str(info.value)


@pytest.mark.parametrize("game, players", TABLES)
def test_valid_records_of_every_game_pass_the_shape_check(game, players):
    record = random_record(game, players, seed=2)
    check_record(record)
    assert records.replay(record)["finished"]


def test_option_keys_a_game_does_not_know_are_kept_as_house_rules():
    record = casino()
    record["options"]["a\nb\x1b[2J"] = [1, {"x": 2}]
    match_result = records.replay(record)
    assert match_result["to_move"] is not None


def test_king_may_leave_out_players_and_anyone_may_leave_out_options_and_format():
    record = king()
    del record["players"], record["options"], record["format"]
    assert records.replay(record)["to_move"] is not None


def _check_error_line(err: str, words: str = "") -> None:
    lines = err.splitlines()
    assert len(lines) == 1, err
    line = lines[0]
    assert line.startswith("kotshina: ") and len(line) <= 200 and line.isprintable(), line
    assert "Traceback" not in err and words in line


@pytest.mark.parametrize("make, mutate, words", CASES)
def test_cli_answers_each_bad_field_with_one_line(make, mutate, words, tmp_path, capsys):
    record = make()
    mutate(record)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for command in ("replay", "legal"):
        assert cli_main([command, str(path)]) == 2
        out = capsys.readouterr()
        assert out.out == ""
        _check_error_line(out.err, words[:60])


# Hostile files as bytes: (name, content, words in the line)
HOSTILE_FILES = [
    ("deep.json", b"[" * 1000 + b"]" * 1000, "nested"),
    ("deeper.json", b'{"a":' * 100_000, "nested"),
    ("bigint.json", b'{"players": ' + b"9" * 5000 + b"}", "5000 digits"),
    ("nan.json", b'{"game": NaN}', "NaN"),
    ("latin1.json", b'{"game": "k\xe9"}', "not UTF-8"),
    ("empty.json", b"", "not valid JSON"),
    ("truncated.json", json.dumps(random_record("king", 4, 1)).encode()[:3000], "not valid JSON"),
    ("surrogate.json", b'{"game": "\\ud800\\u202e"}', "the text at game is not valid Unicode"),
    ("array.json", b"[1, 2]", "a record must be a JSON object"),
    ("huge-deck.json", json.dumps({"game": "kinza", "players": 2, "options": {}, "first_dealer": 0,
                                   "decks": [["1O"] * 300_000], "moves": []}).encode(),
     "decks[0]: a deck must hold each of the 40"),
    ("newline-key.json", json.dumps({"game": "kinza", "players": 2, "first_dealer": 0,
                                     "options": {"target": "x" * 500 + "\n" * 50}}).encode(),
     "options.target"),
]


@pytest.mark.parametrize("name, content, words", HOSTILE_FILES)
def test_cli_answers_hostile_files_with_one_line(name, content, words, tmp_path, capsys):
    path = tmp_path / name
    path.write_bytes(content)
    assert cli_main(["replay", str(path)]) == 2
    _check_error_line(capsys.readouterr().err, words)


def test_cli_usage_errors_are_one_line(capsys):
    assert cli_main(["replay"]) == 2
    _check_error_line(capsys.readouterr().err, "required")
    assert cli_main(["legal", "a", "b"]) == 2
    _check_error_line(capsys.readouterr().err, "unrecognized")


def run_cli(*args: str, **kwargs) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(APP_DIR))
    return subprocess.run([sys.executable, "-m", "kotshina", *args], capture_output=True,
                          env=env, timeout=120, **kwargs)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_endless_standard_input_is_cut_at_the_size_limit():
    with open("/dev/zero", "rb") as zeros:
        done = run_cli("replay", "-", stdin=zeros)
    assert done.returncode == 2
    _check_error_line(done.stderr.decode(), "too large")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_for_the_output_is_one_line(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps(random_record("casino", 2, 1, moves=3)))
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "kotshina", "legal", str(path)],
                              stdout=full, stderr=subprocess.PIPE, timeout=120,
                              env=dict(os.environ, PYTHONPATH=str(APP_DIR)))
    assert done.returncode == 2
    _check_error_line(done.stderr.decode(), "No space left")


@pytest.mark.skipif(os.name != "posix", reason="POSIX pipes")
def test_a_reader_that_goes_away_is_no_traceback(tmp_path):
    path = tmp_path / "r.json"
    record = random_record("kinza", 2, 1, moves=0)
    path.write_text(json.dumps(record))
    env = dict(os.environ, PYTHONPATH=str(APP_DIR))
    # `kotshina legal FILE | true`: the reader exits before the output is written
    command = f'"{sys.executable}" -m kotshina legal "{path}" | true; exit ${{PIPESTATUS[0]}}'
    done = subprocess.run(["bash", "-c", command], capture_output=True, env=env, timeout=120)
    assert b"Traceback" not in done.stderr and b"Error" not in done.stderr
    assert done.returncode in (0, 2)
