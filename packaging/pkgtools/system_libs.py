"""The Linux bundle's relation to the system: which Debian packages it needs, and which it copied.

A PyInstaller bundle ships most libraries it links, copied from the build machine, and relies on
the system for the rest (glibc, the GL/EGL drivers, libxcb, Wayland's client libraries). The
.deb declares those as dependencies; the libraries it ships from the system get their Debian
copyright files beside the other licences.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from . import elf
from .assets import BuildError


def debian_package(path: Path) -> str | None:
    """The installed Debian package that owns ``path`` (merged-/usr aware), or None."""
    candidates = [path, path.resolve()]
    if str(path).startswith("/lib"):
        candidates.append(Path("/usr") / path.relative_to("/"))
    for candidate in candidates:
        done = subprocess.run(["dpkg-query", "-S", str(candidate)], capture_output=True,
                              text=True, check=False)
        if done.returncode == 0 and ":" in done.stdout:
            return done.stdout.split(":", 1)[0].strip()
    return None


def package_version(package: str) -> str:
    done = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                          text=True, check=False)
    return done.stdout.strip() or "?"


def depends(report: elf.ElfReport, bundle: Path) -> list[str]:
    """Debian ``Depends`` for the libraries the bundle leaves to the system."""
    packages: set[str] = set()
    unresolved = []
    for soname in elf.system_libraries(report, bundle):
        found = elf.resolve_system(soname)
        package = debian_package(found) if found else None
        if package is None:
            unresolved.append(soname)
        else:
            packages.add(package)
    if unresolved:
        raise BuildError("the bundle links libraries this machine does not have: "
                         + ", ".join(unresolved)
                         + " (install them, see README 'Building installers', and build again)")
    packages.discard("libc6")
    return [f"libc6 (>= {report.glibc_text})", *sorted(packages)]


def copy_copyrights(bundle: Path, out: Path) -> list[str]:
    """Copy the copyright file of each Debian package whose library the bundle ships.

    Writes ``out/<package>.copyright`` and ``out/README.txt`` (library -> package and version);
    returns the package names.
    """
    rows: dict[str, list[str]] = {}
    # PyInstaller puts the libraries it copies from the system at the top of _internal; the
    # ones from the PySide6 wheel and Python's own modules live in their subfolders.
    internal = bundle / "_internal"
    for path in elf.elf_files(internal):
        if path.parent != internal or path.name.startswith("libpython"):
            continue
        system = elf.resolve_system(path.name)
        package = debian_package(system) if system else None
        if package:
            rows.setdefault(package, []).append(path.name)
    out.mkdir(parents=True, exist_ok=True)
    lines = ["Libraries of the build system shipped in this bundle, by Debian package:", ""]
    for package in sorted(rows):
        source = Path("/usr/share/doc") / package / "copyright"
        if source.is_file():
            shutil.copy2(source, out / f"{package}.copyright")
        lines.append(f"{package} {package_version(package)}: {', '.join(sorted(set(rows[package])))}")
    (out / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return sorted(rows)
