"""Start-up time: the app's first painted window against a bare PySide6 window (the floor).

Each command writes a PNG of its painted window and exits; a run is the wall time from start
to exit. The app's run is ``kotshina --screenshot OUT.png --screen start`` (the start screen,
what a player sees first); the floor is ``bare_qt_window.py OUT.png`` (one label, same size),
from the same Python or, for the bundle, frozen the same way. Runs alternate between the
commands so both see the same machine load; one warm-up run each is not counted.

    python packaging/pkgtools/startup.py --runs 7 \\
        --pair venv "python packaging/pkgtools/bare_qt_window.py" ".venv/bin/kotshina"

prints medians and the ratio per pair. Shared machines are noisy: compare ratios from one run.
The CPU time (user + system, where the platform reports it) is printed beside the wall time: it
moves much less when other work shares the machine; so is the load average (1 minute, before and
after the runs), which says how shared it was. With ``--instructions`` (needs valgrind)
each command also runs once under callgrind, whose instruction count does not depend on the
machine's load at all.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

SIZE = "1280x800"


@dataclass
class Pair:
    name: str
    floor: list[str]
    app: list[str]


@dataclass
class Result:
    name: str
    floor_s: list[float]
    app_s: list[float]
    floor_cpu_s: list[float] = field(default_factory=list)
    app_cpu_s: list[float] = field(default_factory=list)
    #: the machine's 1-minute load average before and after the runs (None: not reported)
    load: tuple[float, float] | None = None

    @property
    def cpu_ratio(self) -> float | None:
        if not self.floor_cpu_s or not self.app_cpu_s:
            return None
        return statistics.median(self.app_cpu_s) / statistics.median(self.floor_cpu_s)

    @property
    def floor_median(self) -> float:
        return statistics.median(self.floor_s)

    @property
    def app_median(self) -> float:
        return statistics.median(self.app_s)

    @property
    def ratio(self) -> float:
        return self.app_median / self.floor_median


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KOTSHINA_HOME=str(home))
    # As players run it: bytecode caches written once and reused (a wheel install and the
    # bundle have them already; a checkout writes them on the warm-up run).
    for name in ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE"):
        env.pop(name, None)
    return env


def _children_cpu() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _time(command: list[str], out: Path, env: dict[str, str]) -> tuple[float, float | None]:
    """(wall seconds, CPU seconds or None) of one run that must write ``out``."""
    out.unlink(missing_ok=True)
    cpu_before = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300,
                          stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    cpu_after = _children_cpu()
    if done.returncode != 0 or not out.is_file():
        raise RuntimeError(f"{shlex.join(command)} failed ({done.returncode}): "
                           f"{done.stderr.strip()[-300:]}")
    cpu = None if cpu_before is None or cpu_after is None else cpu_after - cpu_before
    return elapsed, cpu


def _load() -> float | None:
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # Windows
        return None


def measure(pairs: list[Pair], runs: int = 7) -> list[Result]:
    load_before = _load()
    with tempfile.TemporaryDirectory(prefix="kotshina-start-") as scratch:
        folder = Path(scratch)
        env = _env(folder / "home")
        out = folder / "window.png"
        floors = {p.name: [*p.floor, str(out), SIZE] for p in pairs}
        apps = {p.name: [*p.app, "--screenshot", str(out), "--screen", "start", "--size", SIZE]
                for p in pairs}
        results = {p.name: Result(p.name, [], []) for p in pairs}
        for pair in pairs:  # warm-up: file caches, first-start settings, catalogues
            _time(floors[pair.name], out, env)
            _time(apps[pair.name], out, env)
        for run in range(runs):
            for pair in pairs:
                order = [("floor", floors), ("app", apps)]
                if run % 2:
                    order.reverse()
                for kind, commands in order:
                    seconds, cpu = _time(commands[pair.name], out, env)
                    getattr(results[pair.name], f"{kind}_s").append(seconds)
                    if cpu is not None:
                        getattr(results[pair.name], f"{kind}_cpu_s").append(cpu)
        load_after = _load()
        if load_before is not None and load_after is not None:
            for result in results.values():
                result.load = (load_before, load_after)
        return [results[p.name] for p in pairs]


def instructions(command: list[str], out: Path, env: dict[str, str]) -> int:
    """Instructions one run executes, counted by valgrind's callgrind (all its processes)."""
    out.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="kotshina-callgrind-") as scratch:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes",
                               f"--callgrind-out-file={scratch}/out.%p", *command], env=env,
                              capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)
    counts = [int(n) for n in re.findall(r"Collected : (\d+)", done.stderr)]
    if done.returncode != 0 or not counts or not out.is_file():
        raise RuntimeError(f"callgrind run of {shlex.join(command)} failed ({done.returncode})")
    return sum(counts)


def count_instructions(pairs: list[Pair]) -> dict[str, tuple[int, int]]:
    """(floor, app) instruction counts per pair, one run each after a warm-up run."""
    with tempfile.TemporaryDirectory(prefix="kotshina-start-") as scratch:
        folder = Path(scratch)
        env = dict(_env(folder / "home"), PYTHONHASHSEED="0")
        out = folder / "window.png"
        counts = {}
        for pair in pairs:
            floor = [*pair.floor, str(out), SIZE]
            app = [*pair.app, "--screenshot", str(out), "--screen", "start", "--size", SIZE]
            _time(app, out, env)  # warm-up: caches and first-start files, as for the timed runs
            counts[pair.name] = (instructions(floor, out, env), instructions(app, out, env))
        return counts


def verdict(ratio: float, target: float) -> str:
    """"ok" or "OVER" for the ratio as printed (two decimals): 1.6003 reads 1.60x, which is ok."""
    return "ok" if round(ratio, 2) <= target else "OVER"


def report_instructions(counts: dict[str, tuple[int, int]], target: float = 1.6) -> list[str]:
    lines = []
    for name, (floor, app) in counts.items():
        ratio = app / floor
        lines.append(f"{name:<10} {floor / 1e9:>10.3f} G instr {app / 1e9:>6.3f} G "
                     f"{ratio:>6.2f}x  {verdict(ratio, target)}  "
                     "(valgrind callgrind, one run each: independent of the machine's load)")
    return lines


def report(results: list[Result], target: float = 1.6) -> list[str]:
    lines = [f"{'start-up':<10} {'floor (bare Qt)':>16} {'Kotshina':>10} {'ratio':>7}  target <= {target}"]
    for r in results:
        cpu = f", CPU time {r.cpu_ratio:.2f}x" if r.cpu_ratio is not None else ""
        load = f", load {r.load[0]:.1f} to {r.load[1]:.1f}" if r.load is not None else ""
        lines.append(f"{r.name:<10} {r.floor_median * 1000:>13.0f} ms {r.app_median * 1000:>7.0f} ms "
                     f"{r.ratio:>6.2f}x  {verdict(r.ratio, target)}  ({len(r.app_s)} runs each, wall-time medians"
                     f"{cpu}{load})")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions with valgrind (one run each)")
    parser.add_argument("--pair", nargs=3, action="append", metavar=("NAME", "FLOOR", "APP"),
                        required=True, help="a name, the floor command and the app command")
    args = parser.parse_args(argv)
    pairs = [Pair(name, shlex.split(floor), shlex.split(app)) for name, floor, app in args.pair]
    for line in report(measure(pairs, args.runs)):
        print(line)
    if args.instructions:
        for line in report_instructions(count_instructions(pairs)):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
