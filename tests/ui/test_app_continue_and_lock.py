"""`kotshina --continue` starts in the last game's autosaved match (or says why not), and a
second instance is refused before it can share the autosave."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui import app as app_module  # noqa: E402
from kotshina.ui import app_args  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from record_samples import random_record  # noqa: E402

APP_DIR = Path(__file__).resolve().parents[2] / "app"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    return home


def test_the_continue_option_is_parsed():
    assert app_args.parse_args(["--continue"]).resume is True
    assert app_args.parse_args([]).resume is False


def test_a_second_instance_does_not_get_the_lock(home):
    first = app_module.setup_instance_lock()
    assert first is not None and first.isLocked()
    assert app_module.setup_instance_lock() is None  # the same data folder is in use
    first.unlock()
    again = app_module.setup_instance_lock()
    assert again is not None and again.isLocked()
    again.unlock()
    assert "already open" in app_module.already_running_text()


def test_the_lock_of_a_killed_instance_is_taken_over(home):
    home.mkdir(parents=True, exist_ok=True)
    dead = 2**22 + 12345  # above Linux's default pid_max: no process has it
    (home / "kotshina.lock").write_text(f"{dead}\nkotshina\n{socket.gethostname()}\n")
    lock = app_module.setup_instance_lock()
    assert lock is not None and lock.isLocked()
    lock.unlock()


def _hold_lock_in_another_process(home):
    """A child that takes the lock and waits; killed, its lock goes with it."""
    script = ("import sys\nfrom pathlib import Path\n"
              "from kotshina.controller.instance_lock import InstanceLock\n"
              "lock = InstanceLock(Path(sys.argv[1]) / 'kotshina.lock')\n"
              "print(lock.try_lock(), flush=True)\nsys.stdin.read()\n")
    child = subprocess.Popen([sys.executable, "-c", script, str(home)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ, PYTHONPATH=str(APP_DIR)))
    assert child.stdout.readline().strip() == "True"
    return child


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_live_instance_in_another_process_keeps_its_lock_until_killed(home):
    child = _hold_lock_in_another_process(home)
    try:
        assert app_module.setup_instance_lock() is None
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    lock = app_module.setup_instance_lock()  # the system let it go with the killed process
    assert lock is not None and lock.isLocked()
    lock.unlock()


def _plant(home, kind: str) -> None:
    path = home / "kotshina.lock"
    home.mkdir(parents=True, exist_ok=True)
    if kind == "empty":  # a kill between the lock's creation and its write left this
        path.write_bytes(b"")
    elif kind == "nul":
        path.write_bytes(b"\0" * 64)
    elif kind == "garbage":
        path.write_bytes(b"\xff\xfe not a lock \x1b[2J\n" * 10)
    elif kind == "pid-of-another-program":  # a live process that is not Kotshina
        path.write_text(f"1\nsystemd\n{socket.gethostname()}\n")
    elif kind == "own-pid":
        path.write_text(f"{os.getpid()}\nkotshina\n{socket.gethostname()}\n")
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("x")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-to-device":
        path.symlink_to("/dev/null")
    elif kind == "dangling-link":
        path.symlink_to(home / "nowhere")
    elif kind == "read-only":
        path.write_text("12\n")
        path.chmod(0o444)


PLANTED = ["empty", "nul", "garbage", "pid-of-another-program", "own-pid", "folder"]
if os.name == "posix":
    PLANTED += ["fifo", "link-to-device", "dangling-link", "read-only"]


@pytest.mark.parametrize("kind", PLANTED)
def test_a_lock_no_live_instance_holds_is_taken_over(home, kind):
    """QLockFile never healed these: every start said "already open", a FIFO hung it."""
    _plant(home, kind)
    lock = app_module.setup_instance_lock()
    assert lock is not None and lock.isLocked(), kind
    assert app_module.setup_instance_lock() is None  # and now it protects the folder again
    lock.unlock()
    assert (home / "kotshina.lock").is_file() or kind == "read-only"


def _files(home) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(home)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(home.rglob("*")) if p.is_file()}


def test_a_second_instance_changes_no_file_before_or_after_it_finds_the_lock(home, qapp,
                                                                             monkeypatch):
    """``kotshina --lang ar`` while one runs wrote language=ar into the first one's settings."""
    Settings().language = "en"
    first = app_module.setup_instance_lock()
    assert first is not None
    before = _files(home)
    warned = []
    monkeypatch.setattr(app_module, "warn_already_running", lambda: warned.append(1))
    try:
        assert app_module.main(["--lang", "ar"]) == 1
        after = _files(home)
    finally:
        first.unlock()
        app_module.setup_languages(Settings(read_only=True), "en", persist=False)
    assert warned == [1]
    assert after == before
    assert Settings().language == "en"


@pytest.fixture
def start_app(qtbot):
    """The app's start-up steps, as ``main()`` runs them, up to the open window."""
    windows = []

    def start(*args: str) -> MainWindow:
        options = app_args.parse_args(list(args))
        settings = app_module.setup_settings()
        languages = app_module.setup_languages(settings, options.lang)
        window = app_module.setup_main_window(settings, languages)
        qtbot.addWidget(window)
        windows.append(window)
        app_module.open_main_window(window, settings, options.resume)
        return window

    yield start
    for window in windows:
        window.shutdown()


def test_continue_starts_in_the_last_games_match(home, start_app):
    record = random_record("king", 4, seed=3, moves=9)
    SaveStore().autosave(MatchConfig(game="king", players=4, options={"length": "short"},
                                     levels=[None, "easy", "easy", "easy"]), record)
    Settings().last_game = "king"
    window = start_app("--continue", "--lang", "en")
    assert window.config.game == "king"
    assert len(window.controller.record()["moves"]) >= 9
    # the start screen the table would replace before its first paint is not made (~65 M
    # instructions: docs/performance.md, seventh round); leaving the table makes it, with
    # the match just left one Continue away
    assert window._start_screen is None and window.stack.currentWidget() is window.table
    assert window.table.parentWidget() is window.stack  # made there, not moved there (~6 M)
    window.show_start_screen()
    screen = window._start_screen
    assert screen is not None and window.stack.currentWidget() is screen
    assert not screen.tiles["king"].continue_button.isHidden()
    assert screen.tiles["kinza"].continue_button.isHidden()


def test_continue_with_a_damaged_save_stays_on_the_start_screen_and_says_why(home, start_app,
                                                                             qtbot):
    path = SaveStore().autosave(MatchConfig(), random_record("kinza", 2, seed=3, moves=4))
    save = json.loads(path.read_text(encoding="utf-8"))
    save["config"]["levels"] = [None, "grandmaster"]
    path.write_text(json.dumps(save), encoding="utf-8")
    before = path.read_bytes()
    Settings().last_game = "kinza"
    window = start_app("--continue", "--lang", "en")
    assert window.controller is None
    assert window.stack.currentWidget() is window.start_screen
    text = window.message_box.text()
    assert "cannot be replayed" in text and "autosave-kinza" in text
    window.message_box.close()
    qtbot.waitUntil(lambda: "autosave-kinza" in window.problems.toolTip(), timeout=5000)
    assert path.read_bytes() == before  # kept, untouched


def test_without_continue_the_start_screen_opens(home, start_app):
    SaveStore().autosave(MatchConfig(), random_record("kinza", 2, seed=3, moves=4))
    window = start_app("--lang", "en")
    assert window.controller is None
    assert window.stack.currentWidget() is window.start_screen
    assert not window.start_screen.tiles["kinza"].continue_button.isHidden()


def test_the_window_remembers_the_game_last_started(qtbot, home):
    settings = Settings()
    window = MainWindow(settings, app_module.setup_languages(settings, "en"))
    qtbot.addWidget(window)
    window.start_match(MatchConfig(game="casino", players=2, levels=[None, "easy"], seed=2))
    window.shutdown()
    assert Settings().last_game == "casino"
