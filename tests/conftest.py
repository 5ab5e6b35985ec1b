import os
from importlib import metadata

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# pyproject.toml pins PySide6-Essentials exactly; 6.12.0 aborts Python 3.11 part-way through
# the suite (tests/test_pyside_pin.py), so an outdated venv is stopped with the fix up front.
PINNED_PYSIDE = "6.11.3"


def pytest_sessionstart(session: pytest.Session) -> None:
    try:
        installed = metadata.version("PySide6-Essentials")
    except metadata.PackageNotFoundError:
        return
    if installed != PINNED_PYSIDE:
        pytest.exit(f"PySide6-Essentials {installed} is installed but {PINNED_PYSIDE} is pinned: "
                    "run .venv/bin/pip install -e '.[test]' again", returncode=3)
