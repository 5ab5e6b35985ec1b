"""The XDG split: settings in the config folder, pictures and catalogues in the cache folder,
saves and statistics in the data folder; a player's old single-folder layout moves over once,
losing nothing (app/kotshina/layout_migration.py)."""

from __future__ import annotations

import errno
import os
import shutil
import sys
from pathlib import Path

import pytest

from kotshina import layout_migration, paths

SETTINGS_TEXT = "[ui]\nlanguage=ar\n\n[player]\nname=Salma\n"
OLD_FILES = {
    "settings.ini": SETTINGS_TEXT,
    "settings.unreadable-20261130-101010.ini": "\0garbage",
    "statistics.json": '{"format": "kotshina-stats/1", "games": {}}\n',
    "saves/autosave-kinza.json": '{"format": "kotshina-save/1"}\n',
    "cache/pictures/fan-kinza-0123abcd1f.png": "png bytes",
    "cache/translations/kotshina_ar.qm": "qm bytes",
}


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A Linux user without $KOTSHINA_HOME, XDG folders in tmp_path (data/config/cache)."""
    monkeypatch.delenv("KOTSHINA_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path / "home"))
    folders = {}
    for kind in ("data", "config", "cache"):
        monkeypatch.setenv(f"XDG_{kind.upper()}_HOME", str(tmp_path / kind))
        folders[kind] = tmp_path / kind / "kotshina"
    return folders


def old_layout(data: Path) -> None:
    for name, text in OLD_FILES.items():
        (data / name).parent.mkdir(parents=True, exist_ok=True)
        (data / name).write_text(text, encoding="utf-8")


def tree(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(root.rglob("*")) if p.is_file()}


def snapshot(root: Path) -> list[tuple[str, int]]:
    return [(p.relative_to(root).as_posix(), p.lstat().st_mtime_ns) for p in sorted(root.rglob("*"))]


def test_each_kind_of_file_has_its_xdg_folder(xdg: dict[str, Path]) -> None:
    assert paths.data_dir() == xdg["data"]
    assert paths.config_dir() == xdg["config"]
    assert paths.cache_dir() == xdg["cache"]
    assert paths.settings_file() == xdg["config"] / "settings.ini"


def test_the_default_folders_without_xdg_variables(xdg: dict[str, Path], tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    for kind in ("DATA", "CONFIG", "CACHE"):
        monkeypatch.setenv(f"XDG_{kind}_HOME", "relative/ignored")  # XDG: relative is invalid
    home = tmp_path / "home"
    assert paths.data_dir() == home / ".local" / "share" / "kotshina"
    assert paths.config_dir() == home / ".config" / "kotshina"
    assert paths.cache_dir() == home / ".cache" / "kotshina"


def test_kotshina_home_keeps_everything_in_one_folder(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "portable"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    old_layout(home)
    before = tree(home)
    assert paths.settings_file() == home / "settings.ini"
    assert paths.cache_dir() == home / "cache"
    assert layout_migration.migrate() == layout_migration.Migration()
    assert tree(home) == before and not (tmp_path / "config").exists()


def test_the_old_layout_moves_over_whole_and_a_second_start_does_nothing(
        xdg: dict[str, Path]) -> None:
    old_layout(xdg["data"])
    done = layout_migration.migrate()
    assert done.kept == []
    assert len(done.moved) == 4  # two settings files, two cache folders
    assert tree(xdg["config"]) == {k: v for k, v in OLD_FILES.items() if k.startswith("settings")}
    assert tree(xdg["cache"]) == {k.removeprefix("cache/"): v for k, v in OLD_FILES.items()
                                  if k.startswith("cache/")}
    assert tree(xdg["data"]) == {k: v for k, v in OLD_FILES.items()
                                 if k.startswith(("saves/", "statistics"))}
    assert not (xdg["data"] / "cache").exists()
    assert paths.settings_file() == xdg["config"] / "settings.ini"

    states = [snapshot(xdg[kind]) for kind in ("data", "config", "cache")]
    again = layout_migration.migrate()
    assert again == layout_migration.Migration()
    assert [snapshot(xdg[kind]) for kind in ("data", "config", "cache")] == states


def test_a_first_start_moves_nothing_and_makes_no_folder(xdg: dict[str, Path]) -> None:
    assert layout_migration.migrate() == layout_migration.Migration()
    assert not any(folder.exists() for folder in xdg.values())


def test_the_settings_read_after_the_move_are_the_players(xdg: dict[str, Path], qapp) -> None:
    from kotshina.ui import app as app_module

    old_layout(xdg["data"])
    settings = app_module.setup_settings()
    assert settings.path == xdg["config"] / "settings.ini"
    assert settings.language == "ar"
    assert not (xdg["data"] / "settings.ini").exists()


def test_a_failed_move_leaves_the_old_files_and_keeps_them_in_use(
        xdg: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp,
        capfd: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the config folder should be made")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    old_layout(xdg["data"])
    done = layout_migration.migrate_and_report()
    assert sorted(old.name for old, _ in done.kept) == ["settings.ini",
                                                        "settings.unreadable-20261130-101010.ini"]
    assert {k: v for k, v in tree(xdg["data"]).items() if k.startswith("settings")} == \
        {k: v for k, v in OLD_FILES.items() if k.startswith("settings")}
    err = capfd.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("kotshina: ") for line in err)
    assert "settings.ini stays where it is" in err[0] or "settings.ini stays where it is" in err[1]
    # the player's settings are still the ones in use
    assert paths.settings_file() == xdg["data"] / "settings.ini"
    from kotshina.controller.settings import Settings

    assert Settings().language == "ar"


def _rename_across_file_systems(monkeypatch: pytest.MonkeyPatch, data: Path) -> None:
    """os.rename out of the old data folder fails as between two file systems (EXDEV)."""
    real = os.rename

    def rename(src, dst):
        if Path(src).is_relative_to(data):
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        return real(src, dst)

    monkeypatch.setattr(layout_migration.os, "rename", rename)


def test_across_file_systems_entries_are_copied_then_removed(
        xdg: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    old_layout(xdg["data"])
    _rename_across_file_systems(monkeypatch, xdg["data"])
    done = layout_migration.migrate()
    assert done.kept == [] and len(done.moved) == 4
    assert tree(xdg["config"])["settings.ini"] == SETTINGS_TEXT
    assert tree(xdg["cache"])["pictures/fan-kinza-0123abcd1f.png"] == "png bytes"
    assert sorted(tree(xdg["data"])) == ["saves/autosave-kinza.json", "statistics.json"]
    leftovers = [p for kind in xdg.values() for p in kind.rglob("*.moving")]
    assert leftovers == []


def test_a_copy_that_fails_part_way_leaves_the_old_file_and_no_partial_copy(
        xdg: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    old_layout(xdg["data"])
    _rename_across_file_systems(monkeypatch, xdg["data"])

    def disk_full(src, dst, **_kwargs):
        Path(dst).write_text("half")
        raise OSError(errno.ENOSPC, "No space left on device")

    copytree = shutil.copytree
    monkeypatch.setattr(layout_migration.shutil, "copy2", disk_full)
    monkeypatch.setattr(layout_migration.shutil, "copytree",
                        lambda src, dst, **kw: copytree(src, dst, copy_function=disk_full))
    done = layout_migration.migrate()
    assert done.moved == [] and len(done.kept) == 4
    assert tree(xdg["data"]) == OLD_FILES
    assert [p.name for p in xdg["config"].iterdir()] == []
    assert [p.name for p in xdg["cache"].iterdir()] == []


def test_nothing_is_overwritten_when_the_new_place_is_taken(xdg: dict[str, Path]) -> None:
    old_layout(xdg["data"])
    xdg["config"].mkdir(parents=True)
    (xdg["config"] / "settings.ini").write_text("[ui]\nlanguage=en\n")
    done = layout_migration.migrate()
    assert [old.name for old, _ in done.kept] == ["settings.ini"]
    assert (xdg["config"] / "settings.ini").read_text() == "[ui]\nlanguage=en\n"
    assert (xdg["data"] / "settings.ini").read_text() == SETTINGS_TEXT
    assert paths.settings_file() == xdg["config"] / "settings.ini"


def test_windows_and_macos_move_only_the_cache(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("KOTSHINA_HOME", raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path / "home"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Local"))
    for platform, data, cache in (
            ("win32", tmp_path / "Roaming" / "Kotshina", tmp_path / "Local" / "Kotshina" / "cache"),
            ("darwin", tmp_path / "home" / "Library" / "Application Support" / "Kotshina",
             tmp_path / "home" / "Library" / "Caches" / "Kotshina")):
        monkeypatch.setattr(sys, "platform", platform)
        old_layout(data)
        assert paths.config_dir() == data and paths.cache_dir() == cache
        done = layout_migration.migrate()
        assert sorted(new.name for _, new in done.moved) == ["pictures", "translations"]
        assert (data / "settings.ini").read_text() == SETTINGS_TEXT
        assert (cache / "translations" / "kotshina_ar.qm").read_text() == "qm bytes"
        assert not (data / "cache").exists()
