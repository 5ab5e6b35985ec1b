"""Licences: the project's, the third-party notices, and the About box that points to them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

import PySide6  # noqa: E402
from PySide6.QtCore import qVersion  # noqa: E402

from kotshina.paths import resource  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def test_the_project_licence_is_the_gpl3_the_metadata_declares() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "GPL-3.0-or-later" and project["license-files"] == ["LICENSE"]


def test_the_notices_name_every_bundled_work_and_its_licence_text_ships() -> None:
    folder = resource("licenses")
    notices = (folder / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    for work in ("Qt 6", "PySide6", "Python", "Noto Sans Arabic", "PyInstaller bootloader",
                 "download.qt.io", "SIL Open Font License"):
        assert work in notices
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (folder / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert (resource("fonts") / "OFL.txt").is_file()


def test_the_about_box_names_the_versions_and_where_the_licences_are(qapp) -> None:
    from kotshina.ui.dialogs.about import AboutDialog

    dialog = AboutDialog()
    text = dialog.body.text()
    assert qVersion() in text and PySide6.__version__ in text
    assert "GNU General Public License" in text and "Lesser General Public License" in text
    shown = re.search(r"<code>\u2066(.+?)\u2069</code>", text)
    assert shown is not None
    assert (Path(shown[1]) / "THIRD-PARTY-NOTICES.md").is_file()
