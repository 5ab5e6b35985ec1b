"""Kill test: the real app (offscreen) plays a computer-only match, autosaving after every move,
and is killed with SIGKILL at random moments, then restarted; every restart must find a save
that reads and replays, holding at least every move the app had reported as saved.

    python tests/kill_test.py --kills 100 [--game kinza] [--option variant=rubain] [--seed 1]
                              [--opponent easy|mixed] [--json]

Each run of the app (the "child") continues the autosaved match when there is one, else starts
a new one; it prints ``moved N`` after every move, ``saved N`` when the autosave thread has
written a record of N moves to disk, and ``finished`` when a match ends (the window then records
the statistics, forgets the save and the child starts the next match). After each kill the
parent checks, without Qt: the autosave reads and replays (else "corrupt"), it holds at least
the moves last reported written (else "lost"), and the statistics file reads. The child plays
as fast as it can, so several moves may be in flight at a kill (reported, not a failure: at a
human pace every move is on disk long before the next).
Between some kills the parent also leaves a hostile lock where the killed run's was (empty,
NUL bytes, garbage, a folder, a FIFO, a dangling link): every restart must take it over
("refused" counts those that did not). With ``--opponent mixed`` the last seat is the expert,
whose search workers are killed with the app: after the run, no worker of it may be left
(orphaned). Every match reported finished must be in the statistics, or kept to be counted.
Exit code 0 when nothing was lost or corrupt, no restart was refused, no worker was orphaned
and the app never crashed. POSIX only (SIGKILL).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

APP_DIR = Path(__file__).resolve().parents[1] / "app"
#: share of the kills aimed at start-up (reading and replaying the save) instead of play
STARTUP_SHARE = 0.2
#: share of the restarts that find a hostile lock instead of the killed run's
HOSTILE_LOCK_SHARE = 0.2
HOSTILE_LOCKS = ("empty", "nul", "garbage", "folder", "fifo", "dangling-link")
#: the child's exit code when the lock of the run killed before it was not taken over
REFUSED = 3
if str(APP_DIR) not in sys.path:
    sys.path.insert(0, str(APP_DIR))  # run from a checkout without an install


#: what a search worker prints when its app is killed before it has read what to run: not the
#: app's crash (the worker ends, as it must), so it is counted apart
_WORKER_START_CUT = re.compile(
    r"Traceback \(most recent call last\):\n(?:  .*\n)*?.*spawn_main\n(?:  .*\n)*?"
    r"EOFError: Ran out of input\n")


@dataclass
class Report:
    kills: int = 0
    resumed: int = 0  # restarts that continued the autosaved match
    started_new: int = 0
    killed_while_starting: int = 0  # before the match was on the table
    matches_finished: int = 0
    saves_checked: int = 0
    moves_saved_max: int = 0
    lost: int = 0  # a save held fewer moves than were reported written to disk
    moves_in_flight_max: int = 0  # made but not yet on disk when the kill came (fast play)
    corrupt: int = 0  # a save or the statistics did not read after a kill
    crashed: int = 0  # the app ended by itself or printed a traceback
    temp_files_left: int = 0  # removed by the next start once older than a minute
    hostile_locks: int = 0  # restarts that found a planted lock
    refused: int = 0  # restarts that did not take the lock over
    results_lost: int = 0  # matches reported finished that are neither counted nor kept
    orphaned_workers: int = 0  # search workers alive after their app was killed
    #: workers whose app was killed while they started: Python's spawn prints its EOFError
    #: (the parent's pipe closed before the worker had read what to run) and the worker ends
    worker_starts_cut: int = 0
    problems: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------- the child
def child(game: str, seed: int, opponent: str = "easy",
          options: dict[str, object] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kotshina import records
    from kotshina.controller.config import MatchConfig
    from kotshina.ui.app import (
        setup_application,
        setup_instance_lock,
        setup_languages,
        setup_settings,
    )
    from kotshina.ui.main_window import MainWindow

    app = setup_application([])
    lock = setup_instance_lock()  # the killed run's lock is stale and must be taken over
    if lock is None:
        print("the instance lock of a killed run was not taken over", file=sys.stderr)
        return REFUSED
    settings = setup_settings()
    settings.animation_speed = "off"
    window = MainWindow(settings, setup_languages(settings, "en"))
    window.show()

    said = threading.Lock()  # the autosave thread speaks too: one whole line at a time

    def say(line: str) -> None:
        with said:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

    write = window.saves.autosave

    def autosave(config, record, finished=False):  # runs on the autosave thread
        path = write(config, record, finished)
        # On disk now (rename and fsyncs done). A finished match's save is then forgotten.
        over = " over" if records.replay(record)["finished"] else ""
        say(f"saved {len(record['moves'])}{over}")
        return path

    window.saves.autosave = autosave

    def attach() -> None:
        controller = window.controller
        assert controller is not None
        controller.record_changed.connect(lambda record: say(f"moved {len(record['moves'])}"))
        controller.match_finished.connect(lambda _result: say("finished"))

    from kotshina.games.registry import spec_of

    players = spec_of(game).default_players
    levels: list[str | None] = [None] + ["easy"] * (players - 1)
    if opponent == "mixed":
        levels[-1] = "expert"  # its search workers are killed with the app
    saved_match = window.saves.unfinished(game)
    chosen = dict(options or {})
    if saved_match is not None:
        window.start_match(saved_match.config, saved_match.record)
        say(f"start resumed {len(saved_match.record['moves'])}")
    else:
        window.start_match(MatchConfig(game=game, players=players, options=chosen,
                                       levels=levels, seed=seed))
        say("start new")
    attach()
    while True:
        controller = window.controller
        if controller is None or controller.state.is_over:
            if window.match_end is not None:
                window.match_end.done(0)
            window.start_match(MatchConfig(game=game, players=players, options=chosen,
                                           levels=levels, seed=random.randrange(1 << 30)))
            say("start new")
            attach()
            continue
        controller.advance_automatically(1)
        if window.summary is not None:
            window.summary.accept()
        app.processEvents()


# ---------------------------------------------------------------------------------- the parent
def _check(home: Path, game: str, acked: int | None, report: Report) -> int | None:
    """Count what a kill did to the files; the moves in the autosave, or None."""
    from kotshina.controller.saves import SaveError, SaveStore
    from kotshina.controller.statistics import Statistics

    try:
        saved = SaveStore(home / "saves").load(game)
    except SaveError as exc:
        report.corrupt += 1
        report.problems.append(f"kill {report.kills}: {exc}")
        return None
    if saved is not None:
        report.saves_checked += 1
        moves = len(saved.record["moves"])
        report.moves_saved_max = max(report.moves_saved_max, moves)
        if acked is not None and moves < acked:
            report.lost += 1
            report.problems.append(f"kill {report.kills}: the save has {moves} moves, {acked} "
                                   "were reported saved")
    elif acked is not None:
        report.lost += 1
        report.problems.append(f"kill {report.kills}: no save, {acked} moves were reported saved")
    stats = Statistics(home / "statistics.json")
    stats.all()
    if stats.problem is not None:
        report.corrupt += 1
        report.problems.append(f"kill {report.kills}: statistics: {stats.problem.detail}")
    return None if saved is None else len(saved.record["moves"])


def _plant_lock(home: Path, kind: str) -> None:
    """Leave ``kind`` where the killed run's lock was (the kernel let that one go)."""
    import shutil

    path = home / "kotshina.lock"
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dangling-link":
        path.symlink_to(home / "nowhere")
    else:
        path.write_bytes({"empty": b"", "nul": b"\0" * 32, "garbage": b"\xff\xfe?\n"}[kind])


def _count_results(home: Path, game: str, finished: int, report: Report) -> None:
    """Every match reported finished is counted, or kept to be counted at the next start."""
    from kotshina.controller.results import match_id
    from kotshina.controller.saves import SaveError, SaveStore
    from kotshina.controller.statistics import Statistics

    stats = Statistics(home / "statistics.json")
    waiting = 0
    store = SaveStore(home / "saves")
    for path in [store.path_for(game), *sorted((home / "saves").glob(f"finished-{game}-*"))]:
        try:
            saved = store.read(path, game) if path.exists() else None
        except SaveError:
            continue
        if saved is not None and saved.finished and \
                not stats.has_counted(game, match_id(saved.record)):
            waiting += 1
    counted = stats.get(game).played
    if counted + waiting < finished:
        report.results_lost = finished - counted - waiting
        report.problems.append(f"{finished} matches finished, {counted} counted, {waiting} kept "
                               "to be counted")


def _orphans(home: Path, report: Report) -> None:
    from process_watch import HAS_PROC, orphaned_workers

    if not HAS_PROC:
        return
    time.sleep(1.0)  # the workers' own end: at once, but give the scheduler a moment
    left = orphaned_workers(f"KOTSHINA_HOME={home}")
    report.orphaned_workers = len(left)
    for pid in left:  # never leave them running on the machine
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    if left:
        report.problems.append(f"{len(left)} search workers outlived their killed app")


def run(kills: int, game: str = "kinza", seed: int = 1, home: Path | None = None,
        min_delay: float = 0.0, max_delay: float = 2.0, opponent: str = "easy",
        options: dict[str, object] | None = None) -> Report:
    rng = random.Random(seed)
    made_home = home is None
    home = home or Path(tempfile.mkdtemp(prefix="kotshina-kill-"))
    home.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, KOTSHINA_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(APP_DIR), os.environ.get("PYTHONPATH", "")]))
    report = Report()
    finished = 0
    for number in range(kills):
        if number and rng.random() < HOSTILE_LOCK_SHARE:
            _plant_lock(home, rng.choice(HOSTILE_LOCKS))
            report.hostile_locks += 1
        lines: list[str] = []
        errors = home / "child-stderr.txt"
        with open(errors, "w", encoding="utf-8") as stderr:
            process = subprocess.Popen(
                [sys.executable, __file__, "--child", "--game", game, "--seed", str(seed + number),
                 "--opponent", opponent,
                 *(f"--option={key}={value}" for key, value in (options or {}).items())],
                stdout=subprocess.PIPE, stderr=stderr, text=True, env=env)
            started = threading.Event()

            def read(p=process, out=lines, flag=started) -> None:
                for line in p.stdout:
                    out.append(line)
                    flag.set()

            reader = threading.Thread(target=read, daemon=True)
            reader.start()
            # Mostly during play (the moment counted from the match being on the table), now
            # and then while the app starts and reads its save.
            if rng.random() >= STARTUP_SHARE:
                started.wait(timeout=60)
            time.sleep(rng.uniform(min_delay, max_delay))
            if process.poll() == REFUSED:  # it found the lock held: a stale lock not healed
                report.refused += 1
                report.problems.append(f"run {number}: the restart was refused by the lock")
            elif process.poll() is not None:  # it ended by itself: a crash, not our kill
                report.crashed += 1
                report.problems.append(f"run {number}: the app exited with {process.returncode}")
            process.send_signal(signal.SIGKILL)
            process.wait()
            reader.join(timeout=10)
        text = errors.read_text(encoding="utf-8", errors="replace")
        text, cut = _WORKER_START_CUT.subn("", text)
        report.worker_starts_cut += cut
        if "Traceback" in text:
            report.crashed += 1
            last = text.strip().splitlines()[-1]
            report.problems.append(f"run {number}: a traceback on stderr, ending {last!r}")
        report.kills += 1
        if not any(line.startswith("start") for line in lines):
            report.killed_while_starting += 1
        acked: int | None = None  # moves of the current match last reported saved
        moved: int | None = None  # moves of the current match made (saved or not)
        first_start = True
        for line in lines:
            word, _, rest = line.strip().partition(" ")
            if word == "start":
                resumed = rest.startswith("resumed")
                acked = moved = int(rest.split()[1]) if resumed else None
                if first_start:  # how this run of the app began
                    report.resumed += resumed
                    report.started_new += not resumed
                    first_start = False
            elif word == "saved":
                count, _, over = rest.partition(" ")
                acked = None if over else int(count)  # the window deletes a finished save
            elif word == "moved":
                moved = int(rest)
            elif word == "finished":
                acked = moved = None  # the window forgets a finished match's save
                report.matches_finished += 1
                finished += 1
        on_disk = _check(home, game, acked, report)
        if moved is not None and on_disk is not None:
            report.moves_in_flight_max = max(report.moves_in_flight_max, moved - on_disk)
    report.temp_files_left = sum(1 for _ in home.rglob("*.tmp"))
    _count_results(home, game, finished, report)
    _orphans(home, report)
    if made_home and not report.problems:  # a folder of its own, nothing in it to look at
        shutil.rmtree(home, ignore_errors=True)
    elif made_home:
        print(f"the files of the failed runs are kept in {home}", file=sys.stderr)
    return report


def _option(text: str, parser: argparse.ArgumentParser) -> tuple[str, object]:
    """``KEY=VALUE``; a VALUE that reads as JSON (61, true) is that, else the text itself."""
    key, equals, value = text.partition("=")
    if not equals or not key:
        parser.error(f"--option wants KEY=VALUE, not {text!r}")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=5)
    from kotshina.games.registry import offered_ids

    parser.add_argument("--game", default="kinza", choices=offered_ids(),
                        help="a game the app offers at the table")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a match option, e.g. variant=rubain (Kinza's sister game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="easy", choices=("easy", "mixed"),
                        help="the computer seats: all easy, or the last one the expert")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    options = dict(_option(text, parser) for text in args.option)
    if args.child:
        return child(args.game, args.seed, args.opponent, options)
    report = run(args.kills, args.game, args.seed, opponent=args.opponent, options=options)
    if args.json:
        print(json.dumps(asdict(report)))
    else:
        for key, value in asdict(report).items():
            if key != "problems":
                print(f"{key.replace('_', ' ')}: {value}")
        for problem in report.problems:
            print("  " + problem)
    failures = (report.lost, report.corrupt, report.crashed, report.refused,
                report.results_lost, report.orphaned_workers)
    return 0 if not any(failures) else 1


if __name__ == "__main__":
    sys.exit(main())
