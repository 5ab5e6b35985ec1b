"""Analysis (ai/analysis): the expert's values on positions with one clearly right move, marks,
reproducibility, and ``kotshina analyse`` on good and bad records."""

import json
import subprocess
import sys

import pytest

from kotshina.ai import pool
from kotshina.ai.analysis import analyse_record, evaluate_position
from kotshina.ai.analysis.review import work_for
from kotshina.cli import main
from kotshina.core.cards import FRENCH, SPANISH

#: a small budget keeps the suite quick; these positions are clear at any budget
BUDGET_MS = 60.0


def kinza_gold_seven(move: dict) -> dict:
    """Seat 0 leads with 7C, 12B, 2E in hand and 7O, 1C, 4B, 11E on the table: 7C must take
    the gold 7 with the 1C (7+7+1); trailing the 12B leaves the gold 7 to the opponent."""
    deck = ["7C", "12B", "2E", "3O", "7E", "10C", "7O", "1C", "4B", "11E"]
    rest = [c for c in SPANISH.format_many(range(40)) if c not in deck]
    return {"game": "kinza", "players": 2, "options": {}, "first_dealer": 1,
            "decks": [deck + rest], "moves": [move]}


def king_rifki_ace_led() -> dict:
    """Rıfkı: seat 1 breaks hearts on a club trick that seat 3 wins with the A♣; seat 3 leads
    the A♥ and seat 0, holding K♥ and 2♥, can drop the K♥ under the ace for free."""
    hands = [
        ["KH", "2H", "3C", "2S", "3S", "4S", "5S", "6S", "2D", "3D", "4D", "5D", "6D"],
        ["3H", "4H", "5H", "6H", "7S", "8S", "9S", "10S", "7D", "8D", "9D", "10D", "JD"],
        ["4C", "5C", "6C", "7C", "8C", "7H", "8H", "9H", "JS", "QS", "QD", "KD", "AD"],
        ["AC", "KC", "QC", "JC", "10C", "9C", "2C", "AH", "QH", "JH", "10H", "KS", "AS"],
    ]
    moves = [{"contract": "rifki"}, {"play": "3C"}, {"play": "3H"}, {"play": "4C"},
             {"play": "AC"}, {"play": "AH"}]
    return {"game": "king", "players": 4, "options": {}, "first_chooser": 0,
            "decks": [[c for hand in hands for c in hand]], "moves": moves}


def casino_sweep(move: dict) -> dict:
    """Seat 0 holds 8S, KH, QD, JC on a table of 2S, 6D, 3C, 5H: the 8S takes 2S+6D and 3C+5H,
    a sweep with the little casino; a trail leaves all of it to the opponent."""
    deck = ["8S", "KH", "QD", "JC", "7H", "9C", "10S", "5D", "2S", "6D", "3C", "5H"]
    rest = [c for c in FRENCH.format_many(range(52)) if c not in deck]
    return {"game": "casino", "players": 2, "options": {}, "first_dealer": 1,
            "decks": [deck + rest], "moves": [move]}


def only_decision(record: dict, seat: int = 0, seed: int = 0):
    decisions = analyse_record(record, seat, BUDGET_MS, seed)
    assert len(decisions) == 1
    return decisions[0]


def test_kinza_trail_beside_the_gold_seven_capture_is_a_mistake():
    capture = {"play": "7C", "take": ["7O", "1C"]}
    decision = only_decision(kinza_gold_seven({"play": "12B"}))
    assert decision.best.to_json() == capture
    assert decision.mark in ("mistake", "blunder")
    assert decision.cost > 0
    assert decision.evaluation.mark_of(decision.best) == "good"
    good = only_decision(kinza_gold_seven(capture))
    assert good.mark == "good" and good.cost == 0.0


def test_king_rifki_dropping_the_king_of_hearts_under_the_ace_is_clearly_best():
    record = king_rifki_ace_led()
    evaluation = evaluate_position(record, BUDGET_MS)
    assert evaluation is not None and evaluation.seat == 0 and not evaluation.forced
    assert evaluation.best.move.to_json() == {"play": "KH"}
    small = next(v.move for v in evaluation.values if v.move.to_json() == {"play": "2H"})
    assert evaluation.mark_of(small) in ("mistake", "blunder")
    assert evaluation.mark_of(evaluation.best.move) == "good"
    # the K♥ goes to seat 3 with the ace: the deal ends, seat 0 scores nothing, the others -320
    assert evaluation.best.points == 0.0
    record["moves"].append({"play": "2H"})
    decision = analyse_record(record, 0, BUDGET_MS)[-1]
    assert decision.move.to_json() == {"play": "2H"} and decision.mark in ("mistake", "blunder")


def test_casino_sweep_beats_a_trail():
    sweep = {"play": "8S", "take": [["2S", "6D"], ["3C", "5H"]]}
    decision = only_decision(casino_sweep({"play": "KH"}))
    assert decision.best.to_json()["play"] == "8S"
    assert decision.best.taken == frozenset(FRENCH.parse_many(["2S", "6D", "3C", "5H"]))
    assert decision.mark in ("mistake", "blunder")
    assert only_decision(casino_sweep(sweep)).mark == "good"


def test_when_the_deal_can_decide_the_match_the_mark_follows_the_win_chance():
    record = casino_sweep({"play": "KH"})
    record["options"] = {"target": 11}  # one hand can reach 11: every move is about the match
    decision = only_decision(record)
    assert decision.evaluation.close
    assert decision.cost_win is not None and decision.cost_win >= 0.16
    assert decision.mark == "blunder"
    assert not only_decision(casino_sweep({"play": "KH"})).evaluation.close  # a match to 21


def test_king_contract_choices_are_analysed_too():
    decision = analyse_record(king_rifki_ace_led(), 0, BUDGET_MS)[0]
    assert decision.index == 0 and decision.move.to_json() == {"contract": "rifki"}
    kinds = {v.to_json()["kind"] for v in decision.evaluation.values}
    assert kinds == {"contract"} and len(decision.evaluation.values) >= 7  # 6 penalties + 4 koz


def test_same_seed_same_values_and_another_seed_samples_other_worlds():
    record = kinza_gold_seven({"play": "12B"})
    first = [d.to_json() for d in analyse_record(record, 0, BUDGET_MS, seed=3)]
    again = [d.to_json() for d in analyse_record(record, 0, BUDGET_MS, seed=3)]
    other = [d.to_json() for d in analyse_record(record, 0, BUDGET_MS, seed=4)]
    assert first == again
    assert first[0]["values"] != other[0]["values"]


@pytest.mark.parametrize("record", [kinza_gold_seven({"play": "12B"}), king_rifki_ace_led(),
                                    casino_sweep({"play": "KH"})], ids=["kinza", "king", "casino"])
def test_the_pool_and_one_process_give_the_same_values(record):
    from kotshina.ai.registry import make_agent
    from kotshina.match import Match

    match = Match(dict(record, moves=record["moves"][:-1]))
    view, legal = match.state.view_for(match.to_move), match.legal_moves()
    work = work_for(match.game, view, BUDGET_MS, 0, 0)
    in_pool = make_agent(match.game, "expert")
    alone = make_agent(match.game, "expert")
    alone.workers = 1
    assert pool.get_pool() is not None  # Linux (CI, this machine) can start spawn workers
    first = in_pool.evaluate(view, legal, work)
    assert first.stats is not None
    assert first == alone.evaluate(view, legal, work) == alone.evaluate(view, legal, work)


def test_progress_and_cancellation():
    record = king_rifki_ace_led()
    record["moves"] = record["moves"][:1]  # seat 0 has chosen rıfkı and leads the first trick
    seen = []
    calls = iter([False, True])
    done = analyse_record(record, 0, BUDGET_MS, progress=lambda d, t: seen.append((d, t)),
                          cancelled=lambda: next(calls, True))
    assert seen[0] == (0, 1) and seen[-1] == (1, 1) and len(done) == 1
    assert analyse_record(record, 0, BUDGET_MS, cancelled=lambda: True) == []


def test_coach_position_is_none_when_nobody_is_to_play():
    record = kinza_gold_seven({"play": "12B"})
    record["decks"] = []
    record["moves"] = []
    assert evaluate_position(record, BUDGET_MS) is None


def test_analyse_json(capsys, tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(casino_sweep({"play": "KH"})), encoding="utf-8")
    assert main(["analyse", str(path), "--seat", "0", "--budget-ms", str(BUDGET_MS), "--json"]) == 0
    decisions = json.loads(capsys.readouterr().out)
    assert len(decisions) == 1
    first = decisions[0]
    assert {"index", "deal", "seat", "move", "best", "values", "cost", "mark"} <= set(first)
    assert first["index"] == 0 and first["deal"] == 1 and first["seat"] == 0
    assert first["move"] == {"play": "KH"} and first["values"][0]["move"] == first["best"]
    assert {"value", "points", "margin", "win", "samples"} <= set(first["values"][0])


@pytest.mark.parametrize(("text", "words"), [
    ("{not json", "not valid JSON"),
    (json.dumps({"game": "kinza", "players": 2, "first_dealer": 0, "decks": [],
                "moves": [{"play": "1O"}]}),
     "too few decks"),
    (json.dumps(kinza_gold_seven({"play": "7C"})), "illegal move at index 0"),
])
def test_analyse_bad_record_is_one_line_and_exit_2(text, words):
    done = subprocess.run([sys.executable, "-m", "kotshina", "analyse", "-"], input=text,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in done.stderr


@pytest.mark.parametrize(("options", "message"), [
    (["--seat", "2"], "kotshina: --seat must be a seat from 0 to 1"),
    (["--budget-ms", "0"], "kotshina: --budget-ms must be more than 0 and at most 60000"),
    (["--budget-ms", "nan"], "kotshina: --budget-ms must be more than 0 and at most 60000"),
    (["--deal", "0"], "kotshina: --deal must be 1 or more"),
])
def test_analyse_refuses_bad_options_in_one_line(capsys, tmp_path, options, message):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(kinza_gold_seven({"play": "12B"})), encoding="utf-8")
    assert main(["analyse", str(path), *options]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == message and captured.out == ""
