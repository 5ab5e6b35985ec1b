"""PySide's per-module check, answered from the file's bytes, gives PySide's own answers."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import PySide6.QtCore  # noqa: F401 - loads PySide's feature support

from kotshina.ui import pyside_imports


def _original():
    feature = sys.modules["shibokensupport.feature"]
    check = feature._mod_uses_pyside
    # the replaced check keeps PySide's as the fallback of its closure
    while check.__closure__ and check.__module__ == pyside_imports.__name__:
        check = check.__closure__[0].cell_contents
    return check


def test_every_loaded_module_gets_the_answer_pyside_would_give() -> None:
    import kotshina.ui.main_window  # noqa: F401 - modules that use PySide6, and many that do not
    import kotshina.ui.table.view  # noqa: F401

    original = _original()
    quick = pyside_imports.quick_check(original)
    modules = [m for m in list(sys.modules.values()) if isinstance(m, types.ModuleType)]
    answers = {m.__name__: (quick(m), original(m)) for m in modules}
    differing = {name: pair for name, pair in answers.items() if pair[0] != pair[1]}
    assert differing == {}
    ours = {name: pair[0] for name, pair in answers.items() if name.startswith("kotshina.")}
    assert ours["kotshina.ui.main_window"] is True and ours["kotshina.core.engine"] is False


def test_a_module_without_its_source_file_keeps_pysides_answer(tmp_path: Path) -> None:
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # removed after import, or inside a bundle
    asked: list[str] = []

    def original(module: types.ModuleType) -> bool:
        asked.append(module.__name__)
        return False

    assert pyside_imports.quick_check(original)(gone) is False
    assert asked == ["gone"]


def test_the_app_installs_it_when_it_makes_the_application(qapp) -> None:
    from kotshina.ui import app

    app.setup_application([])
    feature = sys.modules["shibokensupport.feature"]
    assert feature._mod_uses_pyside.__module__ == pyside_imports.__name__
