"""The outside attack, as a script: hostile files in the data folder, a second instance, every
command with a standard output that cannot be written, bad values and special files, a parent
killed mid-search. Each attack runs the real app or CLI in a child process with a time limit and
a memory limit, and checks what a user would notice: no traceback, no hang, no unbounded memory,
no write through a link, no lost move, one line and exit 2 for bad input.

    python tests/scripts/attack.py            # every attack (a few minutes)
    python tests/scripts/attack.py --quick    # a handful (the test suite runs this)
    python tests/scripts/attack.py --only lock   # the attacks whose name holds "lock"

Exit code 0 when every attack found nothing. POSIX (FIFOs, /dev/full, SIGKILL); the parts that
look at processes need Linux's /proc.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
APP_DIR = REPO / "app"
sys.path[:0] = [str(APP_DIR), str(REPO / "tests")]
#: a child using more than this is unbounded (the app needs a few hundred MB)
MEMORY_LIMIT = 2 * 1024**3
PRECIOUS = b"[keep]\nthe player's own file=do not touch\n"


@dataclass
class Outcome:
    name: str
    problem: str | None  # None: nothing found


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run(args: list[str], home: Path, timeout: float = 90, shell: str | None = None,
        **kwargs) -> subprocess.CompletedProcess | str:
    """The CLI/app in a child; the CompletedProcess, or why it failed to end ("hung")."""
    env = dict(os.environ, KOTSHINA_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(APP_DIR))
    command = [sys.executable, "-m", "kotshina", *args]
    if shell is not None:
        command = ["bash", "-c", shell.replace("$KOTSHINA",
                                               f'"{sys.executable}" -m kotshina')]
    try:
        return subprocess.run(command, env=env, capture_output=True, text=True,
                              timeout=timeout, preexec_fn=_limit_memory, **kwargs)
    except subprocess.TimeoutExpired:
        return f"hung (no answer in {timeout:g} s)"


def judge(done: subprocess.CompletedProcess | str, codes: tuple[int, ...] = (0,),
          one_line: bool = False) -> str | None:
    if isinstance(done, str):
        return done
    if "Traceback" in done.stderr or "MemoryError" in done.stderr:
        return f"a traceback: {done.stderr.strip().splitlines()[-1]!r}"
    if done.returncode not in codes:
        return f"exit code {done.returncode} (wanted {codes}): {done.stderr.strip()[-200:]!r}"
    if one_line:
        lines = done.stderr.splitlines()
        if len(lines) != 1 or not lines[0].isprintable() or len(lines[0]) > 200:
            return f"not one printable line: {done.stderr!r}"
    return None


# ------------------------------------------------------------------ a session of the real app
SESSION = r"""
import os, sys, json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from kotshina.ui import app as app_module

qt = app_module.setup_application([])
plies = int(sys.argv[1])
game = os.environ.get("ATTACK_GAME", "kinza")
START = {"kinza": (2, {"target": 101}), "king": (4, {"length": "short"}),
         "casino": (2, {"target": 11})}

def play():
    windows = [w for w in QApplication.topLevelWidgets() if hasattr(w, "controller")]
    window = windows[0]
    window.settings.animation_speed = "off"
    if window.controller is None:
        window.continue_match(window.settings.last_game)
    if window.controller is None:
        from kotshina.controller.config import MatchConfig
        players, options = START[game]
        window.start_match(MatchConfig(game=game, players=players, options=options,
                                       levels=[None] + ["easy"] * (players - 1), seed=4))
    controller = window.controller
    before = len(controller.record()["moves"])
    controller.play_automatically(plies) if controller.config.game == "king" else \
        controller.advance_automatically(plies)
    window.autosaver.flush()
    print(json.dumps({"game": controller.config.game, "before": before,
                      "after": len(controller.record()["moves"]),
                      "problems": window.problems.problems()}), flush=True)
    window.close()

QTimer.singleShot(200, play)
sys.exit(app_module.main(sys.argv[2:]))
"""


def session(home: Path, *app_args: str, plies: int = 4, timeout: float = 120,
            game: str = "kinza"):
    """The real app offscreen: continue the last match or start one of ``game``, play
    ``plies`` moves, flush the autosave, report as JSON."""
    env = dict(os.environ, KOTSHINA_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(APP_DIR), ATTACK_GAME=game)
    try:
        return subprocess.run([sys.executable, "-c", SESSION, str(plies), *app_args], env=env,
                              capture_output=True, text=True, timeout=timeout,
                              preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        return f"hung (no answer in {timeout:g} s)"


def _session_report(done) -> tuple[str | None, dict | None]:
    problem = judge(done)
    if problem is not None:
        return problem, None
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return f"the session never played: {done.stderr.strip()[-200:]!r}", None
    return None, json.loads(lines[-1])


# ------------------------------------------------------------------ the attacks
def _plant(path: Path, kind: str, target: Path | None = None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("x")
    elif kind == "link":
        path.symlink_to(target)
    elif kind == "dangling-link":
        path.symlink_to(path.parent / "nowhere")
    elif kind == "device-link":
        path.symlink_to("/dev/zero")
    else:
        path.write_bytes({"empty": b"", "nul": b"\0" * 64, "garbage": b"\xff\xfe?\x1b[2J\n",
                          "foreign-pid": b"1\nsystemd\nhost\n"}[kind])


def lock_attack(kind: str) -> Callable[[Path], str | None]:
    def attack(home: Path) -> str | None:
        _plant(home / "kotshina.lock", kind)
        problem, report = _session_report(session(home))
        if problem:
            return problem
        return None if report["after"] > report["before"] else "no move was played"
    return attack


def settings_attack(name: str, kind: str) -> Callable[[Path], str | None]:
    def attack(home: Path) -> str | None:
        target = home.parent / "outside.ini"
        target.write_bytes(PRECIOUS)
        _plant(home / name, kind, target)
        problem, _report = _session_report(session(home, "--lang", "ar"))
        if problem:
            return problem
        if target.read_bytes() != PRECIOUS:
            return "the link's target was written"
        return None
    return attack


def data_link_attack(name: str, game: str = "kinza") -> Callable[[Path], str | None]:
    """A link to a file outside at a data file's name: the app writes its own file there.

    The statistics are written at the match's end, so that session plays to the end; an
    autosave is forgotten at the end, so that one stops part-way and the save must hold every
    move played (a link merely removed at the end would prove nothing)."""
    statistics = name == "statistics.json"

    def attack(home: Path) -> str | None:
        from kotshina.controller.saves import SaveError, SaveStore

        target = home.parent / "outside.json"
        target.write_bytes(PRECIOUS)
        _plant(home / name, "link", target)
        problem, report = _session_report(session(home, plies=10_000 if statistics else 12,
                                                  game=game, timeout=300))
        if problem:
            return problem
        if target.read_bytes() != PRECIOUS:
            return "the link's target was written"
        if not (home / name).is_file() or (home / name).is_symlink():
            return "the file was never written (the attack proved nothing)"
        if not statistics:
            try:
                saved = SaveStore(home / "saves").unfinished(game)
            except SaveError as exc:
                return f"the save does not read: {exc}"
            held = None if saved is None else len(saved.record["moves"])
            if held != report["after"]:
                return f"moves lost: {report['after']} played, the save holds {held}"
        return None
    return attack


def surrogate_save_attack(home: Path) -> str | None:
    from kotshina.controller.config import MatchConfig
    from kotshina.controller.saves import SaveStore
    from record_samples import random_record

    store = SaveStore(home / "saves")
    path = store.autosave(MatchConfig(players=2, levels=[None, "easy"]),
                          random_record("kinza", 2, 5, 3))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"]["player_name"] = "Sa\ud800lma"
    data["record"]["options"]["house"] = "\udfff"
    data["record"]["extra"] = "\ud800"
    path.write_text(json.dumps(data), encoding="ascii")  # "\ud800" escapes
    problem, report = _session_report(session(home, "--continue", plies=5))
    if problem:
        return problem
    saved = SaveStore(home / "saves").unfinished("kinza")
    if saved is None or len(saved.record["moves"]) != report["after"]:
        return f"moves lost: {report['after']} played, the save holds " \
               f"{None if saved is None else len(saved.record['moves'])}"
    return "a problem shown: " + "; ".join(report["problems"]) if report["problems"] else None


def second_instance_attack(home: Path) -> str | None:
    from kotshina.controller.instance_lock import InstanceLock

    (home / "settings.ini").write_text("[ui]\nlanguage=en\n")
    lock = InstanceLock(home / "kotshina.lock")
    lock.try_lock()
    before = {p.name: p.read_bytes() for p in home.iterdir() if p.is_file()}
    script = ("from kotshina.ui import app\napp.warn_already_running = lambda: None\n"
              "import sys\nsys.exit(app.main(['--lang', 'ar']))\n")
    env = dict(os.environ, KOTSHINA_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(APP_DIR))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60)
    after = {p.name: p.read_bytes() for p in home.iterdir() if p.is_file()}
    lock.unlock()
    if done.returncode != 1:
        return f"the second instance exited {done.returncode}: {done.stderr[-200:]!r}"
    return None if after == before else f"files changed: {sorted(set(after) ^ set(before))}" \
        if set(after) != set(before) else "a file's bytes changed"


def cli_attack(shell: str, codes: tuple[int, ...] = (2,), one_line: bool = True,
               silent: bool = False) -> Callable[[Path], str | None]:
    def attack(home: Path) -> str | None:
        done = run([], home, shell=shell.replace("$HOME_DIR", str(home)))
        if silent and not isinstance(done, str):
            if done.returncode not in codes or done.stderr:
                return f"exit {done.returncode}, stderr {done.stderr[-200:]!r}"
            return None
        return judge(done, codes, one_line)
    return attack


def log_attack(kind: str, game: str = "kinza") -> Callable[[Path], str | None]:
    def attack(home: Path) -> str | None:
        target = home / "outside.txt"
        target.write_bytes(PRECIOUS)
        log = home / "log"
        if kind == "device":
            log = Path("/dev/full")
        else:
            _plant(log, kind, target)
        done = run(["arena", "--game", game, "--a", "easy", "--b", "easy", "--matches", "2",
                    "--log", str(log)], home, timeout=60)
        problem = judge(done, (2,), one_line=True)
        if problem:
            return problem
        return "the link's target was written" if target.read_bytes() != PRECIOUS else None
    return attack


def orphan_attack(game: str) -> Callable[[Path], str | None]:
    return lambda home: _orphan_attack(home, game)


def _orphan_attack(home: Path, game: str) -> str | None:
    from process_watch import HAS_PROC, alive, cpu_ticks, workers_of

    if not HAS_PROC:
        return None
    env = dict(os.environ, KOTSHINA_HOME=str(home), PYTHONPATH=str(APP_DIR))
    parent = subprocess.Popen([sys.executable, "-m", "kotshina", "arena", "--game", game,
                               "--a", "expert", "--b", "expert", "--matches", "2"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    workers: list[int] = []
    while time.monotonic() < deadline and parent.poll() is None:
        workers = workers_of(parent.pid)
        if workers:
            before = {pid: cpu_ticks(pid) for pid in workers}
            time.sleep(0.5)
            if all(cpu_ticks(pid) > before[pid] for pid in workers):
                break
        time.sleep(0.1)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    time.sleep(1.0)
    left = [pid for pid in workers if alive(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    if not workers:
        return "the arena never searched with workers"
    return f"{len(left)} of {len(workers)} workers outlived their parent" if left else None


def _record_file(home: Path, seats: object = None, **extra: object) -> Path:
    from record_samples import random_record

    record = random_record("casino", 2, 1, 4)
    if seats is not None:
        record["seats"] = seats
    record.update(extra)
    path = home / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def record_attack(seats: object, command: str) -> Callable[[Path], str | None]:
    def attack(home: Path) -> str | None:
        path = _record_file(home, seats)
        args = {"screenshot": ["--screenshot", str(home / "s.png"), "--record", str(path)],
                "analyse": ["analyse", str(path), "--budget-ms", "5"]}[command]
        return judge(run(args, home), (2,), one_line=True)
    return attack


def _hostile_record(home: Path, game: str, kind: str) -> Path:
    """A record of ``game`` made hostile as ``kind``, written as ASCII JSON (a lone surrogate
    arrives as its escape, as from any other program)."""
    from record_samples import random_record

    players = {"king": 4, "trix": 4}.get(game, 2)
    record = random_record(game, players, 5, None if kind == "whole match" else 30)
    moves = record["moves"]
    if kind == "lone surrogate move":
        moves[7] = {"play": "\ud800"}
    elif kind == "lone surrogate key":
        record["\udfff"] = "\ud800"
        record["options"]["house \ud800"] = True
    elif kind == "100k moves":
        moves.extend([{"pass": True}, {"play": "7H"}] * 50_000)
    elif kind == "deep move":
        moves[3] = {"play": "DEEP"}  # 5000 lists deep, spliced into the text below
    elif kind == "bad options":  # each of the game's own options given a value it does not have
        from kotshina.games.registry import spec_of

        record["options"] = {option.key: ["chaos"] for option in spec_of(game).options}
    elif kind == "every card doubled":
        moves.insert(1, {"double": [f"{r}{s}" for s in "SHDC" for r in
                                    ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                     "K", "A")] * 40})
    elif kind == "players 400":
        record["players"] = 400
    elif kind == "decks of 10k cards":
        record["decks"][0] = record["decks"][0] * 200
    elif kind != "whole match":
        raise ValueError(kind)
    text = json.dumps(record, ensure_ascii=True)
    if kind == "deep move":
        text = text.replace('"DEEP"', "[" * 5_000 + '"7H"' + "]" * 5_000, 1)
    path = home / f"{game}.json"
    path.write_text(text, encoding="ascii")
    return path


def hostile_record_attack(game: str, kind: str, codes: tuple[int, ...] = (2,)
                          ) -> Callable[[Path], str | None]:
    """``replay``, ``legal`` and ``analyse`` of a hostile record: each answers (JSON, or one
    line and exit 2), within the time and memory limit."""
    def attack(home: Path) -> str | None:
        path = _hostile_record(home, game, kind)
        for command in (["replay"], ["legal"], ["analyse", "--budget-ms", "2"]):
            done = run([*command, str(path)], home, timeout=120)
            problem = judge(done, codes, one_line=not isinstance(done, str) and
                            done.returncode == 2)
            if problem:
                return f"{command[0]}: {problem}"
            if done.returncode == 0 and command[0] != "analyse":
                json.loads(done.stdout)
        return None
    return attack


def not_at_the_table_attack(home: Path) -> str | None:
    """A Trix record given to the window: one line, exit 2 (no table plays Trix yet)."""
    from kotshina.games.registry import offered_ids

    if "trix" in offered_ids():
        return None  # Trix is at the table now: the screenshot attacks cover it
    path = _hostile_record(home, "trix", "whole match")
    return judge(run(["--screenshot", str(home / "s.png"), "--record", str(path)], home), (2,),
                 one_line=True)


def screenshot_link_attack(home: Path) -> str | None:
    target = home / "outside.txt"
    target.write_bytes(PRECIOUS)
    (home / "shot.png").symlink_to(target)
    problem = judge(run(["--screenshot", str(home / "shot.png"), "--screen", "start",
                         "--size", "640x480"], home))
    return problem or ("the link's target was written" if target.read_bytes() != PRECIOUS
                       else None)


def undecodable_name_attack(home: Path) -> str | None:
    out = home / os.fsdecode(b"shot-\xff.png")
    problem = judge(run(["--screenshot", str(out), "--screen", "start", "--size", "640x480"],
                        home))
    return problem or (None if out.is_file() else "no picture was written")


ARENA = "$KOTSHINA arena --game kinza --a easy --b easy --matches 2"
ATTACKS: dict[str, Callable[[Path], str | None]] = {
    **{f"lock {kind}": lock_attack(kind) for kind in
       ("empty", "nul", "garbage", "foreign-pid", "folder", "fifo", "dangling-link",
        "device-link")},
    "settings.ini link": settings_attack("settings.ini", "link"),
    "settings.ini fifo": settings_attack("settings.ini", "fifo"),
    "settings.ini.lock fifo": settings_attack("settings.ini.lock", "fifo"),
    "settings.ini.lock folder": settings_attack("settings.ini.lock", "folder"),
    "settings.ini.lock empty": settings_attack("settings.ini.lock", "empty"),
    "statistics.json link": data_link_attack("statistics.json"),
    **{f"autosave link {game}": data_link_attack(f"saves/autosave-{game}.json", game)
       for game in ("kinza", "king", "casino")},
    "save with lone surrogates": surrogate_save_attack,
    "second instance --lang ar": second_instance_attack,
    **{f"{cmd.split(' --a')[0][10:]} > /dev/full": cli_attack(f"{cmd} > /dev/full") for cmd in
       ("$KOTSHINA --version", "$KOTSHINA --help", ARENA,
        "$KOTSHINA bench --game kinza --seconds 0.1")},
    "arena | head -c0": cli_attack(f"{ARENA} | head -c0; exit ${{PIPESTATUS[0]}}", (0, 2),
                                   silent=True),
    "arena >&-": cli_attack(f"{ARENA} >&-"),
    "arena --think-ms inf": cli_attack(f"{ARENA} --think-ms inf"),
    "arena --think-ms 1e300": cli_attack(f"{ARENA} --think-ms 1e300"),
    "bench --seconds inf": cli_attack("$KOTSHINA bench --game kinza --seconds inf"),
    "arena --b grandmaster": cli_attack("$KOTSHINA arena --game kinza --a easy --b grandmaster"),
    "bench --game poker": cli_attack("$KOTSHINA bench --game poker"),
    **{f"arena --log {kind}": log_attack(kind) for kind in ("fifo", "link", "device", "folder")},
    "--record seats grandmaster": record_attack([{"level": None}, {"level": "grandmaster"}],
                                                "screenshot"),
    "--record seats dict": record_attack([{"level": None}, {"level": {"x": 1}}], "screenshot"),
    "analyse human seat 5": record_attack([{"level": "easy"}] * 5 + [{"level": None}],
                                          "analyse"),
    "--screenshot to a link": screenshot_link_attack,
    "--screenshot name of undecodable bytes": undecodable_name_attack,
    **{f"parent killed mid-search {game}": orphan_attack(game)
       for game in ("casino", "kinza", "king", "trix")},
    **{f"{game} record {kind}": hostile_record_attack(game, kind, codes)
       for game in ("trix", "king", "casino", "kinza")
       for kind, codes in (("lone surrogate move", (2,)), ("lone surrogate key", (2,)),
                           ("100k moves", (2,)), ("deep move", (2,)), ("bad options", (2,)),
                           ("every card doubled", (2,)), ("players 400", (2,)),
                           ("decks of 10k cards", (2,)), ("whole match", (0,)))},
    "trix --record to the window": not_at_the_table_attack,
    "bench --game trix > /dev/full": cli_attack("$KOTSHINA bench --game trix --seconds 0.1 "
                                                "> /dev/full"),
    "arena trix --think-ms inf": cli_attack("$KOTSHINA arena --game trix --a easy --b easy "
                                            "--think-ms inf"),
    "arena trix --log link": log_attack("link", "trix"),
}
QUICK = ("lock empty", "lock fifo", "settings.ini link", "settings.ini.lock fifo",
         "save with lone surrogates", "arena --game kinza > /dev/full", "arena --log fifo",
         "--record seats dict", "trix record lone surrogate key")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a handful of the attacks")
    parser.add_argument("--only", default="", help="the attacks whose name holds this")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    names = [n for n in ATTACKS if (not args.quick or n in QUICK) and args.only in n]
    outcomes = []
    for name in names:
        with tempfile.TemporaryDirectory(prefix="kotshina-attack-") as folder:
            home = Path(folder) / "home"
            home.mkdir()
            began = time.monotonic()
            try:
                problem = ATTACKS[name](home)
            except Exception as exc:  # noqa: BLE001 - the script's own failure is a finding too
                problem = f"the attack itself failed: {exc!r}"
            outcomes.append(Outcome(name, problem))
            if not args.json:
                print(f"{'FOUND' if problem else 'ok   '} {name:32} "
                      f"{time.monotonic() - began:5.1f} s  {problem or ''}", flush=True)
    found = [o for o in outcomes if o.problem]
    if args.json:
        print(json.dumps([vars(o) for o in outcomes]))
    else:
        print(f"{len(outcomes)} attacks, {len(found)} found something")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
