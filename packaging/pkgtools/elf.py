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


def direct_needed(path: str | Path) -> set[str]:
    """The sonames ``path`` links itself (its DT_NEEDED entries, as objdump reads them)."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True,
                         check=False).stdout
    return set(_NEEDED.findall(out))


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


# ---------------------------------------------------------------------------- run paths
_PT_LOAD, _PT_DYNAMIC = 1, 2
_DT_NULL, _DT_STRTAB, _DT_RPATH, _DT_RUNPATH = 0, 5, 15, 29


@dataclass
class _Dynamic:
    """The dynamic section of a 64-bit little-endian ELF file, as read from its bytes."""

    offset: int  # file offset of the first entry
    entries: list[tuple[int, int]]  # (tag, value) up to and including DT_NULL
    strtab: int  # file offset of the dynamic string table


def _dynamic(data: bytes) -> _Dynamic | None:
    import struct

    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:  # ELFCLASS64, little-endian
        return None
    phoff, = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    loads, dynamic = [], None
    for index in range(phnum):
        kind, _flags, offset, vaddr, _paddr, filesz = struct.unpack_from(
            "<IIQQQQ", data, phoff + index * phentsize)
        if kind == _PT_LOAD:
            loads.append((vaddr, offset, filesz))
        elif kind == _PT_DYNAMIC:
            dynamic = (offset, filesz)
    if dynamic is None:
        return None
    entries = []
    for at in range(dynamic[0], dynamic[0] + dynamic[1], 16):
        tag, value = struct.unpack_from("<qQ", data, at)
        entries.append((tag, value))
        if tag == _DT_NULL:
            break
    address = next((value for tag, value in entries if tag == _DT_STRTAB), None)
    strtab = next((offset + address - vaddr for vaddr, offset, size in loads
                   if address is not None and vaddr <= address < vaddr + size), None)
    return None if strtab is None else _Dynamic(dynamic[0], entries, strtab)


def _string(data: bytes | bytearray, at: int) -> str:
    return bytes(data[at:data.index(b"\0", at)]).decode("utf-8", "replace")


def run_paths(path: Path) -> list[str]:
    """The RPATH and RUNPATH strings of an ELF file (empty for other files)."""
    data = path.read_bytes()
    dynamic = _dynamic(data)
    if dynamic is None:
        return []
    return [_string(data, dynamic.strtab + value) for tag, value in dynamic.entries
            if tag in (_DT_RPATH, _DT_RUNPATH)]


def _inside(component: str) -> bool:
    return component.startswith(("$ORIGIN", "${ORIGIN}"))


def foreign_run_paths(root: Path) -> dict[Path, list[str]]:
    """The ELF files under ``root`` whose RPATH/RUNPATH names folders outside ``$ORIGIN``."""
    found = {}
    for path in elf_files(root):
        foreign = [c for entry in run_paths(path) for c in entry.split(":") if not _inside(c)]
        if foreign:
            found[path] = foreign
    return found


def drop_foreign_run_paths(root: Path) -> list[Path]:
    """Remove the library search paths that point outside the bundle; the files changed.

    A library copied from the build machine keeps where that machine's linker looked: a pyenv
    Python's libpython and extension modules name ``/root/.pyenv/versions/X/lib``, a folder a
    player's machine may have with other libraries in it. Only ``$ORIGIN``-relative folders
    (Qt's, inside the bundle) are kept: a run path with none is taken out of the dynamic
    section (as ``chrpath -d`` does), a mixed one is shortened in place.
    """
    import struct

    changed = []
    for path in elf_files(root):
        data = bytearray(path.read_bytes())
        dynamic = _dynamic(bytes(data))
        if dynamic is None:
            continue
        kept_entries, edited = [], False
        for tag, value in dynamic.entries:
            if tag in (_DT_RPATH, _DT_RUNPATH):
                at = dynamic.strtab + value
                components = _string(data, at).split(":")
                inside = [c for c in components if _inside(c)]
                if inside != components:
                    edited = True
                    if not inside:
                        continue  # the whole entry goes
                    old_length = data.index(b"\0", at) - at
                    data[at:at + old_length] = ":".join(inside).encode().ljust(old_length, b"\0")
            kept_entries.append((tag, value))
        if not edited:
            continue
        # the entries after a removed one move up; the freed slots at the end become DT_NULL
        kept_entries += [(_DT_NULL, 0)] * (len(dynamic.entries) - len(kept_entries))
        for index, (tag, value) in enumerate(kept_entries):
            struct.pack_into("<qQ", data, dynamic.offset + index * 16, tag, value)
        mode = path.stat().st_mode
        path.write_bytes(bytes(data))
        path.chmod(mode)
        changed.append(path)
    return changed
