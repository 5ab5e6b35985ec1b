"""Archives of the bundle: ``.tar.gz`` for Linux (``.zip`` on Windows), reproducible.

Entries are sorted, owned by root, and dated ``SOURCE_DATE_EPOCH`` (else the newest file's
time), so the same bundle gives the same archive.
"""

from __future__ import annotations

import gzip
import os
import tarfile
import time
import zipfile
from pathlib import Path


def _epoch(bundle: Path) -> int:
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    return int(max(p.lstat().st_mtime for p in bundle.rglob("*")))


def tar_gz(bundle: Path, out: Path, top: str, extras: Path | None = None) -> Path:
    """``bundle``'s contents under ``top/`` in a gzip-compressed tar (symlinks kept), and
    ``extras``' contents (install.sh, share/) beside them."""
    mtime = _epoch(bundle)

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = mtime
        if not info.issym():
            info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
        return info

    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9,
                                               mtime=mtime, filename="") as packed, \
            tarfile.open(fileobj=packed, mode="w", format=tarfile.PAX_FORMAT) as tar:
        tar.add(bundle, arcname=top, recursive=False, filter=normalise)
        for base in (bundle, extras) if extras is not None else (bundle,):
            for path in sorted(base.rglob("*")):
                tar.add(path, arcname=f"{top}/{path.relative_to(base).as_posix()}",
                        recursive=False, filter=normalise)
    return out


def zip_dir(bundle: Path, out: Path, top: str) -> Path:
    """``bundle``'s contents under ``top/`` in a .zip (Windows has no symlinks to keep)."""
    stamp = _epoch(bundle)
    when = time.gmtime(max(stamp, 315532800))[:6]  # zip dates start in 1980
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(bundle.rglob("*")):
            if path.is_file():
                info = zipfile.ZipInfo(f"{top}/{path.relative_to(bundle).as_posix()}", when)
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, path.read_bytes())
    return out
