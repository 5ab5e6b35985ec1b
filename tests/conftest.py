import os
import sys
import tomllib
from collections.abc import Iterator
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

    6.12.0 aborts Python 3.11 part-way through the suite (tests/project/test_pyside_pin.py), so a venv
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


@pytest.fixture
def app_home(tmp_path, monkeypatch):
    """A throwaway home for the app (settings, saves, picture cache): never the player's."""
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def colours(qapp):
    """``colours(high_contrast)`` puts the app's theme on; the look before is back afterwards."""
    from kotshina.ui import theme

    sheet, palette = qapp.styleSheet(), qapp.palette()
    yield lambda high_contrast: theme.apply_colours(qapp, high_contrast)
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)


@pytest.fixture
def look(qapp):
    """The app's fonts, theme and languages as it starts them (app_window_support.app_look)."""
    from app_window_support import app_look

    with app_look(qapp) as languages:
        yield languages


@pytest.fixture
def table(qtbot, caplog):
    """``table(record=None, size=(1000, 700), rtl=False, **config)``: a match (Kinza unless
    ``config`` says another game) on a shown TableView, animations off: (controller, view). No
    error may be logged meanwhile. The Casino tests narrow it to their game."""
    import logging
    from typing import Any

    from PySide6.QtCore import Qt

    from kotshina.controller.config import MatchConfig
    from kotshina.controller.match_controller import MatchController
    from kotshina.ui.table.view import TableView

    made: list[Any] = []

    def make(record: dict[str, Any] | None = None, size: tuple[int, int] = (1000, 700),
             rtl: bool = False, **config: Any) -> tuple[MatchController, TableView]:
        options = {key: config.pop(key) for key in ("variant", "target") if key in config}
        controller = MatchController(MatchConfig(options=options, **config), record)
        controller.set_animation_speed("off")
        view = TableView(controller)
        if rtl:
            view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        controller.start()
        made.append((controller, view, view.scene()))  # keep the scene alive with the test
        return controller, view

    with caplog.at_level(logging.WARNING):
        yield make
    for controller, _view, _scene in made:
        controller.shutdown()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """Delete the windows a test made once its fixtures are torn down.

    pytest-qt closes a test's widgets with ``deleteLater``, but outside a running event loop
    Qt never delivers those deferred deletions: every window of every test stayed alive with
    its scene and pictures (about 11 top-level widgets and 15 MB a table test), and by the last
    tests the suite's process held ~4 GB and each event took longer to deliver. After the
    ``yield`` every fixture has finished with its windows (a fixture may still shut one down)."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
