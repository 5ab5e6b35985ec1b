"""The package's build backend: setuptools, plus the app's data files in every wheel.

A wheel (``pip install .``, ``python -m build``) must run on its own, so ``build_py`` copies the
shipped part of ``resources/`` into ``kotshina/resources/`` and compiles ``translations/*.ts``
into ``kotshina/translations/*.qm`` (``kotshina.paths`` finds both beside the package). An
editable install keeps using the checkout's folders and gets neither. Compiling needs Qt's
lrelease, so a wheel build asks for PySide6-Essentials (as ``pyproject.toml`` requires it);
sdists and editable installs don't.

The PyInstaller spec and the installers use :func:`shipped_files` too, so every artifact ships
the same files.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
import tomllib
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - this module is the PEP 517 backend
from setuptools.command.build_py import build_py as _build_py

ROOT = Path(__file__).resolve().parent.parent
#: Files under resources/ that are tools, not data: the card generator and its previews.
_TOOL_SUFFIXES = (".py", ".pyc")


def shipped_resources(root: Path = ROOT) -> list[Path]:
    """Every file of ``root/resources`` that the app needs at run time (relative paths)."""
    base = root / "resources"
    files = []
    for path in sorted(base.rglob("*")):
        relative = path.relative_to(base)
        if path.is_file() and path.suffix not in _TOOL_SUFFIXES and "__pycache__" not in relative.parts:
            files.append(relative)
    return files


def shipped_files(root: Path = ROOT) -> list[tuple[Path, Path]]:
    """(source, destination relative to the shipped ``resources/``) of every data file.

    The shipped resources plus the project's licence, which goes beside the third-party
    licences as ``licenses/GPL-3.0.txt`` (the About box points to that folder).
    """
    files = [(root / "resources" / rel, rel) for rel in shipped_resources(root)]
    files.append((root / "LICENSE", Path("licenses") / "GPL-3.0.txt"))
    return files


def _catalogues_module():
    # Loaded by path: importing the kotshina package here would need its dependencies.
    spec = importlib.util.spec_from_file_location(
        "kotshina_catalogues", ROOT / "app" / "kotshina" / "catalogues.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def compile_translations(out_dir: Path, root: Path = ROOT) -> list[Path]:
    """``root/translations/*.ts`` compiled into ``out_dir``; fails when lrelease can't."""
    return _catalogues_module().compile_all(root / "translations", out_dir)


def copy_resources(out_dir: Path, root: Path = ROOT) -> list[Path]:
    copied = []
    for source, relative in shipped_files(root):
        target = out_dir / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        copied.append(target)
    return copied


class BuildPy(_build_py):
    """setuptools' build_py, then the data files into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the checkout's resources/ and translations/ are used in place
        package = Path(self.build_lib) / "kotshina"
        shutil.rmtree(package / "resources", ignore_errors=True)
        copy_resources(package / "resources")
        compile_translations(package / "translations")


def pyside_requirements() -> list[str]:
    """pyproject.toml's PySide6-Essentials requirements (one per Python range, with markers)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [d for d in project["dependencies"] if d.startswith("PySide6-Essentials")]


def get_requires_for_build_wheel(config_settings=None):
    """A wheel build compiles the catalogues, so it needs Qt's lrelease from PySide6."""
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *pyside_requirements()]
