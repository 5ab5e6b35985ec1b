"""kotshina arena: duplicate matches, the JSON report, one-line errors."""

import json

from kotshina.ai import arena

KEYS = {"matches", "a_wins", "b_wins", "draws", "a_score", "a_score_ci95", "points_per_deal_a",
        "points_per_deal_b", "points_diff_per_deal", "points_diff_per_deal_ci95",
        "decision_ms_p50", "decision_ms_p95", "search_processes"}


def test_arena_json_has_the_keys_and_self_play_centres_on_half(capsys):
    code = arena.main(["--game", "kinza", "--a", "easy", "--b", "easy", "--matches", "40",
                       "--seed", "3", "--target", "101", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == KEYS
    assert report["matches"] == 40
    assert report["a_wins"] + report["b_wins"] + report["draws"] == 40
    assert 0.3 <= report["a_score"] <= 0.7
    lo, hi = report["a_score_ci95"]
    assert lo <= report["a_score"] <= hi
    assert lo < 0.5 < hi
    # self-play: the per-deal difference centres on zero too, and its interval says so
    d_lo, d_hi = report["points_diff_per_deal_ci95"]
    assert d_lo <= report["points_diff_per_deal"] <= d_hi
    assert d_lo < 0.0 < d_hi


def test_points_difference_per_deal_has_an_interval_over_duplicate_groups():
    report = arena.run("kinza", 2, "medium", "random", matches=16, seed=5, options={"target": 101})
    diff = report["points_diff_per_deal"]
    # a mean over groups (each group's own deals), so close to, not equal to, the pooled one
    assert abs(diff - (report["points_per_deal_a"] - report["points_per_deal_b"])) < 3.0
    lo, hi = report["points_diff_per_deal_ci95"]
    assert 0.0 < lo <= diff <= hi  # medium beats random clearly, per deal
    single = arena.run("kinza", 2, "greedy", "random", matches=2, seed=5, options={"target": 101})
    assert single["points_diff_per_deal_ci95"] is None  # one duplicate group: no spread known


def test_duplicate_deals_cancel_luck_for_identical_deterministic_players():
    report = arena.run("kinza", 2, "greedy", "greedy", matches=10, seed=4, options={})
    # greedy is deterministic: on swapped seats each deck sequence gives one win to each
    assert report["a_wins"] == report["b_wins"] == 5
    assert report["points_per_deal_a"] == report["points_per_deal_b"] == 50.0
    assert report["points_diff_per_deal"] == 0.0
    assert report["points_diff_per_deal_ci95"] == [0.0, 0.0]


def test_four_player_teams_and_three_player_rotation():
    four = arena.run("kinza", 4, "greedy", "random", matches=4, seed=1, options={"target": 101})
    assert four["matches"] == 4
    assert four["a_score"] > 0.5
    three = arena.run("kinza", 3, "greedy", "random", matches=3, seed=1,
                      options={"variant": "rubain", "target": 101})
    assert three["matches"] == 3


def test_arena_rejects_bad_input_with_one_line(capsys):
    assert arena.main(["--game", "kinza", "--a", "greedy", "--b", "easy", "--players", "5"]) == 2
    assert arena.main(["--game", "kinza", "--a", "greedy", "--b", "easy", "--target", "99"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("kotshina arena:") for line in err)


def test_text_report_and_progress(capsys):
    assert arena.main(["--game", "kinza", "--a", "medium", "--b", "greedy", "--matches", "2",
                       "--progress", "--target", "101"]) == 0
    captured = capsys.readouterr()
    assert "medium (A) vs greedy (B)" in captured.out
    assert "2/2 matches" in captured.err


def test_log_keeps_each_duplicate_group_as_it_finishes(tmp_path, capsys):
    log = tmp_path / "groups.jsonl"
    assert arena.main(["--game", "kinza", "--a", "medium", "--b", "easy", "--matches", "6",
                       "--seed", "4", "--target", "101", "--json", "--log", str(log)]) == 0
    report = json.loads(capsys.readouterr().out)
    groups = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [g["group"] for g in groups] == [0, 1, 2]
    # the lines hold the whole report's numbers: a run cut short keeps what it played
    assert sum(len(g["a_scores"]) for g in groups) == report["matches"]
    mean = sum(g["points_diff_per_deal"] for g in groups) / len(groups)
    assert round(mean, 2) == report["points_diff_per_deal"]
    assert sum(len(g["a_decision_ms"]) for g in groups) > 0
    assert arena.main(["--game", "kinza", "--a", "medium", "--b", "easy", "--matches", "2",
                       "--log", str(tmp_path / "missing" / "x.jsonl")]) == 2
    assert capsys.readouterr().err.startswith("kotshina arena: cannot write")


def test_trix_figures_are_averaged_where_they_apply_with_intervals():
    report = arena.run("trix", 4, "medium", "greedy", matches=8, seed=2,
                       options={"mode": "complex"})
    assert report["matches"] == 8
    # one A in each seat against three B: A's and B's mean place average to 2.5
    mean_a, mean_b = report["trix_place_mean_a"], report["trix_place_mean_b"]
    assert abs(mean_a + 3 * mean_b - 10) < 0.01  # the means are rounded to 3 places
    assert 1 <= mean_a <= 4 and report["penalty_mean_a"] is not None
    low, high = report["penalty_a_over_b_ci95"]
    assert low <= report["penalty_a_over_b"] <= high
    assert "trix_place_per_deal_a" not in report


def test_trix_partners_sit_as_teams_and_options_come_from_the_command_line(capsys):
    from kotshina.ai.game_args import option_value

    assert arena.seatings("trix", 4, 2) == [["a", "b", "a", "b"], ["b", "a", "b", "a"]]
    assert arena.seatings("trix", 4, 4)[0] == ["a", "b", "b", "b"]
    assert option_value("true") is True and option_value("12") == 12
    assert arena.main(["--game", "trix", "--a", "greedy", "--b", "random", "--matches", "2",
                       "--option", "mode=complex", "--option", "partners=true"]) == 0
    out = capsys.readouterr().out
    assert "trix 4p: greedy (A) vs random (B), 2 duplicate matches" in out
    assert "trix_place (mean where it applies)" in out
    assert arena.main(["--game", "trix", "--a", "greedy", "--b", "easy",
                       "--option", "mode=short"]) == 2
    assert arena.main(["--game", "trix", "--a", "greedy", "--b", "easy", "--option", "x"]) == 2
