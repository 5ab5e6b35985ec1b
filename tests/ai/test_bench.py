"""kotshina bench prints playouts per second; bad input is one line with exit code 2."""

import json

from kotshina.ai import bench


def test_bench_json_for_kinza(capsys):
    assert bench.main(["--game", "kinza", "--seconds", "0.3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "kinza"
    assert report["players"] == 2
    assert report["playouts_per_s"] > 0


def test_bench_json_for_casino_gives_the_rate_with_the_warm_up_too(capsys):
    assert bench.main(["--game", "casino", "--seconds", "0.3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "casino"
    assert report["playouts_per_s"] > 0
    assert report["playouts_per_s_with_warmup"] > 0


def test_bench_text_for_four_players(capsys):
    assert bench.main(["--game", "kinza", "--players", "4", "--seconds", "0.2"]) == 0
    assert "kinza (4 players)" in capsys.readouterr().out


def test_bench_rejects_a_player_count(capsys):
    assert bench.main(["--game", "kinza", "--players", "5"]) == 2
    assert capsys.readouterr().err.strip().startswith("kotshina bench:")


def test_missing_engine_is_one_line(monkeypatch, capsys):
    def missing(game, players, options):
        raise ModuleNotFoundError(name=f"kotshina.games.{game}.playout")

    monkeypatch.setattr(bench, "playout_function", missing)
    assert bench.main(["--game", "casino"]) == 2
    assert "not in this build" in capsys.readouterr().err


def test_two_games_are_timed_side_by_side_with_their_ratio(capsys):
    assert bench.main(["--game", "trix", "--beside", "king", "--seconds", "0.4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [row["game"] for row in report["games"]] == ["trix", "king"]
    rates = [row["playouts_per_s"] for row in report["games"]]
    assert all(rate > 0 for rate in rates)
    assert report["ratio"] == round(rates[0] / rates[1], 2)


def test_vs_openspiel_times_the_peer_in_the_same_rounds(monkeypatch, capsys):
    # a stand-in for OpenSpiel's Hearts: its calls must come between the game's timed rounds
    order: list[str] = []
    monkeypatch.setattr(bench, "openspiel_hearts_step", lambda: lambda: order.append("peer"))
    playout = bench.playout_function

    def recorded(game, players, options):
        step = playout(game, players, options)
        return lambda rng: (order.append("game"), step(rng))

    monkeypatch.setattr(bench, "playout_function", recorded)
    assert bench.main(["--game", "casino", "--seconds", "0.2", "--vs-openspiel", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["openspiel_hearts_per_s"] > report["playouts_per_s"] > 0
    switches = sum(1 for a, b in zip(order, order[1:], strict=False) if a != b)
    assert switches >= 2 * bench.ROUNDS  # warm-ups, then alternating rounds
