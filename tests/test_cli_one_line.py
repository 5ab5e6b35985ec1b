"""Every command-line path answers bad input with one line and exit code 2: bad values
(infinities, unknown levels and games), a standard output that cannot be written (a full disk,
a closed pipe, a closed descriptor), a log that is a FIFO, a device or a link (never opened
blocking), seats of a --record the table could not seat, a record's human seat out of range."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kotshina.ai import arena, bench
from kotshina.cli import main as cli_main
from record_samples import random_record

APP_DIR = Path(__file__).resolve().parents[1] / "app"
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX devices, pipes and FIFOs")


def _one_line(text: str, prefix: str = "kotshina") -> str:
    lines = text.splitlines()
    assert len(lines) == 1, text
    assert lines[0].startswith(prefix) and lines[0].isprintable() and len(lines[0]) <= 200
    return lines[0]


def _shell(command: str, home: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(APP_DIR), KOTSHINA_HOME=str(home))
    command = command.replace("$KOTSHINA", f'"{sys.executable}" -m kotshina')
    return subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=env,
                          timeout=timeout)


@pytest.mark.parametrize("args, said", [
    (["--game", "kinza", "--a", "grandmaster", "--b", "easy"], "invalid choice: 'grandmaster'"),
    (["--game", "poker", "--a", "easy", "--b", "easy"], "invalid choice: 'poker'"),
    (["--game", "kinza", "--a", "easy", "--b", "easy", "--think-ms", "inf"], "not inf"),
    (["--game", "kinza", "--a", "easy", "--b", "easy", "--think-ms", "1e300"], "not 1e300"),
    (["--game", "kinza", "--a", "easy", "--b", "easy", "--think-ms", "nan"], "not nan"),
    (["--game", "kinza", "--a", "easy", "--b", "easy", "--think-ms", "0"], "not 0"),
    (["--game", "kinza", "--a", "easy"], "required"),
    (["--game", "kinza", "--a", "easy", "--b", "easy", "--players", "x"], "invalid int"),
])
def test_arena_refuses_bad_values_in_one_line(args, said, capsys):
    assert arena.main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and said in _one_line(captured.err, "kotshina arena:")


@pytest.mark.parametrize("args, said", [
    (["--game", "poker"], "invalid choice: 'poker'"),
    (["--game", "kinza", "--seconds", "inf"], "not inf"),
    (["--game", "kinza", "--seconds", "1e300"], "not 1e300"),
    (["--game", "kinza", "--seconds", "-1"], "not -1"),
    (["--game", "kinza", "--frobnicate"], "unrecognized arguments"),
])
def test_bench_refuses_bad_values_in_one_line(args, said, capsys):
    assert bench.main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and said in _one_line(captured.err, "kotshina bench:")


ARENA = "$KOTSHINA arena --game kinza --a easy --b easy --matches 2"


@posix_only
@pytest.mark.parametrize("command", [
    "$KOTSHINA --version", "$KOTSHINA --help", "$KOTSHINA replay -h", "$KOTSHINA arena -h",
    "$KOTSHINA bench --game kinza --seconds 0.1", ARENA,
])
def test_a_full_standard_output_is_one_line(command, tmp_path):
    done = _shell(f"{command} > /dev/full", tmp_path)
    assert done.returncode == 2
    assert "No space left" in _one_line(done.stderr)


@posix_only
@pytest.mark.parametrize("command", [
    "$KOTSHINA --version", f"{ARENA}", f"{ARENA} --json", "$KOTSHINA --help",
])
def test_a_reader_that_closed_the_pipe_is_no_traceback(command, tmp_path):
    done = _shell(f"{command} | head -c0; exit ${{PIPESTATUS[0]}}", tmp_path)
    assert done.returncode in (0, 2) and done.stderr == ""  # nobody left to tell


@posix_only
def test_a_closed_standard_output_is_one_line(tmp_path):
    done = _shell(f"{ARENA} >&-", tmp_path)
    assert done.returncode == 2 and "standard output is closed" in _one_line(done.stderr)


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device", "link", "folder"])
def test_a_log_that_is_not_a_regular_file_is_refused_without_blocking(tmp_path, kind):
    log = tmp_path / "log"
    target = tmp_path / "precious.txt"
    target.write_text("keep")
    if kind == "fifo":
        os.mkfifo(log)
    elif kind == "device":
        log = Path("/dev/full")
    elif kind == "link":
        log.symlink_to(target)
    else:
        log.mkdir()
    done = _shell(f'{ARENA} --log "{log}"', tmp_path, timeout=60)  # a FIFO hung it
    assert done.returncode == 2 and done.stdout == ""
    assert "not a regular file" in _one_line(done.stderr, "kotshina arena:")
    assert target.read_text() == "keep"


def test_a_log_the_disk_refuses_midway_is_one_line(tmp_path, monkeypatch, capsys):
    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(arena.json, "dumps", full_disk)  # the first log line: disk full
    code = arena.main(["--game", "kinza", "--a", "easy", "--b", "easy", "--matches", "2",
                       "--log", str(tmp_path / "log.jsonl")])
    assert code == 2
    assert "No space left" in _one_line(capsys.readouterr().err, "kotshina arena:")


def _analyse(record: dict, tmp_path: Path, *extra: str, capsys) -> tuple[int, str]:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code = cli_main(["analyse", str(path), "--budget-ms", "5", *extra])
    return code, capsys.readouterr().err


def test_analyse_names_the_records_seat_not_an_option_that_was_not_given(tmp_path, capsys):
    record = random_record("kinza", 2, 1, 6)
    record["seats"] = [{"level": "easy"}, {"level": "easy"}, {"level": None}]
    code, err = _analyse(record, tmp_path, capsys=capsys)
    line = _one_line(err)
    assert code == 2 and "seats" in line and "seat 2" in line and "--seat must" not in line


@pytest.mark.parametrize("seats, said", [
    ([{"level": None}, {"level": "grandmaster"}], "seats[1].level"),
    ([{"level": None}, {"level": {"a": 1}}], "seats[1].level"),
    ([{"level": None}, {"level": ["hard"]}], "seats[1].level"),
    ([{"level": None}, "hard"], "seats[1]: not an object"),
    ([{"level": "hard"}, {"level": None}], "seats[0].level"),
    ([{"level": None}], "seats: must list the 2 seats"),
    ({"level": None}, "seats: must list the 2 seats"),
])
def test_a_screenshot_record_whose_seats_the_table_cannot_seat_is_one_line(tmp_path, seats,
                                                                            said, capsys):
    pytest.importorskip("PySide6")
    from kotshina.ui import app

    record = random_record("casino", 2, 1, 4)
    record["seats"] = seats
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code = app.main(["--screenshot", str(tmp_path / "s.png"), "--record", str(path)])
    assert code == 2 and said in _one_line(capsys.readouterr().err)
    assert cli_main(["replay", str(path)]) == 0  # replay ignores the app's seats
