"""tools/memory's pieces: PSS read from /proc, the processes a process started, the line
tools/memory reads back; and tools/startup's homes, one per pair (two versions of the app
sharing one would throw away each other's picture cache)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from pkgtools import memory_match, startup  # noqa: E402

linux_only = pytest.mark.skipif(not Path("/proc/self/smaps_rollup").is_file(),
                                reason="needs Linux's /proc/PID/smaps_rollup")


def _tools_memory():
    loader = importlib.machinery.SourceFileLoader("tools_memory", str(ROOT / "tools" / "memory"))
    spec = importlib.util.spec_from_loader("tools_memory", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


@linux_only
def test_pss_of_a_process_and_of_the_processes_it_started() -> None:
    assert memory_match.pss_bytes(os.getpid()) > 1_000_000  # a Python process: MBs
    pss, anonymous = memory_match.pss_parts(os.getpid())
    assert 0 < anonymous < pss  # its heaps, and a share of the files it maps besides
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert child.pid in memory_match.descendants(os.getpid())
        assert memory_match.pss_bytes(child.pid) > 0
    finally:
        child.kill()
        child.wait()
    assert child.pid not in memory_match.descendants(os.getpid())
    assert memory_match.pss_bytes(child.pid) == 0  # gone: nothing, no error


@linux_only
def test_the_sampler_adds_the_app_and_its_processes_and_keeps_the_highest() -> None:
    sampler = memory_match.Sampler()
    sampler.sample()
    app, others, count, largest, app_anonymous, others_anonymous = sampler.last
    assert app > 0 and sampler.highest == app + others
    assert largest <= others and largest * count >= others  # the largest of them
    assert 0 < app_anonymous < app and others_anonymous <= others
    sampler.highest = 10**12
    sampler.sample()
    assert sampler.highest == 10**12  # the highest of the deal is kept
    match = _tools_memory().LINE.match(sampler.line(3))
    assert match is not None and int(match[1]) == 3
    assert float(match[2]) == pytest.approx((app + others) / 1e6, abs=5)
    assert float(match[3]) == pytest.approx((app_anonymous + others_anonymous) / 1e6, abs=5)
    assert float(match[4]) == pytest.approx(10**12 / 1e6, abs=0.1)
    sampler.new_deal()
    assert sampler.highest == 0 and sampler.samples == []


def test_a_deal_is_measured_by_its_median_sample_not_its_last_moment() -> None:
    """The app's PSS moves by 10-20 MB from moment to moment: one late peak is not growth."""
    sampler = memory_match.Sampler()
    mb = 1_000_000
    sampler.samples = [(90 * mb, 30 * mb, 3, 14 * mb, 60 * mb, 25 * mb),
                       (88 * mb, 31 * mb, 3, 15 * mb, 61 * mb, 25 * mb),
                       (92 * mb, 30 * mb, 3, 14 * mb, 59 * mb, 25 * mb),
                       (110 * mb, 31 * mb, 3, 15 * mb, 75 * mb, 26 * mb)]
    sampler.last = sampler.samples[-1]
    sampler.highest = 141 * mb
    match = _tools_memory().LINE.match(sampler.line(20))
    assert match is not None
    assert float(match[2]) == pytest.approx(120.0)  # 90 + 30, the lower middle; not 141
    assert float(match[3]) == pytest.approx(85.0)  # 60 + 25: its own median, not the total's
    assert float(match[4]) == pytest.approx(141.0)  # the highest is still reported


def test_king_grows_when_the_steady_part_grows_or_the_warm_up_is_over_its_bound() -> None:
    """Deal 1 to deal 10 is the warm-up (what the match makes once as it shows it), held to
    WARM_UP_MB; deal 10 to deal 20 must be flat within GROWTH, by anonymous memory."""
    tool = _tools_memory()
    warm = tool.WARM_UP_MB

    def rows(first: float, middle: float, last: float) -> list[tuple[int, float, float, float]]:
        return [(1, first + 40, first, first + 50), (10, middle + 20, middle, middle + 50),
                (20, last + 40, last, last + 50)]

    text, ok = tool.growth(rows(80.0, 80.0 + warm - 0.5, 80.0 + warm))
    assert ok and "warm-up" in text and "(ok)" in text  # the file share's dip is no growth
    assert not tool.growth(rows(80.0, 80.0, 80.0 * tool.GROWTH + 1))[1]  # grows steadily
    assert not tool.growth(rows(80.0, 80.0 + warm + 1, 80.0 + warm + 1))[1]  # warms up too much


def test_king_is_measured_over_its_full_match_the_others_over_two_deals() -> None:
    plan = _tools_memory().plan
    assert plan("king", 20) == (20, [1, 10, 20])
    assert plan("kinza", 20) == (2, [1, 2])


def test_each_pair_has_its_own_homes_holding_the_same_saved_match(tmp_path: Path,
                                                                   monkeypatch) -> None:
    made: list[Path] = []

    def fake_save(home: Path, game: str, _python: str) -> None:
        home.mkdir(parents=True)
        (home / "saved").write_text(game)
        made.append(home)

    monkeypatch.setattr(startup, "make_save", fake_save)
    pairs = [startup.Pair("before", ["floor"], ["old"]), startup.Pair("after", ["floor"], ["new"])]
    table = startup.table_way("kinza")
    scratch = startup.Scratch(tmp_path, pairs, [startup.START_SCREEN, table], sys.executable)
    assert len(made) == 1  # the match is played once
    homes = {scratch.home(pair, way) for pair in pairs for way in (startup.START_SCREEN, table)}
    assert len(homes) == 4
    assert all((scratch.home(pair, table) / "saved").read_text() == "kinza" for pair in pairs)
    assert scratch.env(pairs[1], table)["KOTSHINA_HOME"] == str(scratch.home(pairs[1], table))
