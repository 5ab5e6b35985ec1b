"""PySide6 is pinned to a known-good release, and the bug that ruled out 6.12.0 stays out."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "scripts" / "pyside_refcounts.py"


def _pyproject_pin() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins = [d for d in project["dependencies"] if d.startswith("PySide6-Essentials")]
    assert len(pins) == 1 and "==" in pins[0], f"PySide6-Essentials must be pinned exactly: {pins}"
    return pins[0].split("==", 1)[1].strip()


def _constraints() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "packaging" / "constraints.txt").read_text(encoding="utf-8").splitlines():
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^\s#]+)", line.strip())
        if match:
            pins[match[1].lower().replace("_", "-")] = match[2]
    return pins


def test_pyproject_and_constraints_pin_the_same_pyside() -> None:
    pins = _constraints()
    assert pins["pyside6-essentials"] == _pyproject_pin()
    assert pins["shiboken6"] == pins["pyside6-essentials"]
    assert "pyinstaller" in pins


def test_the_suite_guards_against_an_outdated_venv_with_the_pinned_version() -> None:
    import conftest

    assert _pyproject_pin() == conftest.PINNED_PYSIDE
    assert metadata.version("PySide6-Essentials") == _pyproject_pin()


def test_signal_emits_and_set_pos_keep_none_and_true_alive() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True,
                            env=env, timeout=300, check=False)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr.strip()[-400:]}"
    received, none_lost, true_lost = (int(x) for x in result.stdout.split())
    assert received == 20_000
    # A correct binding gives back every reference it takes: nothing near one per call goes missing.
    assert none_lost < 100 and true_lost < 100
