"""Resource lookup in each way of running, and the user's data folder on each platform."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kotshina import paths

REPO = Path(__file__).resolve().parents[1]


def test_checkout_finds_the_repository_resources(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.resources_dir() == REPO / "resources"
    assert paths.translations_dir() == REPO / "translations"
    assert paths.resource("cards", "spanish", "1O.svg").is_file()


def test_editable_install_style_import_from_elsewhere(tmp_path: Path) -> None:
    # An editable install only puts <repo>/app on sys.path; the lookup must not depend on cwd.
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"))
    out = subprocess.run(
        [sys.executable, "-c", "from kotshina import paths; print(paths.resources_dir())"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    )
    assert Path(out.stdout.strip()) == REPO / "resources"


def test_pyinstaller_bundle_uses_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "resources" / "cards").mkdir(parents=True)
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() == tmp_path / "resources"
    assert paths.translations_dir() == tmp_path / "translations"
    assert paths.resource("cards", "x.svg") == tmp_path / "resources" / "cards" / "x.svg"


def test_missing_resources_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    fake_package = tmp_path / "app" / "kotshina"
    fake_package.mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE_DIR", fake_package)
    with pytest.raises(paths.ResourcesNotFound, match="resources folder is missing"):
        paths.resources_dir()


def test_kotshina_home_overrides_and_is_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "portable" / "data"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    assert paths.data_dir() == home
    assert home.is_dir()


def _platform(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str) -> None:
    monkeypatch.delenv("KOTSHINA_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", name)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path / "home"))


def test_linux_uses_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _platform(monkeypatch, tmp_path, "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert paths.data_dir() == tmp_path / "xdg" / "kotshina"
    assert (tmp_path / "xdg" / "kotshina").is_dir()


def test_linux_default_and_relative_xdg_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _platform(monkeypatch, tmp_path, "linux")
    monkeypatch.setenv("XDG_DATA_HOME", "relative/dir")
    assert paths.data_dir() == tmp_path / "home" / ".local" / "share" / "kotshina"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert paths.data_dir() == tmp_path / "home" / ".local" / "share" / "kotshina"


def test_windows_uses_appdata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _platform(monkeypatch, tmp_path, "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert paths.data_dir() == tmp_path / "Roaming" / "Kotshina"


def test_macos_uses_application_support(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _platform(monkeypatch, tmp_path, "darwin")
    expected = tmp_path / "home" / "Library" / "Application Support" / "Kotshina"
    assert paths.data_dir() == expected
    assert expected.is_dir()


def test_installed_wheel_finds_the_files_inside_the_package(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    package = tmp_path / "site-packages" / "kotshina"
    (package / "resources" / "cards").mkdir(parents=True)
    (package / "translations").mkdir()
    monkeypatch.setattr(paths, "_PACKAGE_DIR", package)
    assert paths.resources_dir() == package / "resources"
    assert paths.translations_dir() == package / "translations"
