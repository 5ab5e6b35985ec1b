"""Damaged statistics, settings and saves never stop the app and are never reset or overwritten
without a copy kept aside; the data folder may be unusable; a kill's temporary files go away."""

from __future__ import annotations

import json
import os
import time

import pytest

pytest.importorskip("PySide6")

from kotshina import paths  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.files import clean_temp_files, set_aside, write_json_atomic  # noqa: E402
from kotshina.controller.saves import SaveError, SaveStore  # noqa: E402
from kotshina.controller.settings import Settings, clean_name  # noqa: E402
from kotshina.controller.statistics import Statistics  # noqa: E402
from record_samples import random_record  # noqa: E402

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev are POSIX")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    home.mkdir()
    return home


def _aside(folder, stem: str) -> list:
    return sorted(p for p in folder.iterdir() if p.name.startswith(stem + ".unreadable-"))


GOOD_STATS = {"format": "kotshina-stats/1",
              "games": {"kinza": {"played": 7, "won": 4, "lost": 2, "drawn": 1, "best": 180}}}

DAMAGED_STATS = {
    "truncated": json.dumps(GOOD_STATS)[:40],
    "garbage": "\x00\x13garbage",
    "empty": "",
    "future format": json.dumps({**GOOD_STATS, "format": "kotshina-stats/3"}),
    "superscript version": json.dumps({**GOOD_STATS, "format": "kotshina-stats/²"}),
    "no format": json.dumps({"games": GOOD_STATS["games"]}),
    "a list": "[1, 2]",
    "games a list": json.dumps({"format": "kotshina-stats/1", "games": []}),
    "count a string": json.dumps({"format": "kotshina-stats/1", "games": {"kinza": {"played": "7"}}}),
    "count true": json.dumps({"format": "kotshina-stats/1", "games": {"kinza": {"won": True}}}),
    "count negative": json.dumps({"format": "kotshina-stats/1", "games": {"kinza": {"lost": -1}}}),
    "count huge": '{"format": "kotshina-stats/1", "games": {"kinza": {"played": ' + "9" * 5000 + "}}}",
    "best a list": json.dumps({"format": "kotshina-stats/1", "games": {"kinza": {"best": [1]}}}),
    "entry a number": json.dumps({"format": "kotshina-stats/1", "games": {"kinza": 3}}),
    "unknown field": json.dumps({"format": "kotshina-stats/1", "games": {"kinza": {"streak": 3}}}),
    "deep": "[" * 5000 + "]" * 5000,
    "NaN": '{"format": "kotshina-stats/1", "games": {"kinza": {"best": NaN}}}',
}


@pytest.mark.parametrize("kind", DAMAGED_STATS)
def test_damaged_statistics_are_reported_then_kept_aside_before_counting_again(home, kind):
    path = home / "statistics.json"
    path.write_text(DAMAGED_STATS[kind], encoding="utf-8", errors="surrogatepass")
    before = path.read_bytes()
    stats = Statistics()
    assert stats.all() == {} and stats.get("kinza").played == 0
    assert stats.problem is not None and stats.problem.set_aside_as is None
    assert "\n" not in stats.problem.detail and len(stats.problem.detail) < 200
    assert path.read_bytes() == before  # reading never changes the file
    assert stats.record_result("kinza", "won", 151).played == 1
    kept = _aside(home, "statistics")
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert stats.problem.set_aside_as == kept[0]
    assert Statistics().get("kinza").played == 1 and Statistics().problem is None


def test_future_statistics_are_told_apart():
    stats_path = paths.data_dir() / "statistics.json"
    stats_path.write_text(DAMAGED_STATS["future format"], encoding="utf-8")
    stats = Statistics()
    stats.all()
    assert stats.problem.code == "future"


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_statistics_that_are_not_a_file_do_not_block_or_crash(home, kind):
    path = home / "statistics.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    stats = Statistics()
    assert stats.all() == {} and stats.problem is not None
    stats.record_result("casino", "lost", 9)
    assert len(_aside(home, "statistics")) == 1
    assert Statistics().get("casino").lost == 1


def test_a_failed_statistics_write_raises_oserror_and_keeps_the_old_file(home, monkeypatch):
    stats = Statistics()
    stats.record_result("kinza", "won", 151)
    before = (home / "statistics.json").read_bytes()

    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("kotshina.controller.statistics.write_json_atomic", full_disk)
    with pytest.raises(OSError):
        stats.record_result("kinza", "won", 160)
    assert (home / "statistics.json").read_bytes() == before


DAMAGED_SAVES = {
    "superscript version": lambda t: t.replace("kotshina-save/1", "kotshina-save/²"),
    "huge number": lambda t: t.replace('"first_dealer": 1', '"first_dealer": ' + "9" * 5000),
    "deep": lambda t: t.replace('"finished": false', '"finished": ' + "[" * 3000 + "]" * 3000),
    "NaN": lambda t: t.replace('"finished": false', '"finished": NaN'),
    "latin-1": lambda t: t.replace('"Salma"', '"Salm\udce9"'),
    "no record moves": lambda t: t.replace('"moves"', '"mooves"'),
    "moves a string": lambda t: t.replace('"moves": [', '"moves": "x", "x": ['),
}


@pytest.mark.parametrize("kind", DAMAGED_SAVES)
def test_damaged_saves_are_a_save_error_and_left_untouched(kind):
    store = SaveStore()
    path = store.autosave(MatchConfig(player_name="Salma"), random_record("kinza", 2, 3, moves=4))
    text = path.read_text(encoding="utf-8")
    damaged = DAMAGED_SAVES[kind](text)
    assert damaged != text
    path.write_bytes(damaged.encode("utf-8", "surrogateescape"))
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        SaveStore().unfinished("kinza")
    assert "\n" not in str(info.value)
    assert path.read_bytes() == before
    SaveStore().discard("kinza")
    assert path.read_bytes() == before


def _config_change(key, value):
    def change(save: dict) -> None:
        save["config"][key] = value
    return change


BAD_CONFIGS = {
    "players a string": _config_change("players", "2"),
    "one player": _config_change("players", 1),
    "players not the record's": _config_change("players", 3),
    "levels unknown": _config_change("levels", [None, "grandmaster"]),
    "levels null": _config_change("levels", None),
    "a computer level null": _config_change("levels", [None, None]),
    "levels too short": _config_change("levels", [None]),
    "the human a computer": _config_change("levels", ["easy", "easy"]),
    "seed a list": _config_change("seed", [1, 2]),
    "seed true": _config_change("seed", True),
    "name a number": _config_change("player_name", 7),
    "name huge": _config_change("player_name", "x" * 10_000),
    "game not the record's": _config_change("game", "casino"),
    "config a string": lambda save: save.update(config="kinza"),
    "no config": lambda save: save.pop("config"),
    "no record": lambda save: save.pop("record"),
    "finished a string": lambda save: save.update(finished="no"),
    "a Casino match in the Kinza slot": lambda save: save.update(
        record=random_record("casino", 2, 3, moves=4),
        config={**save["config"], "game": "casino", "options": {}}),
}


@pytest.mark.parametrize("kind", BAD_CONFIGS)
def test_a_save_whose_config_does_not_fit_its_record_is_unreadable_and_kept(home, kind):
    store = SaveStore()
    config = MatchConfig(options={"variant": "kinza", "target": 101}, levels=[None, "hard"],
                         player_name="Salma", seed=5)
    path = store.autosave(config, random_record("kinza", 2, 3, moves=4))
    save = json.loads(path.read_text(encoding="utf-8"))
    BAD_CONFIGS[kind](save)
    path.write_text(json.dumps(save), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        SaveStore().unfinished("kinza")
    assert info.value.code == "invalid" and "\n" not in str(info.value)
    assert len(str(info.value)) < 300
    assert path.read_bytes() == before
    # the next new game of that game keeps it aside instead of writing over it
    SaveStore().autosave(MatchConfig(), random_record("kinza", 2, 4, moves=1))
    kept = _aside(path.parent, "autosave-kinza")
    assert len(kept) == 1 and kept[0].read_bytes() == before


def test_a_good_save_is_read_once_while_unchanged(home, monkeypatch):
    store = SaveStore()
    store.autosave(MatchConfig(), random_record("kinza", 2, 3, moves=6))
    replays = []
    real = store._read
    monkeypatch.setattr(store, "_read", lambda *args: replays.append(1) or real(*args))
    for _ in range(3):
        assert store.unfinished("kinza") is not None
    assert len(replays) == 1
    store.autosave(MatchConfig(), random_record("kinza", 2, 3, moves=7))
    assert len(store.unfinished("kinza").record["moves"]) == 7 and len(replays) == 2


def test_the_records_options_win_over_the_configs(home):
    store = SaveStore()
    path = store.autosave(MatchConfig(options={"variant": "rubain"}),
                          random_record("kinza", 2, 3, moves=4))  # played to 101, sum 15
    save = json.loads(path.read_text(encoding="utf-8"))
    save["config"]["options"] = ["not", "an", "object"]
    path.write_text(json.dumps(save), encoding="utf-8")
    options = SaveStore().unfinished("kinza").config.options
    assert (options["variant"], options["target"]) == ("kinza", 101)


def test_an_old_save_with_top_level_kinza_options_still_reads(home):
    store = SaveStore()
    path = store.autosave(MatchConfig(options={"target": 101}), random_record("kinza", 2, 3, 4))
    save = json.loads(path.read_text(encoding="utf-8"))
    save["config"].pop("options")
    save["config"].update(variant="kinza", target=101)  # as version 0.1 wrote it
    path.write_text(json.dumps(save), encoding="utf-8")
    assert SaveStore().unfinished("kinza").config.record_options()["target"] == 101


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "dangling"])
def test_saves_that_are_not_a_file_are_a_save_error_then_set_aside(home, kind):
    path = SaveStore().path_for("kinza")
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/urandom")
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(home / "nowhere.json")
    with pytest.raises(SaveError):
        SaveStore().unfinished("kinza")
    store = SaveStore()
    store.autosave(MatchConfig(), random_record("kinza", 2, 3, moves=2))  # the slot is needed
    assert len(_aside(path.parent, "autosave-kinza")) == 1
    assert len(store.unfinished("kinza").record["moves"]) == 2


DAMAGED_SETTINGS = {
    "binary": b"\x00\x01\x02\xff\xfe garbage",
    "not utf-8": b"[ui]\nlanguage=\xe9\n",
    "not ini": b"[ui]\nlanguage=ar\nthis line is not ini\n",
    "huge": b"[ui]\n" + b"; pad\n" * 100_000,
}


@pytest.mark.parametrize("kind", DAMAGED_SETTINGS)
def test_damaged_settings_are_kept_aside_and_defaults_used(home, kind):
    path = home / "settings.ini"
    path.write_bytes(DAMAGED_SETTINGS[kind])
    settings = Settings()
    assert settings.problem is not None
    reason, kept = settings.problem
    assert kept is not None and kept.read_bytes() == DAMAGED_SETTINGS[kind]
    assert settings.language is None and settings.animation_speed == "normal"
    settings.animation_speed = "slow"
    assert Settings().animation_speed == "slow" and Settings().problem is None


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_settings_that_are_not_a_file_never_block(home, kind):
    path = home / "settings.ini"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    settings = Settings()
    assert settings.problem is not None and settings.problem[0] == "not a regular file"
    assert settings.table_colour == "green"


def test_a_good_settings_file_is_used_as_it_is(home):
    Settings().table_colour = "blue"
    settings = Settings()
    assert settings.problem is None and settings.table_colour == "blue"


def test_player_names_are_one_short_printable_line(home):
    assert clean_name("  Sal\nma\x1b[31m \u202eX ") == "Sal ma[31m X"
    assert clean_name("ك" * 100) == "ك" * 40
    assert clean_name("مهر\u200cنوش") == "مهر\u200cنوش"  # a zero-width non-joiner is kept
    path = home / "settings.ini"
    path.write_text("[match]\nplayer_name=" + "A" * 5000 + "\n", encoding="utf-8")
    assert Settings().player_name == "A" * 40


def test_a_data_folder_under_a_file_does_not_stop_anything(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("KOTSHINA_HOME", str(blocker / "kotshina"))
    assert paths.data_dir() == blocker / "kotshina"
    assert "cannot use the data folder" in paths.data_dir_problem()
    settings = Settings()
    settings.table_colour = "blue"  # kept for this session only
    assert Statistics().all() == {} and SaveStore().unfinished("kinza") is None
    with pytest.raises(OSError):
        SaveStore().autosave(MatchConfig(), random_record("kinza", 2, 1, moves=1))
    with pytest.raises(OSError):
        Statistics().record_result("kinza", "won", 151)


def test_temporary_files_of_a_killed_write_are_removed_at_start(home):
    saves = home / "saves"
    saves.mkdir()
    old = saves / "autosave-kinza.json.abc123.tmp"
    young = saves / "autosave-king.json.def456.tmp"
    other = saves / "notes.txt.tmp"
    for path in (old, young, other):
        path.write_text("{half")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    SaveStore()
    assert not old.exists() and young.exists() and other.exists()
    stats_temp = home / "statistics.json.xyz.tmp"
    stats_temp.write_text("{")
    os.utime(stats_temp, (an_hour_ago, an_hour_ago))
    Statistics()
    assert not stats_temp.exists()
    assert clean_temp_files(home / "missing", ("x",)) == []


def test_an_atomic_write_that_fails_leaves_no_temporary_file_and_the_old_file(tmp_path):
    path = tmp_path / "folder" / "f.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"a": object()})
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in path.parent.iterdir()] == ["f.json"]


def test_set_aside_never_overwrites_an_earlier_copy(tmp_path):
    kept = []
    for text in ("one", "two", "three"):
        path = tmp_path / "statistics.json"
        path.write_text(text)
        kept.append(set_aside(path))
    assert sorted(p.read_text() for p in kept) == ["one", "three", "two"]
    assert all(".unreadable-" in p.name and p.suffix == ".json" for p in kept)
