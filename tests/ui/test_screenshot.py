"""`kotshina --screenshot` writes a PNG of exactly the asked size; bad arguments exit 2."""

from __future__ import annotations

import gc
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from kotshina.ui import app  # noqa: E402

REPO = Path(__file__).resolve().parents[2]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG file"
    return struct.unpack(">II", data[16:24])


def run(args: list[str], home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, KOTSHINA_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(REPO / "app"))
    return subprocess.run([sys.executable, "-m", "kotshina", *args], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=120)


def test_screenshot_of_a_match_in_arabic_has_the_requested_size(tmp_path):
    out = tmp_path / "table.png"
    done = run(["--screenshot", str(out), "--game", "kinza", "--players", "4", "--seed", "7",
                "--lang", "ar", "--size", "800x600", "--moves", "4"], tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert png_size(out) == (800, 600)
    assert "Traceback" not in done.stderr
    # screenshot mode leaves the player's data alone: no autosave, no settings changed
    assert not (tmp_path / "home" / "saves").exists()


def test_screenshot_in_process_of_the_start_screen(tmp_path, monkeypatch, qapp):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    out = tmp_path / "start.png"
    assert app.main(["--screenshot", str(out), "--screen", "start", "--size", "1280x800",
                     "--lang", "en"]) == 0
    assert png_size(out) == (1280, 800)
    # the garbage collector, paused while the window was made, runs again (nothing left frozen)
    assert gc.isenabled() and gc.get_freeze_count() == 0


@pytest.mark.parametrize("args", [
    ["--size", "12"], ["--players", "7"], ["--screenshot", "out.jpg"], ["--lang", "fr"],
    ["--moves", "-1"], ["--game", "poker"], ["--frobnicate"],
])
def test_bad_arguments_give_one_line_and_exit_2(args, capsys):
    assert app.main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("kotshina: ") and err.count("\n") == 1


def test_version(capsys):
    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out.strip().startswith("kotshina ")


def test_window_icon_is_the_shipped_svg(qapp):
    from kotshina.ui.icon import app_icon

    icon = app_icon()
    assert not icon.isNull() and not icon.pixmap(64, 64).isNull()


def test_unwritable_screenshot_path_is_one_line_and_exit_2(tmp_path):
    done = run(["--screenshot", str(tmp_path / "missing" / "dir" / "out.png"), "--screen", "start"],
               tmp_path / "home")
    assert done.returncode == 2
    assert done.stderr.strip().startswith("kotshina: cannot write") and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


def _without_display() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(REPO / "app")
    return env


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_no_display_is_one_clear_line_and_exit_2_not_an_abort(tmp_path):
    env = dict(_without_display(), KOTSHINA_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "kotshina", "--lang", "ar"], env=env,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("kotshina: no display") and "DISPLAY" in done.stderr
    assert not (tmp_path / "home").exists()  # nothing was started, nothing was written


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_without_display_screenshots_and_an_explicit_platform_still_work(tmp_path):
    env = dict(_without_display(), KOTSHINA_HOME=str(tmp_path / "home"))
    out = tmp_path / "start.png"
    done = subprocess.run([sys.executable, "-m", "kotshina", "--screenshot", str(out),
                           "--screen", "start", "--size", "800x600"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert png_size(out) == (800, 600)
    assert app.missing_display_reason() is None  # the suite itself runs with QT_QPA_PLATFORM set


def test_screenshot_of_a_records_position_with_its_move_menu(tmp_path, monkeypatch, qapp):
    import json

    from casino_table_support import casino_record

    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    record = tmp_path / "builds.json"
    # your 3♥ on the 5♠ builds 8 alone or with the loose 8♣: the move menu has two lines
    record.write_text(json.dumps(casino_record(["3H 8D 5C KD", "JS JC QS 9C"], "5S 3C 8C QH")),
                      encoding="utf-8")
    out = tmp_path / "menu.png"
    assert app.main(["--screenshot", str(out), "--record", str(record), "--screen", "menu",
                     "--size", "800x600", "--lang", "en"]) == 0
    assert png_size(out) == (800, 600)
    assert not (tmp_path / "home" / "saves").exists()


def test_a_bad_record_for_a_screenshot_is_one_line_and_exit_2(tmp_path, capsys):
    record = tmp_path / "bad.json"
    record.write_text('{"format": "kotshina-record/1", "game": "casino", "players": 2, '
                      '"first_dealer": 0, "decks": [], "moves": [{"play": "2S"}]}',
                      encoding="utf-8")
    for args in (["--screenshot", str(tmp_path / "x.png"), "--record", str(record)],
                 ["--screenshot", str(tmp_path / "x.png"), "--record", str(tmp_path / "no.json")],
                 ["--record", str(record)]):
        assert app.main(args) == 2
        err = capsys.readouterr().err
        assert err.startswith("kotshina: ") and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("args", [
    ["--screen", "new-game", "--players", "4"],  # a dialog (offscreen size-hint notices)
    ["--screen", "game-menu", "--lang", "ar"],  # an open menu (keyboard grab notice)
    ["--screen", "deal-summary", "--size", "800x600"],
    ["--screen", "refusal", "--game", "casino"],
    ["--screen", "log", "--game", "king", "--lang", "ar"],
])
def test_screenshots_print_nothing_on_stderr(tmp_path, args):
    out = tmp_path / "shot.png"
    done = run(["--screenshot", str(out), *args], tmp_path / "home")
    assert done.returncode == 0 and out.exists()
    assert done.stderr == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's UTF-8 switch is Linux's")
def test_a_c_locale_starts_quietly_in_arabic(tmp_path, monkeypatch):
    # env -i, a bare service or LC_ALL=C: Qt printed four lines of warning on every start
    monkeypatch.setenv("LC_ALL", "C")
    monkeypatch.delenv("LANG", raising=False)
    out = tmp_path / "start.png"
    done = run(["--screenshot", str(out), "--lang", "ar", "--size", "800x600"], tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert "locale" not in done.stderr, done.stderr
    assert png_size(out) == (800, 600)
