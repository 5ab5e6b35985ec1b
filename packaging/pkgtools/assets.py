"""Everything the bundle ships besides code, gathered in one folder before PyInstaller runs.

``ASSETS/resources``: the shipped resources and licence texts (``kotshina_build.shipped_files``)
plus the licence of the Python that is being bundled; ``ASSETS/translations``: the compiled
catalogues; ``ASSETS/icons``: hicolor PNGs, ``kotshina.ico`` and ``kotshina.icns``.
"""

from __future__ import annotations

import shutil
import sys
import sysconfig
from pathlib import Path

import kotshina_build

from . import icons

QM_MAGIC = bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD")


class BuildError(RuntimeError):
    """A build step failed; the message says which and why (one line)."""


def python_licence() -> Path:
    """The LICENSE.txt of the running Python (python.org, pyenv and Windows installs have one)."""
    candidates = [Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
                  Path(sys.base_prefix) / "LICENSE.txt"]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise BuildError(f"the Python licence is not in {' or '.join(map(str, candidates))}")


def gather(root: Path, out: Path, app_id: str) -> Path:
    if out.exists():
        shutil.rmtree(out)
    kotshina_build.copy_resources(out / "resources", root)
    shutil.copy2(python_licence(), out / "resources" / "licenses" / "Python-LICENSE.txt")
    try:
        kotshina_build.compile_translations(out / "translations", root)
    except RuntimeError as exc:
        raise BuildError(f"translations: {exc}") from None
    icons.write_all(root / "resources" / "icons" / "kotshina.svg", out / "icons", app_id)
    return out


def missing_from_bundle(root: Path, data_dir: Path) -> list[str]:
    """What the bundle's data folder (``_internal`` or ``Contents/Resources``) lacks."""
    missing = [f"resources/{rel.as_posix()}" for _, rel in kotshina_build.shipped_files(root)
               if not (data_dir / "resources" / rel).is_file()]
    missing += [f"resources/licenses/{name}" for name in ("Python-LICENSE.txt",)
                if not (data_dir / "resources" / "licenses" / name).is_file()]
    for ts in sorted((root / "translations").glob("kotshina_*.ts")):
        qm = data_dir / "translations" / f"{ts.stem}.qm"
        if not qm.is_file() or qm.read_bytes()[:16] != QM_MAGIC:
            missing.append(f"translations/{qm.name}")
    return missing
