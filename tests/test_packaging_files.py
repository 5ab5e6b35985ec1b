"""The installer recipes hang together: every file they name exists, and what they describe
(desktop entry, AppStream metainfo, macOS name tables, Inno Setup defines, CI jobs) is valid.

The installers themselves are built by `packaging/build` (too slow for the suite); this checks
what can be checked without building them.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from kotshina import __version__

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.kotshina.kotshina"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"
ISS = PACKAGING / "windows" / "kotshina.iss"
RECIPES = [PACKAGING / "build", PACKAGING / "kotshina.spec", PACKAGING / "floor.spec", ISS,
           WORKFLOW, *sorted((PACKAGING / "pkgtools").glob("*.py"))]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_the_files_the_issue_and_the_layout_name_exist() -> None:
    named = ["pyproject.toml", "README.md", "LICENSE", ".ci/run", "packaging/build",
             "packaging/constraints.txt", "packaging/kotshina.spec", "packaging/kotshina_main.py",
             "packaging/kotshina_build.py", f"packaging/linux/{APP_ID}.desktop",
             f"packaging/linux/{APP_ID}.metainfo.xml", "packaging/linux/copyright",
             "packaging/windows/kotshina.iss", "packaging/macos/ar.lproj/InfoPlist.strings",
             "packaging/macos/en.lproj/InfoPlist.strings", ".github/workflows/installers.yml",
             "resources/licenses/THIRD-PARTY-NOTICES.md", "resources/licenses/LGPL-3.0.txt",
             "resources/fonts/OFL.txt", "resources/icons/kotshina.svg"]
    assert [name for name in named if not (ROOT / name).is_file()] == []
    assert os.access(PACKAGING / "build", os.X_OK), "packaging/build must be executable"


#: folders a recipe writes (made by the build, never in a fresh clone)
OUTPUTS = {"build", "dist"}


def _named_paths(text: str) -> set[str]:
    """Repository paths a recipe mentions: ``ROOT / "a" / "b"`` chains and literal a/b/c paths."""
    found = set()
    for chain in re.findall(r'ROOT((?:\s*/\s*"[^"]+")+)', text):
        found.add("/".join(re.findall(r'"([^"]+)"', chain)))
    prefixes = r"(?:packaging|resources|translations|app|docs|\.github|\.ci)"
    found.update(re.findall(rf"(?<![\w./-]){prefixes}/[\w.*/-]*[\w*]", text))
    return found


@pytest.mark.parametrize("recipe", RECIPES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_recipe_names_exists(recipe: Path) -> None:
    text = recipe.read_text(encoding="utf-8").replace("\\", "/")
    missing = []
    for name in sorted(_named_paths(text) - OUTPUTS):
        if "*" in name:
            if not list(ROOT.glob(name)):
                missing.append(name)
        elif not (ROOT / name).exists():
            missing.append(name)
    assert missing == []


def test_the_path_finder_sees_what_the_spec_names() -> None:
    names = _named_paths((PACKAGING / "kotshina.spec").read_text(encoding="utf-8"))
    assert "packaging/kotshina_main.py" in names
    assert "packaging/macos" in names


def test_the_desktop_entry_parses_and_launches_the_installed_command() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "kotshina"
    assert entry["Icon"] == APP_ID
    assert entry["Name[ar]"] == "كوتشينة" and entry["Comment[ar]"]
    assert entry["Categories"].endswith(";") and "CardGame" in entry["Categories"]
    assert entry["Terminal"] == "false"
    # a "Continue" action starts straight into the last autosaved match
    assert entry["Actions"] == "continue;"
    action = parser["Desktop Action continue"]
    assert action["Exec"] == "kotshina --continue" and action["Name[ar]"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (Debian: desktop-file-utils)")
def test_desktop_file_validate_accepts_the_entry() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_the_metainfo_describes_this_release_in_both_languages() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert root.findtext("project_license") == project["license"]
    assert [r.get("version") for r in root.iter("release")][0] == __version__
    description = root.find("description")
    assert description is not None
    languages = {p.get(XML_LANG) for p in description.iter("p")}
    assert languages == {None, "ar"}
    assert {n.get(XML_LANG) for n in root.findall("name")} == {None, "ar"}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = [image.text.strip() for image in root.iter("image")]
    assert images, "the metainfo shows the README's screenshots"
    for url in images:
        local = url.split("/main/", 1)[1]
        assert (ROOT / local).is_file() and local in readme


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (Debian: appstream)")
def test_appstreamcli_accepts_the_metainfo() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("language", ["ar", "en"])
def test_the_macos_name_tables_parse(language: str) -> None:
    text = (PACKAGING / "macos" / f"{language}.lproj" / "InfoPlist.strings").read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    pairs = dict(re.findall(r'^\s*"([^"]+)"\s*=\s*"([^"]*)";\s*$', text, flags=re.M))
    assert len(pairs) == len([line for line in text.splitlines() if line.strip()])
    assert pairs["CFBundleDisplayName"] == ("كوتشينة" if language == "ar" else "Kotshina")


def test_the_inno_setup_script_gets_every_define_the_build_passes() -> None:
    script = ISS.read_text(encoding="utf-8")
    passed = set(re.findall(r'"/D(\w+)=', (PACKAGING / "build").read_text(encoding="utf-8")))
    guarded = set(re.findall(r"^#ifndef (\w+)", script, flags=re.M))
    used = set(re.findall(r"\{#(\w+)\}", script))
    assert passed == guarded == used
    sections = set(re.findall(r"^\[(\w+)\]", script, flags=re.M))
    assert {"Setup", "Files", "Icons", "Languages"} <= sections
    assert r'Filename: "{app}\kotshina.exe"' in script  # the Start-menu entry runs the game
    assert "{uninstallexe}" in script
    spec = (PACKAGING / "kotshina.spec").read_text(encoding="utf-8")
    assert '"kotshina-cli"' in spec  # the console program next to the windowed one


def test_the_ci_workflow_builds_and_tests_on_each_platform() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    job = workflow["jobs"]["build"]
    systems = [entry["os"] for entry in job["strategy"]["matrix"]["include"]]
    assert any(s.startswith("ubuntu-22.04") for s in systems)  # the oldest supported Ubuntu
    assert any(s.startswith("windows") for s in systems)
    assert any(s.startswith("macos") for s in systems)
    commands = "\n".join(step.get("run", "") for step in job["steps"])
    assert "python packaging/build" in commands
    assert "dpkg -r kotshina" in commands
    uploads = [s for s in job["steps"] if str(s.get("uses", "")).startswith("actions/upload-artifact")]
    assert uploads and "dist/*.deb" in uploads[0]["with"]["path"]
