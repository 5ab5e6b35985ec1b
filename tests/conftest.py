import os
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]


def pyside_requirements() -> list[str]:
    """pyproject.toml's PySide6-Essentials requirements (a range per Python, with markers)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [d for d in project["dependencies"] if d.startswith("PySide6-Essentials")]


def pyside_problem(installed: str, python: tuple[int, int] = sys.version_info[:2]) -> str | None:
    """Why ``installed`` PySide6-Essentials is not one pyproject.toml allows on ``python``.

    6.12.0 aborts Python 3.11 part-way through the suite (tests/test_pyside_pin.py), so a venv
    holding an excluded release is stopped with the fix up front, not after minutes of tests.
    """
    from packaging.requirements import Requirement

    environment = {"python_version": f"{python[0]}.{python[1]}",
                   "python_full_version": f"{python[0]}.{python[1]}.0"}
    for text in pyside_requirements():
        requirement = Requirement(text)
        applies = requirement.marker is None or requirement.marker.evaluate(environment)
        if applies and not requirement.specifier.contains(installed, prereleases=True):
            return (f"PySide6-Essentials {installed} is installed but Python {python[0]}.{python[1]} "
                    f"needs {requirement.specifier}: run .venv/bin/pip install -e '.[test]' again")
    return None


def pytest_sessionstart(session: pytest.Session) -> None:
    try:
        installed = metadata.version("PySide6-Essentials")
    except metadata.PackageNotFoundError:
        return
    problem = pyside_problem(installed)
    if problem:
        pytest.exit(problem, returncode=3)
