"""Trix through the command line: replay, legal and analyse read Trix records; bad ones give
one line and exit code 2; results have four sides, or two with partners."""

from __future__ import annotations

import json
from typing import Any

from kotshina.cli import main as cli_main
from trix_helpers import deck_for, oracle_match, plays, record


def run(capsys: Any, tmp_path: Any, command: str, rec: dict[str, Any], *extra: str) -> tuple[int, str, str]:
    path = tmp_path / "trix.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    code = cli_main([command, str(path), *extra])
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_gives_four_sides_or_two_with_partners(capsys, tmp_path):
    for options, sides in ((None, 4), ({"partners": True}, 2)):
        rec, o = oracle_match(3, options)
        code, out, _ = run(capsys, tmp_path, "replay", rec)
        assert code == 0
        result = json.loads(out)
        assert result["finished"] and len(result["totals"]) == sides == o.sides
        assert result["totals"] == o.totals
        assert len(result["deals"]) == 20


def test_legal_lists_the_doubling_choices_and_the_pass(capsys, tmp_path):
    deck = deck_for([["7H", "2S"], ["KH"], ["AS"], ["3S"]], avoid={1: "S"})
    code, out, _ = run(capsys, tmp_path, "legal", record(None, [deck], [{"contract": "king-of-hearts"}]))
    assert code == 0 and json.loads(out) == [{"double": []}, {"double": ["KH"]}]
    hands = [["7H", "JS"], ["10S", "QS"], ["9S"], ["JH", "JD", "JC"]]
    deck = deck_for(hands, avoid={0: "S", 1: "S", 2: "S"})
    code, out, _ = run(capsys, tmp_path, "legal",
                       record(None, [deck], [{"contract": "trix"}, *plays("JS", "QS")]))
    assert code == 0 and json.loads(out) == [{"pass": True}]


def test_an_illegal_move_is_one_line_with_the_reason(capsys, tmp_path):
    deck = deck_for([["7H", "2S"], ["KH", "2H"], ["AS"], ["3S"]], avoid={1: "S"})
    rec = record({"doubling": False}, [deck], [{"contract": "king-of-hearts"}, *plays("2S", "2H")])
    code, out, err = run(capsys, tmp_path, "replay", rec)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    assert "index 2" in lines[0] and "you hold the K♥ and can't follow spades" in lines[0]
    rec["moves"][0] = {"pass": "yes"}
    code, _, err = run(capsys, tmp_path, "replay", rec)
    assert code == 2 and "moves[0].pass: must be true or false" in err


def test_analyse_judges_a_trix_seat(capsys, tmp_path):
    deck = deck_for([["7H", "JS", "QS"], ["10S"], [], []])
    rec = record(None, [deck], [{"contract": "trix"}, *plays("JS")])
    code, out, _ = run(capsys, tmp_path, "analyse", rec, "--seat", "0", "--budget-ms", "20",
                       "--json")
    assert code == 0
    decisions = json.loads(out)
    assert [d["move"] for d in decisions] == [{"contract": "trix"}, {"play": "JS"}]
    assert decisions[0]["kind"] == "contract" and decisions[1]["forced"] is True
