"""Where Kotshina's files live: shipped resources, translations, and the user's data folder.

The one place that knows the three ways the app runs:
- from a checkout or an editable install (``pip install -e .``): the package is imported from
  ``<repo>/app/kotshina`` (an editable install only puts ``<repo>/app`` on ``sys.path``), so the
  repository root is two levels above this file;
- installed from a wheel (``pip install .``): the wheel build put ``resources/`` and the compiled
  ``translations/`` inside the package folder (``packaging/kotshina_build.py``);
- bundled by PyInstaller: ``resources/`` and ``translations/`` are unpacked beside the program and
  ``sys._MEIPASS`` points there.
Pure Python (no Qt), so the CLI and tests can use it too.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

APP_NAME = "Kotshina"

#: ``<repo>/app/kotshina`` in a checkout or an editable install.
_PACKAGE_DIR = Path(__file__).resolve().parent


class ResourcesNotFound(FileNotFoundError):
    """The app's shipped files are not where any supported way of running puts them."""


def _bundle_dir() -> Path | None:
    meipass = getattr(sys, "_MEIPASS", None)
    return Path(meipass) if meipass else None


def install_root() -> Path:
    """The folder holding ``resources/`` (and ``translations/``) for this way of running."""
    bundle = _bundle_dir()
    candidates = [bundle] if bundle is not None else []
    candidates += [_PACKAGE_DIR, _PACKAGE_DIR.parents[1]]  # installed wheel, then checkout
    for root in candidates:
        if (root / "resources").is_dir():
            return root
    looked = ", ".join(str(c / "resources") for c in candidates)
    raise ResourcesNotFound(f"Kotshina's resources folder is missing (looked in {looked})")


def resources_dir() -> Path:
    return install_root() / "resources"


def resource(*parts: str) -> Path:
    """Path of a shipped file, e.g. ``resource("cards", "spanish", "1O.svg")``."""
    return resources_dir().joinpath(*parts)


def translations_dir() -> Path:
    """Folder of the compiled ``.qm`` catalogues (and the ``.ts`` sources in a checkout)."""
    return install_root() / "translations"


def _platform_data_dir() -> Path:
    home = Path.home()
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return (Path(appdata) if appdata else home / "AppData" / "Roaming") / APP_NAME
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_NAME
    xdg = os.environ.get("XDG_DATA_HOME")
    # XDG says a relative XDG_DATA_HOME is invalid and must be ignored.
    base = Path(xdg) if xdg and os.path.isabs(xdg) else home / ".local" / "share"
    return base / APP_NAME.lower()


def data_dir() -> Path:
    """The user's data folder (settings, saves, statistics), created on first use.

    ``$KOTSHINA_HOME`` wins when set, so tests and portable installs can point elsewhere. If the
    folder cannot be created (the path runs through a file, no permission, a full disk) the path
    is still returned, so the app starts; every write then fails and is reported, and
    :func:`data_dir_problem` says why.
    """
    override = os.environ.get("KOTSHINA_HOME")
    path = Path(override).expanduser() if override else _platform_data_dir()
    with contextlib.suppress(OSError):  # reported by data_dir_problem, never a crash at start
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir_problem() -> str | None:
    """Why the data folder is unusable (English, one line), or None when it is a folder."""
    path = data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot use the data folder {path}: {exc.strerror or exc}"
    if not os.access(path, os.W_OK):
        return f"cannot write to the data folder {path}"
    return None
