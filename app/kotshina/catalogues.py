"""Compile Qt Linguist sources (``.ts``) into the catalogues Qt loads (``.qm``) with lrelease.

Qt-free on purpose: the package build (``packaging/kotshina_build.py``) compiles the catalogues
into the wheel with this module before any Qt library is loaded, and the app uses it to keep a
checkout's catalogues fresh (``controller/i18n.py``).
"""

from __future__ import annotations

import os
import sys
from importlib.util import find_spec
from pathlib import Path

# subprocess and shutil are imported where lrelease runs: the app imports this module at every
# start, and compiles nothing when its catalogues are fresh (or prebuilt).


class TranslationsError(RuntimeError):
    """The translation catalogues could not be found or built."""


def _pyside_dir() -> Path | None:
    # find_spec locates the package without importing it (and so without loading Qt).
    spec = find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def lrelease_command() -> list[str]:
    """How to run Qt's lrelease: beside the running Python, in PySide6's folder, or on PATH."""
    here = Path(sys.executable).parent
    candidates = [here / "pyside6-lrelease", here / "pyside6-lrelease.exe"]
    package = _pyside_dir()
    if package is not None:
        candidates += [package / "lrelease", package / "lrelease.exe",
                       package / "Qt" / "libexec" / "lrelease"]
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return [str(candidate)]
    import shutil

    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    raise TranslationsError("pyside6-lrelease was not found (is PySide6 installed?)")


def compile_catalogue(ts: Path, qm: Path, lrelease: list[str] | None = None) -> None:
    """Build ``qm`` from ``ts``; a half-written catalogue is never left under the final name.

    lrelease writes into a new private folder beside ``qm`` (it opens the name it is given and
    would write through a link planted there); the catalogue is then renamed into place, which
    replaces a link at ``qm`` rather than the file it points to. (This module stands alone, as
    the package build loads it by path, so it does not use ``core.safe_write``.)"""
    import shutil
    import subprocess
    import tempfile

    try:
        folder = Path(tempfile.mkdtemp(prefix=qm.name + ".", suffix=".tmp", dir=qm.parent))
    except OSError as exc:
        raise TranslationsError(f"cannot write {qm.name}: {exc.strerror or exc}") from None
    try:
        partial = folder / qm.name
        command = [*(lrelease or lrelease_command()), "-silent", str(ts), "-qm", str(partial)]
        try:
            result = subprocess.run(command, capture_output=True, text=True, check=False)
        except OSError as exc:
            raise TranslationsError(f"cannot run lrelease for {ts.name}: {exc.strerror or exc}") from None
        if result.returncode != 0 or not partial.is_file():
            detail = (result.stderr or result.stdout).strip().splitlines()
            raise TranslationsError(f"lrelease failed for {ts.name}: {detail[-1] if detail else '?'}")
        try:
            os.replace(partial, qm)
        except OSError as exc:
            raise TranslationsError(f"cannot write {qm.name}: {exc.strerror or exc}") from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def compile_all(source_dir: Path, out_dir: Path) -> list[Path]:
    """Compile every ``kotshina_*.ts`` of ``source_dir`` into ``out_dir`` (for packaging)."""
    sources = sorted(source_dir.glob("kotshina_*.ts"))
    if not sources:
        raise TranslationsError(f"no translation sources in {source_dir}")
    out_dir.mkdir(parents=True, exist_ok=True)
    built = []
    lrelease = lrelease_command()
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        compile_catalogue(ts, qm, lrelease)
        built.append(qm)
    return built
