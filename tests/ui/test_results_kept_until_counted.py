"""A finished match's save is never deleted before its result is in the statistics: a count the
disk refuses keeps the save and is tried again until it works, and a kill anywhere between the
match's end and the count is healed at the next start, counting the result exactly once."""

from __future__ import annotations

import errno
import logging

import pytest

pytest.importorskip("PySide6")

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.results import match_id  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.statistics import Statistics  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch, caplog):
    caplog.set_level(logging.WARNING)
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    assert logged_errors(caplog) == []


def _finish(window, qtbot) -> dict:
    window.start_match(MatchConfig(players=2, options={"target": 101}, levels=[None, "easy"],
                                   seed=5))
    window.controller.advance_automatically(10_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=10_000)
    return window.controller.record()


def _kept(home) -> list:
    return sorted(p.name for p in (home / "saves").glob("finished-*.json"))


def test_a_full_disk_at_the_match_end_keeps_the_save_until_the_result_is_counted(
        home, qtbot, monkeypatch):
    from kotshina.controller import statistics

    real = statistics.write_json_atomic

    def full_disk(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(statistics, "write_json_atomic", full_disk)
    with main_window(qtbot) as window:
        record = _finish(window, qtbot)
        assert "statistics could not be saved" in window.problems.toolTip()
        assert _kept(home) == [f"finished-kinza-{match_id(record)}.json"]  # not deleted
        assert SaveStore().unfinished("kinza") is None  # and never offered to continue
        window.disk.retry_results()  # still full: still kept
        assert _kept(home) and window.problems.isVisible()
        monkeypatch.setattr(statistics, "write_json_atomic", real)  # the disk has room again
        window.disk.retry_results()  # what the retry timer does
        assert Statistics().get("kinza").played == 1
        assert _kept(home) == [] and "statistics" not in window.problems.toolTip()


def test_a_quit_before_the_disk_had_room_counts_the_result_at_the_next_start(
        home, qtbot, monkeypatch):
    from kotshina.controller import statistics

    real = statistics.write_json_atomic
    monkeypatch.setattr(statistics, "write_json_atomic",
                        lambda *_a, **_k: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    with main_window(qtbot) as window:
        _finish(window, qtbot)
    assert len(_kept(home)) == 1 and Statistics().get("kinza").played == 0
    monkeypatch.setattr(statistics, "write_json_atomic", real)
    with main_window(qtbot) as window:
        qtbot.waitUntil(lambda: Statistics().get("kinza").played == 1, timeout=5000)
    assert _kept(home) == []
    with main_window(qtbot) as window:  # a third start counts nothing more
        qtbot.wait(50)
    assert Statistics().get("kinza").played == 1


def test_a_kill_after_the_last_save_but_before_the_count_is_healed_once(home, qtbot,
                                                                        monkeypatch):
    """The kill test's moment: the finished match is in the autosave slot, nothing counted."""
    from kotshina.ui import disk_reports

    with monkeypatch.context() as patched:
        patched.setattr(disk_reports.DiskReports, "match_finished", lambda self, result: None)
        with main_window(qtbot) as window:
            _finish(window, qtbot)  # "killed" before the window counted it
    assert SaveStore().load("kinza").finished and Statistics().get("kinza").played == 0
    for _ in range(2):
        with main_window(qtbot) as window:
            qtbot.waitUntil(lambda: Statistics().get("kinza").played == 1, timeout=5000)
            qtbot.wait(20)
    assert Statistics().get("kinza").played == 1
    assert SaveStore().load("kinza") is None and _kept(home) == []
    # counted as the window counts it: under the opponents' level, with its deals
    figures = Statistics().records()["kinza"]
    assert figures.levels["easy"].played == 1 and figures.all.deals >= 1


def test_a_kill_after_the_count_but_before_the_save_went_counts_nothing_twice(home, qtbot):
    with main_window(qtbot) as window:
        record = _finish(window, qtbot)
    assert Statistics().get("kinza").played == 1
    # as if killed just before the kept save was deleted: it is back, already counted
    store = SaveStore()
    config = MatchConfig(players=2, options={"target": 101}, levels=[None, "easy"], seed=5)
    slot = store.autosave(config, record)
    slot.replace(slot.with_name(f"finished-kinza-{match_id(record)}.json"))
    with main_window(qtbot) as window:
        qtbot.waitUntil(lambda: _kept(home) == [], timeout=5000)
    assert Statistics().get("kinza").played == 1


def test_thousands_of_kept_saves_are_replayed_a_few_at_a_time(home, monkeypatch):
    """Files planted in the folder must not make a start replay them all."""
    from kotshina.controller import results as results_module

    store = SaveStore()
    store.directory.mkdir(parents=True)
    for number in range(results_module.MAX_KEPT_PER_START + 15):
        (store.directory / f"finished-kinza-{number:016x}.json").write_text("{}")
    replayed = []
    real_read = store.read
    monkeypatch.setattr(store, "read", lambda path, game=None: replayed.append(path)
                        or real_read(path, game))
    results_module.Results(store, Statistics()).recover()
    assert len(replayed) == results_module.MAX_KEPT_PER_START
    # the damaged ones are kept aside as unreadable: the next start reads the others
    assert len([name for name in _kept(home) if ".unreadable-" not in name]) == 15
