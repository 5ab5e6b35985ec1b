"""No write follows a link, anywhere the app writes: settings, saves, statistics and its copies,
the picture, analysis and translation caches, screenshots, exported records and the
announcement log. A link standing where a file should be is
replaced by the new file; the file it points to keeps every byte. And nothing hangs on a special
file QSettings would have opened (``settings.ini.lock`` as a FIFO, a folder, an empty file)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QColor, QPixmap  # noqa: E402

from kotshina import catalogues, paths  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.saves import SaveStore  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.controller.statistics import Statistics  # noqa: E402
from kotshina.core.safe_write import write_atomic  # noqa: E402
from kotshina.ui import picture_cache  # noqa: E402
from record_samples import random_record  # noqa: E402

posix_only = pytest.mark.skipif(os.name != "posix", reason="symlinks and FIFOs")
REPO = Path(__file__).resolve().parents[2]
PRECIOUS = b"[keep]\nthe player's dotfile=do not touch\n; a comment\n"


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("KOTSHINA_HOME", str(home))
    return home


@pytest.fixture
def elsewhere(tmp_path) -> Path:
    """A file outside the data folder that a planted link points to."""
    target = tmp_path / "elsewhere.txt"
    target.write_bytes(PRECIOUS)
    return target


def _replaced(link: Path, target: Path) -> None:
    assert target.read_bytes() == PRECIOUS, "the link's target was written"
    assert link.is_file() and not link.is_symlink(), "the link was not replaced by a file"


@posix_only
def test_write_atomic_replaces_a_link_and_leaves_its_target(tmp_path, elsewhere):
    link = tmp_path / "out.bin"
    link.symlink_to(elsewhere)
    write_atomic(link, b"new")
    _replaced(link, elsewhere)
    assert link.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere.txt", "out.bin"]


@posix_only
def test_a_settings_file_that_is_a_link_is_replaced_not_written_through(home, elsewhere):
    link = home / "settings.ini"
    link.symlink_to(elsewhere)
    settings = Settings()
    settings.table_colour = "blue"
    _replaced(link, elsewhere)
    assert Settings().table_colour == "blue"
    assert "do not touch" in link.read_text(encoding="utf-8")  # what was read is kept


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "folder", "empty", "garbage"])
def test_nothing_hangs_on_a_special_settings_lock(home, kind):
    """QSettings took ``settings.ini.lock`` with a blocking QLockFile: a FIFO or a folder there
    hung the first write for ever, an empty file for 30 s."""
    lock = home / "settings.ini.lock"
    if kind == "fifo":
        os.mkfifo(lock)
    elif kind == "folder":
        lock.mkdir()
    else:
        lock.write_bytes(b"" if kind == "empty" else b"\x00\xff garbage")
    script = ("from PySide6.QtCore import QCoreApplication\n"
              "app = QCoreApplication([])\n"
              "from kotshina.controller.settings import Settings\n"
              "s = Settings()\n"
              "problems = []\n"
              "s.on_write = problems.append\n"
              "s.table_colour = 'blue'\n"
              "print(problems, Settings().table_colour)\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO / "app"))
    try:
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                              text=True, timeout=25)
    except subprocess.TimeoutExpired:
        pytest.fail(f"a settings write hung on settings.ini.lock as {kind}")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[None]", "blue"]


@posix_only
def test_a_save_and_the_statistics_replace_links(home, elsewhere):
    saves = home / "saves"
    saves.mkdir()
    (saves / "autosave-kinza.json").symlink_to(elsewhere)
    (home / "statistics.json").symlink_to(elsewhere)
    SaveStore().autosave(MatchConfig(), random_record("kinza", 2, 1, 2))
    Statistics().record_result("kinza", "won", 160)
    _replaced(saves / "autosave-kinza.json", elsewhere)
    _replaced(home / "statistics.json", elsewhere)


def _drawn() -> QPixmap:
    pixmap = QPixmap(12, 8)
    pixmap.fill(QColor("#225588"))
    return pixmap


@posix_only
@pytest.mark.parametrize("planted", ["fan-kinza-k1.pix", "fan-kinza-k1.pix.part"])
def test_the_picture_cache_never_writes_through_a_link(home, elsewhere, planted, qapp):
    folder = picture_cache.cache_dir()
    folder.mkdir(parents=True)
    (folder / planted).symlink_to(elsewhere)
    picture_cache.cached_pixmap("fan-kinza", "k1", _drawn)
    assert elsewhere.read_bytes() == PRECIOUS
    stored = folder / "fan-kinza-k1.pix"
    assert stored.is_file() and not stored.is_symlink()
    assert stored.read_bytes().startswith(picture_cache.MAGIC)


@posix_only
def test_a_fifo_in_the_picture_cache_is_not_waited_on(home, qapp):
    import os

    folder = picture_cache.cache_dir()
    folder.mkdir(parents=True)
    os.mkfifo(folder / "fan-kinza-k1.pix")  # nobody writes to it: a blocking read never returns
    assert picture_cache.cached_pixmap("fan-kinza", "k1", _drawn) is not None


@posix_only
@pytest.mark.parametrize("planted", ["kotshina_ar.qm", "kotshina_ar.qm.part"])
def test_a_compiled_catalogue_never_goes_through_a_link(tmp_path, elsewhere, planted):
    out = tmp_path / "cache"
    out.mkdir()
    (out / planted).symlink_to(elsewhere)
    qm = out / "kotshina_ar.qm"
    catalogues.compile_catalogue(paths.translations_dir() / "kotshina_ar.ts", qm)
    assert elsewhere.read_bytes() == PRECIOUS
    assert qm.is_file() and not qm.is_symlink() and qm.stat().st_size > 1000
    assert not [p for p in out.iterdir() if p.name.endswith(".tmp")]  # its private folder went


@posix_only
def test_a_screenshot_replaces_a_link_at_its_name(tmp_path, elsewhere, home, qapp):
    from kotshina.ui import app

    link = tmp_path / "shot.png"
    link.symlink_to(elsewhere)
    assert app.main(["--screenshot", str(link), "--screen", "start", "--size", "640x480"]) == 0
    _replaced(link, elsewhere)
    assert link.read_bytes().startswith(b"\x89PNG")


@posix_only
def test_an_exported_record_replaces_a_link(tmp_path, elsewhere, home, qtbot):
    from app_window_support import main_window
    from kotshina.ui.record_export import save_record_to

    link = tmp_path / "record.json"
    link.symlink_to(elsewhere)
    with main_window(qtbot) as window:
        window.start_match(MatchConfig(players=2, levels=[None, "easy"], seed=3))
        save_record_to(window, link)
    _replaced(link, elsewhere)


@posix_only
def test_moving_the_old_settings_across_file_systems_never_copies_through_a_link(tmp_path,
                                                                                 elsewhere):
    """layout_migration copies under a name of its own (``.settings.ini.<pid>.moving``): a
    link planted there is removed, not written through."""
    from kotshina import layout_migration

    old = tmp_path / "data" / "settings.ini"
    old.parent.mkdir()
    old.write_text("[ui]\nlanguage=ar\n")
    new = tmp_path / "config" / "settings.ini"
    new.parent.mkdir()
    (new.parent / f".settings.ini.{os.getpid()}.moving").symlink_to(elsewhere)
    layout_migration._copy_then_rename(old, new)
    assert elsewhere.read_bytes() == PRECIOUS
    assert new.read_text() == "[ui]\nlanguage=ar\n" and not old.exists()


@posix_only
def test_the_statistics_copies_kept_aside_never_go_through_a_link(home, elsewhere,
                                                                  monkeypatch):
    """The old-format copy (statistics.v1.json) and the copy before a reset are new files:
    a link at the name is left alone and the copy takes the next name, also when the link
    is planted after the name was looked at (``present`` is made blind to it here)."""
    import json

    from kotshina.controller import statistics

    home.mkdir(exist_ok=True)
    old = {"format": "kotshina-stats/1", "games": {"kinza": {"played": 2, "won": 1}}}
    (home / "statistics.json").write_text(json.dumps(old), encoding="utf-8")
    (home / "statistics.v1.json").symlink_to(elsewhere)
    monkeypatch.setattr(statistics, "present", lambda path: Path(path).is_file()
                        and not Path(path).is_symlink())
    stats = Statistics()
    stats.record_result("kinza", "won", 160, level="easy", deal_points=[80, 80])
    assert elsewhere.read_bytes() == PRECIOUS
    assert json.loads((home / "statistics.v1-2.json").read_text()) == old
    monkeypatch.setattr(statistics.time, "strftime", lambda _pattern: "20260101-000000")
    (home / "statistics.before-reset-20260101-000000.json").symlink_to(elsewhere)
    before = (home / "statistics.json").read_bytes()
    kept = stats.reset("kinza")
    assert elsewhere.read_bytes() == PRECIOUS
    assert kept == home / "statistics.before-reset-20260101-000000-2.json"
    assert kept.read_bytes() == before


@posix_only
def test_the_analysis_cache_replaces_a_link(tmp_path, elsewhere):
    from types import SimpleNamespace

    from kotshina.controller.analysis_store import AnalysisStore

    folder = tmp_path / "analysis"
    folder.mkdir()
    (folder / "k1.json").symlink_to(elsewhere)
    move = SimpleNamespace(to_json=lambda: "trail 1O")
    evaluation = SimpleNamespace(game="kinza", seat=0, deal=0, close=False, forced=False,
                                 values=[])
    decision = SimpleNamespace(index=3, move=move, cost=0.0, cost_win=None, mark="good",
                               evaluation=evaluation)
    store = AnalysisStore(folder)
    store.put("k1", [decision])  # type: ignore[list-item]
    store.save("k1")
    _replaced(folder / "k1.json", elsewhere)
    assert '"trail 1O"' in (folder / "k1.json").read_text()


@posix_only
@pytest.mark.parametrize("kind", ["link", "fifo"])
def test_the_announcement_log_never_goes_through_a_link_nor_hangs_on_a_fifo(
        tmp_path, elsewhere, monkeypatch, qapp, kind):
    """``KOTSHINA_ANNOUNCE_LOG`` naming a link or a FIFO: the log is given up at once, the
    link's target keeps its bytes (opened blocking, a FIFO nobody reads held the window)."""
    import threading

    from PySide6.QtWidgets import QWidget

    from kotshina.ui.access.announcer import LOG_VARIABLE, Announcer

    log = tmp_path / "said.log"
    if kind == "link":
        log.symlink_to(elsewhere)
    else:
        os.mkfifo(log)
    monkeypatch.setenv(LOG_VARIABLE, str(log))
    target = QWidget()
    announcer = Announcer(target)
    said = threading.Thread(target=announcer._log, args=("say", "your turn \ud800"), daemon=True)
    said.start()
    said.join(10)
    if said.is_alive():  # let the stuck open return before failing
        os.close(os.open(log, os.O_RDONLY | os.O_NONBLOCK))
        pytest.fail(f"the announcement log hung on a {kind}")
    assert announcer.log_path is None  # given up
    assert elsewhere.read_bytes() == PRECIOUS


def test_an_announcement_of_unencodable_text_is_logged_visibly(tmp_path, monkeypatch, qapp):
    from PySide6.QtWidgets import QWidget

    from kotshina.ui.access.announcer import LOG_VARIABLE, Announcer

    log = tmp_path / "said.log"
    monkeypatch.setenv(LOG_VARIABLE, str(log))
    target = QWidget()
    Announcer(target)._log("say", "Ahmed\ud800 plays")
    assert log.read_text(encoding="utf-8").endswith("[say] Ahmed\ufffd plays\n")
