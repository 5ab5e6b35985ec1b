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
