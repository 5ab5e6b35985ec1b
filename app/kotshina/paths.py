"""Where Kotshina's files live: shipped resources, translations, the user's data, config and cache.

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
SETTINGS_NAME = "settings.ini"

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


def _xdg(variable: str, default: tuple[str, ...]) -> Path:
    value = os.environ.get(variable)
    # XDG says a relative path in these variables is invalid and must be ignored.
    return Path(value) if value and os.path.isabs(value) else Path.home().joinpath(*default)


def platform_dirs() -> dict[str, Path]:
    """The data, config and cache folders of this platform (no ``$KOTSHINA_HOME``).

    Linux follows the XDG base directories: saves and statistics in ``$XDG_DATA_HOME``,
    ``settings.ini`` in ``$XDG_CONFIG_HOME``, pictures and catalogues that can be made again in
    ``$XDG_CACHE_HOME``. Windows keeps data and settings in the roaming ``%APPDATA%`` (they
    follow the player) and the cache in ``%LOCALAPPDATA%``; macOS keeps data and settings in
    ``~/Library/Application Support`` (Preferences is for property lists) and the cache in
    ``~/Library/Caches``.
    """
    home = Path.home()
    if sys.platform == "win32":
        roaming = os.environ.get("APPDATA")
        local = os.environ.get("LOCALAPPDATA")
        data = (Path(roaming) if roaming else home / "AppData" / "Roaming") / APP_NAME
        cache = (Path(local) if local else home / "AppData" / "Local") / APP_NAME / "cache"
        return {"data": data, "config": data, "cache": cache}
    if sys.platform == "darwin":
        data = home / "Library" / "Application Support" / APP_NAME
        return {"data": data, "config": data, "cache": home / "Library" / "Caches" / APP_NAME}
    name = APP_NAME.lower()
    return {"data": _xdg("XDG_DATA_HOME", (".local", "share")) / name,
            "config": _xdg("XDG_CONFIG_HOME", (".config",)) / name,
            "cache": _xdg("XDG_CACHE_HOME", (".cache",)) / name}


def _portable_home() -> Path | None:
    override = os.environ.get("KOTSHINA_HOME")
    return Path(override).expanduser() if override else None


def _made(path: Path) -> Path:
    with contextlib.suppress(OSError):  # reported by data_dir_problem, never a crash at start
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The user's data folder (saves, statistics, the instance lock), created on first use.

    ``$KOTSHINA_HOME`` wins when set: one folder then holds everything, settings and cache
    included, laid out as before the XDG split (tests and portable installs point there). If the
    folder cannot be created (the path runs through a file, no permission, a full disk) the path
    is still returned, so the app starts; every write then fails and is reported, and
    :func:`data_dir_problem` says why.
    """
    portable = _portable_home()
    return _made(portable if portable is not None else platform_dirs()["data"])


def config_dir() -> Path:
    """Where ``settings.ini`` lives (``$XDG_CONFIG_HOME/kotshina`` on Linux), created on use."""
    portable = _portable_home()
    return _made(portable if portable is not None else platform_dirs()["config"])


def cache_dir() -> Path:
    """What can be made again: pictures, compiled catalogues (``$XDG_CACHE_HOME/kotshina``)."""
    portable = _portable_home()
    return _made(portable / "cache" if portable is not None else platform_dirs()["cache"])


def legacy_dirs() -> dict[str, Path]:
    """Where settings and cache lived before the split: inside the data folder (for the
    one-time move, ``kotshina.layout``); empty with ``$KOTSHINA_HOME``, whose layout is kept."""
    if _portable_home() is not None:
        return {}
    data = platform_dirs()["data"]
    return {"config": data, "cache": data / "cache"}


def settings_file() -> Path:
    """``settings.ini`` in the config folder; the old one in the data folder while it is still
    there and the new one is not (a move that failed leaves the player's settings in use)."""
    current = config_dir() / SETTINGS_NAME
    old = legacy_dirs().get("config")
    if old is not None and old / SETTINGS_NAME != current and not current.exists() \
            and (old / SETTINGS_NAME).is_file():
        return old / SETTINGS_NAME
    return current


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
