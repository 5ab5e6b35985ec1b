"""PySide6: 6.12.0 is left out only where it breaks (Python < 3.12), the installers pin a
known-good release per Python, and the bug that ruled 6.12.0 out is reproduced against
whatever version is installed."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import conftest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "scripts" / "pyside_refcounts.py"
PYTHONS = [(3, 11), (3, 12), (3, 13), (3, 14)]


def _environment(python: tuple[int, int]) -> dict[str, str]:
    return {"python_version": f"{python[0]}.{python[1]}",
            "python_full_version": f"{python[0]}.{python[1]}.0"}


def _constraints(python: tuple[int, int]) -> dict[str, str]:
    """packaging/constraints.txt's exact pins that apply on ``python`` (markers evaluated)."""
    pins = {}
    for line in (ROOT / "packaging" / "constraints.txt").read_text(encoding="utf-8").splitlines():
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        requirement = Requirement(text)
        if requirement.marker is not None and not requirement.marker.evaluate(_environment(python)):
            continue
        match = re.fullmatch(r"==([^,]+)", str(requirement.specifier))
        assert match, f"constraints pin exact versions: {line}"
        name = requirement.name.lower().replace("_", "-")
        assert name not in pins, f"{name} is pinned twice for Python {python}"
        pins[name] = match[1]
    return pins


def test_only_python_before_3_12_leaves_out_6_12_0() -> None:
    assert conftest.pyside_problem("6.12.0", (3, 11)) is not None
    assert conftest.pyside_problem("6.11.3", (3, 11)) is None
    for python in [(3, 12), (3, 13)]:
        assert conftest.pyside_problem("6.12.0", python) is None
        assert conftest.pyside_problem("6.13.0", python) is None  # newer ones are not blocked
    assert conftest.pyside_problem("6.12.1", (3, 11)) is None  # only the broken release


@pytest.mark.parametrize("python", PYTHONS, ids=lambda p: f"py{p[0]}.{p[1]}")
def test_the_installers_pin_a_release_pyproject_allows(python: tuple[int, int]) -> None:
    pins = _constraints(python)
    assert pins["shiboken6"] == pins["pyside6-essentials"]
    assert conftest.pyside_problem(pins["pyside6-essentials"], python) is None
    assert {"pyinstaller", "setuptools", "pytest"} <= set(pins)


def test_the_wheel_build_asks_for_the_same_pyside() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    import kotshina_build

    assert kotshina_build.pyside_requirements() == conftest.pyside_requirements()
    assert len(conftest.pyside_requirements()) == 2


def test_the_suite_runs_on_an_allowed_pyside() -> None:
    assert conftest.pyside_problem(metadata.version("PySide6-Essentials")) is None


def test_signal_emits_and_set_pos_keep_none_and_true_alive() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True,
                            env=env, timeout=300, check=False)
    assert result.returncode == 0, (f"PySide6-Essentials {metadata.version('PySide6-Essentials')}"
                                    f" on Python {sys.version.split()[0]}: exit "
                                    f"{result.returncode}: {result.stderr.strip()[-400:]}")
    received, none_lost, true_lost = (int(x) for x in result.stdout.split())
    assert received == 20_000
    # A correct binding gives back every reference it takes: nothing near one per call goes missing.
    assert none_lost < 100 and true_lost < 100
