"""Autosave / resume, unreadable saves, statistics and settings, all under $KOTSHINA_HOME."""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("PySide6")

from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.saves import SaveError, SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.controller.statistics import Statistics  # noqa: E402
from kotshina.core.cards import SPANISH  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def played_record(moves: int, seed: int = 3, variant: str = "kinza", target: int = 151) -> dict:
    """A Kinza record with ``moves`` random legal moves (the engine picks what is legal)."""
    rng = random.Random(seed)
    deck = list(range(SPANISH.size))
    rng.shuffle(deck)
    record = {"format": records.FORMAT, "game": "kinza", "players": 2,
              "options": {"variant": variant, "target": target}, "first_dealer": 0,
              "decks": [SPANISH.format_many(deck)], "moves": []}
    for _ in range(moves):
        state = records.load(record)
        record["moves"].append(rng.choice(state.legal_moves()).to_json())
    return record


def test_autosave_then_resume_gives_the_same_match(home):
    store = SaveStore()
    config = MatchConfig(players=2, options={"target": 101}, levels=[None, "hard"],
                         player_name="Salma")
    record = played_record(7, target=101)
    path = store.autosave(config, record)
    assert path.parent == home / "saves"
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left
    saved = store.unfinished("kinza")
    assert saved is not None and not saved.finished
    assert saved.record == record
    assert (saved.config.players, saved.config.option("target"), saved.config.levels,
            saved.config.player_name) == (2, 101, [None, "hard"], "Salma")
    assert records.replay(saved.record)["to_move"] == records.replay(record)["to_move"]


def test_a_save_of_version_0_1_keeps_its_kinza_options(home):
    store = SaveStore()
    path = store.autosave(MatchConfig(), played_record(3, variant="rubain", target=301))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"] = {"game": "kinza", "players": 2, "variant": "rubain", "target": 301,
                      "levels": [None, "easy"], "player_name": "", "seed": None}
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = SaveStore().unfinished("kinza")
    assert saved is not None and saved.config.record_options() == {"variant": "rubain",
                                                                    "target": 301}


def test_no_save_means_nothing_to_continue():
    assert SaveStore().unfinished("kinza") is None


def test_finished_save_is_not_offered_and_is_discarded():
    store = SaveStore()
    store.autosave(MatchConfig(), played_record(2), finished=True)
    assert store.load("kinza").finished
    assert store.unfinished("kinza") is None
    store.discard("kinza")
    assert not store.path_for("kinza").exists()


@pytest.mark.parametrize("damage, code", [
    (lambda text: text[: len(text) // 2], "corrupt"),  # truncated by a crash
    (lambda text: "\x00\x13garbage" + text[5:], "corrupt"),
    (lambda text: text.replace("kotshina-save/1", "kotshina-save/9"), "future"),
    (lambda text: text.replace('"play": "', '"play": "X'), "invalid"),
])
def test_unreadable_save_is_reported_and_left_untouched(damage, code):
    store = SaveStore()
    path = store.autosave(MatchConfig(), played_record(5))
    broken = damage(path.read_text(encoding="utf-8"))
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        store.unfinished("kinza")
    assert info.value.code == code
    assert "\n" not in str(info.value) and path.name in str(info.value)
    assert path.read_text(encoding="utf-8") == broken
    store.discard("kinza")  # finishing another match never deletes it
    assert path.read_text(encoding="utf-8") == broken


def test_new_autosave_moves_an_unreadable_save_aside_instead_of_overwriting():
    path = SaveStore().autosave(MatchConfig(), played_record(1))
    path.write_text("{not json", encoding="utf-8")  # e.g. damaged while the app was closed
    store = SaveStore()  # the next session
    store.autosave(MatchConfig(), played_record(2))
    kept = [p for p in path.parent.iterdir() if "unreadable" in p.name]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    assert len(store.unfinished("kinza").record["moves"]) == 2


def test_statistics_count_results_and_best_and_persist(home):
    stats = Statistics()
    stats.record_result("kinza", "won", 160)
    stats.record_result("kinza", "lost", 120)
    stats.record_result("kinza", "drawn", 175)
    again = Statistics().get("kinza")
    assert (again.played, again.won, again.lost, again.drawn, again.best) == (3, 1, 1, 1, 175)
    assert Statistics().get("casino").played == 0
    data = json.loads((home / "statistics.json").read_text(encoding="utf-8"))
    assert data["games"]["kinza"]["all"]["played"] == 3


def test_damaged_statistics_file_reads_as_empty_and_is_kept_aside(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "statistics.json").write_text("[1, 2", encoding="utf-8")
    assert Statistics().get("kinza").played == 0
    assert Statistics().record_result("kinza", "won", 151).played == 1
    kept = [p for p in home.iterdir() if p.name.startswith("statistics.unreadable-")]
    assert [p.read_text(encoding="utf-8") for p in kept] == ["[1, 2"]


def test_settings_defaults_persistence_and_bad_values(home):
    settings = Settings()
    assert settings.path == home / "settings.ini"
    assert settings.language is None  # first start: follow the system
    assert (settings.animation_speed, settings.auto_capture, settings.highlights,
            settings.western_digits, settings.table_colour) == ("normal", True, True, False, "green")
    settings.language = "ar"
    settings.animation_speed = "slow"
    settings.highlights = False
    settings.table_colour = "blue"
    settings.last_levels = ["easy", "expert", "bogus"]
    again = Settings()
    assert (again.language, again.animation_speed, again.highlights, again.table_colour) == (
        "ar", "slow", False, "blue")
    assert again.last_levels == ["easy", "expert"]
    # (a value of another length: QSettings re-reads a file whose size or time changed, and
    # within one timestamp tick only the size can tell)
    text = settings.path.read_text(encoding="utf-8").replace("slow", "warp-speed")
    settings.path.write_text(text, encoding="utf-8")
    assert Settings().animation_speed == "normal"
