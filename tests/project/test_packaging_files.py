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

ROOT = Path(__file__).resolve().parents[2]
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
             "packaging/windows/kotshina.iss", "packaging/windows/Arabic.isl",
             "packaging/linux/kotshina.6", "packaging/linux/lintian-overrides",
             "packaging/linux/tarball/install.sh", "packaging/linux/tarball/uninstall.sh",
             "packaging/macos/ar.lproj/InfoPlist.strings",
             "packaging/macos/en.lproj/InfoPlist.strings", ".github/workflows/installers.yml",
             "resources/licenses/THIRD-PARTY-NOTICES.md", "resources/licenses/LGPL-3.0.txt",
             "resources/fonts/OFL.txt", "resources/icons/kotshina.svg"]
    assert [name for name in named if not (ROOT / name).is_file()] == []
    assert os.access(PACKAGING / "build", os.X_OK), "packaging/build must be executable"


#: folders a recipe writes (made by the build, never in a fresh clone)
OUTPUTS = {"build", "dist", "translations/*.qm"}  # compiled at start or by the build


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
    shown = readme + (ROOT / "docs" / "desktop.md").read_text(encoding="utf-8")
    images = [image.text.strip() for image in root.iter("image")]
    assert images, "the metainfo shows the README's screenshots"
    for url in images:
        local = url.split("/main/", 1)[1]
        assert (ROOT / local).is_file() and local in shown  # committed, and how it was made
    # the README's pictures are the metainfo's, by absolute address (PyPI shows the README too)
    readme_images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert readme_images and set(readme_images) <= set(images)


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (Debian: appstream)")
def test_appstreamcli_accepts_the_metainfo() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not re.findall(r"^[EWIP]:.*", done.stdout, flags=re.M)  # pedantic notes too


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


#: the oldest major of each action that runs on the runners' current Node
ACTIONS = {"actions/checkout": 6, "actions/setup-python": 6, "actions/upload-artifact": 7,
           "actions/download-artifact": 8}


def _workflow() -> dict:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    workflow["on"] = workflow.pop(True, workflow.get("on"))  # YAML 1.1 reads `on` as true
    return workflow


def test_the_ci_workflow_builds_and_tests_on_each_platform() -> None:
    workflow = _workflow()
    jobs = workflow["jobs"]
    linux = jobs["linux"]
    # built in the oldest supported Ubuntu's container, on a supported runner image
    assert linux["container"] == "ubuntu:22.04" and linux["runs-on"] == "ubuntu-24.04"
    systems = [entry["os"] for entry in jobs["build"]["strategy"]["matrix"]["include"]]
    assert any(s.startswith("windows-2025") for s in systems)
    assert any(re.fullmatch(r"macos-(1[5-9]|2\d)", s) for s in systems)  # macos-14 is gone
    for job in (linux, jobs["build"]):
        commands = "\n".join(step.get("run", "") for step in job["steps"])
        assert "python packaging/build" in commands
    linux_commands = "\n".join(step.get("run", "") for step in linux["steps"])
    assert "dpkg -r kotshina" in linux_commands and "/usr/games/kotshina" in linux_commands
    uploads = [s for s in linux["steps"] if str(s.get("uses", "")).startswith("actions/upload-artifact")]
    assert uploads and "dist/*.deb" in uploads[0]["with"]["path"]


def test_the_workflow_runs_on_app_changes_and_publishes_tags_with_checksums() -> None:
    workflow = _workflow()
    assert "app/**" in workflow["on"]["pull_request"]["paths"]
    assert workflow["on"]["push"]["tags"] == ["v*"]
    assert workflow["permissions"] == {"contents": "read"}  # least privilege by default
    release = workflow["jobs"]["release"]
    assert release["permissions"] == {"contents": "write"}
    assert set(release["needs"]) == {"linux", "build"}
    commands = "\n".join(step.get("run", "") for step in release["steps"])
    assert "sha256sum" in commands and "SHA256SUMS" in commands and "gh release create" in commands
    for name in ("linux-x86_64.tar.gz", "_amd64.deb", "windows-x64-setup.exe", "windows-x64.zip",
                 "macos-arm64.dmg"):
        assert name in commands
    others = [job for name, job in workflow["jobs"].items() if name != "release"]
    assert all("permissions" not in job for job in others)


def test_every_action_is_a_current_major() -> None:
    uses = re.findall(r"uses:\s*([\w-]+/[\w-]+)@v(\d+)", WORKFLOW.read_text(encoding="utf-8"))
    assert uses
    assert [(name, int(major)) for name, major in uses
            if int(major) < ACTIONS.get(name, 0) or name not in ACTIONS] == []


@pytest.mark.skipif(shutil.which("actionlint") is None,
                    reason="actionlint is not on PATH (.ci/run installs it and lints the workflow)")
def test_actionlint_accepts_the_workflow() -> None:
    done = subprocess.run(["actionlint", "-no-color", str(WORKFLOW)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstream-util") is None,
                    reason="appstream-util is not installed (Debian: appstream-util)")
def test_appstream_util_validate_strict_accepts_the_metainfo() -> None:
    done = subprocess.run(["appstream-util", "validate-strict", "--nonet", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_metainfo_says_what_a_software_centre_shows() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("update_contact")
    assert METAINFO.read_text(encoding="utf-8").splitlines()[1].startswith("<!-- Copyright ")
    assert [(t.get("type"), t.text) for t in root.iter("translation")] == [("qt", "kotshina")]
    assert root.findtext("requires/internet") == "offline-only"
    assert {u.get("type") for u in root.iter("url")} >= {"homepage", "bugtracker", "help",
                                                       "vcs-browser"}
    release = root.find("releases/release")
    assert release is not None and release.findtext("description/p").strip()
    assert len(list(root.iter("screenshot"))) >= 4
    assert [s.get("type") for s in root.iter("screenshot")].count("default") == 1


def test_every_lintian_override_says_why() -> None:
    lines = (PACKAGING / "linux" / "lintian-overrides").read_text(encoding="utf-8").splitlines()
    tags = [i for i, line in enumerate(lines) if line.strip() and not line.startswith("#")]
    assert tags
    for i in tags:
        assert i > 0 and (lines[i - 1].startswith("#") or lines[i - 1].strip() and i - 1 in tags), \
            f"no reason above: {lines[i]}"


@pytest.mark.parametrize("script", ["install.sh", "uninstall.sh", "places.sh"])
def test_the_tarball_scripts_are_valid_posix_shell(script: str) -> None:
    path = PACKAGING / "linux" / "tarball" / script
    assert os.access(path, os.X_OK) == (script != "places.sh")  # places.sh is sourced
    done = subprocess.run(["sh", "-n", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_windows_needs_10_1809_and_speaks_arabic() -> None:
    script = ISS.read_text(encoding="utf-8")
    assert "MinVersion=10.0.17763" in script
    assert 'Name: "arabic"; MessagesFile: "compiler:Default.isl,Arabic.isl"' in script
    arabic = (PACKAGING / "windows" / "Arabic.isl").read_text(encoding="utf-8-sig")
    assert "RightToLeft=yes" in arabic and "LanguageID=$0401" in arabic
    messages = dict(re.findall(r"^(\w+)=(.*)$", arabic, flags=re.M))
    for name in ("WelcomeLabel1", "ButtonNext", "ButtonInstall", "ConfirmUninstall",
                 "CreateDesktopIcon", "LaunchProgram", "ShortcutComment"):
        assert re.search("[\u0600-\u06ff]", messages[name]), name
    # the custom messages the script uses exist in both languages
    used = set(re.findall(r"\{cm:(\w+)", script))
    english = set(re.findall(r"^english\.(\w+)=", script, flags=re.M))
    default_custom = {"CreateDesktopIcon", "AdditionalIcons", "UninstallProgram", "LaunchProgram"}
    assert used <= english | default_custom and used <= set(messages)


def test_macos_needs_13_and_the_disk_image_is_retried() -> None:
    spec = (PACKAGING / "kotshina.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in spec
    build = (PACKAGING / "build").read_text(encoding="utf-8")
    assert "HDIUTIL_ATTEMPTS" in build
