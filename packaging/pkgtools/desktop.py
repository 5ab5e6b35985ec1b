"""The desktop integration both Linux packages install: menu entry, metainfo, icons, man page.

The .deb puts these under /usr/share; the .tar.gz carries them under ``share/`` beside
``install.sh``, which copies them to ~/.local/share (or /usr/local/share as root).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

APP_ID = "io.github.kotshina.kotshina"
PACKAGE = "kotshina"


def share_files(root: Path, icons: Path) -> list[tuple[Path, Path]]:
    """(source, path under share/) of every file the desktop integration installs; the man
    page uncompressed (each package compresses it its own way)."""
    linux = root / "packaging" / "linux"
    files = [(linux / f"{APP_ID}.desktop", Path("applications") / f"{APP_ID}.desktop"),
             (linux / f"{APP_ID}.metainfo.xml", Path("metainfo") / f"{APP_ID}.metainfo.xml"),
             (linux / f"{PACKAGE}.6", Path("man") / "man6" / f"{PACKAGE}.6"),
             (root / "resources" / "icons" / "kotshina.svg",
              Path("icons") / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")]
    files += [(png, Path("icons") / png.relative_to(icons))
              for png in sorted((icons / "hicolor").glob(f"*/apps/{APP_ID}.png"))]
    return files


def tarball_extras(root: Path, icons: Path, out: Path, glibc_needed: str) -> Path:
    """``out`` (emptied first) holding install.sh, uninstall.sh (and the places.sh both read)
    and share/ for the archive."""
    if out.exists():
        shutil.rmtree(out)
    scripts = root / "packaging" / "linux" / "tarball"
    out.mkdir(parents=True)
    install = (scripts / "install.sh").read_text(encoding="utf-8")
    (out / "install.sh").write_text(install.replace("@GLIBC_NEEDED@", glibc_needed),
                                    encoding="utf-8")
    shutil.copy2(scripts / "uninstall.sh", out / "uninstall.sh")
    shutil.copy2(scripts / "places.sh", out / "places.sh")  # sourced by both
    for script, mode in (("install.sh", 0o755), ("uninstall.sh", 0o755), ("places.sh", 0o644)):
        os.chmod(out / script, mode)
    for source, relative in share_files(root, icons):
        target = out / "share" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        os.chmod(target, 0o644)
    return out
