"""The kill test (tests/kill_test.py) at a size that fits CI: the app killed with SIGKILL at
random moments never loses an autosaved move or leaves an unreadable save or statistics file,
every restart takes the killed run's lock over (hostile locks planted between kills too),
finished matches are counted, and the expert's search workers die with the app."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("PySide6")

from kill_test import HOSTILE_LOCKS, _plant_lock, run  # noqa: E402


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killed_app_loses_nothing(tmp_path):
    report = run(kills=3, seed=7, home=tmp_path / "home", min_delay=0.2, max_delay=1.5)
    assert report.kills == 3
    assert (report.lost, report.corrupt, report.crashed) == (0, 0, 0), report.problems
    assert (report.refused, report.results_lost, report.orphaned_workers) == (0, 0, 0), \
        report.problems
    assert report.saves_checked >= 1


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killed_with_the_experts_workers_searching_leaves_no_worker(tmp_path):
    report = run(kills=3, seed=11, home=tmp_path / "home", min_delay=1.0, max_delay=2.5,
                 opponent="mixed")
    assert report.orphaned_workers == 0, report.problems
    assert (report.lost, report.corrupt, report.crashed, report.refused) == (0, 0, 0, 0), \
        report.problems


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
@pytest.mark.parametrize("kind", ["empty", "fifo"])  # what a kill left; what hung the start
def test_a_restart_takes_over_a_hostile_lock(tmp_path, kind):
    assert kind in HOSTILE_LOCKS
    home = tmp_path / "home"
    home.mkdir()
    _plant_lock(home, kind)
    report = run(kills=1, seed=3, home=home, min_delay=0.5, max_delay=0.5)
    assert report.refused == 0 and report.crashed == 0, report.problems
