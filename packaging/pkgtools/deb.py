"""The Debian package: the bundle under /opt/kotshina, a launcher on PATH, desktop integration.

Built with plain ``dpkg-deb`` from a staged tree, so any Debian or Ubuntu machine can make it.
A games-section package puts its program in /usr/games (Debian policy 11.11); the man page goes
to section 6. What lintian says against a self-contained bundle by design is overridden, each
with its reason, in ``packaging/linux/lintian-overrides``.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import subprocess
from email.utils import formatdate
from pathlib import Path

from .assets import BuildError
from .desktop import PACKAGE, share_files

MAINTAINER = "The Kotshina project <kotshina@users.noreply.github.com>"
DESCRIPTION = """Kinza, King and Casino card games against the computer
 Kotshina plays three table card games offline against computer opponents of
 four levels, in Arabic (right to left) or English: Kinza, the Moroccan
 fishing game with the Spanish deck (and its sister game Ruba'in), King
 (Rifki), the Turkish trick-taking game, and Casino, the English fishing game
 with builds and sweeps."""


def _copy_tree(source: Path, target: Path) -> None:
    shutil.copytree(source, target, symlinks=True)


def _installed_size_kib(root: Path) -> int:
    total = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()
                and "DEBIAN" not in p.relative_to(root).parts[:1])
    return (total + 1023) // 1024


def _md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if path.is_file() and not path.is_symlink() and relative.parts[0] != "DEBIAN":
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}")
    return "\n".join(lines) + "\n"


def stage(*, root: Path, bundle: Path, icons: Path, out: Path, version: str,
          depends: list[str]) -> Path:
    """Lay out the package tree in ``out`` (emptied first) and return it."""
    if out.exists():
        shutil.rmtree(out)
    linux = root / "packaging" / "linux"
    _copy_tree(bundle, out / "opt" / PACKAGE)
    launcher = out / "usr" / "games" / PACKAGE
    launcher.parent.mkdir(parents=True)
    # The bootloader finds its _internal folder through /proc/self/exe, so a symlink is enough.
    os.symlink(f"/opt/{PACKAGE}/{PACKAGE}", launcher)
    share = out / "usr" / "share"
    for source, relative in share_files(root, icons):
        target = share / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if relative.parts[0] == "man":  # Debian's man pages are gzipped, without a time stamp
            target.with_name(target.name + ".gz").write_bytes(
                gzip.compress(source.read_bytes(), compresslevel=9, mtime=0))
        else:
            shutil.copy2(source, target)
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copy2(linux / "lintian-overrides", overrides / PACKAGE)
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copy2(linux / "copyright", doc / "copyright")
    epoch = os.environ.get("SOURCE_DATE_EPOCH")  # reproducible builds set it
    changelog = (f"{PACKAGE} ({version}) stable; urgency=medium\n\n  * Release {version}.\n\n"
                 f" -- {MAINTAINER}  {formatdate(float(epoch) if epoch else None)}\n")
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog.encode(), mtime=0))
    for path in out.rglob("*"):  # dpkg wants 0755 folders and no group/other write bits
        if not path.is_symlink():
            path.chmod((path.stat().st_mode & 0o755) | (0o755 if path.is_dir() else 0o644))
    control = out / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(
        f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: amd64\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {_installed_size_kib(out)}\nDepends: {', '.join(depends)}\n"
        "Section: games\nPriority: optional\nHomepage: https://github.com/kotshina/kotshina\n"
        f"Description: {DESCRIPTION}\n", encoding="utf-8")
    (control / "md5sums").write_text(_md5sums(out), encoding="utf-8")
    return out


def build(staged: Path, deb: Path) -> Path:
    deb.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(staged),
                           str(deb)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"dpkg-deb failed: {(done.stderr or done.stdout).strip()[-300:]}")
    return deb
