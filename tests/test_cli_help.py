"""`kotshina --help` and the man page describe every option, command, variable and folder."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kotshina import __version__, cli
from kotshina.cli_help import HELP
from kotshina.ui import app_args

ROOT = Path(__file__).resolve().parents[1]
MAN_PAGE = ROOT / "packaging" / "linux" / "kotshina.6"
ENVIRONMENT = ["KOTSHINA_HOME", "KOTSHINA_ANNOUNCE_LOG", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME",
               "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"]
FILES = ["saves/autosave-", "statistics.json", "kotshina.lock", "settings.ini",
         ".local/share/kotshina", ".config/kotshina", ".cache/kotshina", "%APPDATA%",
         "%LOCALAPPDATA%", "Library/Caches/Kotshina"]


def man_text() -> str:
    """The man page as a reader sees it (roff escapes of '-' and '\\' undone)."""
    return MAN_PAGE.read_text(encoding="utf-8").replace("\\-", "-").replace("\\e", "\\")


def _options_of(command: str) -> set[str]:
    done = subprocess.run([sys.executable, "-m", "kotshina", command, "--help"],
                          capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "app")))
    assert done.returncode == 0 and done.stdout.startswith(f"usage: kotshina {command}"), done.stderr
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", done.stdout)) - {"--help"}


@pytest.fixture(scope="module", params=["replay", "legal", "analyse", "bench", "arena"])
def command(request: pytest.FixtureRequest) -> tuple[str, set[str]]:
    return request.param, _options_of(request.param)


def test_every_command_and_its_options_are_in_the_help_and_the_man_page(
        command: tuple[str, set[str]]) -> None:
    name, options = command
    assert name in cli.SUBCOMMANDS
    for text in (HELP, man_text()):
        assert re.search(rf"^\s*(\.B\w* )?{name}\b", text, flags=re.M), name
        assert sorted(o for o in options if o not in text) == []


def test_every_option_of_the_app_is_in_the_help_and_the_man_page() -> None:
    parser = app_args.build_parser()
    options = {s for action in parser._actions for s in action.option_strings}
    assert {"--lang", "--continue", "--screenshot", "--record"} <= options
    screens = set(app_args.SCREENS)
    for text in (HELP, man_text()):
        assert sorted(o for o in options if o not in text) == []
        assert sorted(s for s in screens if not re.search(rf"(?<![\w-]){s}(?![\w-])", text)) == []
    assert set(cli.SUBCOMMANDS) == {"replay", "legal", "analyse", "bench", "arena"}


@pytest.mark.parametrize("word", ENVIRONMENT + FILES)
def test_environment_and_folders_are_described(word: str) -> None:
    assert word in HELP and word in man_text()


def test_kotshina_help_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out == HELP + "\n"
    assert max(len(line) for line in out.splitlines()) <= 100


@pytest.mark.skipif(shutil.which("man") is None or shutil.which("groff") is None,
                    reason="man and groff are not installed")
def test_the_man_page_formats_without_warnings(tmp_path: Path) -> None:
    env = dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8", MAN_KEEP_FORMATTING="0")
    done = subprocess.run(["man", "--warnings", "-l", str(MAN_PAGE)], capture_output=True,
                          text=True, env=env, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    shown = re.sub(r".\x08", "", done.stdout)  # overstrikes (bold) left by a pipe
    assert "KOTSHINA(6)" in shown and "replay FILE" in shown
    assert f"Kotshina {__version__}" in shown  # the page of this release
