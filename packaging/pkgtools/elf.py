"""What a Linux bundle's binaries ask of the system: linked libraries and glibc symbol versions.

Reads ``objdump -p`` (binutils, which PyInstaller's strip step needs anyway).
"""

from __future__ import annotations

import functools
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

_NEEDED = re.compile(r"^\s*NEEDED\s+(\S+)", re.MULTILINE)
_GLIBC = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")


@dataclass
class ElfReport:
    files: int = 0
    #: soname -> the bundle files that link it
    needed: dict[str, list[Path]] = field(default_factory=dict)
    #: highest GLIBC_x.y version required, with one file that requires it
    glibc: tuple[int, ...] = (0,)
    glibc_file: Path | None = None

    @property
    def glibc_text(self) -> str:
        return ".".join(map(str, self.glibc))


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def elf_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def scan(root: Path) -> ElfReport:
    report = ElfReport()
    for path in elf_files(root):
        out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True,
                             check=True).stdout
        report.files += 1
        for soname in _NEEDED.findall(out):
            report.needed.setdefault(soname, []).append(path)
        for match in _GLIBC.finditer(out):
            version = tuple(int(part) for part in match.groups() if part is not None)
            if version > report.glibc:
                report.glibc, report.glibc_file = version, path
    return report


def shipped_names(root: Path) -> set[str]:
    """File names present anywhere in the bundle (a library found there needs no system copy)."""
    return {p.name for p in root.rglob("*")}


def system_libraries(report: ElfReport, root: Path) -> list[str]:
    """Sonames the bundle links but does not ship: the system must provide them."""
    inside = shipped_names(root)
    return sorted(name for name in report.needed if name not in inside)


@functools.cache
def _ldconfig() -> dict[str, Path]:
    out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=False).stdout
    found: dict[str, Path] = {}
    for line in out.splitlines():
        parts = line.strip().split(" => ")
        if len(parts) == 2 and "x86-64" in parts[0]:
            found.setdefault(parts[0].split(" ")[0], Path(parts[1]))
    return found


def resolve_system(soname: str) -> Path | None:
    """Where this machine's dynamic loader finds ``soname`` (from ``ldconfig -p``)."""
    return _ldconfig().get(soname)
