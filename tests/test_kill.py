"""The kill test (tests/kill_test.py) at a size that fits CI: the app killed with SIGKILL at
random moments never loses an autosaved move or leaves an unreadable save or statistics file."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("PySide6")

from kill_test import run  # noqa: E402


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killed_app_loses_nothing(tmp_path):
    report = run(kills=3, seed=7, home=tmp_path / "home", min_delay=0.2, max_delay=1.5)
    assert report.kills == 3
    assert (report.lost, report.corrupt, report.crashed) == (0, 0, 0), report.problems
    assert report.saves_checked >= 1
